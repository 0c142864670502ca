import LayoutModel

extension LinearSystemIndex {
  /// The rows a move of the subtree at `top` changes, with their new forms: the replaced
  /// constraints, the constraints with a scaled location whose common ancestor the move changes
  /// (those leaving the subtree), and the top view's autoresizing rows. Rows whose form stays the
  /// same are left out. `layout` is the layout after the move; the replacements are noted here.
  ///
  /// Shared by the engines that move a subtree in place (cassowary, kiwi), so that they agree
  /// on what a move touches.
  /// - Complexity: O(replacements + the top view's implicit rows), plus O(size of the subtree)
  ///   when the layout has scaled locations.
  mutating func rowsChangedByMove(
    of top: ViewID, replacing replacements: [ConstraintReplacement], in layout: Layout, system: LinearSystem
  ) -> [(row: Int, linear: LinearConstraint)] {
    var explicit = Set(replacements.map(\.index))
    noteConstraints(replacements.map(\.index), in: layout)
    if hasScaledLocations(in: layout) {
      // A location scaled by a multiplier is measured from the common ancestor, which changes for
      // a constraint that leaves the subtree.
      let inside = Set(layout.subtree(of: top).map(\.rawValue))
      for view in inside {
        for constraint in scaledLocations(of: ViewID(view), in: layout) {
          let c = layout.constraints[Int(constraint)]
          guard c.first.rawValue == view || c.second?.rawValue == view else { continue }
          if !inside.contains(c.first.rawValue) || !(c.second.map { inside.contains($0.rawValue) } ?? true) {
            explicit.insert(Int(constraint))
          }
        }
      }
    }
    var changes: [(row: Int, linear: LinearConstraint)] = []
    for constraint in explicit.sorted() {
      let row = system.explicitConstraintRows[constraint]
      changes.append((row, layout.linearize(layout.constraints[constraint], source: .explicit(constraint))))
    }
    let implicit = layout.implicitConstraints(for: top)
    for row in parentDependentRows(of: top, in: system) {
      if let (constraint, source) = implicit.first(where: { $0.1 == system.constraints[row].source }) {
        changes.append((row, layout.linearize(constraint, source: source)))
      }
    }
    return changes.filter { system.constraints[$0.row] != $0.linear }
  }
}
