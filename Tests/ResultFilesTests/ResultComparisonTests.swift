import Foundation
import LayoutEngines
import Testing

@testable import Measurement
@testable import ResultFiles

/// `bench compare`'s verdicts on synthetic runs whose answer is known.
@Suite struct ResultComparisonTests {
  static func metadata(cpu: String = "AMD EPYC", host: String? = "ci-1", kernel: String = "6.1.0") -> ResultMetadata {
    ResultMetadata(
      date: "2026-11-23T00:00:00Z", gitRevision: "abc", cpu: cpu, cores: 2,
      operatingSystem: "Debian GNU/Linux 12 (bookworm), kernel \(kernel)", swiftVersion: "6.3",
      buildConfiguration: "release", seed: 42, host: host)
  }

  /// Ten runs around `median`, spread ±3%, in a fixed order.
  static func runs(_ median: Double) -> MeasurementOutcome {
    let spread = [0.0, 0.01, -0.01, 0.02, -0.02, 0.03, -0.03, 0.005, -0.005, 0.015]
    return .measured(TimingSummary(seconds: spread.map { median * (1 + $0) })!, truncated: false)
  }

  static func report(_ outcomes: [String: [Workload: MeasurementOutcome]], metadata: ResultMetadata = metadata()) -> BenchReport {
    BenchReport(
      metadata: metadata, workloads: [.build, .resize],
      records: outcomes.keys.sorted().map { input in
        BenchRecord(input: input, engine: "cassowary", views: 1000, constraints: 4000, outcomes: outcomes[input]!)
      })
  }

  @Test func verdictsFollowTheSamples() throws {
    let base = Self.report([
      "flat": [.build: Self.runs(0.010), .resize: Self.runs(20e-6)],
      "deep": [.build: Self.runs(0.010), .resize: Self.runs(20e-6)],
      "random": [.build: Self.runs(0.010), .resize: Self.runs(20e-6)],
    ])
    let head = Self.report([
      "flat": [.build: Self.runs(0.020), .resize: Self.runs(20e-6)],
      "deep": [.build: Self.runs(0.007), .resize: Self.runs(20.2e-6)],
      "random": [.build: Self.runs(0.0105), .resize: .overLimit(estimated: false, seconds: 11)],
    ])
    let comparison = ResultComparison(base: base, head: head)
    func row(_ input: String, _ workload: Workload) throws -> ResultComparison.Row {
      try #require(comparison.rows.first { $0.input == input && $0.workload == workload })
    }
    let doubled = try row("flat", .build)
    #expect(doubled.verdict == .slower)
    #expect(abs(try #require(doubled.change) - 1) < 1e-9)
    let interval = try #require(doubled.interval)
    #expect(interval.contains(1))
    #expect(try row("flat", .resize).verdict == .unchanged)
    #expect(try row("deep", .build).verdict == .faster)
    // +1%, within the runs' ±3% spread.
    #expect(try row("deep", .resize).verdict == .unchanged)
    // +5%: significant, but under the 10% threshold.
    #expect(try row("random", .build).verdict == .slower)
    #expect(try row("random", .resize).verdict == .overLimit)

    let regressions = comparison.regressions.map { "\($0.input)/\($0.workload.rawValue)" }
    #expect(Set(regressions) == ["flat/build", "random/resize"])
    let strict = ResultComparison(base: base, head: head, options: .init(threshold: 0.02))
    #expect(strict.regressions.count == 3)

    let text = comparison.rendered(basePath: "base.json", headPath: "head.json")
    #expect(text.contains("+100%"))
    #expect(text.contains("slower"))
    #expect(text.contains("bench compare: 2 rows slower by more than 10.0%"))
  }

