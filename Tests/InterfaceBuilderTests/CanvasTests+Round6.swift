import Foundation
@testable import InterfaceBuilder
import LayoutModel
import Testing

/// The sixth round of issue 19's fixes, each in a document written for it: stack views that
/// arrange inside their own layout margins, the 6.1-inch iPhone's status bar by Xcode, and
/// freeform scenes that Xcode 13 and later mark by their size alone.
@Suite("Canvas and stack views, sixth round")
struct CanvasRoundSixTests {
  /// A stack view with layout margins of its own (16 pt around) and no
  /// `layoutMarginsRelativeArrangement`, pinned to the top and sides of a 300 pt view: its
  /// 50 pt tall arranged view sits inside the margins, and the stack is 82 pt tall.
  @Test func stackViewsWithTheirOwnMarginsArrangeInsideThem() throws {
    let frames = try solvedFrames(uiKit("XIB", tools: "16096", plugin: "16086", device: "retina6_1", """
      <objects>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
          <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="0.0" y="0.0" width="300" height="82"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="item">
                  <rect key="frame" x="16" y="16" width="268" height="50"/>
                  <constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>
                </view>
              </subviews>
              <edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
          </constraints>
        </view>
      </objects>
      """))
    #expect(frames["stack"] == Rect(x: 0, y: 0, width: 300, height: 82))
    #expect(frames["item"] == Rect(x: 16, y: 16, width: 268, height: 50))
  }

  /// A full-screen scene on the 6.1-inch iPhone with a view pinned to its safe area's top: at
  /// y 44 in a document of Xcode 13 (plug-in 20020), at y 48 in one of Xcode 14.3 (22685).
  @Test(arguments: [("20037", "20020", 44.0), ("22685", "22685", 48.0)])
  func theSixPointOneInchStatusBarGrewWithXcode14(tools: String, plugin: String, top: Double) throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: tools, plugin: plugin, device: "retina6_1", """
      <scenes><scene sceneID="s1"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="\(top)" width="414" height="10"/>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
              <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
              <constraint firstItem="bar" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
      """))
    #expect(frames["bar"] == Rect(x: 0, y: top, width: 414, height: 10))
  }

  /// A 375 x 778 scene on the 6.1-inch iPhone that Xcode 14.3 marks freeform by its
  /// `freeformSize` alone: a button pinned to the safe area's top is under the 48 pt status
  /// bar, and a view pinned to its bottom ends above the 34 pt home indicator.
  @Test func freeformScenesMarkedBySizeAloneKeepTheDevicesInsets() throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: "22685", plugin: "22685", device: "retina6_1", """
      <scenes><scene sceneID="s1"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="778"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="319" y="48" width="44" height="44"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                <rect key="frame" x="0.0" y="644" width="375" height="100"/>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="button" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="button" secondAttribute="trailing" constant="12" id="c2"/>
              <constraint firstItem="button" firstAttribute="width" constant="44" id="c3"/>
              <constraint firstItem="button" firstAttribute="height" constant="44" id="c4"/>
              <constraint firstItem="safe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c5"/>
              <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c6"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c7"/>
              <constraint firstItem="content" firstAttribute="height" constant="100" id="c8"/>
            </constraints>
          </view>
          <size key="freeformSize" width="375" height="778"/>
        </viewController>
      </objects></scene></scenes>
      """))
    #expect(frames["button"] == Rect(x: 319, y: 48, width: 44, height: 44))
    #expect(frames["content"] == Rect(x: 0, y: 644, width: 375, height: 100))
  }

  /// The same freeform scene presented modally as a page sheet (Xcode 11 and later), saved
  /// 10 pt shorter than its freeform size: no inset at all, the button at the top and the view
  /// at the bottom of the scene.
  @Test func freeformPageSheetsKeepNoInset() throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: "22685", plugin: "22685", device: "retina6_1", """
      <scenes>
      <scene sceneID="s0"><objects>
        <viewController id="presenter">
          <view key="view" contentMode="scaleToFill" id="presenterRoot"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
          <connections><segue destination="vc" kind="presentation" id="present"/></connections>
        </viewController>
      </objects></scene>
      <scene sceneID="s1"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="768"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="20" y="0.0" width="44" height="44"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                <rect key="frame" x="0.0" y="668" width="375" height="100"/>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="button" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
              <constraint firstItem="button" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
              <constraint firstItem="button" firstAttribute="width" constant="44" id="c3"/>
              <constraint firstItem="button" firstAttribute="height" constant="44" id="c4"/>
              <constraint firstItem="safe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c5"/>
              <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c6"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c7"/>
              <constraint firstItem="content" firstAttribute="height" constant="100" id="c8"/>
            </constraints>
          </view>
          <size key="freeformSize" width="375" height="778"/>
        </viewController>
      </objects></scene>
      </scenes>
      """))
    #expect(frames["button"] == Rect(x: 20, y: 0, width: 44, height: 44))
    #expect(frames["content"] == Rect(x: 0, y: 668, width: 375, height: 100))
  }
}
