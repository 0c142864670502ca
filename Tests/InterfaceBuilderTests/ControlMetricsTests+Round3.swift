import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The third round of issue 19's fixes, each in a document written for it: large controls'
/// insets, Xcode 12's pop-up buttons, spinning progress indicators, and views no constraint
/// names.
@Suite("Control metrics and AppKit frames, third round")
struct ControlMetricsRoundThreeTests {
  /// A large check box pinned 40 pt from the leading edge and 10 pt from the top is saved
  /// 3 pt left of that and 2.5 pt above; a large push button 20 pt below it has a 40 pt frame
  /// reaching 6 pt past its rect on every side.
  @Test func largeControlsTakeTheirOwnInsets() throws {
    let frames = try solvedFrames(appKit("23094", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
        <subviews>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="check"><rect key="frame" x="37" y="170.5" width="103" height="22"/>
            <buttonCell key="cell" type="check" title="Loud" bezelStyle="regularSquare" imagePosition="left" controlSize="large" id="cc"/>
          </button>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="push"><rect key="frame" x="34" y="119" width="92" height="40"/>
            <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" controlSize="large" borderStyle="border" id="pc"/>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c1"/>
          <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
          <constraint firstItem="push" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c3"/>
          <constraint firstItem="push" firstAttribute="top" secondItem="check" secondAttribute="bottom" constant="20" id="c4"/>
        </constraints>
      </customView>
      """))
    // The rects are pinned (check box 40, 10, 100 x 17; button 40, 47, 80 x 28), and the
    // frames drawn around them are where Xcode saved them.
    #expect(frames["check"] == Rect(x: 37, y: 7.5, width: 103, height: 22))
    #expect(frames["push"] == Rect(x: 34, y: 41, width: 92, height: 40))
  }

  /// The style key tells a large control from a regular one, and the table has both.
  @Test func largeControlsHaveTheirOwnEntries() {
    let large = ControlMetrics.entry(style: "checkBox.large", platform: .macOS, build: 23094)
    #expect(large?.alignmentInsets == EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0))
    let regular = ControlMetrics.entry(style: "checkBox", platform: .macOS, build: 23094)
    #expect(regular?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
    #expect(ControlMetrics.entry(style: "popUpButton.rounded.large", platform: .macOS, build: 22154)?.alignmentInsets
      == EdgeInsets(top: 6, left: 5, bottom: 6, right: 5))
    #expect(ControlMetrics.entry(style: "button.push.rounded.large", platform: .macOS, build: 24765)?.alignmentInsets == .zero)
  }

  /// An Xcode 12 pop-up button's frame reaches 4 pt past its rect on the right, where Xcode 11's
  /// reached 3; Xcode 13 to 16 keep Xcode 12's 4 (round 13's documents).
  @Test func xcode12PopUpButtonsReachFurtherRight() {
    #expect(ControlMetrics.entry(style: "popUpButton.rounded", platform: .macOS, build: 17506)?.alignmentInsets.right == 4)
    #expect(ControlMetrics.entry(style: "popUpButton.rounded", platform: .macOS, build: 15400)?.alignmentInsets.right == 3)
    #expect(ControlMetrics.entry(style: "popUpButton.rounded", platform: .macOS, build: 19529)?.alignmentInsets.right == 4)
  }

  /// A spinning progress indicator is as wide as it is tall; centred between two edges it
  /// keeps its 16 pt width instead of collapsing.
  @Test func spinningProgressIndicatorsAreSquare() throws {
    let frames = try solvedFrames(appKit("22154", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
        <subviews>
          <progressIndicator maxValue="100" indeterminate="YES" controlSize="small" style="spinning" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
            <rect key="frame" x="42" y="17" width="16" height="16"/>
          </progressIndicator>
        </subviews>
        <constraints>
          <constraint firstItem="spin" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
          <constraint firstItem="spin" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["spin"] == Rect(x: 42, y: 17, width: 16, height: 16))
  }

  /// A view saved as not translating that no constraint names stays at its saved frame, as
  /// Interface Builder's prototyping constraints keep it, and so does an unconstrained view
  /// inside it; a view that a constraint names is still laid out by its constraints.
  @Test func unconstrainedViewsKeepTheirFrames() throws {
    let frames = try solvedFrames(appKit("17506", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
        <subviews>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel"><rect key="frame" x="20" y="30" width="200" height="100"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <subviews>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner"><rect key="frame" x="10" y="10" width="50" height="20"/></customView>
            </subviews>
          </customView>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="tied"><rect key="frame" x="250" y="150" width="30" height="30"/></customView>
        </subviews>
        <constraints>
          <constraint firstItem="tied" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="240" id="t1"/>
          <constraint firstItem="tied" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
          <constraint firstItem="tied" firstAttribute="width" constant="30" id="t3"/>
          <constraint firstItem="tied" firstAttribute="height" constant="30" id="t4"/>
        </constraints>
      </customView>
      """))
    // AppKit's y points up: a 100 pt view saved at y 30 of 200 has its top 70 pt down.
    #expect(frames["panel"] == Rect(x: 20, y: 70, width: 200, height: 100))
    #expect(frames["inner"] == Rect(x: 10, y: 70, width: 50, height: 20))
    #expect(frames["tied"] == Rect(x: 240, y: 20, width: 30, height: 30))
  }
  /// A label aligned by its first baseline with a large check box sits level with the check
  /// box's 17 pt rect: both baselines are measured on alignment rects, from AppKit's font size
  /// (`size="14"`, not UIKit's 17 pt default). Beside a large pop-up, whose title sits 1.5 pt
  /// above the middle of its rect, the label is 1.5 pt higher.
  @Test func baselinesAreMeasuredOnAlignmentRects() throws {
    let frames = try solvedFrames(appKit("23094", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
        <subviews>
          <textField translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="18" y="73" width="64" height="17"/>
            <textFieldCell key="cell" controlSize="large" title="Fade:" id="lc"><font key="font" metaFont="system" size="14"/></textFieldCell>
          </textField>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="check"><rect key="frame" x="97" y="70.5" width="103" height="22"/>
            <buttonCell key="cell" type="check" title="Loud" bezelStyle="regularSquare" controlSize="large" id="cc"><font key="font" metaFont="system" size="14"/></buttonCell>
          </button>
          <textField translatesAutoresizingMaskIntoConstraints="NO" id="other"><rect key="frame" x="18" y="24.5" width="64" height="17"/>
            <textFieldCell key="cell" controlSize="large" title="Speed:" id="oc"><font key="font" metaFont="system" size="14"/></textFieldCell>
          </textField>
          <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="pop"><rect key="frame" x="95" y="10" width="110" height="40"/>
            <popUpButtonCell key="cell" type="push" title="Slow" bezelStyle="rounded" controlSize="large" id="pc"><font key="font" metaFont="system" size="14"/></popUpButtonCell>
          </popUpButton>
        </subviews>
        <constraints>
          <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
          <constraint firstItem="check" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="20" id="c3"/>
          <constraint firstItem="check" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c4"/>
          <constraint firstItem="other" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
          <constraint firstItem="pop" firstAttribute="leading" secondItem="other" secondAttribute="trailing" constant="20" id="c6"/>
          <constraint firstItem="pop" firstAttribute="top" secondItem="root" secondAttribute="top" constant="56" id="c7"/>
          <constraint firstItem="pop" firstAttribute="firstBaseline" secondItem="other" secondAttribute="firstBaseline" id="c8"/>
        </constraints>
      </customView>
      """))
    #expect(frames["label"] == Rect(x: 18, y: 10, width: 64, height: 17))
    // The check box's 17 pt rect is level with the label's, inside its 22 pt frame.
    #expect(frames["check"] == Rect(x: 97, y: 7.5, width: 103, height: 22))
    // The pop-up's rect is 56 to 84; centred, a 14 pt title's baseline is 9.03 above its
    // bottom, raised 1.5; the label's is 3.53 above its own.
    let other = try #require(frames["other"])
    #expect(abs(other.y - (84 - 9.03 - 1.5 + 3.53 - 17)) < 0.01, "\(other)")
  }

  /// A large slider's track rect is 2 pt inside its 28 pt frame at the top and 6 pt at the
  /// bottom.
  @Test func largeSlidersAreInsetMoreBelow() {
    #expect(ControlMetrics.entry(style: "slider.large", platform: .macOS, build: 22154)?.alignmentInsets
      == EdgeInsets(top: 2, left: 2, bottom: 6, right: 2))
  }
  /// An NSTableCellView saves its subviews' frames from the bottom, as any unflipped view: a
  /// label pinned 2 pt below the top of a 68 pt cell is saved at y 50 and laid out 2 pt down.
  @Test func tableCellViewsAreNotFlipped() throws {
    let frames = try solvedFrames(appKit("21701", """
      <tableCellView identifier="cell" id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="68"/>
        <subviews>
          <textField translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="0.0" y="50" width="38" height="16"/>
            <textFieldCell key="cell" title="Label" id="lc"><font key="font" metaFont="system"/></textFieldCell>
            <constraints><constraint firstAttribute="width" constant="34" id="w"/><constraint firstAttribute="height" constant="16" id="h"/></constraints>
          </textField>
        </subviews>
        <constraints>
          <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="2" id="c1"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="2" id="c2"/>
        </constraints>
      </tableCellView>
      """))
    #expect(frames["label"] == Rect(x: 0, y: 2, width: 38, height: 16))
    let document = try InterfaceBuilderDocument(data: Data(appKit("21701", """
      <tableCellView identifier="cell" id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="68"/>
        <subviews><customView translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0.0" y="50" width="38" height="16"/></customView></subviews>
      </tableCellView>
      """).utf8))
    let saved = try #require(document.roots.first?.expectedFrames.entries.first)
    #expect(saved.frame == Rect(x: 0, y: 2, width: 38, height: 16))
  }
}
