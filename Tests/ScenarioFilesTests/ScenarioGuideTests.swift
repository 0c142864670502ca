import Foundation
import LayoutModel
import LayoutTestSupport
import ScenarioFiles
import Testing

/// Guides, margins and expected frames in scenario files, the check against expected frames,
/// and tiling a scenario.
@Suite struct ScenarioGuideTests {
  /// Frame sets list views only: guides have no frame of their own.
  @Test func frameSetsLeaveGuidesOut() throws {
    let layout = try Fixtures.guidedCard().layout
    let frames = FrameSet(layout: layout, frames: Array(repeating: .zero, count: layout.viewCount))
    #expect(frames.entries.map(\.view) == ["root", "card"], "guides have no frame in the output")
  }

  /// Guides, margins and expected frames survive a scenario round trip; the file lists guides
  /// in their own section and leaves the default margins out.
  @Test func scenarioRoundTrip() throws {
    var (layout, card, safe, _, margins) = try Fixtures.guidedCard()
    try layout.addConstraint(LayoutConstraint(card, .top, .equal, safe, .top, constant: 8))
    try layout.addConstraint(LayoutConstraint(card, .leading, .equal, .root, .leadingMargin))
    try layout.addConstraint(LayoutConstraint(card, .trailing, .equal, .root, .trailingMargin))
    try layout.addConstraint(LayoutConstraint(card, .bottom, .equal, safe, .bottom))
    _ = margins
    let scenario = Scenario(layout: layout, expectedFrames: ExpectedFrames(source: "hand", tolerance: 0.25, entries: [
      .init(view: card, frame: Rect(x: 8, y: 28, width: 304, height: 418)),
    ]))
    let data = scenario.jsonData()
    let read = try Scenario(jsonData: data)
    #expect(read == scenario)
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
    func read(_ text: String) throws -> Scenario { try Scenario(jsonData: Data(text.utf8)) }
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
    let scenario = Scenario(layout: layout, expectedFrames: ExpectedFrames(entries: [
      .init(view: a, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
      .init(view: b, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
      .init(view: c, frame: Rect(x: 5, y: 5, width: 5, height: 5), status: .misplaced),
    ]))
    let frames = [Rect.zero, Rect(x: 0.4, y: 0, width: 10, height: 10), Rect(x: 0.6, y: 0, width: 10, height: 10), .zero]
    let check = try #require(scenario.checkExpectedFrames(frames))
    #expect(check.matched == [a])
    #expect(check.mismatched.map(\.view) == [b])
    #expect(check.skipped == [.init(view: c, status: .misplaced)])
    #expect(check.matchRatio == 0.5)
    #expect(Scenario(layout: Layout(rootSize: Size(width: 1, height: 1))).checkExpectedFrames([]) == nil)
  }

  /// Tiling a scenario copies its expected frames with their views; the copy reads back as it
  /// was written.
  @Test func tilingCopiesExpectedFrames() throws {
    var (layout, card, safe, _, _) = try Fixtures.guidedCard()
    try layout.addConstraint(LayoutConstraint(card, .top, .equal, safe, .top))
    let scenario = Scenario(
      layout: layout, expectedFrames: ExpectedFrames(entries: [.init(view: card, frame: Rect(x: 0, y: 20, width: 0, height: 0))]))
    let tiled = try scenario.tiled(copies: 3)
    let plain = try layout.tiled(copies: 3)
    #expect(tiled.layout == plain)
    #expect(tiled.expectedFrames?.entries.map { tiled.layout.name(of: $0.view) } == ["card~1", "card~2", "card~3"])
    #expect(try Scenario(jsonData: tiled.jsonData()) == tiled)
    #expect(throws: LayoutError.invalidTileCount(0)) { try scenario.tiled(copies: 0) }
  }
}
