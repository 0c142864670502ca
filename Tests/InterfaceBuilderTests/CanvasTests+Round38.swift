import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The thirty-eighth round of issue 19's canvas fixes: Xcode 26's side margins for the cells of
/// narrow tables, in documents written for it (with round 35's cell, `marginCell`).
@Suite("Canvas, thirty-eighth round")
struct CanvasRoundThirtyEightTests {
  /// An Xcode 26 (plug-in 24743) cell on the 5.5-inch iPhone, 52 pt rows, whose content view
  /// does not measure its margins from the safe area.
  private func xcode26Cell(width: Double, table: Double?, savedMargin: Double) -> String {
    marginCell(
      plugin: "24743", device: "retina5_5", width: width, table: table, savedMargin: savedMargin, rowHeight: 52,
      rootHeight: 736, contentView: #"insetsLayoutMarginsFromSafeArea="NO""#)
  }

  /// Xcode 26 (plug-in 24743) on the 5.5-inch iPhone (414 pt) gives the cells of 186 and 240 pt
  /// tables 16 pt side margins (the label had been at x 20, 20 pt from the right).
  @Test(arguments: [186.0, 240.0])
  func xcode26GivesACellOfANarrowTableSixteenPoints(table: Double) throws {
    let frames = try solvedFrames(xcode26Cell(width: table, table: table, savedMargin: 16))
    #expect(frames["label"] == Rect(x: 16, y: 16, width: table - 32, height: 20))
  }

  /// What the step leaves alone: a cell of a 414 pt table, and a 339 pt cell at the top of a
  /// xib, keep Xcode 26's 20 pt.
  @Test(arguments: [(414.0, 414.0), (339.0, nil)] as [(Double, Double?)])
  func wideTableAndXibCellsKeepTwentyPoints(width: Double, table: Double?) throws {
    let frames = try solvedFrames(xcode26Cell(width: width, table: table, savedMargin: 20))
    #expect(frames["label"] == Rect(x: 20, y: 16, width: width - 40, height: 20))
  }
}
