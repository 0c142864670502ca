import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The thirteenth round of issue 19's metric fixes, each in a document written for it.
@Suite("Control metrics, thirteenth round")
struct ControlMetricsRoundThirteenTests {
  /// A combo box of Xcode 14 to 16 pinned 20 pt from the leading, trailing and top edges of a
  /// 300 pt view, a label 8 pt below it. Its 23 pt frame is 1 pt above and left of a 20 pt rect,
  /// 2 pt below and 3 pt past it (Notenik): saved at x 19, y 19, 264 wide, the label at y 48.
  /// Taking the frame for the rect put it at 20, 20, 260 wide, and the label at y 51.
  @Test(arguments: ["21507", "23504"])
  func comboBoxesOfXcode14To16AreInsetOnEverySide(tools: String) throws {
    let frames = try solvedFrames(appKit(tools, controlAboveLabel(id: "combo", width: 300, spacing: 8, labelY: 48, pinTrailing: true, """
      <comboBox verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="combo">
        <rect key="frame" x="19" y="58" width="264" height="23"/>
        <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
      sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" completes="NO" numberOfVisibleItems="5" id="comboCell">
          <font key="font" metaFont="system"/>
        </comboBoxCell>
      </comboBox>
      """)))
    #expect(frames["combo"] == Rect(x: 19, y: 19, width: 264, height: 23))
    #expect(frames["label"] == Rect(x: 18, y: 48, width: 100, height: 16))
  }

  /// A radio button of Xcode 13.3 to 16 pinned 20 pt from the leading, trailing and top edges
  /// of a 300 pt view, a label 8 pt below it. Its 18 pt frame is 1 pt above and below a 16 pt
  /// rect, 2 pt left of it and flush on the right, as that Xcode's check box (Notenik, Settings):
  /// saved at x 18, y 19, 262 wide, the label at y 44. Xcode 15's builds took a flush entry
  /// (x 20, 260 wide, the label at y 46), Xcode 13.3's RxSwift's (x 18, y 18, the label at 41).
  @Test(arguments: ["20037", "22505"])
  func radioButtonsOfXcode13To16AreDrawnAsCheckBoxes(tools: String) throws {
    let frames = try solvedFrames(appKit(tools, controlAboveLabel(id: "radio", width: 300, spacing: 8, labelY: 44, pinTrailing: true, """
      <button translatesAutoresizingMaskIntoConstraints="NO" id="radio">
        <rect key="frame" x="18" y="63" width="262" height="18"/>
        <buttonCell key="cell" type="radio" title="Plain text" bezelStyle="regularSquare" imagePosition="left" \
      alignment="left" inset="2" id="radioCell">
          <font key="font" metaFont="system"/>
        </buttonCell>
      </button>
      """)))
    #expect(frames["radio"] == Rect(x: 18, y: 19, width: 262, height: 18))
    #expect(frames["label"] == Rect(x: 18, y: 44, width: 100, height: 16))
  }

  /// A pop-up button of Xcode 13 to 16 pinned 20 pt from the leading, trailing and top edges of
  /// a 300 pt view. Its 25 pt frame is 3 pt left of its 20 pt rect and 4 pt past it, as Xcode
  /// 12's (Notenik, Jamf Migrator, Hot, Vienna): saved at x 17, 267 wide, the label 8 pt below the
  /// rect at y 48. The 3 pt on the right made the frame 266 wide.
  @Test(arguments: ["21507", "23504"])
  func popUpButtonsOfXcode13To16ReachFourPointsPastTheirRects(tools: String) throws {
    let frames = try solvedFrames(appKit(tools, controlAboveLabel(id: "popUp", width: 300, spacing: 8, labelY: 48, pinTrailing: true, """
      <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
        <rect key="frame" x="17" y="56" width="267" height="25"/>
        <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" \
      state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
          <font key="font" metaFont="menu"/>
        </popUpButtonCell>
      </popUpButton>
      """)))
    #expect(frames["popUp"] == Rect(x: 17, y: 19, width: 267, height: 25))
    #expect(frames["label"] == Rect(x: 18, y: 48, width: 100, height: 16))
  }
}
