import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The seventh round of issue 19's fixes, each in a document written for it: AppKit switches
/// sized by their saved frames.
@Suite("Control metrics, seventh round")
struct ControlMetricsRoundSevenTests {
  /// A mini `NSSwitch` pinned 20 pt from the trailing edge and the top of a 300 pt wide view:
  /// its size is the saved frame's (the switch is a control sized by its content), so it keeps
  /// 36 x 16 and ends 20 pt from the edge. Without a size it had none and spanned nothing.
  @Test func appKitSwitchesTakeTheirSizeFromTheirFrame() throws {
    let frames = try solvedFrames(appKit("24127", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" controlSize="mini" \
      baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
            <rect key="frame" x="244" y="64" width="36" height="16"/>
          </switch>
        </subviews>
        <constraints>
          <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="c1"/>
          <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["toggle"] == Rect(x: 244, y: 20, width: 36, height: 16))
  }
}
