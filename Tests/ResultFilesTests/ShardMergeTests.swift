import LayoutEngines
import Testing
import ViewTreeGenerators

@testable import Measurement
@testable import ResultFiles

/// `--shard K/N` and `bench merge`: the shards of a sweep, merged, are the sweep.
@Suite struct ShardMergeTests {
  // Small on purpose: what is tested is the splitting and the merging, row for row, with every
  // workload and a scaling fit per row; the engines' own speed is the benchmark's business.
  static let shapes: [Shape] = [.flat, .deep, .collection, .random, .putta]
  static let sizes = [12, 20]
  static let engines: [EngineKind] = [.graph, .cassowary]
  /// Changes before the history workload's churn: enough to be a history, few enough for a
  /// checked debug build.
  static let historyLength = 20

  /// A time limit no run can reach: the whole sweep and its shards must measure the same rows
  /// whatever the machine's load, and a limit that fires in one run and not in the other would
  /// drop a row (or estimate it over the limit) in one of them.
  static let unreachableTimeLimit = 1e6

  /// Runs the sweep, or shard `shard` of it, as `bench` does.
  static func run(_ shard: Shard?, seed: UInt64 = 42, repetitions: Int = 2) throws -> BenchReport {
    var source = BenchRequest.Source.generated(shapes: shapes, sizes: sizes)
    if let shard { source = source.sharded(shard) }
    let request = BenchRequest(
      source: source, engines: engines, workloads: Workload.allCases,
      budget: MeasurementBudget(
        repetitions: repetitions, warmups: 0, timeLimit: unreachableTimeLimit, historyLength: historyLength),
      seed: seed)
    let options = ResultOptions(
      sizes: sizes, shapes: shapes.map(\.rawValue), scenarios: [], engines: engines.map(\.rawValue),
      workloads: Workload.allCases.map(\.rawValue), repetitions: repetitions, warmups: 0, timeLimitSeconds: unreachableTimeLimit,
      shard: shard)
    return try Sweep(request: request).run(metadata: .current(seed: seed, options: options))
  }

  /// A record with its timings (and the memory, which depends on what ran before) taken out.
  static func untimed(_ record: BenchRecord) -> BenchRecord {
    var copy = record
    copy.retainedBytes = nil
    copy.retainedBytesPerView = nil
    copy.retainedBytesAfterHistory = nil
    copy.outcomes = record.outcomes.mapValues { outcome in
      if case .measured(let summary, let truncated) = outcome {
        return .measured(TimingSummary(samples: summary.samples, median: 0, p90: 0, minimum: 0, maximum: 0), truncated: truncated)
      }
      return outcome
    }
    return copy
  }

  @Test func shardsParseAndSplitRoundRobin() throws {
    #expect(Shard("2/3") == Shard(index: 2, count: 3))
    #expect(Shard("0/3") == nil)
    #expect(Shard("4/3") == nil)
    #expect(Shard("1/0") == nil)
    #expect(Shard("a/3") == nil)
    #expect(Shard("2") == nil)
    let shard = try #require(Shard("2/3"))
    #expect(shard.select(Array(0..<8)) == [1, 4, 7])
    #expect(shard.unitCount(of: 8) == 3)
    #expect(try #require(Shard("3/3")).unitCount(of: 8) == 2)
    #expect(try #require(Shard("3/4")).unitCount(of: 2) == 0)
    // Every unit in exactly one shard.
    let all = (1...3).flatMap { Shard(index: $0, count: 3)!.select(Array(0..<8)) }
    #expect(all.sorted() == Array(0..<8))
  }

