import LayoutModel
import VisualFormat

extension ViewTreeGenerator {
  /// The player area of the Putta game: 14 views laid out with the visual formats its author
  /// published.
  static let puttaViewsPerArea = 14
  /// The player area's widths the `resize` workload toggles between: the original phone, the
  /// 4.7-inch phone, and the author's guess of a wider screen.
  static let puttaWidths: [Double] = [320, 375, 396]
  static let puttaAreaHeight: Double = 320
  static let puttaPlaceSide: Double = 226

  /// Copies of the Putta player area: a central place view and four player bars around it in a
  /// pinwheel, each bar holding a lamp and a label.
  ///
  /// Per area (all required; the label's size comes from its intrinsic size):
  /// - area: `width == root.width / columns`, placed on a grid by multipliers of the root, 320
  ///   points high, so a resize of the root is the game's screen-width toggle;
  /// - place: 226 x 226, centred in the area;
  /// - player bars, counter-clockwise from the bottom, each pinned between the place view and the
  ///   area's edge across its length and from one edge to the next bar along it:
  ///   `V:[place][p0]|`, `H:|[p0][p1]`; `H:[place][p1]|`, `V:[p2][p1]|`; `V:|[p2][place]`,
  ///   `H:[p3][p2]|`; `H:|[p3][place]`, `V:|[p3][p0]`;
  /// - in each bar, read along the bar as it is rotated on screen: a 14 x 14 lamp 8 points from the
  ///   bar's starting end and centred across it, then a label 8 points further on, centred with
  ///   the lamp, with an intrinsic size of 48 to 72 x 21 points (turned for the upright bars).
  ///
  /// `(views - 1) % 14` leftover views become title strips above the grid. The `constant`
  /// workload moves each lamp's leading inset from 8 to 16.5 (the correction the author applied
  /// in `layoutSubviews`) or 12; labels change their text. Areas, titles and labels can be
  /// removed for good; a move takes the lamp of an area's first bar into the first bar of the
  /// area before it.
  /// - Complexity: O(views).
  static func makePutta(views: Int, seed: UInt64) throws(GeneratorError) -> GeneratedLayout {
    let areas = (views - 1) / puttaViewsPerArea
    let titles = (views - 1) % puttaViewsPerArea
    let columns = max(1, Int(Double(areas).squareRoot().rounded(.up)))
    let rows = (areas + columns - 1) / columns
    let gridTop = titles == 0 ? 0 : 8 + 12 * Double(titles)
    let height = max(puttaAreaHeight, gridTop + puttaAreaHeight * Double(rows))
    let sizes = puttaWidths.map { Size(width: $0 * Double(columns), height: height) }
    var builder = TreeBuilder(rootSize: sizes[0], seed: seed)
    for index in 0..<titles {
      let title = try builder.add("title\(index + 1)", in: .root)
      try builder.constrain(title, .leading, .equal, .root, .leading, constant: 8)
      try builder.constrain(title, .trailing, .equal, .root, .trailing, constant: -8)
      try builder.constrain(title, .top, .equal, .root, .top, constant: 8 + 12 * Double(index))
      try builder.constrain(title, .height, constant: 10)
      builder.removals.append(SubtreeRemoval(top: title))
    }
    var previousBar: ViewID?
    for index in 0..<areas {
      let area = try builder.add("central\(index + 1)", in: .root)
      let column = Double(index % columns)
      let row = Double(index / columns)
      let cols = Double(columns)
      try builder.constrain(area, .width, .equal, .root, .width, multiplier: 1 / cols)
      try builder.constrain(area, .centerX, .equal, .root, .centerX, multiplier: (2 * column + 1) / cols)
      try builder.constrain(area, .top, .equal, .root, .top, constant: gridTop + puttaAreaHeight * row)
      try builder.constrain(area, .height, constant: puttaAreaHeight)
      let lamp = try builder.addPlayerArea(area, name: "central\(index + 1)")
      builder.removals.append(SubtreeRemoval(top: area))
      if let previousBar { builder.moves.append((lamp.lamp, previousBar)) }
      previousBar = lamp.bar
    }
    var generated = builder.finish(shape: .putta, seed: seed, landscape: sizes[1])
    generated.hooks.additionalResizeSizes = Array(sizes.dropFirst(2))
    return generated
  }
}

