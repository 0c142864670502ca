import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The forty-first round of issue 19's fixes, each in a document written for it.
@Suite("Control metrics, forty-first round")
struct ControlMetricsRoundFortyOneTests {
  /// A regular radio button given a width of 60 and a height of 16, pinned 10 pt below the top
  /// of a 160 x 60 view and 20 pt from its leading edge, with a second radio button 8 pt after
  /// it (its own width read from its saved 50 x 18 frame), in a document of `tools`.
  private func radios(_ tools: String) -> String {
    appKit(tools, """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="160" height="60"/>
        <subviews>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="first">
            <rect key="frame" x="19" y="33" width="63" height="18"/>
            <constraints>
              <constraint firstAttribute="width" constant="60" id="w"/>
              <constraint firstAttribute="height" constant="16" id="h"/>
            </constraints>
            <buttonCell key="cell" type="radio" title="First" bezelStyle="regularSquare" imagePosition="left" alignment="left" inset="2" id="firstCell">
              <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="second">
            <rect key="frame" x="89" y="33" width="50" height="18"/>
            <buttonCell key="cell" type="radio" title="Two" bezelStyle="regularSquare" imagePosition="left" alignment="left" inset="2" id="secondCell">
              <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
              <font key="font" metaFont="system"/>
            </buttonCell>
          </button>
        </subviews>
        <constraints>
          <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
          <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
          <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="trailing" constant="8" id="c3"/>
          <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="top" id="c4"/>
        </constraints>
      </customView>
      """)
  }

  /// A radio button of Xcode 9 and 10 is drawn 1 pt outside its rect above, below and at the
  /// left but 2 pt at the right (APNGb's, 13529; OAuthSwift's demo, 14460.31; DSFInspectorPanes'
  /// header, 14490.70; Vienna's export accessory, 13122.19): a width of 60 is a 63 pt frame at
  /// x 19, and the next radio button, 8 pt after the rect, starts its frame at 87. Before, Xcode
  /// 9's took the RxSwift entry (2 pt at the sides, 3 below: 64 x 21 at (18, 8)) and Xcode 10's
  /// Xcode 11.4's 1 pt all round (62 pt wide).
  @Test(arguments: ["13122.19", "13529", "14460.31", "14490.70"])
  func radioOfXcode9And10IsTwoPointsInsideItsFrameAtTheRight(tools: String) throws {
    let frames = try solvedFrames(radios(tools))
    #expect(frames["first"] == Rect(x: 19, y: 9, width: 63, height: 18))
    #expect(frames["second"]?.x == 87)
    #expect(frames["second"]?.width == 50)
  }

  /// Xcode 11.4 to 12's (Skim's, 16097.3; Fluor's, 16096) keep 1 pt all round.
  @Test func radioOfXcode11_4KeepsOnePointAllRound() throws {
    let frames = try solvedFrames(radios("16097.3"))
    #expect(frames["first"] == Rect(x: 19, y: 9, width: 62, height: 18))
    #expect(frames["second"]?.x == 87)
  }
}

/// Which Xcode's controls a document of Xcode 26 shows: push buttons given their own height.
@Suite("Controls build, forty-first round")
struct ControlsBuildRoundFortyOneTests {
  /// A 300 x 200 view of Xcode 26 (24765) holding three regular check boxes saved 18 pt tall
  /// (older Xcodes' height, each pinned by its top only) and `buttons` push buttons given a
  /// height of 20, saved 20 pt tall, each pinned 10 pt below the one before and 20 pt from the
  /// leading edge.
  static func document(buttons: Int) -> String {
    var views = ""
    var constraints = ""
    for index in 0..<3 {
      views += """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="check\(index)">
          <rect key="frame" x="198" y="\(170 - 30 * index)" width="80" height="18"/>
          <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" inset="2" id="checkCell\(index)">
            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
            <font key="font" metaFont="system"/>
          </buttonCell>
        </button>
        """
      constraints += """
        <constraint firstItem="check\(index)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(10 + 30 * index)" id="ct\(index)"/>
        <constraint firstItem="check\(index)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="cl\(index)"/>
        """
    }
    for index in 0..<buttons {
      views += """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="push\(index)">
          <rect key="frame" x="20" y="\(170 - 30 * index)" width="80" height="20"/>
          <constraints>
            <constraint firstAttribute="height" constant="20" id="ph\(index)"/>
            <constraint firstAttribute="width" constant="80" id="pw\(index)"/>
          </constraints>
          <buttonCell key="cell" type="push" title="Push" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="pushCell\(index)">
            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
            <font key="font" metaFont="system"/>
          </buttonCell>
        </button>
        """
      constraints += """
        <constraint firstItem="push\(index)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(10 + 30 * index)" id="pt\(index)"/>
        <constraint firstItem="push\(index)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="pl\(index)"/>
        """
    }
    return appKit("24765", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
        <subviews>\(views)</subviews>
        <constraints>\(constraints)</constraints>
      </customView>
      """)
  }

  /// Xcode 26 saves a push button given its own height at that height, flush with its rect;
  /// older Xcodes 12 pt taller (PreviewCode's, PreviewMarkdown's and PreviewJson's main menus,
  /// Sequel-Ace's `Preferences.xib` and Recipe Robot's `Main.storyboard`, 24412 to 24765, save
  /// the constant; DuckDuckGo's password manager, Santa's message window and PreviewYaml's
  /// main menu, plug-in 32700, the constant and 12). Such buttons now count as evidence: four
  /// of them outvote three older check boxes, and the buttons take Xcode 26's flush frames
  /// (20 pt tall at y 10). Before they were not counted (their heights are neither 24 nor 32),
  /// the check boxes won, and Xcode 16's 5 pt above and 7 below put each 32 pt tall at y 5,
  /// as in PreviewJson's `MainMenu.xib`.
  @Test func pushButtonsGivenTheirOwnHeightVoteForXcode26() throws {
    let frames = try solvedFrames(Self.document(buttons: 4))
    #expect(frames["push0"] == Rect(x: 20, y: 10, width: 80, height: 20))
    #expect(frames["push3"] == Rect(x: 20, y: 100, width: 80, height: 20))
  }

  /// With fewer such buttons than older check boxes the older Xcode's controls still win.
  @Test func olderCheckBoxesStillWinAgainstFewerButtons() throws {
    let frames = try solvedFrames(Self.document(buttons: 2))
    #expect(frames["push0"] == Rect(x: 13, y: 5, width: 94, height: 32))
  }
}
