import Foundation
@testable import InterfaceBuilder
import LayoutEngines
import LayoutModel
import Testing

/// The twenty-fourth round of issue 19's fixes, each in a document written for it.
@Suite("Control metrics, twenty-fourth round")
struct ControlMetricsRoundTwentyFourTests {
  /// A regular bezelled date picker with a stepper of Xcode 12 (Clocker's, `NotesPopover.xib`,
  /// 17506; whatdid's of Xcode 13 alike), given a height of 23 and pinned 8 pt below the top,
  /// 20 pt from the leading edge and 11 pt from the trailing one, is saved 27 tall at y 4 and 3
  /// pt wider than its rect: drawn 4 pt above its alignment rect and 3 pt past it on the right,
  /// as the large one is. Before, the importer read its size from the frame with no insets and
  /// put the frame where the constraints put the rect.
  @Test func bezelledDatePickerOfXcode12IsDrawnAboveAndRightOfItsRect() throws {
    let frames = try solvedFrames(appKit("17506", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="240" height="50"/>
        <subviews>
          <datePicker verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="when">
            <rect key="frame" x="20" y="19" width="212" height="27"/>
            <constraints>
              <constraint firstAttribute="height" constant="23" id="h"/>
            </constraints>
            <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="whenCell">
              <font key="font" metaFont="system"/>
            </datePickerCell>
          </datePicker>
        </subviews>
        <constraints>
          <constraint firstItem="when" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
          <constraint firstItem="when" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="when" secondAttribute="trailing" constant="11" id="c3"/>
        </constraints>
      </customView>
      """))
    #expect(frames["when"] == Rect(x: 20, y: 4, width: 212, height: 27))
  }

  /// A date picker of the text-field style without a border is not one the entry was measured
  /// on: it keeps its saved size and is placed flush with its constraints.
  @Test func borderlessTextFieldDatePickerKeepsItsFrame() throws {
    let frames = try solvedFrames(appKit("17506", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="240" height="50"/>
        <subviews>
          <datePicker verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="when">
            <rect key="frame" x="20" y="19" width="137" height="23"/>
            <datePickerCell key="cell" alignment="left" drawsBackground="NO" datePickerStyle="textField" id="whenCell">
              <font key="font" metaFont="system"/>
            </datePickerCell>
          </datePicker>
        </subviews>
        <constraints>
          <constraint firstItem="when" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
          <constraint firstItem="when" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        </constraints>
      </customView>
      """))
    #expect(frames["when"] == Rect(x: 20, y: 8, width: 137, height: 23))
  }

  /// A regular level indicator of Xcode 15 (Jamf Migrator's, 22505; DSFToolbar's, plug-in
  /// 22690), given a height of 16 and pinned 12 pt below the top, is saved 18 tall with its top
  /// at 12: drawn 2 pt below its alignment rect. Before, the importer read its size from the
  /// frame and the constraint made the frame 16 tall.
  @Test func levelIndicatorOfXcode15ReachesTwoPointsBelowItsRect() throws {
    let frames = try solvedFrames(appKit("22505", """
      <customView id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
        <subviews>
          <levelIndicator verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="level">
            <rect key="frame" x="20" y="10" width="160" height="18"/>
            <constraints>
              <constraint firstAttribute="height" constant="16" id="h"/>
            </constraints>
            <levelIndicatorCell key="cell" alignment="left" maxValue="10" levelIndicatorStyle="continuousCapacity" id="levelCell"/>
          </levelIndicator>
        </subviews>
        <constraints>
          <constraint firstItem="level" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
          <constraint firstItem="level" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="level" secondAttribute="trailing" constant="20" id="c3"/>
        </constraints>
      </customView>
      """))
    #expect(frames["level"] == Rect(x: 20, y: 12, width: 160, height: 18))
  }
}
