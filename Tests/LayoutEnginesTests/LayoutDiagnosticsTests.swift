import LayoutModel
import LayoutTestSupport
import Testing

@testable import LayoutEngines

/// Conflicts found while adding constraints one by one, the constraint broken to recover, and
/// the ambiguity of each view.
@Suite struct LayoutDiagnosticsTests {
  /// A card with a title and a subtitle side by side, fully determined.
  private func card() throws -> (Layout, title: ViewID, subtitle: ViewID) {
    var layout = Layout(rootSize: Size(width: 320, height: 200))
    let card = try layout.addView("card", in: .root)
    let title = try layout.addView("title", in: card)
    let subtitle = try layout.addView("subtitle", in: card)
    for c in [
      LayoutConstraint(card, .leading, .equal, .root, .leading, constant: 10),
      LayoutConstraint(card, .trailing, .equal, .root, .trailing, constant: -10),
      LayoutConstraint(card, .top, .equal, .root, .top, constant: 20),
      LayoutConstraint(card, .height, constant: 60),
      LayoutConstraint(title, .leading, .equal, card, .leading, constant: 8),
      LayoutConstraint(title, .width, constant: 100),
      LayoutConstraint(subtitle, .leading, .equal, title, .trailing, constant: 8),
      LayoutConstraint(card, .trailing, .equal, subtitle, .trailing, constant: 8),
      LayoutConstraint(title, .top, .equal, card, .top, constant: 4),
      LayoutConstraint(title, .height, constant: 20),
      LayoutConstraint(subtitle, .top, .equal, title, .top),
      LayoutConstraint(subtitle, .height, .equal, title, .height),
    ] {
      try layout.addConstraint(c)
    }
    return (layout, title, subtitle)
  }

