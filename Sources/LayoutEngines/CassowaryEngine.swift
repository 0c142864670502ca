import Cassowary
import LayoutModel

/// The incremental Cassowary engine: one ``Solver`` kept for the life of the layout.
///
/// Each linear row of the layout becomes one solver constraint whose id is the row's index, so
/// every change maps to the solver operation that touches only what it must: a resize or a
/// constant change is a dual-simplex constant change, churn removes and re-adds the rows of a
/// subtree.
public struct CassowaryEngine: LayoutEngine {
  public static let kind = EngineKind.cassowary

  public internal(set) var layout: Layout
  var solver = Solver()
  var system: LinearSystem
  var index: LinearSystemIndex
  /// Rows taken out by ``removeSubtree(_:)``, keyed by the subtree's top view.
  var removedRows: [ViewID: [Int]] = [:]

  public init(layout: Layout) throws(EngineError) {
    self.layout = layout
    system = layout.linearSystem()
    index = LinearSystemIndex(system, viewCount: layout.viewCount, layout: layout)
    for row in system.constraints.indices { try addRow(row) }
  }

  /// Builds the engine without the rows of the given subtrees (the rebuild engine's path).
  init(layout: Layout, excludingSubtrees tops: [ViewID]) throws(EngineError) {
    self.layout = layout
    system = layout.linearSystem()
    index = LinearSystemIndex(system, viewCount: layout.viewCount, layout: layout)
    var excluded = [Bool](repeating: false, count: system.constraints.count)
    for top in tops {
      let rows = index.rows(touchingSubtreeOf: top)
      for row in rows { excluded[row] = true }
      removedRows[top] = rows
    }
    for row in system.constraints.indices where !excluded[row] { try addRow(row) }
  }

  public var values: [Double] {
    (0..<system.variableCount).map { solver.value(of: $0) }
  }

  /// The solver's deterministic work counters.
  public var statistics: Solver.Statistics { solver.statistics }

  public mutating func resize(to size: Size) throws(EngineError) {
    do { try layout.setRootSize(size) } catch { throw .invalidLayout(error) }
    try changeConstant(row: system.rootWidthRow, to: -size.width)
    try changeConstant(row: system.rootHeightRow, to: -size.height)
  }

  public mutating func setConstant(_ constant: Double, ofConstraint constraintIndex: Int) throws(EngineError) {
    do { try layout.setConstant(constant, ofConstraint: constraintIndex) } catch { throw .invalidLayout(error) }
    let row = system.explicitConstraintRows[constraintIndex]
    let linear = layout.linearize(layout.constraints[constraintIndex], source: .explicit(constraintIndex))
    try changeConstant(row: row, to: linear.constant)
  }

  public mutating func setIntrinsicContentSize(_ size: IntrinsicContentSize, of view: ViewID) throws(EngineError) {
    do { try layout.update(view) { $0.intrinsicContentSize = size } } catch { throw .invalidLayout(error) }
    let updated = layout.implicitConstraints(for: view).map { layout.linearize($0.0, source: $0.1) }
    let existing = index.implicitRows(of: view)
    for row in existing where system.constraints[row].source.isIntrinsic {
      try replaceImplicitRow(row, with: updated.first { $0.source == system.constraints[row].source })
    }
    // An axis that gains an intrinsic size gains rows the system did not have.
    for linear in updated where !existing.contains(where: { system.constraints[$0].source == linear.source }) {
      let row = system.constraints.count
      system.constraints.append(linear)
      index.appendImplicitRow(row, of: view)
      try addRow(row)
    }
  }

  public mutating func removeSubtree(_ top: ViewID) throws(EngineError) {
    try layout.requireView(top, for: "removeSubtree")
    guard removedRows[top] == nil else { return }
    let rows = index.rows(touchingSubtreeOf: top).filter { solver.contains(constraint: $0) }
    // Newest first: undoing the construction in reverse touches only the rows being removed,
    // where removing a chain from its anchor would rewrite every row below it each time.
    for row in rows.reversed() {
      do { try solver.removeConstraint(row) } catch { throw .failed(reason: "\(error)") }
    }
    removedRows[top] = rows
  }

  public mutating func insertSubtree(_ top: ViewID) throws(EngineError) {
    guard let rows = removedRows.removeValue(forKey: top) else { return }
    for row in rows { try addRow(row) }
  }

  // MARK: Rows

  mutating func addRow(_ row: Int) throws(EngineError) {
    // The root's size changes on every resize and everything depends on it: its markers are
    // best kept as columns, so a resize visits exactly the rows that move.
    let isRootSize = row == system.rootWidthRow || row == system.rootHeightRow
    do {
      try solver.add(system.constraints[row], id: row, changesOften: isRootSize)
    } catch {
      throw map(error)
    }
  }

  private mutating func changeConstant(row: Int, to constant: Double) throws(EngineError) {
    system.constraints[row].constant = constant
    guard solver.contains(constraint: row) else { return }
    do { try solver.changeConstant(of: row, to: constant) } catch { throw map(error) }
  }

  /// Gives an implicit row its new constant, or takes it out when its axis lost its size.
  private mutating func replaceImplicitRow(_ row: Int, with linear: LinearConstraint?) throws(EngineError) {
    guard let linear else {
      if solver.contains(constraint: row) {
        do { try solver.removeConstraint(row) } catch { throw map(error) }
      }
      return
    }
    if solver.contains(constraint: row) {
      try changeConstant(row: row, to: linear.constant)
    } else {
      system.constraints[row] = linear
      try addRow(row)
    }
  }

  /// Turns a solver error into the engine's, naming conflicting constraints readably.
  func map(_ error: SolverError) -> EngineError {
    switch error {
    case .unsatisfiable(let ids):
      return .unsatisfiable(conflicting: ids.compactMap { id in
        system.constraints.indices.contains(id) ? layout.describe(system.constraints[id].source) : nil
      })
    default:
      return .failed(reason: error.description)
    }
  }
}
