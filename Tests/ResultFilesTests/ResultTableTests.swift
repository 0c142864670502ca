import Foundation
import Testing

@testable import Measurement
@testable import ResultFiles

@Suite struct ResultTableTests {
  private func report() throws -> BenchReport {
    let metadata = ResultMetadata(
      date: "2025-01-01T00:00:00Z", gitRevision: "abc1234", cpu: "Test CPU, 3 GHz", cores: 2,
      operatingSystem: "Linux", swiftVersion: "6.3", buildConfiguration: "release", seed: 42,
      options: ResultOptions(
        sizes: [10, 100], shapes: ["flat"], scenarios: [], engines: ["cassowary", "graph"],
        workloads: ["build", "resize"], repetitions: 3, warmups: 0, timeLimitSeconds: 10))
    let fast = try #require(TimingSummary(seconds: [1e-3, 2e-3, 3e-3]))
    let records = [
      BenchRecord(
        input: "flat", engine: "cassowary", views: 10, constraints: 40, ambiguousViews: 0,
        outcomes: [.build: .measured(fast, truncated: false), .resize: .overLimit(estimated: true, seconds: 20)],
        retainedBytes: 2048, agreement: AgreementVerdict(kind: .agree, maxDifference: 0)),
      BenchRecord(
        input: "flat", engine: "graph", views: 10, constraints: 40, ambiguousViews: 0,
        outcomes: [
          .build: .notSupported(reason: "an inequality, \"quoted\""),
          .resize: .notApplicable(reason: "the root's width is fixed"),
        ],
        agreement: AgreementVerdict(kind: .disagree, maxDifference: 12.5, views: ["a", "b"], checkpoint: "resize")),
    ]
    return BenchReport(
      metadata: metadata, workloads: [.build, .resize],
      inputs: [InputSummary(input: "flat", views: 10, constraints: 40, ambiguousViews: 2, ambiguousViewNames: ["a", "b"], workloadSource: "generator")],
      records: records,
      exponents: [ScalingExponent(input: "flat", engine: "cassowary", workload: .build, exponent: 1.234, points: 3)])
  }

  @Test func tableShowsEveryColumnNoteAndDisagreement() throws {
    let text = ResultTable.render(try report(), as: .table)
    #expect(text.contains("input  engine     views  constraints  ambiguous  build"))
    #expect(text.contains("2.00 ms (p90 2.80 ms)"))
    #expect(text.contains("over limit (est.)"))
    #expect(text.contains("2.0 KiB"))
    #expect(text.contains("205 B"))
    #expect(text.contains("flat (10 views), resize: not applicable: the root's width is fixed"))
    #expect(text.contains("flat (10 views): 2 ambiguous views"))
    #expect(text.contains("graph on flat (10 views), build: not supported: an inequality"))
    #expect(text.contains("!!! FRAME DISAGREEMENT"))
    #expect(text.contains("DISAGREE 12.5 pt after resize: a, b"))
    #expect(text.contains("1.23"))
    #expect(text.contains("git abc1234"))
  }

  @Test func csvIsTidy() throws {
    let lines = ResultTable.render(try report(), as: .csv).split(separator: "\n").map(String.init)
    // One header row, then one row per record and workload; no comment lines.
    #expect(lines[0] == ResultTable.csvColumns.joined(separator: ","))
    #expect(lines.count == 1 + 2 * 2)
    #expect(!lines.contains { $0.hasPrefix("#") })
    let columns = lines[0].split(separator: ",").count
    let graph = try #require(lines.first { $0.contains(",flat,graph,10,40,0,build,") })
    // Status and reason in their own columns, the reason quoted as RFC 4180 asks.
    #expect(graph.contains(#",not supported,"an inequality, ""quoted""","#))
    let cassowary = try #require(lines.first { $0.contains(",flat,cassowary,10,40,0,build,") })
    #expect(cassowary.hasPrefix("abc1234,2025-01-01T00:00:00Z,release,42,"))
    #expect(cassowary.contains(",measured,,3,0.002,0.0028,0.001,0.003,false,2048,204.8,,agree,0"))
    #expect(cassowary.split(separator: ",", omittingEmptySubsequences: false).count == columns)
    let resize = try #require(lines.first { $0.contains(",flat,cassowary,10,40,0,resize,") })
    #expect(resize.contains(",over limit,predicted from smaller sizes,"))
    let notApplicable = try #require(lines.first { $0.contains(",flat,graph,10,40,0,resize,") })
    #expect(notApplicable.contains(",not applicable,the root's width is fixed,"))
    #expect(ResultTable.significant(1.0 / 3.0) == "0.3333")
    #expect(ResultTable.significant(123_456.7) == "1.235e+05")
  }

