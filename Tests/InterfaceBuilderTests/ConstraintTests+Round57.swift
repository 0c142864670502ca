import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// Round 57: a design-time placeholder constraint (`placeholder="YES"`, "remove at build time")
/// is removed from the built nib, but Interface Builder's canvas holds it, and the frames Xcode
/// saves are laid out with it. Each case is a document written for it.
@Suite("Placeholder constraints, round 57")
struct PlaceholderConstraintRoundFiftySevenTests {
  /// An empty UIKit stack view centred in a 359 x 50 band, at least 8 pt from its sides, 10 pt
  /// from its top and bottom, whose width is a 35 pt placeholder (the stack is filled in code):
  /// saved 35 pt wide in the middle, as WWDCScholars' social-accounts stack (14868) is. Without
  /// the placeholder nothing holds the stack's width, and the importer stretched it (343 pt).
  @Test func aPlaceholderWidthHoldsAnEmptyStack() throws {
    let frames = try solvedFrames(uiKit("XIB", tools: "14868", plugin: "14824", device: "retina6_1", """
      <objects>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
          <rect key="frame" x="0.0" y="0.0" width="359" height="50"/>
          <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="162" y="10" width="35" height="30"/>
              <constraints>
                <constraint firstAttribute="width" constant="35" placeholder="YES" id="w"/>
                <constraint firstAttribute="height" constant="30" id="h"/>
              </constraints>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="stack" firstAttribute="top" secondItem="band" secondAttribute="top" constant="10" id="c1"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="stack" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstItem="stack" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="band" secondAttribute="leading" constant="8" id="c3"/>
            <constraint firstItem="stack" firstAttribute="centerX" secondItem="band" secondAttribute="centerX" id="c4"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="10" id="c5"/>
          </constraints>
        </view>
      </objects>
      """))
    #expect(frames["stack"] == Rect(x: 162, y: 10, width: 35, height: 30))
  }

  /// An AppKit custom view pinned 20 pt inside the top and sides of a 300 x 200 view, with a
  /// 20 pt view pinned 8 pt below it; the custom view's height is a 37 pt placeholder (set in code):
  /// saved 37 pt tall with the label under it, as whatdid's project views (19529) are. Without
  /// the placeholder the custom view had no height (0 pt) and the view below sat 37 pt higher.
  @Test func aPlaceholderHeightHoldsACustomView() throws {
    let frames = try solvedFrames(appKit("19529", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
        <subviews>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="rows">
            <rect key="frame" x="20" y="143" width="260" height="37"/>
            <constraints>
              <constraint firstAttribute="height" constant="37" placeholder="YES" id="h"/>
            </constraints>
          </customView>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="below">
            <rect key="frame" x="20" y="115" width="260" height="20"/>
            <constraints>
              <constraint firstAttribute="height" constant="20" id="bh"/>
            </constraints>
          </customView>
        </subviews>
        <constraints>
          <constraint firstItem="rows" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
          <constraint firstItem="rows" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" constant="20" id="c3"/>
          <constraint firstItem="below" firstAttribute="top" secondItem="rows" secondAttribute="bottom" constant="8" id="c4"/>
          <constraint firstItem="below" firstAttribute="leading" secondItem="rows" secondAttribute="leading" id="c5"/>
          <constraint firstItem="below" firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" id="c6"/>
        </constraints>
      </customView>
      """))
    #expect(frames["rows"] == Rect(x: 20, y: 20, width: 260, height: 37))
    #expect(frames["below"] == Rect(x: 20, y: 65, width: 260, height: 20))
  }
}
