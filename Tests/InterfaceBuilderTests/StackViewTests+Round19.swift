import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The nineteenth round of issue 19's stack-view fixes (AppKit), each in a document written for it.
@Suite("Stack views, nineteenth round")
struct StackViewRoundNineteenTests {
  /// A leading-aligned vertical `NSStackView` (Xcode 12, hugging 249.99998), 300 pt wide by a
  /// constraint and pinned to its view's top and leading edges, holding a 40 x 20 view and a
  /// separator box saved 200 wide. Nothing sets the separator's length (AppKit gives a separator
  /// none), so it stays at its saved 200 pt, as Fluor's preferences and Hot's preferences window
  /// save their separators narrower than their stacks; the importer had stretched it to the
  /// stack's 300 pt.
  @Test func aSeparatorKeepsItsSavedLength() throws {
    let frames = try solvedFrames(appKit("17701", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
        <subviews>
          <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" \
      horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
      detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="67" width="300" height="33"/>
            <subviews>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="top">
                <rect key="frame" x="0.0" y="13" width="40" height="20"/>
                <constraints>
                  <constraint firstAttribute="width" constant="40" id="tw"/>
                  <constraint firstAttribute="height" constant="20" id="th"/>
                </constraints>
              </customView>
              <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                <rect key="frame" x="0.0" y="-2" width="200" height="5"/>
              </box>
            </subviews>
            <constraints>
              <constraint firstAttribute="width" constant="300" id="sw"/>
            </constraints>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["stack"] == Rect(x: 0, y: 0, width: 300, height: 29))
    #expect(frames["line"] == Rect(x: 0, y: 26, width: 200, height: 5))
  }
}
