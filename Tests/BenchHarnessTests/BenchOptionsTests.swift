import LayoutEngines
import Testing
import ViewTreeGenerators

@testable import BenchHarness

@Suite struct BenchOptionsTests {
  @Test func defaultsCoverEverything() throws {
    let options = try BenchOptions()
    #expect(options.sizes == [500])
    #expect(options.shapes == Shape.allCases)
    #expect(options.engines == EngineKind.allCases)
    #expect(options.workloads == Workload.allCases)
    #expect(options.format == .table)
    #expect(options.timeLimit == 10)
  }

  @Test func validValuesParse() throws {
    let options = try BenchOptions(
      sizes: "1000, 10,100,10_000,100", shapes: "deep,long-row", engines: "graph,cassowary",
      workloads: "build,churn", repetitions: "3", seed: "7", timeLimit: "0.5", format: "CSV",
      output: "out.csv")
    #expect(options.sizes == [10, 100, 1000, 10_000])
    #expect(options.shapes == [.deep, .longRow])
    #expect(options.engines == [.graph, .cassowary])
    #expect(options.workloads == [.build, .churn])
    #expect(options.repetitions == 3)
    #expect(options.seed == 7)
    #expect(options.timeLimit == 0.5)
    #expect(options.format == .csv)
    #expect(options.metadataFields["sizes"] == "10,100,1000,10000")
  }

  @Test(arguments: [
    (["views": "0"], "--views"), (["views": "-5"], "--views"), (["views": "ten"], "--views"),
    (["sizes": "10,,100"], "--sizes"), (["sizes": "10,99999999"], "--sizes"),
    (["shapes": "flat,circle"], "--shapes"), (["engines": "magic"], "--engines"),
    (["workloads": "scroll"], "--workloads"), (["repetitions": "0"], "--repetitions"),
    (["seed": "-1"], "--seed"), (["time-limit": "0"], "--time-limit"),
    (["time-limit": "nan"], "--time-limit"), (["format": "xml"], "--format"),
  ])
  func invalidValuesAreRefusedNamingTheOption(values: [String: String], option: String) {
    do {
      _ = try BenchOptions(
        views: values["views"], sizes: values["sizes"], shapes: values["shapes"],
        engines: values["engines"], workloads: values["workloads"],
        repetitions: values["repetitions"], seed: values["seed"], timeLimit: values["time-limit"],
        format: values["format"])
      Issue.record("accepted \(values)")
    } catch {
      guard case .invalidOption(let named, _, let expected) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(named == option)
      #expect(!expected.isEmpty)
      #expect(error.exitCode == .usage)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func unknownNamesListTheChoices() {
    #expect(throws: BenchError.self) { try BenchOptions(shapes: "circle") }
    do {
      _ = try BenchOptions(shapes: "circle")
    } catch {
      #expect(error.description.contains("flat, long-row, deep, collection, autoresizing, random"))
    }
  }

  @Test func viewsAndSizesTogetherAreRefused() {
    #expect(throws: BenchError.self) { try BenchOptions(views: "10", sizes: "10,100") }
  }
}
