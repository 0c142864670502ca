import ArgumentParser
import BenchGate
import Measurement
import ResultFiles
import Foundation
import LayoutEngines

extension GateCommand {
  /// `bench gate --against REV`: the base revision built beside this binary and both timed,
  /// interleaved, on the same machine; a significant slowdown beyond the threshold fails (exit 3).
  func abGate() throws {
    guard !ResultMetadata.isDebugBuild else { throw GateError.debugBuild }
    guard !update else {
      throw GateError.invalidOption(option: "--update", value: "with --against", expected: "one of the two: the A/B mode has no baseline")
    }
    guard abRounds >= 2, abRounds <= 100 else {
      throw GateError.invalidOption(option: "--ab-rounds", value: "\(abRounds)", expected: "2 to 100 rounds")
    }
    guard abViews >= 10, abViews <= 100_000 else {
      throw GateError.invalidOption(option: "--ab-views", value: "\(abViews)", expected: "10 to 100,000 views")
    }
    guard abThreshold.isFinite, abThreshold >= 0 else {
      throw GateError.invalidOption(option: "--ab-threshold", value: "\(abThreshold)", expected: "a percentage, 0 or more")
    }
    var engines: [EngineKind] = []
    for name in abEngines.split(separator: ",") {
      guard let kind = EngineKind(rawValue: String(name)) else {
        throw GateError.invalidOption(
          option: "--ab-engines", value: String(name), expected: EngineKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      engines.append(kind)
    }
    guard let head = Bundle.main.executablePath else {
      throw GateError.abFailed(reason: "cannot find this program's own executable")
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutbench-ab-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))").path
    do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
      throw GateError.abFailed(reason: "cannot create \(directory): \(error.localizedDescription)")
    }
    let clock = ContinuousClock()
    let start = clock.now
    let progress: (String) -> Void = { Diagnostics.line("bench gate: \($0)") }

    var baseLabel = againstBinary ?? ""
    var baseRevision: GateBaseRevision?
    defer { baseRevision?.remove() }
    let base: String
    if let againstBinary {
      guard FileManager.default.isExecutableFile(atPath: againstBinary) else {
        throw GateError.invalidOption(option: "--against-binary", value: againstBinary, expected: "an executable bench binary")
      }
      base = againstBinary
    } else {
      var revision = GateBaseRevision(
        revision: against ?? "", repository: FileManager.default.currentDirectoryPath, directory: directory)
      revision.progress = progress
      baseRevision = revision
      let built = try revision.build()
      base = built.binary
      baseLabel = "\(revision.revision) (\(built.commit.prefix(12)))"
    }

    var ab = GateAB()
    ab.views = abViews
    ab.engines = engines
    ab.rounds = abRounds
    ab.options = ResultComparison.Options(alpha: ab.options.alpha, threshold: abThreshold / 100)
    ab.progress = progress
    let comparison = try ab.run(base: base, head: head, directory: directory)
    try emit(comparison.rendered(basePath: "base \(baseLabel)", headPath: "head (this binary)"))
    let seconds = Double(start.duration(to: clock.now).components.seconds)
    let verdict = comparison.regressions.isEmpty
      ? "bench gate --against: PASSED (\(comparison.rows.count) rows, \(abRounds) interleaved rounds, no significant slowdown beyond \(Int(abThreshold))%)"
      : "bench gate --against: FAILED (\(comparison.regressions.count) of \(comparison.rows.count) rows significantly slower beyond \(Int(abThreshold))%)"
    try emit(verdict + "\n")
    progress("done in \(Int(seconds)) s; result files in \(directory)")
    if !comparison.regressions.isEmpty { throw ExitCode(BenchExitCode.regression.rawValue) }
  }
}
