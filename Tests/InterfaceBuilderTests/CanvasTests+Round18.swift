import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The eighteenth round of issue 19's fixes, each in a document written for it.
@Suite("Canvas, eighteenth round")
struct CanvasRoundEighteenTests {
  /// A 375 x 100 UIKit view (Xcode 9, the 4.7-inch iPhone) holding a view of a Swift module's
  /// class, centered horizontally and pinned 10 pt from the top, with no width or height of its
  /// own and no subviews, saved 120 x 20; and a label pinned 8 pt below it. Interface Builder
  /// runs such a designable class and sizes it by its intrinsic size, as Cosmos' rating views
  /// and BetterSegmentedControl's controls are saved; the importer gave it none, so it was laid
  /// out 0 x 0 and the label 20 pt too high. An Objective-C class (no `customModule`) still gets
  /// none.
  @Test(arguments: [true, false])
  func aSwiftModulesViewWithoutSubviewsTakesItsSavedSize(inModule: Bool) throws {
    let module = inModule ? #" customModule="Stars""# : ""
    let frames = try solvedFrames(uiKit("XIB", tools: "13771", plugin: "13772", device: "retina4_7", """
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stars" \
      customClass="StarsView"\(module)>
              <rect key="frame" x="127.5" y="10" width="120" height="20"/>
            </view>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Rated" \
      translatesAutoresizingMaskIntoConstraints="NO" id="label">
              <rect key="frame" x="20" y="38" width="100" height="20.5"/>
              <constraints>
                <constraint firstAttribute="width" constant="100" id="w"/>
              </constraints>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
              <nil key="textColor"/>
              <nil key="highlightedColor"/>
            </label>
          </subviews>
          <constraints>
            <constraint firstItem="stars" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="stars" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="stars" secondAttribute="bottom" constant="8" id="c3"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
          </constraints>
        </view>
      </objects>
      """))
    if inModule {
      #expect(frames["stars"] == Rect(x: 127.5, y: 10, width: 120, height: 20))
      #expect(frames["label"]?.y == 38)
    } else {
      #expect(frames["stars"]?.width == 0)
      #expect(frames["label"]?.y == 18)
    }
  }
}
