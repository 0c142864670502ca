import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// Round 55: which required constraint Auto Layout breaks when a size translated from an
/// autoresizing mask conflicts with the document's constraints, each case in a document written
/// for it.
@Suite("Conflict recovery, round 55")
struct ConflictRecoveryRoundFiftyFiveTests {
  /// An AppKit view saved 226 pt wide that translates its mask, which the document wants at
  /// least 250 pt wide. The translated size is installed when the view is added, before the
  /// document's constraints, so the document's is the one broken and the view keeps 226 pt, as
  /// Attabench's side panel is saved. Met after the document's, the translated width was broken
  /// (250 pt).
  @Test func aTranslatedSizeIsKeptAgainstTheDocumentsConstraint() throws {
    let frames = try recoveredFrames(appKit("13771", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
        <subviews>
          <customView id="panel"><rect key="frame" x="10" y="10" width="226" height="80"/></customView>
        </subviews>
        <constraints>
          <constraint firstItem="panel" firstAttribute="width" relation="greaterThanOrEqual" constant="250" id="c1"/>
        </constraints>
      </customView>
      """))
    #expect(frames["panel"] == Rect(x: 10, y: 10, width: 226, height: 80))
  }

  /// A 100 x 40 collection view cell whose content view holds a view pinned to its top and
  /// bottom and made 16 pt tall. The content view's translated height (the cell's 40 pt) is
  /// kept and the document's 16 pt height is broken, as DuckDuckGo's tab bar cell is saved; a
  /// table cell's content view, which the cell sizes in its own layout, takes the height its
  /// constraints give instead (16 pt), as QuickBlox's, the Corona-Warn-App's and Open Food
  /// Facts' cells are saved.
  @Test(arguments: [
    ("collectionViewCell", "collectionViewCellContentView", 40.0),
    ("tableViewCell", "tableViewCellContentView", 16.0),
  ])
  func aCellsContentViewAgainstItsConstraints(cell: String, contentView: String, height: Double) throws {
    let frames = try recoveredFrames(uiKit("XIB", tools: "23504", plugin: "23506", device: "retina6_1", """
      <objects>
        <\(cell) contentMode="center" id="cell">
          <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
          <\(contentView) key="contentView" opaque="NO" id="cv">
            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="icon" firstAttribute="top" secondItem="cv" secondAttribute="top" id="c1"/>
              <constraint firstAttribute="bottom" secondItem="icon" secondAttribute="bottom" id="c2"/>
              <constraint firstItem="icon" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="c3"/>
              <constraint firstAttribute="trailing" secondItem="icon" secondAttribute="trailing" id="c4"/>
              <constraint firstItem="icon" firstAttribute="height" constant="16" id="c5"/>
            </constraints>
          </\(contentView)>
        </\(cell)>
      </objects>
      """))
    #expect(frames["cv"]?.height == height)
    #expect(frames["icon"]?.height == height)
  }
}
