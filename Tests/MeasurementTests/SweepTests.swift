import LayoutEngines
import LayoutModel
import ResultFiles
import Testing
import ViewTreeGenerators

@testable import Measurement

/// The harness's mechanics with test-only engines: a correct one as the reference, a wrong one,
/// and one that refuses every layout.
@Suite struct SweepTests {
  private let testEngines: [EngineKind: any LayoutEngine.Type] = [
    .cassowary: EquationTestEngine.self, .graph: ShiftedTestEngine.self, .glpk: RefusingTestEngine.self,
  ]

  private func sweep(
    shapes: [Shape] = [.flat], sizes: [Int] = [10], engines: [EngineKind], timeLimit: Double = 10
  ) -> Sweep {
    let request = BenchRequest(
      source: .generated(shapes: shapes, sizes: sizes), engines: engines,
      workloads: Workload.allCases,
      budget: MeasurementBudget(repetitions: 3, warmups: 1, timeLimit: timeLimit), seed: 1)
    let table = testEngines
    return Sweep(request: request, resolve: { kind in table[kind].map { BenchEngine(kind: kind, type: $0) } })
  }

  private var metadata: ResultMetadata {
    ResultMetadata(
      date: "now", gitRevision: "test", cpu: "cpu", cores: 1, operatingSystem: "os",
      swiftVersion: "6", buildConfiguration: "debug", seed: 1)
  }

  @Test func measuresEveryWorkloadAndComparesWithTheReference() throws {
    let report = try sweep(engines: [.graph, .cassowary, .glpk, .rebuild]).run(metadata: metadata)
    #expect(report.records.map(\.engine) == ["cassowary", "graph", "glpk", "rebuild"])
    let reference = report.records[0]
    #expect(reference.agreement.kind == .agree)
    #expect(reference.views == 10)
    for workload in [Workload.build, .resize, .constant, .churn] {
      guard case .measured(let summary, _)? = reference.outcomes[workload] else {
        Issue.record("\(workload): \(String(describing: reference.outcomes[workload]))")
        continue
      }
      #expect(summary.samples == 3)
    }
    #expect(reference.outcomes[.intrinsic] == .notApplicable(reason: "no view with an intrinsic size that can change"))

    let wrong = report.records[1]
    #expect(wrong.agreement.kind == .disagree)
    #expect(wrong.agreement.views == ["grid.v1"])
    // build, resize, constant, churn, move, remove and history (no label for intrinsic).
    #expect(wrong.checkpoints.count == 7)
    #expect(report.hasDisagreement)

    let refusing = report.records[2]
    #expect(refusing.outcomes[.build] == .notSupported(reason: "test engine refuses everything"))
    #expect(refusing.agreement.kind == .notSupported)
    #expect(ResultTable.render(report, as: .table).contains("not supported: test engine refuses everything"))

    #expect(report.records[3].outcomes[.build] == .unavailable(reason: "not in this build"))
  }

  @Test func workloadsRestoreTheLayoutSoEnginesAgreeAfterEachOne() throws {
    let report = try sweep(shapes: [.deep, .autoresizing], sizes: [12], engines: [.cassowary]).run(metadata: metadata)
    #expect(report.records.count == 2)
    #expect(!report.hasDisagreement && !report.hasFailure)
  }

  @Test func aSelfTimedEngineIsMeasuredByItsOwnFigures() throws {
    let request = BenchRequest(
      source: .generated(shapes: [.flat], sizes: [10]), engines: [.cassowary, .kiwi],
      workloads: Workload.allCases, budget: MeasurementBudget(repetitions: 3, warmups: 1, timeLimit: 10, historyLength: 4),
      seed: 1)
    let report = try Sweep(request: request, resolve: { kind in
      BenchEngine(kind: kind, type: kind == .kiwi ? SelfTimedTestEngine.self : EquationTestEngine.self)
    }).run(metadata: metadata)
    let timed = report.records[1]
    #expect(timed.engine == "kiwi")
    #expect(timed.outcomes[.build]?.median == 0.5)
    #expect(timed.outcomes[.resize]?.median == 0.25)
    #expect(timed.outcomes[.constant]?.median == 0.25)
    // Churn is a removal and an insertion, timed as a pair.
    #expect(timed.outcomes[.churn]?.median == 0.5)
    #expect(timed.outcomes[.move]?.median == 0.25)
    #expect(timed.outcomes[.remove]?.median == 0.25)
    #expect(timed.outcomes[.history]?.median == 0.5)
    // Its memory is its own count, not this process's.
    #expect(timed.retainedBytes == 4096)
    #expect(timed.retainedBytesAfterHistory == 8192)
    #expect(timed.agreement.kind == .agree)
  }

