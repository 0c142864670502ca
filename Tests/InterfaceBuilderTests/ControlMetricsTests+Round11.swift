import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The eleventh round of issue 19's metric fixes (AppKit), each in a document written for it.
@Suite("Control metrics, eleventh round")
struct ControlMetricsRoundElevenTests {
  /// Two regular check boxes 200 pt wide, the first pinned 20 pt from the leading edge and the
  /// top, the second 6 pt below it (gfxCardStatus's preferences). Xcode 11.4 and 12 draw each
  /// 18 pt frame 2 pt around a 14 pt rect: the second frame starts 20 pt below the first, at y
  /// 38. (Earlier builds kept a 13 pt rect here, y 37, until round 12 measured Xcode 7 to 11's.)
  @Test(arguments: [("17506", 38.0), ("16096", 38.0), ("15705", 38.0)])
  func checkBoxesOfXcode11Point4To12AreInsetTwoPointsAllRound(tools: String, secondY: Double) throws {
    let frames = try solvedFrames(appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="first">
            <rect key="frame" x="18" y="64" width="204" height="18"/>
            <buttonCell key="cell" type="check" title="Check for updates" bezelStyle="regularSquare" \
      imagePosition="left" state="on" inset="2" id="firstCell">
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="second">
            <rect key="frame" x="18" y="44" width="204" height="18"/>
            <buttonCell key="cell" type="check" title="Start at login" bezelStyle="regularSquare" \
      imagePosition="left" state="on" inset="2" id="secondCell">
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="first" firstAttribute="width" constant="200" id="c3"/>
          <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="c4"/>
          <constraint firstItem="second" firstAttribute="trailing" secondItem="first" secondAttribute="trailing" id="c5"/>
          <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="6" id="c6"/>
        </constraints>
      </customView>
      """))
    #expect(frames["first"] == Rect(x: 18, y: 18, width: 204, height: 18))
    #expect(frames["second"] == Rect(x: 18, y: secondY, width: 204, height: 18))
  }

  /// A rounded segmented control (regular or small) pinned 20 pt from the leading edge and the
  /// top. Xcode 11.4's regular one is a 24 pt frame 2 pt outside its rect at the sides, 1 pt above
  /// and 2 pt below: saved at x 18, y 19 (Fluor). Its small one shares those insets. Xcode 9's
  /// small one is a 20 pt frame 2 pt outside at the sides and below, flush above: x 18, y 20
  /// (Table Tool). A build no entry covers (Xcode 8.3) keeps the frame as the rect, at x 20, y 20.
  @Test(arguments: [
    ("16096", "", 71.0, 24.0, Rect(x: 18, y: 19, width: 71, height: 24)),
    ("16096", #"controlSize="small""#, 51.0, 21.0, Rect(x: 18, y: 19, width: 51, height: 21)),
    ("13122.19", #"controlSize="small""#, 96.0, 20.0, Rect(x: 18, y: 20, width: 96, height: 20)),
    ("12121", "", 71.0, 24.0, Rect(x: 20, y: 20, width: 71, height: 24)),
    // Round 12: Xcode 9's and 12's regular ones are inset as Xcode 11.4's, Xcode 10.2's small
    // ones as Xcode 9's (these builds kept their frames as rects before).
    ("13771", "", 71.0, 24.0, Rect(x: 18, y: 19, width: 71, height: 24)),
    ("17156", "", 71.0, 24.0, Rect(x: 18, y: 19, width: 71, height: 24)),
    ("14490.70", #"controlSize="small""#, 96.0, 20.0, Rect(x: 18, y: 20, width: 96, height: 20)),
  ])
  func roundedSegmentedControlsAreInsetAtTheSides(
    tools: String, size: String, width: Double, height: Double, expected: Rect
  ) throws {
    let frames = try solvedFrames(segmentedControl(tools: tools, style: "rounded", size: size, width: width, height: height, at: expected))
    #expect(frames["segments"] == expected)
  }

  /// The same control, rounded or separated, saved by Xcode 15: a 24 pt frame 3 pt outside its
  /// rect at the sides and 2 pt above and below, saved at x 17, y 18 (DuckDuckGo's rounded one,
  /// KeepingYouAwake's separated one). Xcode 14 (21507) is not measured: the frame is the rect.
  @Test(arguments: [
    ("22505", "rounded", Rect(x: 17, y: 18, width: 71, height: 24)),
    ("22505", "separated", Rect(x: 17, y: 18, width: 71, height: 24)),
    ("21507", "separated", Rect(x: 20, y: 20, width: 71, height: 24)),
  ])
  func segmentedControlsOfXcode15AreInsetThreePointsAtTheSides(tools: String, style: String, expected: Rect) throws {
    let frames = try solvedFrames(segmentedControl(tools: tools, style: style, size: "", width: 71, height: 24, at: expected))
    #expect(frames["segments"] == expected)
  }

  /// A help button pinned 20 pt from the trailing edge and the top of a 300 pt view. Xcode 11.4
  /// to 12.4 draw a regular one's 25 pt frame flush above a 21 pt rect, 2 pt outside it at the
  /// sides and 4 pt below: saved at x 257, y 20 (AutoPkgr). Xcode 12.5 to 16 draw it 1 pt above
  /// a 20 pt rect (round 52: hidden, tmpNote, Vienna), y 19. Xcode 11.4's small one is flush
  /// with its 18 x 19 frame (Fluor), and builds before 16000 keep the frame as the rect (x 255).
  @Test(arguments: [
    ("16096", "", 25.0, 25.0, 257.0, 20.0),
    ("22505", "", 25.0, 25.0, 257.0, 19.0),
    ("16096", #"controlSize="small""#, 18.0, 19.0, 262.0, 20.0),
    ("15705", "", 25.0, 25.0, 255.0, 20.0),
  ])
  func helpButtonsAreInsetAtTheSidesAndBelow(
    tools: String, size: String, width: Double, height: Double, x: Double, y: Double
  ) throws {
    let frames = try solvedFrames(appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
            <rect key="frame" x="\(x)" y="\(80 - height)" width="\(width)" height="\(height)"/>
            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" \(size) borderStyle="border" \
      imageScaling="proportionallyDown" inset="2" id="helpCell">
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
        </subviews>
        <constraints>
          <constraint firstAttribute="trailing" secondItem="help" secondAttribute="trailing" constant="20" id="c1"/>
          <constraint firstItem="help" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["help"] == Rect(x: x, y: y, width: width, height: height))
  }

  /// A label without a border pinned 20 pt from the leading edge and the top. One that draws its
  /// background is flush with its frame (DuckDuckGo's find field, FSNotes' status label): saved at
  /// x 20. One that does not draws its text 2 pt in: saved at x 18.
  @Test(arguments: [(#"drawsBackground="YES""#, 20.0), ("", 18.0)])
  func labelsThatDrawTheirBackgroundAreFlushWithTheirFrames(background: String, x: Double) throws {
    let frames = try solvedFrames(appKit("21225", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="\(x)" y="64" width="194" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" selectable="YES" title="Status" \(background) id="labelCell">
              <font key="font" metaFont="system"/>
            </textFieldCell>
          </textField>
        </subviews>
        <constraints>
          <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["label"] == Rect(x: x, y: 20, width: 194, height: 16))
  }

  /// A document of one segmented control of `style` and `size`, its frame `width` x `height` saved
  /// at `frame`'s origin (from the top), pinned 20 pt from the leading edge and the top of a 300 x
  /// 100 view.
  private func segmentedControl(
    tools: String, style: String, size: String, width: Double, height: Double, at frame: Rect
  ) -> String {
    appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
            <rect key="frame" x="\(frame.x)" y="\(100 - frame.y - height)" width="\(width)" height="\(height)"/>
            <segmentedCell key="cell" \(size) borderStyle="border" alignment="left" style="\(style)" \
      trackingMode="selectOne" id="segmentsCell">
              <font key="font" metaFont="system"/>
              <segments>
                <segment label="On" selected="YES"/>
                <segment label="Off" tag="1"/>
              </segments>
            </segmentedCell>
          </segmentedControl>
        </subviews>
        <constraints>
          <constraint firstItem="segments" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="segments" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints>
      </customView>
      """)
  }
}
