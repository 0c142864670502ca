import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The nineteenth round of issue 19's metric fixes, each in a document written for it.
@Suite("Control metrics, nineteenth round")
struct ControlMetricsRoundNineteenTests {
  /// A borderless pop-up (a bevel cell with no border, as Jamf Migrator's, or a square one, as
  /// Xit's pull-down) given 100 x 20, pinned 20 pt from the leading edge and the top, a label 8
  /// pt below it. Xcode 15 on draws its frame 5 pt left of its rect: saved at (15, 20), 105 x
  /// 20, the label at y 48. Before, the frame was taken for the rect (at x 20, 100 wide).
  @Test(arguments: [("bevel", "regularSquare"), ("square", "shadowlessSquare")])
  func borderlessPopUpsDrawFivePointsLeftOfTheirRect(type: String, bezel: String) throws {
    let frames = try solvedFrames(appKit("22505", controlAboveLabel(id: "popUp", width: 300, spacing: 8, labelY: 48, """
      <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
        <rect key="frame" x="15" y="60" width="105" height="20"/>
        <constraints>
          <constraint firstAttribute="width" constant="100" id="w1"/>
          <constraint firstAttribute="height" constant="20" id="h1"/>
        </constraints>
        <popUpButtonCell key="cell" type="\(type)" bezelStyle="\(bezel)" alignment="left" \
      lineBreakMode="truncatingTail" imageScaling="proportionallyDown" inset="2" id="popUpCell">
          <font key="font" metaFont="system"/>
          <menu key="menu" id="menu"/>
        </popUpButtonCell>
      </popUpButton>
      """)))
    #expect(frames["popUp"] == Rect(x: 15, y: 20, width: 105, height: 20))
    #expect(frames["label"] == Rect(x: 18, y: 48, width: 100, height: 16))
  }

  /// A bordered textured rounded button of Xcode 26 given 74 x 24, pinned 20 pt from the leading
  /// edge and the top, a label 8 pt below it. Xcode draws it 1 pt outside its rect above and at
  /// the sides and 2 pt below (recipe-robot, OpenInTerminal): saved at (19, 19), 76 x 27, the
  /// label at y 52. Before, the frame was taken for the rect (at 20, 20, 74 x 24).
  @Test func texturedRoundedButtonsOfXcode26DrawOutsideTheirRect() throws {
    let frames = try solvedFrames(appKit("24412", controlAboveLabel(id: "textured", width: 300, spacing: 8, labelY: 52, """
      <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="textured">
        <rect key="frame" x="19" y="54" width="76" height="27"/>
        <constraints>
          <constraint firstAttribute="width" constant="74" id="w1"/>
          <constraint firstAttribute="height" constant="24" id="h1"/>
        </constraints>
        <buttonCell key="cell" type="roundTextured" title="Choose..." bezelStyle="texturedRounded" alignment="center" \
      lineBreakMode="truncatingTail" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="texturedCell">
          <font key="font" metaFont="system"/>
        </buttonCell>
      </button>
      """)))
    #expect(frames["textured"] == Rect(x: 19, y: 19, width: 76, height: 27))
    #expect(frames["label"] == Rect(x: 18, y: 52, width: 100, height: 16))
  }

  /// A slider or a path control (Xcode 12.5) pinned 20 pt from the leading edge and the top,
  /// saved 150 wide, a label 8 pt below it. AppKit gives neither an intrinsic length, so where
  /// nothing else sets it Interface Builder saves the length it had (Clocker's sliders, FSNotes'
  /// path control); the importer left it free (the engine made it 0 wide).
  @Test(arguments: ["slider", "pathControl"])
  func controlsWithoutAnIntrinsicLengthKeepTheirSavedLength(kind: String) throws {
    let cell = kind == "slider"
      ? #"<sliderCell key="cell" continuous="YES" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" sliderType="linear" id="cell"/>"#
      : #"<pathCell key="cell" selectable="YES" editable="YES" alignment="left" id="cell"><font key="font" metaFont="system"/></pathCell>"#
    let frames = try solvedFrames(appKit("18122", controlAboveLabel(id: "free", width: 300, spacing: 8, labelY: 48, """
      <\(kind) verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="free">
        <rect key="frame" x="18" y="58" width="150" height="24"/>
        \(cell)
      </\(kind)>
      """)))
    #expect(frames["free"]?.width == 150)
  }

  /// A regular check box without a title given 14 x 14, pinned 20 pt from the leading edge and
  /// the top, a label 8 pt below it. Xcode 13 to 16 draw it 2 pt outside its rect on every
  /// side (DuckDuckGo, 19162; Jamf Migrator, 22505): saved at (18, 18), 18 x 18. The titled
  /// entry (1 pt above and below) had it at y 19, 16 tall. A titled one keeps that entry.
  @Test(arguments: [("19162", "", 18.0, 18.0), ("22505", "", 18, 18), ("19162", #" title="Check""#, 19, 16)])
  func untitledCheckBoxesAreTwoPointsOutsideTheirRect(tools: String, title: String, y: Double, height: Double) throws {
    let frames = try solvedFrames(appKit(tools, controlAboveLabel(id: "check", width: 300, spacing: 8, labelY: 42, """
      <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
        <rect key="frame" x="18" y="64" width="18" height="18"/>
        <constraints>
          <constraint firstAttribute="width" constant="14" id="w1"/>
          <constraint firstAttribute="height" constant="14" id="h1"/>
        </constraints>
        <buttonCell key="cell" type="check"\(title) bezelStyle="regularSquare" imagePosition="left" inset="2" id="checkCell">
          <font key="font" metaFont="system"/>
        </buttonCell>
      </button>
      """)))
    #expect(frames["check"]?.y == y)
    #expect(frames["check"]?.height == height)
    #expect(frames["label"] == Rect(x: 18, y: 42, width: 100, height: 16))
  }
}
