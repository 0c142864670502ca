import LayoutEngines
import LayoutModel
import Testing
import ViewTreeGenerators

/// One contradicting required constraint hidden in the middle of a 10,000-view generated layout
/// is found and reported with exactly the constraints it conflicts with.
///
/// The time this takes is measured in release builds (`bench solve FILE --explain`), not here.
@Suite struct BuriedConflictDiagnosticsTests {
  /// The index of the layout's constraint satisfying `matches`.
  private func index(in layout: Layout, _ matches: (LayoutConstraint) -> Bool) throws -> Int {
    let found = layout.constraints.firstIndex(where: matches)
    return try #require(found)
  }

  @Test func aConflictInTheMiddleOfAFlatGridNamesTheTileAndTheRoot() throws {
    var layout = try ViewTreeGenerator.make(shape: .flat, views: 10_000).layout
    let tile = try #require(layout.id(named: "grid.v5000"))
    let width = try index(in: layout) { $0.first == tile && $0.firstAttribute == .width }
    // The grid makes every tile 0.8 / 100 of the root's 375 points: 3 points wide.
    let added = try layout.addConstraint(LayoutConstraint(tile, .width, constant: 7))
    let diagnosis = try LayoutDiagnosis(diagnosing: layout)
    #expect(diagnosis.conflicts.count == 1)
    let conflict = try #require(diagnosis.conflicts.first)
    #expect(conflict.broken == .explicit(added))
    #expect(conflict.explicitConstraints == [added, width])
    #expect(Set(conflict.sources) == [.explicit(added), .explicit(width), .rootSize(.horizontal)])
    #expect(conflict.descriptions[0] == "#\(added) H:[grid.v5000(7)]")
    #expect(diagnosis.ambiguousViews.isEmpty)
  }

  @Test func aConflictHalfwayDownADeepTreeNamesOnlyItsLevel() throws {
    var layout = try ViewTreeGenerator.make(shape: .deep, views: 10_000).layout
    let level = try #require(layout.id(named: "level5000"))
    let parent = try #require(layout[level].parent)
    let top = try index(in: layout) { $0.first == level && $0.firstAttribute == .top }
    let added = try layout.addConstraint(LayoutConstraint(level, .top, .equal, parent, .top, constant: 3))
    let diagnosis = try LayoutDiagnosis(diagnosing: layout)
    #expect(diagnosis.conflicts.count == 1)
    let conflict = try #require(diagnosis.conflicts.first)
    #expect(conflict.conflictingRows.count == 2)
    #expect(conflict.explicitConstraints == [added, top])
    #expect(conflict.descriptions == [
      "#\(added) V:|-(3)-[level5000]   ('|' is level4999)",
      "#\(top) V:|-(1)-[level5000]   ('|' is level4999)",
    ])
    #expect(diagnosis.ambiguousViews.isEmpty)
  }
}
