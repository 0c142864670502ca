import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fifty-fourth round's canvas fixes, each in a document written for it: a view at the top of
/// a storyboard scene, beside its view controller, has the system's root margins (16 or 20 pt at
/// the sides by its own width, 0 above and below), as a xib's top-level view has; a navigation
/// controller that simulates a tab bar draws it under its root scene and what that pushes; a
/// freeform scene taller than the screen has its home indicator at its own bottom.
@Suite("Canvas, fifty-fourth round")
struct CanvasRoundFiftyFourTests {
  /// A storyboard of the 4.7-inch iPhone saved by `tools` (plug-in `plugin`) with one scene: a
  /// table view controller and, beside it in the scene's objects, a view `width` pt wide holding
  /// a band pinned 10 pt inside its top, leading and trailing margins, 40 pt tall.
  private func extraViewScene(width: Double, tools: String, plugin: String) -> String {
    uiKit("Storyboard.XIB", tools: tools, plugin: plugin, device: "retina4_7", safeAreas: true, """
      <scenes>
      <scene sceneID="s1"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <viewLayoutGuide key="safeArea" id="safe"/>
          </view>
        </viewController>
        <view contentMode="scaleToFill" id="extra">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="128"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
              <rect key="frame" x="26" y="10" width="\(width - 52)" height="40"/>
              <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="band" firstAttribute="top" secondItem="extra" secondAttribute="topMargin" constant="10" id="c1"/>
            <constraint firstItem="band" firstAttribute="leading" secondItem="extra" secondAttribute="leadingMargin" constant="10" id="c2"/>
            <constraint firstAttribute="trailingMargin" secondItem="band" secondAttribute="trailing" constant="10" id="c3"/>
          </constraints>
        </view>
      </objects></scene>
      </scenes>
      """)
  }

  /// Step 1: Tofu's 240 pt empty-state views (17701) and Trailer's 375 pt `Settings` header
  /// (21701) are saved 16 pt inside their sides and 0 pt below their tops; the importer had
  /// given them UIKit's 8 pt on every side (x 18, y 18, 16 pt narrower).
  @Test(arguments: [(240.0, "17701", "17703"), (375.0, "21701", "21679")])
  func sceneTopLevelViewHasTheSystemMargins(width: Double, tools: String, plugin: String) throws {
    let frames = try solvedFrames(extraViewScene(width: width, tools: tools, plugin: plugin))
    #expect(frames["band"] == Rect(x: 26, y: 10, width: width - 52, height: 40))
  }

  /// A storyboard for `device` saved by `tools` with a navigation controller that simulates a
  /// tab bar below itself, its root scene, and a scene the root pushes; the scene `pinned` (the
  /// root or the pushed one) holds a band 100 pt tall pinned to its safe area's bottom (or to its
  /// bottom layout guide's top without safe areas).
  private func tabBarNavigationScenes(device: String, height: Double, tools: String, safeAreas: Bool, pushed: Bool)
    -> String
  {
    func scene(_ id: String, pinned: Bool, segue: String) -> String {
      let guides = safeAreas ? "" : """
        <layoutGuides>
          <viewControllerLayoutGuide type="top" id="\(id)Top"/>
          <viewControllerLayoutGuide type="bottom" id="\(id)Bottom"/>
        </layoutGuides>
        """
      let bottom = safeAreas
        ? #"<constraint firstItem="\#(id)Safe" firstAttribute="bottom" secondItem="band" secondAttribute="bottom" id="\#(id)c1"/>"#
        : #"<constraint firstItem="\#(id)Bottom" firstAttribute="top" secondItem="band" secondAttribute="bottom" id="\#(id)c1"/>"#
      let band = pinned ? """
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <constraints><constraint firstAttribute="height" constant="100" id="h"/></constraints>
          </view>
        </subviews>
        """ : ""
      let constraints = pinned ? """
        <constraints>
          \(bottom)
          <constraint firstItem="band" firstAttribute="leading" secondItem="\(id)Root" secondAttribute="leading" id="\(id)c2"/>
          <constraint firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="\(id)c3"/>
        </constraints>
        """ : ""
      return """
        <scene sceneID="\(id)Scene"><objects>
          <viewController id="\(id)">
            \(guides)
            <view key="view" contentMode="scaleToFill" id="\(id)Root"><rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
              \(band)
              \(safeAreas ? #"<viewLayoutGuide key="safeArea" id="\#(id)Safe"/>"# : "")
              \(constraints)
            </view>
            <navigationItem key="navigationItem" id="\(id)Item"/>
            \(segue)
          </viewController>
        </objects></scene>
        """
    }
    let push = #"<connections><segue destination="pushedVC" kind="show" id="showSegue"/></connections>"#
    return uiKit("Storyboard.XIB", tools: tools, device: device, safeAreas: safeAreas, """
      <scenes>
      <scene sceneID="navScene"><objects>
        <navigationController id="nav">
          <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
          <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar"><rect key="frame" x="0.0" y="20" width="414" height="44"/></navigationBar>
          <connections><segue destination="rootVC" kind="relationship" relationship="rootViewController" id="rootSegue"/></connections>
        </navigationController>
      </objects></scene>
      \(scene("rootVC", pinned: !pushed, segue: push))
      \(scene("pushedVC", pinned: pushed, segue: ""))
      </scenes>
      """)
  }

