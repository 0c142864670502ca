import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The nineteenth round of issue 19's fixes, each in a document written for it.
@Suite("Grid views, nineteenth round")
struct GridViewRoundNineteenTests {
  /// A grid of one row (Xcode 16, `yPlacement="fill"`, 357 pt wide, columns filled) holding a
  /// label and a bezeled text field, as Xit's new branch panel and Vienna's general preferences
  /// do. With the row aligned by first baseline (the grid's `rowAlignment`, or the row's), the
  /// label keeps its 16 pt and is lined up with the field's text (Xcode saves it 2 pt below the
  /// field's top; the importer's baseline estimates put it 2.5 pt below, within the check's
  /// half point), where the fill placement stretched it to the field's height. A row not
  /// aligned by baseline still stretches it with the field.
  @Test(arguments: [(#" rowAlignment="firstBaseline""#, ""), ("", #" rowAlignment="firstBaseline""#), ("", "")])
  func aBaselineRowDoesNotStretchItsLabel(gridAlignment: String, rowAlignment: String) throws {
    let frames = try solvedFrames(appKit("24765", gridInRoot(width: 400, height: 100, """
      <gridView xPlacement="trailing" yPlacement="fill"\(gridAlignment) columnSpacing="8" \
      translatesAutoresizingMaskIntoConstraints="NO" id="grid">
        <rect key="frame" x="0.0" y="79" width="357" height="21"/>
        <constraints><constraint firstAttribute="width" constant="357" id="gw"/></constraints>
        <rows><gridRow\(rowAlignment) id="r0"/></rows>
        <columns><gridColumn xPlacement="fill" id="c0"/><gridColumn xPlacement="fill" id="c1"/></columns>
        <gridCells>
          <gridCell row="r0" column="c0" id="g0">
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" \
      translatesAutoresizingMaskIntoConstraints="NO" id="label">
              <rect key="frame" x="-2" y="3" width="91" height="16"/>
              <textFieldCell key="cell" lineBreakMode="clipping" title="Branch name:" id="labelCell">
                <font key="font" metaFont="system"/>
              </textFieldCell>
            </textField>
          </gridCell>
          <gridCell row="r0" column="c1" id="g1">
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
              <rect key="frame" x="95" y="0.0" width="262" height="21"/>
              <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
      sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="fieldCell">
                <font key="font" metaFont="system"/>
              </textFieldCell>
            </textField>
          </gridCell>
        </gridCells>
      </gridView>
      """)))
    let aligned = !(gridAlignment + rowAlignment).isEmpty
    if aligned {
      #expect(frames["field"] == Rect(x: 95, y: 0, width: 262, height: 21))
      #expect(frames["label"] == Rect(x: -2, y: 2.5, width: 91, height: 16))
    } else {
      #expect(frames["label"]?.y == frames["field"]?.y)
      #expect(frames["label"]?.height == frames["field"]?.height)
    }
  }
}
