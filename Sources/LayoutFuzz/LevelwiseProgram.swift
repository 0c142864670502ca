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
/// confirm a failure.
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
  /// simplex. An infeasible or unbounded answer is final.
  private func solve() -> GLPKError? {
    let limit = GLPKEngine.iterationLimit(problem)
    let first = problem.simplex(.primal, iterationLimit: limit)
    guard case .failed = first else { return first }
    problem.resetBasis()
    let second = problem.simplex(.primal, iterationLimit: limit)
    guard case .failed = second else { return second }
    return problem.exactSimplex()
  }

  /// The exact simplex from the last basis, within a work budget of iterations (several times
  /// what the floating-point one may take), so that a check never depends on a clock.
  private func solveExactly() -> GLPKError? {
    problem.exactSimplex(iterationLimit: Self.exactIterationFactor * GLPKEngine.iterationLimit(problem))
  }

  /// The exact simplex's iteration budget, in multiples of the floating-point one's.
  static let exactIterationFactor = 4
  #endif

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
