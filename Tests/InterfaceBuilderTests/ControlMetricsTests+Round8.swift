import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The eighth round of issue 19's fixes, each in a document written for it: Xcode 12's push
/// buttons' insets, and the baselines of push buttons, pop-up buttons and bezeled text fields
/// before Xcode 26.
@Suite("Control metrics, eighth round")
struct ControlMetricsRoundEightTests {
  /// Whether two frames agree to a thousandth of a point (baselines are estimated in fractions).
  func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001 && abs(a.width - b.width) < 0.001
      && abs(a.height - b.height) < 0.001
  }

  /// A push button pinned 20 pt from the leading edge and the top. Xcode 12 draws its 32 pt
  /// frame 5 pt above its rect and 6 pt left of it (x 14, y 15); Xcode 11's frame is 4 pt above
  /// (y 16), Xcode 13's 7 pt left (x 13).
  @Test(arguments: [
    ("17701", Rect(x: 14, y: 15, width: 80, height: 32)),
    ("15400", Rect(x: 14, y: 16, width: 80, height: 32)),
    ("19529", Rect(x: 13, y: 15, width: 80, height: 32)),
  ])
  func xcode12PushButtonsAreInsetFivePointsAbove(tools: String, expected: Rect) throws {
    let frames = try solvedFrames(appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="push">
            <rect key="frame" x="14" y="53" width="80" height="32"/>
            <buttonCell key="cell" type="push" title="Send" bezelStyle="rounded" alignment="center" borderStyle="border" \
      imageScaling="proportionallyDown" inset="2" id="pushCell">
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="push" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="push" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["push"] == expected)
  }
}
