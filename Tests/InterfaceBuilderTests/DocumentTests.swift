import Foundation
import InterfaceBuilder
import LayoutEngines
import LayoutModel
import LayoutTestSupport
import ScenarioFiles
import Testing

/// Small documents written for one feature each, and the frames the importer must give them.
private func document(_ xml: String) throws -> InterfaceBuilderDocument {
  try InterfaceBuilderDocument(data: Data(xml.utf8))
}

private func solved(_ root: ImportedRoot) throws -> [String: Rect] {
  let frames = try CassowaryEngine(layout: root.layout).frames
  var byName: [String: Rect] = [:]
  for (index, view) in root.layout.views.enumerated() { byName[view.name] = frames[index] }
  return byName
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

private let iOSHeader = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
  targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
  <device id="retina4_7" orientation="portrait" appearance="light"/>
  """

@Suite("Interface Builder documents")
struct DocumentTests {
  /// A full-screen xib view on an iPhone 8: the status bar's 20 pt is its safe area's top, its
  /// margins (a top-level view's: 16 pt at the sides, none above and below, as Xcode saves
  /// Rocket.Chat's top-level views; 8 pt before round 13) are measured from the safe area, a
  /// ratio multiplier `3:1`, the first item
  /// defaulting to the owning view, a constraint excluded by the default variation left out, an
  /// inequality and a priority. (A placeholder constraint, left out here until round 57, is held
  /// as Interface Builder's canvas holds it: `ConstraintTests+Round57.swift`.)
  @Test func constraintsGuidesAndMargins() throws {
    let doc = try document(iOSHeader + """
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="16" y="40" width="343" height="114.5"/>
            </view>
            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
              <rect key="frame" x="16" y="162.5" width="30" height="21"/>
            </label>
          </subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstAttribute="leadingMargin" secondItem="box" secondAttribute="leading" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="3:1" id="c3"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c4"/>
            <constraint firstItem="box" firstAttribute="height" constant="7" id="c7"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="box" secondAttribute="bottom" relation="greaterThanOrEqual" constant="8" id="c8"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="box" secondAttribute="bottom" priority="250" identifier="loose" id="c9"/>
            <constraint firstItem="lbl" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="c10"/>
          </constraints>
          <variation key="default"><mask key="constraints"><exclude reference="c7"/></mask></variation>
        </view>
      </objects>
      </document>
      """)
    #expect(doc.roots.count == 1)
    let root = try #require(doc.roots.first)
    #expect(root.documentConstraintCount == 7, "c7 (excluded) is left out")
    #expect(root.layout.guideCount == 1)
    #expect(root.layout[.root].layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    #expect(root.layout.constraints.contains { $0.identifier == "loose" && $0.priority.rawValue == 250 })
    let frames = try solved(root)
    let width = 375.0 - 32
    #expect(isApproximatelyEqual(try #require(frames["view-box"]), rect(16, 40, width, width / 3)))
    #expect(isApproximatelyEqual(try #require(frames["label-lbl"]), rect(16, 40 + width / 3 + 8, 30, 21)))
    let check = try #require(root.scenario.checkExpectedFrames(try CassowaryEngine(layout: root.layout).frames))
    #expect(check.checkedCount == 2)
    #expect(check.matched.count == 2)
  }

  /// Unsupported content is reported with the element and its id, and the rest still imports.
  @Test func unsupportedContentWarnsAndTheRestImports() throws {
    let doc = try document(iOSHeader + """
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
          <subviews>
            <fancyWidget translatesAutoresizingMaskIntoConstraints="NO" id="odd">
              <rect key="frame" x="10" y="10" width="50" height="50"/>
            </fancyWidget>
            <view translatesAutoresizingMaskIntoConstraints="NO" customClass="Gauge" id="gauge">
              <rect key="frame" x="70" y="10" width="50" height="50"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="odd" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
            <constraint firstItem="odd" firstAttribute="top" secondItem="elsewhere" secondAttribute="top" id="k2"/>
            <constraint firstItem="odd" firstAttribute="middle" secondItem="root" secondAttribute="top" id="k3"/>
            <constraint firstItem="odd" firstAttribute="width" constant="50" id="k4">
              <variation key="heightClass=compact" constant="20"/>
            </constraint>
          </constraints>
        </view>
      </objects>
      </document>
      """)
    let root = try #require(doc.roots.first)
    let messages = root.warnings.map(\.description)
    #expect(messages.contains { $0.contains("<fancyWidget> id odd") && $0.contains("not known") })
    #expect(messages.contains { $0.contains("id gauge") && $0.contains("custom class Gauge") })
    #expect(messages.contains { $0.contains("id k2") && $0.contains("elsewhere") })
    #expect(messages.contains { $0.contains("id k3") && $0.contains("middle") })
    #expect(messages.contains { $0.contains("heightClass=compact") && $0.contains("ignored") })
    #expect(root.documentConstraintCount == 2)
    #expect(root.layout.realViewCount == 3)
    let width = root.layout.constraints.first { $0.identifier == "k4" }?.constant
    #expect(width == 50, "a variation for other traits leaves the constant as it is")
  }

  /// AppKit stores frames from the bottom left of an unflipped superview, and its `flexibleMinY`
  /// is the bottom margin there.
  @Test func appKitFramesAreFlipped() throws {
    let doc = try document("""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
      <objects>
        <customView id="root">
          <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
          <subviews>
            <customView id="low">
              <rect key="frame" x="10" y="10" width="50" height="20"/>
              <autoresizingMask key="autoresizingMask" flexibleMinY="YES"/>
            </customView>
          </subviews>
        </customView>
      </objects>
      </document>
      """)
    let root = try #require(doc.roots.first)
    let low = try #require(root.layout.id(named: "customView-low"))
    #expect(root.layout[low].frame == rect(10, 70, 50, 20))
    #expect(root.layout[low].autoresizingMask == [.flexibleBottomMargin])
    #expect(try solved(root)["customView-low"] == rect(10, 70, 50, 20))
  }

  /// A scene pushed in a navigation controller lies under the status bar and the navigation
  /// bar: on an iPhone 8 its safe area starts 64 pt down; a prototype cell is a root of its own,
  /// and its content view, saved without a frame, fills it less the separator.
  @Test func storyboardScenesCellsAndBars() throws {
    let doc = try document("""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="s1"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
              <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            </navigationBar>
            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="sg"/></connections>
          </navigationController>
        </objects></scene>
        <!--List-->
        <scene sceneID="s2"><objects>
          <viewController id="vc">
            <view key="view" contentMode="scaleToFill" id="main">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <subviews>
                <tableView translatesAutoresizingMaskIntoConstraints="NO" id="table">
                  <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                  <prototypes>
                    <tableViewCell reuseIdentifier="Row" id="cell">
                      <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                      <tableViewCellContentView key="contentView" id="content">
                        <subviews>
                          <label translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="11" width="40" height="21.5"/>
                          </label>
                        </subviews>
                        <constraints>
                          <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="t1"/>
                          <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t2"/>
                        </constraints>
                      </tableViewCellContentView>
                    </tableViewCell>
                  </prototypes>
                </tableView>
              </subviews>
              <viewLayoutGuide key="safeArea" id="safe"/>
              <constraints>
                <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" id="a1"/>
                <constraint firstItem="table" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="a2"/>
                <constraint firstItem="table" firstAttribute="trailing" secondItem="main" secondAttribute="trailing" id="a3"/>
                <constraint firstItem="table" firstAttribute="bottom" secondItem="main" secondAttribute="bottom" id="a4"/>
              </constraints>
            </view>
          </viewController>
        </objects></scene>
      </scenes>
      </document>
      """)
    let names = doc.roots.map(\.name)
    #expect(names == ["navigationBar-bar", "List-main", "Row-cell"])
    let scene = doc.roots[1]
    #expect(try solved(scene)["tableView-table"] == rect(0, 64, 375, 603))
    let cell = doc.roots[2]
    let frames = try solved(cell)
    // The content view is 44 - 1/2 pt tall (a 2x screen's pixel), with the cell margins of
    // iOS 11 and later: 11 pt at the top, 16 pt at the sides on a 375-pt screen.
    #expect(frames["tableViewCellContentView-content"] == rect(0, 0, 375, 43.5))
    #expect(frames["label-title"] == rect(16, 11, 40, 21.5))
    let check = try #require(cell.scenario.checkExpectedFrames(try CassowaryEngine(layout: cell.layout).frames))
    #expect(check.checkedCount == 1, "the content view's frame was made up, so it is not checked")
  }

  /// A UIKit stack view in a document becomes UIKit's constraints: a vertical fill-equally stack
  /// of two text fields with spacing 20 in a 100-pt-tall stack gives each 40 pt.
  @Test func stackViewFromTheDocument() throws {
    let doc = try document(iOSHeader + """
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
          <subviews>
            <stackView axis="vertical" distribution="fillEqually" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="10" y="10" width="180" height="100"/>
              <subviews>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="f1"><rect key="frame" x="0.0" y="0.0" width="180" height="40"/></textField>
                <textField hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="f2"><rect key="frame" x="0.0" y="50" width="180" height="0"/></textField>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="f3"><rect key="frame" x="0.0" y="60" width="180" height="40"/></textField>
              </subviews>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="s1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="s2"/>
            <constraint firstItem="stack" firstAttribute="width" constant="180" id="s3"/>
            <constraint firstItem="stack" firstAttribute="height" constant="100" id="s4"/>
          </constraints>
        </view>
      </objects>
      </document>
      """)
    let root = try #require(doc.roots.first)
    let frames = try solved(root)
    #expect(frames["textField-f1"] == rect(0, 0, 180, 40))
    #expect(frames["textField-f2"] == rect(0, 50, 180, 0))
    #expect(frames["textField-f3"] == rect(0, 60, 180, 40))
    #expect(root.layout.constraints.contains { $0.identifier == "UISV-hiding" })
  }

  /// The same storyboard as the Interface Builder of Xcode 16 and of Xcode 26 lays it out on an
  /// iPhone 15 Pro (sensor housing 59 pt, home indicator 34 pt): a free-standing scene pinned to
  /// the safe area, and a scene pushed by a navigation controller. Xcode 26's canvas counts the
  /// device's insets twice and draws iOS 26's 54-pt navigation bar.
  @Test(arguments: [
    (tools: "23504", plugin: "23506", top: 59.0, bottom: 34.0, bar: 44.0),
    (tools: "24127", plugin: "24063", top: 118.0, bottom: 68.0, bar: 54.0),
    // Prerelease builds write a placeholder toolsVersion; the plug-in says which Xcode it was.
    (tools: "32700.99.1234", plugin: "22685", top: 59.0, bottom: 34.0, bar: 44.0),
  ])
  func canvasOfTheXcodeThatSavedTheDocument(_ xcode: (tools: String, plugin: String, top: Double, bottom: Double, bar: Double)) throws {
    func scene(_ id: String) -> String {
      """
      <scene sceneID="s-\(id)"><objects>
        <viewController id="\(id)">
          <view key="view" contentMode="scaleToFill" id="view-\(id)">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box-\(id)">
                <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
            <constraints>
              <constraint firstItem="box-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" id="t-\(id)"/>
              <constraint firstItem="safe-\(id)" firstAttribute="bottom" secondItem="box-\(id)" secondAttribute="bottom" id="b-\(id)"/>
              <constraint firstItem="box-\(id)" firstAttribute="leading" secondItem="view-\(id)" secondAttribute="leading" id="l-\(id)"/>
              <constraint firstItem="box-\(id)" firstAttribute="trailing" secondItem="view-\(id)" secondAttribute="trailing" id="r-\(id)"/>
            </constraints>
          </view>
          <navigationItem key="navigationItem" title="\(id)" id="item-\(id)"/>
        </viewController>
      </objects></scene>
      """
    }
    let doc = try document("""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(xcode.tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(xcode.plugin)"/>
      </dependencies>
      <scenes>
        \(scene("alone"))
        <scene sceneID="s-nav"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
              <rect key="frame" x="0.0" y="\(xcode.top)" width="393" height="\(xcode.bar)"/>
            </navigationBar>
            <connections><segue destination="pushed" kind="relationship" relationship="rootViewController" id="sg"/></connections>
          </navigationController>
        </objects></scene>
        \(scene("pushed"))
      </scenes>
      </document>
      """)
    #expect(doc.canvas.isXcode26 == (xcode.tools == "24127"))
    #expect(doc.canvas.safeArea.top == xcode.top && doc.canvas.safeArea.bottom == xcode.bottom)
    let alone = try #require(doc.roots.first { $0.name.hasSuffix("view-alone") })
    #expect(try solved(alone)["view-box-alone"] == rect(0, xcode.top, 393, 852 - xcode.top - xcode.bottom))
    let pushed = try #require(doc.roots.first { $0.name.hasSuffix("view-pushed") })
    let top = xcode.top + xcode.bar
    #expect(try solved(pushed)["view-box-pushed"] == rect(0, top, 393, 852 - top - xcode.bottom))
  }

  // MARK: Malformed documents

  @Test func malformedXMLNamesTheLine() throws {
    let xml = "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n"
    #expect {
      try document(xml)
    } throws: { error in
      guard case InterfaceBuilderError.malformedXML(let line, _, let reason) = error else { return false }
      let text = "\(error)"
      return line == 5 && !reason.isEmpty && !text.contains("\n") && text.hasPrefix("line 5")
    }
  }

  @Test func refusesWhatIsNotADocument() throws {
    #expect(throws: InterfaceBuilderError.notAnInterfaceBuilderDocument(rootElement: "plist")) {
      try document("<plist version=\"1.0\"><dict/></plist>")
    }
    #expect(throws: InterfaceBuilderError.noRoots) {
      try document("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>")
    }
    #expect(throws: InterfaceBuilderError.self) { try InterfaceBuilderDocument(data: Data()) }
  }

  /// Truncated, byte-flipped and spliced corpus documents either import or throw a typed error;
  /// whatever imports can be solved. Nothing crashes.
  @Test func damagedDocumentsNeverCrash() throws {
    var rng = SplitMix64(seed: 11)
    let names = Corpus.documentNames
    for round in 0..<120 {
      var bytes = [UInt8](try Corpus.data(names[round % names.count]))
      switch rng.next() % 3 {
      case 0: bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count))))
      case 1:
        for _ in 0..<8 { bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next()) }
      default:
        let start = Int(rng.next() % UInt64(bytes.count))
        let length = min(bytes.count - start, Int(rng.next() % 400))
        bytes.removeSubrange(start..<(start + length))
      }
      do {
        let doc = try InterfaceBuilderDocument(data: Data(bytes))
        for root in doc.roots { _ = try? CassowaryEngine(layout: root.layout) }
      } catch {
        #expect(!error.description.isEmpty)
      }
    }
  }
}
