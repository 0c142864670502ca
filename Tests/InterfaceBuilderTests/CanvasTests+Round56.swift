import Foundation
@testable import InterfaceBuilder
import LayoutModel
import Testing

/// Round 56 of issue 19's layout fixes: Xcode 26's Interface Builder builds run past 25000.
@Suite("Canvas, round 56")
struct CanvasRound56Tests {
  /// LNPopupController's scenes of plug-in 25068 (toolsVersion 25094) are drawn with Xcode 26's
  /// canvas, the doubled insets of the 430 x 932 iPhone among them; so is this scene, the tenth
  /// round's Xcode 26 scene saved by that later build.
  @Test func builds25000AndLaterAreXcode26() throws {
    let frames = try solvedFrames(
      uiKit("Storyboard.XIB", tools: "25094", plugin: "25068", device: "retina6_7",
        CanvasRoundTenTests().pinnedScene(width: 430, height: 932, id: "body", saved: Rect(x: 0, y: 118, width: 430, height: 746))))
    #expect(frames["body"] == Rect(x: 0, y: 118, width: 430, height: 746))
    #expect(CanvasMetrics.xcode26Builds.contains(25094))
  }
}
