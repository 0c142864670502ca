import LayoutModel

extension Layout {
  /// Sets `flags[view]` to `value` for every view of the subtree at `top`: how the rebuilding
  /// engines remember which views churn took out.
  /// - Complexity: O(views), without recursion.
  func mark(subtreeOf top: ViewID, in flags: inout [Bool], as value: Bool) throws(EngineError) {
    try requireView(top, for: value ? "removeSubtree" : "insertSubtree")
    for view in subtree(of: top) { flags[view.index] = value }
  }

  /// `removeHierarchy` as the rebuilding engines (graph, GLPK) keep it: the replacements applied
  /// and the subtree marked in `flags` for good; the engine rebuilds after.
  mutating func removeHierarchy(
    _ top: ViewID, replacing replacements: [ConstraintReplacement], marking flags: inout [Bool]
  ) throws(EngineError) {
    try requireView(top, for: "removeHierarchy")
    do { try replaceConstraints(replacements) } catch { throw .invalidLayout(error) }
    try mark(subtreeOf: top, in: &flags, as: true)
  }

  /// ``moveSubtree(_:to:replacing:)`` with the model's refusal reported as the engines report it.
  mutating func move(
    subtree top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement]
  ) throws(EngineError) {
    do { try moveSubtree(top, to: newParent, replacing: replacements) } catch { throw .invalidLayout(error) }
  }

  /// Refuses a view id that is not in the layout, naming the operation that received it.
  func requireView(_ view: ViewID, for operation: String) throws(EngineError) {
    guard views.indices.contains(view.index) else {
      throw .invalidLayout(.unknownView(index: view.index, context: operation))
    }
  }
}
