import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fortieth round of issue 19's importer fixes: views Xcode saves as determined that the
/// engine found ambiguous, each in a document written for it.
@Suite("Stack views, fortieth round: equal spacing's hugging")
struct StackViewRoundFortyTests {
  /// A fixed-size view `id`, 40 x 20.
  static func box(_ id: String) -> String {
    """
    <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
      <constraints>
        <constraint firstAttribute="width" constant="40" id="\(id)-w"/>
        <constraint firstAttribute="height" constant="20" id="\(id)-h"/>
      </constraints>
    </customView>
    """
  }

  /// A 200 x 200 view holding a vertical equal-spacing stack (spacing 10, hugging 249.99998)
  /// pinned 10 pt from its top and leading edge only, so nothing outside gives it a height, with
  /// three 20 pt views arranged in it.
  static let looseStack = appKit("22113.3", """
    <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
      <subviews>
        <stackView distribution="equalSpacing" orientation="vertical" alignment="leading" spacing="10" \
    horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
    detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
          <rect key="frame" x="10" y="110" width="40" height="80"/>
          <subviews>\(box("a"))\(box("b"))\(box("c"))</subviews>
        </stackView>
      </subviews>
      <constraints>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
      </constraints>
    </customView>
    """)

  /// An equal-spacing `NSStackView` that nothing outside stretches hugs its views at its
  /// spacing (toggl's preferences window, two vertical stacks of check boxes; Unshaky's and
  /// DSFSparkline's stacks): the importer held its edges at its hugging but not its gaps, so the
  /// stack's length and every view's place in it were free, and the engine reported them
  /// ambiguous though Xcode saves them determined.
  @Test func aStackNothingStretchesHugsItsViews() throws {
    let document = try InterfaceBuilderDocument(data: Data(Self.looseStack.utf8))
    let root = try #require(document.roots.first)
    let engine = try CassowaryEngine(layout: root.layout)
    let ambiguous = engine.ambiguousViews().map { root.layout.name(of: $0) }
    #expect(ambiguous.isEmpty, "ambiguous: \(ambiguous)")
    let frames = try solvedFrames(Self.looseStack)
    #expect(frames["stack"] == Rect(x: 10, y: 10, width: 40, height: 80))
    #expect(frames["c"] == Rect(x: 0, y: 60, width: 40, height: 20))
  }

  /// Stretched from outside (its bottom pinned too), the stack still spreads its views across
  /// its length, equal gaps, first and last at its edges.
  @Test func aStretchedStackStillSpreadsItsViews() throws {
    let xml = Self.looseStack.replacingOccurrences(of: """
      <constraint firstItem="stack" firstAttribute="top"
      """, with: """
      <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="10" id="c3"/>
      <constraint firstItem="stack" firstAttribute="top"
      """)
    let frames = try solvedFrames(xml)
    #expect(frames["stack"] == Rect(x: 10, y: 10, width: 40, height: 180))
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(frames["b"] == Rect(x: 0, y: 80, width: 40, height: 20))
    #expect(frames["c"] == Rect(x: 0, y: 160, width: 40, height: 20))
  }
}
