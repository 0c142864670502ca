import LayoutEngines
import Measurement
import Testing
import ViewTreeGenerators

@testable import bench

/// The typed options: defaults declared once, ranges checked by `validate()`. Parsing from the
/// command line is tested in `CommandLineTests`.
@Suite struct BenchOptionsTests {
  @Test func defaultsCoverEverything() throws {
    let options = BenchOptions()
    #expect(options.sizes == [500])
    #expect(options.shapes == Shape.allCases)
    #expect(options.engines == EngineKind.allCases)
    #expect(options.workloads == Workload.allCases)
    #expect(options.format == .table)
    #expect(options.timeLimit == 1)
    #expect(options.repetitions == 10 && options.warmups == 2)
    try options.validate()
  }

  @Test func sizesAreSortedWithoutRepeats() {
    #expect(BenchOptions(sizes: [1000, 10, 100, 10]).sizes == [10, 100, 1000])
  }

  @Test(arguments: [
    (BenchOptions(sizes: [0]), "--views/--sizes"), (BenchOptions(sizes: [5_000_001]), "--views/--sizes"),
    (BenchOptions(sizes: []), "--sizes"), (BenchOptions(repetitions: 0), "--repetitions"),
    (BenchOptions(warmups: -1), "--warmups"), (BenchOptions(timeLimit: 0), "--time-limit"),
    (BenchOptions(timeLimit: .nan), "--time-limit"), (BenchOptions(timeLimit: -.infinity), "--time-limit"),
    (BenchOptions(outputPath: ""), "--output"),
  ])
  func invalidValuesAreRefusedNamingTheOption(options: BenchOptions, option: String) {
    do {
      try options.validate()
      Issue.record("accepted \(options)")
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

  @Test func resultOptionsAreTyped() {
    let generated = BenchOptions(sizes: [100, 10], shapes: [.deep], engines: [.graph], workloads: [.build], timeLimit: 2.5)
    #expect(generated.resultOptions == ResultOptions(
      sizes: [10, 100], shapes: ["deep"], scenarios: [], engines: ["graph"], workloads: ["build"],
      repetitions: 10, warmups: 2, timeLimitSeconds: 2.5))
    let files = BenchOptions(scenarioPaths: ["a.json"])
    #expect(files.resultOptions.sizes.isEmpty && files.resultOptions.shapes.isEmpty)
    #expect(files.resultOptions.scenarios == ["a.json"])
  }
}
