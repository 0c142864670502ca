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
    return constraints.map { row in
      if row.terms.contains(where: { removed.indices.contains(ViewVariables.view(of: $0.variable).index) && removed[ViewVariables.view(of: $0.variable).index] }) {
        return false
      }
      if let owner = row.source.ownerView, removed.indices.contains(owner.index), removed[owner.index] { return false }
      if case .explicit(let index) = row.source, layout.constraints.indices.contains(index) {
        let constraint = layout.constraints[index]
        if removed.indices.contains(constraint.first.index), removed[constraint.first.index] { return false }
        if let second = constraint.second, removed.indices.contains(second.index), removed[second.index] { return false }
      }
      return true
    }
  }
}
