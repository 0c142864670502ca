extension LinearSystem {
  /// Which rows still hold once the subtrees at `removedTops` are taken out of `layout`: a row
  /// that mentions a removed view's variable, belongs to a removed view, or is an explicit
  /// constraint on one does not.
  ///
  /// Engines leave such rows out of their solvers, so whoever judges their answers after a
  /// removal (the fuzzer's checker, the harness's agreement check) must leave them out too.
  /// - Complexity: O(views of the removed subtrees + terms of the system).
  public func activeRows(in layout: Layout, removedTops: [ViewID]) -> [Bool] {
    guard !removedTops.isEmpty else { return Array(repeating: true, count: constraints.count) }
    var removed = [Bool](repeating: false, count: layout.viewCount)
    for top in removedTops where top.index >= 0 && top.index < layout.viewCount {
      for view in layout.subtree(of: top) { removed[view.index] = true }
    }
    return constraints.map { Self.isActive($0, in: layout, removed: removed) }
  }

  /// Whether `row` is still in the layout with the views marked in `removed` (indexed by view) taken out:
  /// the rule of ``activeRows(in:removedTops:)`` for one row, which engines apply as they churn
  /// so that they and whoever judges them agree row for row.
  /// - Complexity: O(terms).
  public static func isActive(_ row: LinearConstraint, in layout: Layout, removed: [Bool]) -> Bool {
    func isRemoved(_ view: ViewID) -> Bool { removed.indices.contains(view.index) && removed[view.index] }
    if row.terms.contains(where: { isRemoved(ViewVariables.view(of: $0.variable)) }) { return false }
    if let owner = row.source.ownerView, isRemoved(owner) { return false }
    if case .explicit(let index) = row.source, layout.constraints.indices.contains(index) {
      let constraint = layout.constraints[index]
      if isRemoved(constraint.first) { return false }
      if let second = constraint.second, isRemoved(second) { return false }
    }
    return true
  }
}
