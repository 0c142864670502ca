import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The thirty-eighth round of issue 19's canvas fixes: Xcode 26's side margins for the cells of
/// narrow tables, in documents written for it (the cell builder is round 35's, repeated here so
/// that each round's file stands alone).
@Suite("Canvas, thirty-eighth round")
struct CanvasRoundThirtyEightTests {
  /// A cell `width` pt wide with a label pinned to its content view's leading and trailing
  /// margins, saved `savedMargin` pt in: at the top of a xib when `table` is nil, else a
  /// prototype cell of a `table` pt wide plain table in a storyboard scene.
  private func marginCell(plugin: String, device: String, width: Double, table: Double?, savedMargin: Double) -> String {
    let cell = """
      <tableViewCell contentMode="scaleToFill" id="cell">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="52"/>
        <tableViewCellContentView key="contentView" opaque="NO" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cv">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="52"/>
          <subviews>
            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="label">
              <rect key="frame" x="\(savedMargin)" y="16" width="\(width - 2 * savedMargin)" height="20"/>
            </label>
          </subviews>
          <constraints>
            <constraint firstItem="label" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="label" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="label" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="c3"/>
            <constraint firstItem="label" firstAttribute="height" constant="20" id="c4"/>
          </constraints>
        </tableViewCellContentView>
      </tableViewCell>
      """
    guard let table else {
      return uiKit("XIB", tools: plugin, plugin: plugin, device: device, "<objects>\(cell)</objects>")
    }
    return uiKit("Storyboard.XIB", tools: plugin, plugin: plugin, device: device, """
      <scenes>
      <scene sceneID="s1"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
            <subviews>
              <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="52" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="\(table)" height="400"/>
                <prototypes>\(cell)</prototypes>
              </tableView>
            </subviews>
            <constraints>
              <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
              <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
              <constraint firstItem="table" firstAttribute="width" constant="\(table)" id="t3"/>
              <constraint firstItem="table" firstAttribute="height" constant="400" id="t4"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>
      </scenes>
      """)
  }

  /// Xcode 26 (plug-in 24743) on the 5.5-inch iPhone (414 pt) gives the cells of 186 and 240 pt
  /// tables 16 pt side margins (the label had been at x 20, 20 pt from the right).
  @Test(arguments: [186.0, 240.0])
  func xcode26GivesACellOfANarrowTableSixteenPoints(table: Double) throws {
    let frames = try solvedFrames(marginCell(plugin: "24743", device: "retina5_5", width: table, table: table, savedMargin: 16))
    #expect(frames["label"] == Rect(x: 16, y: 16, width: table - 32, height: 20))
  }

  /// What the step leaves alone: a cell of a 414 pt table, and a 339 pt cell at the top of a
  /// xib, keep Xcode 26's 20 pt.
  @Test(arguments: [(414.0, 414.0), (339.0, nil)] as [(Double, Double?)])
  func wideTableAndXibCellsKeepTwentyPoints(width: Double, table: Double?) throws {
    let frames = try solvedFrames(marginCell(plugin: "24743", device: "retina5_5", width: width, table: table, savedMargin: 20))
    #expect(frames["label"] == Rect(x: 20, y: 16, width: width - 40, height: 20))
  }
}
