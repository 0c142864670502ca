import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The thirty-fifth round of issue 19's canvas fixes: the side margins of a table cell's content
/// view, each in a document written for it.
@Suite("Canvas, thirty-fifth round")
struct CanvasRoundThirtyFiveTests {
  /// Step 1: a 320 pt cell at the top of a xib on the 6.1-inch iPhone (414 pt) of Xcode 13
  /// (plug-in 19454) has its own width's 16 pt margins, not the phone's 20 (the label had been
  /// at x 20, 280 pt wide).
  @Test func aNarrowXibCellHasTheMarginsOfItsWidth() throws {
    let frames = try solvedFrames(marginCell(plugin: "19454", device: "retina6_1", width: 320, table: nil, savedMargin: 16))
    #expect(frames["label"] == Rect(x: 16, y: 12, width: 288, height: 20))
  }

  /// Step 1: a cell of a 240 pt table on the 6.1-inch iPhone of Xcode 14 (plug-in 22129) has
  /// the table's width's 16 pt margins (it had been 20 pt in).
  @Test func aCellOfANarrowTableHasTheMarginsOfTheTablesWidth() throws {
    let frames = try solvedFrames(marginCell(plugin: "22129", device: "retina6_1", width: 240, table: 240, savedMargin: 16))
    #expect(frames["label"] == Rect(x: 16, y: 12, width: 208, height: 20))
  }

  /// What step 1 leaves alone: a 414 pt xib cell and a cell of a 414 pt table on the same phone
  /// keep 20 pt margins.
  @Test(arguments: [nil, 414.0] as [Double?])
  func wideCellsKeepTwentyPoints(table: Double?) throws {
    let frames = try solvedFrames(marginCell(plugin: "22129", device: "retina6_1", width: 414, table: table, savedMargin: 20))
    #expect(frames["label"] == Rect(x: 20, y: 12, width: 374, height: 20))
  }
}

/// Step 2 of the thirty-fifth round: Xcode 10.1 and 11 give a narrow cell 15 pt side margins.
extension CanvasRoundThirtyFiveTests {
  /// A 320 pt xib cell of Xcode 11 (plug-in 14824) on the 4.7-inch iPhone, and a cell of a
  /// 320 pt table of Xcode 10.1 (14460.20), are laid out 15 pt in (they had been 16 pt in).
  @Test(arguments: [("14824", nil), ("14460.20", 320)] as [(String, Double?)])
  func xcode11GivesANarrowCellFifteenPoints(plugin: String, table: Double?) throws {
    let frames = try solvedFrames(marginCell(plugin: plugin, device: "retina4_7", width: 320, table: table, savedMargin: 15))
    #expect(frames["label"] == Rect(x: 15, y: 12, width: 290, height: 20))
  }

  /// What step 2 leaves alone: a 375 pt cell of the same build, and a narrow one whose content
  /// view does not measure its margins from the safe area, keep 16 pt.
  @Test func wideOrUnsafeAreaCellsKeepSixteenPoints() throws {
    let wide = try solvedFrames(marginCell(plugin: "14824", device: "retina4_7", width: 375, table: nil, savedMargin: 16))
    #expect(wide["label"] == Rect(x: 16, y: 12, width: 343, height: 20))
    let frames = try solvedFrames(
      marginCell(
        plugin: "14460.20", device: "retina4_7", width: 253, table: nil, savedMargin: 16,
        contentView: #"insetsLayoutMarginsFromSafeArea="NO""#))
    #expect(frames["label"] == Rect(x: 16, y: 12, width: 221, height: 20))
  }
}