  @Test func aSelfTimedEngineStoppedAtTheLimitIsOverTheLimit() throws {
    let request = BenchRequest(
      source: .generated(shapes: [.flat], sizes: [10]), engines: [.kiwi], workloads: [.build, .resize],
      budget: MeasurementBudget(repetitions: 1, warmups: 0, timeLimit: 5), seed: 1)
    let report = try Sweep(request: request, resolve: { kind in
      BenchEngine(kind: kind, type: kind == .kiwi ? OverLimitTestEngine.self : EquationTestEngine.self)
    }).run(metadata: metadata)
    #expect(report.records[0].outcomes[.build] == .overLimit(estimated: false, seconds: 7))
    #expect(report.records[0].outcomes[.resize] == .overLimit(estimated: false, seconds: nil))
    #expect(!report.hasFailure)
  }

  /// A workload failed and no fresh engine could be built for the next ones (kiwi's worker on
  /// jw-example at 10,000 views, whose build takes 9 s against a 5 s limit): the workloads left
  /// say why, as after a failed first build, instead of "failed: not measured".
  @Test func aWorkloadLeftWithoutAnEngineSaysWhy() throws {
    UnrebuildableTestEngine.hasFailed = false
    let request = BenchRequest(
      source: .generated(shapes: [.flat], sizes: [10]), engines: [.kiwi],
      workloads: [.build, .resize, .constant, .churn],
      budget: MeasurementBudget(repetitions: 1, warmups: 0, timeLimit: 5), seed: 1)
    let report = try Sweep(request: request, resolve: { kind in
      BenchEngine(kind: kind, type: kind == .kiwi ? UnrebuildableTestEngine.self : EquationTestEngine.self)
    }).run(metadata: metadata)
    let outcomes = try #require(report.records.first { $0.engine == "kiwi" }).outcomes
    #expect(outcomes[.resize] == .failed(reason: "test engine fails every change"))
    #expect(outcomes[.constant] == .overLimit(estimated: false, seconds: nil))
    #expect(outcomes[.churn] == .overLimit(estimated: false, seconds: nil))
  }

