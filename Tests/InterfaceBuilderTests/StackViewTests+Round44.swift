import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The forty-fourth round of issue 19's importer fixes: a `UIStackView` of standard spacing, in
/// documents written for it.
@Suite("Stack views, forty-fourth round: standard spacing")
struct StackViewRoundFortyFourTests {
  /// A 320 x 480 scene whose 304 pt stack, pinned 8 pt from its root's leading edge and top,
  /// says `spacingType="standard"` (and no `spacing`), with `axis`, `distribution` and
  /// `arranged` views.
  static func standardStack(axis: String, distribution: String, width: Int, height: Int, _ arranged: String) -> String {
    uiKit("Storyboard.XIB", tools: "16097.2", plugin: "16087", device: "retina4_0", """
      <scenes><scene sceneID="s0"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
              <stackView opaque="NO" contentMode="scaleToFill" axis="\(axis)" distribution="\(distribution)" \
      spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="8" y="8" width="\(width)" height="\(height)"/>
                <subviews>\(arranged)</subviews>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c2"/>
              <constraint firstItem="stack" firstAttribute="width" constant="\(width)" id="c3"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
      """)
  }

  /// A view `id` of `height` (and of `width` where given) by its own constraints.
  static func box(_ id: String, width: Int? = nil, height: Int) -> String {
    let widthConstraint = width.map { #"<constraint firstAttribute="width" constant="\#($0)" id="\#(id)-w"/>"# } ?? ""
    return """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="\(width ?? 0)" height="\(height)"/>
        <constraints>\(widthConstraint)<constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/></constraints>
      </view>
      """
  }

  /// A fill-equally horizontal stack of standard spacing (Tinode's image details: three 130 pt
  /// columns in 406 pt) spaces its views 8 pt apart: three 96 pt views in 304 pt, at x 0, 104
  /// and 208. The importer read the missing `spacing` as 0 and made them 101.3 pt wide.
  @Test func aFillEquallyStackOfStandardSpacingLeavesEightPointGaps() throws {
    let frames = try solvedFrames(Self.standardStack(
      axis: "horizontal", distribution: "fillEqually", width: 304, height: 20,
      Self.box("a", height: 20) + Self.box("b", height: 20) + Self.box("c", height: 20)))
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 96, height: 20))
    #expect(frames["b"] == Rect(x: 104, y: 0, width: 96, height: 20))
    #expect(frames["c"] == Rect(x: 208, y: 0, width: 96, height: 20))
  }

  /// A vertical fill stack of standard spacing (Open Food Facts' settings: a label 8 pt above a
  /// stack) puts its second view 8 pt below the first: a 20 pt view, then a 30 pt one at y 28.
  @Test func aVerticalStackOfStandardSpacingLeavesEightPoints() throws {
    let frames = try solvedFrames(Self.standardStack(
      axis: "vertical", distribution: "fill", width: 304, height: 58,
      Self.box("top", height: 20) + Self.box("bottom", height: 30)))
    #expect(frames["top"] == Rect(x: 0, y: 0, width: 304, height: 20))
    #expect(frames["bottom"] == Rect(x: 0, y: 28, width: 304, height: 30))
    #expect(frames["stack"] == Rect(x: 8, y: 8, width: 304, height: 58))
  }
}
