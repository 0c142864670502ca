import Foundation
import LayoutEngines
import Measurement
import ResultFiles

extension SolveCommand {
  /// The layouts to solve: the scenario file's, or the document's roots (those matching
  /// `--root`), with the import's warnings on standard error.
  func loadInputs() throws(BenchError) -> [BenchInput] {
    let (inputs, warnings) = try ScenarioFile.readInputs(file, guessing: [])
    for warning in warnings { warnLine(warning) }
    guard let root else { return inputs }
    let chosen = inputs.filter { $0.name.contains(root) }
    guard !chosen.isEmpty else {
      throw .invalidOption(option: "--root", value: root, expected: "part of a root's name or id: " + inputs.map(\.name).joined(separator: ", "))
    }
    return chosen
  }

  /// Agreement with the frames the scenario or document saved, on standard error (standard
  /// output holds the frames).
  func reportAgreement(_ inputs: [BenchInput], engine: EngineKind) {
    let agreement = XcodeAgreement.measure(inputs, engines: [engine])
    let layouts = Dictionary(inputs.map { ($0.name, $0.layout) }, uniquingKeysWith: { first, _ in first })
    let text = agreement.rendered(layouts: layouts)
    if !text.isEmpty { Diagnostics.write(text) }
  }
}
