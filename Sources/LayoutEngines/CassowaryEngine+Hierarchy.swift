import Cassowary
import LayoutModel

extension CassowaryEngine {
  /// Moves a subtree to another parent: only the rows that change are taken out and put back
  /// (the replaced constraints, the constraints whose common ancestor moved, the top view's
  /// autoresizing rows); the rows inside the subtree stay in the tableau.
  ///
  /// On an error the engine is as it was.
  /// - Complexity: the solver's cost of removing and adding the changed rows, plus O(size of the
  ///   subtree) for the tree's bookkeeping (and to find scaled constraints leaving it, if the
  ///   layout has any).
  public mutating func moveSubtree(
    _ top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement]
  ) throws(EngineError) {
    let before = layout
    try layout.move(subtree: top, to: newParent, replacing: replacements)
    let changes = index.rowsChangedByMove(of: top, replacing: replacements, in: layout, system: system)
    do {
      try replaceRows(changes)
    } catch {
      layout = before
      throw error
    }
    index.moveView(top, to: newParent)
  }

  /// Removes a hierarchy for good: its rows leave the tableau and are forgotten (not kept for an
  /// ``insertSubtree(_:)``), their terms released; the replacements take the place of the
  /// constraints they name.
  /// - Complexity: the solver's cost of removing the subtree's rows and replacing the others.
  public mutating func removeHierarchy(_ top: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError) {
    try layout.requireView(top, for: "removeHierarchy")
    guard top != .root else {
      throw .invalidLayout(.invalidMove(view: layout.name(of: top), reason: "the root cannot be removed"))
    }
    let before = layout
    do { try layout.replaceConstraints(replacements) } catch { throw .invalidLayout(error) }
    index.noteConstraints(replacements.map(\.index), in: layout)
    // The replacements first, while the hierarchy is still there: a replaced row that mentioned
    // it (the next item's link to the removed one) then no longer counts as one of its rows.
    let changes = Set(replacements.map(\.index)).sorted().map { constraint in
      (row: system.explicitConstraintRows[constraint],
       linear: layout.linearize(layout.constraints[constraint], source: .explicit(constraint)))
    }
    do {
      try replaceRows(changes.filter { system.constraints[$0.row] != $0.linear })
    } catch {
      layout = before
      throw error
    }
    let touching = index.rows(touchingSubtreeOf: top)
    let held = holds(touching)
    let rows = touching.indices.filter { held[$0] }.map { touching[$0] }
    try Self.removeRows(rows, from: &solver)
    // Gone for good: no later insertion of an enclosing subtree brings any of these rows back.
    removedTops.remove(top)
    for view in layout.subtree(of: top) { isRemoved[view.index] = true }
    for row in touching { setAbsent(row, true) }
    for row in rows { system.constraints[row].terms = [] }
  }

  /// Gives rows new forms: every old one out of the tableau first, then every new one in, so
  /// that the layout in between only has to be satisfiable, not the same. On an error the rows
  /// and the tableau are as they were.
  private mutating func replaceRows(_ changes: [(row: Int, linear: LinearConstraint)]) throws(EngineError) {
    let live = holds(changes.map(\.row))
    let old = changes.map { system.constraints[$0.row] }
    for (offset, change) in changes.enumerated().reversed() where live[offset] {
      do { try solver.removeConstraint(change.row) } catch { throw .failed(reason: "\(error)") }
    }
    var added: [Int] = []
    for (offset, change) in changes.enumerated() {
      system.constraints[change.row] = change.linear
      // A row of a removed subtree waits for its insertSubtree.
      guard live[offset] else { continue }
      do {
        try addRow(change.row)
        added.append(change.row)
      } catch {
        for row in added.reversed() { try? solver.removeConstraint(row) }
        for (offset, change) in changes.enumerated() {
          system.constraints[change.row] = old[offset]
          if live[offset] { try? addRow(change.row) }
        }
        throw error
      }
    }
    for change in changes { index.replaceRow(change.row, with: change.linear) }
  }
}
