import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The seventeenth round of issue 19's metric fixes, each in a document written for it.
@Suite("Control metrics, seventeenth round")
struct ControlMetricsRoundSeventeenTests {
  /// A bordered bevel button given 100 x 24, pinned 20 pt from the leading edge and the top, a
  /// label 8 pt below it. Xcode 10 and 11 draw the border 2 pt outside the rect at the top and
  /// sides and 3 pt below it (Toggl): saved at (18, 18), 104 x 29, the label at y 52. Xcode 15
  /// draws it 3 pt outside, 4 pt below (DuckDuckGo, Aerial): (17, 17), 106 x 31. Before, the
  /// frame was taken for the rect, and the label followed its bottom.
  @Test(arguments: [("16097", 2.0, 3.0), ("14460.31", 2, 3), ("22505", 3, 4)])
  func borderedBevelButtonsDrawTheirBorderOutsideTheirRect(tools: String, side: Double, bottom: Double) throws {
    let width = 100 + 2 * side
    let height = 24 + side + bottom
    let frames = try solvedFrames(appKit(tools, controlAboveLabel(id: "bevel", width: 300, spacing: 8, labelY: 52, """
      <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="bevel">
        <rect key="frame" x="\(20 - side)" y="\(100 - (20 - side) - height)" width="\(width)" height="\(height)"/>
        <constraints>
          <constraint firstAttribute="width" constant="100" id="w1"/>
          <constraint firstAttribute="height" constant="24" id="h1"/>
        </constraints>
        <buttonCell key="cell" type="bevel" title="Load more" bezelStyle="regularSquare" alignment="center" \
      borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bevelCell">
          <font key="font" metaFont="system"/>
        </buttonCell>
      </button>
      """)))
    #expect(frames["bevel"] == Rect(x: 20 - side, y: 20 - side, width: width, height: height))
    #expect(frames["label"] == Rect(x: 18, y: 52, width: 100, height: 16))
  }

  /// A bordered bevel pop-up of Xcode 15, as high as its saved frame less the insets (no height
  /// constraint), pinned 20 pt from the leading, trailing and top edges of a 300 pt view, a label
  /// 8 pt below it: DuckDuckGo's feedback and fire pop-ups are saved 37 pt tall for a 30 pt
  /// rect, 3 pt outside it at the sides and top. Saved at (17, 17), 266 x 37; the label at y 58.
  /// Before, the pop-up's frame was its rect: 260 wide at x 20, the label at y 65.
  @Test func borderedBevelPopUpsDrawTheirBorderOutsideTheirRect() throws {
    let frames = try solvedFrames(appKit("22505", controlAboveLabel(id: "popUp", width: 300, spacing: 8, labelY: 58, pinTrailing: true, """
      <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
        <rect key="frame" x="17" y="46" width="266" height="37"/>
        <popUpButtonCell key="cell" type="bevel" title="All Sites" bezelStyle="regularSquare" alignment="center" \
      lineBreakMode="truncatingTail" state="on" borderStyle="border" inset="2" selectedItem="item" id="popUpCell">
          <font key="font" metaFont="system"/>
          <menu key="menu" id="menu"><items><menuItem title="All Sites" state="on" id="item"/></items></menu>
        </popUpButtonCell>
      </popUpButton>
      """)))
    #expect(frames["popUp"] == Rect(x: 17, y: 17, width: 266, height: 37))
    #expect(frames["label"] == Rect(x: 18, y: 58, width: 100, height: 16))
  }
}
