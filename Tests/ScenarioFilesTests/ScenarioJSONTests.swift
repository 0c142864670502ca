import Foundation
import LayoutModel
import LayoutTestSupport
import ScenarioFiles
import Testing

/// Scenario files that should read back exactly as they were written.
@Suite struct ScenarioJSONTests {
  private func object(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func everyFeatureSurvivesARoundTrip() throws {
    let layout = try Fixtures.everyFeature()
    let data = Scenario(layout: layout).jsonData()
    let decoded = try Scenario(jsonData: data).layout
    #expect(decoded == layout)
    #expect(decoded.direction == .rightToLeft)
    #expect(decoded.views.map(\.name) == ["window", "header", "title", "icon", "body"])
    #expect(decoded.constraints.map { $0.identifier } == layout.constraints.map { $0.identifier })
    #expect(decoded.constraints[6].priority.rawValue == 999.5)
    #expect(decoded[ViewID(2)].compressionResistance.vertical.rawValue == 749.5)
    #expect(decoded[ViewID(1)].autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(Scenario(layout: decoded).jsonData() == data, "writing is deterministic")
  }

  @Test func rootInputsAndUnusualConstraintsRoundTrip() throws {
    var layout = Layout(rootName: "screen", rootSize: Size(width: 0.1, height: 1e7))
    try layout.update(.root) {
      $0.intrinsicContentSize = IntrinsicContentSize(width: 1.0 / 3.0)
      $0.alignmentInsets = EdgeInsets(bottom: -2)
    }
    let child = try layout.addView(View(name: "child with spaces \u{1F600}", parent: .root, firstBaselineOffsetFromTop: 0))
    var odd = LayoutConstraint(child, .width, .equal, .root, .notAnAttribute, multiplier: 0, constant: -0.000001)
    odd.identifier = "\"quoted\" id"
    try layout.addConstraint(odd)
    try layout.addConstraint(LayoutConstraint(child, .height, .lessThanOrEqual, constant: 3, priority: LayoutPriority(1)))
    let decoded = try Scenario(jsonData: Scenario(layout: layout).jsonData()).layout
    #expect(decoded == layout)
    #expect(decoded.constraints[0].second == .root && decoded.constraints[0].secondAttribute == .notAnAttribute)
    #expect(decoded[child].firstBaselineOffsetFromTop == 0)
  }

  @Test func defaultsAreLeftOut() throws {
    let json = try object(Scenario(layout: Fixtures.twoViewsCentered()).jsonData())
    #expect(Set(json.keys) == ["format", "rootSize", "views", "constraints"])
    let views = try #require(json["views"] as? [[String: Any]])
    #expect(Set(views[0].keys) == ["name"])
    #expect(Set(views[1].keys) == ["name", "parent"])
    let constraints = try #require(json["constraints"] as? [[String: Any]])
    #expect(Set(constraints[0].keys) == ["first", "firstAttribute", "constant"])
    #expect(Set(constraints[2].keys) == ["first", "firstAttribute", "second", "secondAttribute"])
  }

  @Test func outputHasOneEntryPerLineInTheDocumentedOrder() throws {
    let layout = try Fixtures.everyFeature()
    let text = try #require(String(data: Scenario(layout: layout).jsonData(), encoding: .utf8))
    #expect(text.hasPrefix("{\n  \"format\": 1,\n"))
    let direction = try #require(text.range(of: "\"direction\""))
    let views = try #require(text.range(of: "\"views\""))
    let constraints = try #require(text.range(of: "\"constraints\""))
    #expect(direction.lowerBound < views.lowerBound && views.lowerBound < constraints.lowerBound)
    #expect(text.contains("\"flexibleWidth\"") && text.contains("\"relation\": \"<=\""))
    let lines = text.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("    {\"name\": ") }.count == layout.viewCount)
    #expect(lines.filter { $0.hasPrefix("    {\"first\": ") }.count == layout.constraints.count)
  }

  @Test func constraintsListedBeforeViewsStillRead() throws {
    // Writers that sort keys put "constraints" first; the reader comes back for them.
    let json = #"{"constraints": [{"first": "a", "firstAttribute": "width", "constant": 5}], "format": 1, "rootSize": {"width": 10, "height": 10}, "views": [{"name": "root"}, {"name": "a", "parent": "root"}]}"#
    let layout = try Scenario(jsonData: Data(json.utf8)).layout
    #expect(layout.constraints.count == 1 && layout.constraints[0].constant == 5)
  }

  @Test func handWrittenFileReadsWithDefaultsFilledIn() throws {
    let json = #"""
      {
        "format": 1,
        "rootSize": { "width": 320, "height": 480 },
        "views": [
          { "name": "root" },
          { "name": "label", "parent": "root", "intrinsicContentSize": { "width": 120 },
            "contentHugging": { "vertical": 251 }, "alignmentInsets": { "left": 2 },
            "autoresizingMask": ["flexibleHeight", "flexibleWidth"],
            "translatesAutoresizingMaskIntoConstraints": true,
            "frame": { "x": 1, "y": 2, "width": 3, "height": 4 } }
        ],
        "constraints": [
          { "first": "label", "firstAttribute": "leading", "second": "root",
            "secondAttribute": "leading", "constant": 20, "priority": 750.5, "identifier": "inset" },
          { "first": "label", "firstAttribute": "height", "relation": ">=", "constant": 21 }
        ]
      }
      """#
    let layout = try Scenario(jsonData: Data(json.utf8)).layout
    let label = try #require(layout.id(named: "label"))
    #expect(layout.direction == .leftToRight)
    #expect(layout[label].intrinsicContentSize == IntrinsicContentSize(width: 120))
    #expect(layout[label].contentHugging == AxisPriorities(horizontal: .defaultLow, vertical: LayoutPriority(251)))
    #expect(layout[label].compressionResistance == .defaultCompressionResistance)
    #expect(layout[label].alignmentInsets == EdgeInsets(left: 2))
    #expect(layout[label].autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(layout[label].frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(layout.constraints.count == 2)
    #expect(layout.describe(layout.constraints[0]) == "label.leading == root.leading + 20 @750.5 (inset)")
    #expect(layout.constraints[1].relation == .greaterThanOrEqual && layout.constraints[1].multiplier == 1)
  }

  @Test func frameSetRoundTripsAndLooksUpByName() throws {
    let layout = try Fixtures.twoViewsCentered()
    let frames = FrameSet(
      layout: layout, frames: Fixtures.twoViewsCenteredFrames, engine: "oracle",
      metadata: ["scenario": "two views", "unit": "pt"])
    let decoded = try FrameSet(jsonData: frames.jsonData())
    #expect(decoded == frames)
    #expect(decoded.entries.map(\.view) == ["root", "a", "b"])
    #expect(decoded.frame(named: "b") == Rect(x: 110, y: 68, width: 100, height: 40))
    #expect(decoded.frame(named: "nobody") == nil)
    #expect(decoded.framesByName.count == 3)

    let bare = FrameSet(entries: [FrameSet.Entry(view: "root", frame: Rect(x: 0, y: 0, width: 0.5, height: -1))])
    let json = try object(bare.jsonData())
    #expect(Set(json.keys) == ["format", "frames"])
    #expect(try FrameSet(jsonData: bare.jsonData()) == bare)
  }

  @Test func shortFrameArrayGivesShortSet() throws {
    let layout = try Fixtures.twoViewsCentered()
    #expect(FrameSet(layout: layout, frames: [.zero]).entries.count == 1)
  }
}

/// Round trips of random layouts and of the examples in the format's documentation.
/// Round trips of layouts the model tests build: a deep chain, an autoresized view.
@Suite struct ScenarioModelRoundTripTests {
  @Test func aDeepChainRoundTrips() throws {
    let depth = 10_000
    let layout = try Fixtures.deepChain(depth: depth)
    let data = Scenario(layout: layout).jsonData()
    let decoded = try Scenario(jsonData: data).layout
    #expect(decoded == layout)
    #expect(decoded.depth(of: ViewID(depth)) == depth)
  }

  /// The size the masks were translated against survives a resize and a round trip.
  @Test func theAutoresizingReferenceSizeRoundTrips() throws {
    var (layout, view) = try Fixtures.autoresizingTestView(mask: [.flexibleLeftMargin, .flexibleWidth])
    let before = layout.autoresizingConstraints(for: view).map(\.0)
    layout.rootSize = Size(width: 480, height: 320)
    let decoded = try Scenario(jsonData: Scenario(layout: layout).jsonData()).layout
    #expect(decoded.autoresizingReferenceSize == Size(width: 320, height: 480))
    #expect(decoded.autoresizingConstraints(for: view).map(\.0) == before)
  }
}

@Suite struct ScenarioJSONRandomTests {
  /// A number drawn from a mix of round values, fractions with long expansions, and extremes of
  /// the documented range (|value| <= 1e7).
  private func number(_ rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: Double(Int.random(in: -500...500, using: &rng))
    case 1: Double(Int.random(in: 1...1000, using: &rng)) / Double(Int.random(in: 1...97, using: &rng))
    case 2: Double.random(in: -1e6...1e6, using: &rng)
    default: [0.1, -0.000_001, 1e-300, 9_999_999.75, -1e7, 0.5][Int.random(in: 0..<6, using: &rng)]
    }
  }

  private func randomLayout(seed: UInt64) throws -> Layout {
    var rng = SplitMix64(seed: seed)
    var layout = Layout(
      rootSize: Size(width: abs(number(&rng)), height: abs(number(&rng))),
      direction: Bool.random(using: &rng) ? .leftToRight : .rightToLeft)
    for index in 1...Int.random(in: 1...20, using: &rng) {
      let parent = ViewID(Int.random(in: 0..<layout.viewCount, using: &rng))
      var view = View(name: "v\(index)", parent: parent)
      if Bool.random(using: &rng) { view.intrinsicContentSize = IntrinsicContentSize(width: abs(number(&rng))) }
      if Bool.random(using: &rng) { view.contentHugging.vertical = LayoutPriority(Double.random(in: 1...1000, using: &rng)) }
      if Bool.random(using: &rng) { view.alignmentInsets = EdgeInsets(top: number(&rng), right: number(&rng)) }
      if Bool.random(using: &rng) { view.firstBaselineOffsetFromTop = number(&rng) }
      view.translatesAutoresizingMaskIntoConstraints = Bool.random(using: &rng)
      view.autoresizingMask = AutoresizingMask(rawValue: UInt8.random(in: 0..<64, using: &rng))
      if Bool.random(using: &rng) {
        view.frame = Rect(x: number(&rng), y: number(&rng), width: number(&rng), height: number(&rng))
      }
      try layout.addView(view)
    }
    let attributes = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }
    for _ in 0..<Int.random(in: 0...40, using: &rng) {
      let first = ViewID(Int.random(in: 0..<layout.viewCount, using: &rng))
      let hasSecond = Int.random(in: 0..<4, using: &rng) > 0
      let constraint = LayoutConstraint(
        first, attributes[Int.random(in: 0..<attributes.count, using: &rng)],
        LayoutRelation.allCases[Int.random(in: 0..<3, using: &rng)],
        hasSecond ? ViewID(Int.random(in: 0..<layout.viewCount, using: &rng)) : nil,
        attributes[Int.random(in: 0..<attributes.count, using: &rng)],
        multiplier: Bool.random(using: &rng) ? 1 : number(&rng), constant: number(&rng),
        priority: Bool.random(using: &rng) ? .required : LayoutPriority(Double.random(in: 1...1000, using: &rng)),
        identifier: Bool.random(using: &rng) ? nil : "c\(Int.random(in: 0...99, using: &rng))")
      _ = try? layout.addConstraint(constraint)  // Invalid pairings are simply not kept.
    }
    return layout
  }

  @Test(arguments: 0..<40)
  func randomLayoutsRoundTrip(seed: Int) throws {
    let layout = try randomLayout(seed: UInt64(seed))
    let decoded = try Scenario(jsonData: Scenario(layout: layout).jsonData()).layout
    #expect(decoded == layout)
  }

  /// The fenced JSON examples of `ScenarioFormat.md`, in order: a scenario, a scenario with
  /// guides, one with expected frames, one with workloads, then a frame set.
  @Test func documentedExamplesRead() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/ScenarioFiles/ScenarioFormat.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let blocks = text.components(separatedBy: "```json\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    try #require(blocks.count == 5)
    let layout = try Scenario(jsonData: Data(blocks[0].utf8)).layout
    #expect(layout.viewCount == 4 && layout.constraints.count == 3 && layout.direction == .rightToLeft)
    let guided = try Scenario(jsonData: Data(blocks[1].utf8)).layout
    #expect(guided.realViewCount == 3 && guided.guideCount == 4)
    #expect(guided[ViewID(1)].layoutMargins == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    let expected = try Scenario(jsonData: Data(blocks[2].utf8))
    #expect(expected.expectedFrames?.entries.map(\.status) == [.checked, .ambiguous])
    let workloads = try #require(try Scenario(jsonData: Data(blocks[3].utf8)).workloads)
    #expect(workloads.rootSizes?.count == 2 && workloads.constants?.first?.values == [20, 24, 18])
    #expect(workloads.churn?.count == 3 && workloads.moves?.first?.replacements.count == 1)
    #expect(workloads.removals?.map(\.replacements.count) == [0, 1] && workloads.intrinsicSizes?.first?.sizes.count == 3)
    let frames = try FrameSet(jsonData: Data(blocks[4].utf8))
    #expect(frames.engine == "cassowary" && frames.entries.count == 2)
  }
}
