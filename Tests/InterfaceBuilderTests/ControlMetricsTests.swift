import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// Small documents for the fixes of issue 19, each written to fail when its rule is undone:
/// control metrics from the table, NSStackView's unflipped frames, fixed-frame views.
@Suite("Control metrics and AppKit frames")
struct ControlMetricsTests {
  /// A vertical NSStackView saves its children's frames from the bottom: the first arranged
  /// view has the largest `y`, and is laid out at the top.
  @Test func verticalStackViewFramesAreReadUnflipped() throws {
    let frames = try solvedFrames(appKit("22505", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        <subviews>
          <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="50" width="100" height="50"/>
            <subviews>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="30" width="40" height="20"/>
                <constraints><constraint firstAttribute="width" constant="40" id="aw"/><constraint firstAttribute="height" constant="20" id="ah"/></constraints>
              </customView>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                <constraints><constraint firstAttribute="width" constant="40" id="bw"/><constraint firstAttribute="height" constant="20" id="bh"/></constraints>
              </customView>
            </subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
          <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
        </constraints>
      </customView>
      """))
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(frames["b"] == Rect(x: 0, y: 30, width: 40, height: 20))
  }

  /// A view kept at a fixed frame is placed by its autoresizing mask even when the document
  /// says it does not translate, and its frame (not its alignment rect) stays where it was
  /// saved: a check box 2 pt left of its label's text stays there.
  @Test func fixedFrameViewsKeepTheirSavedFrames() throws {
    let frames = try solvedFrames(appKit("12121", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <subviews>
          <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="check">
            <rect key="frame" x="18" y="60" width="100" height="18"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <buttonCell key="cell" type="check" title="On" bezelStyle="regularSquare" imagePosition="left" id="cc"/>
          </button>
        </subviews>
      </customView>
      """))
    // AppKit's y points up: a frame saved at y 60 of 100 is 22 pt from the top.
    #expect(frames["check"] == Rect(x: 18, y: 22, width: 100, height: 18))
  }

  /// A UISlider aligns a rect 2 pt in from each end and 1 pt above its frame's bottom.
  @Test func sliderAlignmentInsetsComeFromTheTable() throws {
    let frames = try solvedFrames("""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects>
        <view id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
          <subviews>
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="6" y="43" width="288" height="31"/></slider>
          </subviews>
          <constraints>
            <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
            <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="8" id="r"/>
            <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" constant="27" id="b"/>
          </constraints>
        </view>
      </objects></document>
      """)
    #expect(frames["s"] == Rect(x: 6, y: 43, width: 288, height: 31))
  }

