import Foundation
import LayoutEngines
import LayoutModel
import Measurement

/// How results are printed and written.
public enum OutputFormat: String, CaseIterable, Sendable, Codable {
  /// Aligned columns for reading, with notes and exponents below.
  case table
  /// The result file: metadata, records with every raw sample, exponents (`ResultFormat.md`).
  case json
  /// One row per measurement with a single header row, for spreadsheets and data frames.
  case csv

  /// The format a result file's extension asks for (`.json`, `.csv`), if any.
  public static func inferred(fromPath path: String) -> OutputFormat? {
    let lowered = path.lowercased()
    if lowered.hasSuffix(".json") { return .json }
    if lowered.hasSuffix(".csv") { return .csv }
    if lowered.hasSuffix(".txt") || lowered.hasSuffix(".table") { return .table }
    return nil
  }
}

/// Turns a ``BenchReport`` into text in one of the ``OutputFormat``s.
public enum ResultTable {
  /// The report in `format`.
  public static func render(_ report: BenchReport, as format: OutputFormat) -> String {
    switch format {
    case .table: table(report)
    case .json: String(decoding: ResultFile.data(for: report), as: UTF8.self)
    case .csv: csv(report)
    }
  }

  /// A byte count in binary units: `512 B`, `3.2 MiB`.
  public static func bytes(_ count: Int?) -> String {
    guard let count else { return "-" }
    let value = Double(count)
    if value >= Double(1 << 30) { return String(format: "%.1f GiB", value / Double(1 << 30)) }
    if value >= Double(1 << 20) { return String(format: "%.1f MiB", value / Double(1 << 20)) }
    if value >= Double(1 << 10) { return String(format: "%.1f KiB", value / Double(1 << 10)) }
    return "\(count) B"
  }

  /// One table cell for an outcome: `1.23 ms (p90 1.40 ms)`, `over limit`, `not supported`,
  /// `n/a` (the reason is noted below the table). An external peer's failure reads `peer failed`:
  /// a finding about that solver, listed after the table, not a failure of the run.
  public static func cell(_ outcome: MeasurementOutcome?, peer: Bool = false) -> String {
    if peer, case .failed? = outcome { return "peer failed" }
    return cell(outcome)
  }

  private static func cell(_ outcome: MeasurementOutcome?) -> String {
    switch outcome {
    case nil: "-"
    case .notApplicable?: "n/a"
    case .measured(let summary, let truncated)?:
      "\(ReportText.duration(summary.median)) (p90 \(ReportText.duration(summary.p90)))" + (truncated ? "*" : "")
    case .overLimit(let estimated, _)?: estimated ? "over limit (est.)" : "over limit"
    case .notSupported?: "not supported"
    case .unavailable?: "not available"
    case .failed?: "FAILED"
    }
  }

