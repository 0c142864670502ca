import LayoutModel

/// The views the rebuilding engines (graph, GLPK) leave out: the subtrees churn took out and
/// those removed for good, kept as the tops the caller named.
///
/// ``RebuildEngine`` keeps its churn by the same rule, reading only ``allTops``. Removals nest
/// as the Cassowary engine's do (``CassowaryEngine``): a subtree
/// taken out inside one already out stays out when the outer one is put back, and putting back
/// a top that was not taken out changes nothing. A flag per view set and cleared by subtree
/// would bring the inner subtree back with the outer one (fuzz seed tree 696: the GLPK engine
/// then refused a layout the other engines solve).
struct RemovedSubtrees {
  /// Per view, whether it is left out: in the subtree of a top taken out.
  private(set) var flags: [Bool]
  /// Tops taken out by churn, in the order they were.
  private var tops: [ViewID] = []
  /// Tops removed for good: never put back.
  private var goneTops: [ViewID] = []

  /// Every top left out, by churn or for good: what an engine rebuilt from the layout skips.
  var allTops: [ViewID] { tops + goneTops }

  init(viewCount: Int) {
    flags = Array(repeating: false, count: viewCount)
  }

  /// Takes out the subtree at `top`; whether anything changed.
  mutating func remove(_ top: ViewID, in layout: Layout) throws(EngineError) -> Bool {
    try layout.requireView(top, for: "removeSubtree")
    guard !tops.contains(top) else { return false }
    tops.append(top)
    mark(layout)
    return true
  }

  /// Puts back the subtree at `top` if churn took it out; whether anything changed.
  mutating func insert(_ top: ViewID, in layout: Layout) throws(EngineError) -> Bool {
    try layout.requireView(top, for: "insertSubtree")
    guard let position = tops.firstIndex(of: top) else { return false }
    tops.remove(at: position)
    mark(layout)
    return true
  }

  /// Takes out the subtree at `top` for good.
  mutating func removeForGood(_ top: ViewID, in layout: Layout) {
    tops.removeAll { $0 == top }
    if !goneTops.contains(top) { goneTops.append(top) }
    mark(layout)
  }

  /// Sets the flags again from the tops, in the layout's current tree (a move can carry a view
  /// into a subtree that is out).
  /// - Complexity: O(views + the views of every top's subtree), without recursion.
  mutating func mark(_ layout: Layout) {
    flags = Array(repeating: false, count: layout.viewCount)
    for top in allTops where !flags[top.index] {
      for view in layout.subtree(of: top) { flags[view.index] = true }
    }
  }
}
