import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The forty-third round of issue 19's canvas fixes: Xcode 9 to 11's side margins for the cells
/// of a table nested in another view, in documents written for it (with round 35's cell,
/// `marginCell`).
@Suite("Canvas, forty-third round")
struct CanvasRoundFortyThreeTests {
  /// Xcode 10.1 to 11 (plug-ins 14460.20, 15706, 16086) give the cells of a table that is a
  /// subview of its scene's root 15 pt side margins at 375 and 414 pt, where the importer had the
  /// system minimum of the table's width (16 and 20).
  @Test(arguments: [("14460.20", 375.0), ("15706", 375.0), ("16086", 414.0)])
  func xcode11GivesACellOfANestedTableFifteenPoints(plugin: String, table: Double) throws {
    let frames = try solvedFrames(
      marginCell(plugin: plugin, device: "retina4_7", width: table, table: table, savedMargin: 15))
    #expect(frames["label"] == Rect(x: 15, y: 12, width: table - 30, height: 20))
  }

  /// What the step leaves alone: the cells of a table view controller's own 375 pt table of the
  /// same builds keep 16, and the cells of a nested 375 pt table of Xcode 12.5 (19144) keep 16.
  @Test(arguments: [("15706", true), ("19144", false)])
  func tableViewControllersAndLaterBuildsKeepTheSystemMinimum(plugin: String, tableViewController: Bool) throws {
    let frames = try solvedFrames(
      marginCell(
        plugin: plugin, device: "retina4_7", width: 375, table: 375, savedMargin: 16,
        tableViewController: tableViewController))
    #expect(frames["label"] == Rect(x: 16, y: 12, width: 343, height: 20))
  }
}
