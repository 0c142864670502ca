import Foundation
import InterfaceBuilder
import Measurement
import Testing

/// `bench check --xcode`, round 27: a group of views off whose chain had closed on itself starts
/// at the canvas where one of them is held to an edge the canvas draws (a safe area, a layout
/// guide, the root's margins) and is off along it.
@Suite("Heads of cascades of views off: the canvas")
struct ChainHeadCanvasTests {
  /// A 375 x 667 scene (Xcode 10's plug-in, the 4.7-inch iPhone) that says it has no status bar
  /// (`<nil key="simulatedStatusBarMetrics"/>`), so the importer draws none, holding three views
  /// one below the other: `a` pinned `gap` below the top layout guide, `b` 8 pt below `a` and
  /// `c` 8 pt below `b`, each 100 x 30, and saved `savedOffset` pt lower than those constraints
  /// put them with no inset.
  static func scene(gap: Double, savedOffset: Double) -> String {
    func view(_ id: String, y: Double) -> String {
      """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="16" y="\(y + savedOffset)" width="100" height="30"/>
        <constraints>
          <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
          <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
        </constraints>
      </view>
      """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14088"/></dependencies>
      <scenes><scene sceneID="s0"><objects>
        <viewController id="vc">
          <layoutGuides>
            <viewControllerLayoutGuide type="top" id="topGuide"/>
            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
          </layoutGuides>
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
              \(view("a", y: gap))
              \(view("b", y: gap + 38))
              \(view("c", y: gap + 76))
            </subviews>
            <constraints>
              <constraint firstItem="a" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="\(gap)" id="c1"/>
              <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
              <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="c3"/>
              <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c4"/>
              <constraint firstItem="c" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" id="c5"/>
              <constraint firstItem="c" firstAttribute="leading" secondItem="b" secondAttribute="leading" id="c6"/>
            </constraints>
          </view>
          <nil key="simulatedStatusBarMetrics"/>
        </viewController>
      </objects></scene></scenes></document>
      """
  }

  static func check(_ xml: String) throws -> DocumentAgreement {
    DocumentAgreement(document: try InterfaceBuilderDocument(data: Data(xml.utf8)), name: "canvas.storyboard")
  }

  /// Saved 20 pt lower (the status bar Xcode drew): `a`, pinned to the top layout guide and off
  /// along it, is put down to the canvas, and `b` and `c` name it as their chain's head. Before
  /// round 27 the three closed on themselves and `a` was the head by rule, put down to the
  /// constraints.
  @Test func aGroupHeldToAGuideTheCanvasMovedStartsAtTheGuide() throws {
    let agreement = try Self.check(Self.scene(gap: 20, savedOffset: 20))
    let byView = Dictionary(uniqueKeysWithValues: agreement.mismatches.map { ($0.view, $0) })
    #expect(agreement.mismatches.count == 3, "\(agreement.rendered())")
    let a = try #require(byView["view-a"], "\(agreement.rendered())")
    #expect(a.kind == .canvas)
    #expect(a.cause == "canvas: pinned to topLayoutGuide-topGuide's bottom, which Xcode drew 20 pt lower than the importer's insets put it")
    for id in ["view-b", "view-c"] {
      let m = try #require(byView[id], "\(agreement.rendered())")
      #expect(m.kind == .cascade)
      #expect(m.head == "view-a", "\(m.cause)")
      #expect(m.headKind == .canvas)
      #expect(!m.headInCycle, "\(m.cause)")
      #expect(!m.cause.contains("closes on itself"), "\(m.cause)")
    }
  }

  /// Saved 3 pt to the right instead (the top layout guide where Xcode drew it): `a` is not off
  /// along the edge it is held to, so nothing points at the canvas, and the cycle is left to
  /// the rule, as before.
  @Test func aGroupOffAcrossTheGuideStillClosesOnItself() throws {
    let xml = Self.scene(gap: 20, savedOffset: 0).replacingOccurrences(of: "x=\"16\"", with: "x=\"19\"")
    let agreement = try Self.check(xml)
    #expect(agreement.mismatches.count == 3, "\(agreement.rendered())")
    #expect(agreement.mismatches.allSatisfy { $0.kind == .cascade && $0.headInCycle }, "\(agreement.rendered())")
  }
}
