import LayoutModel

extension ViewTreeGenerator {
  /// A grid of `views - 1` tiles under the root, each sized and placed by multipliers of the
  /// root's size only.
  ///
  /// Columns and rows are `ceil(sqrt(tiles))` and what the tiles need. A tile is 80% of its cell;
  /// its horizontal place rotates through three forms (`centerX == m * root.centerX`,
  /// `left == m * root.right`, `right == m * root.right`) so engines see varied multipliers, and
  /// its vertical center carries a constant the `constant` workload moves by a few points. Any
  /// tile can be removed for good; a move puts a tile inside the one before it, placed and sized
  /// by the same multipliers of that tile.
  static func makeFlat(views: Int, seed: UInt64) throws(GeneratorError) -> GeneratedLayout {
    var builder = TreeBuilder(rootSize: phonePortrait, seed: seed)
    let tiles = views - 1
    let columns = max(1, Int(Double(tiles).squareRoot().rounded(.up)))
    let rows = max(1, (tiles + columns - 1) / columns)
    let cols = Double(columns)
    let rowCount = Double(rows)
    for index in 0..<tiles {
      let column = Double(index % columns)
      let row = Double(index / columns)
      let tile = try builder.add("grid.v\(index + 1)", in: .root)
      try builder.constrain(tile, .width, .equal, .root, .width, multiplier: 0.8 / cols)
      try builder.constrain(tile, .height, .equal, .root, .height, multiplier: 0.8 / rowCount)
      switch index % 3 {
      case 0:
        try builder.constrain(tile, .centerX, .equal, .root, .centerX, multiplier: (2 * column + 1) / cols)
      case 1 where column > 0:
        try builder.constrain(tile, .left, .equal, .root, .right, multiplier: (column + 0.1) / cols)
      default:
        try builder.constrain(tile, .right, .equal, .root, .right, multiplier: (column + 0.9) / cols)
      }
      let center = try builder.constrain(
        tile, .centerY, .equal, .root, .centerY, multiplier: (2 * row + 1) / rowCount)
      builder.animatable(center, through: [2, -2])
      builder.removals.append(SubtreeRemoval(top: tile))
      if index > 0 { builder.moves.append((tile, ViewID(tile.index - 1))) }
    }
    return builder.finish(shape: .flat, seed: seed, landscape: phoneLandscape)
  }

  /// A container `row` spanning the root, holding a chain of `views - 2` siblings.
  ///
  /// Each sibling's leading edge is the previous one's trailing edge plus an 8-point gap (the
  /// first one's is the row's leading edge), its width is 5 to 20% of the root's width with a
  /// non-required `width >= 10 @500`, and its top and height are fixed relative to the row. The
  /// `constant` workload animates the gaps (required) and the minimum widths (non-required).
  /// Removing a sibling for good re-links the next one to the previous one, as a list closes the
  /// gap; a move puts a sibling inside the previous one (its top then 4 points below that
  /// sibling's), the first one directly in the root.
  static func makeLongRow(views: Int, seed: UInt64) throws(GeneratorError) -> GeneratedLayout {
    var builder = TreeBuilder(rootSize: phonePortrait, seed: seed)
    let row = try builder.add("row", in: .root)
    try builder.constrain(row, .leading, .equal, .root, .leading)
    try builder.constrain(row, .top, .equal, .root, .top, constant: 20)
    try builder.constrain(row, .width, .equal, .root, .width)
    try builder.constrain(row, .height, .equal, .root, .height, multiplier: 0.1)
    var siblings: [ViewID] = []
    var gaps: [Int] = []
    for index in 0..<(views - 2) {
      let view = try builder.add("row.v\(index + 1)", in: row)
      let gap: Int
      if let previous = siblings.last {
        gap = try builder.constrain(view, .leading, .equal, previous, .trailing, constant: 8)
        builder.moves.append((view, previous))
      } else {
        gap = try builder.constrain(view, .leading, .equal, row, .leading, constant: 8)
        builder.moves.append((view, .root))
      }
      builder.animatable(gap, through: [4, -4])
      let fraction = builder.rng.pick([0.05, 0.1, 0.15, 0.2])
      try builder.constrain(view, .width, .equal, .root, .width, multiplier: fraction)
      let minimum = try builder.constrain(view, .width, .greaterThanOrEqual, constant: 10, priority: LayoutPriority(500))
      if index % 8 == 4 { builder.animatable(minimum, through: [2, -2]) }
      try builder.constrain(view, .top, .equal, row, .top, constant: 4)
      try builder.constrain(view, .height, .equal, .root, .height, multiplier: 0.08)
      siblings.append(view)
      gaps.append(gap)
    }
    // Only the places the hooks keep: a million replacements would be built to be thrown away.
    for index in TreeBuilder.spread(Array(siblings.indices)) {
      let view = siblings[index]
      var replacements: [ConstraintReplacement] = []
      if index + 1 < siblings.count {
        let anchor = index > 0 ? siblings[index - 1] : row
        replacements.append(ConstraintReplacement(
          index: gaps[index + 1],
          constraint: LayoutConstraint(
            siblings[index + 1], .leading, .equal, anchor, index > 0 ? .trailing : .leading, constant: 8)))
      }
      builder.removals.append(SubtreeRemoval(top: view, replacements: replacements))
    }
    return builder.finish(shape: .longRow, seed: seed, landscape: phoneLandscape)
  }

  /// A chain of `views - 1` nested views, each inset 1 point on every side of its parent.
  ///
  /// The root's shorter side is at least `2 * (views - 1) + 64` points, so the innermost view is
  /// at least 64 points wide in portrait and landscape and no size goes negative at any depth
  /// (20,062 x 20,499 points at 10,000 views); portrait is taller than wide so that a rotation changes
  /// the root. Odd levels use leading and trailing, even levels
  /// left and right. The `constant` workload moves the left inset of four levels spread over the
  /// depth. Any level can be removed for good (with everything inside it); a move takes a level
  /// out of its parent and puts it in its grandparent, one point further out on every side.
  static func makeDeep(views: Int, seed: UInt64) throws(GeneratorError) -> GeneratedLayout {
    let side = Double(2 * (views - 1) + 64)
    // Taller than wide by a phone's difference, so a rotation really changes the root.
    let portrait = Size(width: max(phonePortrait.width, side), height: max(phonePortrait.height, side) + 437)
    var builder = TreeBuilder(rootSize: portrait, seed: seed)
    var parent = ViewID.root
    let levels = views - 1
    let animatedLevels = Set([levels / 4, levels / 2, (3 * levels) / 4, levels].filter { $0 > 0 })
    for level in 1...max(levels, 1) where levels > 0 {
      let view = try builder.add("level\(level)", in: parent)
      let directional = level % 2 == 1
      let left = try builder.constrain(
        view, directional ? .leading : .left, .equal, parent, directional ? .leading : .left, constant: 1)
      try builder.constrain(
        view, directional ? .trailing : .right, .equal, parent, directional ? .trailing : .right,
        constant: -1)
      try builder.constrain(view, .top, .equal, parent, .top, constant: 1)
      try builder.constrain(view, .bottom, .equal, parent, .bottom, constant: -1)
      if animatedLevels.contains(level) { builder.animatable(left, through: [1, 0.5]) }
      builder.removals.append(SubtreeRemoval(top: view))
      if level >= 2, let grandparent = builder.layout[parent].parent { builder.moves.append((view, grandparent)) }
      parent = view
    }
    return builder.finish(
      shape: .deep, seed: seed, landscape: Size(width: portrait.height, height: portrait.width))
  }
}
