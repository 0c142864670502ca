import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twenty-eighth round's stack-view fix (AppKit's `NSStackView`), in documents written for
/// it.
@Suite("Stack views, twenty-eighth round")
struct StackViewRoundTwentyEightTests {
  /// A 300 x 100 view holding a vertical fill-proportionally stack (spacing 8, leading-aligned)
  /// pinned 10 pt from its top and to its leading and trailing edges, with the views `arranged`.
  static func proportionalStack(_ arranged: String) -> String {
    appKit("21503.1", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <stackView distribution="fillProportionally" orientation="vertical" alignment="leading" spacing="8" \
      horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
      detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="62" width="300" height="28"/>
            <subviews>\(arranged)</subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
        </constraints>
      </customView>
      """)
  }

  /// A view `id` of `width` x `height` pinned to that size by its own constraints, without an
  /// intrinsic size.
  static func box(_ id: String, width: Int, height: Int) -> String {
    """
    <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
      <constraints>
        <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
        <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
      </constraints>
    </customView>
    """
  }

  /// A nested horizontal stack (no intrinsic length of its own) in a vertical fill-proportionally
  /// `NSStackView` keeps the height its content asks, as Xcode's frames show (DSFToolbar's button
  /// pane, DSFQuickActionBar's demo window). Held at 0 pt as UIKit holds such a view, the nested
  /// stack conflicted with its 28 pt box and was laid out 0 pt tall.
  @Test func aNestedStackKeepsItsContentsLength() throws {
    let frames = try recoveredFrames(Self.proportionalStack("""
      <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" \
      horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
      detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
        <rect key="frame" x="0.0" y="0.0" width="60" height="28"/>
        <subviews>\(Self.box("swatch", width: 60, height: 28))</subviews>
      </stackView>
      """))
    #expect(frames["inner"]?.height == 28)
    #expect(frames["swatch"] == Rect(x: 0, y: 0, width: 60, height: 28))
    #expect(frames["stack"] == Rect(x: 0, y: 10, width: 300, height: 28))
  }

  /// Two boxes in the same stack keep their own heights and the spacing between them: the
  /// distribution adds nothing for a view without an intrinsic length, in either build.
  @Test func boxesWithoutIntrinsicLengthsKeepTheirOwn() throws {
    let frames = try recoveredFrames(Self.proportionalStack(
      Self.box("top", width: 100, height: 20) + Self.box("bottom", width: 80, height: 30)))
    #expect(frames["top"]?.height == 20)
    #expect(frames["bottom"]?.height == 30)
    #expect(frames["stack"]?.height == 58)
  }

  /// A label beside a nested stack in a horizontal fill-proportionally `NSStackView` held only at
  /// its leading and top edges (DSFQuickActionBar's demo window): the label keeps its own width,
  /// the nested stack its content's, and the stack fits them (100 + 8 + 60). Given a share of the
  /// stack's width counting only its own, the label grew the stack without bound.
  @Test func aLabelBesideANestedStackKeepsItsOwnWidth() throws {
    let frames = try recoveredFrames(appKit("21503.1", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
        <subviews>
          <stackView distribution="fillProportionally" orientation="horizontal" alignment="top" spacing="8" \
      horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
      detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="10" y="30" width="168" height="20"/>
            <subviews>
              <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" \
      translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="-2" y="4" width="104" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Results use:" id="label-cell">
                  <font key="font" metaFont="system"/>
                </textFieldCell>
              </textField>
              <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="2" \
      horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
      detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                <rect key="frame" x="108" y="0.0" width="60" height="20"/>
                <subviews>\(Self.box("choice", width: 60, height: 20))</subviews>
              </stackView>
            </subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["stack"]?.width == 168)
    #expect(frames["inner"] == Rect(x: 108, y: 0, width: 60, height: 20))
    #expect(frames["label"]?.width == 104)
  }
}