  /// Issue 20, item 9: negative, NaN and 1e308 times were read back and compared
  /// ("-3000000000.00 ns", "+inf%"); every time field is refused, named, when the file is read.
  @Test(arguments: [-3.0, .nan, 1e308, .infinity, -.infinity])
  func timesOutOfRangeAreRefusedWhenRead(bad: Double) throws {
    let good = Self.report(["flat": [.build: Self.runs(0.010)]])
    #expect(try ResultFile.read(ResultFile.data(for: good)) == good)
    let fields: [(String, (inout TimingSummary) -> Void)] = [
      ("medianSeconds", { $0.median = bad }), ("p90Seconds", { $0.p90 = bad }), ("minSeconds", { $0.minimum = bad }),
      ("maxSeconds", { $0.maximum = bad }), ("secondsPerRun[3]", { $0.secondsPerRun[3] = bad }),
    ]
    for (field, damage) in fields {
      var summary = TimingSummary(seconds: (0..<10).map { 0.01 + Double($0) * 1e-4 })!
      damage(&summary)
      let report = Self.report(["flat": [.build: .measured(summary, truncated: false)]])
      do {
        _ = try ResultFile.read(ResultFile.data(for: report))
        Issue.record("read \(field) = \(bad)")
      } catch {
        guard case .invalidField(let named, _, _) = error else { throw error }
        #expect(named == "records[0].outcomes.build.\(field)")
        #expect(!error.description.contains("\n"))
      }
    }
    // Retained bytes are differences: a negative count is a real measurement and reads back.
    var freed = good
    freed.records[0].retainedBytesAfterHistory = -72_688
    #expect(try ResultFile.read(ResultFile.data(for: freed)) == freed)
    var record = good.records[0]
    record.views = -5
    var negative = good
    negative.records = [record]
    #expect(throws: ResultFileError.invalidField(field: "records[0].views", value: "-5", expected: "a whole number from 0")) {
      try ResultFile.read(ResultFile.data(for: negative))
    }
  }

  /// Issue 20, item 10: compare's errors showed Foundation's text for a directory, and "not
  /// valid JSON" for valid JSON nested deeper than the decoder's limit.
  @Test func unreadableAndTooDeepFilesSayWhyInPlainWords() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-compare-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      _ = try ResultFile.read(path: directory.path)
      Issue.record("read a directory")
    } catch {
      #expect(error == .unreadable(path: directory.path, reason: "is a directory"))
    }
    let deep = directory.appendingPathComponent("deep.json")
    let nesting = 10_000
    try Data(("{\"format\": 2, \"x\": " + String(repeating: "[", count: nesting) + String(repeating: "]", count: nesting) + "}").utf8)
      .write(to: deep)
    do {
      _ = try ResultFile.read(path: deep.path)
      Issue.record("read a file nested \(nesting) deep")
    } catch {
      #expect(error.description.lowercased().contains("nest"), "\(error)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func rowsInOneFileOnlyAreListed() {
    let base = Self.report(["flat": [.build: Self.runs(0.01), .resize: Self.runs(1e-5)]])
    let head = Self.report(["deep": [.build: Self.runs(0.01), .resize: .notApplicable(reason: "nothing to resize")]])
    let comparison = ResultComparison(base: base, head: head)
    #expect(comparison.rows.isEmpty)
    #expect(comparison.onlyInBase.count == 2)
    #expect(comparison.onlyInHead == ["deep/cassowary/1000/build"])
    #expect(comparison.regressions.isEmpty)
  }

  @Test func differentMachinesAreNamed_butAKernelUpdateIsNot() {
    #expect(ResultComparison.machineDifferences(Self.metadata(), Self.metadata(kernel: "6.1.1")).isEmpty)
    #expect(ResultComparison.machineDifferences(Self.metadata(), Self.metadata(host: nil)).isEmpty)
    let differences = ResultComparison.machineDifferences(Self.metadata(), Self.metadata(cpu: "Intel Xeon", host: "ci-2"))
    #expect(differences == ["cpu AMD EPYC vs Intel Xeon", "host ci-1 vs ci-2"])
    #expect(ResultFilesError.differentMachines(differences).description.contains("--force"))
  }

  @Test func filesWithoutRawRunsStillCompare_butNeverSignificantly() {
    let old = MeasurementOutcome.measured(TimingSummary(samples: 10, median: 0.01, p90: 0.011, minimum: 0.009, maximum: 0.012), truncated: false)
    let base = Self.report(["flat": [.build: old]])
    let head = Self.report(["flat": [.build: Self.runs(0.03)]])
    let comparison = ResultComparison(base: base, head: head)
    #expect(comparison.rows.first?.verdict == .unchanged)
    #expect(comparison.rows.first?.change.map { abs($0 - 2) < 0.01 } == true)
  }
}
