import Benchmark
import LayoutEngines
import LayoutModel

// The GLPK engine's two re-solve strategies timed against each other on a 1,000-view flat
// layout: building, resizing, and changing one constraint's constant.
//
// This was a test (`GLPKResolveMeasurement`) that only printed its timings; a measurement
// belongs here, where the framework repeats it and keeps the numbers. The iteration counts the
// engine reports (`simplexIterations`) are what the tests check; time is only measured here.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .milliseconds,
    warmupIterations: 1,
    maxDuration: .seconds(10),
    maxIterations: 20)

  for strategy in GLPKResolveStrategy.allCases {
    register(strategy: strategy)
  }
}

/// Build, resize and constant-change benchmarks for one strategy.
func register(strategy: GLPKResolveStrategy) {
  Benchmark("GLPK-build-\(strategy.rawValue)") { benchmark throws in
    let layout = try flatLayout(views: 1000)
    for _ in benchmark.scaledIterations {
      blackHole(try GLPKEngine(layout: layout, strategy: strategy))
    }
  }

  // Alternating between two widths, so that every resize moves every box.
  Benchmark("GLPK-resize-\(strategy.rawValue)") { benchmark throws in
    var engine = try GLPKEngine(layout: try flatLayout(views: 1000), strategy: strategy)
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      try engine.resize(to: Size(width: iteration % 2 == 0 ? 640 : 1000, height: 2000))
    }
    benchmark.stopMeasurement()
  }

  // Constraint 3 is the first box's height.
  Benchmark("GLPK-setConstant-\(strategy.rawValue)") { benchmark throws in
    var engine = try GLPKEngine(layout: try flatLayout(views: 1000), strategy: strategy)
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      try engine.setConstant(Double(30 + iteration % 10), ofConstraint: 3)
    }
    benchmark.stopMeasurement()
  }
}
