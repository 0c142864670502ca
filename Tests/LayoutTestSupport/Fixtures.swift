import LayoutModel

/// Small layouts that several test targets share, each with the answer a correct engine gives.
///
/// The builders throw instead of trapping: the data is fixed, but a change to the model's rules
/// should fail the test that uses the fixture, not crash the whole test run.
public enum Fixtures {
  /// Two 100 x 40 views centered in a 320 x 480 root, `b` 8 points below `a`, which sits 20 points
  /// below the root's top edge. Unambiguous and conflict-free; see ``twoViewsCenteredFrames``.
  public static func twoViewsCentered() throws -> Layout {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("a", in: .root)
    let b = try layout.addView("b", in: .root)
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 100))
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 40))
    try layout.addConstraint(LayoutConstraint(a, .centerX, .equal, .root, .centerX))
    try layout.addConstraint(LayoutConstraint(a, .top, .equal, .root, .top, constant: 20))
    try layout.addConstraint(LayoutConstraint(b, .width, .equal, a, .width))
    try layout.addConstraint(LayoutConstraint(b, .height, .equal, a, .height))
    try layout.addConstraint(LayoutConstraint(b, .centerX, .equal, a, .centerX))
    try layout.addConstraint(LayoutConstraint(b, .top, .equal, a, .bottom, constant: 8))
    return layout
  }

  /// The frames of ``twoViewsCentered()``: root, `a`, `b`.
  public static let twoViewsCenteredFrames: [Rect] = [
    Rect(x: 0, y: 0, width: 320, height: 480),
    Rect(x: 110, y: 20, width: 100, height: 40),
    Rect(x: 110, y: 68, width: 100, height: 40),
  ]

  /// The autoresizing oracle's setup: `testView` at (160 120; 80 80) in a 320 x 480 root, its
  /// mask translated into constraints.
  public static func autoresizingTestView(mask: AutoresizingMask) throws -> (layout: Layout, view: ViewID) {
    var layout = Layout(rootName: "superview", rootSize: Size(width: 320, height: 480))
    let view = try layout.addView(View(
      name: "testView", parent: .root, translatesAutoresizingMaskIntoConstraints: true,
      autoresizingMask: mask, frame: Rect(x: 160, y: 120, width: 80, height: 80)))
    return (layout, view)
  }

  /// A chain of `depth` views below the root, each the only child of the one before (`v1` in the
  /// root, `v2` in `v1`, ...); with `constrained`, each sits 1 point inside its parent's top left
  /// corner and is 1 point smaller in each dimension, so the chain is fully determined.
  public static func deepChain(depth: Int, constrained: Bool = true) throws -> Layout {
    var layout = Layout(rootSize: Size(width: 20_000, height: 20_000))
    var parent = ViewID.root
    for level in 1...max(depth, 1) {
      let view = try layout.addView("v\(level)", in: parent)
      if constrained {
        try layout.addConstraint(LayoutConstraint(view, .left, .equal, parent, .left, constant: 1))
        try layout.addConstraint(LayoutConstraint(view, .top, .equal, parent, .top, constant: 1))
        try layout.addConstraint(LayoutConstraint(view, .width, .equal, parent, .width, constant: -1))
        try layout.addConstraint(LayoutConstraint(view, .height, .equal, parent, .height, constant: -1))
      }
      parent = view
    }
    return layout
  }

  /// A right-to-left layout that uses every per-view input and every constraint field at least
  /// once: intrinsic sizes, fractional priorities, alignment insets, baselines, autoresizing,
  /// identifiers, inequalities and multipliers. Meant for round trips, not for solving.
  public static func everyFeature() throws -> Layout {
    var layout = Layout(rootName: "window", rootSize: Size(width: 375, height: 667), direction: .rightToLeft)
    let header = try layout.addView(View(
      name: "header", parent: .root, translatesAutoresizingMaskIntoConstraints: true,
      autoresizingMask: [.flexibleWidth, .flexibleBottomMargin],
      frame: Rect(x: 0, y: 20, width: 375, height: 44)))
    let title = try layout.addView(View(
      name: "title", parent: header,
      intrinsicContentSize: IntrinsicContentSize(width: 120.5, height: 21),
      contentHugging: AxisPriorities(horizontal: LayoutPriority(251), vertical: .defaultLow),
      compressionResistance: AxisPriorities(horizontal: .defaultHigh, vertical: LayoutPriority(749.5)),
      baselineOffsetFromBottom: 4.25, firstBaselineOffsetFromTop: 16))
    let icon = try layout.addView(View(
      name: "icon", parent: header, intrinsicContentSize: IntrinsicContentSize(height: 24),
      alignmentInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 0.5)))
    let body = try layout.addView("body", in: .root)
    try layout.addConstraint(LayoutConstraint(title, .leading, .equal, header, .leading, constant: 16, identifier: "title-leading"))
    try layout.addConstraint(LayoutConstraint(icon, .trailing, .equal, header, .trailing, constant: -8))
    try layout.addConstraint(LayoutConstraint(title, .trailing, .lessThanOrEqual, icon, .leading, constant: -8))
    try layout.addConstraint(LayoutConstraint(icon, .lastBaseline, .equal, title, .firstBaseline))
    try layout.addConstraint(LayoutConstraint(title, .centerY, .equal, header, .centerY))
    try layout.addConstraint(LayoutConstraint(icon, .width, .equal, icon, .height, multiplier: 1.5))
    try layout.addConstraint(LayoutConstraint(body, .top, .greaterThanOrEqual, header, .bottom, constant: 0.125, priority: LayoutPriority(999.5)))
    try layout.addConstraint(LayoutConstraint(body, .width, .equal, .root, .width, multiplier: 0.75, priority: .defaultHigh, identifier: "body width"))
    try layout.addConstraint(LayoutConstraint(body, .height, .greaterThanOrEqual, constant: 100))
    try layout.addConstraint(LayoutConstraint(body, .centerX, .equal, .root, .centerX, multiplier: 0.9))
    try layout.addConstraint(LayoutConstraint(body, .bottom, .lessThanOrEqual, .root, .bottom, constant: -20))
    return layout
  }

  /// root > card > (title, image), root > footer; constraints 0...6.
  public static func cardAndFooter() throws -> Layout {
    var layout = Layout(rootSize: Size(width: 375, height: 812))
    let card = try layout.addView("card", in: .root)
    let title = try layout.addView(View(
      name: "title", parent: card, intrinsicContentSize: IntrinsicContentSize(width: 80, height: 20)))
    let image = try layout.addView("image", in: card)
    let footer = try layout.addView("footer", in: .root)
    try layout.addConstraint(LayoutConstraint(card, .leading, .equal, .root, .leading, constant: 16))
    try layout.addConstraint(LayoutConstraint(card, .top, .equal, .root, .top, constant: 20))
    try layout.addConstraint(LayoutConstraint(title, .leading, .equal, card, .leading, constant: 8))
    try layout.addConstraint(LayoutConstraint(image, .width, constant: 40, priority: LayoutPriority(750)))
    try layout.addConstraint(LayoutConstraint(image, .leading, .equal, title, .trailing, constant: 8))
    try layout.addConstraint(LayoutConstraint(footer, .top, .equal, card, .bottom, constant: 12))
    try layout.addConstraint(LayoutConstraint(footer, .leading, .equal, .root, .leading, constant: 4))
    return layout
  }

  /// A 320 x 480 root with a safe area (insets 20, 0, 34, 0), a top layout guide of 64 pt, a
  /// margins guide, and a card whose margins are 10 on every side.
  public static func guidedCard() throws -> (layout: Layout, card: ViewID, safe: ViewID, top: ViewID, margins: ViewID) {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let card = try layout.addView(View(name: "card", parent: .root, layoutMargins: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
    let safe = try layout.addGuide("safe", .safeArea(EdgeInsets(top: 20, bottom: 34)), in: .root)
    let top = try layout.addGuide("top", .topLayoutGuide(length: 64), in: .root)
    let margins = try layout.addGuide("cardMargins", .layoutMargins, in: card)
    return (layout, card, safe, top, margins)
  }
}
