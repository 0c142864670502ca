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
}
