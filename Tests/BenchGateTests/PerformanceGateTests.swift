import Foundation
import LayoutEngines
import Testing
import ViewTreeGenerators

@testable import BenchGate
@testable import Measurement

/// The gate's comparison both ways: more work fails it, the same work passes it, and checks of a
/// zero against a zero are not made.
@Suite struct PerformanceGateTests {
  /// Figures shaped like a real run's (see Results/gate-baseline.json).
  static let measured = GateFigures(
    counters: [
      "build/flat/1000": SolverCounters(["rowMerges": 7669, "cellOperations": 16690, "markerNodesCreated": 12000]),
      "resize/random/1000": SolverCounters(["pivots": 22, "constantShifts": 18000, "reducedCostReads": 22]),
      "resize/flat/1000": SolverCounters(["constantShifts": 4000]),
    ],
    instructions: ["build/flat/1000": 36_374_435, "resize/random/1000": 1_114_771])

  @Test func anUnchangedBaselinePasses() {
    let report = GateComparison.compare(measured: Self.measured, baseline: Self.measured)
    #expect(report.passed)
    #expect(report.regressions.isEmpty)
    #expect(report.findings.allSatisfy { $0.status == .ok })
  }

  @Test func twiceTheWorkFailsEveryCheckThatSeesIt() {
    var slower = Self.measured
    slower.counters = slower.counters.mapValues { $0.scaled(by: 2) }
    slower.instructions = slower.instructions.mapValues { $0 * 2 }
    let report = GateComparison.compare(measured: slower, baseline: Self.measured)
    #expect(!report.passed)
    #expect(!report.hasDisagreement)
    let subjects = Set(report.regressions.map(\.subject))
    #expect(subjects.contains("counters build/flat/1000 cellOperations"))
    #expect(subjects.contains("counters resize/random/1000 pivots"))
    #expect(subjects.contains("instructions build/flat/1000"))
    #expect(subjects.contains("instructions resize/random/1000"))
    // Every non-zero counter and every count, nothing else.
    #expect(report.regressions.count == 3 + 3 + 1 + 2)
    #expect(report.regressions.allSatisfy { $0.detail.contains("(+100.0%)") })
  }

  @Test func aZeroAgainstAZeroIsNotACheck() {
    let report = GateComparison.compare(measured: Self.measured, baseline: Self.measured)
    // resize/flat does no pivots and no row merges: those are not mentioned at all.
    let lines = report.findings.filter { $0.subject.hasPrefix("counters resize/flat/1000") }
    #expect(lines.count == 1)
    #expect(lines[0].detail == "unchanged: constantShifts 4000")
    #expect(!report.findings.contains { $0.detail.contains("pivots 0") })
  }

  @Test func workThatWasZeroAndIsNotRegresses() {
    var measured = Self.measured
    measured.counters["resize/flat/1000"] = SolverCounters(["constantShifts": 4000, "pivots": 3])
    let report = GateComparison.compare(measured: measured, baseline: Self.measured)
    #expect(report.regressions.map(\.subject) == ["counters resize/flat/1000 pivots"])
    #expect(report.regressions[0].detail.contains("was 0"))
  }

  @Test func eachToleranceHasAnEdge() {
    let tolerances = GateTolerances.standard
    var within = Self.measured
    within.instructions["build/flat/1000"] = Int(Double(36_374_435) * (1 + tolerances.instructionGrowth * 0.9))
    within.counters["build/flat/1000"] = SolverCounters(["rowMerges": 7669 * 104 / 100, "cellOperations": 16690, "markerNodesCreated": 12000])
    #expect(GateComparison.compare(measured: within, baseline: Self.measured).passed)

    var beyond = Self.measured
    beyond.instructions["build/flat/1000"] = Int(Double(36_374_435) * (1 + tolerances.instructionGrowth * 1.1))
    beyond.counters["build/flat/1000"] = SolverCounters(["rowMerges": 7669 * 106 / 100, "cellOperations": 16690, "markerNodesCreated": 12000])
    let report = GateComparison.compare(measured: beyond, baseline: Self.measured)
    #expect(Set(report.regressions.map(\.subject)) == ["instructions build/flat/1000", "counters build/flat/1000 rowMerges"])
  }

  /// A small item's count moves with the heap it starts on (glibc's malloc); the absolute
  /// allowance keeps that from failing unchanged code, and a real regression still fails.
  @Test func smallItemsHaveAnAbsoluteAllowance() {
    var baseline = Self.measured
    baseline.instructions["glpk/remove/deep/100"] = 1_090_402
    var heapMoved = baseline
    heapMoved.instructions["glpk/remove/deep/100"] = 1_134_748  // +4.1%, seen on unchanged code
    #expect(GateComparison.compare(measured: heapMoved, baseline: baseline).passed)
    var slower = baseline
    slower.instructions["glpk/remove/deep/100"] = 1_090_402 * 108 / 100
    let report = GateComparison.compare(measured: slower, baseline: baseline)
    #expect(report.regressions.map(\.subject) == ["instructions glpk/remove/deep/100"])
  }

  @Test func lessWorkIsReportedAsAnImprovement() {
    var faster = Self.measured
    faster.instructions["build/flat/1000"] = 30_000_000
    let report = GateComparison.compare(measured: faster, baseline: Self.measured)
    #expect(report.passed)
    let finding = report.findings.first { $0.subject == "instructions build/flat/1000" }
    #expect(finding?.status == .improved)
    #expect(finding?.detail.contains("--update") == true)
  }

