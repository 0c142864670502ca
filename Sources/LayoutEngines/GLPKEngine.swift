import LayoutModel

/// How the GLPK engine re-solves after a resize, a new constant or a new intrinsic size.
public enum GLPKResolveStrategy: String, Sendable, CaseIterable {
  /// Keep the problem object and its last basis, change the edited rows' bounds and run the
  /// primal simplex from there. The default: rotating the generated shapes at 200 views takes
  /// 0 simplex iterations warm against 111 cold (random) and 112 (putta), and 264 against 397
  /// on collection, where every label switches between hugging and compressing.
  ///
  /// The dual simplex was measured too and lost: the basis left behind is optimal for the last
  /// priority level, not for the first one a re-solve starts with, so it is not dual feasible
  /// there.
  case warm
  /// Load a new problem object and solve from GLPK's standard basis with the primal simplex.
  case cold
}

#if GLPK
/// The linear-programming baseline: the layout's rows solved by GLPK's simplex, one priority
/// level at a time.
///
/// Strict priorities are solved lexicographically. From the highest priority below required to
/// the lowest, the engine minimizes the sum of that level's errors (in points, every row of the
/// level weighted 1), then fixes every non-basic row and column whose reduced cost is not zero
/// at the bound it sits on (``GLPKProblem/fixOptimalFace(threshold:)``). What remains free is
/// exactly the set of points optimal for that level, so no later level can buy anything with
/// the level's error: there is no slack to trade, as a cap "optimum plus a tolerance" would
/// leave. That is what the Cassowary engine's strict ordering of strengths guarantees; within a
/// level both minimize the same sum of absolute errors, so where that optimum is unique the
/// frames agree. Where the layout is ambiguous, nothing more is asked of GLPK and it returns a
/// vertex of its choosing.
///
/// The program is loaded in one call (`glp_load_matrix`) and starts from GLPK's advanced
/// (triangular) basis; each level starts from the basis the level before left, which stays
/// optimal and feasible when the face is fixed. Edits change row bounds, undo the fixings and
/// re-solve from the last basis (``GLPKResolveStrategy``); churn rebuilds the program from the
/// kept rows.
public struct GLPKEngine: LayoutEngine {
  public static let kind = EngineKind.glpk

  public private(set) var layout: Layout
  public private(set) var values: [Double] = []
  public let strategy: GLPKResolveStrategy
  /// The rows the engine solves; a resize or an edit changes their constants in place, so the
  /// autoresizing translation stays the one made at creation.
  private(set) var system: LinearSystem
  private var removed = RemovedSubtrees()
  private(set) var program: LinearProgram
  private(set) var problem: GLPKProblem
  /// Simplex iterations of every solve so far, over every problem object this engine loaded.
  public private(set) var simplexIterations = 0
  /// What the last solve fixed in `problem` to hold each level's optimum; undone before the next.
  private(set) var fixed: [GLPKVariable] = []
  /// The system row of each hugging and compression-resistance row.
  private var intrinsicRows: [ConstraintSource: Int] = [:]

  public init(layout: Layout) throws(EngineError) {
    try self.init(layout: layout, strategy: .warm)
  }

  /// Builds the program and solves it with the given re-solve strategy.
  public init(layout: Layout, strategy: GLPKResolveStrategy) throws(EngineError) {
    self.layout = layout
    self.strategy = strategy
    system = layout.linearSystem()
    program = LinearProgram(system: system) { _ in true }
    problem = Self.load(program)
    indexIntrinsicRows()
    try solve()
  }

  public mutating func resize(to size: Size) throws(EngineError) {
    do { try layout.setRootSize(size) } catch { throw .invalidLayout(error) }
    system.constraints[system.rootWidthRow].constant = -size.width
    system.constraints[system.rootHeightRow].constant = -size.height
    try resolve(changed: [system.rootWidthRow, system.rootHeightRow])
  }

  public mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(EngineError) {
    do { try layout.setConstant(constant, ofConstraint: index) } catch { throw .invalidLayout(error) }
    let row = system.explicitConstraintRows[index]
    system.constraints[row] = layout.linearize(layout.constraints[index], source: .explicit(index))
    try resolve(changed: [row])
  }

