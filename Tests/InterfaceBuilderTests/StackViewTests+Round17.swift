import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The seventeenth round of issue 19's stack-view fixes, each in a document written for it.
@Suite("Stack views, seventeenth round")
struct StackViewRoundSeventeenTests {
  /// A vertical `NSStackView` pinned to every edge of a 200 x 100 view, holding two custom views
  /// the document makes 30 and 40 pt tall, 50 pt apart: 120 pt that do not fit. The stack
  /// installs its constraints after the document's, so its spacing is what gives way, as
  /// Clocker's panel (Xcode 12) saves it: the views keep their heights, the first at the stack's
  /// top and the second at its bottom. With the stack's constraints first, the second view's
  /// own height was broken (20 pt tall).
  @Test func aStacksConstraintsGiveWayToTheDocumentsOwn() throws {
    func view(_ id: String, y: Double, height: Double) -> String {
      """
      <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="0.0" y="\(y)" width="200" height="\(height)"/>
        <constraints><constraint firstAttribute="height" constant="\(height)" id="\(id)h"/></constraints>
      </customView>
      """
    }
    let frames = try recoveredFrames(appKit("17701", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <subviews>
          <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="50" \
      horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
      detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>\(view("a", y: 70, height: 30))\(view("b", y: 0, height: 40))</subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
          <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c2"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c4"/>
        </constraints>
      </customView>
      """))
    #expect(frames["stack"] == Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 200, height: 30))
    #expect(frames["b"] == Rect(x: 0, y: 60, width: 200, height: 40))
  }
}
