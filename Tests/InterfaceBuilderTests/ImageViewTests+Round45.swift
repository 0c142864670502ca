import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The forty-fifth round of issue 19's importer fixes: the size of a UIKit image view showing an
/// SF Symbol, in documents written for it.
@Suite("Image views, forty-fifth round: UIKit SF Symbols")
struct ImageViewRoundFortyFiveTests {
  /// A 320 x 480 scene holding an image view of `image`, saved `width` x `height`, pinned 20 pt
  /// from its root's leading edge and top and given no size; `<resources>` lists the image
  /// `listed` (its attributes: size and catalog).
  static func scene(image: String, width: Double, height: Double, listed: String) -> String {
    uiKit("Storyboard.XIB", tools: "21701", plugin: "21679", device: "retina6_1", """
      <scenes><scene sceneID="s0"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
              <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" \
      horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(image)" \
      translatesAutoresizingMaskIntoConstraints="NO" id="image">
                <rect key="frame" x="20" y="20" width="\(width)" height="\(height)"/>
              </imageView>
            </subviews>
            <constraints>
              <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
              <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
      <resources><image name="\(image)" \(listed)/></resources>
      """)
  }

  /// An SF Symbol listed at the catalog's 97 x 128 (Trailer's and LoopKit's `chevron.right`,
  /// saved 12.5 x 16.5) keeps its saved size: the listed size is not the drawn one.
  @Test func aUIKitSymbolKeepsItsSavedSize() throws {
    let frames = try solvedFrames(Self.scene(
      image: "chevron.right", width: 12.5, height: 16.5, listed: #"catalog="system" width="97" height="128""#))
    #expect(frames["image"] == Rect(x: 20, y: 20, width: 12.5, height: 16.5))
  }

  /// An image of the app's own catalog keeps the size `<resources>` lists, whatever was saved.
  @Test func aUIKitAssetTakesItsListedSize() throws {
    let frames = try solvedFrames(Self.scene(image: "logo", width: 30, height: 30, listed: #"width="32" height="32""#))
    #expect(frames["image"] == Rect(x: 20, y: 20, width: 32, height: 32))
  }
}
