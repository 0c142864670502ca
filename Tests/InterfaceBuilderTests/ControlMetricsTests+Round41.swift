import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The forty-first round of issue 19's fixes, each in a document written for it.
@Suite("Control metrics, forty-first round")
struct ControlMetricsRoundFortyOneTests {
  /// A regular radio button given a width of 60 and a height of 16, pinned 10 pt below the top
  /// of a 160 x 60 view and 20 pt from its leading edge, with a second radio button 8 pt after
  /// it (its own width read from its saved 50 x 18 frame), in a document of `tools`.
  private func radios(_ tools: String) -> String {
    appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="160" height="60"/>
        <subviews>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="first">
            <rect key="frame" x="19" y="33" width="63" height="18"/>
            <constraints>
              <constraint firstAttribute="width" constant="60" id="w"/>
              <constraint firstAttribute="height" constant="16" id="h"/>
            </constraints>
            <buttonCell key="cell" type="radio" title="First" bezelStyle="regularSquare" imagePosition="left" alignment="left" inset="2" id="firstCell">
              <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="second">
            <rect key="frame" x="89" y="33" width="50" height="18"/>
            <buttonCell key="cell" type="radio" title="Two" bezelStyle="regularSquare" imagePosition="left" alignment="left" inset="2" id="secondCell">
              <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
          <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
          <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="trailing" constant="8" id="c3"/>
          <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="top" id="c4"/>
        </constraints>
      </customView>
      """)
  }

  /// A radio button of Xcode 9 and 10 is drawn 1 pt outside its rect above, below and at the
  /// left but 2 pt at the right (APNGb's, 13529; OAuthSwift's demo, 14460.31; DSFInspectorPanes'
  /// header, 14490.70; Vienna's export accessory, 13122.19): a width of 60 is a 63 pt frame at
  /// x 19, and the next radio button, 8 pt after the rect, starts its frame at 87. Before, Xcode
  /// 9's took the RxSwift entry (2 pt at the sides, 3 below: 64 x 21 at (18, 8)) and Xcode 10's
  /// Xcode 11.4's 1 pt all round (62 pt wide).
  @Test(arguments: ["13122.19", "13529", "14460.31", "14490.70"])
  func radioOfXcode9And10IsTwoPointsInsideItsFrameAtTheRight(tools: String) throws {
    let frames = try solvedFrames(radios(tools))
    #expect(frames["first"] == Rect(x: 19, y: 9, width: 63, height: 18))
    #expect(frames["second"]?.x == 87)
    #expect(frames["second"]?.width == 50)
  }

  /// Xcode 11.4 to 12's (Skim's, 16097.3; Fluor's, 16096) keep 1 pt all round.
  @Test func radioOfXcode11_4KeepsOnePointAllRound() throws {
    let frames = try solvedFrames(radios("16097.3"))
    #expect(frames["first"] == Rect(x: 19, y: 9, width: 62, height: 18))
    #expect(frames["second"]?.x == 87)
  }
}
