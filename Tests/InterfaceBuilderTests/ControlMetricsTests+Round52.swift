import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fifty-second round of issue 19's fixes, each in a document written for it.
@Suite("Control metrics, fifty-second round")
struct ControlMetricsRoundFiftyTwoTests {
  /// A small push button saved 61 x 27 above a label in a 160 x 60 view (``controlAboveLabel(_:id:labelY:width:height:_:)``).
  private func smallPushButton(_ tools: String) -> String {
    controlAboveLabel(tools, id: "button", labelY: 8, width: 160, height: 60, """
      <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="button">
        <rect key="frame" x="15" y="26" width="61" height="27"/>
        <buttonCell key="cell" type="push" title="Button" bezelStyle="rounded" alignment="center" controlSize="small" \
      borderStyle="border" imageScaling="proportionallyDown" inset="2" id="buttonCell">
          <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
          <font key="font" metaFont="smallSystem"/>
        </buttonCell>
      </button>
      """)
  }

  /// Xcode 10 draws a small push button's 27 pt frame 3 pt above an 18 pt rect and 6 pt below it
  /// (DSFInspectorPanes' `TextWithButtonViewController.xib` and SubEthaEdit's
  /// `SEEEncodingDoctorView.xib`, 14490.70): pinned 10 pt below the top, its frame starts at y 7,
  /// and a label 8 pt below its rect starts at 36. Before, the older entry's 4 pt above a 17 pt
  /// rect put them at 6 and 35.
  @Test func smallPushButtonOfXcode10IsDrawnThreePointsAboveItsRect() throws {
    let frames = try solvedFrames(smallPushButton("14490.70"))
    #expect(frames["button"] == Rect(x: 15, y: 7, width: 61, height: 27))
    #expect(frames["label"]?.y == 36)
  }

  /// Xcode 11.3's (Quicksilver's `QSApplicationPrefPane.xib`, 15705) keeps 4 pt above.
  @Test func smallPushButtonOfXcode11KeepsFourPointsAbove() throws {
    let frames = try solvedFrames(smallPushButton("15705"))
    #expect(frames["button"] == Rect(x: 15, y: 6, width: 61, height: 27))
    #expect(frames["label"]?.y == 35)
  }

  /// A help button saved 25 x 25 above a label in a 160 x 60 view (``controlAboveLabel(_:id:labelY:width:height:_:)``).
  private func helpButton(_ tools: String) -> String {
    controlAboveLabel(tools, id: "help", labelY: 6, width: 160, height: 60, """
      <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
        <rect key="frame" x="17" y="26" width="25" height="25"/>
        <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" \
      imageScaling="proportionallyDown" inset="2" id="helpCell">
          <font key="font" metaFont="system"/>
        </buttonCell>
      </button>
      """)
  }

  /// Xcode 12.5 to 16 draw a help button's 25 pt frame around a 20 pt square rect, 1 pt above
  /// it, 3 pt on the left, 4 pt below and 2 pt on the right (hidden's and tmpNote's in 20 pt
  /// stacks, Vienna's `Preferences.storyboard`, Boop's, Postgres.app's): pinned 10 pt below the
  /// top and 20 pt from the leading edge, its frame starts at (17, 9), and a label 8 pt below its
  /// rect starts at 38. Before, Xcode 11.4's 21 pt rect flush above put them at (18, 10) and 39.
  @Test(arguments: ["18122", "19529", "23094"])
  func helpButtonOfXcode12_5IsATwentyPointSquare(tools: String) throws {
    let frames = try solvedFrames(helpButton(tools))
    #expect(frames["help"] == Rect(x: 17, y: 9, width: 25, height: 25))
    #expect(frames["label"]?.y == 38)
  }

  /// Xcode 11.4's (AutoPkgr's `LGMicrosoftTeamsNotificationView.xib`, 16096) keeps the 21 pt
  /// rect, flush above and 2 pt on the left.
  @Test func helpButtonOfXcode11_4KeepsATwentyOnePointRect() throws {
    let frames = try solvedFrames(helpButton("16096"))
    #expect(frames["help"] == Rect(x: 18, y: 10, width: 25, height: 25))
    #expect(frames["label"]?.y == 39)
  }
}
