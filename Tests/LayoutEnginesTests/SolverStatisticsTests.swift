import LayoutModel
import LayoutTestSupport
import SeededRandom
import ViewTreeGenerators
import Testing

@testable import LayoutEngines

/// The documented windows onto the solver for code outside the engines: the work counters and
/// storage sizes by name (``SolverWorkCounting``), and the bare build `bench bounds` times
/// (``SolverRows``, ``BareSolver``).
@Suite struct SolverStatisticsTests {
  /// The storage sizes by name are the solver's own, and the ones the memory bound reads exist.
  @Test func storageSizesAreNamed() throws {
    let engine = try CassowaryEngine(layout: try Fixtures.twoViewsCentered())
    let sizes = engine.solverStorageSizes
    #expect(sizes["rows"] == engine.storageSize.rows)
    #expect(sizes["cells"] == engine.storageSize.cells)
    #expect(sizes["liveMarkerNodes"] == engine.storageSize.liveMarkerNodes)
    #expect(sizes.count == 6)
    let pivots = engine.solverWorkCounters["pivots"]
    #expect(pivots == engine.statistics.pivots)
  }

  /// A bare solver takes a layout's rows in any order, each under the id of its index; a
  /// shuffle draws the same order as shuffling the rows themselves.
  @Test func aBareSolverTakesTheRowsInAnyOrder() throws {
    let system = try Fixtures.twoViewsCentered().linearSystem()
    let sorted = SolverRows(system.constraints)
    #expect(sorted.count == system.constraints.count)
    #expect(sorted.constraints.map(\.id) == Array(system.constraints.indices))
    var shuffled = sorted
    var generator = SeededGenerator(seed: 1)
    shuffled.shuffle(using: &generator)
    var reference = Array(system.constraints.indices)
    var again = SeededGenerator(seed: 1)
    reference.shuffle(using: &again)
    #expect(shuffled.constraints.map(\.id) == reference)
    var solver = BareSolver()
    try solver.add(shuffled)
    let rowCount = solver.solver.storageSize.rows
    #expect(rowCount > 0)
  }

  /// A build stopped at its work limit forgets its constraints instead of removing them one by
  /// one: the solver is discarded after such a stop, and the removals walk the marker graph,
  /// which the limit does not count (minutes, on a fuzzed layout of 300 views, after a limit
  /// of about a second).
  @Test func aBuildStoppedAtTheWorkLimitIsForgottenNotRemoved() throws {
    let layout = try ViewTreeGenerator.make(shape: .random, views: 1_000, seed: 42).layout
    let rows = SolverRows(try layout.linearSystem().constraints)
    var free = BareSolver()
    try free.add(rows)
    let freeStatistics = free.solver.statistics
    // The random shape's soft extras conflict: its build pivots after every row is in.
    #expect(freeStatistics.pivots > 0)
    var limited = BareSolver()
    limited.solver.workLimit = 1
    #expect(throws: EngineError.self) { try limited.add(rows) }
    let forgotten = rows.constraints.allSatisfy { !limited.solver.contains(constraint: $0.id) }
    #expect(forgotten)
    // Removing the rows again would walk their marker nodes a second time.
    let statistics = limited.solver.statistics
    #expect(statistics.markerNodesVisited <= freeStatistics.markerNodesVisited)
  }

  /// A refusal names the solver's reason and leaves nothing half added.
  @Test func aRefusedBuildSaysWhy() throws {
    var layout = Layout(rootSize: Size(width: 100, height: 100))
    let a = try layout.addView("a", in: .root)
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 10))
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 20))
    var solver = BareSolver()
    do {
      try solver.add(SolverRows(layout.linearSystem().constraints))
      Issue.record("two required widths were added")
    } catch {
      guard case .failed(let reason) = error else { throw error }
      #expect(reason.hasPrefix("the solver refused the layout: "))
    }
    let rowCount = solver.solver.storageSize.rows
    let emptyRowCount = BareSolver().solver.storageSize.rows
    #expect(rowCount == emptyRowCount)
  }
}
