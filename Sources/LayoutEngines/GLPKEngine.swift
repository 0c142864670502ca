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
  private var removed: [Bool]
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
    removed = Array(repeating: false, count: layout.viewCount)
    program = LinearProgram(system: system) { _ in true }
    problem = Self.load(program)
    indexIntrinsicRows()
    try solve(.primal)
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
    do { try layout.moveSubtree(top, to: newParent, replacing: replacements) } catch { throw .invalidLayout(error) }
    try relinearize()
  }

  /// Replaces the constraints, takes the subtree out for good and rebuilds the program, cold.
  public mutating func removeHierarchy(_ top: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError) {
    try layout.requireView(top, for: "removeHierarchy")
    do { try layout.replaceConstraints(replacements) } catch { throw .invalidLayout(error) }
    try layout.mark(subtreeOf: top, in: &removed, as: true)
    try relinearize()
  }

  /// The rows of the layout as it is now (its root size, constants and intrinsic sizes, the
  /// autoresizing translation against its reference size as at creation), then a cold rebuild.
  private mutating func relinearize() throws(EngineError) {
    system = layout.linearSystem()
    indexIntrinsicRows()
    try rebuild()
  }

  private mutating func setSubtree(_ top: ViewID, removed isRemoved: Bool) throws(EngineError) {
    try layout.mark(subtreeOf: top, in: &removed, as: isRemoved)
    try rebuild()
  }

  /// Whether a system row involves no removed view.
  private func isActive(_ index: Int) -> Bool {
    let source = system.constraints[index].source
    if case .explicit(let i) = source {
      let c = layout.constraints[i]
      return !removed[c.first.index] && !(c.second.map { removed[$0.index] } ?? false)
    }
    return !(source.ownerView.map { removed[$0.index] } ?? false)
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
    program = LinearProgram(system: system) { isActive($0) }
    problem = Self.load(program)
    fixed = []
    try solve(.primal)
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
    try solve(.primal)
  }

  /// A new GLPK problem holding the program: free columns, bounded errors, rows, matrix.
  private static func load(_ program: LinearProgram) -> GLPKProblem {
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
  private mutating func solve(_ method: GLPKMethod) throws(EngineError) {
    if !isKnownUniquelyReferenced(&problem) { problem = problem.copy() }
    if let error = Self.solveLevels(problem, program, method, fixed: &fixed, iterations: &simplexIterations) {
      throw engineError(error)
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
  static func solveLevels(
    _ problem: GLPKProblem, _ program: LinearProgram, _ method: GLPKMethod, fixed: inout [GLPKVariable],
    iterations: inout Int
  ) -> GLPKError? {
    let start = problem.iterationCount
    defer { iterations += problem.iterationCount - start }
    restore(fixed, in: problem, program)
    fixed = []
    for level in program.levels {
      for column in level.errorColumns { problem.setObjectiveCoefficient(Int(column), 0) }
    }
    guard !program.levels.isEmpty else { return problem.simplex(method) }
    for (number, level) in program.levels.enumerated() {
      for column in level.errorColumns { problem.setObjectiveCoefficient(Int(column), 1) }
      if let error = problem.simplex(method) { return error }
      if number < program.levels.count - 1 { fixed += problem.fixOptimalFace(threshold: faceThreshold) }
      for column in level.errorColumns { problem.setObjectiveCoefficient(Int(column), 0) }
    }
    return nil
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

  private func engineError(_ error: GLPKError) -> EngineError {
    switch error {
    case .infeasible: .unsatisfiable(conflicting: conflictingRequiredRows())
    case .unbounded, .failed: .failed(reason: error.description)
    case .unavailable: .unavailable(reason: error.description)
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
