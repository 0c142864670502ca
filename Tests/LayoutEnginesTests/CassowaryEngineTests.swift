import LayoutModel
import LayoutTestSupport
import Testing

@testable import LayoutEngines

@Suite struct CassowaryEngineTests {
  @Test func solvesTheTwoViewFixture() throws {
    let engine = try CassowaryEngine(layout: try Fixtures.twoViewsCentered())
    #expect(isApproximatelyEqual(engine.frames, Fixtures.twoViewsCenteredFrames))
  }

  /// The engine keeps value semantics over its non-copyable solver: a copy shares the solver
  /// until one of them changes, and then the change is that copy's alone. Setting the work limit
  /// does not copy.
  @Test func aCopyOfTheEngineChangesAlone() throws {
    let original = try CassowaryEngine(layout: try Fixtures.twoViewsCentered())
    var copy = original
    copy.workLimit = 1_000_000
    #expect(copy.storage === original.storage)
    try copy.resize(to: Size(width: 1000, height: 800))
    #expect(copy.storage !== original.storage)
    #expect(isApproximatelyEqual(original.frames, Fixtures.twoViewsCenteredFrames))
    #expect(!isApproximatelyEqual(copy.frames, Fixtures.twoViewsCenteredFrames))
    #expect(original.workLimit == nil)
  }

  /// Where each horizontal mask puts the seed's view (160 120; 80 80, margins 160 and 80 in a
  /// 320-wide superview) when the superview is `width` wide: the flexible parts share the change
  /// in proportion to their original lengths, as UIKit's autoresizing does.
  static func expectedHorizontal(_ mask: AutoresizingMask, width: Double) -> (x: Double, width: Double) {
    let parts: [(length: Double, flexible: Bool)] = [
      (160, mask.contains(.flexibleLeftMargin)), (80, mask.contains(.flexibleWidth)),
      (80, mask.contains(.flexibleRightMargin)),
    ]
    let flexibleLength = parts.filter(\.flexible).reduce(0) { $0 + $1.length }
    let delta = width - 320
    func grown(_ i: Int) -> Double {
      guard parts[i].flexible, flexibleLength > 0 else { return parts[i].length }
      return parts[i].length + delta * parts[i].length / flexibleLength
    }
    // Both margins flexible around a fixed size: the translation keeps the center at the same
    // fraction of the superview (Apple's `centerX == 0.625 * superview.width`), which is not
    // quite UIKit's frame-based split of the change between the margins.
    if parts[0].flexible && parts[2].flexible && !parts[1].flexible {
      return (200 / 320 * width - 40, 80)
    }
    // With no flexible part, the left margin and the size stay.
    return (grown(0), grown(1))
  }

  @Test(arguments: 0..<8)
  func solvedFramesFollowEachHorizontalMask(bits: Int) throws {
    let mask = AutoresizingMask(rawValue: UInt8(bits))
    let (layout, view) = try Fixtures.autoresizingTestView(mask: mask)
    var engine = try CassowaryEngine(layout: layout)
    #expect(isApproximatelyEqual(engine.frames[view.index], Rect(x: 160, y: 120, width: 80, height: 80), absolute: 1e-4))
    for width in [400.0, 480, 300] {
      try engine.resize(to: Size(width: width, height: 480))
      let expected = Self.expectedHorizontal(mask, width: width)
      let frame = engine.frames[view.index]
      #expect(isApproximatelyEqual(frame.x, expected.x, absolute: 1e-4), "mask \(bits) width \(width)")
      #expect(isApproximatelyEqual(frame.width, expected.width, absolute: 1e-4), "mask \(bits) width \(width)")
      #expect(isApproximatelyEqual(frame.y, 120, absolute: 1e-4))
    }
  }

