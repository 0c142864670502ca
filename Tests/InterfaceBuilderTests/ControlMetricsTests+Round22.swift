import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twenty-second round of issue 19's fixes, each in a document written for it.
@Suite("Control metrics, twenty-second round")
struct ControlMetricsRoundTwentyTwoTests {
  /// A regular bar progress indicator of Xcode 26 (Lunar's, `Main.storyboard`, 24127), given a
  /// height of 18 and pinned 20 pt from the top of a 60 pt view, is saved 18 tall at the top the
  /// constraint gives: Xcode 26 draws it flush with its alignment rect. Before, the importer
  /// gave it the 1 pt above and below of earlier builds: a 20 pt frame 1 pt higher.
  @Test func barProgressIndicatorOfXcode26IsFlushWithItsRect() throws {
    let frames = try solvedFrames(appKit("24127", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
        <subviews>
          <progressIndicator maxValue="1" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="20" y="22" width="239" height="18"/>
            <constraints>
              <constraint firstAttribute="width" constant="239" id="w"/>
              <constraint firstAttribute="height" constant="18" id="h"/>
            </constraints>
          </progressIndicator>
        </subviews>
        <constraints>
          <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
          <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["bar"] == Rect(x: 20, y: 20, width: 239, height: 18))
  }
}
