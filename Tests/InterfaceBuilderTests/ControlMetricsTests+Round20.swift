import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twentieth round of issue 19's fixes, each in a document written for it.
@Suite("Control metrics, twentieth round")
struct ControlMetricsRoundTwentyTests {
  /// Two push buttons of Xcode 26 held to one width, 12 pt apart, the second pinned 20 pt from
  /// the trailing edge of a 700 pt view, saved 141 and 140 wide at x 387 and 540 (NetNewsWire's
  /// account-stats window): a 140.5 pt rect whose edges Interface Builder rounded each way. Each
  /// takes the mean of the saved widths. Before, the engine kept the wider saved width for both,
  /// and the pair sat 1 pt left of its frames (x 386 and 539).
  @Test func viewsHeldToOneWidthShareTheMeanOfTheirSavedWidths() throws {
    func button(_ id: String, _ title: String, x: Double, width: Double) -> String {
      """
      <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="20" width="\(width)" height="24"/>
        <buttonCell key="cell" type="push" title="\(title)" bezelStyle="rounded" alignment="center" borderStyle="border" \
      imageScaling="proportionallyDown" inset="2" id="\(id)Cell">
          <font key="font" metaFont="system"/>
        </buttonCell>
      </button>
      """
    }
    let frames = try solvedFrames(appKit("24765", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="700" height="64"/>
        <subviews>
          \(button("vacuum", "Vacuum Databases", x: 387, width: 141))
          \(button("refresh", "Refresh", x: 540, width: 140))
        </subviews>
        <constraints>
          <constraint firstItem="vacuum" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
          <constraint firstItem="refresh" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="refresh" firstAttribute="leading" secondItem="vacuum" secondAttribute="trailing" constant="12" id="c3"/>
          <constraint firstAttribute="trailing" secondItem="refresh" secondAttribute="trailing" constant="20" id="c4"/>
          <constraint firstItem="refresh" firstAttribute="width" secondItem="vacuum" secondAttribute="width" id="c5"/>
        </constraints>
      </customView>
      """))
    #expect(frames["vacuum"] == Rect(x: 387, y: 20, width: 140.5, height: 24))
    #expect(frames["refresh"] == Rect(x: 539.5, y: 20, width: 140.5, height: 24))
  }
}
