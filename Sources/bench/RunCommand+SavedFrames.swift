import Foundation
import Measurement
import ResultFiles

extension RunCommand {
  /// After the table, how each engine's frames compare with the frames the scenarios saved (an
  /// imported document's, from Xcode): on standard output below a table, on standard error when
  /// standard output is JSON or CSV, so that it stays machine-readable.
  func reportSavedFrames(_ options: BenchOptions, report: BenchReport) throws(BenchError) {
    guard !options.scenarioPaths.isEmpty else { return }
    var inputs: [BenchInput] = []
    for path in options.scenarioPaths {
      // Already read once without error; a failure now only drops the report.
      if let (read, _) = try? ScenarioFile.readInputs(path, tile: tile, guessing: []) { inputs += read }
    }
    // An engine whose timed build went over the time limit is not built once more here.
    var overLimit: Set<String> = []
    for record in report.records {
      if case .overLimit? = record.outcomes[.build] { overLimit.insert("\(record.input)\u{0}\(record.engine)") }
    }
    let agreement = XcodeAgreement.measure(inputs, engines: options.engines) { input, engine in
      !overLimit.contains("\(input)\u{0}\(engine.rawValue)")
    }
    let layouts = Dictionary(inputs.map { ($0.name, $0.layout) }, uniquingKeysWith: { first, _ in first })
    let text = agreement.rendered(layouts: layouts)
    guard !text.isEmpty else { return }
    if options.format == .table {
      try emit("\n" + text)
    } else {
      Diagnostics.write(text)
    }
  }
}