  @Test(arguments: 0..<8)
  func solvedFramesFollowEachVerticalMask(bits: Int) throws {
    // The vertical bits sit three places higher; the same view transposed gives the same numbers.
    let mask = AutoresizingMask(rawValue: UInt8(bits) << 3)
    var layout = Layout(rootName: "superview", rootSize: Size(width: 480, height: 320))
    let view = try layout.addView(View(
      name: "testView", parent: .root, translatesAutoresizingMaskIntoConstraints: true,
      autoresizingMask: mask, frame: Rect(x: 120, y: 160, width: 80, height: 80)))
    var engine = try CassowaryEngine(layout: layout)
    let horizontal = AutoresizingMask(rawValue: UInt8(bits))
    for height in [400.0, 480, 300] {
      try engine.resize(to: Size(width: 480, height: height))
      let expected = Self.expectedHorizontal(horizontal, width: height)
      let frame = engine.frames[view.index]
      #expect(isApproximatelyEqual(frame.y, expected.x, absolute: 1e-4), "mask \(bits) height \(height)")
      #expect(isApproximatelyEqual(frame.height, expected.width, absolute: 1e-4), "mask \(bits) height \(height)")
      #expect(isApproximatelyEqual(frame.x, 120, absolute: 1e-4))
    }
  }

  /// A label pinned at the leading edge with a trailing limit, sized by its intrinsic width.
  func labelLayout() throws -> (Layout, ViewID) {
    var layout = Layout(rootSize: Size(width: 320, height: 100))
    let label = try layout.addView(View(
      name: "label", parent: .root, intrinsicContentSize: IntrinsicContentSize(width: 100, height: 20)))
    try layout.addConstraint(LayoutConstraint(label, .leading, .equal, .root, .leading, constant: 10))
    try layout.addConstraint(LayoutConstraint(label, .trailing, .lessThanOrEqual, .root, .trailing, constant: -10))
    try layout.addConstraint(LayoutConstraint(label, .top, .equal, .root, .top, constant: 5))
    return (layout, label)
  }

  @Test func intrinsicSizeHugsAndCompresses() throws {
    let (layout, label) = try labelLayout()
    var engine = try CassowaryEngine(layout: layout)
    #expect(isApproximatelyEqual(engine.frames[label.index], Rect(x: 10, y: 5, width: 100, height: 20)))
    try engine.setIntrinsicContentSize(IntrinsicContentSize(width: 150, height: 30), of: label)
    #expect(isApproximatelyEqual(engine.frames[label.index], Rect(x: 10, y: 5, width: 150, height: 30)))
    // The required trailing limit wins over compression resistance.
    try engine.resize(to: Size(width: 100, height: 100))
    #expect(isApproximatelyEqual(engine.frames[label.index].width, 80))
    // Without an intrinsic width nothing sizes the label horizontally but the trailing limit.
    try engine.setIntrinsicContentSize(IntrinsicContentSize(width: 40, height: nil), of: label)
    #expect(isApproximatelyEqual(engine.frames[label.index].width, 40))
  }

