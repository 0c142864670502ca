import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fifty-fourth round's canvas fix: a view at the top of a storyboard scene, beside its view
/// controller, has the system's root margins (16 or 20 pt at the sides by its own width, 0 above
/// and below), as a xib's top-level view has, each in a document written for it.
@Suite("Canvas, fifty-fourth round")
struct CanvasRoundFiftyFourTests {
  /// A storyboard of the 4.7-inch iPhone saved by `tools` (plug-in `plugin`) with one scene: a
  /// table view controller and, beside it in the scene's objects, a view `width` pt wide holding
  /// a band pinned 10 pt inside its top, leading and trailing margins, 40 pt tall.
  private func extraViewScene(width: Double, tools: String, plugin: String) -> String {
    uiKit("Storyboard.XIB", tools: tools, plugin: plugin, device: "retina4_7", safeAreas: true, """
      <scenes>
      <scene sceneID="s1"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <viewLayoutGuide key="safeArea" id="safe"/>
          </view>
        </viewController>
        <view contentMode="scaleToFill" id="extra">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="128"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
              <rect key="frame" x="26" y="10" width="\(width - 52)" height="40"/>
              <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="band" firstAttribute="top" secondItem="extra" secondAttribute="topMargin" constant="10" id="c1"/>
            <constraint firstItem="band" firstAttribute="leading" secondItem="extra" secondAttribute="leadingMargin" constant="10" id="c2"/>
            <constraint firstAttribute="trailingMargin" secondItem="band" secondAttribute="trailing" constant="10" id="c3"/>
          </constraints>
        </view>
      </objects></scene>
      </scenes>
      """)
  }

  /// Step 1: Tofu's 240 pt empty-state views (17701) and Trailer's 375 pt `Settings` header
  /// (21701) are saved 16 pt inside their sides and 0 pt below their tops; the importer had
  /// given them UIKit's 8 pt on every side (x 18, y 18, 16 pt narrower).
  @Test(arguments: [(240.0, "17701", "17703"), (375.0, "21701", "21679")])
  func sceneTopLevelViewHasTheSystemMargins(width: Double, tools: String, plugin: String) throws {
    let frames = try solvedFrames(extraViewScene(width: width, tools: tools, plugin: plugin))
    #expect(frames["band"] == Rect(x: 26, y: 10, width: width - 52, height: 40))
  }
}
