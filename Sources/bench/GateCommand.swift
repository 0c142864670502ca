import ArgumentParser
import BenchHarness
import Foundation

/// `bench gate`: the CI performance gate, comparing machine-independent figures with a committed
/// baseline.
struct GateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gate",
    abstract: "Compare frame agreement, scaling, speed-ups and solver work with a committed baseline.",
    discussion: """
      Gated (see Results/GATE.md): every engine agrees with the reference on every shape; the \
      cassowary engine's build exponent stays within +0.2 of the baseline and below 1.25; its \
      speed-up over the rebuild engine on resize and constant stays above a third of the \
      baseline's; the solver's pivots, row merges and cell operations grow by at most 5%. Times \
      themselves are never compared, so a slower machine cannot fail the gate; timing figures \
      out of tolerance are measured once more and the better of the two runs kept.

      Takes 15 to 30 seconds in a release build. Exit status: 0 passed, 1 --update refused \
      (an engine disagreed or failed), 2 an engine disagreed, 3 a figure regressed, 64 bad \
      option or debug build, 65 bad baseline, 66 no baseline, 73 baseline not writable.

      To see it fail: bench gate --scale-baseline 0.5 (compares with a baseline twice as fast).
      """)

  @Option(help: "The baseline file.")
  var baseline: String = GateBaseline.defaultPath

  @Flag(help: "Measure and rewrite the baseline instead of comparing (release builds only).")
  var update = false

  @Option(name: .customLong("scale-baseline"), help: "Compare with the baseline as if the cassowary engine had been this many times as slow (0.5: twice as fast); for demonstrating a failure.")
  var scaleBaseline: Double?

  @Flag(name: .customLong("allow-debug"), help: "In a debug build, check only agreement and work counters instead of refusing.")
  var allowDebug = false

  func validate() throws {
    if let scaleBaseline, !(scaleBaseline > 0 && scaleBaseline.isFinite) {
      throw GateError.invalidOption(option: "--scale-baseline", value: "\(scaleBaseline)", expected: "a positive number")
    }
  }

  func run() throws {
    do {
      try gate()
    } catch let error as GateError {
      Diagnostics.line("bench gate: error: \(error)")
      throw ExitCode(error.exitCode.rawValue)
    }
  }

  private func gate() throws {
    let timings = !ResultMetadata.isDebugBuild
    if !timings {
      guard allowDebug, !update else { throw GateError.debugBuild }
      warnIfDebugBuild()
      note("debug build: checking agreement and work counters only; timings are skipped")
    }
    // Read the baseline (or check it can be written) first, so a bad path fails before a
    // minute of measuring.
    let stored = update ? nil : try GateBaseline.read(from: baseline)
    if update {
      do { try AtomicFile.check(baseline) } catch { throw GateError.write(error) }
    }

    var gate = PerformanceGate()
    let clock = ContinuousClock()
    let start = clock.now
    gate.progress = { step in note("\(step) (\(Self.seconds(start.duration(to: clock.now))))") }
    do {
      let deterministic = try gate.measureDeterministic()
      if update {
        try write(deterministic, gate: gate)
      } else if let stored {
        try compare(deterministic, timings: timings, gate: gate, with: stored)
      }
    } catch let error as BenchError {
      Diagnostics.line("bench gate: error: \(error)")
      throw ExitCode(error.exitCode.rawValue)
    }
    note("done in \(Self.seconds(start.duration(to: clock.now)))")
  }

  /// Measures the timings three times and writes their medians with the counters.
  private func write(_ deterministic: GateFigures, gate: PerformanceGate) throws {
    var runs: [GateFigures] = []
    for _ in 0..<3 { runs.append(try gate.measureTimings()) }
    var figures = deterministic
    figures.merge(.median(of: runs))
    // A baseline must describe a correct build: never lock in a disagreement or a failure.
    let problems = figures.disagreements + figures.failures
    for line in problems { note("refusing to update: \(line)") }
    if !problems.isEmpty { throw ExitCode(BenchExitCode.failure.rawValue) }
    let metadata = ResultMetadata.current(seed: gate.seed)
    try GateBaseline(metadata: .init(metadata), figures: figures).write(to: baseline)
    try emit("bench gate: wrote \(baseline) (git \(metadata.gitRevision), \(metadata.cpu))\n")
  }

  /// Compares with the baseline; timing figures out of tolerance are measured once more and the
  /// better of the two runs kept, so a burst of load does not fail CI but a regression does.
  private func compare(
    _ deterministic: GateFigures, timings: Bool, gate: PerformanceGate, with stored: GateBaseline
  ) throws {
    var reference = stored.figures
    if let scaleBaseline { reference = reference.scaled(by: scaleBaseline) }
    if !timings {
      reference.buildExponents = [:]
      reference.watchedExponents = [:]
      reference.speedups = [:]
      reference.calibratedTimes = [:]
    }
    var figures = deterministic
    let firstTimings = timings ? try gate.measureTimings() : GateFigures()
    figures.merge(firstTimings)
    var report = GateComparison.compare(measured: figures, baseline: reference)
    if timings, report.onlyTimingsRegressed {
      for finding in report.regressions { note("first run: \(finding.subject): \(finding.detail)") }
      note("only timing figures are out of tolerance; measuring them once more and keeping the better of each")
      figures = deterministic
      figures.merge(.favourable(firstTimings, try gate.measureTimings()))
      report = GateComparison.compare(measured: figures, baseline: reference)
    }
    try emit(report.rendered(baselinePath: baseline, baseline: stored.metadata, scale: scaleBaseline))
    if report.hasDisagreement { throw ExitCode(BenchExitCode.disagreement.rawValue) }
    if !report.passed { throw ExitCode(BenchExitCode.regression.rawValue) }
  }

  private static func seconds(_ duration: Duration) -> String {
    let (whole, atto) = duration.components
    return String(format: "%.1f s", Double(whole) + Double(atto) * 1e-18)
  }
}

/// One progress line on stderr, so stdout holds only the report.
private func note(_ text: String) {
  Diagnostics.line("bench gate: \(text)")
}