  @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
    var layout = Layout(rootSize: Size(width: 300, height: 100), direction: .rightToLeft)
    let a = try layout.addView("a", in: .root)
    let b = try layout.addView("b", in: .root)
    for v in [a, b] {
      try layout.addConstraint(LayoutConstraint(v, .width, constant: 50))
      try layout.addConstraint(LayoutConstraint(v, .height, constant: 10))
      try layout.addConstraint(LayoutConstraint(v, .top, .equal, .root, .top))
    }
    try layout.addConstraint(LayoutConstraint(a, .leading, .equal, .root, .leading, constant: 20))
    try layout.addConstraint(LayoutConstraint(b, .leading, .equal, a, .trailing, constant: 8))
    let frames = try CassowaryEngine(layout: layout).frames
    #expect(isApproximatelyEqual(frames[a.index].x, 230))  // 20 from the right edge
    #expect(isApproximatelyEqual(frames[b.index].x, 172))  // 8 further towards the left
  }

  @Test func deepTreeOfTenThousandLevels() throws {
    let depth = 10_000
    var layout = Layout(rootSize: Size(width: 30_000, height: 30_000))
    var parent = ViewID.root
    for i in 0..<depth {
      let v = try layout.addView("v\(i)", in: parent)
      try layout.addConstraint(LayoutConstraint(v, .left, .equal, parent, .left, constant: 1))
      try layout.addConstraint(LayoutConstraint(v, .right, .equal, parent, .right, constant: -1))
      try layout.addConstraint(LayoutConstraint(v, .top, .equal, parent, .top, constant: 1))
      try layout.addConstraint(LayoutConstraint(v, .bottom, .equal, parent, .bottom, constant: -1))
      parent = v
    }
    var engine = try CassowaryEngine(layout: layout)
    #expect(isApproximatelyEqual(engine.frames[depth], Rect(x: 1, y: 1, width: 10_000, height: 10_000)))
    try engine.resize(to: Size(width: 40_000, height: 20_002))
    #expect(isApproximatelyEqual(engine.frames[depth], Rect(x: 1, y: 1, width: 20_000, height: 2)))
    // Churn in the middle of the nest: the inner half goes and comes back.
    try engine.removeSubtree(ViewID(5_000))
    try engine.insertSubtree(ViewID(5_000))
    #expect(isApproximatelyEqual(engine.frames[depth], Rect(x: 1, y: 1, width: 20_000, height: 2)))
  }

  @Test func conflictsAreReportedReadably() throws {
    var layout = try Fixtures.twoViewsCentered()
    let b = try #require(layout.id(named: "b"))
    try layout.addConstraint(LayoutConstraint(b, .top, .equal, .root, .top, constant: 300))
    #expect {
      _ = try CassowaryEngine(layout: layout)
    } throws: { error in
      guard case EngineError.unsatisfiable(let conflicting) = error else { return false }
      return conflicting.first == "b.top == root.top + 300"
        && conflicting.contains("b.top == a.bottom + 8") && conflicting.contains("a.top == root.top + 20")
    }
  }

  @Test func rebuildAgreesAfterEveryKindOfChange() throws {
    var layout = try Fixtures.twoViewsCentered()
    let a = try #require(layout.id(named: "a"))
    let c = try layout.addView(View(name: "c", parent: a, intrinsicContentSize: IntrinsicContentSize(width: 30, height: 12)))
    try layout.addConstraint(LayoutConstraint(c, .leading, .equal, a, .leading, constant: 4))
    try layout.addConstraint(LayoutConstraint(c, .centerY, .equal, a, .centerY))
    var incremental = try CassowaryEngine(layout: layout)
    var rebuild = try RebuildEngine(layout: layout)
    func agree() { #expect(isApproximatelyEqual(incremental.values, rebuild.values)) }
    agree()
    try incremental.resize(to: Size(width: 480, height: 320)); try rebuild.resize(to: Size(width: 480, height: 320))
    agree()
    try incremental.setConstant(33, ofConstraint: 3); try rebuild.setConstant(33, ofConstraint: 3)
    agree()
    #expect(isApproximatelyEqual(incremental.frames[a.index].y, 33))
    try incremental.setIntrinsicContentSize(IntrinsicContentSize(width: 60, height: 12), of: c)
    try rebuild.setIntrinsicContentSize(IntrinsicContentSize(width: 60, height: 12), of: c)
    agree()
    try incremental.removeSubtree(a); try rebuild.removeSubtree(a)
    try incremental.insertSubtree(a); try rebuild.insertSubtree(a)
    agree()
    #expect(isApproximatelyEqual(incremental.frames[c.index], Rect(x: 4, y: 14, width: 60, height: 12)))
  }
}

func isApproximatelyEqual(_ a: [Double], _ b: [Double]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { isApproximatelyEqual($0, $1, absolute: 1e-6) }
}
