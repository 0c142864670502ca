extension Layout {
  /// Replaces explicit constraints in place, keeping their indices, as an app re-anchors a
  /// constraint by deactivating it and activating its new form.
  ///
  /// Every replacement is checked first; on an error nothing changes.
  public mutating func replaceConstraints(_ replacements: [ConstraintReplacement]) throws(LayoutError) {
    try validateReplacements(replacements)
    for replacement in replacements { constraints[replacement.index] = replacement.constraint }
  }

  /// Moves the subtree at `top` under `newParent` (UIKit's `addSubview` of a view that has a
  /// superview) and replaces the explicit constraints that tie it to its old place.
  ///
  /// The new parent must be a view added before `top` (never a guide, never `top` itself or one
  /// of its descendants), so that every parent still comes before its children, as scenario
  /// files list them. Constraints keep their indices, so a move and the move back leave the
  /// layout as it was. On an error nothing changes.
  /// - Complexity: O(size of the subtree + replacements).
  public mutating func moveSubtree(
    _ top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement] = []
  ) throws(LayoutError) {
    try validateMove(SubtreeMove(top: top, newParent: newParent, replacements: replacements))
    guard let oldParent = views[top.index].parent else { return }
    if oldParent != newParent {
      unlinkChild(top, from: oldParent)
      linkChild(top, to: newParent)
      views[top.index].parent = newParent
      let delta = depths[newParent.index] + 1 - depths[top.index]
      if delta != 0 {
        for view in subtree(of: top) { depths[view.index] += delta }
      }
    }
    for replacement in replacements { constraints[replacement.index] = replacement.constraint }
  }

  /// Throws what ``moveSubtree(_:to:replacing:)`` would throw for `move`, changing nothing.
  /// - Complexity: O(replacements).
  public func validateMove(_ move: SubtreeMove) throws(LayoutError) {
    let top = move.top
    let newParent = move.newParent
    guard views.indices.contains(top.index) else { throw .unknownView(index: top.index, context: "moveSubtree") }
    guard views.indices.contains(newParent.index) else {
      throw .unknownView(index: newParent.index, context: "moveSubtree's new parent")
    }
    let name = views[top.index].name
    guard views[top.index].parent != nil else { throw .invalidMove(view: name, reason: "it is the root") }
    guard !isGuide(top) else { throw .invalidMove(view: name, reason: "it is a layout guide") }
    guard !isGuide(newParent) else {
      throw .invalidMove(view: name, reason: "\(DisplayText.quoted(views[newParent.index].name)) is a layout guide")
    }
    guard newParent < top else {
      throw .invalidMove(
        view: name,
        reason: "\(DisplayText.quoted(views[newParent.index].name)) is added after it (or is itself); a parent must come before its children")
    }
    try validateReplacements(move.replacements)
  }

  /// Throws unless every replacement names an existing constraint and is a valid constraint.
  public func validateReplacements(_ replacements: [ConstraintReplacement]) throws(LayoutError) {
    for replacement in replacements {
      guard constraints.indices.contains(replacement.index) else { throw .unknownConstraint(index: replacement.index) }
      try validate(replacement.constraint)
    }
  }

  /// Whether `view` is `ancestor` or lies inside its subtree.
  /// - Complexity: O(depth difference).
  public func isDescendant(_ view: ViewID, of ancestor: ViewID) -> Bool {
    guard views.indices.contains(view.index), views.indices.contains(ancestor.index) else { return false }
    var current = view
    while depths[current.index] > depths[ancestor.index], let parent = views[current.index].parent { current = parent }
    return current == ancestor
  }
}
