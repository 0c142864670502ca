import Measurement

extension GateReport {
  /// The report as `bench gate` prints it: every check, one per line, then a verdict that repeats
  /// each regression with its numbers, so the end of a CI log says what failed and by how much.
  public func rendered(baselinePath: String, baseline: GateBaseline.Metadata) -> String {
    var lines: [String] = []
    lines.append("baseline \(baselinePath): git \(baseline.git), \(baseline.date), \(baseline.cpu), Swift \(baseline.swift)")
    let width = findings.map(\.subject.count).max() ?? 0
    for finding in findings {
      let status = finding.status.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
      let subject = finding.subject.padding(toLength: width, withPad: " ", startingAt: 0)
      lines.append("\(status)  \(subject)  \(finding.detail)")
    }
    let counts = Dictionary(grouping: findings, by: \.status).mapValues(\.count)
    let summary = [GateFinding.Status.ok, .improved, .note, .regressed].compactMap { status in
      counts[status].map { "\($0) \(status.rawValue.lowercased())" }
    }.joined(separator: ", ")
    lines.append("")
    if passed {
      lines.append("bench gate: PASSED (\(summary))")
    } else {
      lines.append("bench gate: FAILED (\(summary)):")
      for finding in regressions { lines.append("  \(finding.subject): \(finding.detail)") }
      lines.append("If the change is intended, rewrite the baseline in the same commit:")
      lines.append("  swift run -c release bench gate --update")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