  /// Issue 20, item 6: `bench solve --explain` printed view names raw, so a newline or
  /// `ESC[2J` in a name reached the terminal; the trace and the conflicts escape them.
  @Test func theReportEscapesControlCharactersInNames() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 200))
    let evil = try layout.addView("evil\n\u{1B}[2J\u{1B}[31m\u{202E}", in: .root)
    for c in [
      LayoutConstraint(evil, .width, constant: 100),
      LayoutConstraint(evil, .width, constant: 50),
      LayoutConstraint(evil, .height, constant: 10),
      LayoutConstraint(evil, .leading, .equal, .root, .leading),
      LayoutConstraint(evil, .top, .equal, .root, .top),
    ] {
      try layout.addConstraint(c)
    }
    let diagnosis = try LayoutDiagnosis(diagnosing: layout)
    #expect(!diagnosis.isSatisfiable)
    let report = diagnosis.report()
    let controls = report.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x202E }
    #expect(controls.isEmpty, "raw control characters in the report")
    #expect(report.contains("evil\\n\\u{1B}[2J\\u{1B}[31m\\u{202E} ("))
    #expect(report.split(separator: "\n").allSatisfy { !$0.hasPrefix("\u{1B}") && !$0.hasPrefix("[2J") })
  }

  @Test func aSatisfiableLayoutHasNoConflictsAndNoAmbiguity() throws {
    let (layout, _, _) = try card()
    let diagnosis = try LayoutDiagnosis(diagnosing: layout)
    #expect(diagnosis.isSatisfiable)
    #expect(diagnosis.ambiguousViews.isEmpty)
    #expect(isApproximatelyEqual(diagnosis.frames, try CassowaryEngine(layout: layout).frames))
  }

  @Test func theConflictNamesEveryConstraintInvolvedAndBreaksTheOneBeingAdded() throws {
    var (layout, _, subtitle) = try card()
    // The subtitle already spans 300 - 8 - 100 - 8 - 8 = 176 points.
    let added = try layout.addConstraint(LayoutConstraint(subtitle, .width, constant: 150))
    let diagnosis = try LayoutDiagnosis(diagnosing: layout)
    let conflict = try #require(diagnosis.conflicts.first)
    #expect(diagnosis.conflicts.count == 1)
    #expect(conflict.broken == .explicit(added))
    #expect(Set(conflict.explicitConstraints) == [added, 0, 1, 4, 5, 6, 7])
    #expect(conflict.sources.contains(.rootSize(.horizontal)))
    #expect(conflict.descriptions[0] == "#12 H:[subtitle(150)]")
    #expect(conflict.descriptions.contains("#6 H:[title]-(8)-[subtitle]"))
    let report = diagnosis.conflictReport()
    #expect(report.contains("Recovered by breaking #12 H:[subtitle(150)]"))
    // The rest of the layout is the original one.
    #expect(isApproximatelyEqual(diagnosis.frames, try CassowaryEngine(layout: try card().0).frames))
  }

  @Test func recoveryGoesOnAndFindsEveryConflict() throws {
    var (layout, title, subtitle) = try card()
    let first = try layout.addConstraint(LayoutConstraint(title, .top, .equal, subtitle, .bottom))
    let fine = try layout.addConstraint(LayoutConstraint(subtitle, .width, .greaterThanOrEqual, constant: 10))
    let second = try layout.addConstraint(LayoutConstraint(title, .height, constant: 30))
    let diagnosis = try LayoutDiagnosis(diagnosing: layout)
    #expect(diagnosis.conflicts.map(\.broken) == [.explicit(first), .explicit(second)])
    #expect(diagnosis.conflicts[1].explicitConstraints.sorted() == [9, second])
    #expect(!diagnosis.conflicts.flatMap(\.explicitConstraints).contains(fine))
    #expect(diagnosis.ambiguousViews.isEmpty)
  }

  @Test func aMissingConstraintMakesTheViewAmbiguous() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let box = try layout.addView("box", in: .root)
    let inner = try layout.addView("inner", in: box)
    let label = try layout.addView(View.init(
      name: "label", parent: box, intrinsicContentSize: IntrinsicContentSize(width: 50, height: 20)))
    try layout.addConstraint(LayoutConstraint(box, .leading, .equal, .root, .leading, constant: 10))
    try layout.addConstraint(LayoutConstraint(box, .width, constant: 100))
    try layout.addConstraint(LayoutConstraint(box, .top, .equal, .root, .top))
    // No height for the box; the inner view is pinned to its top and bottom.
    try layout.addConstraint(LayoutConstraint(inner, .leading, .equal, box, .leading))
    try layout.addConstraint(LayoutConstraint(inner, .trailing, .equal, box, .trailing))
    try layout.addConstraint(LayoutConstraint(inner, .top, .equal, box, .top))
    try layout.addConstraint(LayoutConstraint(inner, .bottom, .equal, box, .bottom))
    // The label's size comes from its intrinsic size; its position from two edges.
    try layout.addConstraint(LayoutConstraint(label, .leading, .equal, box, .leading))
    try layout.addConstraint(LayoutConstraint(label, .top, .equal, box, .top))
    let diagnosis = try LayoutDiagnosis(diagnosing: layout)
    #expect(diagnosis.hasAmbiguousLayout(box))
    #expect(diagnosis.ambiguity[box.index] == .height)
    #expect(diagnosis.ambiguity[inner.index] == .height)
    #expect(!diagnosis.hasAmbiguousLayout(label))
    #expect(!diagnosis.hasAmbiguousLayout(.root))
    #expect(diagnosis.ambiguousViews == [box, inner])
  }

  @Test func theTraceIndentsByDepthAndMarksAmbiguousViews() throws {
    var layout = Layout(rootSize: Size(width: 100, height: 100))
    let a = try layout.addView("a", in: .root)
    let b = try layout.addView("b", in: a)
    _ = try layout.addView("loose", in: .root)
    for c in [
      LayoutConstraint(a, .left, .equal, .root, .left), LayoutConstraint(a, .top, .equal, .root, .top),
      LayoutConstraint(a, .width, constant: 50), LayoutConstraint(a, .height, constant: 40),
      LayoutConstraint(b, .left, .equal, a, .left, constant: 5), LayoutConstraint(b, .width, constant: 10),
    ] {
      try layout.addConstraint(c)
    }
    let trace = try LayoutDiagnosis(diagnosing: layout).trace()
    #expect(trace == """
      *root (0 0; 100 100)
      |   *a (0 0; 50 40)
      |   |   *b (5 0; 10 0) - AMBIGUOUS LAYOUT (y, height)
      |    loose (0 0; 0 0) - AMBIGUOUS LAYOUT (x, y, width, height)

      """)
  }

  @Test func aTenThousandLevelTraceStopsIndentingAndNeedsNoRecursion() throws {
    var layout = Layout(rootSize: Size(width: 30_000, height: 30_000))
    var parent = ViewID.root
    for level in 1..<10_000 {
      let view = try layout.addView("level\(level)", in: parent)
      try layout.addConstraint(LayoutConstraint(view, .left, .equal, parent, .left, constant: 1))
      try layout.addConstraint(LayoutConstraint(view, .right, .equal, parent, .right, constant: -1))
      try layout.addConstraint(LayoutConstraint(view, .top, .equal, parent, .top, constant: 1))
      try layout.addConstraint(LayoutConstraint(view, .bottom, .equal, parent, .bottom, constant: -1))
      parent = view
    }
    let diagnosis = try LayoutDiagnosis(diagnosing: layout)
    #expect(diagnosis.ambiguousViews.isEmpty)
    let lines = diagnosis.trace(maximumIndentDepth: 4).split(separator: "\n")
    #expect(lines.count == 10_000)
    #expect(lines[3] == "|   |   |   *level3 (1 1; 29994 29994)")
    #expect(lines[9_999] == "|   |   |   |   [depth 9999] *level9999 (1 1; 10002 10002)")
  }
}
