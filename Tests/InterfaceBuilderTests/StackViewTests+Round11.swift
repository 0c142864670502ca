import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The eleventh round of issue 19's stack-view fixes (AppKit), each in a document written for it.
@Suite("Stack views, eleventh round")
struct StackViewRoundElevenTests {
  /// A horizontal `NSStackView` that detaches hidden views, holding a hidden label, a hidden view
  /// 21 x 32 by its own constraints, and a visible view 50 x 32. AppKit takes the hidden views out
  /// of the stack: the visible view is first, at 0, and Xcode saves the hidden ones with their
  /// own sizes, their frames at the stack's top-left corner (the label's frame, whose text is
  /// inset 2 pt, at 0, not -2). Read as UIKit reads a hidden arranged view, the hidden view's
  /// zero length conflicted with its width, and the visible view was placed 21 pt in.
  @Test func detachedHiddenViewsKeepTheirSizesAtTheStacksCorner() throws {
    let frames = try solvedFrames(appKit("18122", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" \
      detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="48" width="50" height="32"/>
            <subviews>
              <textField hidden="YES" horizontalHuggingPriority="251" verticalHuggingPriority="750" \
      translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0.0" y="18" width="69" height="14"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Update available" id="labelCell">
                  <font key="font" metaFont="smallSystem"/>
                </textFieldCell>
              </textField>
              <customView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hiddenView">
                <rect key="frame" x="0.0" y="0.0" width="21" height="32"/>
                <constraints>
                  <constraint firstAttribute="width" constant="21" id="h1"/>
                  <constraint firstAttribute="height" constant="32" id="h2"/>
                </constraints>
              </customView>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="shown">
                <rect key="frame" x="0.0" y="0.0" width="50" height="32"/>
                <constraints>
                  <constraint firstAttribute="width" constant="50" id="s1"/>
                  <constraint firstAttribute="height" constant="32" id="s2"/>
                </constraints>
              </customView>
            </subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["shown"] == Rect(x: 0, y: 0, width: 50, height: 32))
    #expect(frames["hiddenView"] == Rect(x: 0, y: 0, width: 21, height: 32))
    #expect(frames["label"] == Rect(x: 0, y: 0, width: 69, height: 14))
    #expect(frames["stack"] == Rect(x: 20, y: 20, width: 50, height: 32))
  }
}
