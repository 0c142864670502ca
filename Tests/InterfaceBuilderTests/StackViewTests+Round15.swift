import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fifteenth round of issue 19's stack-view fixes (AppKit), each in a document written for it.
@Suite("Stack views, fifteenth round")
struct StackViewRoundFifteenTests {
  /// A 300 x 100 view holding a horizontal `NSStackView` with `content` as its subviews, pinned
  /// to the view's top and trailing edges and at least 20 pt from its leading edge: nothing but
  /// the stack's own size settles its width and height.
  static func stackPinnedTrailing(_ content: String) -> String {
    appKit("15705", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <stackView distribution="fill" orientation="horizontal" alignment="centerY" \
      horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
      detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="300" y="100" width="0.0" height="0.0"/>
            \(content)
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" \
      secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
        </constraints>
      </customView>
      """)
  }

  /// An `NSStackView` with nothing arranged (no subviews, or only a hidden view it detaches) is
  /// zero wide and zero tall at its hugging priorities: Xcode saves Fanny's radio-button stack at
  /// the trailing edge 0 pt wide, and Toggl's and NetNewsWire's empty stacks 0 long. Without the
  /// rule the stack's width was free and the engine stretched it to the leading constraint.
  @Test(arguments: [
    "",
    """
    <subviews>
      <button hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hiddenButton">
        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
        <constraints>
          <constraint firstAttribute="width" constant="40" id="w"/>
          <constraint firstAttribute="height" constant="20" id="h"/>
        </constraints>
        <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" id="cell"/>
      </button>
    </subviews>
    """,
  ])
  func anEmptyStackIsZeroLong(content: String) throws {
    let frames = try solvedFrames(Self.stackPinnedTrailing(content))
    #expect(frames["stack"] == Rect(x: 300, y: 0, width: 0, height: 0))
  }
}
