import ArgumentParser
import BenchHarness
import Foundation
import LayoutEngines
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
      0 all agree, 1 an engine failed, 2 an engine disagreed, 64 bad option, 65 bad scenario, \
      66 unreadable file, 73 unwritable output.
      """)

  @Option(help: "Number of views of each generated tree (default \(BenchOptions.defaultViews)).")
  var views: String?

  @Option(help: "A sweep: comma-separated view counts, e.g. 10,100,1000,10000.")
  var sizes: String?

  @Option(help: "Comma-separated shapes or 'all': \(Shape.allCases.map(\.rawValue).joined(separator: ", ")).")
  var shapes: String?

  @Option(help: "Comma-separated engines or 'all': \(EngineKind.allCases.map(\.rawValue).joined(separator: ", ")).")
  var engines: String?

  @Option(help: "Comma-separated workloads or 'all': \(Workload.allCases.map(\.rawValue).joined(separator: ", ")).")
  var workloads: String?

  @Option(help: "Timed runs per measurement (default 10).")
  var repetitions: String?

  @Option(help: "Untimed runs before them (default 2).")
  var warmups: String?

  @Option(help: "Seed of the generators and workloads (default \(ViewTreeGenerator.defaultSeed)).")
  var seed: String?

  @Option(name: .customLong("time-limit"), help: "Seconds one measurement may take; slower ones are reported 'over limit' and larger sizes skipped (default 10).")
  var timeLimit: String?

  @Option(help: "Output format: table, json or csv (default table).")
  var format: String?

  @Option(help: "Also write the results to this file, atomically; .json or .csv picks that format.")
  var output: String?

  @Option(name: .customLong("scenario"), help: "Benchmark this scenario file, .storyboard or .xib instead of generated trees (repeatable).")
  var scenarios: [String] = []

  @Option(help: "With --scenario, replicate each root this many times side by side under a common root (default 1).")
  var tile: Int = 1

  func run() throws {
    let options: BenchOptions
    do {
      options = try BenchOptions(
        views: views, sizes: sizes, shapes: shapes, engines: engines, workloads: workloads,
        repetitions: repetitions, warmups: warmups, seed: seed, timeLimit: timeLimit, format: format,
        output: output, scenarios: scenarios)
    } catch {
      throw fail(error)
    }
    warnIfDebugBuild()
    let report: BenchReport
    do {
      report = try Self.measure(options, tile: tile)
    } catch {
      throw fail(error)
    }
    print(ResultTable.render(report, as: options.format), terminator: "")
    reportSavedFrames(options, report: report)
    if let path = options.outputPath {
      let fileFormat = OutputFormat.inferred(fromPath: path) ?? options.format
      do { try AtomicFile.write(ResultTable.render(report, as: fileFormat), to: path) } catch { throw fail(error) }
    }
    if report.hasDisagreement { throw ExitCode(BenchExitCode.disagreement.rawValue) }
    if report.hasFailure { throw ExitCode(BenchExitCode.failure.rawValue) }
  }

  /// Reads the scenarios or sets up the sweep, runs it with a progress bar, and returns the
  /// report.
  static func measure(_ options: BenchOptions, tile: Int = 1) throws(BenchError) -> BenchReport {
    let source: BenchRequest.Source
    if options.scenarioPaths.isEmpty {
      source = .generated(shapes: options.shapes, sizes: options.sizes)
    } else {
      var files: [(path: String, input: BenchInput)] = []
      for path in options.scenarioPaths {
        // A .storyboard or .xib gives one input per root.
        let (inputs, warnings) = try ScenarioFile.readInputs(path, tile: tile)
        for warning in warnings { warnLine(warning) }
        files += inputs.map { (path, $0) }
      }
      source = .scenarios(files)
    }
    let request = BenchRequest(
      source: source, engines: options.engines, workloads: options.workloads,
      budget: options.budget, seed: options.seed)
    let bar = ProgressBar()
    let sweep = Sweep(request: request, progress: { done, total, label in
      bar.update(done: done, total: total, label: label)
    })
    defer { bar.finish() }
    return try sweep.run(metadata: .current(seed: options.seed, options: options.metadataFields))
  }
}