  @Test func theMergedShardsAreTheWholeSweep_rowForRow() throws {
    let whole = try Self.run(nil)
    let shards = try (1...3).map { index in ("shard-\(index).json", try Self.run(Shard(index: index, count: 3))) }
    #expect(shards.map(\.1.records.count) == [2, 2, 1].map { $0 * Self.sizes.count * Self.engines.count })
    // In any order.
    let merged = try ResultMerge.merge([shards[2], shards[0], shards[1]])
    #expect(merged.records.count == whole.records.count)
    #expect(merged.records.map(Self.untimed) == whole.records.map(Self.untimed))
    #expect(merged.workloads == whole.workloads)
    #expect(merged.exponents.map { "\($0.input) \($0.engine) \($0.workload) \($0.points)" }
      == whole.exponents.map { "\($0.input) \($0.engine) \($0.workload) \($0.points)" })
    #expect(merged.metadata.options?.shard == nil)
    #expect(merged.metadata.options == whole.metadata.options)
    // And it reads back from its file form as the same report.
    #expect(try ResultFile.read(ResultFile.data(for: merged)) == merged)
  }

  @Test func mismatchedShardsAreRefused() throws {
    let first = try Self.run(Shard(index: 1, count: 2), repetitions: 1)
    let second = try Self.run(Shard(index: 2, count: 2), repetitions: 1)
    #expect(throws: ResultFilesError.incompleteShards("missing shard 2/2")) { try ResultMerge.merge([("a", first)]) }
    #expect(throws: ResultFilesError.incompleteShards("shard 1/2 is given twice (a and b)")) {
      try ResultMerge.merge([("a", first), ("b", first), ("c", second)])
    }

    var otherSeed = second
    otherSeed.metadata.seed = 7
    #expect(throws: ResultFilesError.mismatchedShard(path: "b", field: "the seed", expected: "42", found: "7")) {
      try ResultMerge.merge([("a", first), ("b", otherSeed)])
    }
    var otherRevision = second
    otherRevision.metadata.gitRevision = "0123456789ab"
    do {
      _ = try ResultMerge.merge([("a", first), ("b", otherRevision)])
      Issue.record("merged shards of two revisions")
    } catch {
      guard case .mismatchedShard(_, "the revision", _, "0123456789ab") = error else { throw error }
    }
    var otherOptions = second
    otherOptions.metadata.options?.repetitions = 5
    do {
      _ = try ResultMerge.merge([("a", first), ("b", otherOptions)])
      Issue.record("merged shards with other options")
    } catch {
      guard case .mismatchedShard(_, "the options", _, let found) = error else { throw error }
      #expect(found.contains("repetitions 5"))
    }
    var whole = second
    whole.metadata.options?.shard = nil
    #expect(throws: ResultFilesError.notAShard(path: "b")) { try ResultMerge.merge([("a", first), ("b", whole)]) }
    var truncated = second
    truncated.records.removeLast()
    #expect(throws: ResultFilesError.self) { try ResultMerge.merge([("a", first), ("b", truncated)]) }
  }

  /// Issue 20, item 2: a shard count of 0 trapped `bench merge`, one of 100,000,000 grew it to
  /// gigabytes; both are refused when the file is read, naming the field, and by the merge of
  /// reports built in memory.
  @Test func shardFieldsOutOfRangeAreRefused() throws {
    // No sweep is run: the shard field is checked before any record is looked at.
    let options = ResultOptions(
      sizes: Self.sizes, shapes: Self.shapes.map(\.rawValue), scenarios: [], engines: Self.engines.map(\.rawValue),
      workloads: Workload.allCases.map(\.rawValue), repetitions: 1, warmups: 0, timeLimitSeconds: 60,
      shard: Shard(index: 1, count: 2))
    let valid = BenchReport(metadata: .current(seed: 42, options: options), workloads: Workload.allCases, records: [])
    #expect(try ResultFile.read(ResultFile.data(for: valid)) == valid)
    for (index, count) in [(1, 0), (1, 100_000_000), (0, 2), (3, 2), (-1, -1), (1, Int.max)] {
      var report = valid
      report.metadata.options?.shard?.index = index
      report.metadata.options?.shard?.count = count
      try Self.expectRefused(report, index: index, count: count)
    }
    #expect(Shard(index: 1, count: Shard.maximumCount + 1) == nil)
  }

  private static func expectRefused(_ report: BenchReport, index: Int, count: Int) throws {
    do {
      _ = try ResultFile.read(ResultFile.data(for: report))
      Issue.record("read a shard \(index)/\(count)")
    } catch {
      guard case .invalidField(let field, _, _) = error else { throw error }
      #expect(field == "metadata.options.shard")
      #expect(!error.description.contains("\n"))
    }
    do {
      _ = try ResultMerge.merge([("a.json", report)])
      Issue.record("merged a shard \(index)/\(count)")
    } catch {
      guard case .notAResultFile("a.json", .invalidField("metadata.options.shard", _, _)) = error else { throw error }
    }
  }

  @Test func shardsFromTwoMachinesNameBoth() throws {
    var first = try Self.run(Shard(index: 1, count: 2), repetitions: 1)
    var second = try Self.run(Shard(index: 2, count: 2), repetitions: 1)
    first.metadata.cpu = "AMD EPYC"
    first.metadata.host = "runner-1"
    second.metadata.cpu = "Intel Xeon"
    second.metadata.host = "runner-2"
    let merged = try ResultMerge.merge([("a", first), ("b", second)])
    #expect(merged.metadata.cpu == "AMD EPYC; Intel Xeon")
    #expect(merged.metadata.host == "runner-1; runner-2")
  }
}
