import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The seventh round of issue 19's fixes, each in a document written for it: AppKit switches
/// sized by their saved frames, colour wells' insets, and small check boxes' and pop-up
/// buttons' insets.
@Suite("Control metrics, seventh round")
struct ControlMetricsRoundSevenTests {
  /// A mini `NSSwitch` pinned 20 pt from the trailing edge and the top of a 300 pt wide view:
  /// its size is the saved frame's (the switch is a control sized by its content), so it keeps
  /// 36 x 16 and ends 20 pt from the edge. Without a size it had none and spanned nothing.
  @Test func appKitSwitchesTakeTheirSizeFromTheirFrame() throws {
    let frames = try solvedFrames(appKit("24127", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" controlSize="mini" \
      baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
            <rect key="frame" x="244" y="64" width="36" height="16"/>
          </switch>
        </subviews>
        <constraints>
          <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="c1"/>
          <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["toggle"] == Rect(x: 244, y: 20, width: 36, height: 16))
  }

  /// Two colour wells of Xcode 15 pinned 20 pt from the top: one given a size of 36 x 15 and
  /// pinned 20 pt from the leading edge is saved 42 x 19, 3 pt left of and 2 pt above its rect;
  /// one of 24 x 24 saved frames pinned 80 pt in keeps that frame, 3 pt left of its rect.
  @Test func colourWellsAreInsetAtTheSidesAboveAndBelow() throws {
    let frames = try solvedFrames(appKit("22155", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="sized"><rect key="frame" x="17" y="63" width="42" height="19"/>
            <constraints>
              <constraint firstAttribute="width" constant="36" id="w1"/>
              <constraint firstAttribute="height" constant="15" id="h1"/>
            </constraints>
            <color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
          </colorWell>
          <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="free"><rect key="frame" x="77" y="58" width="24" height="24"/>
            <color key="color" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="calibratedRGB"/>
          </colorWell>
        </subviews>
        <constraints>
          <constraint firstItem="sized" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="sized" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="80" id="c3"/>
          <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
        </constraints>
      </customView>
      """))
    #expect(frames["sized"] == Rect(x: 17, y: 18, width: 42, height: 19))
    #expect(frames["free"] == Rect(x: 77, y: 18, width: 24, height: 24))
  }

  /// A small check box pinned 20 pt from the leading edge and the top, and a small pop-up
  /// button 8 pt below it and 36 pt from the leading edge. In a document of Xcode 15 the check
  /// box's 16 pt frame is 1 pt around its rect (x 19, y 19) and the pop-up's 22 pt frame 2 pt
  /// above and 4 pt left of its rect (its rect 8 pt below the check box's 14 pt one, at 42). In
  /// one of Xcode 13, which has no small entries, they keep the regular controls' insets.
  @Test(arguments: [
    ("22155", Rect(x: 19, y: 19, width: 200, height: 16), Rect(x: 32, y: 40, width: 88, height: 22)),
    ("19529", Rect(x: 18, y: 19, width: 200, height: 16), Rect(x: 33, y: 41, width: 88, height: 22)),
  ])
  func smallCheckBoxesAndPopUpsHaveInsetsOfTheirOwn(tools: String, checkBox: Rect, popUp: Rect) throws {
    let frames = try solvedFrames(appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
            <rect key="frame" x="19" y="65" width="200" height="16"/>
            <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" controlSize="small" inset="2" id="checkCell">
              <font key="font" metaFont="smallSystem"/>
            </buttonCell>
          </button>
          <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
            <rect key="frame" x="32" y="38" width="88" height="22"/>
            <popUpButtonCell key="cell" type="push" title="Insert" bezelStyle="rounded" alignment="left" controlSize="small" \
      lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
              <font key="font" metaFont="smallSystem"/>
            </popUpButtonCell>
          </popUpButton>
        </subviews>
        <constraints>
          <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="popUp" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="36" id="c3"/>
          <constraint firstItem="popUp" firstAttribute="top" secondItem="check" secondAttribute="bottom" constant="8" id="c4"/>
        </constraints>
      </customView>
      """))
    #expect(frames["check"] == checkBox)
    #expect(frames["popUp"] == popUp)
  }
}
