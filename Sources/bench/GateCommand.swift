import ArgumentParser
import BenchGate
import Foundation
import LayoutEngines
import Measurement
import ResultFiles
import ViewTreeGenerators

/// `bench gate`: the CI performance gate, comparing machine-independent figures with a committed
/// baseline.
struct GateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gate",
    abstract: "Compare frame agreement, solver work counters and instruction counts with a committed baseline.",
    discussion: """
      Gated (see docs/GATE.md): every engine agrees with the reference on every shape; every \
      work counter of the Cassowary solver, for every shape at 1,000 and 10,000 views through \
      every workload, grows by at most 5%; the instructions that every engine we ship \
      (cassowary, rebuild, graph, glpk) and every shared path (reading a scenario, the linear \
      system, frames) executes in each of a fixed set of work items, counted by valgrind's \
      callgrind at two sizes, grow by at most 3% (plus 50,000 instructions), and so does their growth between the sizes. \
      Nothing is timed, so neither a slower nor a busier machine can fail the gate. Instruction \
      counts are gated only against a baseline taken with the same compiler, C library, valgrind \
      and architecture; elsewhere (macOS) use --against REV, which builds REV beside this \
      binary and times both, interleaved, with a rank test.

      Takes 3 to 6 minutes in a release build on 2 cores. Exit status: 0 passed, 1 --update \
      refused (an engine disagreed or failed), callgrind or the A/B mode failed, 2 an engine \
      disagreed, 3 a figure regressed (or callgrind passed its calibrated safety limit), 64 bad \
      option or debug build, 65 bad baseline, 66 no baseline, 69 no valgrind, 73 baseline not \
      writable.

      To see it fail on real slowdowns: scripts/gate-regressions.sh (applies each patch of \
      scripts/gate-regressions/ to a temporary worktree and runs this gate on it).
      """)

  @Option(help: "The baseline file.")
  var baseline: String = GateBaseline.defaultPath

  @Flag(help: "Measure and rewrite the baseline instead of comparing (release builds only).")
  var update = false

  @Flag(name: .customLong("no-instructions"), help: "Do not count instructions (no valgrind here); gate agreement and work counters only.")
  var noInstructions = false

  @Flag(name: .customLong("allow-debug"), help: "In a debug build, check only agreement and work counters instead of refusing.")
  var allowDebug = false

  @Option(help: ArgumentHelp(
    "A/B mode, where instructions cannot be counted (macOS): build this git revision in a temporary worktree, time it and this binary interleaved on the same work, and fail on a significant slowdown (rank test).",
    valueName: "revision"))
  var against: String?

  @Option(name: .customLong("against-binary"), help: ArgumentHelp(
    "A/B mode with an already built base binary instead of building --against.", valueName: "path"))
  var againstBinary: String?

  @Option(name: .customLong("ab-rounds"), help: "A/B mode: interleaved rounds (each times both binaries once).")
  var abRounds: Int = 4

  @Option(name: .customLong("ab-views"), help: "A/B mode: views of each generated shape.")
  var abViews: Int = 500

  @Option(name: .customLong("ab-engines"), help: ArgumentHelp("A/B mode: comma-separated engines.", valueName: "names"))
  var abEngines: String = "cassowary,rebuild,graph,glpk"

  @Option(name: .customLong("ab-threshold"), help: ArgumentHelp("A/B mode: a significant slowdown beyond this percentage fails.", valueName: "percent"))
  var abThreshold: Double = 10

  func run() throws {
    do {
      try gate()
    } catch let error as GateError {
      Diagnostics.line("bench gate: error: \(error)")
      throw ExitCode(error.exitCode.rawValue)
    }
  }

  private func gate() throws {
    if against != nil || againstBinary != nil { return try abGate() }
    let release = !ResultMetadata.isDebugBuild
    if !release {
      guard allowDebug, !update else { throw GateError.debugBuild }
      warnIfDebugBuild()
      note("debug build: checking agreement and work counters only; instructions are not counted")
    }
    // Read the baseline (or check it can be written) and find valgrind first, so that a bad
    // path or a missing tool fails before a minute of measuring.
    let stored = update ? nil : try GateBaseline.read(from: baseline)
    if update {
      do { try AtomicFile.check(baseline) } catch { throw GateError.write(error) }
    }
    let counter = release && !noInstructions ? try InstructionCounter.forThisProcess() : nil
    let platform = counter.map { InstructionPlatform.current(valgrind: $0.valgrindVersion()) }

    var gate = PerformanceGate()
    let clock = ContinuousClock()
    let start = clock.now
    gate.progress = { step in note("\(step) (\(Self.seconds(start.duration(to: clock.now))))") }
    var figures: GateFigures
    do {
      figures = try Self.measureDeterministic(gate)
    } catch {
      Diagnostics.line("bench gate: error: \(error)")
      throw ExitCode(error.exitCode.rawValue)
    }
    if let counter { figures.merge(try gate.measureInstructions(with: counter)) }

    if update {
      try write(figures, platform: platform, seed: gate.seed)
    } else if let stored {
      var skipped: GateComparison.InstructionsSkipped?
      if counter == nil {
        skipped = .notCounted(reason: release ? "--no-instructions" : "debug build")
      } else if let platform, let theirs = stored.instructionPlatform, platform != theirs {
        skipped = .otherPlatform(platform.differences(from: theirs))
      }
      let report = GateComparison.compare(measured: figures, baseline: stored.figures, instructionsSkipped: skipped)
      try emit(report.rendered(baselinePath: baseline, baseline: stored.metadata))
      note("done in \(Self.seconds(start.duration(to: clock.now)))")
      if report.hasDisagreement { throw ExitCode(BenchExitCode.disagreement.rawValue) }
      if !report.passed { throw ExitCode(BenchExitCode.regression.rawValue) }
    }
  }

  /// Agreement and work counters: everything but the instruction counts.
  private static func measureDeterministic(_ gate: PerformanceGate) throws(BenchError) -> GateFigures {
    var figures = try gate.measureAgreement()
    figures.merge(try gate.measureCounters())
    return figures
  }

  /// Writes the figures as the new baseline, unless an engine disagreed or failed.
  private func write(_ figures: GateFigures, platform: InstructionPlatform?, seed: UInt64) throws {
    // A baseline must describe a correct build: never lock in a disagreement or a failure.
    let problems = figures.disagreements + figures.failures
    for line in problems { note("refusing to update: \(line)") }
    if !problems.isEmpty { throw ExitCode(BenchExitCode.failure.rawValue) }
    let metadata = ResultMetadata.current(seed: seed)
    try GateBaseline(metadata: .init(metadata), instructionPlatform: platform, figures: figures).write(to: baseline)
    try emit("bench gate: wrote \(baseline) (git \(metadata.gitRevision), \(metadata.cpu)"
      + (platform == nil ? ", without instruction counts" : "") + ")\n")
  }

  private static func seconds(_ duration: Duration) -> String {
    let (whole, atto) = duration.components
    return String(format: "%.1f s", Double(whole) + Double(atto) * 1e-18)
  }
}

/// `bench gate-worker`: runs gate work items with their measured passes in the one function
/// callgrind counts. Started by `bench gate` under valgrind; not for direct use.
struct GateWorkerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gate-worker", abstract: "Run the gate's work items for callgrind (used by bench gate).",
    shouldDisplay: false)

  @Option var seed: UInt64

  @Option(help: "Comma-separated item keys, subject/workload/shape/views.")
  var items: String

  func run() throws {
    var parsed: [GateWorkItem] = []
    for key in items.split(separator: ",") { parsed.append(try GateWorkItem(key: String(key))) }
    let work = GateWork(seed: seed)
    try work.warmUp(for: parsed)
    for item in parsed {
      try work.run(item) { (pass: () throws(EngineError) -> Void) throws(EngineError) in try gateMeasuredPass(pass) }
    }
  }
}

/// One progress line on stderr, so stdout holds only the report.
private func note(_ text: String) {
  Diagnostics.line("bench gate: \(text)")
}
