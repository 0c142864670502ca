import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fifteenth round of issue 19's canvas fixes (UIKit), each in a document written for it.
@Suite("Canvas, fifteenth round")
struct CanvasRoundFifteenTests {
  /// A xib's top-level view with a freeform simulated size, `width` x 570 on the 4.7-inch
  /// iPhone (Xcode 10.1), with a header pinned to its safe area's top. Whether narrower than the
  /// screen (DuckDuckGo's `NotificationView.xib`, the earlier rule) or as wide as it
  /// (Rocket.Chat's `DirectoryFiltersView.xib` and `SubscriptionsSortingView.xib`, 375 x 570),
  /// the canvas draws it under the 20 pt status bar and saves the header at y 20; a screen-wide
  /// one had no inset.
  @Test(arguments: [320.0, 375.0])
  func aFreeformXibViewIsDrawnUnderTheStatusBar(width: Double) throws {
    let frames = try solvedFrames(uiKit("XIB", tools: "14460.31", plugin: "14460.20", device: "retina4_7", """
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="570"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
              <rect key="frame" x="0.0" y="20" width="\(width)" height="44"/>
              <constraints>
                <constraint firstAttribute="height" constant="44" id="h"/>
              </constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="header" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
            <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
            <constraint firstItem="header" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c3"/>
          </constraints>
          <nil key="simulatedTopBarMetrics"/>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
          <viewLayoutGuide key="safeArea" id="safe"/>
        </view>
      </objects>
      """))
    #expect(frames["header"] == Rect(x: 0, y: 20, width: width, height: 44))
  }
}