  public mutating func setIntrinsicContentSize(
    _ size: IntrinsicContentSize, of view: ViewID
  ) throws(EngineError) {
    try layout.requireView(view, for: "setIntrinsicContentSize")
    do { try layout.update(view) { $0.intrinsicContentSize = size } } catch { throw .invalidLayout(error) }
    let rows = layout.implicitConstraints(for: view).compactMap { constraint, source in
      switch source {
      case .hugging, .compressionResistance: layout.linearize(constraint, source: source)
      default: nil
      }
    }
    let old = intrinsicRows.filter { $0.key.ownerView == view }
    if rows.count == old.count, rows.allSatisfy({ old[$0.source] != nil }) {
      for row in rows { if let index = old[row.source] { system.constraints[index] = row } }
      return try resolve(changed: old.values.sorted())
    }
    // An axis gained or lost its intrinsic size: the rows change, so the program is rebuilt.
    let dropped = Set(old.values)
    system.constraints = system.constraints.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    system.constraints += rows
    indexIntrinsicRows()
    try rebuild()
  }

  public mutating func removeSubtree(_ top: ViewID) throws(EngineError) {
    try setSubtree(top, removed: true)
  }

  public mutating func insertSubtree(_ top: ViewID) throws(EngineError) {
    try setSubtree(top, removed: false)
  }

