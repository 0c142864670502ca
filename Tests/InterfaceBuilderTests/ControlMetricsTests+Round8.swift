import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The eighth round of issue 19's fixes, each in a document written for it: Xcode 12's push
/// buttons' insets, the baselines of push buttons, pop-up buttons and bezeled text fields before
/// Xcode 26, Xcode 10 and 11 pop-up buttons' insets, sliders with tick marks, and gravity-area
/// stack views' hugging along their axis.
@Suite("Control metrics, eighth round")
struct ControlMetricsRoundEightTests {
  /// Whether two frames agree to a thousandth of a point (baselines are estimated in fractions).
  func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001 && abs(a.width - b.width) < 0.001
      && abs(a.height - b.height) < 0.001
  }

  /// The frame of a 16 pt label (id `label`, text `title`) aligned by `attribute` with `control`
  /// (an element whose id is `controlID`), in a 300 x 100 AppKit view: the control pinned
  /// `controlLeading` from the leading edge and 20 pt from the top, the label `labelLeading`
  /// from the leading edge.
  func labelAligned(
    _ attribute: String, with control: String, id controlID: String, tools: String, title: String,
    controlLeading: Double, labelLeading: Double
  ) throws -> Rect? {
    let frames = try solvedFrames(appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
      \(control)
          <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="\(labelLeading - 2)" y="63" width="60" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="\(title)" id="labelCell">
              <font key="font" metaFont="system"/>
            </textFieldCell>
          </textField>
        </subviews>
        <constraints>
          <constraint firstItem="\(controlID)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(controlLeading)" id="c1"/>
          <constraint firstItem="\(controlID)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(labelLeading)" id="c3"/>
          <constraint firstItem="label" firstAttribute="\(attribute)" secondItem="\(controlID)" secondAttribute="\(attribute)" id="c4"/>
        </constraints>
      </customView>
      """))
    return frames["label"]
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

  /// A 16 pt label aligned by baseline with a push button pinned 20 pt from the top. Xcode 15
  /// draws the button's title 1 pt above the middle of its 20 pt rect (its baseline 6.4 pt above
  /// the rect's bottom, at y 33.6), so the label's rect starts at y 21, not 22; Xcode 26's 24 pt
  /// flush button keeps the centred estimate (baseline at 36.6, the label at 24).
  @Test(arguments: [("22155", 32.0, 21.0), ("24765", 24.0, 24.0)])
  func pushButtonTitlesSitAboveTheMiddleBeforeXcode26(tools: String, buttonHeight: Double, labelY: Double) throws {
    let label = try labelAligned(
      "firstBaseline", with: """
          <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="push">
            <rect key="frame" x="13" y="\(80 - buttonHeight)" width="80" height="\(buttonHeight)"/>
            <buttonCell key="cell" type="push" title="Choose" bezelStyle="rounded" alignment="center" borderStyle="border" \
      imageScaling="proportionallyDown" inset="2" id="pushCell">
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
      """, id: "push", tools: tools, title: "Folder:", controlLeading: 20, labelLeading: 120)
    #expect(close(label, Rect(x: 118, y: labelY, width: 60, height: 16)))
  }

  /// A 16 pt label aligned by first baseline with a 25 pt pop-up button pinned 20 pt from the
  /// top. From Xcode 12 to 16 the pop-up's title sits 1 pt above the middle of its 20 pt rect
  /// (baseline at y 33.6), so the label's rect starts at y 21; in a document of Xcode 11 the
  /// title is centred in the pop-up's 21 pt rect (baseline at 35.1, the label at 22.5).
  @Test(arguments: [("17506", 21.0), ("22155", 21.0), ("15400", 22.5)])
  func popUpTitlesSitAboveTheMiddleFromXcode12(tools: String, labelY: Double) throws {
    let label = try labelAligned(
      "firstBaseline", with: """
          <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
            <rect key="frame" x="97" y="56" width="120" height="25"/>
            <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" \
      lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
              <font key="font" metaFont="menu"/>
            </popUpButtonCell>
          </popUpButton>
      """, id: "popUp", tools: tools, title: "Account:", controlLeading: 100, labelLeading: 20)
    #expect(close(label, Rect(x: 18, y: labelY, width: 60, height: 16)))
  }

  /// A 16 pt label aligned by baseline with a bezeled text field pinned 20 pt from the top.
  /// Before Xcode 26 the field is 21 pt tall and its baseline 6.4 pt above its bottom (y 34.6),
  /// so the label's rect starts at y 22, not 22.5; Xcode 26's 24 pt field keeps the centred
  /// estimate (baseline at 36.6, the label at 24).
  @Test(arguments: [("15400", 21.0, 22.0), ("22155", 21.0, 22.0), ("24765", 24.0, 24.0)])
  func bezeledTextFieldsHaveTheirBaselineHalfAPointHigherBeforeXcode26(
    tools: String, fieldHeight: Double, labelY: Double
  ) throws {
    let label = try labelAligned(
      "baseline", with: """
          <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
            <rect key="frame" x="100" y="\(80 - fieldHeight)" width="180" height="\(fieldHeight)"/>
            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
      sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="fieldCell">
              <font key="font" metaFont="system"/>
            </textFieldCell>
          </textField>
      """, id: "field", tools: tools, title: "Name:", controlLeading: 100, labelLeading: 20)
    #expect(close(label, Rect(x: 18, y: labelY, width: 60, height: 16)))
  }

  /// A pop-up button pinned 100 pt from the leading edge, 20 pt from the trailing edge and the
  /// top of a 300 pt wide view, and a push button 20 pt below it. Xcode 10 and 11 draw the
  /// pop-up's 25 pt frame 1 pt above, 2 pt left of, 3 pt right of and 3 pt below its 21 pt rect
  /// (frame at x 98, 185 wide), so the button's rect starts at y 61 and its frame at 57; Xcode
  /// 12's pop-up is 1, 3, 4, 4 around a 20 pt rect.
  @Test(arguments: [
    ("15400", Rect(x: 98, y: 19, width: 185, height: 25), Rect(x: 94, y: 57, width: 80, height: 32)),
    ("14490", Rect(x: 98, y: 19, width: 185, height: 25), Rect(x: 94, y: 57, width: 80, height: 32)),
    ("17506", Rect(x: 97, y: 19, width: 187, height: 25), Rect(x: 94, y: 55, width: 80, height: 32)),
  ])
  func xcode10And11PopUpsHaveATallerRect(tools: String, popUp: Rect, push: Rect) throws {
    let frames = try solvedFrames(appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
        <subviews>
          <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
            <rect key="frame" x="98" y="76" width="185" height="25"/>
            <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" \
      lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
              <font key="font" metaFont="menu"/>
            </popUpButtonCell>
          </popUpButton>
          <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="push">
            <rect key="frame" x="94" y="31" width="80" height="32"/>
            <buttonCell key="cell" type="push" title="Add" bezelStyle="rounded" alignment="center" borderStyle="border" \
      imageScaling="proportionallyDown" inset="2" id="pushCell">
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="popUp" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c1"/>
          <constraint firstAttribute="trailing" secondItem="popUp" secondAttribute="trailing" constant="20" id="c2"/>
          <constraint firstItem="popUp" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
          <constraint firstItem="push" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c4"/>
          <constraint firstItem="push" firstAttribute="top" secondItem="popUp" secondAttribute="bottom" constant="20" id="c5"/>
        </constraints>
      </customView>
      """))
    #expect(frames["popUp"] == popUp)
    #expect(frames["push"] == push)
  }

  /// A regular slider with tick marks pinned to the top and sides of a 35 pt container, and a
  /// tick label 4 pt below it that ends at the container's bottom. Xcode 15 draws the slider's
  /// 28 pt frame 2 pt above and 6 pt below its 20 pt rect, so the label's 11 pt rect starts at y
  /// 24 and the frame at -2, as Xcode saves them. A slider without tick marks was first kept
  /// on the plain entry (2 pt around a 24 pt rect, the label 4 pt lower), unmeasured; round 30
  /// measured Xcode 12.5 to 16's on Scroll-Reverser's and Clocker's, drawn as this one is.
  @Test(arguments: [("9", Rect(x: -2, y: -2, width: 394, height: 28), 24.0), ("0", Rect(x: -2, y: -2, width: 394, height: 28), 24.0)])
  func slidersWithTickMarksAreInsetSixPointsBelow(ticks: String, slider: Rect, labelY: Double) throws {
    let frames = try solvedFrames(appKit("23504", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="35"/>
        <subviews>
          <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
            <rect key="frame" x="-2" y="9" width="394" height="28"/>
            <sliderCell key="cell" state="on" alignment="left" minValue="10" maxValue="90" doubleValue="50" \
      tickMarkPosition="below" numberOfTickMarks="\(ticks)" allowsTickMarkValuesOnly="YES" sliderType="linear" id="sliderCell"/>
          </slider>
          <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="tick">
            <rect key="frame" x="-2" y="0.0" width="26" height="11"/>
            <textFieldCell key="cell" controlSize="mini" lineBreakMode="clipping" title="10 %" id="tickCell">
              <font key="font" metaFont="miniSystem"/>
            </textFieldCell>
          </textField>
        </subviews>
        <constraints>
          <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
          <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" id="c3"/>
          <constraint firstItem="tick" firstAttribute="top" secondItem="slider" secondAttribute="bottom" constant="4" id="c4"/>
          <constraint firstItem="tick" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
          <constraint firstAttribute="bottom" secondItem="tick" secondAttribute="bottom" id="c6"/>
        </constraints>
      </customView>
      """))
    #expect(frames["slider"] == slider)
    #expect(abs((frames["tick"]?.y ?? .nan) - labelY) < 0.001)
  }

  /// A gravity-area vertical `NSStackView` of a 14 pt and a 22 pt label, pinned 20 pt from the
  /// top, and below it, 8 pt down, a container pinned 20 pt above the bottom that would rather be
  /// 20 pt tall (at 200). The stack hugs its views along its axis at its own priority (249.99998
  /// here, above the container's wish), so it keeps their length, 44 pt with its 8 pt gap, and
  /// the container takes the slack (28 pt), as Xcode saves KeepingYouAwake's duration pane;
  /// without the hugging, the stack's gap grew instead.
  @Test func gravityAreaStacksHugTheirViewsAlongTheirAxis() throws {
    let frames = try solvedFrames(appKit("22113.3", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
        <subviews>
          <stackView orientation="vertical" alignment="leading" horizontalStackHuggingPriority="249.99998474121094" \
      verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="56" width="88" height="44"/>
            <beginningViews>
              <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="-2" y="30" width="46" height="14"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Minutes" id="titleCell">
                  <font key="font" metaFont="message" size="11"/>
                </textFieldCell>
              </textField>
              <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                <rect key="frame" x="-2" y="0.0" width="92" height="22"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="15" id="valueCell">
                  <font key="font" metaFont="system" size="18"/>
                </textFieldCell>
              </textField>
            </beginningViews>
            <visibilityPriorities>
              <integer value="1000"/>
              <integer value="1000"/>
            </visibilityPriorities>
            <customSpacing>
              <real value="3.4028234663852886e+38"/>
              <real value="3.4028234663852886e+38"/>
            </customSpacing>
          </stackView>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="20" width="260" height="28"/>
            <constraints>
              <constraint firstAttribute="height" constant="20" priority="200" id="h1"/>
            </constraints>
          </customView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="stack" secondAttribute="bottom" constant="8" id="c3"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
          <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c5"/>
          <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c6"/>
        </constraints>
      </customView>
      """))
    #expect(frames["box"] == Rect(x: 20, y: 72, width: 260, height: 28))
    #expect(frames["stack"]?.height == 44)
  }
}
