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
      every workload, grows by at most 5%; the instructions the engine executes in each of a \
      fixed set of work items, counted by valgrind's callgrind, grow by at most 3%. Nothing is \
      timed, so neither a slower nor a busier machine can fail the gate, while a slowdown of \
      the code moves the instruction counts. Instruction counts are gated only against a \
      baseline taken with the same compiler, C library, valgrind and architecture.

      Takes about a minute in a release build. Exit status: 0 passed, 1 --update refused \
      (an engine disagreed or failed) or callgrind failed, 2 an engine disagreed, 3 a figure \
      regressed, 64 bad option or debug build, 65 bad baseline, 66 no baseline, 69 no valgrind, \
      73 baseline not writable.

      To see it fail on a real slowdown: scripts/gate-slowdown.sh (builds the solver with a \
      deliberate 2x slowdown and runs this gate on it).
      """)

  @Option(help: "The baseline file.")
  var baseline: String = GateBaseline.defaultPath

  @Flag(help: "Measure and rewrite the baseline instead of comparing (release builds only).")
  var update = false

  @Flag(name: .customLong("no-instructions"), help: "Do not count instructions (no valgrind here); gate agreement and work counters only.")
  var noInstructions = false

  @Flag(name: .customLong("allow-debug"), help: "In a debug build, check only agreement and work counters instead of refusing.")
  var allowDebug = false

  func run() throws {
    do {
      try gate()
    } catch let error as GateError {
      Diagnostics.line("bench gate: error: \(error)")
      throw ExitCode(error.exitCode.rawValue)
    }
  }

  private func gate() throws {
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

  @Option(help: "Comma-separated item keys, workload/shape/views.")
  var items: String

  func run() throws {
    var parsed: [GateWorkItem] = []
    for key in items.split(separator: ",") {
      let parts = key.split(separator: "/")
      guard parts.count == 3, let workload = Workload(rawValue: String(parts[0])),
        let shape = Shape(rawValue: String(parts[1])), let views = Int(parts[2])
      else {
        throw BenchError.invalidOption(option: "--items", value: String(key), expected: "workload/shape/views")
      }
      parsed.append(GateWorkItem(workload: workload, shape: shape, views: views))
    }
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