  @Test func jsonIsTheTypedResultFileAndRoundTrips() throws {
    let original = try report()
    let data = ResultFile.data(for: original)
    #expect(try ResultFile.read(data) == original)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["format"] as? Int == 2)
    #expect(object["agreementTolerance"] as? Double == FrameAgreement.tolerance)
    let metadata = try #require(object["metadata"] as? [String: Any])
    #expect(metadata["gitRevision"] as? String == "abc1234")
    #expect(metadata["seed"] as? Int == 42)
    let options = try #require(metadata["options"] as? [String: Any])
    #expect(options["sizes"] as? [Int] == [10, 100])
    #expect(options["timeLimitSeconds"] as? Double == 10)
    let records = try #require(object["records"] as? [[String: Any]])
    #expect(records.count == 2)
    let outcomes = try #require(records[0]["outcomes"] as? [String: Any])
    let build = try #require(outcomes["build"] as? [String: Any])
    #expect(build["status"] as? String == "measured")
    #expect(build["medianSeconds"] as? Double == 0.002)
    #expect(build["runs"] as? Int == 3)
    // The raw samples, in the order they ran, for rank tests between files.
    #expect(build["secondsPerRun"] as? [Double] == [1e-3, 2e-3, 3e-3])
    let resize = try #require(outcomes["resize"] as? [String: Any])
    #expect(resize["status"] as? String == "over limit" && resize["predictedSeconds"] as? Double == 20)
    #expect(records[0]["retainedBytes"] as? Int == 2048)
    #expect(records[0]["retainedBytesPerView"] as? Double == 204.8)
    #expect(records[0]["ambiguousViews"] as? Int == 0)
    let inputs = try #require(object["inputs"] as? [[String: Any]])
    #expect(inputs.first?["ambiguousViewNames"] as? [String] == ["a", "b"])
    let graphResize = try #require((records[1]["outcomes"] as? [String: Any])?["resize"] as? [String: Any])
    #expect(graphResize["status"] as? String == "not applicable" && graphResize["reason"] as? String == "the root's width is fixed")
    let agreement = try #require(records[1]["agreement"] as? [String: Any])
    #expect(agreement["kind"] as? String == "DISAGREE")
    #expect(agreement["maxDifference"] as? Double == 12.5)
  }

  @Test func resultFilesOfAnotherFormatAreRefused() {
    #expect(throws: ResultFileError.unsupportedFormat(found: 1, supported: 2)) {
      try ResultFile.read(Data(#"{"format": 1}"#.utf8))
    }
    #expect(throws: ResultFileError.self) { try ResultFile.read(Data("[]".utf8)) }
  }

  @Test func anInfiniteDifferenceSurvivesTheFile() throws {
    var report = try report()
    report.records[1].agreement.maxDifference = .infinity
    #expect(try ResultFile.read(ResultFile.data(for: report)).records[1].agreement.maxDifference == .infinity)
  }

  @Test func durationsAndFormatsByExtension() {
    #expect(ReportText.duration(812e-9) == "812 ns")
    #expect(ReportText.duration(1.234e-3) == "1.23 ms")
    #expect(ReportText.duration(4.1) == "4.10 s")
    #expect(OutputFormat.inferred(fromPath: "out/RESULTS.JSON") == .json)
    #expect(OutputFormat.inferred(fromPath: "a.csv") == .csv)
    #expect(OutputFormat.inferred(fromPath: "a.out") == nil)
  }
}
