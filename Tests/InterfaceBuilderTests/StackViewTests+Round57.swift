import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// Round 57's stack-view rule, in a document written for it: a hidden arranged view of a UIKit
/// stack aligned to the leading edge, the centre or the trailing edge is aligned like the others
/// but does not widen the stack across its axis.
@Suite("Stack views, round 57: hidden views do not span the stack")
struct StackViewRoundFiftySevenTests {
  /// A vertical, centre-aligned stack centred in a 414 x 300 view, holding a hidden 20 x 20
  /// view, a visible 61 x 20 one and a hidden 80 x 10 one: Xcode saves the stack 61 pt wide (the
  /// visible view's width) with the hidden 80 pt view centred across it at x -9.5, as BookStore's
  /// loading stack (14490.70) is; Open Food Facts' nutrient row (14868), a horizontal stack,
  /// keeps its 30 pt height around a hidden 34 pt text field likewise. The importer had let the
  /// hidden views span the stack (80 pt wide, the visible view at x 9.5).
  @Test func hiddenViewsDoNotWidenACentredStack() throws {
    let frames = try solvedFrames(uiKit("XIB", tools: "14490.70", plugin: "14490.49", device: "retina6_1", """
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
          <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="3" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="176.5" y="140" width="61" height="20"/>
              <subviews>
                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                  <rect key="frame" x="20.5" y="0.0" width="20" height="0.0"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="20" id="sw"/>
                    <constraint firstAttribute="height" constant="20" priority="999" id="sh"/>
                  </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                  <rect key="frame" x="0.0" y="0.0" width="61" height="20"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="61" id="tw"/>
                    <constraint firstAttribute="height" constant="20" id="th"/>
                  </constraints>
                </view>
                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="retry">
                  <rect key="frame" x="-9.5" y="20" width="80" height="0.0"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="80" id="rw"/>
                    <constraint firstAttribute="height" constant="10" priority="999" id="rh"/>
                  </constraints>
                </view>
              </subviews>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
          </constraints>
        </view>
      </objects>
      """))
    #expect(frames["stack"] == Rect(x: 176.5, y: 140, width: 61, height: 20))
    #expect(frames["text"] == Rect(x: 0, y: 0, width: 61, height: 20))
    #expect(frames["retry"] == Rect(x: -9.5, y: 20, width: 80, height: 0))
  }
}
