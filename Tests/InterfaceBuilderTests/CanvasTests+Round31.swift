import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The thirty-first round's canvas fix: an AppKit root saved misplaced is held at its saved size
/// above the hugging of its content, in documents written for it.
@Suite("Canvas, thirty-first round")
struct CanvasRoundThirtyOneTests {
  /// A misplaced 300 x 100 root holding a leading-aligned vertical `NSStackView` pinned 10 pt
  /// below its top and 20 pt from each side, around a 100 x 40 view. Nothing but the root's
  /// saved width sets the stack's: Xcode saves it 260 pt wide, the view at its leading edge
  /// (frames here are in the superview's coordinates, from its top left).
  /// With the root held at its saved size only at the fitting-size priority (50), the stack's
  /// hugging (249.99998) pulled it to the view's 100 pt and the root to 140.
  @Test func aMisplacedRootKeepsItsSavedWidthAgainstAStacksHugging() throws {
    let frames = try solvedFrames(appKit("15505", Self.stackInRoot(viewWidth: 100, stackSavedWidth: 260)))
    #expect(frames["stack"] == Rect(x: 20, y: 10, width: 260, height: 40))
    #expect(frames["view"] == Rect(x: 0, y: 0, width: 100, height: 40))
  }

  /// The same root around a view its own constraint holds 400 pt wide, more than the saved root
  /// holds: a required length still wins over the root's saved size, and the content is laid
  /// out at the size it asks (round 9's FSNotes About pane), the stack 400 pt wide.
  @Test func aRequiredLengthStillOutgrowsTheSavedRoot() throws {
    let frames = try solvedFrames(appKit("15505", Self.stackInRoot(viewWidth: 400, stackSavedWidth: 400)))
    #expect(frames["stack"] == Rect(x: 20, y: 10, width: 400, height: 40))
    #expect(frames["root"]?.width == 440)
  }

  /// The root of both tests, misplaced, with the view `viewWidth` wide and the stack saved
  /// `stackSavedWidth` wide.
  static func stackInRoot(viewWidth: Int, stackSavedWidth: Int) -> String {
    """
    <customView misplaced="YES" id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
      <subviews>
        <stackView distribution="fill" orientation="vertical" alignment="leading" \
    horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
    detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
          <rect key="frame" x="20" y="50" width="\(stackSavedWidth)" height="40"/>
          <subviews>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="view">
              <rect key="frame" x="0.0" y="0.0" width="\(viewWidth)" height="40"/>
              <constraints>
                <constraint firstAttribute="width" constant="\(viewWidth)" id="vw"/>
                <constraint firstAttribute="height" constant="40" id="vh"/>
              </constraints>
            </customView>
          </subviews>
        </stackView>
      </subviews>
      <constraints>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c3"/>
      </constraints>
    </customView>
    """
  }
}
