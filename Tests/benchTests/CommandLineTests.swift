import ArgumentParser
import LayoutEngines
import Measurement
import Testing
import ViewTreeGenerators

@testable import bench

/// The command line parsed in process: typed options, declared defaults, one error style.
@Suite struct CommandLineTests {
  private func run(_ arguments: [String]) throws -> RunCommand {
    let command = try Bench.parseAsRoot(arguments)
    return try #require(command as? RunCommand)
  }

  /// The status and the one line `bench` prints for a bad command line, or nil when it parses:
  /// `Bench.run`'s own parsing and error mapping, short of running the command.
  private func failure(_ arguments: [String]) -> (status: Int32, message: String)? {
    do {
      _ = try Bench.parse(arguments)
      return nil
    } catch {
      guard let failure = Bench.failure(for: error) else { return nil }
      return (failure.status, failure.line ?? "")
    }
  }

  @Test func defaultsAreDeclaredOnceAndTyped() throws {
    let command = try run([])
    let options = command.options
    #expect(options == BenchOptions())
    #expect(options.sizes == [BenchOptions.defaultViews])
    #expect(options.timeLimit == BenchOptions.defaultTimeLimit)
    let help = Bench.helpMessage(for: RunCommand.self, columns: 1000)
    #expect(help.contains("(default: \(BenchOptions.defaultRepetitions))"))
    #expect(help.contains("default: all)"))
    #expect(help.contains("default: table)"))
  }

  @Test func valuesParseAsTheirTypes() throws {
    let command = try run([
      "--sizes", "1000, 10,100,10_000,100", "--shapes", "deep,long-row,deep", "--engines", "graph,cassowary",
      "--workloads", "build,churn", "--repetitions", "3", "--seed", "18446744073709551615",
      "--time-limit", "0.5", "--format", "csv", "--output", "out.csv",
    ])
    let options = command.options
    #expect(options.sizes == [10, 100, 1000, 10_000])
    #expect(options.shapes == [.deep, .longRow])
    #expect(options.engines == [.graph, .cassowary])
    #expect(options.workloads == [.build, .churn])
    #expect(options.repetitions == 3)
    #expect(options.seed == .max)
    #expect(options.timeLimit == 0.5)
    #expect(options.format == .csv)
    #expect(options.outputPath == "out.csv")
    #expect(try run(["--views", "10000"]).options.sizes == [10_000])
    #expect(try run(["--engines", "all"]).options.engines == EngineKind.allCases)
    #expect(try run(["--scenario", "a.json", "--scenario", "b.json"]).options.scenarioPaths == ["a.json", "b.json"])
  }

  @Test(arguments: [
    ["--views", "0"], ["--views", "-5"], ["--views", "ten"], ["--views", "5000001"],
    ["--sizes", "10,,100"], ["--sizes", "10,99999999"], ["--shapes", "flat,circle"], ["--engines", "magic"],
    ["--workloads", "scroll"], ["--repetitions", "0"], ["--warmups", "-1"], ["--seed", "-1"],
    ["--time-limit", "0"], ["--time-limit", "-1"], ["--time-limit", "nan"], ["--format", "xml"],
    ["--views", "10", "--sizes", "10,100"], ["--scenario", "a.json", "--views", "10"], ["--output", ""],
    ["solve", "f.json", "--engine", "nope"], ["solve", "f.json", "--engine", "glpk", "--explain"],
    ["export", "--shape", "blob", "--views", "10"], ["export", "--shape", "flat"], ["nosuch"], ["--nosuch"],
    ["help", "nosuch"], ["help", "solve", "deeper"], ["check"],
    ["--shard", "0/4"], ["--shard", "5/4"], ["--shard", "2"], ["--shard", "a/b"],
    ["compare", "base.json"], ["compare", "a.json", "b.json", "--alpha", "1"], ["compare", "a.json", "b.json", "--alpha", "0"],
    ["compare", "a.json", "b.json", "--threshold", "-1"], ["compare", "a.json", "b.json", "--threshold", "inf"],
    ["merge"], ["merge", "a.json", "--format", "xml"], ["gate", "--nosuch"],
    ["bounds", "--churns", "9999"], ["bounds", "--repetitions", "0"], ["bounds", "--seed", "-1"],
    ["bounds", "--small-seeds", "0"],
  ])
  func everyBadOptionIsOneLineWithStatus64(arguments: [String]) throws {
    let (status, message) = try #require(failure(arguments), "accepted \(arguments)")
    #expect(status == BenchExitCode.usage.rawValue, "\(arguments): \(message)")
    #expect(!message.isEmpty)
    // The same path `bench` takes: one line, whatever the library's own formatting.
    #expect(Bench.report(BenchError.invalidOption(option: "--x", value: "y", expected: "z")) == 64)
  }

