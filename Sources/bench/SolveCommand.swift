import ArgumentParser
import BenchHarness
import Foundation
import LayoutEngines
import LayoutModel

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

  @Option(help: "One of: \(EngineKind.allCases.map(\.rawValue).joined(separator: ", ")) (default \(EngineRegistry.referenceKind.rawValue)).")
  var engine: String = EngineRegistry.referenceKind.rawValue

  @Flag(help: "Explain the layout: conflicting constraints and the one broken to recover, then the view tree marking ambiguous views (Cassowary only; exits 0 if the report was produced).")
  var explain = false

  @Option(help: "With --explain, the depth after which the tree stops indenting.")
  var indentDepth: Int = 32

  func run() throws {
    do throws(BenchError) {
      if explain { return try runExplain() }
      let kinds: [EngineKind] = try BenchOptions.parseNames(engine, option: "--engine")
      guard kinds.count == 1, let kind = kinds.first else {
        throw .invalidOption(
          option: "--engine", value: engine,
          expected: "one of " + EngineKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard let type = EngineRegistry.available[kind] else {
        throw .engineUnavailable(
          engine: kind.rawValue, available: EngineRegistry.available.keys.map(\.rawValue).sorted())
      }
      let inputs = try loadInputs()
      var frameSets: [Data] = []
      for input in inputs {
        let solved: any LayoutEngine
        do throws(EngineError) {
          solved = try type.init(layout: input.layout)
        } catch {
          if case .unsatisfiable = error { throw .unsatisfiableScenario(path: file, error: error) }
          throw .engineFailed(engine: kind.rawValue, error: error)
        }
        let metadata = inputs.count > 1 ? ["root": input.name] : [:]
        frameSets.append(FrameSet(layout: input.layout, frames: solved.frames, engine: kind.rawValue, metadata: metadata).jsonData())
      }
      // Several roots print as a JSON array of frame sets.
      let output = frameSets.count == 1
        ? frameSets[0] : Data("[\n".utf8) + frameSets.joined(separator: Data(",\n".utf8)) + Data("\n]".utf8)
      FileHandle.standardOutput.write(output)
      FileHandle.standardOutput.write(Data("\n".utf8))
      reportAgreement(inputs, engine: kind)
    } catch {
      throw fail(error)
    }
  }

  /// Prints the diagnosis of the scenario.
  private func runExplain() throws(BenchError) {
    guard engine == EngineKind.cassowary.rawValue else {
      throw .invalidOption(option: "--engine", value: engine, expected: "cassowary with --explain")
    }
    guard indentDepth >= 0 else {
      throw .invalidOption(option: "--indent-depth", value: String(indentDepth), expected: "a depth >= 0")
    }
    for input in try loadInputs() { try explain(input) }
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
    let report = diagnosis.report(maximumIndentDepth: indentDepth)
    let reported = clock.now
    if !diagnosis.isSatisfiable {
      FileHandle.standardError.write(Data(
        "bench: warning: \(file): \(diagnosis.conflicts.count) conflict(s) between required constraints; see the report\n".utf8))
    }
    FileHandle.standardError.write(Data(
      "bench: diagnosed \(input.name): \(input.layout.realViewCount) views in \(milliseconds(diagnosed - start)) ms, report written in \(milliseconds(reported - diagnosed)) ms\n".utf8))
    FileHandle.standardOutput.write(Data(report.utf8))
  }

  /// A duration in milliseconds with one decimal, for the timing line.
  private func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return String(format: "%.1f", value)
  }
}
