import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twelfth round of issue 19's stack-view fixes (AppKit), each in a document written for it.
@Suite("Stack views, twelfth round")
struct StackViewRoundTwelveTests {
  /// A horizontal `NSStackView` 26 pt tall, pinned to its view's edges, with edge insets of 6 pt
  /// above and below, centring a 22 pt bezeled text field and a 30 pt wide view. AppKit keeps the
  /// field at its height, centred, across the insets and inside the stack: at y 2 (Simple-Comic's
  /// find bar). Required, the insets squeezed it to the 14 pt between them.
  @Test func edgeInsetsGiveWayToAViewsOwnHeight() throws {
    let frames = try solvedFrames(appKit("23090", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="26"/>
        <subviews>
          <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="5" \
      horizontalStackHuggingPriority="250" verticalStackHuggingPriority="249.99998474121094" \
      translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="300" height="26"/>
            <subviews>
              <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="8" y="2" width="249" height="22"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
      sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="fieldCell">
                  <font key="font" metaFont="system"/>
                </textFieldCell>
              </textField>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="262" y="8" width="30" height="10"/>
                <constraints>
                  <constraint firstAttribute="width" constant="30" id="w"/>
                  <constraint firstAttribute="height" constant="10" id="h"/>
                </constraints>
              </customView>
            </subviews>
            <edgeInsets key="edgeInsets" left="8" right="8" top="6" bottom="6"/>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
          <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c4"/>
        </constraints>
      </customView>
      """))
    #expect(frames["field"] == Rect(x: 8, y: 2, width: 249, height: 22))
    #expect(frames["box"] == Rect(x: 262, y: 8, width: 30, height: 10))
  }
}
