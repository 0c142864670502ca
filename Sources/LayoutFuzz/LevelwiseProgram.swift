import LayoutEngines
import LayoutModel

/// A layout's rows as a GLPK program solved lexicographically, one priority level at a time, with
/// each level's optimum held exactly rather than within a slack.
///
/// This is the independent referee of the randomized tests, not an engine. After a level is
/// minimized, the program is restricted to that level's optimal face: every error column with a
/// nonzero reduced cost is fixed at its bound, and every inequality row with a nonzero dual value
/// is fixed at its activity. By complementary slackness those are exactly the points that reach
/// the level's optimum, so lower levels are minimized over the true set of lexicographic optima.
/// Holding a level by a cap with a slack instead (as ``GLPKEngine`` does) lets a lower level buy
/// improvements with the slack, which makes a correct engine look suboptimal; this formulation
/// has no such slack (see issue 13).
///
/// GLPK's floating-point simplex stops within its own tolerances (1e-7 on reduced costs), so
/// a level it calls optimal may be a few 10⁻⁷ short, and the face it then holds is that of the
/// wrong vertex: lower levels are compared against a point an exact solver would not reach
/// (fuzz seed 51, after its removal: 2.7e-7 short at priority 500, then 3.9 points "better"
/// than the engine at 251). An `exact` program solves every level with GLPK's rational simplex
/// instead and holds the faces its exact duals give: slow, so the checker asks for it only to
/// confirm a failure. Exact in its arithmetic, it is not in its input (coefficients read to about
/// 10⁻¹²), so a failure it confirms must also exceed what the required rows' rounding is worth
/// at that level (``requiredRoundingWorth(of:at:)``).
///
/// Built from the same `LinearProgram` as `GLPKEngine` (error columns, the same rows), so its
/// rows mean exactly what the engine's rows mean; the GLPK calls stay in LayoutEngines'
/// `GLPK.swift`, whose wrapper is `package`-visible for this class. It lives beside the fuzzer
/// because only the fuzzer and its tests use it: the engines never consult a referee.
public final class LevelwiseProgram {
  /// The levels below required, highest priority first.
  public let priorities: [LayoutPriority]
  let program: LinearProgram
  #if GLPK
  let problem: GLPKProblem
  #endif

  /// A reduced cost or dual value at most this large counts as zero when fixing a face: GLPK's
  /// own dual feasibility tolerance is 1e-7, so anything this small is rounding. An exact
  /// program's duals are exact: only zero is zero.
  public static let dualZero = 1e-9

  /// Whether every level is solved in rational arithmetic (see the type's notes).
  public let isExact: Bool

  /// The dual value of each program row (index `row - 1`) at the last level an exact program
  /// minimized: how much that level's optimum moves per point the row's bound moves
  /// (``requiredRoundingWorth(of:at:)``).
  private(set) var lastRowDuals: [Double] = []

  /// Loads the rows of `system` for which `isActive` holds; `exact` solves them in rational
  /// arithmetic.
  /// - Complexity: O(rows + terms + levels · log levels).
  public init(system: LinearSystem, exact: Bool = false, isActive: (Int) -> Bool) {
    isExact = exact
    program = LinearProgram(system: system, isActive: isActive)
    priorities = program.levels.map(\.priority)
    #if GLPK
    problem = GLPKProblem()
    _ = problem.addColumns(program.columnCount)
    for column in stride(from: 1, through: program.columnCount, by: 1) {
      problem.setColumnBounds(column, column <= program.structuralCount ? .free : .lower(0))
    }
    _ = problem.addRows(program.rowBounds.count)
    for (offset, bounds) in program.rowBounds.enumerated() { problem.setRowBounds(offset + 1, bounds) }
    problem.loadMatrix(rows: program.matrixRows, columns: program.matrixColumns, values: program.matrixValues)
    #endif
  }

  /// Minimizes the total violation of level `level` (an index into ``priorities``) over the
  /// points left by the earlier calls, then keeps only this level's optimal face. Call it for
  /// the levels in order, highest first. Returns the optimum and a point that reaches it (the
  /// layout's variables). With no levels, `level` 0 only asks whether the required rows are
  /// feasible and returns 0.
  /// - Throws: ``GLPKError/infeasible`` when no point is left.
  /// - Complexity: one primal simplex from the previous basis, plus O(rows + columns).
  public func minimizeAndHold(level: Int) throws(GLPKError) -> (minimum: Double, values: [Double]) {
    #if GLPK
    for (index, entry) in program.levels.enumerated() {
      let weight: Double = index == level ? 1 : 0
      for column in entry.errorColumns { problem.setObjectiveCoefficient(Int(column), weight) }
    }
    if let error = isExact ? solveExactly() : solve() { throw error }
    let values = (0..<program.structuralCount).map { problem.columnValue($0 + 1) }
    guard program.levels.indices.contains(level) else { return (0, values) }
    let minimum = problem.objectiveValue
    // Taken before the hold below changes the bounds: what each row is worth at this level.
    if isExact { lastRowDuals = (0..<program.rowBounds.count).map { problem.rowDual($0 + 1) } }
    let zero = isExact ? 0 : Self.dualZero
    for column in stride(from: program.structuralCount + 1, through: program.columnCount, by: 1)
    where abs(problem.columnDual(column)) > zero {
      problem.setColumnBounds(column, .fixed(problem.columnValue(column)))
    }
    for (offset, bounds) in program.rowBounds.enumerated() {
      switch bounds {
      case .upper, .lower:
        if abs(problem.rowDual(offset + 1)) > zero {
          problem.setRowBounds(offset + 1, .fixed(problem.rowValue(offset + 1)))
        }
      case .free, .fixed: continue
      }
    }
    return (minimum, values)
    #else
    throw .unavailable
    #endif
  }

