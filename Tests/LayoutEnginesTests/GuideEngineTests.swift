import LayoutModel
import LayoutTestSupport
import Testing

@testable import LayoutEngines

/// Layout guides and margin attributes in every engine: they consume the model's rows, so a
/// guide is laid out wherever a view is, and the graph engine takes guides that follow their
/// owner like views.
@Suite("Guides and margins in every engine")
struct GuideEngineTests {
  /// A 320 x 480 root with margins 16 at the sides, a safe area inset 20 and 34, a top layout
  /// guide of 64, a card inside the margins and the safe area (8 pt in), a label on the card's
  /// margins, a badge on its layout-margins guide, and a hero under the top layout guide. Every
  /// constraint is a required equality, so the graph engine takes it too.
  static func layout(direction: LayoutDirection) throws -> (Layout, card: ViewID) {
    var layout = Layout(rootSize: Size(width: 320, height: 480), direction: direction)
    try layout.update(.root) { $0.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16) }
    let card = try layout.addView("card", in: .root)
    let label = try layout.addView("label", in: card)
    let badge = try layout.addView("badge", in: card)
    let hero = try layout.addView("hero", in: .root)
    let safe = try layout.addGuide("safe", .safeArea(EdgeInsets(top: 20, bottom: 34)), in: .root)
    let top = try layout.addGuide("top", .topLayoutGuide(length: 64), in: .root)
    let margins = try layout.addGuide("cardMargins", .layoutMargins, in: card)
    let constraints = [
      LayoutConstraint(card, .leading, .equal, .root, .leadingMargin),
      LayoutConstraint(card, .trailing, .equal, .root, .trailingMargin),
      LayoutConstraint(card, .top, .equal, safe, .top, constant: 8),
      LayoutConstraint(safe, .bottom, .equal, card, .bottom, constant: 8),
      LayoutConstraint(label, .leading, .equal, card, .leadingMargin),
      LayoutConstraint(label, .top, .equal, card, .topMargin),
      LayoutConstraint(label, .width, constant: 100),
      LayoutConstraint(label, .height, constant: 20),
      LayoutConstraint(badge, .trailing, .equal, margins, .trailing),
      LayoutConstraint(badge, .top, .equal, margins, .top),
      LayoutConstraint(badge, .width, constant: 30),
      LayoutConstraint(badge, .height, constant: 30),
      LayoutConstraint(hero, .leading, .equal, .root, .leading),
      LayoutConstraint(hero, .top, .equal, top, .bottom),
      LayoutConstraint(hero, .width, constant: 50),
      LayoutConstraint(hero, .height, constant: 10),
    ]
    for constraint in constraints { try layout.addConstraint(constraint) }
    return (layout, card)
  }

  static let engines: [any LayoutEngine.Type] = [CassowaryEngine.self, RebuildEngine.self, DependencyGraphEngine.self, GLPKEngine.self]

  /// Frames of root, card, label, badge, hero, worked out by hand.
  static func expected(_ direction: LayoutDirection, width: Double = 320) -> [Rect] {
    let cardWidth = width - 32
    let rtl = direction == .rightToLeft
    return [
      Rect(x: 0, y: 0, width: width, height: 480),
      Rect(x: 16, y: 28, width: cardWidth, height: 410),
      Rect(x: rtl ? cardWidth - 108 : 8, y: 8, width: 100, height: 20),
      Rect(x: rtl ? 8 : cardWidth - 38, y: 8, width: 30, height: 30),
      Rect(x: rtl ? width - 50 : 0, y: 64, width: 50, height: 10),
    ]
  }

  @Test(arguments: LayoutDirection.allCases)
  func everyEngineLaysOutGuidesAndMargins(direction: LayoutDirection) throws {
    let (layout, card) = try Self.layout(direction: direction)
    for type in Self.engines {
      var engine: any LayoutEngine
      do { engine = try type.init(layout: layout) } catch {
        // Every engine listed is ours; one missing from the build fails here, not quietly.
        if case .unavailable(let reason) = error { Issue.record("\(type) is not in this build: \(reason)") }
        throw error
      }
      let name = String(describing: type)
      #expect(isApproximatelyEqual(Array(engine.frames.prefix(5)), Self.expected(direction), absolute: 1e-4), "\(name): \(engine.frames)")
      // The safe area's rectangle is solved too, though no output shows it.
      #expect(isApproximatelyEqual(engine.frames[5], Rect(x: 0, y: 20, width: 320, height: 426), absolute: 1e-4), "\(name)")
      try engine.resize(to: Size(width: 400, height: 480))
      #expect(isApproximatelyEqual(Array(engine.frames.prefix(5)), Self.expected(direction, width: 400), absolute: 1e-4), "\(name) after a resize")
      // Churn takes the card with its guide out and puts them back.
      try engine.removeSubtree(card)
      try engine.insertSubtree(card)
      #expect(isApproximatelyEqual(Array(engine.frames.prefix(5)), Self.expected(direction, width: 400), absolute: 1e-4), "\(name) after churn")
    }
  }

  /// A custom guide placed only by constraints is the graph engine's to decline when it is not
  /// fixed; the linear engines give it the place the constraints say.
  @Test func customGuidesFollowTheirConstraints() throws {
    var layout = Layout(rootSize: Size(width: 200, height: 100))
    let a = try layout.addView("a", in: .root)
    let gap = try layout.addGuide("gap", .custom, in: .root)
    try layout.addConstraint(LayoutConstraint(a, .leading, .equal, .root, .leading, constant: 10))
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 20))
    try layout.addConstraint(LayoutConstraint(a, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 5))
    try layout.addConstraint(LayoutConstraint(gap, .leading, .equal, a, .trailing))
    try layout.addConstraint(LayoutConstraint(gap, .trailing, .equal, .root, .trailing))
    try layout.addConstraint(LayoutConstraint(gap, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(gap, .height, constant: 0))
    for type in Self.engines {
      do {
        let engine = try type.init(layout: layout)
        #expect(isApproximatelyEqual(engine.frames[gap.index], Rect(x: 30, y: 0, width: 170, height: 0), absolute: 1e-4))
      } catch {
        switch error {
        case .notSupported: continue
        case .unavailable(let reason): Issue.record("\(type) is not in this build: \(reason)")
        default: throw error
        }
      }
    }
  }
}
