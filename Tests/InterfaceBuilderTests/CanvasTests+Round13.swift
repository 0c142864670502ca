import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The thirteenth round of issue 19's canvas fixes, each in a document written for it.
@Suite("Canvas, thirteenth round")
struct CanvasRoundThirteenTests {
  /// A xib's top-level collection view cell (Xcode 10, 4.7-inch iPhone) of a width, with a label
  /// pinned to its own leading and trailing margins and to its top margin. Xcode gives the cell a
  /// root view's system minimum margins by its own width: 16 pt at 375, 20 pt at 402, none above
  /// (Rocket.Chat's cells). UIKit's 8 pt had put the label 8 pt out on both sides.
  @Test(arguments: [(375.0, 16.0), (402.0, 20.0), (352.0, 16.0)])
  func topLevelCellsOfAXibTakeARootViewsMargins(width: Double, side: Double) throws {
    let frames = try solvedFrames(uiKit("XIB", tools: "14460.31", plugin: "14460.20", device: "retina4_7", """
      <objects>
        <collectionViewCell opaque="NO" contentMode="center" id="cell">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="40"/>
          <view key="contentView" opaque="NO" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="40"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                <rect key="frame" x="\(side)" y="0.0" width="\(width - 2 * side)" height="10"/>
              </view>
            </subviews>
          </view>
          <constraints>
            <constraint firstItem="band" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="band" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="band" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="c3"/>
            <constraint firstItem="band" firstAttribute="height" constant="10" id="c4"/>
          </constraints>
          <viewLayoutGuide key="safeArea" id="safe"/>
        </collectionViewCell>
      </objects>
      """))
    #expect(frames["band"] == Rect(x: side, y: 0, width: width - 2 * side, height: 10))
  }

  /// A view controller's freeform scene of a width (Xcode 9, a document of the 4.7-inch iPhone)
  /// with a band pinned to its leading and trailing margins. Its side margins are those of its
  /// own width, not the screen's: 20 pt at 815 pt (eidolon's scenes), 16 pt at 320. The
  /// screen's 375 pt had given 16 pt to both.
  @Test(arguments: [(815.0, 20.0), (320.0, 16.0)])
  func sceneMarginsFollowTheRootsOwnWidth(width: Double, side: Double) throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: "13771", plugin: "13772", device: "retina4_7", safeAreas: false, """
      <scenes><scene sceneID="s"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                <rect key="frame" x="\(side)" y="100" width="\(width - 2 * side)" height="10"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
              <constraint firstAttribute="trailingMargin" secondItem="band" secondAttribute="trailing" id="c2"/>
              <constraint firstItem="band" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
              <constraint firstItem="band" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
          </view>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
          <size key="freeformSize" width="\(width)" height="600"/>
        </viewController>
      </objects></scene></scenes>
      """))
    #expect(frames["band"] == Rect(x: side, y: 100, width: width - 2 * side, height: 10))
  }
}