  /// Moves the subtree in the layout, linearizes it again and rebuilds the program, cold.
  public mutating func moveSubtree(
    _ top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement]
  ) throws(EngineError) {
    try layout.move(subtree: top, to: newParent, replacing: replacements)
    try relinearize()
  }

  /// Replaces the constraints, takes the subtree out for good and rebuilds the program, cold.
  public mutating func removeHierarchy(_ top: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError) {
    try layout.removeHierarchy(top, replacing: replacements, from: &removed)
    try relinearize()
  }

  /// The rows of the layout as it is now (its root size, constants and intrinsic sizes, the
  /// autoresizing translation against its reference size as at creation), then a cold rebuild.
  private mutating func relinearize() throws(EngineError) {
    system = layout.linearSystem()
    indexIntrinsicRows()
    try rebuild()
  }

  /// Takes out or puts back the subtree at `top` and rebuilds; a refused change leaves the
  /// engine as it was (the subtree where it was, the last program and its solution).
  private mutating func setSubtree(_ top: ViewID, removed isRemoved: Bool) throws(EngineError) {
    let before = (removed, program, problem, fixed)
    guard try isRemoved ? removed.remove(top, in: layout) : removed.insert(top, in: layout) else { return }
    do { try rebuild() } catch {
      (removed, program, problem, fixed) = before
      throw error
    }
  }

  /// Whether a system row involves no view that is out (`out`, per view).
  private func isActive(_ index: Int, out: [Bool]) -> Bool {
    let source = system.constraints[index].source
    if case .explicit(let i) = source {
      let c = layout.constraints[i]
      return !out[c.first.index] && !(c.second.map { out[$0.index] } ?? false)
    }
    return !(source.ownerView.map { out[$0.index] } ?? false)
  }

  private mutating func indexIntrinsicRows() {
    intrinsicRows = [:]
    for (index, row) in system.constraints.enumerated() {
      switch row.source {
      case .hugging, .compressionResistance: intrinsicRows[row.source] = index
      default: continue
      }
    }
  }

  /// Builds a new program from the active rows and solves it cold.
  private mutating func rebuild() throws(EngineError) {
    let out = removed.flags(in: layout)
    program = LinearProgram(system: system) { isActive($0, out: out) }
    problem = Self.load(program)
    fixed = []
    try solve()
  }

  /// Re-solves after the constants of `changed` rows moved, warm or cold per ``strategy``.
  private mutating func resolve(changed: [Int]) throws(EngineError) {
    for index in changed where program.rowOfConstraint[index] > 0 {
      let row = Int(program.rowOfConstraint[index])
      program.rowBounds[row - 1] = LinearProgram.bounds(of: system.constraints[index])
      if strategy == .warm {
        if !isKnownUniquelyReferenced(&problem) { problem = problem.copy() }
        problem.setRowBounds(row, program.rowBounds[row - 1])
      }
    }
    if strategy == .cold {
      problem = Self.load(program)
      fixed = []
    }
    try solve()
  }

  /// A new GLPK problem holding the program: free columns, bounded errors, rows, matrix.
  static func load(_ program: LinearProgram) -> GLPKProblem {
    let problem = GLPKProblem()
    _ = problem.addColumns(program.columnCount)
    for column in stride(from: 1, through: program.columnCount, by: 1) {
      problem.setColumnBounds(column, column <= program.structuralCount ? .free : .lower(0))
    }
    _ = problem.addRows(program.rowBounds.count)
    for (offset, bounds) in program.rowBounds.enumerated() { problem.setRowBounds(offset + 1, bounds) }
    problem.loadMatrix(rows: program.matrixRows, columns: program.matrixColumns, values: program.matrixValues)
    problem.useAdvancedBasis()
    return problem
  }

  /// Solves the levels from the highest priority down and reads the layout variables.
  ///
  /// GLPK's floating-point "infeasible" is a claim, not a verdict: the layout is refused only
  /// when an exact check confirms that the required rows conflict by more than rounding
  /// (``requiredViolation(of:)``). Otherwise the levels are solved again, cautiously: every
  /// failure of the simplex, an "infeasible" included, goes through the fallbacks of
  /// ``solveLevel(_:cautious:)``. If GLPK still finds no point, the rows hold together only to
  /// within rounding, closer than GLPK's feasibility tolerance allows (two required widths of
  /// 100 and 100.000001): they are solved once with the required rows allowed to bend, their
  /// least violation first (``LinearProgram/init(system:bendingRequired:isActive:)``).
  ///
  /// A solve that throws leaves GLPK's advanced basis behind, not the basis of the failed
  /// simplex: re-solving warm from a basis where phase one gave up was measured to end
  /// suboptimal (a random layout of 269 views, after a refused resize and its undo: 2,048 pt of
  /// violation at priority 751 where 934 is the optimum).
  private mutating func solve() throws(EngineError) {
    if !isKnownUniquelyReferenced(&problem) { problem = problem.copy() }
    var error = Self.solveLevels(problem, program, cautious: false, fixed: &fixed, iterations: &simplexIterations)
    var violation: GLPKRequiredViolation?
    if error == .infeasible {
      violation = requiredViolation(of: activeRequiredRows)
      if let violation, violation.isConflict {
        let conflict = conflictingRequiredRows(violation.certificate)
        problem.useAdvancedBasis()
        throw .unsatisfiable(conflicting: conflict)
      }
      error = Self.solveLevels(problem, program, cautious: true, fixed: &fixed, iterations: &simplexIterations)
    }
    if error == .infeasible, violation != nil {
      let bending = LinearProgram(system: system, bendingRequired: true) { program.rowOfConstraint[$0] > 0 }
      let bent = Self.load(bending)
      var bentFixed: [GLPKVariable] = []
      if Self.solveLevels(bent, bending, cautious: true, fixed: &bentFixed, iterations: &simplexIterations) == nil {
        values = stride(from: 1, through: bending.structuralCount, by: 1).map { bent.columnValue($0) }
        return
      }
    }
    if let error {
      problem.useAdvancedBasis()
      throw engineError(error, violation: violation)
    }
    values = stride(from: 1, through: program.structuralCount, by: 1).map { problem.columnValue($0) }
  }

  /// Reduced costs at most this far from zero count as zero when a level's optimal face is
  /// fixed: GLPK computes them to about 1e-14 here (costs are 0 or 1, coefficients near 1), and
  /// moving a variable whose true cost is below this changes the level by less than the
  /// harness's relative tolerance (1e-9 of the level's magnitude).
  static let faceThreshold = 1e-9

  /// Runs one simplex per level, each minimizing that level's errors, then fixes the level's
  /// optimal face; first undoes the fixings of the previous solve, listed in `fixed`.
  /// `cautious` is passed to ``solveLevel(_:cautious:)``.
  static func solveLevels(
    _ problem: GLPKProblem, _ program: LinearProgram, cautious: Bool, fixed: inout [GLPKVariable],
    iterations: inout Int
  ) -> GLPKError? {
    let start = problem.iterationCount
    defer { iterations += problem.iterationCount - start }
    restore(fixed, in: problem, program)
    fixed = []
    for level in program.levels {
      for column in level.errorColumns { problem.setObjectiveCoefficient(Int(column), 0) }
    }
    guard !program.levels.isEmpty else { return solveLevel(problem, cautious: cautious) }
    for (number, level) in program.levels.enumerated() {
      for column in level.errorColumns { problem.setObjectiveCoefficient(Int(column), 1) }
      if let error = solveLevel(problem, cautious: cautious) { return error }
      if number < program.levels.count - 1 { fixed += problem.fixOptimalFace(threshold: faceThreshold) }
      for column in level.errorColumns { problem.setObjectiveCoefficient(Int(column), 0) }
    }
    return nil
  }

  /// The most simplex iterations one attempt at a level may take: the number of rows and
  /// columns. A solve that needs more is looping, not converging.
  ///
  /// GLPK 5.0's primal simplex can cycle for ever on an ill-conditioned basis
  /// (`glpk-slow-262-views.json`: near the optimum after 181 iterations, then "numerical
  /// instability", a refactorization and the same pivots again, 29,000 iterations in 10 s). On
  /// the random layouts measured (240 seeds of every family, up to 300 views) no level took more
  /// than 0.9 iterations per row, and the 2,000-view repros 0.3; rows plus columns is at least
  /// twice the rows, so a converging solve is never cut short.
  package static func iterationLimit(_ problem: GLPKProblem) -> Int { problem.rowCount + problem.columnCount }

  /// Solves the current level from the current basis, falling back to safer methods when
  /// GLPK's floating-point simplex fails; an error is what the last of them said.
  ///
  /// The primal simplex from the basis the level before left is the fast path (it starts
  /// feasible). It can fail for numerical reasons on layouts whose multipliers (1/3, 0.7 chained)
  /// make the basis ill-conditioned: it loops (the iteration limit stops it), reports a singular
  /// basis, or ends phase one on a perturbed problem and calls a feasible one infeasible
  /// (`glpk-false-unsatisfiable-153-views.json`: 28 iterations, 3.3e-6 of infeasibility left
  /// once the perturbation is removed). An unbounded objective is numerical too: every level
  /// is a sum of errors that are `>= 0`. So these answers get the dual simplex from the same
  /// basis, then the primal from GLPK's standard basis, then the exact (rational) simplex. An
  /// "infeasible" goes through them only when `cautious`: on a first attempt the caller checks
  /// it exactly instead, which is much cheaper when the layout does conflict.
  static func solveLevel(_ problem: GLPKProblem, cautious: Bool) -> GLPKError? {
    let limit = iterationLimit(problem)
    guard let first = problem.simplex(.primal, iterationLimit: limit) else { return nil }
    if first == .infeasible, !cautious { return first }
    guard problem.simplex(.dual, iterationLimit: limit) != nil else { return nil }
    problem.resetBasis()
    guard problem.simplex(.primal, iterationLimit: limit) != nil else { return nil }
    return problem.exactSimplex(iterationLimit: limit)
  }

  /// Gives fixed rows and columns back their bounds in the program.
  static func restore(_ variables: [GLPKVariable], in problem: GLPKProblem, _ program: LinearProgram) {
    for variable in variables {
      switch variable {
      case .row(let row): problem.setRowBounds(row, program.rowBounds[row - 1])
      case .column(let column): problem.setColumnBounds(column, column <= program.structuralCount ? .free : .lower(0))
      }
    }
  }

  /// The active required rows, for the conflict search.
  var activeRequiredRows: [(system: Int, row: Int)] {
    system.constraints.indices.compactMap { index in
      let row = Int(program.rowOfConstraint[index])
      return row > 0 && system.constraints[index].priority.isRequired ? (index, row) : nil
    }
  }
}
#else
/// The linear-programming baseline, absent from this build: the `GLPK` trait is off.
public struct GLPKEngine: LayoutEngine {
  public static let kind = EngineKind.glpk
  public let layout: Layout
  public let values: [Double]

  public init(layout: Layout) throws(EngineError) { throw Self.unavailable }
  public init(layout: Layout, strategy: GLPKResolveStrategy) throws(EngineError) { throw Self.unavailable }
  public mutating func resize(to size: Size) throws(EngineError) { throw Self.unavailable }
  public mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(EngineError) {
    throw Self.unavailable
  }
  public mutating func setIntrinsicContentSize(_ size: IntrinsicContentSize, of view: ViewID) throws(EngineError) {
    throw Self.unavailable
  }
  public mutating func removeSubtree(_ top: ViewID) throws(EngineError) { throw Self.unavailable }
  public mutating func insertSubtree(_ top: ViewID) throws(EngineError) { throw Self.unavailable }
  public mutating func moveSubtree(
    _ top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement]
  ) throws(EngineError) { throw Self.unavailable }
  public mutating func removeHierarchy(_ top: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError) {
    throw Self.unavailable
  }

  private static var unavailable: EngineError { .unavailable(reason: GLPKError.unavailable.description) }
}
#endif
