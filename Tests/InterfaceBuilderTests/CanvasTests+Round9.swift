import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The ninth round of issue 19's layout fixes, each in a document written for it: views that
/// span a leading-aligned `NSStackView`, scenes inside a freeform container, AppKit roots Xcode
/// saved as misplaced, and the clip views of misplaced scroll views.
@Suite("Canvas and stack views, ninth round")
struct CanvasRoundNineTests {
  /// A leading-aligned vertical stack 260 pt wide holding a custom view (a row whose label is
  /// pinned to its leading edge, the row's trailing edge at least 8 pt past it) and a label.
  /// Nothing but the stack sizes the row across the axis: it spans the stack, as Xcode saves
  /// such rows; the label, hugging at 251, keeps its own width.
  @Test func viewsNothingSizesSpanALeadingAlignedStack() throws {
    let frames = try solvedFrames(appKit("21507", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <stackView distribution="fill" orientation="vertical" alignment="leading" \
      horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
      translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="20" width="260" height="40"/>
            <subviews>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="24" width="260" height="16"/>
                <subviews>
                  <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="rowLabel">
                    <rect key="frame" x="-2" y="0.0" width="64" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Speed:" id="rowLabelCell">
                      <font key="font" metaFont="system"/>
                    </textFieldCell>
                  </textField>
                </subviews>
                <constraints>
                  <constraint firstItem="rowLabel" firstAttribute="leading" secondItem="row" secondAttribute="leading" id="r1"/>
                  <constraint firstItem="rowLabel" firstAttribute="top" secondItem="row" secondAttribute="top" id="r2"/>
                  <constraint firstAttribute="bottom" secondItem="rowLabel" secondAttribute="bottom" id="r3"/>
                  <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="rowLabel" secondAttribute="trailing" constant="8" id="r4"/>
                </constraints>
              </customView>
              <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="-2" y="0.0" width="84" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Temperature" id="labelCell">
                  <font key="font" metaFont="system"/>
                </textFieldCell>
              </textField>
            </subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c2"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
        </constraints>
      </customView>
      """))
    #expect(frames["row"] == Rect(x: 0, y: 0, width: 260, height: 16))
    #expect(frames["label"].map { $0.width } == 84)
  }

  /// A scene with no size metrics of its own inside a tab bar controller that Xcode 15 sizes
  /// freely (600 x 600) on the 6.1-inch iPhone: a label 6 pt below its top layout guide is under
  /// the 48 pt status bar, at y 54, as in a freeform scene of its own.
  @Test func scenesInsideAFreeformContainerAreFreeformToo() throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: "22154", plugin: "22130", device: "retina6_1", """
      <scenes>
      <scene sceneID="s0"><objects>
        <tabBarController id="tabs">
          <size key="freeformSize" width="600" height="600"/>
          <connections><segue destination="vc" kind="relationship" relationship="viewControllers" id="rel"/></connections>
        </tabBarController>
      </objects></scene>
      <scene sceneID="s1"><objects>
        <viewController id="vc">
          <layoutGuides>
            <viewControllerLayoutGuide type="top" id="topGuide"/>
            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
          </layoutGuides>
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
            <subviews>
              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" \
      lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="54" width="560" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="label" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="6" id="c1"/>
              <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
              <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="c3"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>
      </scenes>
      """))
    #expect(frames["label"] == Rect(x: 20, y: 54, width: 560, height: 21))
  }

  /// An AppKit root saved misplaced (300 x 100) whose content asks for 240 x 80: a view pinned
  /// 20 pt inside each edge, 200 x 40 at 750. Xcode lays the content out at the size its
  /// constraints give, from the root's bottom left, so the view is 200 x 40 at x 20 and 40 pt
  /// from the top of the saved root; laid out in the saved root it was stretched to 260 x 60.
  @Test func misplacedAppKitRootsAreLaidOutAtTheirContentsSize() throws {
    let frames = try solvedFrames(appKit("22690", """
      <customView misplaced="YES" id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="item">
            <rect key="frame" x="20" y="20" width="200" height="40"/>
            <constraints>
              <constraint firstAttribute="width" constant="200" priority="750" id="w"/>
              <constraint firstAttribute="height" constant="40" priority="750" id="h"/>
            </constraints>
          </customView>
        </subviews>
        <constraints>
          <constraint firstItem="item" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstAttribute="trailing" secondItem="item" secondAttribute="trailing" constant="20" id="c2"/>
          <constraint firstItem="item" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
          <constraint firstAttribute="bottom" secondItem="item" secondAttribute="bottom" constant="20" id="c4"/>
        </constraints>
      </customView>
      """))
    #expect(frames["item"] == Rect(x: 20, y: 40, width: 200, height: 40))
  }
}

extension CanvasRoundNineTests {
  /// A scroll view saved misplaced (200 x 100) whose constraints make it 260 x 160: Xcode does
  /// not tile it, and its clip view keeps the 200 x 100 frame saved with it, where before the clip
  /// view followed the scroll view's new size.
  @Test func clipViewsOfMisplacedScrollViewsKeepTheirSavedSize() throws {
    let frames = try solvedFrames(appKit("22690", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
        <subviews>
          <scrollView misplaced="YES" borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" \
      horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" \
      translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="20" y="80" width="200" height="100"/>
            <clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO" id="clip">
              <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </clipView>
          </scrollView>
        </subviews>
        <constraints>
          <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" constant="20" id="c2"/>
          <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
          <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" constant="20" id="c4"/>
        </constraints>
      </customView>
      """))
    #expect(frames["scroll"] == Rect(x: 20, y: 20, width: 260, height: 160))
    #expect(frames["clip"].map { Size(width: $0.width, height: $0.height) } == Size(width: 200, height: 100))
  }
}
