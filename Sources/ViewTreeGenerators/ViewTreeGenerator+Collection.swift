import LayoutModel
import SeededRandom

extension ViewTreeGenerator {
  /// Cells of a three-column collection view, each a container with an image, a title and a
  /// subtitle; `(views - 1) % 4` leftover views become plain header strips above the grid.
  ///
  /// Per cell (all required unless marked):
  /// - container: `width == 1/3 * root.width - 8`, `centerX == m * root.centerX`, a fixed top
  ///   and `height == 80`: cells follow the root's width, so a rotation changes how much room the
  ///   labels get;
  /// - image: 8 points from the container's leading edge, centered vertically, 64 points wide,
  ///   `height == width`, with 1-point alignment insets;
  /// - title: leading 8 after the image, `trailing <= container.trailing - 8`, top 12 below the
  ///   container's, intrinsic size 40 to 160 x 20 (hugging 250, compression resistance 750);
  /// - subtitle: same leading as the title, `trailing <= container.trailing - 8`,
  ///   `firstBaseline == title.lastBaseline + 18`, `width <= title.width @500`, intrinsic size
  ///   30 to 200 x 16 (hugging 250, compression resistance 740).
  ///
  /// Each label's width is then unique: the lexicographic optimum lies at a vertex because no
  /// two constraints at one priority pull the same width in opposite directions.
  ///
  /// The `constant` workload moves the titles' tops (required) and the subtitles' width limits
  /// (non-required). Headers, cells and subtitles can be removed for good; a move takes a cell's
  /// image into the cell above it (three cells back, the same column), where it sits as it did in
  /// its own cell, and the title that follows it stays where it was.
  static func makeCollection(views: Int, seed: UInt64) throws(GeneratorError) -> GeneratedLayout {
    let cells = (views - 1) / 4
    let headers = (views - 1) % 4
    let columns = 3
    let rows = (cells + columns - 1) / columns
    let gridTop = 8 + 12 * Double(headers)
    let height = max(phonePortrait.height, gridTop + 88 * Double(rows) + 8)
    var builder = TreeBuilder(
      rootSize: Size(width: phonePortrait.width, height: height), seed: seed)
    var cellIDs: [ViewID] = []
    for index in 0..<headers {
      let header = try builder.add("header\(index + 1)", in: .root)
      builder.removals.append(SubtreeRemoval(top: header))
      try builder.constrain(header, .leading, .equal, .root, .leading, constant: 8)
      try builder.constrain(header, .trailing, .equal, .root, .trailing, constant: -8)
      try builder.constrain(header, .top, .equal, .root, .top, constant: 8 + 12 * Double(index))
      try builder.constrain(header, .height, constant: 10)
    }
    for index in 0..<cells {
      let column = Double(index % columns)
      let row = Double(index / columns)
      let name = "cell\(index + 1)"
      let cell = try builder.add(name, in: .root)
      try builder.constrain(cell, .width, .equal, .root, .width, multiplier: 1 / Double(columns), constant: -8)
      try builder.constrain(
        cell, .centerX, .equal, .root, .centerX, multiplier: (2 * column + 1) / Double(columns))
      try builder.constrain(cell, .top, .equal, .root, .top, constant: gridTop + 88 * row)
      try builder.constrain(cell, .height, constant: 80)
      builder.removals.append(SubtreeRemoval(top: cell))
      cellIDs.append(cell)

      let image = try builder.add(View(
        name: "\(name).image", parent: cell,
        alignmentInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
      try builder.constrain(image, .leading, .equal, cell, .leading, constant: 8)
      try builder.constrain(image, .centerY, .equal, cell, .centerY)
      try builder.constrain(image, .width, constant: 64)
      try builder.constrain(image, .height, .equal, image, .width)
      if index >= columns { builder.moves.append((image, cellIDs[index - columns])) }

      let title = try builder.add(View.label(
        "\(name).title", in: cell, width: builder.rng.quarter(in: 40...160), height: 20))
      try builder.constrain(title, .leading, .equal, image, .trailing, constant: 8)
      try builder.constrain(title, .trailing, .lessThanOrEqual, cell, .trailing, constant: -8)
      let top = try builder.constrain(title, .top, .equal, cell, .top, constant: 12)
      builder.animatable(top, through: [4, -2])
      builder.changingText(title)

      let subtitle = try builder.add(View.label(
        "\(name).subtitle", in: cell, width: builder.rng.quarter(in: 30...200), height: 16,
        baseline: 3, compression: LayoutPriority(740)))
      try builder.constrain(subtitle, .leading, .equal, title, .leading)
      try builder.constrain(subtitle, .trailing, .lessThanOrEqual, cell, .trailing, constant: -8)
      try builder.constrain(subtitle, .firstBaseline, .equal, title, .lastBaseline, constant: 18)
      let limit = try builder.constrain(subtitle, .width, .lessThanOrEqual, title, .width, priority: LayoutPriority(500))
      if index % 4 == 1 { builder.animatable(limit, through: [-6, 4]) }
      builder.changingText(subtitle)
      builder.removals.append(SubtreeRemoval(top: subtitle))
    }
    return builder.finish(
      shape: .collection, seed: seed, landscape: Size(width: phoneLandscape.width, height: height))
  }

  /// Groups of four under the root: a group view and two children that translate random
  /// autoresizing masks into constraints, and a third child pinned by explicit constraints
  /// (leading, trailing, `top` and `height == 0.25 * group.height`), as when constraint-based
  /// views live inside frame-based ones. `(views - 1) % 4` leftover views are loose
  /// autoresizing views under the root.
  ///
  /// Masks are drawn uniformly from all 64 combinations; frames lie on a grid of the portrait
  /// root with positive margins so no flexible region is empty. The `constant` workload moves the
  /// pinned child's top. Any view can be removed for good; a move takes a group's pinned child
  /// into the group before it.
  static func makeAutoresizing(views: Int, seed: UInt64) throws(GeneratorError) -> GeneratedLayout {
    var builder = TreeBuilder(rootSize: phonePortrait, seed: seed)
    let groups = (views - 1) / 4
    let loose = (views - 1) % 4
    let columns = max(1, Int(Double(groups).squareRoot().rounded(.up)))
    let rows = max(1, (groups + columns - 1) / columns)
    let cellWidth = phonePortrait.width / Double(columns)
    let cellHeight = phonePortrait.height / Double(rows)
    func mask(_ rng: inout SeededGenerator) -> AutoresizingMask {
      AutoresizingMask(rawValue: UInt8(rng.below(64)))
    }
    func quarter(_ value: Double) -> Double { (value * 4).rounded() / 4 }
    var previousGroup: ViewID?
    for index in 0..<groups {
      let x = Double(index % columns) * cellWidth
      let y = Double(index / columns) * cellHeight
      let frame = Rect(
        x: quarter(x + 0.1 * cellWidth), y: quarter(y + 0.1 * cellHeight),
        width: quarter(0.8 * cellWidth), height: quarter(0.8 * cellHeight))
      let name = "group\(index + 1)"
      let group = try builder.add(View(
        name: name, parent: .root, translatesAutoresizingMaskIntoConstraints: true,
        autoresizingMask: mask(&builder.rng), frame: frame))
      builder.removals.append(SubtreeRemoval(top: group))
      let w = frame.width
      let h = frame.height
      let a = try builder.add(View(
        name: "\(name).a", parent: group, translatesAutoresizingMaskIntoConstraints: true,
        autoresizingMask: mask(&builder.rng),
        frame: Rect(x: quarter(0.1 * w), y: quarter(0.1 * h), width: quarter(0.35 * w), height: quarter(0.3 * h))))
      let b = try builder.add(View(
        name: "\(name).b", parent: group, translatesAutoresizingMaskIntoConstraints: true,
        autoresizingMask: mask(&builder.rng),
        frame: Rect(x: quarter(0.55 * w), y: quarter(0.1 * h), width: quarter(0.35 * w), height: quarter(0.3 * h))))
      let pinned = try builder.add("\(name).c", in: group)
      try builder.constrain(pinned, .leading, .equal, group, .leading, constant: 2)
      try builder.constrain(pinned, .trailing, .equal, group, .trailing, constant: -2)
      let top = try builder.constrain(pinned, .top, .equal, group, .top, constant: quarter(0.6 * h))
      builder.animatable(top, through: [2, -1])
      try builder.constrain(pinned, .height, .equal, group, .height, multiplier: 0.25)
      builder.removals += [a, b, pinned].map { SubtreeRemoval(top: $0) }
      if let previousGroup { builder.moves.append((pinned, previousGroup)) }
      previousGroup = group
    }
    for index in 0..<loose {
      let frame = Rect(
        x: builder.rng.quarter(in: 0...300), y: builder.rng.quarter(in: 0...700),
        width: builder.rng.quarter(in: 10...60), height: builder.rng.quarter(in: 10...60))
      let view = try builder.add(View(
        name: "loose\(index + 1)", parent: .root, translatesAutoresizingMaskIntoConstraints: true,
        autoresizingMask: mask(&builder.rng), frame: frame))
      builder.removals.append(SubtreeRemoval(top: view))
    }
    return builder.finish(shape: .autoresizing, seed: seed, landscape: phoneLandscape)
  }
}