  @Test func missingAndNewItemsAreReported() {
    var partial = Self.measured
    partial.instructions["resize/random/1000"] = nil
    partial.counters["build/flat/1000"] = nil
    partial.counters["churn/flat/1000"] = SolverCounters(["rowMerges": 8])
    let report = GateComparison.compare(measured: partial, baseline: Self.measured)
    #expect(Set(report.regressions.map(\.subject)) == ["instructions resize/random/1000", "counters build/flat/1000"])
    #expect(report.findings.contains { $0.status == .note && $0.subject == "counters churn/flat/1000" })
  }

  @Test func instructionsFromAnotherPlatformAreShownButNotGated() {
    var slower = Self.measured
    slower.instructions = slower.instructions.mapValues { $0 * 2 }
    let report = GateComparison.compare(
      measured: slower, baseline: Self.measured, instructionsSkipped: .otherPlatform(["Swift 6.4 vs 6.3"]))
    #expect(report.passed)
    #expect(report.findings.contains { $0.status == .note && $0.detail.contains("Swift 6.4 vs 6.3") })
    #expect(report.findings.contains { $0.subject == "instructions build/flat/1000" && $0.status == .note })

    let skipped = GateComparison.compare(
      measured: GateFigures(counters: Self.measured.counters), baseline: Self.measured,
      instructionsSkipped: .notCounted(reason: "--no-instructions"))
    #expect(skipped.passed)
    #expect(skipped.findings.contains { $0.subject == "instructions" && $0.detail.contains("--no-instructions") })
  }

  @Test func disagreementsAndFailuresFail() {
    var broken = Self.measured
    broken.disagreements = ["glpk on random (500 views) at resize: off by 3.00 pt at v12"]
    broken.failures = ["kiwi on deep (500 views), build: failed: worker died"]
    let report = GateComparison.compare(measured: broken, baseline: Self.measured)
    #expect(report.hasDisagreement)
    #expect(!report.passed)
    let text = report.rendered(baselinePath: "b.json", baseline: GateBaselineTests.metadata(configuration: "release"))
    #expect(text.contains("bench gate: FAILED"))
    #expect(text.contains("off by 3.00 pt"))
  }

  @Test func theReportEndsWithWhatRegressedAndByHowMuch() {
    var slower = Self.measured
    slower.instructions["build/flat/1000"] = 72_000_000
    let report = GateComparison.compare(measured: slower, baseline: Self.measured)
    let text = report.rendered(baselinePath: "b.json", baseline: GateBaselineTests.metadata(configuration: "release"))
    let tail = text.split(separator: "\n").suffix(3).joined(separator: "\n")
    #expect(tail.contains("instructions build/flat/1000: 72000000 vs baseline 36374435 (+97.9%)"))
    #expect(tail.contains("bench gate --update"))
  }

  /// The gate's own measuring code on real solver work: counters measured on twice the work (two
  /// engines per pass, a test-only hook) fail against a baseline measured on the real work, and
  /// the real work measured again passes.
  @Test func realCountersOfTwiceTheWorkFail() throws {
    var gate = PerformanceGate()
    // One shape with every workload (intrinsic sizes included) shows the measuring code at work;
    // the gate's own run covers every shape.
    gate.shapes = [.collection]
    gate.counterSizes = [60]
    let baseline = try gate.measureCounters()
    #expect(!baseline.counters.isEmpty)
    #expect(GateComparison.compare(measured: try gate.measureCounters(), baseline: baseline).passed)

    gate.workFactor = 2
    let doubled = try gate.measureCounters()
    let report = GateComparison.compare(measured: doubled, baseline: baseline)
    #expect(!report.passed)
    let checks = baseline.counters.values.reduce(0) { $0 + $1.values.count }
    #expect(report.regressions.count == checks)
    #expect(report.regressions.allSatisfy { $0.detail.contains("(+100.0%)") })
  }

  @Test func workItemsCoverEveryApplicableWorkload() throws {
    let work = GateWork(seed: ViewTreeGenerator.defaultSeed)
    let items = try work.items(shapes: [.flat, .collection], sizes: [60], workloads: Workload.allCases)
    let keys = Set(items.map(\.key))
    #expect(keys.contains("cassowary/build/flat/60"))
    #expect(keys.contains("cassowary/intrinsic/collection/60"))
    // A flat grid has no intrinsic sizes: no item, rather than a check of nothing.
    #expect(!keys.contains("cassowary/intrinsic/flat/60"))
    for item in items where item.workload != .build {
      let counters = try work.counters(of: item)
      #expect(!counters.values.isEmpty, "\(item.key) did no counted work")
    }
  }

  @Test func countersAreDeterministic() throws {
    let work = GateWork(seed: 7)
    let item = GateWorkItem(workload: .churn, shape: .random, views: 60)
    #expect(try work.counters(of: item) == work.counters(of: item))
    #expect(try work.counters(of: item)["rowMerges"] > 0)
  }

  @Test func callgrindDumpTotalsAreRead() {
    let dump = """
      # callgrind format
      version: 1
      creator: callgrind-3.19.0
      events: Ir
      fn=(1) layoutbench_gate_measured
      0 12
      summary: 36374435
      totals: 36374435
      """
    #expect(InstructionCounter.totalInstructions(inDump: dump) == 36_374_435)
    #expect(InstructionCounter.totalInstructions(inDump: "summary: 5\n") == 5)
    #expect(InstructionCounter.totalInstructions(inDump: "events: Ir\n") == nil)
  }
}
