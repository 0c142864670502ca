import LayoutModel

/// How the GLPK engine re-solves after a resize, a new constant or a new intrinsic size.
public enum GLPKResolveStrategy: String, Sendable, CaseIterable {
  /// Keep the problem object and its last basis, change the edited rows' bounds and run the
  /// primal simplex from there. The default: on a 1000-view flat layout (debug build) a resize
  /// took 0.22 s against 1.0 s cold, a new constant 0.14 s against 1.4 s.
  ///
  /// The dual simplex was measured too and lost (0.40 s and 0.56 s): the basis left behind is
  /// optimal for the last priority level, not for the first one a re-solve starts with, so it
  /// is not dual feasible there.
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
/// level weighted 1), then bounds that sum by its optimum (plus
/// ``LinearProgram/capTolerance(_:)``) before the next level. So no violation at one priority is
/// ever traded for any amount of improvement below it, which is what the Cassowary engine's
/// strict ordering of strengths guarantees; within a level both minimize the same sum of
/// absolute errors, so where that optimum is unique the frames agree. Where the layout is
/// ambiguous, nothing more is asked of GLPK and it returns a vertex of its choosing.
///
/// Edits change row bounds and re-solve (``GLPKResolveStrategy``); churn rebuilds the program
/// from the kept rows, cold.
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
    if strategy == .cold { problem = Self.load(program) }
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
    return problem
  }

  /// Solves the levels from the highest priority down and reads the layout variables.
  private mutating func solve(_ method: GLPKMethod) throws(EngineError) {
    if !isKnownUniquelyReferenced(&problem) { problem = problem.copy() }
    if let error = Self.solveLevels(problem, program, method) { throw engineError(error) }
    values = stride(from: 1, through: program.structuralCount, by: 1).map { problem.columnValue($0) }
  }

  /// Runs one simplex per level, each minimizing that level's errors, then caps their sum.
  static func solveLevels(_ problem: GLPKProblem, _ program: LinearProgram, _ method: GLPKMethod) -> GLPKError? {
    for level in program.levels {
      problem.setRowBounds(Int(level.capRow), .free)
      for column in level.errorColumns { problem.setObjectiveCoefficient(Int(column), 0) }
    }
    guard !program.levels.isEmpty else { return problem.simplex(method) }
    for level in program.levels {
      for column in level.errorColumns { problem.setObjectiveCoefficient(Int(column), 1) }
      if let error = problem.simplex(method) { return error }
      let optimum = problem.objectiveValue
      problem.setRowBounds(Int(level.capRow), .upper(optimum + LinearProgram.capTolerance(optimum)))
      for column in level.errorColumns { problem.setObjectiveCoefficient(Int(column), 0) }
    }
    return nil
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
