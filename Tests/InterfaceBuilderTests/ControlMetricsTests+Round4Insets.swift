import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fourth round's table entries and the insets of single controls, each in a document
/// written for it: large help buttons, bar progress indicators and Xcode 13's large radio buttons.
@Suite("Control insets, fourth round")
struct ControlInsetsRoundFourTests {
  /// The entries say where their baselines were read; a regular date picker has none yet; the
  /// large date picker's and Xcode 13's large radio buttons' insets.
  @Test func baselinesAreInTheTable() {
    #expect(ControlMetrics.entry(style: "datePicker.large", platform: .macOS, build: 22154)?.baselineAboveBottom == 7.53)
    #expect(ControlMetrics.entry(style: "slider.large", platform: .macOS, build: 21701)?.baselineAboveBottom == 6.53)
    #expect(ControlMetrics.entry(style: "datePicker", platform: .macOS, build: 22154) == nil)
    // Xcode 13's 21 pt frames and Xcode 15's 22 pt ones alike reach 4 pt above the rect.
    #expect(ControlMetrics.entry(style: "datePicker.large", platform: .macOS, build: 23094)?.alignmentInsets
      == EdgeInsets(top: 4, left: 0, bottom: 0, right: 3))
    #expect(ControlMetrics.entry(style: "datePicker.large", platform: .macOS, build: 19529)?.alignmentInsets
      == EdgeInsets(top: 4, left: 0, bottom: 0, right: 3))
    // Xcode 13's large radio buttons are 1.5 pt inset above and below, Xcode 14's and 15's 2.5.
    #expect(ControlMetrics.entry(style: "radio.large", platform: .macOS, build: 19529)?.alignmentInsets
      == EdgeInsets(top: 1.5, left: 3, bottom: 1.5, right: 0))
    #expect(ControlMetrics.entry(style: "radio.large", platform: .macOS, build: 21701)?.alignmentInsets.top == 2.5)
    #expect(ControlMetrics.entry(style: "slider", platform: .macOS, build: 22154)?.baselineAboveBottom == nil)
  }

  /// A large help button pinned 20 pt from the leading edge and 10 from the top starts its
  /// 35 pt frame 4 pt left of that and 1 pt above; a view 12 pt after it starts 7 pt after
  /// its frame ends.
  @Test func largeHelpButtonsAreInset() throws {
    let frames = try solvedFrames(appKit("23094", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="help"><rect key="frame" x="16" y="56" width="35" height="35"/>
            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="large" borderStyle="border" id="hc"/>
          </button>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="next"><rect key="frame" x="58" y="70" width="20" height="20"/>
            <constraints><constraint firstAttribute="width" constant="20" id="nw"/><constraint firstAttribute="height" constant="20" id="nh"/></constraints>
          </customView>
        </subviews>
        <constraints>
          <constraint firstItem="help" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
          <constraint firstItem="help" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
          <constraint firstItem="next" firstAttribute="leading" secondItem="help" secondAttribute="trailing" constant="12" id="k3"/>
          <constraint firstItem="next" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k4"/>
        </constraints>
      </customView>
      """))
    #expect(frames["help"] == Rect(x: 16, y: 9, width: 35, height: 35))
    #expect(frames["next"] == Rect(x: 58, y: 10, width: 20, height: 20))
  }

  /// A bar progress indicator pinned 10 pt below the top is saved 1 pt above that, 20 pt tall
  /// around its 18 pt rect; a spinning one keeps its frame as its rect.
  @Test func barProgressIndicatorsAreInsetAboveAndBelow() throws {
    let frames = try solvedFrames(appKit("21225", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <progressIndicator maxValue="100" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="20" y="71" width="200" height="20"/>
          </progressIndicator>
          <progressIndicator maxValue="100" indeterminate="YES" style="spinning" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
            <rect key="frame" x="240" y="58" width="32" height="32"/>
          </progressIndicator>
        </subviews>
        <constraints>
          <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
          <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
          <constraint firstItem="bar" firstAttribute="width" constant="200" id="k3"/>
          <constraint firstItem="spin" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="240" id="k4"/>
          <constraint firstItem="spin" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k5"/>
        </constraints>
      </customView>
      """))
    #expect(frames["bar"] == Rect(x: 20, y: 9, width: 200, height: 20))
    #expect(frames["spin"] == Rect(x: 240, y: 10, width: 32, height: 32))
  }

  /// An Xcode 13 large radio button pinned to the top of a 48 pt square starts its 22 pt frame
  /// 1.5 pt above it, and a view 8 pt below it starts 6.5 pt below the frame's bottom (8 less
  /// the 1.5 pt inset; Xcode 14's 2.5 would give 5.5).
  @Test func xcode13LargeRadioButtonsAreInsetLess() throws {
    let frames = try solvedFrames(appKit("19529", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="square"><rect key="frame" x="0.0" y="42" width="48" height="48"/>
            <constraints><constraint firstAttribute="width" constant="48" id="sw"/><constraint firstAttribute="height" constant="48" id="sh"/></constraints>
          </customView>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="radio"><rect key="frame" x="57" y="69.5" width="100" height="22"/>
            <buttonCell key="cell" type="radio" title="Manage" bezelStyle="regularSquare" imagePosition="left" controlSize="large" id="rc"/>
          </button>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="below"><rect key="frame" x="60" y="53" width="20" height="10"/>
            <constraints><constraint firstAttribute="width" constant="20" id="bw"/><constraint firstAttribute="height" constant="10" id="bh"/></constraints>
          </customView>
        </subviews>
        <constraints>
          <constraint firstItem="square" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
          <constraint firstItem="square" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
          <constraint firstItem="radio" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" id="k3"/>
          <constraint firstItem="radio" firstAttribute="top" secondItem="square" secondAttribute="top" id="k4"/>
          <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" id="k5"/>
          <constraint firstItem="below" firstAttribute="top" secondItem="radio" secondAttribute="bottom" constant="8" id="k6"/>
        </constraints>
      </customView>
      """))
    #expect(frames["radio"] == Rect(x: 57, y: 8.5, width: 100, height: 22))
    #expect(frames["below"] == Rect(x: 60, y: 37, width: 20, height: 10))
  }
}
