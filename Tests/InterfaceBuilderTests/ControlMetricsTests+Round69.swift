import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The sixty-ninth round's fix: image views holding an AppKit template image about its size, in
/// documents written for it.
@Suite("Control metrics, sixty-ninth round: template symbols in image views")
struct ControlMetricsRoundSixtyNineTests {
  /// An image view centred in a `side`-point view and given a `given`-point square.
  func document(tools: String, given: Int, side: Int) -> String {
    appKit(
      tools,
      """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="\(side)" height="\(side)"/>
        <subviews>
          <imageView translatesAutoresizingMaskIntoConstraints="NO" id="gear">
            <rect key="frame" x="20" y="20" width="\(given)" height="\(given)"/>
            <constraints>
              <constraint firstAttribute="width" constant="\(given)" id="w"/>
              <constraint firstAttribute="height" constant="\(given)" id="h"/>
            </constraints>
            <imageCell key="cell" refusesFirstResponder="YES" imageScaling="proportionallyDown" image="NSActionTemplate" id="gearCell"/>
          </imageView>
        </subviews>
        <constraints>
          <constraint firstItem="gear" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
          <constraint firstItem="gear" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
        </constraints>
      </customView>
      """,
      resources: #"<image name="NSActionTemplate" width="15" height="15"/>"#)
  }

  /// Given 15 x 15, about the 15 pt `NSActionTemplate`'s size, the symbol is drawn 3 pt above and
  /// below the rect: saved 15 x 21 (SYM, 20037; AutoPkgr, 20037; ccache-gui, 21208.1). Taking
  /// the frame for the rect put it at 20, 20, 15 x 15.
  @Test(arguments: ["20037", "21208.1"])
  func templateSymbolsSpillThreePointsAboveAndBelow(tools: String) throws {
    let frames = try solvedFrames(document(tools: tools, given: 15, side: 55))
    #expect(frames["gear"] == Rect(x: 20, y: 17, width: 15, height: 21))
  }

  /// Given 32 x 32, the image fits with room to spare and the frame is the rect (Skim's cells,
  /// 17506); Xcode 15 and later are not measured and keep the rect too.
  @Test(arguments: [("20037", 32), ("24127", 15)])
  func roomyOrNewerImageViewsKeepTheirRect(tools: String, given: Int) throws {
    let side = given + 40
    let frames = try solvedFrames(document(tools: tools, given: given, side: side))
    #expect(frames["gear"] == Rect(x: 20, y: 20, width: Double(given), height: Double(given)))
  }
}
