import Foundation
import Testing

@testable import BenchHarness

@Suite struct ResultTableTests {
  private func report() throws -> BenchReport {
    let metadata = ResultMetadata(
      date: "2025-01-01T00:00:00Z", gitRevision: "abc1234", cpu: "Test CPU, 3 GHz", cores: 2,
      operatingSystem: "Linux", swiftVersion: "6.3", buildConfiguration: "release", seed: 42,
      options: ["sizes": "10,100"])
    let fast = try #require(TimingSummary(seconds: [1e-3, 2e-3, 3e-3]))
    let records = [
      BenchRecord(
        input: "flat", engine: "cassowary", views: 10, constraints: 40,
        outcomes: [.build: .measured(fast, truncated: false), .resize: .overLimit(estimated: true, seconds: 20)],
        buildMemory: 2048, agreement: AgreementVerdict(kind: .agree, maxDifference: 0)),
      BenchRecord(
        input: "flat", engine: "graph", views: 10, constraints: 40,
        outcomes: [.build: .notSupported(reason: "an inequality, \"quoted\""), .resize: .notApplicable],
        agreement: AgreementVerdict(kind: .disagree, maxDifference: 12.5, views: ["a", "b"], checkpoint: "resize")),
    ]
    return BenchReport(
      metadata: metadata, workloads: [.build, .resize], records: records,
      exponents: [ScalingExponent(input: "flat", engine: "cassowary", workload: .build, exponent: 1.234, points: 3)])
  }

  @Test func tableShowsEveryColumnNoteAndDisagreement() throws {
    let text = ResultTable.render(try report(), as: .table)
    #expect(text.contains("input  engine     views  constraints  build"))
    #expect(text.contains("2.00 ms (p90 2.80 ms)"))
    #expect(text.contains("over limit (est.)"))
    #expect(text.contains("2.0 KiB"))
    #expect(text.contains("graph on flat (10 views), build: not supported: an inequality"))
    #expect(text.contains("!!! FRAME DISAGREEMENT"))
    #expect(text.contains("DISAGREE 12.5 pt after resize: a, b"))
    #expect(text.contains("1.23"))
    #expect(text.contains("git abc1234"))
  }

  @Test func csvHasMetadataHeaderAndQuotedFields() throws {
    let lines = ResultTable.render(try report(), as: .csv).split(separator: "\n").map(String.init)
    #expect(lines.contains("# cpu,\"Test CPU, 3 GHz\""))
    #expect(lines.contains { $0.hasPrefix("input,engine,views,constraints,workload,status") })
    let graph = try #require(lines.first { $0.hasPrefix("flat,graph,10,40,build,") })
    #expect(graph.contains("\"not supported: an inequality, \"\"quoted\"\"\""))
    #expect(lines.contains { $0.hasPrefix("flat,cassowary,10,40,build,measured,3,0.002,") })
    #expect(lines.contains("# exponent,flat,cassowary,build,1.234,3"))
  }

  @Test func jsonRoundTripsThroughAParser() throws {
    let text = ResultTable.render(try report(), as: .json)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let metadata = try #require(object["metadata"] as? [String: Any])
    #expect(metadata["git"] as? String == "abc1234")
    #expect(metadata["configuration"] as? String == "release")
    let records = try #require(object["records"] as? [[String: Any]])
    #expect(records.count == 2)
    let workloads = try #require(records[0]["workloads"] as? [String: Any])
    let build = try #require(workloads["build"] as? [String: Any])
    #expect(build["median"] as? Double == 0.002)
    let agreement = try #require(records[1]["agreement"] as? [String: Any])
    #expect(agreement["kind"] as? String == "DISAGREE")
  }

  @Test func durationsAndFormatsByExtension() {
    #expect(ResultTable.duration(812e-9) == "812 ns")
    #expect(ResultTable.duration(1.234e-3) == "1.23 ms")
    #expect(ResultTable.duration(4.1) == "4.10 s")
    #expect(OutputFormat.inferred(fromPath: "out/RESULTS.JSON") == .json)
    #expect(OutputFormat.inferred(fromPath: "a.csv") == .csv)
    #expect(OutputFormat.inferred(fromPath: "a.out") == nil)
  }
}
