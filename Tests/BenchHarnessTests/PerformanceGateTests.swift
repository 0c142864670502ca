import Foundation
import Testing

@testable import BenchHarness

/// The gate's comparison logic both ways: a regression fails it, an unchanged run passes it.
@Suite struct PerformanceGateTests {
  /// Figures shaped like a real run's (see Results/gate-baseline.json).
  static let measured = GateFigures(
    buildExponents: ["build/flat": 1.02, "build/long-row": 1.10],
    watchedExponents: ["resize/flat": 1.03],
    speedups: ["resize/flat/1000": 16, "constant/flat/1000": 1700],
    counters: [
      "build/flat/1000": SolverCounters(pivots: 12, rowMerges: 7669, cellOperations: 7669),
      "resize/flat/1000": SolverCounters(pivots: 0, rowMerges: 0, cellOperations: 0),
    ],
    calibratedTimes: ["build/flat/10000": 2.0])

  @Test func anUnchangedBaselinePasses() {
    let report = GateComparison.compare(measured: Self.measured, baseline: Self.measured)
    #expect(report.passed)
    #expect(report.regressions.isEmpty)
    #expect(report.findings.allSatisfy { $0.status == .ok })
  }

  @Test func aBaselineTwiceAsFastFails() {
    let report = GateComparison.compare(measured: Self.measured, baseline: Self.measured.scaled(by: 0.5))
    #expect(!report.passed)
    #expect(!report.hasDisagreement)
    let subjects = report.regressions.map(\.subject)
    #expect(subjects.contains("counters build/flat/1000 cellOperations"))
    #expect(subjects.contains("counters build/flat/1000 pivots"))
    #expect(report.regressions.contains { $0.detail.contains("+100.0%") })
    // Work that was zero stays zero when scaled, so it still passes.
    #expect(!subjects.contains { $0.hasPrefix("counters resize") })
  }

  @Test func aSpeedupThatCollapsesFails_butNoiseDoesNot() {
    var slower = Self.measured
    slower.speedups["resize/flat/1000"] = 16 / 4
    #expect(GateComparison.compare(measured: slower, baseline: Self.measured).regressions.map(\.subject)
      == ["speed-up resize/flat/1000"])
    var noisy = Self.measured
    noisy.speedups["resize/flat/1000"] = 16 / 2.5
    #expect(GateComparison.compare(measured: noisy, baseline: Self.measured).passed)
  }

  @Test func anExponentAboveBaselinePlusMarginFails() {
    var steeper = Self.measured
    steeper.buildExponents["build/flat"] = 1.02 + 0.3
    let report = GateComparison.compare(measured: steeper, baseline: Self.measured)
    #expect(report.regressions.map(\.subject) == ["exponent build/flat"])
    steeper.buildExponents["build/flat"] = 1.02 + 0.15
    #expect(GateComparison.compare(measured: steeper, baseline: Self.measured).passed)
  }

  @Test func anExponentAboveTheCeilingFailsWhateverTheBaseline() {
    var baseline = Self.measured
    baseline.buildExponents["build/long-row"] = 1.2
    var measured = Self.measured
    measured.buildExponents["build/long-row"] = 1.3
    let report = GateComparison.compare(measured: measured, baseline: baseline)
    #expect(report.regressions.map(\.subject) == ["exponent build/long-row"])
    #expect(report.regressions.first?.detail.contains("limit 1.25") == true)
  }

  @Test func anyDisagreementFails() {
    var disagreeing = Self.measured
    disagreeing.disagreements = ["graph on deep (500 views) at build: off by 2.00 pt at v3"]
    let report = GateComparison.compare(measured: disagreeing, baseline: Self.measured)
    #expect(report.hasDisagreement)
    #expect(!report.passed)
  }

  @Test func aMissingMeasurementFails_andLessWorkIsAnImprovement() {
    var partial = Self.measured
    partial.speedups["constant/flat/1000"] = nil
    partial.counters["build/flat/1000"]?.cellOperations = 5000
    let report = GateComparison.compare(measured: partial, baseline: Self.measured)
    #expect(report.regressions.map(\.subject) == ["speed-up constant/flat/1000"])
    #expect(report.findings.contains { $0.status == .improved && $0.subject.hasSuffix("cellOperations") })
  }

  @Test func timingsAreOnlyNotedWhenNotGated() {
    var steeper = Self.measured
    steeper.buildExponents["build/flat"] = 2
    let report = GateComparison.compare(measured: steeper, baseline: Self.measured, timingsGated: false)
    #expect(report.passed)
    #expect(report.findings.contains { $0.status == .note })
  }

  @Test func theReportEndsWithWhatRegressedAndByHowMuch() throws {
    let report = GateComparison.compare(measured: Self.measured, baseline: Self.measured.scaled(by: 0.5))
    let metadata = GateBaseline.Metadata(ResultMetadata.current(seed: 42))
    let text = report.rendered(baselinePath: "Results/gate-baseline.json", baseline: metadata, scale: 0.5)
    let tail = try #require(text.components(separatedBy: "bench gate: FAILED").last)
    #expect(tail.contains("counters build/flat/1000 cellOperations: 7669 vs baseline 3835 (+100.0%)"))
    #expect(text.contains("--update"))
  }

  @Test func aBurstOfLoadIsForgivenByTheRerun_butARealRegressionIsNot() {
    var burst = Self.measured
    burst.speedups["resize/flat/1000"] = 2
    let first = GateComparison.compare(measured: burst, baseline: Self.measured)
    #expect(first.onlyTimingsRegressed)
    let best = GateFigures.favourable(burst, Self.measured)
    #expect(GateComparison.compare(measured: best, baseline: Self.measured).passed)
    let persistent = GateFigures.favourable(burst, burst)
    #expect(!GateComparison.compare(measured: persistent, baseline: Self.measured).passed)
  }

  @Test func countersAreNeverForgivenByARerun() {
    let report = GateComparison.compare(measured: Self.measured, baseline: Self.measured.scaled(by: 0.5))
    #expect(!report.onlyTimingsRegressed)
  }

  @Test func aBaselineTakesTheMedianOfItsTimingRuns() {
    var low = Self.measured
    low.buildExponents["build/flat"] = 0.7
    var high = Self.measured
    high.buildExponents["build/flat"] = 1.4
    let baseline = GateFigures.median(of: [low, Self.measured, high])
    #expect(baseline.buildExponents["build/flat"] == 1.02)
    #expect(baseline.counters == Self.measured.counters)
  }
}
