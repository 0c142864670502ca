import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fourth round of issue 19's fixes, each in a document written for it: the baselines of
/// controls without text of their own, and the paddings of grid rows.
@Suite("Control metrics and AppKit frames, fourth round")
struct ControlMetricsRoundFourTests {
  /// Whether two frames agree to a thousandth of a point (baselines are estimated in fractions).
  private func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001 && abs(a.width - b.width) < 0.001
      && abs(a.height - b.height) < 0.001
  }

  /// A 14 pt label pinned 20 pt from the top has its baseline at y 33.47 (its 17 pt frame holds
  /// the text centred: 3.53 pt above the bottom). A large date picker aligned with it by first
  /// baselines ends its 22 pt frame 7.53 pt below that, at 41; a large slider ends its rect
  /// 6.53 pt below it, at 40, and its 28 pt frame 6 pt further down. A large push button's title
  /// sits 1.5 pt above the middle of its 28 pt rect, so its rect ends 10.53 pt below the
  /// baseline, at 44, and its 40 pt frame at 50. A label 20 pt after the date picker starts its
  /// rect 20 pt after the picker's, which ends 3 pt before its frame.
  @Test func largeDatePickersAndSlidersHaveBaselines() throws {
    let frames = try solvedFrames(appKit("23094", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
        <subviews>
          <textField translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="18" y="63" width="74" height="17"/>
            <textFieldCell key="cell" controlSize="large" lineBreakMode="clipping" title="Start:" id="lc">
              <font key="font" metaFont="system" size="14"/>
            </textFieldCell>
          </textField>
          <datePicker translatesAutoresizingMaskIntoConstraints="NO" id="date"><rect key="frame" x="100" y="59" width="66" height="22"/>
            <datePickerCell key="cell" controlSize="large" borderStyle="bezel" alignment="left" id="dc"/>
          </datePicker>
          <slider translatesAutoresizingMaskIntoConstraints="NO" id="slider"><rect key="frame" x="198" y="54" width="104" height="28"/>
            <constraints><constraint firstAttribute="width" constant="100" id="sw"/></constraints>
            <sliderCell key="cell" controlSize="large" continuous="YES" alignment="left" maxValue="1" sliderType="linear" id="sc"/>
          </slider>
          <textField translatesAutoresizingMaskIntoConstraints="NO" id="after"><rect key="frame" x="181" y="10" width="30" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="to" id="ac"><font key="font" metaFont="system"/></textFieldCell>
          </textField>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="push"><rect key="frame" x="310" y="50" width="80" height="40"/>
            <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" controlSize="large" borderStyle="border" id="pc">
              <font key="font" metaFont="system" size="14"/>
            </buttonCell>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="after" firstAttribute="leading" secondItem="date" secondAttribute="trailing" constant="20" id="c7"/>
          <constraint firstItem="after" firstAttribute="top" secondItem="root" secondAttribute="top" constant="74" id="c8"/>
          <constraint firstItem="push" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="316" id="c9"/>
          <constraint firstItem="push" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c10"/>
          <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="date" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c3"/>
          <constraint firstItem="date" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c4"/>
          <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c5"/>
          <constraint firstItem="slider" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c6"/>
        </constraints>
      </customView>
      """))
    #expect(close(frames["label"], Rect(x: 18, y: 20, width: 74, height: 17)))
    #expect(close(frames["date"], Rect(x: 100, y: 19, width: 66, height: 22)))
    #expect(close(frames["slider"], Rect(x: 198, y: 18, width: 104, height: 28)))
    #expect(close(frames["after"], Rect(x: 181, y: 74, width: 30, height: 16)))
    #expect(close(frames["push"], Rect(x: 310, y: 10, width: 80, height: 40)))
  }

  /// Two rows 20 pt apart whose facing paddings are both -13 are 7 pt apart, not -6; the last
  /// row's -13 bottom padding does not pull the grid's edge into its content; positive and
  /// single negative paddings still add up.
  @Test func negativeGridPaddingsOverlap() throws {
    #expect(RootBuilder.rowGap(after: -13, before: -13) == -13)
    #expect(RootBuilder.rowGap(after: -10, before: 0) == -10)
    #expect(RootBuilder.rowGap(after: 4, before: -3) == 1)
    let frames = try solvedFrames(appKit("23502", gridInRoot(width: 200, height: 100, """
      <gridView rowSpacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
        <rect key="frame" x="0.0" y="43" width="100" height="57"/>
        <rows>
          <gridRow height="20" bottomPadding="-13" id="r0"/>
          <gridRow height="30" topPadding="-13" bottomPadding="-13" id="r1"/>
        </rows>
        <columns><gridColumn width="100" id="c0"/></columns>
        <gridCells>
          <gridCell row="r0" column="c0" yPlacement="top" id="g0">
            <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="47" width="20" height="10"/>
              <constraints><constraint firstAttribute="width" constant="20" id="aw"/><constraint firstAttribute="height" constant="10" id="ah"/></constraints>
            </customView>
          </gridCell>
          <gridCell row="r1" column="c0" yPlacement="top" id="g1">
            <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="20" width="20" height="10"/>
              <constraints><constraint firstAttribute="width" constant="20" id="bw"/><constraint firstAttribute="height" constant="10" id="bh"/></constraints>
            </customView>
          </gridCell>
        </gridCells>
      </gridView>
      """)))
    #expect(frames["grid"] == Rect(x: 0, y: 0, width: 100, height: 57))
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 20, height: 10))
    #expect(frames["b"] == Rect(x: 0, y: 27, width: 20, height: 10))
  }

  /// A clip view is flipped as its document view is: a custom view pinned to the top of a
  /// 100 pt clip view, 60 pt tall, is saved at y 40 (from the bottom), and read as at the top;
  /// a table view's clip view stays flipped (a table saved at y 0 is at the top).
  @Test func clipViewsAreFlippedAsTheirDocumentViews() throws {
    func saved(_ documentView: String) throws -> Rect? {
      let document = try InterfaceBuilderDocument(data: Data(appKit("22154", """
        <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
          <subviews>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
              <clipView key="contentView" id="clip"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>\(documentView)</subviews>
              </clipView>
            </scrollView>
          </subviews>
        </customView>
        """).utf8))
      let root = try #require(document.roots.first)
      let entry = root.expectedFrames.entries.first { root.layout.views[$0.view.index].name.hasSuffix("-doc") }
      return entry?.frame
    }
    let custom = try saved(#"<customView translatesAutoresizingMaskIntoConstraints="NO" id="doc"><rect key="frame" x="0.0" y="40" width="200" height="60"/></customView>"#)
    #expect(custom == Rect(x: 0, y: 0, width: 200, height: 60))
    let table = try saved(#"<tableView id="doc"><rect key="frame" x="0.0" y="0.0" width="200" height="60"/></tableView>"#)
    #expect(table == Rect(x: 0, y: 0, width: 200, height: 60))
  }

  /// A horizontal stack of two push buttons, centred by the document in a leading-aligned
  /// vertical stack, keeps its natural width (60 + 20 + 60) in the middle of the 300 pt outer
  /// stack: the leading alignment gives way, and the buttons' 750 hugging does not.
  @Test func aCentredStackInALeadingStackKeepsItsWidth() throws {
    let frames = try solvedFrames(appKit("24765", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
            <rect key="frame" x="0.0" y="48" width="300" height="52"/>
            <subviews>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="32" width="100" height="20"/>
                <constraints><constraint firstAttribute="width" constant="100" id="aw"/><constraint firstAttribute="height" constant="20" id="ah"/></constraints>
              </customView>
              <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="20" horizontalStackHuggingPriority="248.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                <rect key="frame" x="80" y="0.0" width="140" height="24"/>
                <subviews>
                  <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="no"><rect key="frame" x="0.0" y="0.0" width="60" height="24"/>
                    <buttonCell key="cell" type="push" title="No" bezelStyle="rounded" alignment="center" borderStyle="border" id="nc"><font key="font" metaFont="system"/></buttonCell>
                  </button>
                  <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="yes"><rect key="frame" x="80" y="0.0" width="60" height="24"/>
                    <buttonCell key="cell" type="push" title="Yes" bezelStyle="rounded" alignment="center" borderStyle="border" id="yc"><font key="font" metaFont="system"/></buttonCell>
                  </button>
                </subviews>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="inner" firstAttribute="centerX" secondItem="outer" secondAttribute="centerX" id="cx"/>
            </constraints>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
          <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
          <constraint firstItem="outer" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
        </constraints>
      </customView>
      """))
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(frames["inner"] == Rect(x: 80, y: 28, width: 140, height: 24))
    #expect(frames["yes"] == Rect(x: 80, y: 0, width: 60, height: 24))
  }

  /// An untitled large radio button is its 16 pt box 3 pt inside its 22 pt frame on every side:
  /// pinned 20 pt from the leading edge and 10 from the top, its frame is at 17, 7; a second one
  /// 55 pt after it starts its frame 55 + 6 pt after the first's frame ends. A titled one keeps
  /// the titled entry (flush on the right, 2.5 pt above and below).
  @Test func untitledLargeButtonsAreInsetOnEverySide() throws {
    let frames = try solvedFrames(appKit("23094", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="17" y="71" width="22" height="22"/>
            <buttonCell key="cell" type="radio" bezelStyle="regularSquare" imagePosition="left" controlSize="large" id="c1c"/>
          </button>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="two"><rect key="frame" x="88" y="71" width="22" height="22"/>
            <buttonCell key="cell" type="check" bezelStyle="regularSquare" imagePosition="left" controlSize="large" id="c2c"/>
          </button>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="three"><rect key="frame" x="157" y="70.5" width="80" height="22"/>
            <buttonCell key="cell" type="radio" title="Corner" bezelStyle="regularSquare" imagePosition="left" controlSize="large" id="c3c"/>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="one" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
          <constraint firstItem="one" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
          <constraint firstItem="two" firstAttribute="leading" secondItem="one" secondAttribute="trailing" constant="55" id="k3"/>
          <constraint firstItem="two" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k4"/>
          <constraint firstItem="three" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="160" id="k5"/>
          <constraint firstItem="three" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k6"/>
        </constraints>
      </customView>
      """))
    #expect(frames["one"] == Rect(x: 17, y: 7, width: 22, height: 22))
    #expect(frames["two"] == Rect(x: 88, y: 7, width: 22, height: 22))
    #expect(frames["three"] == Rect(x: 157, y: 7.5, width: 80, height: 22))
  }
}
