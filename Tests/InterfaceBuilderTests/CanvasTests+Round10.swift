import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The tenth round of issue 19's layout fixes, each in a document written for it: the canvas of
/// iOS scenes (status bars, opaque bars, misplaced scene views).
@Suite("Canvas, tenth round")
struct CanvasRoundTenTests {
  private func uiKit(tools: String, plugin: String, device: String, safeAreas: Bool = true, _ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "")>
    <device id="\(device)" orientation="portrait"/>
    <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugin)"/></dependencies>
    \(body)</document>
    """
  }

  /// A scene on the iPhone X (`retina5_9`) saved by Xcode 15 with a view pinned to its safe
  /// area's top: the canvas's status bar is 50 pt there, so the view is at y 50, not 44.
  @Test func iPhoneXStatusBarIs50PointsInXcode15() throws {
    let frames = try solvedFrames(uiKit(tools: "22505", plugin: "22504", device: "retina5_9", """
      <scenes><scene sceneID="s0"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                <rect key="frame" x="0.0" y="50" width="375" height="90"/>
                <constraints><constraint firstAttribute="height" constant="90" id="h"/></constraints>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="band" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
              <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
              <constraint firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="c3"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
      """))
    #expect(frames["band"] == Rect(x: 0, y: 50, width: 375, height: 90))
  }
}
