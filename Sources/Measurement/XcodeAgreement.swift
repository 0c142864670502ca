import LayoutEngines
import LayoutModel
import ScenarioFiles

/// How closely each engine's frames match the frames a layout's reference saved with it (for an
/// imported Interface Builder document, the frames Xcode's own engine computed).
///
/// Each engine builds the layout once, untimed, and its frames are checked against the layout's
/// ``BenchInput/expectedFrames`` within their tolerance (0.5 pt). Views the reference marks
/// misplaced or ambiguous are skipped and counted as such.
public struct XcodeAgreement: Sendable {
  /// One engine on one input.
  public struct Row: Sendable {
    public var input: String
    public var engine: EngineKind
    /// The check, or `nil` when the engine could not build the layout.
    public var check: ExpectedFrameCheck?
    /// Why the engine produced no frames (declined, failed).
    public var failure: String?
    /// The names of the mismatched views, with expected and solved frames.
    public var mismatches: [String]
  }

  public var rows: [Row]

  /// Checks every input that carries expected frames with every engine in `engines` for which
  /// `include` holds (the run command leaves out engines whose timed build went over the limit,
  /// rather than build them once more untimed).
  public static func measure(
    _ inputs: [BenchInput], engines: [EngineKind], include: (String, EngineKind) -> Bool = { _, _ in true }
  ) -> XcodeAgreement {
    var rows: [Row] = []
    let table = EngineRegistry.available
    for input in inputs {
      guard let expectedFrames = input.expectedFrames else { continue }
      for kind in engines where include(input.name, kind) {
        guard let type = table[kind] else { continue }
        var row = Row(input: input.name, engine: kind, check: nil, failure: nil, mismatches: [])
        do throws(EngineError) {
          let engine = try type.init(layout: input.layout)
          let check = expectedFrames.check(engine.frames)
          row.check = check
          row.mismatches = check.mismatched.map { mismatch in
            "\(input.layout.name(of: mismatch.view)): expected \(mismatch.expected), got \(mismatch.actual)"
          }
        } catch {
          row.failure = error.description
        }
        rows.append(row)
      }
    }
    return XcodeAgreement(rows: rows)
  }

  /// The totals of one engine over every input: matched, checked, skipped as misplaced, skipped
  /// as ambiguous.
  public func totals(for engine: EngineKind) -> (matched: Int, checked: Int, misplaced: Int, ambiguous: Int) {
    var totals = (matched: 0, checked: 0, misplaced: 0, ambiguous: 0)
    for row in rows where row.engine == engine {
      guard let check = row.check else { continue }
      totals.matched += check.matched.count
      totals.checked += check.checkedCount
      totals.misplaced += check.skipped.filter { $0.status == .misplaced }.count
      totals.ambiguous += check.skipped.filter { $0.status == .ambiguous }.count
    }
    return totals
  }

  /// The report as text: a table per input and engine, the mismatches of the reference engine
  /// (and of any engine whose mismatches differ), the skipped views, and the totals.
  public func rendered(layouts: [String: Layout] = [:]) -> String {
    guard !rows.isEmpty else { return "" }
    var lines = ["Agreement with the saved frames (within 0.5 pt; views marked misplaced or ambiguous are skipped):"]
    var table = [["input", "engine", "views checked", "match", "skipped", ""]]
    for row in rows {
      guard let check = row.check else {
        table.append([row.input, row.engine.rawValue, "-", "-", "-", row.failure ?? ""])
        continue
      }
      let percent = String(format: "%.1f%%", 100 * check.matchRatio)
      table.append([
        row.input, row.engine.rawValue, String(check.checkedCount), "\(check.matched.count) (\(percent))",
        String(check.skipped.count), skippedSummary(check),
      ])
    }
    lines += ReportText.aligned(table)
    let reference = EngineRegistry.referenceKind
    var referenceMismatches: [String: [String]] = [:]
    for row in rows where row.engine == reference { referenceMismatches[row.input] = row.mismatches }
    for row in rows where !row.mismatches.isEmpty {
      if row.engine != reference, referenceMismatches[row.input] == row.mismatches { continue }
      lines.append("\(row.engine.rawValue) on \(row.input): \(row.mismatches.count) view(s) off by more than 0.5 pt:")
      lines += row.mismatches.map { "  \($0)" }
    }
    for row in rows where row.engine == reference {
      guard let check = row.check, !check.skipped.isEmpty, let layout = layouts[row.input] else { continue }
      let names = check.skipped.map { "\(layout.name(of: $0.view)) (\($0.status.rawValue))" }
      lines.append("skipped in \(row.input): " + names.joined(separator: ", "))
    }
    for engine in EngineKind.allCases where rows.contains(where: { $0.engine == engine && $0.check != nil }) {
      let t = totals(for: engine)
      let percent = t.checked == 0 ? "-" : String(format: "%.1f%%", 100 * Double(t.matched) / Double(t.checked))
      lines.append(
        "total \(engine.rawValue): \(t.matched) of \(t.checked) checked views match (\(percent)); skipped \(t.misplaced) misplaced, \(t.ambiguous) ambiguous")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func skippedSummary(_ check: ExpectedFrameCheck) -> String {
    let misplaced = check.skipped.filter { $0.status == .misplaced }.count
    let ambiguous = check.skipped.filter { $0.status == .ambiguous }.count
    var parts: [String] = []
    if misplaced > 0 { parts.append("\(misplaced) misplaced") }
    if ambiguous > 0 { parts.append("\(ambiguous) ambiguous") }
    return parts.joined(separator: ", ")
  }
}
