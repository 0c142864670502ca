import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twenty-fifth round of issue 19's layout fixes, each in a document written for it: the
/// canvas of iOS scenes saved by Xcode 11's betas and by Xcode 12.
@Suite("Canvas, twenty-fifth round")
struct CanvasRoundTwentyFiveTests {
  /// A full-screen xib view on the 4.7-inch iPhone holding a 40 pt band pinned to its safe
  /// area's top, saved by the Cocoa Touch plug-in `plugin`.
  private func bandUnderSafeAreaTop(plugin: String, savedY: Double) -> String {
    uiKit("XIB", tools: "14868", plugin: plugin, device: "retina4_7", """
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
              <rect key="frame" x="0.0" y="\(savedY)" width="375" height="40"/>
              <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
            </view>
          </subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
            <constraint firstItem="band" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="band" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="c3"/>
          </constraints>
        </view>
      </objects>
      """)
  }

  /// Xcode 11's betas (plug-in builds 14500 to 14999) draw no status bar over a view without a
  /// top bar on a phone with a home button, as Xcode 11's releases do: the band is at y 0.
  @Test func xcode11BetasDrawNoStatusBarWithoutATopBar() throws {
    let frames = try solvedFrames(bandUnderSafeAreaTop(plugin: "14824", savedY: 0))
    #expect(frames["band"] == Rect(x: 0, y: 0, width: 375, height: 40))
  }

  /// Xcode 12 (plug-in builds 17000 to 17999) draws no status bar there either: the band is at
  /// y 0.
  @Test func xcode12DrawsNoStatusBarWithoutATopBar() throws {
    let frames = try solvedFrames(bandUnderSafeAreaTop(plugin: "17703", savedY: 0))
    #expect(frames["band"] == Rect(x: 0, y: 0, width: 375, height: 40))
  }

  /// Xcode 15 (plug-in 22131) keeps the 20 pt status bar: the band is at y 20.
  @Test func xcode15KeepsTheStatusBar() throws {
    let frames = try solvedFrames(bandUnderSafeAreaTop(plugin: "22131", savedY: 20))
    #expect(frames["band"] == Rect(x: 0, y: 20, width: 375, height: 40))
  }

  /// Xcode 10.2 and 10.3 (plug-in 14490) keep the 20 pt status bar: the band is at y 20.
  @Test func xcode10KeepsTheStatusBar() throws {
    let frames = try solvedFrames(bandUnderSafeAreaTop(plugin: "14490.49", savedY: 20))
    #expect(frames["band"] == Rect(x: 0, y: 20, width: 375, height: 40))
  }
}
