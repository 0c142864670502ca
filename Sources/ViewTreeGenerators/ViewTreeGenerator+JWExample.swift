import LayoutModel

extension ViewTreeGenerator {
  /// The screen the two-view example was written for.
  static let jwScreen = Size(width: 320, height: 480)

  /// The two-view example of JWConstraintLayoutView, alone or tiled.
  ///
  /// With 3 views it is the example itself in a 320 x 480 root: view `a` is 100 x 25 and centred
  /// in the root; view `b` has `a`'s width and centerX, its top 10 below `a`'s bottom and its
  /// bottom 10 above the root's. With more views each copy gets a cell (a grid of cells sized and
  /// placed by multipliers of the root, each 320 x 480 in portrait) that plays the root's part;
  /// `(views - 1) % 3` leftover views become 40 x 10 tags pinned to the root's top left.
  ///
  /// Every view has exactly two required equalities per axis and each constraint defines its
  /// first item, so the one-pass graph engine lays it out as the original did. The `constant`
  /// workload moves `a`'s width and the gap below it. Cells, `b` views and tags can be removed
  /// for good; a move takes a cell's `b` into the cell to its left, where it keeps its place
  /// under its `a` and its bottom follows the new cell's (of the same height).
  /// - Complexity: O(views).
  static func makeJWExample(views: Int, seed: UInt64) throws(GeneratorError) -> GeneratedLayout {
    if views == 3 {
      var builder = TreeBuilder(rootSize: jwScreen, seed: seed)
      let b = try builder.addJWPair(in: .root, name: "")
      builder.removals.append(SubtreeRemoval(top: b))
      return builder.finish(
        shape: .jwExample, seed: seed, landscape: Size(width: jwScreen.height, height: jwScreen.width))
    }
    let cells = (views - 1) / 3
    let tags = (views - 1) % 3
    let columns = max(1, Int(Double(cells).squareRoot().rounded(.up)))
    let rows = max(1, (cells + columns - 1) / columns)
    let portrait = Size(width: jwScreen.width * Double(columns), height: jwScreen.height * Double(rows))
    var builder = TreeBuilder(rootSize: portrait, seed: seed)
    let cols = Double(columns)
    let rowCount = Double(rows)
    var previousCell: ViewID?
    for index in 0..<cells {
      let column = Double(index % columns)
      let row = Double(index / columns)
      let cell = try builder.add("cell\(index + 1)", in: .root)
      try builder.constrain(cell, .width, .equal, .root, .width, multiplier: 1 / cols)
      try builder.constrain(cell, .height, .equal, .root, .height, multiplier: 1 / rowCount)
      try builder.constrain(cell, .centerX, .equal, .root, .centerX, multiplier: (2 * column + 1) / cols)
      try builder.constrain(cell, .centerY, .equal, .root, .centerY, multiplier: (2 * row + 1) / rowCount)
      let b = try builder.addJWPair(in: cell, name: "cell\(index + 1).")
      builder.removals += [SubtreeRemoval(top: cell), SubtreeRemoval(top: b)]
      if column > 0, let previous = previousCell { builder.moves.append((b, previous)) }
      previousCell = cell
    }
    for index in 0..<tags {
      let tag = try builder.add("tag\(index + 1)", in: .root)
      try builder.constrain(tag, .left, .equal, .root, .left, constant: 8)
      try builder.constrain(tag, .top, .equal, .root, .top, constant: 8 + 12 * Double(index))
      try builder.constrain(tag, .width, constant: 40)
      try builder.constrain(tag, .height, constant: 10)
      builder.removals.append(SubtreeRemoval(top: tag))
    }
    return builder.finish(
      shape: .jwExample, seed: seed, landscape: Size(width: portrait.height, height: portrait.width))
  }
}

extension TreeBuilder {
  /// Adds views `a` and `b` of the example under `container`, names prefixed by `name`; returns
  /// `b`, which nothing depends on.
  @discardableResult
  mutating func addJWPair(in container: ViewID, name: String) throws(GeneratorError) -> ViewID {
    let a = try add("\(name)a", in: container)
    try constrain(a, .centerY, .equal, container, .centerY)
    try constrain(a, .centerX, .equal, container, .centerX)
    let width = try constrain(a, .width, constant: 100)
    animatable(width, through: [20, -20])
    try constrain(a, .height, constant: 25)
    let b = try add("\(name)b", in: container)
    try constrain(b, .width, .equal, a, .width)
    try constrain(b, .centerX, .equal, a, .centerX)
    let gap = try constrain(b, .top, .equal, a, .bottom, constant: 10)
    animatable(gap, through: [4, -4])
    try constrain(b, .bottom, .equal, container, .bottom, constant: -10)
    return b
  }
}