  /// In an NSStackView aligned on leading edges, a view the document indents 20 pt leaves the
  /// line and the others stay on it; in Xcode 26, check boxes align flush with their 16 pt
  /// frames, so the first sits at the stack's top-left corner.
  @Test func appKitStackAlignmentYieldsToTheDocumentsConstraints() throws {
    let frames = try solvedFrames(appKit("24765", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <subviews>
          <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="36" width="200" height="64"/>
            <subviews>
              <button translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="0.0" y="48" width="80" height="16"/>
                <buttonCell key="cell" type="check" title="One" bezelStyle="regularSquare" imagePosition="left" id="c1"/></button>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="indented"><rect key="frame" x="20" y="24" width="50" height="16"/>
                <constraints><constraint firstAttribute="width" constant="50" id="iw"/><constraint firstAttribute="height" constant="16" id="ih"/></constraints>
              </customView>
              <button translatesAutoresizingMaskIntoConstraints="NO" id="two"><rect key="frame" x="0.0" y="0.0" width="80" height="16"/>
                <buttonCell key="cell" type="check" title="Two" bezelStyle="regularSquare" imagePosition="left" id="c2"/></button>
            </subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
          <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
          <constraint firstItem="indented" firstAttribute="leading" secondItem="stack" secondAttribute="leading" constant="20" id="ind"/>
        </constraints>
      </customView>
      """))
    #expect(frames["one"] == Rect(x: 0, y: 0, width: 80, height: 16))
    #expect(frames["indented"] == Rect(x: 20, y: 24, width: 50, height: 16))
    #expect(frames["two"] == Rect(x: 0, y: 48, width: 80, height: 16))
  }
}

/// An NSGridView's cells, placed in their columns and rows: fixed widths and heights, the
/// default 6 pt column spacing, a leading padding, trailing and centred placements.
@Suite("Grid views")
struct GridViewTests {
  @Test func cellsArePlacedInTheirColumnsAndRows() throws {
    let frames = try solvedFrames(appKit("22505", gridInRoot(width: 300, height: 100, """
      <gridView rowSpacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
        <rect key="frame" x="0.0" y="40" width="160" height="60"/>
        <rows><gridRow height="20" id="r0"/><gridRow height="30" id="r1"/></rows>
        <columns><gridColumn width="50" id="c0"/><gridColumn width="100" leadingPadding="4" id="c1"/></columns>
        <gridCells>
          <gridCell row="r0" column="c0" xPlacement="trailing" yPlacement="top" id="g00">
            <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="30" y="50" width="20" height="10"/>
              <constraints><constraint firstAttribute="width" constant="20" id="aw"/><constraint firstAttribute="height" constant="10" id="ah"/></constraints>
            </customView>
          </gridCell>
          <gridCell row="r0" column="c1" id="g01"/>
          <gridCell row="r1" column="c0" id="g10"/>
          <gridCell row="r1" column="c1" xPlacement="center" yPlacement="center" id="g11">
            <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="95" y="10" width="30" height="10"/>
              <constraints><constraint firstAttribute="width" constant="30" id="bw"/><constraint firstAttribute="height" constant="10" id="bh"/></constraints>
            </customView>
          </gridCell>
        </gridCells>
      </gridView>
      """)))
    #expect(frames["grid"] == Rect(x: 0, y: 0, width: 160, height: 60))
    #expect(frames["a"] == Rect(x: 30, y: 0, width: 20, height: 10))
    #expect(frames["b"] == Rect(x: 95, y: 40, width: 30, height: 10))
  }
}

/// The table itself: each entry says where its figures come from, and a document's build picks
/// the entry of its Xcode.
@Suite("Control metrics table")
struct ControlMetricsTableTests {
  @Test func everyEntryNamesTheDocumentsItWasMeasuredFrom() {
    for entry in ControlMetrics.table {
      #expect(!entry.measuredFrom.isEmpty, "\(entry.key)")
      #expect(entry.measuredFrom.allSatisfy { !$0.isEmpty }, "\(entry.key)")
    }
  }

  @Test(arguments: [
    (12121, EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)),
    (19529, EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)),
    (23502, EdgeInsets(top: 1, left: 2, bottom: 1, right: 0)),
    (24765, EdgeInsets.zero),
  ])
  func checkBoxesByXcode(build: Int, insets: EdgeInsets) {
    #expect(ControlMetrics.entry(style: "checkBox", platform: .macOS, build: build)?.alignmentInsets == insets)
  }

  @Test(arguments: [
    (11542, EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)),
    (21507, EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)),
    (24765, EdgeInsets.zero),
  ])
  func pushButtonsByXcode(build: Int, insets: EdgeInsets) {
    #expect(ControlMetrics.entry(style: "button.push.rounded", platform: .macOS, build: build)?.alignmentInsets == insets)
  }

  /// Pop-up buttons before Xcode 26 are inset (4 pt on the right from Xcode 12 to 16, round 13);
  /// Xcode 26's have no entry and align their frames.
  @Test func popUpButtonsByXcode() {
    #expect(ControlMetrics.entry(style: "popUpButton.rounded", platform: .macOS, build: 19142)?.alignmentInsets
      == EdgeInsets(top: 1, left: 3, bottom: 4, right: 4))
    #expect(ControlMetrics.entry(style: "popUpButton.rounded", platform: .macOS, build: 24765) == nil)
  }

  /// A separator box is a 1 pt line in a 5 pt frame: pinned to the top of its superview, with
  /// nothing giving it a height, its frame starts 2 pt above and is 5 pt tall; a vertical one is
  /// the same across its width.
  @Test func separatorBoxesAreOnePointLinesInFivePointFrames() throws {
    let frames = try solvedFrames(appKit("24765", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <subviews>
          <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
            <rect key="frame" x="0.0" y="97" width="200" height="5"/>
          </box>
          <box horizontalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="98" y="0.0" width="5" height="80"/>
          </box>
        </subviews>
        <constraints>
          <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
          <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
          <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="r"/>
          <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="bl"/>
          <constraint firstItem="bar" firstAttribute="top" secondItem="line" secondAttribute="bottom" constant="19" id="bt"/>
          <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="bb"/>
        </constraints>
      </customView>
      """))
    #expect(frames["line"] == Rect(x: 0, y: -2, width: 200, height: 5))
    #expect(frames["bar"] == Rect(x: 98, y: 20, width: 5, height: 80))
  }

  /// An NSScrollView tiles its clip view: one saved without translation and without
  /// constraints still fills the scroll view; and a secure text field measures its content as a
  /// text field does.
  @Test func clipViewsFillTheirScrollViewAndSecureFieldsHaveASize() throws {
    let frames = try solvedFrames(appKit("24765", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="150"/>
        <subviews>
          <scrollView borderType="line" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="50" width="200" height="100"/>
            <clipView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="clip">
              <rect key="frame" x="1" y="1" width="198" height="98"/>
              <autoresizingMask key="autoresizingMask"/>
            </clipView>
          </scrollView>
          <secureTextField translatesAutoresizingMaskIntoConstraints="NO" id="secret">
            <rect key="frame" x="20" y="10" width="160" height="21"/>
            <secureTextFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" usesSingleLineMode="YES" id="sc"/>
          </secureTextField>
        </subviews>
        <constraints>
          <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
          <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
          <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r"/>
          <constraint firstItem="scroll" firstAttribute="height" constant="100" id="h"/>
          <constraint firstItem="secret" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sl"/>
          <constraint firstItem="secret" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" constant="19" id="st"/>
        </constraints>
      </customView>
      """))
    #expect(frames["clip"] == Rect(x: 1, y: 1, width: 198, height: 98))
    #expect(frames["secret"] == Rect(x: 20, y: 119, width: 160, height: 21))
  }

  /// Xcode 26 draws a small square button 1 pt beyond its alignment rect above and below: an
  /// explicit 23 pt height is a 25 pt frame starting 1 pt higher.
  @Test func smallSquareButtonsOfXcode26AreInsetAboveAndBelow() throws {
    let frames = try solvedFrames(appKit("24765", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        <subviews>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="plus">
            <rect key="frame" x="10" y="64" width="32" height="25"/>
            <constraints>
              <constraint firstAttribute="width" constant="32" id="w"/>
              <constraint firstAttribute="height" constant="23" id="h"/>
            </constraints>
            <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" imagePosition="overlaps" alignment="center" id="pc"/>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="plus" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
          <constraint firstItem="plus" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="t"/>
        </constraints>
      </customView>
      """))
    #expect(frames["plus"] == Rect(x: 10, y: 11, width: 32, height: 25))
  }
}