  static func table(_ report: BenchReport) -> String {
    var lines: [String] = []
    let meta = report.metadata
    lines.append("bench \(meta.date)  git \(meta.gitRevision)  \(meta.buildConfiguration) build  Swift \(meta.swiftVersion)  seed \(meta.seed)")
    lines.append("\(meta.cpu), \(meta.cores) cores, \(meta.operatingSystem)")
    lines.append("")
    let showsHistory = report.workloads.contains(.history)
    var header = ["input", "engine", "views", "constraints", "ambiguous"] + report.workloads.map(\.rawValue)
    header += ["retained", "per view"] + (showsHistory ? ["after history"] : []) + ["agreement"]
    var rows: [[String]] = [header]
    for record in report.records {
      var row = [DisplayText.escaped(record.input), record.engine, String(record.views), String(record.constraints)]
      row.append(record.ambiguousViews.map(String.init) ?? "?")
      row += report.workloads.map { cell(record.outcomes[$0], peer: record.isExternalPeer) }
      row += [bytes(record.retainedBytes), record.retainedBytesPerView.map { bytes(Int($0.rounded())) } ?? "-"]
      if showsHistory { row.append(bytes(record.retainedBytesAfterHistory)) }
      row.append(record.agreement.summary)
      rows.append(row)
    }
    lines += ReportText.aligned(rows)
    var notes: [String] = []
    if report.workloads.contains(where: \.picksPositions) {
      notes.append(
        "Times are medians (p90) per change; constant, churn, intrinsic, move, remove and history take each timed run at another place, spread across the tree.")
    }
    if report.records.contains(where: { $0.retainedBytes != nil }) {
      notes.append("retained: bytes the engine holds once built, as the heap allocator counts them (median of the builds).")
    }
    for input in report.inputs where (input.ambiguousViews ?? 0) > 0 {
      let names = input.ambiguousViewNames.prefix(5).map { DisplayText.escaped($0) }.joined(separator: ", ")
      let more = (input.ambiguousViews ?? 0) > 5 ? " +\((input.ambiguousViews ?? 0) - 5) more" : ""
      notes.append(DisplayText.oneLine(
        "\(DisplayText.escaped(input.input)) (\(input.views) views): \(input.ambiguousViews ?? 0) ambiguous views, "
          + "not determined by the constraints, where engines may differ and all be right: \(names)\(more)"))
    }
    var notApplicable: [String] = []
    for record in report.records {
      for workload in report.workloads {
        guard case .notApplicable(let reason)? = record.outcomes[workload] else { continue }
        // A reason of the engine's own holds on every input: one line for all of them.
        let place = reason == EngineRunner.statelessHistoryReason
          ? record.engine : "\(DisplayText.escaped(record.input)) (\(record.views) views)"
        let line = DisplayText.oneLine("\(place), \(workload.rawValue): not applicable: \(reason)")
        if !notApplicable.contains(line) { notApplicable.append(line) }
      }
    }
    notes += notApplicable
    if report.records.contains(where: { $0.outcomes.values.contains { if case .measured(_, true) = $0 { true } else { false } } }) {
      notes.append("* fewer timed runs than requested: the time limit stopped the repetitions")
    }
    for record in report.records {
      // One note per engine run and reason, listing the workloads it concerns.
      let reasons = groupedReasons(record, report.workloads) { outcome in
        switch outcome {
        case .notSupported(let text): "not supported: \(text)"
        // A peer's failure is listed with the findings after the table.
        case .failed where record.isExternalPeer: nil
        case .failed(let text): "FAILED: \(text)"
        case .unavailable(let text): "not available: \(text)"
        default: nil
        }
      }
      for (reason, workloads) in reasons {
        notes.append(DisplayText.oneLine(
          "\(record.engine) on \(DisplayText.escaped(record.input)) (\(record.views) views), \(workloads.joined(separator: ", ")): \(reason)"))
      }
    }
    for record in report.records where record.agreement.kind == .semanticDifference {
      notes.append("\(record.engine) on \(record.input) (\(record.views) views): \(record.agreement.summary)"
        + (record.agreement.detail.map { "; \($0)" } ?? ""))
    }
    if !notes.isEmpty { lines += [""] + notes }
    if !report.exponents.isEmpty {
      lines += ["", "Scaling exponents (least-squares slope of log time against log views):"]
      var exponentRows = [["input", "engine", "workload", "exponent", "sizes"]]
      for fit in report.exponents {
        exponentRows.append([DisplayText.escaped(fit.input), fit.engine, fit.workload.rawValue, String(format: "%.2f", fit.exponent), String(fit.points)])
      }
      lines += ReportText.aligned(exponentRows)
    }
    lines += peerFindings(report)
    let disagreements = report.records.filter { !$0.isExternalPeer && $0.disagrees }
    if !disagreements.isEmpty {
      lines += ["", "!!! FRAME DISAGREEMENT (tolerance \(compactNumber(FrameAgreement.tolerance)) pt) !!!"]
      for record in disagreements {
        lines.append(DisplayText.oneLine(
          "!!! \(record.engine) on \(DisplayText.escaped(record.input)) (\(record.views) views): \(record.agreement.summary)"
            + (record.agreement.detail.map { "; \($0)" } ?? "")))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The reasons `reason` gives for a record's outcomes, each with the workloads it concerns, in
  /// the order the workloads come.
  static func groupedReasons(
    _ record: BenchRecord, _ workloads: [Workload], _ reason: (MeasurementOutcome) -> String?
  ) -> [(reason: String, workloads: [String])] {
    var grouped: [(reason: String, workloads: [String])] = []
    for workload in workloads {
      guard let outcome = record.outcomes[workload], let text = reason(outcome) else { continue }
      if let index = grouped.firstIndex(where: { $0.reason == text }) {
        grouped[index].workloads.append(workload.rawValue)
      } else {
        grouped.append((text, [workload.rawValue]))
      }
    }
    return grouped
  }

  /// The closing summary of what external peers got wrong: which rows and why, and that the exit
  /// status leaves it out unless the run is strict about peers.
  static func peerFindings(_ report: BenchReport) -> [String] {
    let findings = report.peerFindings
    guard !findings.isEmpty else { return [] }
    var lines = [
      "",
      "Findings about external peers (\(findings.count) row\(findings.count == 1 ? "" : "s")): another project's solver "
        + "failed or disagreed; the exit status counts only our engines unless --strict-peers is given.",
    ]
    for record in findings {
      let place = "\(record.engine) on \(DisplayText.escaped(record.input)) (\(record.views) views)"
      let reasons = groupedReasons(record, report.workloads) { outcome in
        if case .failed(let text) = outcome { text } else { nil }
      }
      for (text, workloads) in reasons {
        lines.append(DisplayText.oneLine("- \(place), \(workloads.joined(separator: ", ")): failed: \(text)"))
      }
      if record.disagrees {
        lines.append(DisplayText.oneLine(
          "- \(place): frames disagree with \(EngineRegistry.referenceKind.rawValue): \(record.agreement.summary)"
            + (record.agreement.detail.map { "; \($0)" } ?? "")))
      }
    }
    return lines
  }

  /// The columns of the CSV form, in order; documented in `ResultFormat.md`.
  public static let csvColumns = [
    "revision", "date", "configuration", "seed", "input", "engine", "views", "constraints", "ambiguous_views",
    "workload", "status", "reason", "runs", "median_s", "p90_s", "min_s", "max_s", "truncated", "retained_bytes",
    "retained_bytes_per_view", "retained_bytes_after_history", "agreement", "max_difference_pt",
  ]

  /// Tidy CSV: one header row, then one row per record and workload. The run's identity
  /// (revision, date, configuration, seed) is repeated in columns so rows from several files can
  /// be concatenated; the machine and the options are in the JSON form. Times are in seconds
  /// with four significant digits, which is more than a benchmark's repeatability.
  static func csv(_ report: BenchReport) -> String {
    let meta = report.metadata
    var lines = [csvColumns.joined(separator: ",")]
    for record in report.records {
      for workload in report.workloads {
        var summary: TimingSummary?
        var truncated: Bool?
        let status: MeasurementOutcome.Status
        var reason = ""
        switch record.outcomes[workload] {
        case .measured(let s, let t)?:
          summary = s
          truncated = t
          status = .measured
        case .overLimit(let estimated, _)?:
          status = .overLimit
          reason = estimated ? "predicted from smaller sizes" : "one run exceeded the time limit"
        case .notSupported(let text)?: status = .notSupported; reason = text
        case .unavailable(let text)?: status = .unavailable; reason = text
        case .failed(let text)?: status = .failed; reason = text
        case .notApplicable(let text)?: status = .notApplicable; reason = text
        case nil: status = .notApplicable
        }
        let times: [String] = [summary?.median, summary?.p90, summary?.minimum, summary?.maximum].map { $0.map(significant) ?? "" }
        var row: [String] = [meta.gitRevision, meta.date, meta.buildConfiguration, String(meta.seed)]
        row += [record.input, record.engine, String(record.views), String(record.constraints)]
        row.append(record.ambiguousViews.map(String.init) ?? "")
        row += [workload.rawValue, status.rawValue, reason, summary.map { String($0.samples) } ?? ""]
        row += times
        row.append(truncated.map { $0 ? "true" : "false" } ?? "")
        row.append(record.retainedBytes.map(String.init) ?? "")
        row.append(record.retainedBytesPerView.map(significant) ?? "")
        row.append(record.retainedBytesAfterHistory.map(String.init) ?? "")
        row += [record.agreement.kind.rawValue, record.agreement.maxDifference.map(significant) ?? ""]
        lines.append(row.map { field(DisplayText.oneLine($0)) }.joined(separator: ","))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A number with four significant digits, without a trailing exponent for ordinary values:
  /// `0.001234`, `12.35`, `1.235e-07`.
  static func significant(_ value: Double) -> String {
    guard value.isFinite else { return value > 0 ? "inf" : value < 0 ? "-inf" : "nan" }
    return String(format: "%.4g", value)
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
  static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
