import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The forty-seventh round's fix, in a document written for it: Xcode 26's UIKit sliders.
@Suite("Control metrics, forty-seventh round")
struct ControlMetricsRoundFortySevenTests {
  /// A 320 x 100 UIKit view (a xib of `tools`, 6.1-inch iPhone) holding a slider pinned 20 pt
  /// from the leading and trailing edges and centred vertically, its frame saved 34 pt tall.
  private func slider(_ tools: String, plugin: String) -> String {
    uiKit("XIB", tools: tools, plugin: plugin, device: "retina6_1", """
      <objects>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
          <subviews>
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
      contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" \
      translatesAutoresizingMaskIntoConstraints="NO" id="slider">
              <rect key="frame" x="20" y="33" width="280" height="34"/>
            </slider>
          </subviews>
          <constraints>
            <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="slider" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
          </constraints>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
      </objects>
      """)
  }

  /// Xcode 26 (nRF Mesh's, 24128 and 24506; NetNewsWire's, 24765) saves the slider flush with
  /// its alignment rect: at x 20, 280 wide, its 34 pt frame centred at 50. Before, the entry of
  /// every build put it 2 pt outside its rect at the ends and 1 pt below: (18, 33.5), 284 wide.
  @Test(arguments: [("24128", "24063"), ("24506", "24504"), ("24765", "24743")])
  func sliderOfXcode26IsFlushWithItsAlignmentRect(tools: String, plugin: String) throws {
    let frames = try solvedFrames(slider(tools, plugin: plugin))
    #expect(frames["slider"] == Rect(x: 20, y: 33, width: 280, height: 34))
  }

  /// Xcode 16's (nRF Mesh's `GenericLevel` cells, 23727) keep the older entry.
  @Test func sliderOfXcode16KeepsTwoPointsAtTheEnds() throws {
    let frames = try solvedFrames(slider("23727", plugin: "23721"))
    #expect(frames["slider"] == Rect(x: 18, y: 33.5, width: 284, height: 34))
  }
}
