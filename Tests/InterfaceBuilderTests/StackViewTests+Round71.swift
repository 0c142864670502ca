import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// Round 71's stack-view rule, in documents written for it: a hidden arranged view of a
/// `UIStackView` keeps the length its own required constraints or its content's give it, as
/// Xcode saves it, while its neighbours stay where the stack's spacing around a zero-length view
/// puts them.
@Suite("Stack views, round 71: UIKit's hidden arranged views keep their own required lengths")
struct StackViewRoundSeventyOneTests {
  /// A 375 pt wide view `id`, `height` pt tall by its own constraint.
  static func row(_ id: String, height: Int, y: Int, hidden: Bool = false) -> String {
    """
    <view \(hidden ? "hidden=\"YES\" " : "")contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
      <constraints>
        <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
      </constraints>
    </view>
    """
  }

  /// A hidden pane with no size of its own around a 52 pt view pinned 24 pt inside it above and
  /// below (fearless' staking panes are saved at their content's length): it is 100 pt tall.
  static let pane = """
    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
      <rect key="frame" x="0.0" y="48" width="375" height="100"/>
      <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
          <rect key="frame" x="16" y="24" width="343" height="52"/>
          <constraints>
            <constraint firstAttribute="height" constant="52" id="inner-h"/>
          </constraints>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="inner" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="24" id="p1"/>
        <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="24" id="p2"/>
        <constraint firstItem="inner" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="16" id="p3"/>
        <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="16" id="p4"/>
      </constraints>
    </view>
    """

  /// A 375 x 667 view holding a vertical fill stack (spacing 8) pinned to its top and sides:
  /// a 44 pt row, `middle`, a 44 pt row; `last` after them if given.
  static func document(middle: String, last: String = "") -> String {
    uiKit("XIB", tools: "18122", plugin: "18093", device: "retina4_7", """
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="0.0" y="0.0" width="375" height="96"/>
              <subviews>\(row("a", height: 44, y: 0))\(middle)\(row("b", height: 44, y: 52))\(last)</subviews>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
          </constraints>
        </view>
      </objects>
      """)
  }

  /// A hidden view 90 pt tall by its own constraint between two rows, and a hidden 1 pt
  /// separator after them (Rocket.Chat's call button, the Corona-Warn-App's separator): both keep
  /// their heights, the rows and the stack are where a zero-length view puts them, and nothing
  /// conflicts (the importer had held them at 0 pt, breaking their heights).
  @Test func aHiddenViewKeepsItsOwnLength() throws {
    let xml = Self.document(
      middle: Self.row("hidden", height: 90, y: 48, hidden: true),
      last: Self.row("separator", height: 1, y: 96, hidden: true))
    let document = try InterfaceBuilderDocument(data: Data(xml.utf8))
    let root = try #require(document.roots.first)
    let diagnosis = try LayoutDiagnosis(diagnosing: root.layout)
    #expect(diagnosis.isSatisfiable)
    let frames = try recoveredFrames(xml)
    #expect(frames["stack"] == Rect(x: 0, y: 0, width: 375, height: 96))
    #expect(frames["hidden"] == Rect(x: 0, y: 48, width: 375, height: 90))
    #expect(frames["b"] == Rect(x: 0, y: 52, width: 375, height: 44))
    #expect(frames["separator"] == Rect(x: 0, y: 96, width: 375, height: 1))
  }

  /// A hidden pane with no size of its own takes its content's height, its content at its saved
  /// place (the importer had squeezed the 52 pt view's pins to a 0 pt pane).
  @Test func aHiddenPaneKeepsItsContentsLength() throws {
    let frames = try recoveredFrames(Self.document(middle: Self.pane))
    #expect(frames["pane"] == Rect(x: 0, y: 48, width: 375, height: 100))
    #expect(frames["inner"] == Rect(x: 16, y: 24, width: 343, height: 52))
    #expect(frames["b"] == Rect(x: 0, y: 52, width: 375, height: 44))
    #expect(frames["stack"] == Rect(x: 0, y: 0, width: 375, height: 96))
  }

  /// A hidden pane round a label (saved 0 pt tall, as Xcode squeezes it) above a 52 pt view,
  /// pinned 24 pt inside it above and below, 12 pt between them (fearless' staking panes, Xcode
  /// 12.5): the pane is as tall as its required content, 112 pt, the label stops at 0 pt (the
  /// hiding zero had squeezed the pane to 0 and the label to -112).
  @Test func aHiddenPanesLabelStopsAtZero() throws {
    let pane = """
      <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
        <rect key="frame" x="0.0" y="48" width="375" height="112"/>
        <subviews>
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Choose reward destination" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="16" y="24" width="343" height="0.0"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
          </label>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
            <rect key="frame" x="16" y="36" width="343" height="52"/>
            <constraints>
              <constraint firstAttribute="height" constant="52" id="inner-h"/>
            </constraints>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="label" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="24" id="q1"/>
          <constraint firstItem="inner" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="12" id="q2"/>
          <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="24" id="q3"/>
          <constraint firstItem="label" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="16" id="q4"/>
          <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="16" id="q5"/>
          <constraint firstItem="inner" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="16" id="q6"/>
          <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="16" id="q7"/>
        </constraints>
      </view>
      """
    let frames = try recoveredFrames(Self.document(middle: pane))
    #expect(frames["pane"] == Rect(x: 0, y: 48, width: 375, height: 112))
    #expect(frames["label"] == Rect(x: 16, y: 24, width: 343, height: 0))
    #expect(frames["inner"] == Rect(x: 16, y: 36, width: 343, height: 52))
    #expect(frames["b"] == Rect(x: 0, y: 52, width: 375, height: 44))
  }

  /// A hidden view nothing sizes, or sized only below required, still collapses to 0 pt.
  @Test func aHiddenViewNothingSizesCollapses() throws {
    let empty = """
      <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
        <rect key="frame" x="0.0" y="48" width="375" height="0.0"/>
      </view>
      """
    let frames = try solvedFrames(Self.document(middle: empty))
    #expect(frames["empty"] == Rect(x: 0, y: 48, width: 375, height: 0))
    #expect(frames["b"] == Rect(x: 0, y: 52, width: 375, height: 44))
  }
}
