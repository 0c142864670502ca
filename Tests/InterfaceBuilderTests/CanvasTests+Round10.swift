import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The tenth round of issue 19's layout fixes, each in a document written for it: the canvas of
/// iOS scenes (status bars, opaque bars, misplaced scene views).
@Suite("Canvas, tenth round")
struct CanvasRoundTenTests {
  /// A navigation controller on the 5.5-inch iPhone whose opaque bar leads to the scene `vc`.
  static let opaqueNavigationScene = """
    <scene sceneID="s0"><objects>
      <navigationController id="nav">
        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
          <rect key="frame" x="0.0" y="20" width="414" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
        </navigationBar>
        <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/></connections>
      </navigationController>
    </objects></scene>
    """

  /// A storyboard scene whose `width` x `height` view holds one view, `id`, saved at `saved`
  /// and pinned to the safe area: its top (`height` given, the band of a status-bar test) or
  /// its top and bottom (no height), and to the sides of the view.
  func pinnedScene(width: Double, height: Double, id: String, saved: Rect, fixedHeight: Double? = nil) -> String {
    let heightConstraint = fixedHeight.map {
      #"<constraints><constraint firstAttribute="height" constant="\#($0)" id="h"/></constraints>"#
    } ?? ""
    let bottom = fixedHeight == nil
      ? #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="\#(id)" secondAttribute="bottom" id="c4"/>"# : ""
    return """
      <scenes><scene sceneID="s0"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(saved.x)" y="\(saved.y)" width="\(saved.width)" height="\(saved.height)"/>
                \(heightConstraint)
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
              <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
              <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="c3"/>
              \(bottom)
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
      """
  }

  /// A scene on the iPhone X (`retina5_9`) saved by Xcode 15 with a view pinned to its safe
  /// area's top: the canvas's status bar is 50 pt there, so the view is at y 50, not 44.
  @Test func iPhoneXStatusBarIs50PointsInXcode15() throws {
    let frames = try solvedFrames(
      uiKit("Storyboard.XIB", tools: "22505", plugin: "22504", device: "retina5_9",
        pinnedScene(width: 375, height: 812, id: "band", saved: Rect(x: 0, y: 50, width: 375, height: 90), fixedHeight: 90)))
    #expect(frames["band"] == Rect(x: 0, y: 50, width: 375, height: 90))
  }

