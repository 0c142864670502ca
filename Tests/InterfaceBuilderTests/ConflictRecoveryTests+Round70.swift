import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// Round 70: which required constraint Auto Layout breaks when a table cell's row height
/// conflicts with its content's constraints, each case in a document written for it.
@Suite("Conflict recovery, round 70")
struct ConflictRecoveryRoundSeventyTests {
  /// A 200 pt cell whose content view holds a view pinned to its top and bottom and made
  /// 178 pt tall.
  static let cellBody = """
    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="cv">
      <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
      <autoresizingMask key="autoresizingMask"/>
      <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="map">
          <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="map" firstAttribute="top" secondItem="cv" secondAttribute="top" id="c1"/>
        <constraint firstAttribute="bottom" secondItem="map" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="map" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="map" secondAttribute="trailing" id="c4"/>
        <constraint firstItem="map" firstAttribute="height" constant="178" id="c5"/>
      </constraints>
    </tableViewCellContentView>
    """

  /// The cell as a storyboard's prototype, in a table of 200 pt rows, saved by `tools`.
  static func prototypeCell(tools: String) -> String {
    uiKit("Storyboard.XIB", tools: tools, plugin: tools, device: "retina6_1", """
      <scenes>
      <scene sceneID="s1"><objects>
        <tableViewController id="vc">
          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="200" id="table">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <prototypes>
              <tableViewCell contentMode="scaleToFill" rowHeight="200" reuseIdentifier="map" id="cell">
                <rect key="frame" x="0.0" y="50" width="414" height="200"/>
                <autoresizingMask key="autoresizingMask"/>
                \(cellBody)
              </tableViewCell>
            </prototypes>
          </tableView>
        </tableViewController>
      </objects></scene>
      </scenes>
      """)
  }

  /// From Xcode 14 on, a storyboard's prototype cell keeps its row height: the content view
  /// stays 200 pt tall and the map's own 178 pt height is broken, as iNaturalist's map cell
  /// (22154) and Monal's file-transfer cells (Xcode 26) are saved. Xcode 11's prototype cells
  /// keep the content's height instead (QuickBlox, 15705): the content view is 178 pt tall.
  /// Without round 70's rule every build gave 178 pt.
  @Test(arguments: [("22154", 200.0), ("32700.99.1234", 200.0), ("15705", 178.0)])
  func aPrototypeCellAgainstItsContent(tools: String, height: Double) throws {
    let frames = try recoveredFrames(Self.prototypeCell(tools: tools))
    #expect(frames["cv"]?.height == height)
    #expect(frames["map"]?.height == height)
  }

  /// A xib's own cell, which no row height sizes, keeps the content's height whatever the
  /// build (fearless' validator cell, 21225): 178 pt.
  @Test func aXibCellKeepsItsContentsHeight() throws {
    let frames = try recoveredFrames(uiKit("XIB", tools: "22154", plugin: "22130", device: "retina6_1", """
      <objects>
        <tableViewCell contentMode="scaleToFill" id="cell">
          <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
          <autoresizingMask key="autoresizingMask"/>
          \(Self.cellBody)
        </tableViewCell>
      </objects>
      """))
    #expect(frames["cv"]?.height == 178)
    #expect(frames["map"]?.height == 178)
  }
}
