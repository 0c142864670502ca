import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fourteenth round of issue 19's metric fixes, each in a document written for it.
@Suite("Control metrics, fourteenth round")
struct ControlMetricsRoundFourteenTests {
  /// A push button pinned 20 pt from the leading, trailing and top edges of a 300 pt view, a
  /// label 8 pt below it. Xcode 12.5 (18122) draws its 32 pt frame 7 pt outside the rect at the
  /// sides, as Xcode 13 to 16 do (Clocker, Boop): saved at x 13, 274 wide. Xcode 12.0 to 12.4
  /// keep 6 pt (NetNewsWire, 17701): x 14, 272 wide. Before, 18122 took the 6 pt entry.
  @Test(arguments: [("18122", 13.0, 274.0), ("17701", 14, 272), ("21507", 13, 274)])
  func pushButtonsOfXcode12Point5AreSevenPointsWiderAtEachSide(tools: String, x: Double, width: Double) throws {
    let frames = try solvedFrames(appKit(tools, controlAboveLabel(id: "push", width: 300, spacing: 8, labelY: 48, pinTrailing: true, """
      <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="push">
        <rect key="frame" x="\(x)" y="55" width="\(width)" height="32"/>
        <buttonCell key="cell" type="push" title="Send" bezelStyle="rounded" alignment="center" borderStyle="border" \
      imageScaling="proportionallyDown" inset="2" id="pushCell">
          <font key="font" metaFont="system"/>
        </buttonCell>
      </button>
      """)))
    #expect(frames["push"] == Rect(x: x, y: 15, width: width, height: 32))
    #expect(frames["label"] == Rect(x: 18, y: 48, width: 100, height: 16))
  }
}