  /// A freeform scene (500 x 568) of Xcode 13 under an opaque simulated navigation bar: its view
  /// is saved 524 pt tall at y 0, laid out below the bar, so a view pinned to the top layout
  /// guide is at y 0, not under a 64 pt status and navigation bar.
  @Test func freeformScenesStartBelowAnOpaqueBar() throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: "18122", plugin: "18093", device: "retina4_7", safeAreas: false, """
      <scenes><scene sceneID="s0"><objects>
        <viewController id="vc">
          <layoutGuides>
            <viewControllerLayoutGuide type="top" id="topGuide"/>
            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
          </layoutGuides>
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="500" height="524"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                <rect key="frame" x="0.0" y="0.0" width="500" height="524"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="content" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
              <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="content" secondAttribute="bottom" id="c2"/>
              <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
              <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c4"/>
            </constraints>
          </view>
          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
          <size key="freeformSize" width="500" height="568"/>
        </viewController>
      </objects></scene></scenes>
      """))
    #expect(frames["content"] == Rect(x: 0, y: 0, width: 500, height: 524))
  }

  /// A scene pushed in a navigation controller whose bar is opaque (Xcode 15, iPhone 8 Plus):
  /// the scene's view is below the bar, so its safe area starts at its top; a label 25 pt below
  /// the safe area's top is at y 25, not 89.
  @Test func scenesInANavigationControllerWithAnOpaqueBarStartBelowIt() throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: "22505", plugin: "22504", device: "retina5_5", """
      <scenes>
      \(Self.opaqueNavigationScene)
      <scene sceneID="s1"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
            <subviews>
              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" \
      lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="25" width="374" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="25" id="c1"/>
              <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="c3"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>
      </scenes>
      """))
    #expect(frames["label"] == Rect(x: 20, y: 25, width: 374, height: 21))
  }

  /// A scene without bars on the 4.7-inch iPhone saved by Xcode 11: its canvas draws no status
  /// bar there, so a view pinned to the safe area's top is at y 0, not 20.
  @Test func xcode11DrawsNoStatusBarOverScenesWithoutBarsOnHomeButtonPhones() throws {
    let frames = try solvedFrames(
      uiKit("Storyboard.XIB", tools: "15702", plugin: "15704", device: "retina4_7",
        pinnedScene(width: 375, height: 667, id: "band", saved: Rect(x: 0, y: 0, width: 375, height: 90), fixedHeight: 90)))
    #expect(frames["band"] == Rect(x: 0, y: 0, width: 375, height: 90))
  }

  /// A scene on the 4.7-inch iPhone saved by Xcode 26: the canvas doubles the insets of phones
  /// with a sensor housing, but this phone keeps its 20 pt status bar, so a text view pinned to
  /// the safe area is at y 20 and 647 pt tall.
  @Test func xcode26KeepsTheStatusBarOfHomeButtonPhones() throws {
    let frames = try solvedFrames(
      uiKit("Storyboard.XIB", tools: "24127", plugin: "24063", device: "retina4_7",
        pinnedScene(width: 375, height: 667, id: "body", saved: Rect(x: 0, y: 20, width: 375, height: 647))))
    #expect(frames["body"] == Rect(x: 0, y: 20, width: 375, height: 647))
  }

  /// A xib's top-level view with a freeform size (465 x 154 on the 4.7-inch iPhone, Xcode 15)
  /// is drawn under the status bar as a freeform scene is: a view 8 pt below its safe area's top
  /// is at y 28.
  @Test func freeformXibViewsAreDrawnUnderTheStatusBar() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait"/>
      <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/></dependencies>
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="465" height="154"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
              <rect key="frame" x="16" y="28" width="433" height="24"/>
              <constraints><constraint firstAttribute="height" constant="24" id="h"/></constraints>
            </view>
          </subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
            <constraint firstItem="row" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="16" id="c3"/>
          </constraints>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
      </objects>
      </document>
      """
    let frames = try solvedFrames(xml)
    #expect(frames["row"] == Rect(x: 16, y: 28, width: 433, height: 24))
  }

  /// A scene's view Xcode saved misplaced (414 x 666) in a navigation controller whose bar is
  /// opaque, on the 5.5-inch iPhone: the canvas lays it out 672 pt tall below the bar, so a view
  /// pinned to its safe area's bottom ends at 672.
  @Test func misplacedSceneViewsBelowAnOpaqueBarTakeTheCanvasHeight() throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: "22505", plugin: "22504", device: "retina5_5", """
      <scenes>
      \(Self.opaqueNavigationScene)
      <scene sceneID="s1"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" misplaced="YES" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="666"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="body" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
              <constraint firstItem="safe" firstAttribute="bottom" secondItem="body" secondAttribute="bottom" id="c2"/>
              <constraint firstItem="body" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="c4"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>
      </scenes>
      """))
    #expect(frames["body"] == Rect(x: 0, y: 0, width: 414, height: 672))
  }

  /// A scene saved by Xcode 26 on `retina6_7`, which that Xcode draws as the 430 x 932 iPhone
  /// with a Dynamic Island: the scene fills the screen, so a view pinned to its safe area is
  /// 118 pt below the top and 68 pt above the bottom (the canvas's doubled insets).
  @Test func xcode26DrawsRetina6_7AsThe430PointIPhone() throws {
    let frames = try solvedFrames(
      uiKit("Storyboard.XIB", tools: "24506", plugin: "24504", device: "retina6_7",
        pinnedScene(width: 430, height: 932, id: "body", saved: Rect(x: 0, y: 118, width: 430, height: 746))))
    #expect(frames["body"] == Rect(x: 0, y: 118, width: 430, height: 746))
  }
}
