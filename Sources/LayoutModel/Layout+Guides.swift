extension Layout {
  /// The rows that tie a layout guide to its owner, two per axis; none for a view or a custom
  /// guide.
  ///
  /// Each row relates an edge (or the height) of the guide to the owner's same edge, in absolute
  /// terms (`left`/`right`, not leading/trailing): UIKit's safe-area insets and layout margins are
  /// absolute insets. The top and bottom layout guides span the owner's width and are as tall as
  /// their length.
  public func guideConstraints(for id: ViewID) -> [(LayoutConstraint, ConstraintSource)] {
    let node = views[id.index]
    guard let guide = node.guide, let owner = node.parent else { return [] }
    func edge(_ attribute: LayoutAttribute, _ inset: Double) -> (LayoutConstraint, ConstraintSource) {
      (LayoutConstraint(id, attribute, .equal, owner, attribute, constant: inset), .guide(id, attribute))
    }
    func insetRows(_ insets: EdgeInsets) -> [(LayoutConstraint, ConstraintSource)] {
      [edge(.left, insets.left), edge(.right, -insets.right), edge(.top, insets.top), edge(.bottom, -insets.bottom)]
    }
    switch guide {
    case .safeArea(let insets): return insetRows(insets)
    case .layoutMargins: return insetRows(views[owner.index].layoutMargins)
    case .topLayoutGuide(let length):
      return [edge(.left, 0), edge(.right, 0), edge(.top, 0),
              (LayoutConstraint(id, .height, constant: length), .guide(id, .height))]
    case .bottomLayoutGuide(let length):
      return [edge(.left, 0), edge(.right, 0), edge(.bottom, 0),
              (LayoutConstraint(id, .height, constant: length), .guide(id, .height))]
    case .custom: return []
    }
  }

  /// The ids of every layout guide, in id order.
  public var guideIDs: [ViewID] {
    guard guideCount > 0 else { return [] }
    return views.indices.filter { views[$0].guide != nil }.map { ViewID($0) }
  }
}
