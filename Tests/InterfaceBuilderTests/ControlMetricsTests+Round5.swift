import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The fifth round of issue 19's fixes, each in a document written for it: the controls'
/// build read from their saved heights, untitled boxes' insets and the content placed inside
/// them, Xcode 26's cell margins, freeform scenes' status bars, and combo boxes' baselines.
@Suite("Control metrics and canvas, fifth round")
struct ControlMetricsRoundFiveTests {
  /// A check box in a document saved by Xcode 26, pinned 20 pt from the leading edge and the
  /// top: where the document's check boxes are 18 pt tall (Xcode 15's, saved again by Xcode 26)
  /// it is placed with Xcode 15's insets, its frame 2 pt left of and 1 pt above its rect; where
  /// they are 16 pt tall, flush with it as Xcode 26 draws it.
  @Test(arguments: [(18.0, Rect(x: 18, y: 19, width: 200, height: 18)), (16.0, Rect(x: 20, y: 20, width: 200, height: 16))])
  func checkBoxesOfOlderFramesKeepTheirXcodesInsets(height: Double, expected: Rect) throws {
    func checkBox(_ id: String, y: Double) -> String {
      """
      <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"><rect key="frame" x="20" y="\(y)" width="200" height="\(height)"/>
        <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" inset="2" id="\(id)c">
          <font key="font" metaFont="system"/>
        </buttonCell>
      </button>
      """
    }
    let frames = try solvedFrames(appKit("24765", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>\(checkBox("first", y: 60))\(checkBox("second", y: 30))</subviews>
        <constraints>
          <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="second" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
          <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="8" id="c4"/>
        </constraints>
      </customView>
      """))
    #expect(frames["first"] == expected)
  }

  /// The build is read from the controls only for Xcode 26's documents, and only when the older
  /// heights are the more common.
  @Test func theControlsBuildIsTheSavingBuildUnlessOlderHeightsWin() throws {
    func tree(_ heights: [Int]) throws -> XMLTree {
      let buttons = heights.enumerated().map { index, height in
        """
        <button id="b\(index)"><rect key="frame" x="0" y="0" width="80" height="\(height)"/>
          <buttonCell key="cell" type="check" title="C" bezelStyle="regularSquare" id="c\(index)"/></button>
        """
      }.joined()
      return try XMLTree(data: Data(appKit("24765", "<customView id=\"root\"><subviews>\(buttons)</subviews></customView>").utf8))
    }
    #expect(DocumentContext.controlsBuild(tree: try tree([18, 18, 16]), platform: .macOS, build: 24765) == 23999)
    #expect(DocumentContext.controlsBuild(tree: try tree([18, 16, 16]), platform: .macOS, build: 24765) == 24765)
    #expect(DocumentContext.controlsBuild(tree: try tree([18, 18]), platform: .macOS, build: 22155) == 22155)
    #expect(DocumentContext.controlsBuild(tree: try tree([18, 18]), platform: .iOS, build: 24765) == 24765)
  }

  /// An untitled box of Xcode 15 pinned 20 pt inside a 400 x 200 view: its rect is 360 x 160,
  /// its frame 3 pt wider at each side, 2 pt above and 4 pt below. Its content view, saved 3 pt
  /// inside a smaller frame and sizing with it, fills the frame less 3 pt on every side.
  @Test func untitledBoxesAreInsetAndHoldTheirContentInside() throws {
    let frames = try solvedFrames(appKit("22113.3", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
        <subviews>
          <box titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="17" y="16" width="306" height="166"/>
            <view key="contentView" id="content"><rect key="frame" x="3" y="3" width="300" height="160"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
          </box>
        </subviews>
        <constraints>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c3"/>
          <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c4"/>
        </constraints>
      </customView>
      """))
    #expect(frames["box"] == Rect(x: 17, y: 18, width: 366, height: 166))
    #expect(frames["content"] == Rect(x: 3, y: 3, width: 360, height: 160))
  }

