import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The forty-second round of issue 19's canvas fixes: Xcode 9 to 11 give a xib's own table cell
/// 15 pt side margins at any width, in documents written for it (with round 35's cell,
/// `marginCell`).
@Suite("Canvas, forty-second round")
struct CanvasRoundFortyTwoTests {
  /// A 375 pt xib cell of Xcode 11 (plug-in 16087) and a 450 pt one of Xcode 10.2 (14806.4) on
  /// the 4.7-inch iPhone are laid out 15 pt in (they had been 16 and 20 pt in: round 35's 15 pt
  /// went only to cells narrower than 375 pt).
  @Test(arguments: [("16087", 375.0), ("14806.4", 450.0)] as [(String, Double)])
  func xcode11GivesAXibCellFifteenPointsAtAnyWidth(plugin: String, width: Double) throws {
    let frames = try solvedFrames(marginCell(plugin: plugin, device: "retina4_7", width: width, table: nil, savedMargin: 15))
    #expect(frames["label"] == Rect(x: 15, y: 12, width: width - 30, height: 20))
  }

  /// What the step leaves alone: a cell of a 375 pt table of the same build, and a 375 pt xib
  /// cell whose content view does not measure its margins from the safe area (Xcode 10.1,
  /// 14460.20), keep 16 pt.
  @Test func tableCellsAndUnsafeAreaXibCellsKeepSixteenPoints() throws {
    let inTable = try solvedFrames(marginCell(plugin: "16087", device: "retina4_7", width: 375, table: 375, savedMargin: 16))
    #expect(inTable["label"] == Rect(x: 16, y: 12, width: 343, height: 20))
    let unsafe = try solvedFrames(
      marginCell(
        plugin: "14460.20", device: "retina4_7", width: 375, table: nil, savedMargin: 16,
        contentView: #"insetsLayoutMarginsFromSafeArea="NO""#))
    #expect(unsafe["label"] == Rect(x: 16, y: 12, width: 343, height: 20))
  }
}
