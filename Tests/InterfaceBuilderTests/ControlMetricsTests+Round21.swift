import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twenty-first round of issue 19's fixes, each in a document written for it.
@Suite("Control metrics, twenty-first round")
struct ControlMetricsRoundTwentyOneTests {
  /// A bordered, titled round rect button of Xcode 8 (JSONExport's "Open .json File"), given a
  /// height of 18 and pinned 20 pt from the top of a 60 pt view, is saved 19 tall: the frame
  /// reaches 1 pt below the alignment rect the constraint sizes. Before, the saved frame was
  /// taken for the rect and the constraint made it 18 tall.
  @Test func roundRectButtonDrawsOnePointBelowItsRect() throws {
    let frames = try solvedFrames(appKit("11201", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
        <subviews>
          <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="open">
            <rect key="frame" x="20" y="21" width="98" height="19"/>
            <constraints>
              <constraint firstAttribute="height" constant="18" id="h"/>
              <constraint firstAttribute="width" constant="98" id="w"/>
            </constraints>
            <buttonCell key="cell" type="roundRect" title="Open .json File" bezelStyle="roundedRect" alignment="center" \
      state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="openCell">
              <font key="font" metaFont="cellTitle"/>
            </buttonCell>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="open" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
          <constraint firstItem="open" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["open"] == Rect(x: 20, y: 20, width: 98, height: 19))
  }
}
