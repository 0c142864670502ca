import Foundation
import InterfaceBuilder
import LayoutModel
import Measurement
import Testing

/// `bench check --xcode`: each view not where Xcode saved it, with both frames and a cause.
@Suite("Agreement with a document's saved frames")
struct DocumentAgreementTests {
  /// An element kind the importer does not know is named as the cause, and a view pinned to it
  /// is said to follow a view that is itself off; the view that matches is counted.
  @Test func mismatchesNameTheirCause() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects>
        <view id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
          <subviews>
            <fancyGauge translatesAutoresizingMaskIntoConstraints="NO" id="gauge"><rect key="frame" x="10" y="10" width="50" height="40"/></fancyGauge>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="below"><rect key="frame" x="10" y="58" width="50" height="10"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="fixed"><rect key="frame" x="100" y="100" width="20" height="20"/></view>
          </subviews>
          <constraints>
            <constraint firstItem="gauge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="gauge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="gauge" secondAttribute="bottom" constant="8" id="c3"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="gauge" secondAttribute="leading" id="c4"/>
            <constraint firstItem="below" firstAttribute="width" constant="50" id="c5"/>
            <constraint firstItem="below" firstAttribute="height" constant="10" id="c6"/>
            <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c7"/>
            <constraint firstItem="fixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c8"/>
            <constraint firstItem="fixed" firstAttribute="width" constant="20" id="c9"/>
            <constraint firstItem="fixed" firstAttribute="height" constant="20" id="c10"/>
          </constraints>
        </view>
      </objects></document>
      """
    let document = try InterfaceBuilderDocument(data: Data(xml.utf8))
    let agreement = DocumentAgreement(document: document, name: "gauge.xib")
    #expect(agreement.checked == 3)
    #expect(agreement.matched == 1)
    let causes = Dictionary(uniqueKeysWithValues: agreement.mismatches.map { ($0.view, $0.cause) })
    #expect(causes["fancyGauge-gauge"]?.hasPrefix("unknown class") == true, "\(causes)")
    #expect(causes["view-below"]?.contains("fancyGauge-gauge, itself off") == true, "\(causes)")
    let text = agreement.rendered()
    #expect(text.hasPrefix("gauge.xib: 1 of 3 views where Xcode put them"))
    #expect(text.contains("expected (10 58; 50 10), computed (10 18; 50 10)"), "\(text)")
  }

  /// A root whose required constraints conflict is laid out as Auto Layout lays it out: the
  /// root's size is added first, so the document's constraint on it is the one broken, and the
  /// view pinned inside still lands where Xcode saved it instead of the whole root counting as
  /// off.
  @Test func aConflictingRootIsRecoveredAsAutoLayoutDoes() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects>
        <view id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="pinned"><rect key="frame" x="10" y="10" width="50" height="20"/></view>
          </subviews>
          <constraints>
            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="120" id="tall"/>
            <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="pinned" firstAttribute="width" constant="50" id="c3"/>
            <constraint firstItem="pinned" firstAttribute="height" constant="20" id="c4"/>
          </constraints>
        </view>
      </objects></document>
      """
    let document = try InterfaceBuilderDocument(data: Data(xml.utf8))
    let agreement = DocumentAgreement(document: document, name: "tall.xib")
    #expect(agreement.failures.isEmpty)
    #expect(agreement.checked == 1)
    #expect(agreement.matched == 1)
    #expect(agreement.recoveries.count == 1)
    #expect(agreement.recoveries.first?.contains(">=120") == true, "\(agreement.recoveries)")
    #expect(agreement.rendered().contains("broken as Auto Layout breaks them"))
  }

  /// A container the constraints leave floating is ambiguous, and the view pinned inside it is
  /// not: Interface Builder saves the container `ambiguous` and its content determined.
  @Test func aViewInsideAFloatingContainerIsNotAmbiguous() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects>
        <view id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="box"><rect key="frame" x="0" y="0" width="100" height="100"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="inner"><rect key="frame" x="8" y="8" width="84" height="84"/></view>
              </subviews>
              <constraints>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="c2"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstItem="box" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="c4"/>
                <constraint firstAttribute="width" constant="100" id="c5"/>
                <constraint firstAttribute="height" constant="100" id="c6"/>
              </constraints>
            </view>
          </subviews>
        </view>
      </objects></document>
      """
    let document = try InterfaceBuilderDocument(data: Data(xml.utf8))
    let agreement = DocumentAgreement(document: document, name: "floating.xib")
    #expect(agreement.checked == 1)
    #expect(agreement.ambiguousDetermined.isEmpty, "\(agreement.ambiguousDetermined)")
    #expect(agreement.ambiguousDeterminedWithDescendants == 1)
  }

  /// Every view nested inside a floating container counts among the views inside a free
  /// ancestor, however deep: 1,500 views each pinned inside the one above, under a container
  /// the constraints leave free. (The count had walked from each view to the root, quadratic in
  /// the depth: 3.7 s for a document 10,000 levels deep, 1.0 s without the walk.)
  @Test func everyViewOfADeepChainInsideAFloatingContainerIsCounted() throws {
    let depth = 1_500
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects>
        <view id="root"><rect key="frame" x="0.0" y="0.0" width="4000" height="4000"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="box"><rect key="frame" x="0" y="0" width="3100" height="3100"/>
              <subviews>
      """
    for level in 0..<depth {
      let inset = level == 0 ? 50.0 : 1.0
      let size = 3000.0 - 2 * Double(level)
      xml += """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="v\(level)"><rect key="frame" x="\(inset)" y="\(inset)" width="\(size)" height="\(size)"/>
        <subviews>
        """
    }
    // The four constraints pinning `v<level>` inside its superview; Interface Builder keeps
    // them in the superview, after its subviews.
    func pins(_ level: Int) -> String {
      let parent = level == 0 ? "box" : "v\(level - 1)"
      let inset = level == 0 ? 50 : 1
      return """
        <constraint firstItem="v\(level)" firstAttribute="leading" secondItem="\(parent)" secondAttribute="leading" constant="\(inset)" id="l\(level)"/>
        <constraint firstItem="v\(level)" firstAttribute="top" secondItem="\(parent)" secondAttribute="top" constant="\(inset)" id="t\(level)"/>
        <constraint firstItem="\(parent)" firstAttribute="trailing" secondItem="v\(level)" secondAttribute="trailing" constant="\(inset)" id="r\(level)"/>
        <constraint firstItem="\(parent)" firstAttribute="bottom" secondItem="v\(level)" secondAttribute="bottom" constant="\(inset)" id="b\(level)"/>
        """
    }
    for level in (0..<depth).reversed() {
      xml += "</subviews>"
      if level + 1 < depth { xml += "<constraints>\(pins(level + 1))</constraints>" }
      xml += "</view>"
    }
    xml += """
              </subviews>
              <constraints>
                \(pins(0))
                <constraint firstAttribute="width" constant="3100" id="w"/>
                <constraint firstAttribute="height" constant="3100" id="h"/>
              </constraints>
            </view>
          </subviews>
        </view>
      </objects></document>
      """
    let document = try InterfaceBuilderDocument(data: Data(xml.utf8))
    let agreement = DocumentAgreement(document: document, name: "deep-floating.xib")
    #expect(agreement.checked == depth)
    #expect(agreement.ambiguousDetermined.isEmpty, "\(agreement.ambiguousDetermined.prefix(3))")
    #expect(agreement.ambiguousDeterminedWithDescendants == depth)
  }
}
