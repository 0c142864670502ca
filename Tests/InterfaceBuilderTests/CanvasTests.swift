import Foundation
import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The canvas the saving Xcode lays a scene out on: page sheets, hidden status bars, a xib's
/// File's Owner view, the insets of older Xcodes.
@Suite("Interface Builder canvas")
struct CanvasTests {
  private func frames(_ xml: String) throws -> [String: Rect] {
    let document = try InterfaceBuilderDocument(data: Data(xml.utf8))
    var byID: [String: Rect] = [:]
    for root in document.roots {
      let solved = try CassowaryEngine(layout: root.layout).frames
      for (index, view) in root.layout.views.enumerated() {
        if let id = view.name.split(separator: "-", maxSplits: 1).last { byID[String(id)] = solved[index] }
      }
    }
    return byID
  }

  private func header(_ kind: String, tools: String, device: String, safeAreas: Bool = true) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(kind)" version="3.0" toolsVersion="\(tools)" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="\(safeAreas ? "YES" : "NO")">
    <device id="\(device)" orientation="portrait"/>
    """
  }

  /// A navigation controller presented modally in an Xcode 11 storyboard is a page sheet: its
  /// root controller's view (812 less the 44 pt status bar and 10 pt) has the sheet's 56 pt
  /// navigation bar over it and no status bar.
  @Test func aPresentedNavigationControllerIsAPageSheet() throws {
    let frames = try frames(header("Storyboard.XIB", tools: "15505", device: "retina5_9") + """
      <scenes>
        <scene sceneID="s1"><objects>
          <viewController id="presenter"><view key="view" id="pv"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/></view>
            <connections><segue destination="nav" kind="presentation" id="g1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <navigationController id="nav">
            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="g2"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s3"><objects>
          <viewController id="vc"><view key="view" id="v"><rect key="frame" x="0.0" y="0.0" width="375" height="758"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="56" width="375" height="10"/></view></subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="v" secondAttribute="leading" id="c2"/>
              <constraint firstItem="box" firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="c3"/>
              <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
          </view></viewController>
        </objects></scene>
      </scenes></document>
      """)
    #expect(frames["box"] == Rect(x: 0, y: 56, width: 375, height: 10))
  }

  /// `<nil key="simulatedStatusBarMetrics"/>` on an iPhone 8: no status bar, so the safe area
  /// starts at the top.
  @Test func aHiddenStatusBarLeavesNoTopInset() throws {
    let frames = try frames(header("XIB", tools: "22505", device: "retina4_7") + """
      <objects>
        <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="0.0" width="375" height="10"/></view></subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
          </constraints>
          <nil key="simulatedStatusBarMetrics"/>
        </view>
      </objects></document>
      """)
    #expect(frames["box"] == Rect(x: 0, y: 0, width: 375, height: 10))
  }

  /// The view a xib's File's Owner holds as `view` is a view controller's: 16 pt side margins
  /// on an iPhone 8 and none at the top, not a plain view's 8 pt.
  @Test func theFilesOwnersViewHasAControllersMargins() throws {
    let frames = try frames(header("XIB", tools: "22505", device: "retina4_7", safeAreas: false) + """
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
          <connections><outlet property="view" destination="root" id="o1"/></connections>
        </placeholder>
        <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
          <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="16" y="0.0" width="343" height="10"/></view></subviews>
          <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
          </constraints>
        </view>
      </objects></document>
      """)
    #expect(frames["box"] == Rect(x: 16, y: 0, width: 343, height: 10))
  }

  /// The 6.1-inch iPhone's status bar is 44 pt in documents of Xcode 13 and earlier (Instructions'
  /// storyboards of Xcode 11 and 13 save it so), 48 pt from Xcode 14 (FloatingPanel's of 14.3).
  @Test(arguments: [("15505", 44.0), ("20037", 44.0), ("22685", 48.0)])
  func olderXcodesKeepTheirDeviceInsets(tools: String, top: Double) throws {
    let document = try InterfaceBuilderDocument(data: Data((header("XIB", tools: tools, device: "retina6_1") + """
      <objects><view id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view></objects></document>
      """).utf8))
    #expect(document.canvas.safeArea.top == top)
  }
}
