import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The ninth round of issue 19's metric fixes, each in a document written for it: Xcode 26's
/// sliders, boxes titled at the top, check boxes of Xcode 13.3 to 14, and small push buttons of
/// Xcode 15 and of Xcode 7.
@Suite("Control metrics, ninth round")
struct ControlMetricsRoundNineTests {
  /// A regular slider (with or without tick marks) pinned 20 pt from the leading, trailing and
  /// top edges of a 300 pt view. Xcode 26 draws it flush with its rect: its 20 pt frame at x 20
  /// and y 20, 260 wide. Before Xcode 26 its frame is 2 pt around its rect.
  @Test(arguments: [
    ("24765", "", Rect(x: 20, y: 20, width: 260, height: 20)),
    ("24765", #"numberOfTickMarks="7""#, Rect(x: 20, y: 20, width: 260, height: 20)),
    ("21507", "", Rect(x: 18, y: 18, width: 264, height: 20)),
  ])
  func xcode26SlidersAreFlushWithTheirRects(tools: String, ticks: String, expected: Rect) throws {
    let frames = try solvedFrames(appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
            <rect key="frame" x="20" y="60" width="260" height="20"/>
            <sliderCell key="cell" state="on" alignment="left" maxValue="6" tickMarkPosition="above" \(ticks) \
      sliderType="linear" id="sliderCell"/>
          </slider>
        </subviews>
        <constraints>
          <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="c2"/>
          <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
        </constraints>
      </customView>
      """))
    #expect(frames["slider"] == expected)
  }

  /// A box titled at the top, pinned 20 pt from the leading, trailing and top edges of a 300 pt
  /// view and given a height of 80. Before Xcode 26 its border is drawn 3 pt outside its rect
  /// at the sides and 4 pt below, its title at the rect's top: a 266 x 84 frame at x 17, y 20.
  @Test func boxesTitledAtTheTopAreInsetAtTheSidesAndBelow() throws {
    let frames = try solvedFrames(appKit("22155", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
        <subviews>
          <box title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="17" y="96" width="266" height="84"/>
            <view key="contentView" id="content">
              <rect key="frame" x="4" y="5" width="258" height="60"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            <constraints>
              <constraint firstAttribute="height" constant="80" id="h"/>
            </constraints>
          </box>
        </subviews>
        <constraints>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
        </constraints>
      </customView>
      """))
    #expect(frames["box"] == Rect(x: 17, y: 20, width: 266, height: 84))
  }

  /// A check box (`controlSize` regular or small) pinned 20 pt from the leading edge and the top
  /// and given a width. Xcode 13.3 and 14 (builds 20000 to 21999) draw a regular one 2 pt left of
  /// its rect and flush on the right, as Xcode 15 does (a width of 200 saved 202 wide at x 18);
  /// Xcode 13.0 to 13.2 leave 2 pt on the right too (204). A small one is 1 pt around its rect
  /// but on the right (a width of 150 saved 151 wide at x 19, 16 pt tall).
  @Test(arguments: [
    ("20037", "", 200.0, Rect(x: 18, y: 19, width: 202, height: 18)),
    ("21507", "", 200.0, Rect(x: 18, y: 19, width: 202, height: 18)),
    ("19529", "", 200.0, Rect(x: 18, y: 19, width: 204, height: 18)),
    ("20037", #"controlSize="small""#, 150.0, Rect(x: 19, y: 19, width: 151, height: 16)),
  ])
  func checkBoxesOfXcode13Point3AreFlushOnTheRight(tools: String, size: String, width: Double, expected: Rect) throws {
    let frames = try solvedFrames(appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
            <rect key="frame" x="\(expected.x)" y="\(100 - 19 - expected.height)" width="\(expected.width)" height="\(expected.height)"/>
            <buttonCell key="cell" type="check" title="Send notifications" bezelStyle="regularSquare" imagePosition="left" \
      \(size) state="on" inset="2" id="checkCell">
              <font key="font" metaFont="system"/>
            </buttonCell>
            <constraints>
              <constraint firstAttribute="width" constant="\(width)" id="w"/>
            </constraints>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["check"] == expected)
  }

  /// A small push button given a width of 60 and pinned to the leading and bottom edges of a
  /// 300 x 100 view. Xcode 15's (a 27 pt frame), pinned 10 pt in and 14 pt up, is 6 pt outside
  /// its rect at the sides, 4 pt above and 7 pt below: 72 wide at x 4, ending 7 pt below the
  /// rect (y 66); with the regular button's 5, 7, 7, 7 it was 74 wide at x 3. Xcode 7's (a 28
  /// pt frame), pinned 7 pt in and 5 pt up, is 4 pt above its rect, 6 pt below and 5 pt at the
  /// sides: 70 wide at x 2, ending 1 pt below the view (y 73); with the regular button's 4, 6,
  /// 7, 6 it was 72 wide at x 1.
  @Test(arguments: [
    ("22690", 10.0, 14.0, Rect(x: 4, y: 66, width: 72, height: 27)),
    ("10117", 7.0, 5.0, Rect(x: 2, y: 73, width: 70, height: 28)),
  ])
  func smallPushButtonsHaveInsetsOfTheirOwn(tools: String, leading: Double, bottom: Double, expected: Rect) throws {
    let frames = try solvedFrames(appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="push">
            <rect key="frame" x="\(expected.x)" y="\(100 - expected.y - expected.height)" width="\(expected.width)" \
      height="\(expected.height)"/>
            <buttonCell key="cell" type="push" title="Edit" bezelStyle="rounded" alignment="center" controlSize="small" \
      borderStyle="border" imageScaling="proportionallyDown" inset="2" id="pushCell">
              <font key="font" metaFont="smallSystem"/>
            </buttonCell>
            <constraints>
              <constraint firstAttribute="width" constant="60" id="w"/>
            </constraints>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="push" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(leading)" id="c1"/>
          <constraint firstAttribute="bottom" secondItem="push" secondAttribute="bottom" constant="\(bottom)" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["push"] == expected)
  }
}