  /// Issue 20, item 10: the smaller inconsistencies. A negative number said "Missing value";
  /// options that do nothing in a combination were ignored silently; `--output ''` was 73 for
  /// import and merge but 64 for run and export; `bounds --repetitions` had no upper limit.
  @Test(arguments: [
    (["--views", "-5"], "--views"), (["--repetitions", "-3"], "--repetitions"), (["--seed", "-1"], "--seed"),
    (["--time-limit", "-0.5"], "--time-limit"),
    (["--scenario", "f.json", "--shapes", "flat"], "--shapes"), (["--tile", "3"], "--tile"),
    (["solve", "f.json", "--indent-depth", "4"], "--indent-depth"),
    (["import", "f.xib", "--output", ""], "--output"), (["merge", "a.json", "--output", ""], "--output"),
    (["bounds", "--repetitions", "9999999999999"], "--repetitions"),
  ])
  func inconsistentOptionsAreRefusedNamingTheOption(arguments: [String], option: String) throws {
    let (status, message) = try #require(failure(arguments), "accepted \(arguments)")
    #expect(status == BenchExitCode.usage.rawValue, "\(arguments): \(message)")
    #expect(message.contains(option), "\(arguments): \(message)")
    #expect(!message.contains("Missing value"), "\(arguments): \(message)")
  }

  @Test func combinationsThatMeanSomethingStillParse() throws {
    #expect(failure(["--scenario", "f.json", "--tile", "3"]) == nil)
    #expect(failure(["solve", "f.json", "--explain", "--indent-depth", "4"]) == nil)
    #expect(failure(["--scenario", "f.json", "--shapes", "all"]) == nil)
    #expect(Bench.joiningNegativeValues(["--views", "-5", "--", "--x", "-1"]) == ["--views=-5", "--", "--x", "-1"])
    #expect(Bench.joiningNegativeValues(["--explain", "-v"]) == ["--explain", "-v"])
  }

  @Test func theMessagesNameTheOptionAndTheChoices() {
    #expect(failure(["--time-limit", "-1"])?.message.contains("--time-limit") == true)
    #expect(failure(["--shapes", "flat,circle"])?.message
      == "bench: error: The value 'circle' is invalid for '--shapes': expected comma-separated names from flat, long-row, deep, collection, autoresizing, random, putta, jw-example, or all (see 'bench --help')")
    #expect(failure(["solve", "f.json", "--engine", "nope"])?.message.contains("'cassowary', 'rebuild', 'graph'") == true)
    #expect(failure(["help", "nosuch"])?.message.contains("'nosuch' is not a command of bench") == true)
  }

  @Test func helpAndVersionSucceed() throws {
    #expect(failure(["help", "solve"]) == nil)
    #expect(Bench.failure(for: CleanExit.helpRequest()) == nil)
    #expect(Bench.versionText.hasPrefix("bench "))
    #expect(Bench.versionText.contains(ResultMetadata.current(seed: 0).gitRevision))
    #expect(throws: (any Error).self) { try Bench.parseAsRoot(["--version"]) }
  }

  @Test func typedSubcommands() throws {
    let solve = try #require(try Bench.parseAsRoot(["solve", "f.json", "--engine", "graph"]) as? SolveCommand)
    #expect(solve.engine == .graph)
    let export = try #require(try Bench.parseAsRoot(["export", "--shape", "jw-example", "--views", "20"]) as? ExportCommand)
    #expect(export.shape == .jwExample && export.views == 20 && export.seed == ViewTreeGenerator.defaultSeed)
    let check = try #require(try Bench.parseAsRoot(["check", "a.json", "b.json"]) as? CheckCommand)
    #expect(check.files == ["a.json", "b.json"] && !check.xcode)
    let xcode = try #require(try Bench.parseAsRoot(["check", "--xcode", "Main.storyboard"]) as? CheckCommand)
    #expect(xcode.files == ["Main.storyboard"] && xcode.xcode)
    let shard = try run(["--sizes", "10,100", "--shard", "2/4"])
    #expect(shard.options.shard == Shard(index: 2, count: 4))
    #expect(try run([]).options.shard == nil)
    let compare = try #require(
      try Bench.parseAsRoot(["compare", "a.json", "b.json", "--threshold", "5", "--alpha", "0.01", "--force"]) as? CompareCommand)
    #expect(compare.basePath == "a.json" && compare.headPath == "b.json")
    #expect(compare.threshold == 5 && compare.alpha == 0.01 && compare.force)
    let defaults = try #require(try Bench.parseAsRoot(["compare", "a.json", "b.json"]) as? CompareCommand)
    #expect(defaults.threshold == 10 && defaults.alpha == 0.05 && !defaults.force)
    let merge = try #require(try Bench.parseAsRoot(["merge", "s1.json", "s2.json", "--output", "all.json"]) as? MergeCommand)
    #expect(merge.paths == ["s1.json", "s2.json"] && merge.output == "all.json")
    let gate = try #require(try Bench.parseAsRoot(["gate", "--no-instructions", "--baseline", "b.json"]) as? GateCommand)
    #expect(gate.noInstructions && gate.baseline == "b.json" && !gate.update)
    let bounds = try #require(try Bench.parseAsRoot(["bounds", "--churns", "20000", "--seed", "7"]) as? BoundsCommand)
    #expect(bounds.churns == 20_000 && bounds.seed == 7 && bounds.repetitions == 5)
    #expect(bounds.smallSeeds == 100 && bounds.repro.isEmpty && !bounds.noResizeGrowth)
    let scale = try #require(
      try Bench.parseAsRoot(["bounds", "--small-seeds", "20", "--repro", "a.json", "--repro", "b.json", "--no-resize-growth"])
        as? BoundsCommand)
    #expect(scale.smallSeeds == 20 && scale.repro == ["a.json", "b.json"] && scale.noResizeGrowth)
  }
}
