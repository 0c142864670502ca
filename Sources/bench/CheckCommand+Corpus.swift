import Foundation
import Measurement

extension CheckCommand {
  /// `--xcode --corpus LIST --documents DIR`: every document the list names, checked as
  /// `--xcode` checks one, and the tables of `docs/IMPORTER.md` (by set, platform and round;
  /// per document; by cause), then, with `--mismatches`, every view that does not match.
  ///
  /// Why: the page's figures must come from a run anyone can repeat; a document that is missing
  /// or cannot be read is listed and left out rather than ending the run, so a partial copy of
  /// the corpus still gives the tables of what it holds, and says what it lacks.
  func checkCorpus(list: String, directory: String) throws {
    let text: String
    do {
      text = try String(contentsOfFile: list, encoding: .utf8)
    } catch {
      throw BenchError.unreadableFile(path: list, reason: "the corpus list cannot be read as UTF-8 text")
    }
    let entries = try CorpusEntry.readList(text, path: list)
    var results: [CorpusAgreement.Result] = []
    var missing: [CorpusEntry] = []
    var unreadable: [String] = []
    for entry in entries {
      guard let path = entry.locate(in: directory) else {
        missing.append(entry)
        continue
      }
      do throws(BenchError) {
        let document = try ScenarioFile.readDocument(path)
        results.append(.init(entry: entry, agreement: DocumentAgreement(document: document, name: entry.fileName)))
      } catch {
        // A storyboard of window controllers alone, or a menu, has nothing to check.
        if case .malformedDocument(_, .noRoots) = error {
          results.append(.init(entry: entry, agreement: DocumentAgreement(emptyDocument: entry.fileName)))
        } else {
          unreadable.append("\(entry.fileName): \(error)")
        }
      }
    }
    let report = CorpusAgreement(results: results, missing: missing)
    try emit("## Agreement by set\n\n" + report.summaryTable() + "\n")
    for set in report.sets { try emit("## \(set), per document\n\n" + report.documentTable(set: set) + "\n") }
    try emit("## Views not matching, by cause\n\n" + report.causeTable())
    try emit("\n## Views not matching, by the cause of the chain's head\n\n" + report.headCauseTable())
    if mismatches {
      for set in report.sets { try emit("\n## \(set), every view not matching\n\n" + report.mismatchList(set: set)) }
    }
    if !missing.isEmpty || !unreadable.isEmpty {
      var lines = ["", "## Not checked", ""]
      lines += missing.map { "- missing from \(directory): \($0.fileName) (\($0.repository) at \($0.commit), \($0.path))" }
      lines += unreadable.map { "- unreadable: \($0)" }
      try emit(lines.joined(separator: "\n") + "\n")
      warnLine("\(missing.count) documents of \(list) not found in \(directory), \(unreadable.count) unreadable")
    }
  }
}