  /// A combo box aligned by first baseline with a 13 pt label whose baseline is at y 32.615
  /// (its 16 pt frame holds the text centred) has its own baseline from its font, not at its
  /// bottom: its frame starts at y 17, not 9.615. (Since round 13 the text is centred in the
  /// 20 pt rect Xcode 14 to 16 draw 1 pt below the frame's top and 2 pt above its bottom, 7.385
  /// pt above the frame's bottom, as Vienna's and Notenik's saved frames have it; round 5 centred
  /// it in the whole frame, y 16.5.)
  @Test func comboBoxesHaveBaselinesFromTheirFont() throws {
    let frames = try solvedFrames(appKit("22505", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
          <textField translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="18" y="64" width="60" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Size:" id="lc"><font key="font" metaFont="system"/></textFieldCell>
          </textField>
          <comboBox translatesAutoresizingMaskIntoConstraints="NO" id="combo"><rect key="frame" x="90" y="60" width="60" height="23"/>
            <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" borderStyle="bezel" title="12" bezelStyle="round" id="cc">
              <font key="font" metaFont="system"/>
            </comboBoxCell>
          </comboBox>
        </subviews>
        <constraints>
          <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="combo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="90" id="c3"/>
          <constraint firstItem="combo" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c4"/>
        </constraints>
      </customView>
      """))
    let combo = try #require(frames["combo"])
    #expect(abs(combo.y - 17) < 0.001)
    #expect(combo.height == 23)
  }

  /// A label pinned to a cell's content-view margins in a document of Xcode 26 (plug-in 24063)
  /// sits 15 pt from the top and 20 pt from the leading edge on a 393 pt iPhone; Xcode 16's
  /// canvas (22505) keeps 11 and 16.
  @Test(arguments: [("24127", "24063", Rect(x: 20, y: 15, width: 100, height: 20)), ("22505", "22504", Rect(x: 16, y: 11, width: 100, height: 20))])
  func xcode26CellsHaveWiderMargins(tools: String, plugin: String, expected: Rect) throws {
    let frames = try solvedFrames(uiKit("XIB", tools: tools, plugin: plugin, device: "retina6_12", """
      <objects>
        <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
          <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv"><rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
            <subviews>
              <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="20" y="15" width="100" height="20"/></label>
            </subviews>
            <constraints>
              <constraint firstItem="label" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c1"/>
              <constraint firstItem="label" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c2"/>
              <constraint firstItem="label" firstAttribute="width" constant="100" id="c3"/>
              <constraint firstItem="label" firstAttribute="height" constant="20" id="c4"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
      """))
    #expect(frames["label"] == expected)
  }

  /// A 320 x 440 freeform scene on a 375 pt iPhone 8 (Xcode 8) is still under the 20 pt status
  /// bar: a button 8 pt below its top layout guide is at y 28.
  @Test func freeformScenesKeepTheStatusBar() throws {
    let frames = try solvedFrames(uiKit("Storyboard.XIB", tools: "11762", device: "retina4_7", """
      <scenes><scene sceneID="s1"><objects>
        <viewController id="vc">
          <layoutGuides>
            <viewControllerLayoutGuide type="top" id="top"/>
            <viewControllerLayoutGuide type="bottom" id="bottom"/>
          </layoutGuides>
          <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="440"/>
            <subviews><button translatesAutoresizingMaskIntoConstraints="NO" id="button"><rect key="frame" x="4" y="28" width="48" height="48"/></button></subviews>
            <constraints>
              <constraint firstItem="button" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c1"/>
              <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="4" id="c2"/>
              <constraint firstItem="button" firstAttribute="width" constant="48" id="c3"/>
              <constraint firstItem="button" firstAttribute="height" constant="48" id="c4"/>
            </constraints>
          </view>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
          <size key="freeformSize" width="320" height="440"/>
        </viewController>
      </objects></scene></scenes>
      """))
    #expect(frames["button"] == Rect(x: 4, y: 28, width: 48, height: 48))
  }
}
