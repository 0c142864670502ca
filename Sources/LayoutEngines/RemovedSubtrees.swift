import LayoutModel

/// The views the rebuilding engines (graph, GLPK, ``RebuildEngine``) leave out: the subtrees
/// churn took out and those removed for good, kept as the tops the caller named, and the views
/// they hold worked out from the tree when an engine rebuilds (``flags(in:)``), so that a move
/// needs no bookkeeping and an engine that rebuilds from the tops (``allTops``) pays for none.
///
/// Removals nest
/// as the Cassowary engine's do (``CassowaryEngine``): a subtree
/// taken out inside one already out stays out when the outer one is put back, and putting back
/// a top that was not taken out changes nothing. A flag per view set and cleared by subtree
/// would bring the inner subtree back with the outer one (fuzz seed tree 696: the GLPK engine
/// then refused a layout the other engines solve).
struct RemovedSubtrees {
  /// Tops taken out by churn, in the order they were.
  private var tops: [ViewID] = []
  /// Tops removed for good: never put back.
  private var goneTops: [ViewID] = []

  /// Every top left out, by churn or for good: what an engine rebuilt from the layout skips.
  var allTops: [ViewID] { tops + goneTops }

  /// Takes out the subtree at `top`; whether anything changed.
  mutating func remove(_ top: ViewID, in layout: Layout) throws(EngineError) -> Bool {
    try layout.requireView(top, for: "removeSubtree")
    guard !tops.contains(top) else { return false }
    tops.append(top)
    return true
  }

  /// Puts back the subtree at `top` if churn took it out; whether anything changed.
  mutating func insert(_ top: ViewID, in layout: Layout) throws(EngineError) -> Bool {
    try layout.requireView(top, for: "insertSubtree")
    guard let position = tops.firstIndex(of: top) else { return false }
    tops.remove(at: position)
    return true
  }

  /// Takes out the subtree at `top` for good.
  mutating func removeForGood(_ top: ViewID) {
    tops.removeAll { $0 == top }
    if !goneTops.contains(top) { goneTops.append(top) }
  }

  /// Per view of `layout`, whether it is left out: in the subtree of a top, in the tree as it
  /// is now (a move can carry a view into a subtree that is out).
  /// - Complexity: O(views + the views of every top's subtree), without recursion.
  func flags(in layout: Layout) -> [Bool] {
    var flags = Array(repeating: false, count: layout.viewCount)
    for top in allTops where !flags[top.index] {
      for view in layout.subtree(of: top) { flags[view.index] = true }
    }
    return flags
  }
}
