import Foundation

/// One document of the importer's corpus list (`docs/importer-corpus.tsv`): where it was
/// fetched from and how it is grouped.
///
/// Why a list and not the files: the documents belong to other projects and are not committed;
/// the list says which commit and path each came from, so anyone can fetch the same bytes, and
/// which set it is in, so training and held-out figures are never mixed by accident.
public struct CorpusEntry: Sendable, Hashable {
  /// `training` or `heldout` (any word: the report groups by it).
  public var set: String
  /// `owner/name` on GitHub.
  public var repository: String
  public var commit: String
  public var licence: String
  /// The document's path in the repository at `commit`.
  public var path: String
  /// `AppKit` or `UIKit`, as the list says.
  public var platform: String
  public var toolsVersion: String
  /// The round of issue 19 in which the document joined the corpus (`1` when the list has no
  /// such column).
  public var round: String

  /// The name the fetched copy is stored under: `owner+name__path`, with the path's `/` as `_`
  /// and spaces as `-`, so documents of every repository can share one directory.
  public var fileName: String {
    repository.replacingOccurrences(of: "/", with: "+") + "__"
      + path.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: " ", with: "-")
  }

  /// The columns a list must have, in any order; `round` is optional.
  static let requiredColumns = ["set", "repository", "commit", "licence", "path", "platform", "toolsVersion"]

  /// Reads a tab-separated list whose first line names the columns. Blank lines and lines
  /// starting with `#` are skipped.
  ///
  /// - Throws: ``BenchError/malformedCorpus(path:line:reason:)`` naming the line of a missing
  ///   column or a row with too few fields.
  public static func readList(_ text: String, path: String) throws(BenchError) -> [CorpusEntry] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    guard let headerIndex = lines.firstIndex(where: { !$0.isEmpty && !$0.hasPrefix("#") }) else {
      throw .malformedCorpus(path: path, line: 1, reason: "no header line naming the columns")
    }
    let header = lines[headerIndex].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    var column: [String: Int] = [:]
    for (index, name) in header.enumerated() where column[name] == nil { column[name] = index }
    if let absent = requiredColumns.first(where: { column[$0] == nil }) {
      throw .malformedCorpus(path: path, line: headerIndex + 1, reason: "no column '\(absent)' in the header")
    }
    let needed = requiredColumns.compactMap { column[$0] }.max() ?? 0
    var entries: [CorpusEntry] = []
    for (index, line) in lines.enumerated().dropFirst(headerIndex + 1) where !line.isEmpty && !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count > needed else {
        throw .malformedCorpus(
          path: path, line: index + 1, reason: "\(fields.count) tab-separated fields where the header has \(header.count)")
      }
      func field(_ name: String) -> String { column[name].map { $0 < fields.count ? fields[$0] : "" } ?? "" }
      let entry = CorpusEntry(
        set: field("set"), repository: field("repository"), commit: field("commit"), licence: field("licence"),
        path: field("path"), platform: field("platform"), toolsVersion: field("toolsVersion"),
        round: field("round").isEmpty ? "1" : field("round"))
      if entry.set.isEmpty || entry.repository.isEmpty || entry.path.isEmpty {
        throw .malformedCorpus(path: path, line: index + 1, reason: "an empty set, repository or path")
      }
      entries.append(entry)
    }
    return entries
  }

  /// The entry's copy in `directory` or in one of its immediate subdirectories (the fetched
  /// documents are kept as `training/` and `heldout/`), or `nil`.
  public func locate(in directory: String) -> String? {
    let manager = FileManager.default
    let direct = (directory as NSString).appendingPathComponent(fileName)
    if manager.fileExists(atPath: direct) { return direct }
    let children = (try? manager.contentsOfDirectory(atPath: directory))?.sorted() ?? []
    for child in children {
      let candidate = ((directory as NSString).appendingPathComponent(child) as NSString).appendingPathComponent(fileName)
      if manager.fileExists(atPath: candidate) { return candidate }
    }
    return nil
  }
}
