import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twenty-seventh round of issue 19's canvas fixes: AppKit roots saved misplaced, each in a
/// document written for it.
@Suite("Canvas, twenty-seventh round")
struct CanvasRoundTwentySevenTests {
  /// An AppKit root saved misplaced (300 x 200) holding a 20 pt bar pinned 10 pt below its top
  /// and a pane 8 pt below the bar down to its bottom, both across its width. The pane has no
  /// height of its own and was saved 150 pt tall, so the content is 188 pt tall: Xcode saves the
  /// pane at the bottom and the bar 158 pt above it (in the root's top-left coordinates, the bar
  /// at y 22 and the pane at y 50). Laid out with the content fitted to the saved root, the pane
  /// took the 12 pt difference (162 pt tall) and the bar was at y 10.
  @Test func aMisplacedRootsFreeContainerKeepsItsSavedLength() throws {
    let frames = try solvedFrames(appKit("22505", Self.barAndPane(misplaced: true, barSavedAt: 158)))
    #expect(frames["bar"] == Rect(x: 0, y: 22, width: 300, height: 20))
    #expect(frames["pane"] == Rect(x: 0, y: 50, width: 300, height: 150))
  }

  /// A root that is not misplaced is laid out at its saved size, as before: the same content in
  /// the same 300 x 200 root stretches the pane to 162 pt under the bar at y 10.
  @Test func aRootNotMisplacedStillStretchesItsFreeContainer() throws {
    let frames = try solvedFrames(appKit("22505", Self.barAndPane(misplaced: false, barSavedAt: 170)))
    #expect(frames["bar"] == Rect(x: 0, y: 10, width: 300, height: 20))
    #expect(frames["pane"] == Rect(x: 0, y: 38, width: 300, height: 162))
  }

  /// The root of both tests: the bar (saved at `barSavedAt`, bottom-left coordinates) and the
  /// pane (saved 150 pt tall at the bottom) in a 300 x 200 root, misplaced or not.
  static func barAndPane(misplaced: Bool, barSavedAt y: Int) -> String {
    """
    <customView \(misplaced ? "misplaced=\"YES\" " : "")id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
      <subviews>
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="bar">
          <rect key="frame" x="0.0" y="\(y)" width="300" height="20"/>
          <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints>
        </customView>
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="pane">
          <rect key="frame" x="0.0" y="0.0" width="300" height="150"/>
        </customView>
      </subviews>
      <constraints>
        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="pane" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="8" id="c4"/>
        <constraint firstItem="pane" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
        <constraint firstAttribute="trailing" secondItem="pane" secondAttribute="trailing" id="c6"/>
        <constraint firstAttribute="bottom" secondItem="pane" secondAttribute="bottom" id="c7"/>
      </constraints>
    </customView>
    """
  }
}
