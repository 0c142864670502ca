import ArgumentParser
import Foundation
import LayoutEngines
import Measurement
import ResultFiles
import ViewTreeGenerators

/// `bench [options]`: every shape, engine and workload, as a table, JSON or CSV.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Measure engines on generated view trees or scenario files (the default command).",
    discussion: """
      Shapes: \(Shape.allCases.map { "\n  \($0.rawValue): \($0.summary)" }.joined())
      Workloads: \(Workload.allCases.map { "\n  \($0.rawValue): \($0.summary)" }.joined())

      Frames of every engine are compared with the \(EngineRegistry.referenceKind.rawValue) engine's \
      after build and after each workload (tolerance \(FrameAgreement.tolerance) pt). Exit status: \
      0 all agree, 1 one of our engines failed, 2 one of our engines disagreed, 64 bad option, \
      65 bad scenario, 66 unreadable file, 73 unwritable output, 74 standard output or error not \
      writable. An external peer (\(EngineKind.allCases.filter(\.isExternalPeer).map(\.rawValue).joined(separator: ", "))) \
      that fails or disagrees is a finding about that solver: the table marks it `peer failed`, a \
      summary after the table names the rows and why, and the status stays 0 unless \
      --strict-peers is given.
      """)

  @Option(help: ArgumentHelp(
    "Views of each generated tree, root included (\(BenchOptions.viewLimits.lowerBound) to \(BenchOptions.viewLimits.upperBound)); default \(BenchOptions.defaultViews).",
    valueName: "count"))
  var views: Int?

  @Option(help: ArgumentHelp("A sweep: comma-separated view counts, e.g. 10,100,1000,10000.", valueName: "counts"))
  var sizes: SizeList?

  @Option(help: ArgumentHelp("Comma-separated shapes, or all.", valueName: "names"))
  var shapes: NameList<Shape> = .all

  @Option(help: ArgumentHelp("Comma-separated engines, or all.", valueName: "names"))
  var engines: NameList<EngineKind> = .all

  @Option(help: ArgumentHelp("Comma-separated workloads, or all.", valueName: "names"))
  var workloads: NameList<Workload> = .all

  @Option(help: "Timed runs per measurement.")
  var repetitions: Int = BenchOptions.defaultRepetitions

  @Option(help: "Untimed runs before them.")
  var warmups: Int = BenchOptions.defaultWarmups

  @Option(help: "Seed of the generators and workloads.")
  var seed: UInt64 = ViewTreeGenerator.defaultSeed

  @Option(
    name: .customLong("time-limit"), parsing: .unconditional,
    help: ArgumentHelp(
      "Seconds one measurement may take; slower ones are reported 'over limit' and larger sizes skipped.",
      valueName: "seconds"))
  var timeLimit: Double = BenchOptions.defaultTimeLimit

  @Option(help: "Output format.")
  var format: OutputFormat = .table

  @Option(help: ArgumentHelp(
    "Also write the results to this file, atomically; .json or .csv picks that format.", valueName: "path"))
  var output: String?

  @Option(
    name: .customLong("scenario"),
    help: ArgumentHelp(
      "Benchmark this scenario file, .storyboard or .xib instead of generated trees (repeatable).", valueName: "path"))
  var scenarios: [String] = []

  @Option(help: ArgumentHelp(
    "With --scenario, replicate each root this many times side by side under a common root (1 to 100000).",
    valueName: "copies"))
  var tile: Int = 1

  @Option(help: ArgumentHelp(
    "Run only part K of N of the sweep: every Nth shape (or scenario input) from the Kth; join the parts with bench merge.",
    valueName: "K/N"))
  var shard: ShardArgument?

  @Flag(help: "Count an external peer's (kiwi's) failures and disagreements in the exit status (1 and 2), as our engines' are.")
  var strictPeers = false

  /// The options as the harness takes them.
  var options: BenchOptions {
    BenchOptions(
      sizes: sizes?.values ?? [views ?? BenchOptions.defaultViews], shapes: shapes.values,
      engines: engines.values, workloads: workloads.values, repetitions: repetitions, warmups: warmups,
      seed: seed, timeLimit: timeLimit, format: format, outputPath: output, scenarioPaths: scenarios,
      shard: shard?.value)
  }

  func validate() throws {
    try usageError { () throws(BenchError) in
      try shapes.check("--shapes")
      try engines.check("--engines")
      try workloads.check("--workloads")
      try shard?.check("--shard")
      if views != nil, sizes != nil {
        throw .invalidOption(option: "--views", value: "with --sizes", expected: "one of --views N or --sizes N,N,...")
      }
      guard (1...100_000).contains(tile) else {
        throw .invalidOption(option: "--tile", value: String(tile), expected: "a number of copies from 1 to 100000")
      }
      if !scenarios.isEmpty, views != nil || sizes != nil || shapes != .all {
        throw .invalidOption(
          option: views != nil ? "--views" : sizes != nil ? "--sizes" : "--shapes", value: "with --scenario",
          expected: "generated trees or scenario files, not both")
      }
      // Ignored silently, a --tile would make a run of generated trees look like something else.
      if scenarios.isEmpty, tile != 1 {
        throw .invalidOption(option: "--tile", value: String(tile), expected: "--tile only with --scenario")
      }
      try options.validate()
    }
  }

  func run() throws {
    let options = options
    // A bad output path fails now, not after an hour of measuring.
    if let path = options.outputPath {
      let destination = try AtomicFile.check(path)
      if let note = destination.note { Diagnostics.line("bench: note: \(note)") }
    }
    warnIfDebugBuild()
    let report = try Self.measure(options, tile: tile)
    // The file first: a full standard output must not cost the results written to a file.
    var firstError: BenchError?
    if let path = options.outputPath {
      let fileFormat = OutputFormat.inferred(fromPath: path) ?? options.format
      do { try AtomicFile.write(ResultTable.render(report, as: fileFormat), to: path) } catch { firstError = error }
    }
    do { try emit(ResultTable.render(report, as: options.format)) } catch { firstError = firstError ?? error }
    if let firstError { throw firstError }
    try reportSavedFrames(options, report: report)
    let findings = report.peerFindings
    if !findings.isEmpty {
      let engines = Set(findings.map(\.engine)).sorted().joined(separator: ", ")
      Diagnostics.line(
        "bench: note: \(engines) (external) failed or disagreed on \(findings.count) row\(findings.count == 1 ? "" : "s"), "
          + "listed after the table; " + (strictPeers ? "--strict-peers counts them in the exit status" : "not counted in the exit status (--strict-peers counts them)"))
    }
    let status = report.exitCode(strictPeers: strictPeers)
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// Reads the scenarios or sets up the sweep, runs it with a progress bar, and returns the
  /// report.
  static func measure(_ options: BenchOptions, tile: Int = 1) throws(BenchError) -> BenchReport {
    var source: BenchRequest.Source
    if options.scenarioPaths.isEmpty {
      source = .generated(shapes: options.shapes, sizes: options.sizes)
    } else {
      var files: [(path: String, input: BenchInput)] = []
      for path in options.scenarioPaths {
        // A .storyboard or .xib gives one input per root.
        let (inputs, warnings) = try ScenarioFile.readInputs(path, tile: tile, guessing: Set(options.workloads))
        for warning in warnings { warnLine(warning) }
        for input in inputs {
          if let warning = ScenarioFile.duplicateWarning(input, path: path) { Diagnostics.line("bench: warning: \(warning)") }
        }
        files += inputs.map { (path, $0) }
      }
      source = .scenarios(files)
    }
    if let shard = options.shard {
      let units = source.unitCount
      source = source.sharded(shard)
      let mine = shard.unitCount(of: units)
      let kind = options.scenarioPaths.isEmpty ? "shape" : "input"
      Diagnostics.line("bench: note: shard \(shard) runs \(mine) of the sweep's \(units) \(kind)\(units == 1 ? "" : "s")"
        + (mine == 0 ? "; nothing to run, the result has no records" : ""))
    }
    let request = BenchRequest(
      source: source, engines: options.engines, workloads: options.workloads,
      budget: options.budget, seed: options.seed)
    let bar = ProgressBar()
    var sweep = Sweep(request: request, progress: { done, total, label in
      bar.update(done: done, total: total, label: label)
    })
    sweep.notice = { text in
      bar.clear()
      Diagnostics.line("bench: note: \(text)")
    }
    defer { bar.finish() }
    return try sweep.run(metadata: .current(seed: options.seed, options: options.resultOptions))
  }
}
