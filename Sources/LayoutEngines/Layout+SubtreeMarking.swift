import LayoutModel

extension Layout {
  /// Sets `flags[view]` to `value` for every view of the subtree at `top`: how the rebuilding
  /// engines remember which views churn took out.
  /// - Complexity: O(views), without recursion.
  func mark(subtreeOf top: ViewID, in flags: inout [Bool], as value: Bool) throws(EngineError) {
    try requireView(top, for: value ? "removeSubtree" : "insertSubtree")
    for view in subtree(of: top) { flags[view.index] = value }
  }

  /// Refuses a view id that is not in the layout, naming the operation that received it.
  func requireView(_ view: ViewID, for operation: String) throws(EngineError) {
    guard views.indices.contains(view.index) else {
      throw .invalidLayout(.unknownView(index: view.index, context: operation))
    }
  }
}
