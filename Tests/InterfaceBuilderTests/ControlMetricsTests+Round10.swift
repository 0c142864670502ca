import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The tenth round of issue 19's metric fixes, each in a document written for it: iOS 13's
/// segmented control.
@Suite("Control metrics, tenth round")
struct ControlMetricsRoundTenTests {
  /// A vertical stack (Xcode 13, 4.7-inch iPhone) holding a segmented control, whose 32 pt frame
  /// aligns 31 pt, and a 40 pt view: the view starts 31 pt below the stack's top, the control's
  /// frame keeps its 32 pt.
  @Test func segmentedControlsAlignOnePointAboveTheirFramesBottom() throws {
    let frames = try solvedFrames("""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait"/>
      <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="18093"/></dependencies>
      <objects>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
          <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="0.0" y="0.0" width="300" height="71"/>
              <subviews>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
      contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" \
      translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="32"/>
                  <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                  </segments>
                </segmentedControl>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                  <rect key="frame" x="0.0" y="31" width="300" height="40"/>
                  <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
                </view>
              </subviews>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
          </constraints>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
      </objects>
      </document>
      """)
    #expect(frames["segments"] == Rect(x: 0, y: 0, width: 300, height: 32))
    #expect(frames["below"] == Rect(x: 0, y: 31, width: 300, height: 40))
  }
}
