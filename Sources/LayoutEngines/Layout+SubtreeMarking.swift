import LayoutModel

extension Layout {
  /// Sets `flags[view]` to `value` for every view of the subtree at `top`: how the rebuilding
  /// engines remember which views churn took out.
  /// - Complexity: O(views), without recursion.
  func mark(subtreeOf top: ViewID, in flags: inout [Bool], as value: Bool) throws(EngineError) {
    guard views.indices.contains(top.index) else {
      throw .invalidLayout(.unknownView(index: top.index, context: value ? "removeSubtree" : "insertSubtree"))
    }
    for view in subtree(of: top) { flags[view.index] = value }
  }
}