  /// Step 2: WWDCScholars' root scene of a navigation controller simulating a tab bar (14868,
  /// 6.1-inch iPhone, layout guides) saves a view pinned to its bottom layout guide 83 pt above
  /// the screen's bottom (34 + 49), and Espressif's pushed scenes (a 5.5-inch iPhone, safe areas)
  /// 49 pt above it; the importer had drawn no tab bar (34 and 0 pt).
  @Test func navigationControllerSimulatingATabBarDrawsItUnderItsScenes() throws {
    let root = try solvedFrames(
      tabBarNavigationScenes(device: "retina6_1", height: 896, tools: "14868", safeAreas: false, pushed: false))
    #expect(root["band"] == Rect(x: 0, y: 896 - 83 - 100, width: 414, height: 100))
    let pushed = try solvedFrames(
      tabBarNavigationScenes(device: "retina5_5", height: 736, tools: "17701", safeAreas: true, pushed: true))
    #expect(pushed["band"] == Rect(x: 0, y: 736 - 49 - 100, width: 414, height: 100))
  }

  /// A storyboard of the 6.1-inch iPhone saved by Xcode 12 (17701) with a freeform scene 414 pt
  /// wide and `height` tall whose view holds a band 100 pt tall pinned to its safe area's bottom.
  private func tallFreeformScene(height: Double) -> String {
    uiKit("Storyboard.XIB", tools: "17701", device: "retina6_1", safeAreas: true, """
      <scenes>
      <scene sceneID="s1"><objects>
        <viewController id="vc">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <constraints><constraint firstAttribute="height" constant="100" id="h"/></constraints>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="safe" firstAttribute="bottom" secondItem="band" secondAttribute="bottom" id="c1"/>
              <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
              <constraint firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="c3"/>
            </constraints>
          </view>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
          <size key="freeformSize" width="414" height="\(height)"/>
        </viewController>
      </objects></scene>
      </scenes>
      """)
  }

  /// Step 3: Stopp Corona's 414 x 1896 start menu (17701, 6.1-inch iPhone) pins a scroll view to
  /// its safe area's bottom 34 pt above the scene's bottom, and Bluefruit's 375 x 900 scanner
  /// (15705, 5.8-inch iPhone) a table likewise; the importer had measured the inset to the
  /// screen's bottom (the band at y 762 here). A scene of the screen's height keeps its 34 pt.
  @Test(arguments: [1500.0, 896.0])
  func tallFreeformSceneHasItsHomeIndicatorAtItsBottom(height: Double) throws {
    let frames = try solvedFrames(tallFreeformScene(height: height))
    #expect(frames["band"] == Rect(x: 0, y: height - 34 - 100, width: 414, height: 100))
  }
}
