import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twenty-fifth round of issue 19's stack-view fixes (UIKit), each in a document written for
/// it.
@Suite("Stack views, twenty-fifth round")
struct StackViewRoundTwentyFiveTests {
  /// A 320 x 480 scene (Xcode 13's plug-in, the 4-inch iPhone) holding a vertical stack pinned
  /// to the root's top, leading and trailing edges, spaced 10: a 40 pt band, then `hidden`, then
  /// a 30 pt footer.
  static func stackWithHidden(_ hidden: String) -> String {
    uiKit("Storyboard.XIB", tools: "18122", plugin: "18093", device: "retina4_0", """
      <scenes><scene sceneID="s0"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
              <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" \
      translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="320" height="110"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                    <constraints><constraint firstAttribute="height" constant="40" id="h1"/></constraints>
                  </view>
                  \(hidden)
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                    <rect key="frame" x="0.0" y="80" width="320" height="30"/>
                    <constraints><constraint firstAttribute="height" constant="30" id="h2"/></constraints>
                  </view>
                </subviews>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
              <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
      """)
  }

  /// A hidden activity indicator that hides when stopped is drawn by the canvas and takes its
  /// room in the stack (RxSwift's `APIWrappers`, Gladys' `GladysAction`): 20 pt tall at y 50,
  /// the footer 10 pt below it at y 80. The importer collapsed it, and put the footer at y 50.
  @Test func aStoppedIndicatorThatHidesWhenStoppedKeepsItsRoom() throws {
    let frames = try solvedFrames(Self.stackWithHidden("""
      <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" \
      verticalHuggingPriority="750" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
        <rect key="frame" x="0.0" y="50" width="320" height="20"/>
      </activityIndicatorView>
      """))
    #expect(frames["spinner"] == Rect(x: 0, y: 50, width: 320, height: 20))
    #expect(frames["footer"] == Rect(x: 0, y: 80, width: 320, height: 30))
  }

  /// Any other hidden arranged view still collapses: a hidden 20 pt label leaves the footer 10 pt
  /// below the band.
  @Test func otherHiddenViewsStillCollapse() throws {
    let frames = try solvedFrames(Self.stackWithHidden("""
      <label hidden="YES" opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Busy" \
      translatesAutoresizingMaskIntoConstraints="NO" id="note">
        <rect key="frame" x="0.0" y="50" width="320" height="0.0"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """))
    #expect(frames["footer"] == Rect(x: 0, y: 50, width: 320, height: 30))
  }
}