extension TreeBuilder {
  /// Adds the place view and the four player bars of one area, with their constraints; returns
  /// the first bar and its lamp.
  @discardableResult
  mutating func addPlayerArea(_ area: ViewID, name: String) throws(GeneratorError) -> (bar: ViewID, lamp: ViewID) {
    let place = try add("\(name).place", in: area)
    let side = ViewTreeGenerator.puttaPlaceSide
    try addFormat("H:[place(side)]", metrics: ["side": side], views: ["place": place])
    try addFormat("V:[place(side)]", metrics: ["side": side], views: ["place": place])
    try constrain(place, .centerX, .equal, area, .centerX)
    try constrain(place, .centerY, .equal, area, .centerY)
    var players: [String: ViewID] = ["place": place]
    for bar in 0..<4 {
      players["p\(bar)"] = try add("\(name).player\(bar)", in: area)
    }
    // Counter-clockwise from the bottom: across the bar, then along it.
    for format in [
      "V:[place][p0]|", "H:|[p0][p1]", "H:[place][p1]|", "V:[p2][p1]|",
      "V:|[p2][place]", "H:[p3][p2]|", "H:|[p3][place]", "V:|[p3][p0]",
    ] {
      try addFormat(format, views: players)
    }
    var first: (bar: ViewID, lamp: ViewID) = (place, place)
    for bar in 0..<4 {
      guard let view = players["p\(bar)"] else { continue }
      let lamp = try addPlayerBarContents(view, name: "\(name).player\(bar)", turn: bar)
      if bar == 0 { first = (view, lamp) }
    }
    return first
  }

  /// A bar's lamp and label, laid out along the bar as it reads on screen after `turn`
  /// quarter turns counter-clockwise (0: left to right, 1: bottom to top, 2: right to left,
  /// 3: top to bottom). Returns the lamp; the label can be removed for good (nothing depends on
  /// it).
  @discardableResult
  mutating func addPlayerBarContents(_ bar: ViewID, name: String, turn: Int) throws(GeneratorError) -> ViewID {
    let lamp = try add("\(name).lamp", in: bar)
    let upright = turn % 2 == 1
    let length = rng.quarter(in: 48...72)
    let label = try add(View.label(
      "\(name).label", in: bar, width: upright ? 21 : length, height: upright ? length : 21))
    let views = ["lamp": lamp, "label": label]
    let metrics = ["inset": 8.0, "size": 14.0]
    let (along, across, alignment, center): (String, String, FormatOptions, LayoutAttribute) =
      switch turn {
      case 0: ("H:|-(inset)-[lamp(size)]-8-[label]", "V:[lamp(size)]", .alignAllCenterY, .centerY)
      case 1: ("V:[label]-8-[lamp(size)]-(inset)-|", "H:[lamp(size)]", .alignAllCenterX, .centerX)
      case 2: ("H:[label]-8-[lamp(size)]-(inset)-|", "V:[lamp(size)]", .alignAllCenterY, .centerY)
      default: ("V:|-(inset)-[lamp(size)]-8-[label]", "H:[lamp(size)]", .alignAllCenterX, .centerX)
      }
    let added = try addFormat(along, options: alignment, metrics: metrics, views: views)
    try addFormat(across, metrics: metrics, views: views)
    try constrain(lamp, center, .equal, bar, center)
    // The lamp's inset is the constant the author's layoutSubviews animates.
    if let inset = added.first(where: { index in
      let c = layout.constraints[index]
      return (c.first == lamp && c.second == bar) || (c.first == bar && c.second == lamp)
    }) {
      animatable(inset, through: [8.5, 4])
    }
    if upright {
      let size = layout[label].intrinsicContentSize
      let height = size.height ?? 0
      intrinsicSizes.append(IntrinsicChange(view: label, sizes: [
        size,
        IntrinsicContentSize(width: size.width, height: (height * 1.6).rounded()),
        IntrinsicContentSize(width: size.width, height: (height * 0.6).rounded()),
      ]))
    } else {
      changingText(label)
    }
    removals.append(SubtreeRemoval(top: label))
    return lamp
  }

  /// Adds the constraints of a visual format; returns their indices in the layout.
  ///
  /// A format the parser refuses is a bug in the generator, reported through the model's error.
  @discardableResult
  mutating func addFormat(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    views: [String: ViewID]
  ) throws(GeneratorError) -> Range<Int> {
    do {
      return try layout.addConstraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    } catch {
      if case .rejectedByLayout(let model) = error { throw .modelRejected(model) }
      throw .modelRejected(.invalidPairing(constraint: format, reason: error.description))
    }
  }
}
