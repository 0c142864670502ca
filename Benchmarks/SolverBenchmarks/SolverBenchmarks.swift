import Benchmark
import Cassowary

// Elementary operations of the incremental Cassowary solver at three tableau sizes and two
// shapes, timed and with allocations counted.
//
// Each benchmark is named `Operation-shape-rows` (no `/` or spaces: threshold files are named
// after benchmarks). Every timed operation leaves the tableau as it found it, so samples are
// comparable: add and remove time one half of an add/remove pair each, with the other half done
// outside the measurement.

/// Tableau sizes: a screen, a long list, a stress test.
let sizes = [100, 1_000, 10_000]

/// Thresholds for `swift package benchmark baseline check`: allocations are deterministic, so a
/// tight relative p90 bound; wall-clock time on a shared machine is not, so a loose one. The
/// package's default thresholds do not check p90, hence the explicit entries.
var thresholds: [BenchmarkMetric: BenchmarkThresholds] {
  [
    .mallocCountTotal: .init(relative: [.p50: 5, .p90: 5], absolute: [.p50: 2, .p90: 2]),
    .wallClock: .init(relative: [.p50: 25, .p90: 35]),
  ]
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    maxDuration: .seconds(1),
    maxIterations: 2_000,
    thresholds: thresholds)

  for shape in Tableau.Shape.allCases {
    for rows in sizes {
      register(shape: shape, rows: rows)
    }
  }
}

/// Registers the five operations on one tableau.
func register(shape: Tableau.Shape, rows: Int) {
  let tableau = Tableau(shape, rows: rows)
  let suffix = "\(shape.rawValue)-\(rows)"

  Benchmark("AddConstraint-\(suffix)") { benchmark throws in
    let (id, terms, constant) = tableau.scratchConstraint()
    try tableau.withSolver { (solver) throws(SolverError) in
      benchmark.startMeasurement()
      try solver.addConstraint(id, terms, constant: constant, relation: .equal)
      benchmark.stopMeasurement()
      try solver.removeConstraint(id)
    }
  }

  Benchmark("RemoveConstraint-\(suffix)") { benchmark throws in
    let (id, terms, constant) = tableau.scratchConstraint()
    try tableau.withSolver { (solver) throws(SolverError) in
      try solver.addConstraint(id, terms, constant: constant, relation: .equal)
      benchmark.startMeasurement()
      try solver.removeConstraint(id)
      benchmark.stopMeasurement()
    }
  }

  // Moving the edit variable moves every row that depends on it: the whole chain, every flat view.
  Benchmark("SuggestValue-\(suffix)") { benchmark throws in
    try tableau.withSolver { (solver) throws(SolverError) in
      for iteration in benchmark.scaledIterations {
        try solver.suggestValue(iteration % 2 == 0 ? 812 : 375, for: tableau.editVariable)
      }
      try solver.suggestValue(375, for: tableau.editVariable)
    }
  }

  // The first row's constant: in a chain every later row moves, in a flat layout only one.
  Benchmark("ChangeConstant-\(suffix)") { benchmark throws in
    try tableau.withSolver { (solver) throws(SolverError) in
      for iteration in benchmark.scaledIterations {
        try solver.changeConstant(of: 1, to: iteration % 2 == 0 ? -12 : -10)
      }
      try solver.changeConstant(of: 1, to: -10)
    }
  }

  Benchmark("ReadValues-\(suffix)") { benchmark throws in
    try tableau.withSolver { (solver) throws(SolverError) in
      for _ in benchmark.scaledIterations {
        var sum = 0.0
        for variable in 0...rows { sum += solver.value(of: variable) }
        blackHole(sum)
      }
    }
  }
}
