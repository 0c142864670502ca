import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The seventy-fourth round's fix: AppKit's regular small square segmented controls, in documents
/// written for it.
@Suite("Control metrics, seventy-fourth round: small square segmented controls")
struct ControlMetricsRoundSeventyFourTests {
  /// A small square segmented control pinned 20 pt from the top and leading edges of a 200 x 80
  /// view, 100 wide and given a height of 21; `controlSize` is the cell's, if any.
  func document(tools: String, controlSize: String? = nil) -> String {
    let size = controlSize.map { #" controlSize="\#($0)""# } ?? ""
    return appKit(
      tools,
      """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
        <subviews>
          <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="addRemove">
            <rect key="frame" x="20" y="36" width="100" height="23"/>
            <constraints>
              <constraint firstAttribute="width" constant="100" id="w"/>
              <constraint firstAttribute="height" constant="21" id="h"/>
            </constraints>
            <segmentedCell key="cell"\(size) borderStyle="border" alignment="left" segmentDistribution="fill" style="smallSquare" trackingMode="momentary" id="addRemoveCell">
              <font key="font" metaFont="system"/>
              <segments>
                <segment image="NSAddTemplate" width="30"/>
                <segment image="NSRemoveTemplate" width="30" tag="1"/>
              </segments>
            </segmentedCell>
          </segmentedControl>
        </subviews>
        <constraints>
          <constraint firstItem="addRemove" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
          <constraint firstItem="addRemove" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
        </constraints>
      </customView>
      """)
  }

  /// Xcode 11 to 16 draw a regular small square segmented control's 23 pt frame 1 pt above and
  /// below its 21 pt rect (Desktop Cleaner, 15505; Maccy, 22155). Taking the frame for the rect
  /// put it at 20, 20, 100 x 21.
  @Test(arguments: ["15505", "22155"])
  func smallSquareSegmentedControlsSpillOnePointAboveAndBelow(tools: String) throws {
    let frames = try solvedFrames(document(tools: tools))
    #expect(frames["addRemove"] == Rect(x: 20, y: 19, width: 100, height: 23))
  }

  /// Mini ones and those of Xcode 26 are not measured and keep their rect.
  @Test(arguments: [("15505", "mini"), ("24506", nil)] as [(String, String?)])
  func miniOrNewerSmallSquareControlsKeepTheirRect(tools: String, controlSize: String?) throws {
    let frames = try solvedFrames(document(tools: tools, controlSize: controlSize))
    #expect(frames["addRemove"] == Rect(x: 20, y: 20, width: 100, height: 21))
  }
}
