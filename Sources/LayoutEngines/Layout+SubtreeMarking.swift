import LayoutModel

extension Layout {
  /// `removeHierarchy` as the rebuilding engines (graph, GLPK) keep it: the replacements applied
  /// and the subtree taken out of `removed` for good; the engine rebuilds after.
  mutating func removeHierarchy(
    _ top: ViewID, replacing replacements: [ConstraintReplacement], from removed: inout RemovedSubtrees
  ) throws(EngineError) {
    try requireView(top, for: "removeHierarchy")
    do { try replaceConstraints(replacements) } catch { throw .invalidLayout(error) }
    removed.removeForGood(top)
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
