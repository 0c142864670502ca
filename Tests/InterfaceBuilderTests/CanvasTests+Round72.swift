import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The seventy-second round of issue 19's canvas fixes: an iPad's side margins for a xib's own
/// table cell and the cells of a table nested in another view, in documents written for it (with
/// round 35's cell, `marginCell`).
@Suite("Canvas, seventy-second round")
struct CanvasRoundSeventyTwoTests {
  /// Xcode 9 to 25 give an iPad's xib cell (a 320 pt cell of 13526 on the 9.7-inch iPad) and a
  /// cell of a table nested in its scene's root (a 704 pt table of 22685 on the 12.9-inch iPad)
  /// 16 pt side margins, where the importer had the iPad's 20.
  @Test(arguments: [("13526", "ipad9_7", 320.0, false), ("22685", "ipad12_9", 704.0, true)])
  func anIPadsXibCellAndNestedTableCellHaveSixteenPoints(
    plugin: String, device: String, width: Double, nested: Bool
  ) throws {
    let frames = try solvedFrames(
      marginCell(plugin: plugin, device: device, width: width, table: nested ? width : nil, savedMargin: 16))
    #expect(frames["label"] == Rect(x: 16, y: 12, width: width - 32, height: 20))
  }

  /// What the step leaves alone: the cells of an iPad table view controller's own 768 pt table
  /// (22685), which no training document decides, keep the device's 20.
  @Test func anIPadsTableViewControllerKeepsTheDevicesMargins() throws {
    let frames = try solvedFrames(
      marginCell(
        plugin: "22685", device: "ipad12_9", width: 768, table: 768, savedMargin: 20, tableViewController: true))
    #expect(frames["label"] == Rect(x: 20, y: 12, width: 728, height: 20))
  }
}
