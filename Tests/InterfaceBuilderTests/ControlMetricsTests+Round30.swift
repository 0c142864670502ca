import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The thirtieth round of issue 19's fixes, each in a document written for it.
@Suite("Control metrics, thirtieth round")
struct ControlMetricsRoundThirtyTests {
  /// A slider of `size` (`nil` for regular) without tick marks, given a height of 15 and pinned
  /// 10 pt below the top of a 240 x 50 view and 20 pt from its sides, in a document of `tools`.
  private func slider(_ tools: String, size: String? = nil) -> String {
    let controlSize = size.map { " controlSize=\"\($0)\"" } ?? ""
    return appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="240" height="50"/>
        <subviews>
          <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
            <rect key="frame" x="18" y="19" width="204" height="23"/>
            <constraints>
              <constraint firstAttribute="height" constant="15" id="h"/>
            </constraints>
            <sliderCell key="cell"\(controlSize) alignment="left" maxValue="1" tickMarkPosition="above" sliderType="linear" id="sliderCell"/>
          </slider>
        </subviews>
        <constraints>
          <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
          <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="c3"/>
        </constraints>
      </customView>
      """)
  }

  /// A regular slider without tick marks of Xcode 12.5 to 16 (Clocker's, `FloatingWindow.xib`,
  /// 18122; Scroll-Reverser's, plug-in 22690) is saved 23 tall for a height of 15, 2 pt above
  /// its rect and 6 pt below it, as one with tick marks is. Before, the plain entry's 2 pt below
  /// made the frame 19 tall.
  @Test func regularSliderOfXcode12_5IsDrawnSixPointsBelowItsRect() throws {
    let frames = try solvedFrames(slider("18122"))
    #expect(frames["slider"] == Rect(x: 18, y: 8, width: 204, height: 23))
  }

  /// Xcode 12.4's (Clocker's `Panel.xib`, 17701) is saved 19 tall for 15: the entry starts at
  /// Xcode 12.5.
  @Test func regularSliderOfXcode12_4KeepsTwoPointsBelow() throws {
    let frames = try solvedFrames(slider("17701"))
    #expect(frames["slider"] == Rect(x: 18, y: 8, width: 204, height: 19))
  }

  /// A small or mini slider of these builds keeps the plain 2 pt below its rect
  /// (DSFSparkline's small one, plug-in 22689), through an entry of its own rather than the
  /// regular one it used to share.
  @Test func smallAndMiniSlidersOfXcode15KeepTwoPointsBelow() throws {
    for size in ["small", "mini"] {
      let frames = try solvedFrames(slider("22505", size: size))
      #expect(frames["slider"] == Rect(x: 18, y: 8, width: 204, height: 19), "\(size)")
    }
  }
}