  @Test func overTheLimitSkipsLargerSizes() throws {
    let report = try sweep(sizes: [10, 20], engines: [.cassowary], timeLimit: 1e-12).run(metadata: metadata)
    #expect(report.records.count == 2)
    #expect(report.records[0].outcomes[.build] == .overLimit(estimated: false, seconds: report.records[0].outcomes[.build].flatMap {
      if case .overLimit(_, let seconds) = $0 { seconds } else { nil }
    }))
    #expect(report.records[1].outcomes[.build] == .overLimit(estimated: true, seconds: .infinity))
    #expect(report.records[1].outcomes[.resize]?.wentOverLimit == true)
  }

  @Test func aNonFiniteFrameIsAFailureNeverAResult() throws {
    var sweep = sweep(engines: [.cassowary, .rebuild])
    sweep.resolve = { kind in
      kind == .rebuild ? BenchEngine(kind: kind, type: NonFiniteTestEngine.self) : BenchEngine(kind: kind, type: EquationTestEngine.self)
    }
    let report = try sweep.run(metadata: metadata)
    let record = try #require(report.records.first { $0.engine == "rebuild" })
    guard case .failed(let reason)? = record.outcomes[.build] else {
      Issue.record("expected a failure, got \(String(describing: record.outcomes[.build]))")
      return
    }
    #expect(reason.contains("non-finite frame"))
    #expect(report.hasFailure)
  }

  /// The same failure from an external peer (kiwi) is a finding about that solver: the run has
  /// no failure of its own, and the table marks the row and names it after the table.
  @Test func anExternalPeersFailureIsAFindingNotAFailure() throws {
    var sweep = sweep(engines: [.cassowary, .kiwi])
    sweep.resolve = { kind in
      kind == .kiwi ? BenchEngine(kind: kind, type: NonFiniteTestEngine.self) : BenchEngine(kind: kind, type: EquationTestEngine.self)
    }
    let report = try sweep.run(metadata: metadata)
    #expect(!report.hasFailure)
    #expect(report.peerFindings.map(\.engine) == ["kiwi"])
    let table = ResultTable.render(report, as: .table)
    #expect(table.contains("peer failed"))
    #expect(!table.contains("FAILED"))
    #expect(table.contains("Findings about external peers (1 row)"))
    #expect(table.contains("- kiwi on flat (10 views), build"))
    #expect(report.exitCode(strictPeers: false) == .success)
    #expect(report.exitCode(strictPeers: true) == .failure)
    // Our own engine failing still fails the run, beside the peer's finding.
    sweep.resolve = { kind in BenchEngine(kind: kind, type: NonFiniteTestEngine.self) }
    let both = try sweep.run(metadata: metadata)
    #expect(both.hasFailure)
    #expect(both.peerFindings.count == 1)
    #expect(both.exitCode(strictPeers: false) == .failure)
  }

  @Test func aBuildPredictedBeyondTheLimitIsAnnouncedAndNotRun() throws {
    var sweep = sweep(sizes: [1000], engines: [.cassowary], timeLimit: 1e-12)
    sweep.probeThreshold = 1000
    var notices: [String] = []
    sweep.notice = { notices.append($0) }
    let report = try sweep.run(metadata: metadata)
    #expect(notices.count == 1)
    #expect(notices.first?.contains("cassowary on flat at 1000 views is predicted to take") == true)
    guard case .overLimit(estimated: true, _)? = report.records.first?.outcomes[.build] else {
      Issue.record("expected a predicted over-limit build, got \(String(describing: report.records.first?.outcomes[.build]))")
      return
    }
  }

  @Test func aSweepFitsExponentsPerEngineShapeAndWorkload() throws {
    let report = try sweep(sizes: [10, 17], engines: [.cassowary]).run(metadata: metadata)
    let build = report.exponents.filter { $0.workload == .build && $0.engine == "cassowary" }
    #expect(build.count == 1)
    #expect(build.first?.points == 2)
  }

  @Test func badSizesFailBeforeMeasuring() {
    #expect(throws: BenchError.generator(.tooFewViews(requested: 0, minimum: 2))) {
      try sweep(sizes: [0], engines: [.cassowary]).run(metadata: metadata)
    }
  }

  @Test func workloadPlansAreDeterministicAndRestorable() throws {
    let generated = try ViewTreeGenerator.make(shape: .collection, views: 41, seed: 3)
    var a = WorkloadPlan(workload: .intrinsic, hooks: generated.hooks, layout: generated.layout, seed: 9, repetitions: 20)
    var b = WorkloadPlan(workload: .intrinsic, hooks: generated.hooks, layout: generated.layout, seed: 9, repetitions: 20)
    let stepsA = (0..<20).compactMap { _ in a.next() }
    let stepsB = (0..<20).compactMap { _ in b.next() }
    #expect(stepsA == stepsB && stepsA.count == 20)
    let restoring = a.restoringSteps()
    #expect(!restoring.isEmpty)
    for step in restoring {
      guard case .intrinsic(let view, let size) = step else { Issue.record("\(step)"); continue }
      #expect(generated.layout[view].intrinsicContentSize == size)
    }
    var resize = WorkloadPlan(workload: .resize, hooks: generated.hooks, layout: generated.layout, seed: 9)
    #expect(resize.next() == .resize(generated.hooks.landscape))
    #expect(resize.next() == .resize(generated.hooks.portrait))
  }
}
