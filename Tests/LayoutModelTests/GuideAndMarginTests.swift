import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

/// Layout guides, margin attributes, expected frames and tiling, in the model alone.
@Suite struct GuideAndMarginTests {
  /// A 320 x 480 root with a safe area (insets 20, 0, 34, 0), a top layout guide of 64 pt, a
  /// margins guide, and a card whose margins are 10 on every side.
  private func fixture() throws -> (layout: Layout, card: ViewID, safe: ViewID, top: ViewID, margins: ViewID) {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let card = try layout.addView(View(name: "card", parent: .root, layoutMargins: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
    let safe = try layout.addGuide("safe", .safeArea(EdgeInsets(top: 20, bottom: 34)), in: .root)
    let top = try layout.addGuide("top", .topLayoutGuide(length: 64), in: .root)
    let margins = try layout.addGuide("cardMargins", .layoutMargins, in: card)
    return (layout, card, safe, top, margins)
  }

  @Test func guidesAreItemsButNotViews() throws {
    let (layout, card, safe, _, margins) = try fixture()
    #expect(layout.viewCount == 5)
    #expect(layout.realViewCount == 2)
    #expect(layout.guideCount == 3)
    #expect(layout.isGuide(safe) && !layout.isGuide(card))
    #expect(layout.guideIDs == [ViewID(2), ViewID(3), ViewID(4)])
    #expect(layout[margins].parent == card)
    let frames = FrameSet(layout: layout, frames: Array(repeating: .zero, count: layout.viewCount))
    #expect(frames.entries.map(\.view) == ["root", "card"], "guides have no frame in the output")
  }

  @Test func guidesCannotHoldViews() throws {
    var (layout, _, safe, _, _) = try fixture()
    #expect(throws: LayoutError.guideAsParent(view: "inside", guide: "safe")) {
      try layout.addView("inside", in: safe)
    }
  }

  /// Each kind of guide ties itself to its owner with two rows per axis.
  @Test func guideRowsFollowTheOwner() throws {
    let (layout, card, safe, top, margins) = try fixture()
    let safeRows = layout.guideConstraints(for: safe).map(\.0)
    #expect(safeRows.map { layout.describe($0) } == [
      "safe.left == root.left", "safe.right == root.right", "safe.top == root.top + 20", "safe.bottom == root.bottom - 34",
    ])
    #expect(layout.guideConstraints(for: top).map { layout.describe($0.0) } == [
      "top.left == root.left", "top.right == root.right", "top.top == root.top", "top.height == 64",
    ])
    #expect(layout.guideConstraints(for: margins).map { layout.describe($0.0) } == [
      "cardMargins.left == card.left + 10", "cardMargins.right == card.right - 10",
      "cardMargins.top == card.top + 10", "cardMargins.bottom == card.bottom - 10",
    ])
    #expect(layout.guideConstraints(for: card).isEmpty)
    let system = layout.linearSystem()
    #expect(system.rows(from: .guide(safe, .top)).count == 1)
    #expect(system.variableCount == 4 * layout.viewCount)
  }

  /// A margin attribute is its edge moved inward by the margin, a constant in the row, and the
  /// leading margin is the right one in a right-to-left layout.
  @Test func marginAttributesLinearize() throws {
    var (layout, card, _, _, _) = try fixture()
    try layout.update(card) { $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    let child = try layout.addView("child", in: card)
    func row(_ constraint: LayoutConstraint, in layout: Layout) throws -> LinearConstraint {
      try layout.validate(constraint)
      return layout.linearize(constraint, source: .explicit(0))
    }
    let leading = try row(LayoutConstraint(child, .leading, .equal, card, .leadingMargin), in: layout)
    #expect(leading.coefficient(of: .x, child) == 1 && leading.coefficient(of: .x, card) == -1)
    #expect(leading.constant == -2)
    let bottom = try row(LayoutConstraint(child, .bottom, .equal, card, .bottomMargin), in: layout)
    #expect(bottom.coefficient(of: .height, card) == -1 && bottom.constant == 3)
    let center = try row(LayoutConstraint(child, .centerX, .equal, card, .centerXWithinMargins), in: layout)
    #expect(center.constant == 1, "(2 - 4) / 2 to the left of the center")
    layout.direction = .rightToLeft
    let mirrored = try row(LayoutConstraint(child, .leading, .equal, card, .leadingMargin), in: layout)
    // In mirrored coordinates: -(x + w) of the child against -(x + w) + 4 of the card.
    #expect(mirrored.coefficient(of: .width, child) == -1 && mirrored.coefficient(of: .width, card) == 1)
    #expect(mirrored.constant == -4)
  }

  @Test func guidesHaveNoMargins() throws {
    let (layout, card, safe, _, _) = try fixture()
    #expect(throws: LayoutError.self) {
      try layout.validate(LayoutConstraint(card, .leading, .equal, safe, .leadingMargin))
    }
    #expect(throws: LayoutError.self) {
      try layout.validate(LayoutConstraint(safe, .topMargin, .equal, card, .top))
    }
    try layout.validate(LayoutConstraint(card, .top, .equal, safe, .top, constant: 8))
  }

  /// Guides, margins and expected frames survive a scenario round trip; the file lists guides
  /// in their own section and leaves the default margins out.
  @Test func scenarioRoundTrip() throws {
    var (layout, card, safe, _, margins) = try fixture()
    try layout.addConstraint(LayoutConstraint(card, .top, .equal, safe, .top, constant: 8))
    try layout.addConstraint(LayoutConstraint(card, .leading, .equal, .root, .leadingMargin))
    try layout.addConstraint(LayoutConstraint(card, .trailing, .equal, .root, .trailingMargin))
    try layout.addConstraint(LayoutConstraint(card, .bottom, .equal, safe, .bottom))
    _ = margins
    layout.expectedFrames = ExpectedFrames(source: "hand", tolerance: 0.25, entries: [
      .init(view: card, frame: Rect(x: 8, y: 28, width: 304, height: 418)),
    ])
    let data = layout.jsonData()
    let read = try Layout(jsonData: data)
    #expect(read == layout)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let guides = try #require(json["guides"] as? [[String: Any]])
    #expect(guides.map { $0["kind"] as? String } == ["safeArea", "topLayoutGuide", "layoutMargins"])
    let views = try #require(json["views"] as? [[String: Any]])
    #expect(views.count == 2)
    #expect(views[0]["layoutMargins"] == nil)
    #expect((views[1]["layoutMargins"] as? [String: Double]) == ["top": 10, "left": 10, "bottom": 10, "right": 10])
    let expected = try #require(json["expectedFrames"] as? [String: Any])
    #expect(expected["tolerance"] as? Double == 0.25)
  }

  @Test func badGuidesAndExpectedFramesAreRefused() throws {
    func read(_ text: String) throws -> Layout { try Layout(jsonData: Data(text.utf8)) }
    let head = #"{"format": 1, "rootSize": {"width": 10, "height": 10}, "views": [{"name": "root"}], "#
    #expect(throws: ScenarioError.self) { try read(head + #""guides": [{"name": "g", "owner": "root", "kind": "wavy"}]}"#) }
    #expect(throws: ScenarioError.self) { try read(head + #""guides": [{"name": "g", "owner": "nobody", "kind": "custom"}]}"#) }
    #expect(throws: ScenarioError.self) { try read(head + #""guides": [{"name": "g", "owner": "root", "kind": "topLayoutGuide"}]}"#) }
    #expect(throws: ScenarioError.self) { try read(head + #""guides": [{"name": "g", "owner": "root", "kind": "custom", "length": 3}]}"#) }
    #expect(throws: ScenarioError.self) { try read(head + #""guides": [{"name": "root", "owner": "root", "kind": "custom"}]}"#) }
    let frames = #""expectedFrames": {"frames": [{"view": "root", "x": 0, "y": 0, "width": 1, "height": 1"#
    #expect(throws: ScenarioError.self) { try read(head + frames + #", "status": "maybe"}]}}"#) }
    #expect(throws: ScenarioError.self) { try read(head + #""expectedFrames": {"frames": [{"view": "ghost", "x": 0, "y": 0, "width": 1, "height": 1}]}}"#) }
    #expect(throws: ScenarioError.self) { try read(head + #""expectedFrames": {"frames": [], "tolerance": -1}}"#) }
    let ok = try read(head + frames + #", "status": "ambiguous"}]}}"#)
    #expect(ok.expectedFrames?.entries.first?.status == .ambiguous)
  }

  /// A check counts matches within the tolerance, lists the others, and skips marked views.
  @Test func expectedFrameCheck() throws {
    var layout = Layout(rootSize: Size(width: 100, height: 100))
    let a = try layout.addView("a", in: .root)
    let b = try layout.addView("b", in: .root)
    let c = try layout.addView("c", in: .root)
    layout.expectedFrames = ExpectedFrames(entries: [
      .init(view: a, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
      .init(view: b, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
      .init(view: c, frame: Rect(x: 5, y: 5, width: 5, height: 5), status: .misplaced),
    ])
    let frames = [Rect.zero, Rect(x: 0.4, y: 0, width: 10, height: 10), Rect(x: 0.6, y: 0, width: 10, height: 10), .zero]
    let check = try #require(layout.checkExpectedFrames(frames))
    #expect(check.matched == [a])
    #expect(check.mismatched.map(\.view) == [b])
    #expect(check.skipped == [.init(view: c, status: .misplaced)])
    #expect(check.matchRatio == 0.5)
    #expect(Layout(rootSize: Size(width: 1, height: 1)).checkExpectedFrames([]) == nil)
  }

  /// Tiling copies views, guides, constraints and expected frames, side by side.
  @Test func tiling() throws {
    var (layout, card, safe, _, _) = try fixture()
    try layout.addConstraint(LayoutConstraint(card, .top, .equal, safe, .top))
    layout.expectedFrames = ExpectedFrames(entries: [.init(view: card, frame: Rect(x: 0, y: 20, width: 0, height: 0))])
    let tiled = try layout.tiled(copies: 3)
    #expect(tiled.rootSize == Size(width: 960, height: 480))
    #expect(tiled.realViewCount == 1 + 3 * 2)
    #expect(tiled.guideCount == 9)
    #expect(tiled.constraints.count == 3 * (4 + 1))
    #expect(tiled.expectedFrames?.entries.count == 3)
    #expect(tiled.id(named: "card~3") != nil && tiled.id(named: "safe~2") != nil)
    // Guides come after every view, as a scenario file lists them.
    let firstGuide = try #require(tiled.views.firstIndex { $0.guide != nil })
    #expect(tiled.views[firstGuide...].allSatisfy { $0.guide != nil })
    #expect(try Layout(jsonData: tiled.jsonData()) == tiled)
    #expect(throws: LayoutError.invalidTileCount(0)) { try layout.tiled(copies: 0) }
  }
}
