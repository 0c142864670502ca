extension Layout {
  /// The layout replicated `copies` times side by side under a new common root, so that a real
  /// screen can be measured at many times its size.
  ///
  /// Each copy's root becomes a child of the new root, with its width a `1 / copies` share of
  /// the new root's and its full height, placed after the previous copy: resizing the new root
  /// resizes every copy the way resizing the original root resizes it. The new root is
  /// `copies` times as wide as the original. Every view, guide and constraint is copied with
  /// its name suffixed `~k` (k counting from 1).
  /// - Throws: ``LayoutError`` if `copies` is below 1 or a name would collide.
  /// - Complexity: O(copies × (views + constraints)).
  public func tiled(copies: Int, rootName: String = "tiles") throws(LayoutError) -> Layout {
    guard copies >= 1 else { throw .invalidTileCount(copies) }
    var tiles = Layout(
      rootName: rootName, rootSize: Size(width: rootSize.width * Double(copies), height: rootSize.height),
      direction: direction)
    let reference = autoresizingReferenceSize
    // Item i of copy k lands at maps[k][i]; views first, then guides, so that the copy's ids keep
    // a scenario file's order (views, then guides).
    var maps = [[ViewID]](repeating: [ViewID](repeating: .root, count: views.count), count: copies)
    let order = views.indices.filter { views[$0].guide == nil } + views.indices.filter { views[$0].guide != nil }
    for k in 0..<copies {
      for index in order where views[index].guide == nil {
        var view = views[index]
        view.name = "\(view.name)~\(k + 1)"
        if index == 0 {
          view.parent = .root
          view.frame = Rect(x: reference.width * Double(k), y: 0, width: reference.width, height: reference.height)
          view.translatesAutoresizingMaskIntoConstraints = false
        } else if let parent = view.parent {
          view.parent = maps[k][parent.index]
        }
        maps[k][index] = try tiles.addView(view)
      }
    }
    for k in 0..<copies {
      for index in order where views[index].guide != nil {
        var view = views[index]
        view.name = "\(view.name)~\(k + 1)"
        view.parent = view.parent.map { maps[k][$0.index] }
        maps[k][index] = try tiles.addView(view)
      }
    }
    let share = 1 / Double(copies)
    for k in 0..<copies {
      let top = maps[k][0]
      let previous = k == 0 ? ViewID.root : maps[k - 1][0]
      try tiles.addConstraint(LayoutConstraint(top, .top, .equal, .root, .top, identifier: "tile"))
      try tiles.addConstraint(LayoutConstraint(top, .height, .equal, .root, .height, identifier: "tile"))
      try tiles.addConstraint(LayoutConstraint(top, .width, .equal, .root, .width, multiplier: share, identifier: "tile"))
      try tiles.addConstraint(LayoutConstraint(
        top, .leading, .equal, previous, k == 0 ? .leading : .trailing, identifier: "tile"))
      for constraint in constraints {
        var copy = constraint
        copy.first = maps[k][constraint.first.index]
        copy.second = constraint.second.map { maps[k][$0.index] }
        try tiles.addConstraint(copy)
      }
    }
    return tiles
  }
}
