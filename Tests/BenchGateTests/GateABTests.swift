import Foundation
import LayoutEngines
import Testing

@testable import BenchGate
@testable import Measurement
@testable import ResultFiles

/// The decision of `bench gate --against`: rounds pooled per row, decided with the rank test,
/// on synthetic runs whose answer is known (the real mode times two built binaries).
@Suite struct GateABTests {
  /// Three runs of one round around `median`, spread by `offset` so rounds differ.
  static func round(_ median: Double, _ offset: Double) -> MeasurementOutcome {
    .measured(TimingSummary(seconds: [-0.02, 0.0, 0.02].map { median * (1 + $0 + offset) })!, truncated: false)
  }

  /// One round's report: the cassowary engine on each input, with the workloads given.
  static func report(_ outcomes: [String: [Workload: MeasurementOutcome]]) -> BenchReport {
    let metadata = ResultMetadata(
      date: "2026-11-24T00:00:00Z", gitRevision: "head", cpu: "test", cores: 2, operatingSystem: "test",
      swiftVersion: "6.3", buildConfiguration: "release", seed: 1, host: nil)
    let records = outcomes.keys.sorted().map { input in
      BenchRecord(input: input, engine: "cassowary", views: 1000, constraints: 4000, outcomes: outcomes[input] ?? [:])
    }
    return BenchReport(metadata: metadata, workloads: [.build, .resize], records: records)
  }

  static func rounds(_ median: Double, count: Int = 5) -> [BenchReport] {
    (0..<count).map { index in
      Self.report(["deep": [.build: round(median, Double(index) * 0.004), .resize: round(20e-6, Double(index) * 0.004)]])
    }
  }

  @Test func roundsArePooledPerRow() throws {
    let pooled = try #require(GateAB.pool(Self.rounds(0.010)))
    guard case .measured(let summary, _)? = pooled.records.first?.outcomes[.build] else {
      Issue.record("the pooled build is not timed")
      return
    }
    #expect(summary.samples == 15)
    #expect(GateAB.pool([]) == nil)
  }

  @Test func aSlowerHeadFailsAndTheSameCodePasses() throws {
    let options = GateAB().options
    let same = try GateAB.decide(base: Self.rounds(0.010), head: Self.rounds(0.010), options: options)
    #expect(same.regressions.isEmpty)
    #expect(same.rows.count == 2)

    // 1.15x on the build only: significant over 15 runs a side, beyond the 10% threshold.
    let slower = try GateAB.decide(base: Self.rounds(0.010), head: Self.rounds(0.0115), options: options)
    #expect(slower.regressions.map { "\($0.input)/\($0.workload.rawValue)" } == ["deep/build"])

    // 5% slower: significant, but under the threshold.
    let slight = try GateAB.decide(base: Self.rounds(0.010), head: Self.rounds(0.0105), options: options)
    #expect(slight.regressions.isEmpty)
  }

  /// Many rows do not make unchanged code fail: each row is tested at alpha over the number of
  /// rows, so a row whose p would pass alone at 0.05 does not fail among many.
  @Test func manyRowsAreCorrectedForMultipleTests() throws {
    let options = GateAB().options
    let one = try GateAB.decide(base: Self.rounds(0.010), head: Self.rounds(0.0115), options: options)
    #expect(one.options.alpha == options.alpha / 2)
    let inputs = (0..<50).map { "shape\($0)" }
    func many(_ median: Double) -> [BenchReport] {
      (0..<5).map { index in
        Self.report(Dictionary(uniqueKeysWithValues: inputs.map { ($0, [Workload.build: Self.round(median, Double(index) * 0.004)]) }))
      }
    }
    let corrected = try GateAB.decide(base: many(0.010), head: many(0.010), options: options)
    #expect(corrected.rows.count == 50)
    #expect(corrected.options.alpha == options.alpha / 50)
  }

  /// A head that fails in any one round has failed, however fast its other rounds.
  @Test func aFailureInOneRoundFails() throws {
    var head = Self.rounds(0.010)
    head[3].records[0].outcomes[.resize] = .failed(reason: "unsatisfiable")
    let comparison = try GateAB.decide(base: Self.rounds(0.010), head: head, options: GateAB().options)
    #expect(comparison.regressions.map(\.workload) == [.resize])
  }

  @Test func theOrderAlternatesAndTheArgumentsAreRunOptions() {
    #expect((0..<4).map(GateAB.baseFirst(inRound:)) == [true, false, true, false])
    var ab = GateAB()
    ab.engines = [.cassowary, .graph]
    ab.views = 300
    let arguments = ab.runArguments(output: "/tmp/x.json")
    #expect(arguments.first == "run")
    #expect(arguments.contains("cassowary,graph"))
    #expect(arguments.suffix(2) == ["--output", "/tmp/x.json"])
  }

  @Test func noRoundsIsAnError() {
    #expect(throws: GateError.self) { try GateAB.decide(base: [], head: [], options: GateAB().options) }
  }
}
