import Foundation
import LayoutFuzz
import LayoutModel

/// One case's outcome as the run command records it: a JSON line from a worker.
struct CaseRecord: Codable {
  var seed: UInt64
  var family: String
  var views: Int
  var constraints: Int
  /// `ok`, `declined`, a ``FailureKind`` raw value, or `crash`.
  var kind: String
  var step: Int?
  var what: String?
  var detail: String?
  var borderline: Int
  var rightRefusals: Int
  var checks: Int
  var engineSeconds: Double
  var checkSeconds: Double
  /// The longest single engine call, in seconds.
  var slowestCall: Double?
  var files: [String]?
}

enum Report {
  /// `label: kind at step 3 (what): detail`, or `label: ok (n checks)`.
  static func line(for result: FuzzResult, layout: Layout, label: String) -> String {
    let size = "\(layout.viewCount) views, \(layout.constraints.count) constraints"
    if let failure = result.failure {
      let place = failure.step.map { "step \($0)" } ?? "build"
      return "\(label) (\(size)): \(failure.verdict.failure?.rawValue ?? "?") at \(place) (\(failure.what)): \(failure.verdict.detail)"
    }
    if let declined = result.declined { return "\(label) (\(size)): declined: \(declined)" }
    let refusals = result.rightRefusals > 0 ? ", \(result.rightRefusals) right refusals" : ""
    let borderline = result.borderline.isEmpty ? "" : ", \(result.borderline.count) borderline"
    return "\(label) (\(size)): ok (\(result.checks) checks\(refusals)\(borderline))"
  }

  /// The table of outcomes by family, and the totals.
  static func summary(_ records: [CaseRecord], engine: String) -> String {
    let kinds = ["ok", "declined"] + FailureKind.allCases.map(\.rawValue) + ["crash"]
    let families = FuzzFamily.allCases.map(\.rawValue).filter { f in records.contains { $0.family == f } }
    var rows: [[String]] = [["family", "layouts"] + kinds + ["borderline", "right refusals", "checks", "calls > 50 ms", "engine s", "check s"]]
    func row(_ name: String, _ subset: [CaseRecord]) -> [String] {
      [name, "\(subset.count)"] + kinds.map { kind in "\(subset.filter { $0.kind == kind }.count)" }
        + ["\(subset.reduce(0) { $0 + $1.borderline })", "\(subset.reduce(0) { $0 + $1.rightRefusals })",
           "\(subset.reduce(0) { $0 + $1.checks })",
           "\(subset.filter { ($0.slowestCall ?? 0) > 0.05 }.count)",
           String(format: "%.1f", subset.reduce(0) { $0 + $1.engineSeconds }),
           String(format: "%.1f", subset.reduce(0) { $0 + $1.checkSeconds })]
    }
    for family in families { rows.append(row(family, records.filter { $0.family == family })) }
    rows.append(row("all", records))
    // Drop columns that are zero everywhere (except the first two and the timings).
    let keep = rows[0].indices.filter { column in
      column < 2 || column >= 2 + kinds.count || rows.dropFirst().contains { $0[column] != "0" }
    }
    let table = rows.map { row in keep.map { row[$0] } }
    let widths = keep.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    let text = table.map { row in
      row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
        .joined(separator: "  ")
    }
    return "engine \(engine)\n" + text.joined(separator: "\n")
  }
}
