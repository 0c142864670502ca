import Foundation
import LayoutModel
import Measurement

extension ResultComparison {
  /// The comparison as `bench compare` prints it: where each file comes from, one line per row,
  /// the geometric mean, then what regressed.
  public func rendered(basePath: String, headPath: String) -> String {
    var lines: [String] = []
    for (label, path, meta) in [("base", basePath, base), ("head", headPath, head)] {
      lines.append("\(label)  \(DisplayText.escaped(path)): git \(meta.gitRevision), \(meta.date), \(meta.buildConfiguration), "
        + "\(meta.cpu), \(meta.cores) cores" + (meta.host.map { ", host \($0)" } ?? "") + ", seed \(meta.seed)")
    }
    lines.append("")
    var table: [[String]] = [[
      "input", "engine", "views", "workload", "base median", "head median", "change",
      "\(Int(Self.confidence * 100))% interval", "p", "runs", "",
    ]]
    for row in rows {
      let interval = row.interval.map { "[\(Self.percent($0.lowerBound)), \(Self.percent($0.upperBound))]" } ?? "-"
      table.append([
        DisplayText.escaped(row.input), row.engine, String(row.views), row.workload.rawValue,
        ReportText.duration(row.baseMedian), row.headMedian.map(ReportText.duration) ?? row.headStatus ?? "-",
        row.change.map(Self.percent) ?? "-", interval, row.p.map { String(format: "%.3f", $0) } ?? "-",
        "\(row.baseRuns)+\(row.headRuns)", row.verdict.rawValue,
      ])
    }
    lines += ReportText.aligned(table)
    if let mean = geometricMeanChange {
      lines.append("")
      lines.append("geometric mean of the changes: \(Self.percent(mean)) over \(rows.filter { $0.change != nil }.count) rows")
    }
    lines.append("")
    lines.append(
      "change: the head's median over the base's; interval: Hodges-Lehmann, of the ratio of times; "
        + "p: Mann-Whitney U over the raw runs; faster or slower when p < \(compactNumber(options.alpha)), ~ otherwise")
    for (label, keys) in [("only in base", onlyInBase), ("only in head", onlyInHead)] where !keys.isEmpty {
      let shown = keys.prefix(5).map { DisplayText.escaped($0) }.joined(separator: ", ")
      lines.append("\(label) (\(keys.count)): \(shown)" + (keys.count > 5 ? ", ..." : ""))
    }
    let slower = regressions
    lines.append("")
    if slower.isEmpty {
      lines.append("bench compare: no row slower by more than \(Self.percent(options.threshold, sign: false)) (threshold)")
    } else {
      lines.append("bench compare: \(slower.count) row\(slower.count == 1 ? "" : "s") slower by more than "
        + "\(Self.percent(options.threshold, sign: false)) (threshold) or without a timing:")
      for row in slower {
        let what = row.change.map { "\(Self.percent($0)) (p \(String(format: "%.3f", row.p ?? 1)))" } ?? (row.headStatus ?? "no timing")
        lines.append("  \(DisplayText.escaped(row.input)) \(row.engine) \(row.views) \(row.workload.rawValue): \(what)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func percent(_ fraction: Double) -> String { percent(fraction, sign: true) }

  static func percent(_ fraction: Double, sign: Bool) -> String {
    let value = fraction * 100
    let digits = abs(value) >= 100 ? 0 : 1
    return String(format: sign ? "%+.\(digits)f%%" : "%.\(digits)f%%", value)
  }
}
