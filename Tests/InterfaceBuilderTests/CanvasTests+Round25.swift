import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twenty-fifth round of issue 19's layout fixes, each in a document written for it: the
/// canvas of iOS scenes saved by Xcode 11's betas and by Xcode 12.
@Suite("Canvas, twenty-fifth round")
struct CanvasRoundTwentyFiveTests {
  /// A full-screen xib view on the 4.7-inch iPhone holding a 40 pt band pinned to its safe
  /// area's top, saved by the Cocoa Touch plug-in `plugin`.
  private func bandUnderSafeAreaTop(plugin: String, savedY: Double) -> String {
    uiKit("XIB", tools: "14868", plugin: plugin, device: "retina4_7", """
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
              <rect key="frame" x="0.0" y="\(savedY)" width="375" height="40"/>
              <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
            </view>
          </subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
            <constraint firstItem="band" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="band" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="c3"/>
          </constraints>
        </view>
      </objects>
      """)
  }

  /// Xcode 11's betas (plug-in builds 14500 to 14999) draw no status bar over a view without a
  /// top bar on a phone with a home button, as Xcode 11's releases do: the band is at y 0.
  @Test func xcode11BetasDrawNoStatusBarWithoutATopBar() throws {
    let frames = try solvedFrames(bandUnderSafeAreaTop(plugin: "14824", savedY: 0))
    #expect(frames["band"] == Rect(x: 0, y: 0, width: 375, height: 40))
  }

  /// Xcode 12 (plug-in builds 17000 to 17999) draws no status bar there either: the band is at
  /// y 0.
  @Test func xcode12DrawsNoStatusBarWithoutATopBar() throws {
    let frames = try solvedFrames(bandUnderSafeAreaTop(plugin: "17703", savedY: 0))
    #expect(frames["band"] == Rect(x: 0, y: 0, width: 375, height: 40))
  }

  /// Xcode 15 (plug-in 22131) keeps the 20 pt status bar: the band is at y 20.
  @Test func xcode15KeepsTheStatusBar() throws {
    let frames = try solvedFrames(bandUnderSafeAreaTop(plugin: "22131", savedY: 20))
    #expect(frames["band"] == Rect(x: 0, y: 20, width: 375, height: 40))
  }

  /// Xcode 10.2 and 10.3 (plug-in 14490) keep the 20 pt status bar: the band is at y 20.
  @Test func xcode10KeepsTheStatusBar() throws {
    let frames = try solvedFrames(bandUnderSafeAreaTop(plugin: "14490.49", savedY: 20))
    #expect(frames["band"] == Rect(x: 0, y: 20, width: 375, height: 40))
  }
}

/// Scenes of documents that name no device (Xcode 7 and earlier).
@Suite("Canvas, twenty-fifth round: documents without a device")
struct CanvasRoundTwentyFiveDevicelessTests {
  /// A 600 x 600 scene of a document without `<device>` (toolsVersion `tools`), the root of a
  /// navigation controller when `navigated`, holding a 40 pt band pinned 10 pt below its top
  /// layout guide and to its sides.
  private func devicelessScene(tools: String, navigated: Bool, savedY: Double) -> String {
    let navigation = navigated ? """
      <scene sceneID="s1"><objects>
        <navigationController id="nav">
          <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
          </navigationBar>
          <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/></connections>
        </navigationController>
      </objects></scene>
      """ : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
      <scenes><scene sceneID="s0"><objects>
        <viewController id="vc">
          <layoutGuides>
            <viewControllerLayoutGuide type="top" id="topGuide"/>
            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
          </layoutGuides>
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                <rect key="frame" x="0.0" y="\(savedY)" width="600" height="40"/>
                <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="band" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="10" id="c1"/>
              <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
              <constraint firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="c3"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>\(navigation)</scenes></document>
      """
  }

  /// Xcode 7 draws the 20 pt status bar over the scene: the band is at y 30.
  @Test func xcode7DrawsTheStatusBar() throws {
    let frames = try solvedFrames(devicelessScene(tools: "10117", navigated: false, savedY: 30))
    #expect(frames["band"] == Rect(x: 0, y: 30, width: 600, height: 40))
  }

  /// And the navigation bar of the controller it is the root of below it: the band is at y 74.
  @Test func xcode7DrawsTheStatusBarAboveANavigationBar() throws {
    let frames = try solvedFrames(devicelessScene(tools: "10117", navigated: true, savedY: 74))
    #expect(frames["band"] == Rect(x: 0, y: 74, width: 600, height: 40))
  }

  /// A later document without a device gets no inset, as before: the band is at y 10.
  @Test func laterDocumentsWithoutADeviceGetNoInset() throws {
    let frames = try solvedFrames(devicelessScene(tools: "19455", navigated: false, savedY: 10))
    #expect(frames["band"] == Rect(x: 0, y: 10, width: 600, height: 40))
  }
}
