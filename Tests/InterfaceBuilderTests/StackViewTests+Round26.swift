import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twenty-sixth round of issue 19's stack-view fixes (AppKit's `NSStackView`), each in a
/// document written for it.
@Suite("Stack views, twenty-sixth round")
struct StackViewRoundTwentySixTests {
  /// A fixed-size view `id` of `width` x 20 for a stack's `areas`.
  static func box(_ id: String, width: Int) -> String {
    """
    <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="20"/>
      <constraints>
        <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
        <constraint firstAttribute="height" constant="20" id="\(id)-h"/>
      </constraints>
    </customView>
    """
  }

  /// A 300 x 60 view holding a horizontal gravity-area stack (spacing 8, centred across its axis)
  /// pinned 20 pt from its top and to its leading and trailing edges, so 300 pt wide, with the
  /// views `areas` lists by area.
  static func gravityStack(_ areas: String) -> String {
    appKit("22113.3", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
        <subviews>
          <stackView orientation="horizontal" alignment="centerY" horizontalStackHuggingPriority="249.99998474121094" \
      verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="20" width="300" height="20"/>
            \(areas)
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
        </constraints>
      </customView>
      """)
  }

  /// One view in the beginning area and two in the end area (KeepingYouAwake's duration pane):
  /// the end views stay 8 pt apart against the trailing edge, and the room is left between the
  /// areas. Read as equal spacing, the two gaps were equal (75 pt each) and the middle view was
  /// placed at x 115.
  @Test func theViewsOfAnAreaStayTogetherAtItsEdge() throws {
    let frames = try solvedFrames(Self.gravityStack("""
      <beginningViews>\(Self.box("reset", width: 40))</beginningViews>
      <endViews>\(Self.box("set", width: 60))\(Self.box("segments", width: 50))</endViews>
      """))
    #expect(frames["reset"] == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(frames["set"] == Rect(x: 182, y: 0, width: 60, height: 20))
    #expect(frames["segments"] == Rect(x: 250, y: 0, width: 50, height: 20))
    #expect(frames["stack"] == Rect(x: 0, y: 20, width: 300, height: 20))
  }

  /// Two views in the beginning area alone (Unshaky's check box and help button): packed at the
  /// leading edge, 8 pt apart, the room after them. Read as equal spacing, the second was pushed
  /// to the trailing edge (x 270).
  @Test func aBeginningAreaAlonePacksAtTheLeadingEdge() throws {
    let frames = try solvedFrames(Self.gravityStack("""
      <beginningViews>\(Self.box("check", width: 100))\(Self.box("help", width: 30))</beginningViews>
      """))
    #expect(frames["check"] == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(frames["help"] == Rect(x: 108, y: 0, width: 30, height: 20))
  }

  /// An end area alone packs at the trailing edge, the room before it. Read as equal spacing,
  /// the first view stayed at the leading edge.
  @Test func anEndAreaAlonePacksAtTheTrailingEdge() throws {
    let frames = try solvedFrames(Self.gravityStack("""
      <endViews>\(Self.box("ok", width: 60))\(Self.box("cancel", width: 60))</endViews>
      """))
    #expect(frames["ok"] == Rect(x: 172, y: 0, width: 60, height: 20))
    #expect(frames["cancel"] == Rect(x: 240, y: 0, width: 60, height: 20))
  }
}

/// The ends of AppKit's equal-spacing and equal-centering stacks, held at the stack's hugging.
@Suite("Stack views, twenty-sixth round: equal spacing's edges")
struct StackViewRoundTwentySixSpreadTests {
  /// A 300 x 60 view holding a horizontal stack distributed by `distribution` (spacing 8,
  /// hugging 249.99998), pinned 20 pt from the top and to the leading and trailing edges, with
  /// `views` arranged in it.
  static func spreadStack(_ distribution: String, _ views: String) -> String {
    appKit("22113.3", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
        <subviews>
          <stackView distribution="\(distribution)" orientation="horizontal" alignment="centerY" \
      horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
      detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="20" width="300" height="20"/>
            <subviews>\(views)</subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
        </constraints>
      </customView>
      """)
  }

  /// A view `id` 20 pt tall that would rather be `width` wide, at `priority`.
  static func view(_ id: String, width: Int, priority: Int = 1000) -> String {
    """
    <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="20"/>
      <constraints>
        <constraint firstAttribute="width" constant="\(width)" priority="\(priority)" id="\(id)-w"/>
        <constraint firstAttribute="height" constant="20" id="\(id)-h"/>
      </constraints>
    </customView>
    """
  }

  /// One view of an equal-centering stack that would rather be 148 pt wide (at 300, above the
  /// stack's hugging) keeps that width, centred (Boop's status bar); with required edges it was
  /// stretched across the stack.
  @Test func aLoneViewThatHugsHarderThanTheStackIsCentred() throws {
    let frames = try solvedFrames(Self.spreadStack("equalCentering", Self.view("label", width: 148, priority: 300)))
    #expect(frames["label"] == Rect(x: 76, y: 0, width: 148, height: 20))
  }

  /// A document constraint that holds an equal-spacing stack's first view 5 pt from its leading
  /// edge wins over the edge (Unshaky's counter window); with required edges the two conflicted.
  @Test func aDocumentsInsetWinsOverTheEdge() throws {
    var xml = Self.spreadStack("equalSpacing", Self.view("first", width: 40) + Self.view("last", width: 60))
    xml = xml.replacingOccurrences(of: """
      <constraint firstItem="stack" firstAttribute="top"
      """, with: """
      <constraint firstItem="first" firstAttribute="leading" secondItem="stack" secondAttribute="leading" constant="5" id="c4"/>
      <constraint firstItem="stack" firstAttribute="top"
      """)
    let frames = try solvedFrames(xml)
    #expect(frames["first"] == Rect(x: 5, y: 0, width: 40, height: 20))
    #expect(frames["last"] == Rect(x: 240, y: 0, width: 60, height: 20))
  }

  /// Views that fit still reach both edges, the room between them (as every other equal-spacing
  /// stack of the training documents is saved).
  @Test func viewsThatFitStillReachBothEdges() throws {
    let frames = try solvedFrames(Self.spreadStack("equalSpacing", Self.view("first", width: 40) + Self.view("last", width: 60)))
    #expect(frames["first"] == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(frames["last"] == Rect(x: 240, y: 0, width: 60, height: 20))
  }
}