  #if GLPK
  /// Solves from the last basis; when the floating-point simplex fails numerically (a singular
  /// or ill-conditioned basis, `GLP_EFAIL`, or a loop cut short by the iteration limit, see
  /// ``GLPKEngine/iterationLimit(_:)``), once more from the standard basis, then with the exact
  /// simplex. An infeasible answer is final. So is an unbounded one from the exact simplex;
  /// from the floating-point one it is a numerical failure too, since a level's objective is a
  /// sum of nonnegative errors (fuzz seed 262 of the mixed family, after a change of intrinsic
  /// size, where required rows 10⁻⁷ from parallel meet near 10⁹).
  private func solve() -> GLPKError? {
    let limit = GLPKEngine.iterationLimit(problem)
    let first = problem.simplex(.primal, iterationLimit: limit)
    guard Self.isNumericalFailure(first) else { return first }
    problem.resetBasis()
    let second = problem.simplex(.primal, iterationLimit: limit)
    guard Self.isNumericalFailure(second) else { return second }
    return problem.exactSimplex()
  }

  /// Whether a floating-point simplex's answer says only that its arithmetic gave out.
  private static func isNumericalFailure(_ answer: GLPKError?) -> Bool {
    switch answer {
    case .failed, .unbounded: true
    case nil, .infeasible, .unavailable: false
    }
  }

  /// The exact simplex from the last basis, within a work budget of iterations (several times
  /// what the floating-point one may take), so that a check never depends on a clock.
  private func solveExactly() -> GLPKError? {
    problem.exactSimplex(iterationLimit: Self.exactIterationFactor * GLPKEngine.iterationLimit(problem))
  }

  /// The exact simplex's iteration budget, in multiples of the floating-point one's.
  static let exactIterationFactor = 4
  #endif

  /// How far the last level's optimum can move with the required rows' rounding: the sum, over
  /// the active required rows, of the row's dual value at that level (how much the optimum moves
  /// per point the row's bound moves) times what the row is off by at `values` (summed in twice
  /// the working precision, ``CheckTolerance/accurateViolation(of:at:)``) plus
  /// ``rowRounding`` times its magnitude there. Call it with the point the last
  /// ``minimizeAndHold(level:)`` returned.
  ///
  /// A level is decided no more finely than that. GLPK's rational simplex is exact in its
  /// arithmetic, not in its input: it reads coefficients with a relative error near 10⁻¹²
  /// (asked for 10¹⁰ times 0.909091 / 0.9090909090909091, it gives 10,000,001,000.011 where the
  /// doubles give 10,000,001,000.0), so where rows that close to parallel meet near 10¹⁰ its
  /// point breaks one by a hundredth of a point and a level below gains 10⁵ through it (fuzz
  /// seed 484 of the priorities family, a row of dual value 10⁷). An engine's own answer, in
  /// doubles, holds those rows to a few units in the last place of 10¹⁰, which is worth tens
  /// of points at the same level. Where rows meet at a few hundred points with duals near 1,
  /// both terms are far below the checker's allowance.
  /// - Returns: the total, and the row that contributes most (its index in `system`, its
  ///   violation at `values`); `nil` when no required row has a dual value.
  /// - Complexity: O(rows + terms).
  public func requiredRoundingWorth(
    of system: LinearSystem, at values: [Double]
  ) -> (worth: Double, constraint: Int, violation: Double)? {
    var worth = 0.0
    var largest: (worth: Double, constraint: Int, violation: Double)?
    for (index, constraint) in system.constraints.enumerated() where constraint.priority.isRequired {
      let row = Int(program.rowOfConstraint[index])
      guard row > 0, lastRowDuals.indices.contains(row - 1), lastRowDuals[row - 1] != 0 else { continue }
      let violation = CheckTolerance.accurateViolation(of: constraint, at: values)
      let magnitude = CheckTolerance.magnitude(of: constraint, at: values)
      let part = abs(lastRowDuals[row - 1]) * (violation + Self.rowRounding * magnitude)
      worth += part
      if largest.map({ part > $0.worth }) ?? true { largest = (part, index, violation) }
    }
    return largest.map { (worth, $0.constraint, $0.violation) }
  }

  /// The relative rounding a required row is granted in ``requiredRoundingWorth(of:at:)``: a few
  /// units in the last place of a double (2.2·10⁻¹⁶), for the handful of terms a layout row sums.
  public static let rowRounding = 1e-15

  /// The least total violation of `rows` taken as if none were required (every row weighted 1,
  /// in points), and a point that achieves it: zero when the rows can hold together.
  /// - Complexity: one primal simplex over `rows`.
  public static func minimalViolation(
    of rows: [LinearConstraint], variableCount: Int
  ) throws(GLPKError) -> (minimum: Double, values: [Double]) {
    let soft = rows.map { row in
      var row = row
      row.priority = LayoutPriority(500)
      return row
    }
    let system = LinearSystem(
      variableCount: variableCount, constraints: soft, explicitConstraintRows: [], rootWidthRow: -1,
      rootHeightRow: -1)
    return try LevelwiseProgram(system: system) { _ in true }.minimizeAndHold(level: 0)
  }
}
