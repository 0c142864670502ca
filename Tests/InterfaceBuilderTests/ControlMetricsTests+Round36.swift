import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The thirty-sixth round of issue 19's fixes, each in a document written for it.
@Suite("Control metrics, thirty-sixth round")
struct ControlMetricsRoundThirtySixTests {
  /// A regular stepper saved 19 x 28, pinned 10 pt below the top of a 120 x 80 view and 20 pt
  /// from its leading edge, with a label pinned 8 pt below the stepper, in a document of `tools`.
  private func stepper(_ tools: String) -> String {
    controlAboveLabel(tools, id: "stepper", labelY: 24, width: 120, height: 80, """
      <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
        <rect key="frame" x="17" y="42" width="19" height="28"/>
        <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="stepperCell"/>
      </stepper>
      """)
  }

  /// Xcode 13 to 16 draw the stepper's 28 pt frame 4 pt above a 21 pt rect and 3 pt below it
  /// (Maccy's, 22505, 4 pt above the top of the 21 pt stacks they stand in; whatdid's, 19529):
  /// pinned 10 pt below the top its frame starts at y 6, and a label 8 pt below its rect starts
  /// at 39. Before, Xcode 11.4's 3 pt above a 23 pt rect put them at 7 and 41.
  @Test(arguments: ["19529", "22505"])
  func stepperOfXcode13IsDrawnFourPointsAboveItsRect(tools: String) throws {
    let frames = try solvedFrames(stepper(tools))
    #expect(frames["stepper"] == Rect(x: 17, y: 6, width: 19, height: 28))
    #expect(frames["label"]?.y == 39)
  }

  /// Xcode 11.4's (Skim's `SpeedSheet.xib`, 16097.3) keeps 3 pt above and 2 pt below.
  @Test func stepperOfXcode11_4KeepsThreePointsAbove() throws {
    let frames = try solvedFrames(stepper("16097.3"))
    #expect(frames["stepper"] == Rect(x: 17, y: 7, width: 19, height: 28))
    #expect(frames["label"]?.y == 41)
  }

  /// A small pop-up button saved 100 x 22, pinned 20 pt from the top and leading edges of a
  /// 160 x 60 view, in a document of `tools`.
  private func smallPopUp(_ tools: String) -> String {
    appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="160" height="60"/>
        <subviews>
          <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
            <rect key="frame" x="16" y="20" width="100" height="22"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" controlSize="small" \
      lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" id="popUpCell">
              <font key="font" metaFont="smallSystem"/>
            </popUpButtonCell>
          </popUpButton>
        </subviews>
        <constraints>
          <constraint firstItem="popUp" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
          <constraint firstItem="popUp" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        </constraints>
      </customView>
      """)
  }

  /// Xcode 13.3's small pop-up (Simple-Comic's `MainMenu.xib` and DSFInspectorPanes', 20037) is
  /// drawn as Xcode 15's is, 2 pt above its rect and 4 pt left of it: pinned 20 pt from the top
  /// and leading edges, its frame starts at (16, 18). Before, it shared the regular pop-up's 1
  /// pt above and 3 pt on the left, (17, 19).
  @Test func smallPopUpOfXcode13_3IsDrawnFourPointsLeftOfItsRect() throws {
    let frames = try solvedFrames(smallPopUp("20037"))
    #expect(frames["popUp"]?.x == 16)
    #expect(frames["popUp"]?.y == 18)
  }

  /// Xcode 12.0 to 12.4's (17156) keep the regular pop-up's insets (round 7's test keeps Xcode
  /// 13.2's, 19529, there too: not measured).
  @Test func smallPopUpOfXcode12KeepsTheRegularInsets() throws {
    let frames = try solvedFrames(smallPopUp("17156"))
    #expect(frames["popUp"]?.x == 17)
    #expect(frames["popUp"]?.y == 19)
  }
}
