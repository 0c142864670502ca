import Foundation

/// The agreement of a whole corpus of Interface Builder documents with Xcode's saved frames,
/// grouped as `docs/importer-corpus.tsv` groups the documents: by set (training, held-out), by
/// platform and by the round in which each document joined.
///
/// Why in `bench`: the figures of `docs/IMPORTER.md` must be regenerable by anyone holding the
/// documents, at any revision, without a throwaway script; the tables are printed here exactly
/// as the page shows them, so a page's table is a pasted run, not a hand-made sum.
public struct CorpusAgreement: Sendable {
  /// One document's row of the corpus list and its agreement.
  public struct Result: Sendable {
    public var entry: CorpusEntry
    public var agreement: DocumentAgreement

    public init(entry: CorpusEntry, agreement: DocumentAgreement) {
      self.entry = entry
      self.agreement = agreement
    }
  }

  public var results: [Result] = []
  /// Documents the list names that are not in the documents' directory.
  public var missing: [CorpusEntry] = []

  public init(results: [Result], missing: [CorpusEntry]) {
    self.results = results
    self.missing = missing
  }

  /// The sets in the order the list first names them.
  public var sets: [String] {
    var seen: [String] = []
    for result in results where !seen.contains(result.entry.set) { seen.append(result.entry.set) }
    return seen
  }

  /// One line per set, then per set and platform, then per set and round where a set has
  /// documents from more than one round: documents, views checked, views matched, and the
  /// views Xcode determined that the engine finds ambiguous.
  public func summaryTable() -> String {
    var lines = [
      "| set | documents | views checked | matched | ambiguous here, determined in Xcode |",
      "| --- | --- | --- | --- | --- |",
    ]
    for set in sets {
      let inSet = results.filter { $0.entry.set == set }
      lines.append(Self.row(set, inSet))
      for platform in Self.distinct(inSet.map(\.entry.platform)) {
        lines.append(Self.row("\(set) \(platform)", inSet.filter { $0.entry.platform == platform }))
      }
      let rounds = Self.distinct(inSet.map(\.entry.round))
      if rounds.count > 1 {
        for round in rounds {
          lines.append(Self.row("\(set), round \(round)", inSet.filter { $0.entry.round == round }))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per document of a set, sorted by file name.
  public func documentTable(set: String) -> String {
    var lines = [
      "| document | platform | toolsVersion | round | views checked | matched |",
      "| --- | --- | --- | --- | --- | --- |",
    ]
    for result in results.filter({ $0.entry.set == set }).sorted(by: { $0.entry.fileName < $1.entry.fileName }) {
      let e = result.entry
      lines.append(
        "| \(e.fileName) | \(e.platform) | \(e.toolsVersion) | \(e.round) | \(result.agreement.checked) | \(result.agreement.matched) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The views that do not match, by cause (one column per set), largest first.
  public func causeTable() -> String {
    let sets = sets
    var counts: [DocumentAgreement.CauseKind: [Int]] = [:]
    for result in results {
      guard let column = sets.firstIndex(of: result.entry.set) else { continue }
      for mismatch in result.agreement.mismatches {
        counts[mismatch.kind, default: Array(repeating: 0, count: sets.count)][column] += 1
      }
      if result.agreement.unlaidOutViews > 0 {
        counts[.notLaidOut, default: Array(repeating: 0, count: sets.count)][column] += result.agreement.unlaidOutViews
      }
    }
    var lines = ["| cause | " + sets.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: sets.count + 1)]
    let ordered = DocumentAgreement.CauseKind.allCases.filter { counts[$0] != nil }
      .sorted { counts[$0]!.reduce(0, +) > counts[$1]!.reduce(0, +) }
    for kind in ordered {
      lines.append("| \(kind.rawValue) | " + counts[kind]!.map(String.init).joined(separator: " | ") + " |")
    }
    let totals = sets.indices.map { column in counts.values.reduce(0) { $0 + $1[column] } }
    lines.append("| **total** | " + totals.map(String.init).joined(separator: " | ") + " |")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every document of a set that has a view off or a constraint broken, with its lines, as
  /// `docs/importer-mismatches.md` lists them.
  public func mismatchList(set: String) -> String {
    var lines: [String] = []
    for result in results.filter({ $0.entry.set == set }).sorted(by: { $0.entry.fileName < $1.entry.fileName }) {
      let a = result.agreement
      if a.matched == a.checked && a.recoveries.isEmpty && a.failures.isEmpty { continue }
      lines.append("#### \(result.entry.fileName)\n")
      lines.append("\(a.matched) of \(a.checked) views match.\n")
      for failure in a.failures { lines.append("- not laid out: \(failure)") }
      for recovery in a.recoveries {
        lines.append("- conflicting required constraints, broken as Auto Layout breaks them: \(recovery)")
      }
      for m in a.mismatches { lines.append("- \(m.root) / \(m.view): expected \(m.expected), computed \(m.computed); \(m.cause)") }
      if !a.ambiguousDetermined.isEmpty {
        lines.append("- ambiguous here, determined in Xcode (\(a.ambiguousDetermined.count)): " + a.ambiguousDetermined.joined(separator: ", "))
      }
      lines.append("")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func row(_ label: String, _ results: [Result]) -> String {
    let checked = results.reduce(0) { $0 + $1.agreement.checked }
    let matched = results.reduce(0) { $0 + $1.agreement.matched }
    let ambiguous = results.reduce(0) { $0 + $1.agreement.ambiguousDetermined.count }
    let percent = checked == 0 ? "-" : String(format: "%.1f%%", 100 * Double(matched) / Double(checked))
    return "| \(label) | \(results.count) | \(checked) | \(matched) (\(percent)) | \(ambiguous) |"
  }

  static func distinct(_ values: [String]) -> [String] {
    var seen: [String] = []
    for value in values where !seen.contains(value) { seen.append(value) }
    return seen.sorted()
  }
}
