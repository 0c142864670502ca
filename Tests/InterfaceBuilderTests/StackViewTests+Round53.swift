import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fifty-third round's stack-view rule (UIKit's fill-proportionally `UIStackView`), in a
/// document written for it.
@Suite("Stack views, fifty-third round: proportional shares of views without an intrinsic length")
struct StackViewRoundFiftyThreeTests {
  /// A nested horizontal stack `id`, saved `width` wide, holding one 30 pt tall view with no
  /// width of its own: neither has an intrinsic width.
  static func nested(_ id: String, x: Int, width: Int) -> String {
    """
    <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="30"/>
      <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="30"/>
          <constraints><constraint firstAttribute="height" constant="30" id="\(id)-h"/></constraints>
        </view>
      </subviews>
    </stackView>
    """
  }

  /// Two nested stacks saved 100 and 200 pt wide in a 300 pt horizontal fill-proportionally
  /// stack (IBAnimatable's check-box rows, Loop's and LoopKit's headers) keep those widths:
  /// UIKit shares the stack out by a view's current length where it has no intrinsic one, and
  /// the saved frames are that share. The importer had held both at 0 pt.
  @Test func nestedStacksTakeTheirSharesFromTheirSavedLengths() throws {
    let frames = try recoveredFrames(uiKit("Storyboard.XIB", tools: "20037", plugin: "20020", device: "retina4_7", """
      <scenes><scene sceneID="s0"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
              <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" \
      translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="40" width="300" height="30"/>
                <subviews>\(Self.nested("left", x: 0, width: 100))\(Self.nested("right", x: 100, width: 200))</subviews>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
              <constraint firstItem="stack" firstAttribute="width" constant="300" id="c3"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
      """))
    #expect(frames["left"] == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(frames["right"] == Rect(x: 100, y: 0, width: 200, height: 30))
    #expect(frames["right-box"] == Rect(x: 0, y: 0, width: 200, height: 30))
  }
}
