import ArgumentParser
import Foundation
import LayoutEngines
import LayoutModel
import Measurement
import ResultFiles
import ScenarioFiles

/// `bench solve FILE --engine E`: one engine's frames for a scenario, as frames JSON; with
/// `--explain`, a debugging report instead.
///
/// `--explain` builds the layout constraint by constraint on the Cassowary solver, prints every
/// conflict of required constraints with the one it broke to recover, then the view tree marking
/// ambiguous views. It exits 0 whenever it produced the report, conflicts included: the layout was
/// recovered the way Auto Layout recovers, and the conflicts lead the output and its summary line.
/// Without `--explain` a conflict still ends the command with the data-error status.
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Solve a scenario file with one engine and print its frames as JSON.",
    discussion: """
      With --explain, print instead the conflicts between required constraints (each with the \
      constraint broken to recover, as Auto Layout breaks the one being added), then the view \
      tree with '*' for views in the layout and '- AMBIGUOUS LAYOUT' for views whose frame is not \
      determined. --explain exits 0 when the report was produced, even if constraints conflict; \
      read the report's first lines or its summary line.
      """)

  @Argument(help: "The scenario JSON file, or a .storyboard or .xib document (every root, or --root).")
  var file: String

  @Option(help: "With a .storyboard or .xib, solve only the roots whose name or id contains this text.")
  var root: String?

  @Option(help: "The engine to solve with.")
  var engine: EngineKind = EngineRegistry.referenceKind

  @Flag(help: "Explain the layout: conflicting constraints and the one broken to recover, then the view tree marking ambiguous views (Cassowary only; exits 0 if the report was produced).")
  var explain = false

  @Option(help: "With --explain, the depth after which the tree stops indenting (default: 32).")
  var indentDepth: Int?

  func validate() throws {
    try usageError { () throws(BenchError) in
      if explain, engine != .cassowary {
        throw .invalidOption(option: "--engine", value: engine.rawValue, expected: "cassowary with --explain")
      }
      if let indentDepth, indentDepth < 0 {
        throw .invalidOption(option: "--indent-depth", value: String(indentDepth), expected: "a depth >= 0")
      }
      if let indentDepth, !explain {
        throw .invalidOption(option: "--indent-depth", value: String(indentDepth), expected: "--indent-depth only with --explain")
      }
    }
  }

  func run() throws {
    if explain {
      for input in try loadInputs() { try explain(input) }
      return
    }
    guard let type = EngineRegistry.available[engine] else {
      throw BenchError.engineUnavailable(
        engine: engine.rawValue, available: EngineRegistry.available.keys.map(\.rawValue).sorted())
    }
    let inputs = try loadInputs()
    var frameSets: [Data] = []
    for input in inputs {
      if let warning = ScenarioFile.duplicateWarning(input, path: file) { Diagnostics.line("bench: warning: \(warning)") }
      let solved: any LayoutEngine
      do throws(EngineError) {
        solved = try type.init(layout: input.layout)
        try solved.checkFiniteFrames()
      } catch {
        if case .unsatisfiable = error { throw BenchError.unsatisfiableScenario(path: file, error: error) }
        throw BenchError.engineFailed(engine: engine.rawValue, error: error)
      }
      let metadata = inputs.count > 1 ? ["root": input.name] : [:]
      frameSets.append(FrameSet(layout: input.layout, frames: solved.frames, engine: engine.rawValue, metadata: metadata).jsonData())
    }
    // Several roots print as a JSON array of frame sets.
    let output = frameSets.count == 1
      ? frameSets[0] : Data("[\n".utf8) + frameSets.joined(separator: Data(",\n".utf8)) + Data("]\n".utf8)
    try StreamWriter.output.write(output)
    reportAgreement(inputs, engine: engine)
  }

  /// Prints the diagnosis of one layout.
  private func explain(_ input: BenchInput) throws(BenchError) {
    let clock = ContinuousClock()
    let start = clock.now
    let diagnosis: LayoutDiagnosis
    do throws(EngineError) {
      diagnosis = try LayoutDiagnosis(diagnosing: input.layout)
    } catch {
      throw .engineFailed(engine: EngineKind.cassowary.rawValue, error: error)
    }
    let diagnosed = clock.now
    let report = diagnosis.report(maximumIndentDepth: indentDepth ?? 32)
    let reported = clock.now
    if !diagnosis.isSatisfiable {
      Diagnostics.line(
        "bench: warning: \(file): \(diagnosis.conflicts.count) conflict(s) between required constraints; see the report")
    }
    Diagnostics.line(
      "bench: diagnosed \(input.name): \(input.layout.realViewCount) views in \(milliseconds(diagnosed - start)) ms, report written in \(milliseconds(reported - diagnosed)) ms")
    try emit(report)
  }

  /// A duration in milliseconds with one decimal, for the timing line.
  private func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return String(format: "%.1f", value)
  }
}
