import Foundation
@testable import InterfaceBuilder
import LayoutModel
import Testing

/// The way back from a scene through the segues that lead to it, on storyboards whose scenes are
/// pushed one after another: what bars the last scene inherits from containers many steps back.
@Suite("Segue walk")
struct SegueWalkTests {
  /// A scene whose view holds a box pinned to its safe area on all four sides, pushing `next`.
  private func pushedScene(_ index: Int, next: Int?) -> String {
    let segue = next.map { #"<connections><segue destination="vc\#($0)" kind="show" id="push\#($0)"/></connections>"# } ?? ""
    return """
      <scene sceneID="scene\(index)"><objects>
        <viewController id="vc\(index)">
          <view key="view" contentMode="scaleToFill" id="root\(index)"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box\(index)">
                <rect key="frame" x="0.0" y="92" width="414" height="721"/>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe\(index)"/>
            <constraints>
              <constraint firstItem="box\(index)" firstAttribute="top" secondItem="safe\(index)" secondAttribute="top" id="t\(index)"/>
              <constraint firstItem="safe\(index)" firstAttribute="bottom" secondItem="box\(index)" secondAttribute="bottom" id="b\(index)"/>
              <constraint firstItem="box\(index)" firstAttribute="leading" secondItem="safe\(index)" secondAttribute="leading" id="l\(index)"/>
              <constraint firstItem="safe\(index)" firstAttribute="trailing" secondItem="box\(index)" secondAttribute="trailing" id="r\(index)"/>
            </constraints>
          </view>
          \(segue)
        </viewController>
      </objects></scene>
      """
  }

  /// A tab bar controller's navigation controller whose root scene pushes `count` scenes one
  /// after another, on the 6.1-inch iPhone of Xcode 14: every scene, the last too, is under the
  /// status bar and the navigation bar (48 + 44) and above the tab bar (49 + 34). The last
  /// scene's way back passes through every scene before it, each step looking up the segue
  /// that leads to it (an index by destination; a scan of the document per step had made 400
  /// scenes take 36 s).
  @Test func theLastOfManyPushedScenesKeepsTheBarsOfItsContainers() throws {
    let count = 120
    let scenes = (0..<count).map { pushedScene($0, next: $0 + 1 < count ? $0 + 1 : nil) }.joined()
    let xml = uiKit("Storyboard.XIB", tools: "21701", plugin: "21679", device: "retina6_1", """
      <scenes>
      <scene sceneID="tabsScene"><objects>
        <tabBarController id="tabs">
          <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="toNav"/></connections>
        </tabBarController>
      </objects></scene>
      <scene sceneID="navScene"><objects>
        <navigationController id="nav">
          <connections><segue destination="vc0" kind="relationship" relationship="rootViewController" id="toRoot"/></connections>
        </navigationController>
      </objects></scene>
      \(scenes)
      </scenes>
      """)
    let frames = try solvedFrames(xml)
    let expected = Rect(x: 0, y: 92, width: 414, height: 721)
    #expect(frames["box0"] == expected)
    #expect(frames["box\(count / 2)"] == expected)
    #expect(frames["box\(count - 1)"] == expected)
  }
}
