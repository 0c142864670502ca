import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twelfth round of issue 19's canvas fixes, each in a document written for it.
@Suite("Canvas, twelfth round")
struct CanvasRoundTwelveTests {
  /// A scene `id` whose 414 x 896 view holds a band pinned to its safe area's top, with its
  /// navigation item's `largeTitleDisplayMode` when given, and the segue it shows `next` by.
  private func scene(_ id: String, mode: String?, bandY: Double, next: String? = nil) -> String {
    let item = #"<navigationItem key="navigationItem" title="\#(id)" \#(mode.map { "largeTitleDisplayMode=\"\($0)\"" } ?? "") id="\#(id)Item"/>"#
    let segue = next.map { #"<connections><segue destination="\#($0)" kind="show" id="\#(id)Show"/></connections>"# } ?? ""
    return """
      <scene sceneID="\(id)Scene"><objects>
        <viewController id="\(id)">
          <view key="view" contentMode="scaleToFill" id="\(id)View"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)Band">
                <rect key="frame" x="0.0" y="\(bandY)" width="414" height="10"/>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="\(id)Safe"/>
            <constraints>
              <constraint firstItem="\(id)Band" firstAttribute="top" secondItem="\(id)Safe" secondAttribute="top" id="\(id)c1"/>
              <constraint firstItem="\(id)Band" firstAttribute="leading" secondItem="\(id)View" secondAttribute="leading" id="\(id)c2"/>
              <constraint firstAttribute="trailing" secondItem="\(id)Band" secondAttribute="trailing" id="\(id)c3"/>
              <constraint firstItem="\(id)Band" firstAttribute="height" constant="10" id="\(id)c4"/>
            </constraints>
          </view>
          \(item)
          \(segue)
        </viewController>
      </objects></scene>
      """
  }

  /// A navigation controller whose bar prefers large titles (Xcode 14, 6.1-inch iPhone), its root
  /// scene `root` of display mode `mode` pushing `pushed`, whose mode is automatic. With
  /// `never`, the root shows a standard bar and so does the pushed scene, which inherits it:
  /// their safe areas start 92 pt down (48 pt of status bar, 44 of bar), where Trailer's settings
  /// scenes are saved. With the default mode both show the 96 pt large-title bar (144). Before,
  /// the bar's preference alone decided.
  @Test(arguments: [("never", 92.0), (nil, 144.0), ("always", 144.0)])
  func largeTitleDisplayModeNeverShowsAStandardBar(mode: String?, top: Double) throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: "21701", plugin: "21679", device: "retina6_1", """
      <scenes>
        <scene sceneID="navScene"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar">
              <rect key="frame" x="0.0" y="48" width="414" height="96"/>
              <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/></connections>
          </navigationController>
        </objects></scene>
        \(scene("root", mode: mode, bandY: top, next: "pushed"))
        \(scene("pushed", mode: nil, bandY: top))
      </scenes>
      """))
    #expect(frames["rootBand"] == Rect(x: 0, y: top, width: 414, height: 10))
    #expect(frames["pushedBand"] == Rect(x: 0, y: top, width: 414, height: 10))
  }

  /// A cell with a disclosure indicator (Xcode 14 and Xcode 26, 6.1-inch iPhone): its content
  /// view ends where the accessory begins, 383.5 pt of the 414, and keeps 8 pt from it: a label
  /// pinned to its trailing margin ends at 375.5 (NetNewsWire, DuckDuckGo, Trailer). The root's
  /// side margin (20) put it at 363.5. Without an accessory the margin is the side margin.
  @Test(arguments: [
    ("21701", "21679", "disclosureIndicator", 375.5), ("24765", "24063", "disclosureIndicator", 375.5),
    ("21701", "21679", "none", 363.5),
  ])
  func cellsWithAnAccessoryKeepEightPointsFromIt(tools: String, plugin: String, accessory: String, trailing: Double) throws {
    let frames = try solvedFrames(uiKit("XIB", tools: tools, plugin: plugin, device: "retina6_1", """
      <objects>
        <tableViewCell contentMode="scaleToFill" accessoryType="\(accessory)" id="cell">
          <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
          <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv">
            <rect key="frame" x="0.0" y="0.0" width="383.5" height="60"/>
            <subviews>
              <label text="Status" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="\(trailing - 100)" y="20" width="100" height="20"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="label" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="c1"/>
              <constraint firstAttribute="trailingMargin" secondItem="label" secondAttribute="trailing" id="c2"/>
              <constraint firstItem="label" firstAttribute="width" constant="100" id="c3"/>
              <constraint firstItem="label" firstAttribute="height" constant="20" id="c4"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
      """))
    #expect(frames["label"] == Rect(x: trailing - 100, y: 20, width: 100, height: 20))
  }
}
