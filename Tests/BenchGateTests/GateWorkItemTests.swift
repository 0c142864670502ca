import Foundation
import LayoutEngines
import Testing
import ViewTreeGenerators

@testable import BenchGate
@testable import Measurement
@testable import ResultFiles

/// The gate's work items beyond the cassowary engine: every engine we ship and the shared paths,
/// named by keys that read back, and found by running them once.
@Suite struct GateWorkItemTests {
  @Test func keysReadBack() throws {
    for subject in GateSubject.allCases {
      let item = GateWorkItem(subject, workload: .build, shape: .longRow, views: 1_000)
      #expect(try GateWorkItem(key: item.key) == item)
    }
    #expect(GateWorkItem(.linearSystem, workload: .build, shape: .deep, views: 10_000).key == "linear-system/build/deep/10000")
  }

  @Test func aBadKeyNamesItselfAndWhatWasExpected() {
    for key in ["build/deep/1000", "solver/build/deep/1000", "graph/fly/deep/1000", "graph/build/cube/1000", "graph/build/deep/-5", "graph/build/deep/x"] {
      #expect {
        try GateWorkItem(key: key)
      } throws: { error in
        guard case BenchError.invalidOption(let option, let value, _) = error else { return false }
        return option == "--items" && value == key
      }
    }
  }

  /// Every engine we ship and every shared path gets items; the graph engine's, only on the
  /// shapes it accepts (it declines inequalities and priorities), found by running each once.
  @Test func theDryRunKeepsWhatEachEngineAccepts() throws {
    let work = GateWork(seed: ViewTreeGenerator.defaultSeed)
    let items = try work.items(
      [GateWorkBlock(GateSubject.allCases, workloads: [.build, .resize], shapes: [.flat, .random], sizes: [60])], dryRun: true)
    let keys = Set(items.map(\.key))
    for subject in GateSubject.allCases where subject != .glpk {
      #expect(keys.contains("\(subject.rawValue)/build/flat/60"), "\(subject.rawValue) has no build item")
    }
    #expect(keys.contains("graph/resize/flat/60"))
    // Shared paths run as builds only.
    #expect(!keys.contains("read/resize/flat/60"))
    // The random shape has inequalities and soft priorities, which the graph engine declines.
    #expect(!keys.contains("graph/build/random/60"))
    #expect(keys.contains("cassowary/build/random/60"))
    #expect(items == items.sorted())
  }

  /// Only the cassowary engine reports solver counters (through ``SolverWorkCounting``); the
  /// others' items count instructions only.
  @Test func countersComeFromTheEngineInterface() throws {
    let work = GateWork(seed: 7)
    #expect(try work.counters(of: GateWorkItem(.cassowary, workload: .build, shape: .collection, views: 60))["rowMerges"] > 0)
    #expect(try work.counters(of: GateWorkItem(.graph, workload: .build, shape: .flat, views: 60)).values.isEmpty)
    #expect(try work.counters(of: GateWorkItem(.frames, workload: .build, shape: .flat, views: 60)).values.isEmpty)
  }

  /// Growth between sizes is its own check: a count that rose within its tolerance at the large
  /// size while the small one fell within its tolerance still fails as growth.
  @Test func growthBetweenSizesIsGated() {
    let baseline = GateFigures(instructions: ["graph/build/deep/1000": 1_000_000, "graph/build/deep/10000": 10_000_000])
    #expect(GateComparison.sizeGrowth(baseline.instructions) == ["graph/build/deep 1000→10000": 10])
    let shifted = GateFigures(instructions: ["graph/build/deep/1000": 975_000, "graph/build/deep/10000": 10_250_000])
    let report = GateComparison.compare(measured: shifted, baseline: baseline)
    #expect(report.regressions.map(\.subject) == ["growth graph/build/deep 1000→10000"])
    #expect(GateComparison.compare(measured: baseline, baseline: baseline).passed)
    // On another platform growth, like the counts, is shown without being gated.
    let elsewhere = GateComparison.compare(measured: shifted, baseline: baseline, instructionsSkipped: .otherPlatform(["Swift 6.4 vs 6.3"]))
    #expect(elsewhere.passed)
  }

  /// The callgrind run's safety limit scales with the native run of the same items, and its
  /// failure says what it is.
  @Test func theSafetyLimitScalesWithTheCalibration() {
    #expect(InstructionCounter.limit(calibration: 0) == InstructionCounter.limitFloor)
    #expect(InstructionCounter.limit(calibration: 2) == 2 * InstructionCounter.limitFactor)
    #expect(InstructionCounter.limit(calibration: 8) == 4 * InstructionCounter.limit(calibration: 2))
    let error = GateError.instructionsOverLimit(limit: 2_000, calibration: 2, factor: 1_000)
    #expect(error.description.contains("safety limit"))
    #expect(error.description.contains("calibration"))
    #expect(error.exitCode == .regression)
  }
}
