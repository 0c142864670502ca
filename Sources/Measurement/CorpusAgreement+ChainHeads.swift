extension CorpusAgreement {
  /// The views that do not match, each counted under the cause of the head of its chain (a
  /// view that is not a cascade is its own head), one pair of columns per set: all views, and
  /// the cascades among them. Cascades whose chain closes on itself are counted apart, under
  /// the cause of the view picked as the cycle's head.
  ///
  /// Why a second table: ``causeTable()`` counts a view placed after a neighbour that is itself
  /// off as a cascade even where the neighbour's own cause is a metric, so its largest row said
  /// nothing of what to fix; this one says which causes start the chains. The first table is
  /// kept as it was, since other tooling reads its columns.
  public func headCauseTable() -> String {
    let sets = sets
    var counts: [String: [Int]] = [:]
    var order: [String: Int] = [:]
    func count(_ row: String, rank: Int, column: Int, cascade: Bool, _ n: Int = 1) {
      var cells = counts[row] ?? Array(repeating: 0, count: 2 * sets.count)
      cells[2 * column] += n
      if cascade { cells[2 * column + 1] += n }
      counts[row] = cells
      order[row] = rank
    }
    let kinds = DocumentAgreement.CauseKind.allCases
    for result in results {
      guard let column = sets.firstIndex(of: result.entry.set) else { continue }
      for m in result.agreement.mismatches {
        let rank = kinds.firstIndex(of: m.headKind) ?? kinds.count
        let row = m.headInCycle ? "a chain closing on itself; head by rule: \(m.headKind.rawValue)" : m.headKind.rawValue
        count(row, rank: rank + (m.headInCycle ? kinds.count : 0), column: column, cascade: m.kind == .cascade)
      }
      if result.agreement.unlaidOutViews > 0 {
        let rank = kinds.firstIndex(of: .notLaidOut) ?? kinds.count
        count(DocumentAgreement.CauseKind.notLaidOut.rawValue, rank: rank, column: column, cascade: false, result.agreement.unlaidOutViews)
      }
    }
    let header = sets.map { "\($0) | \($0), cascades" }.joined(separator: " | ")
    var lines = [
      "| cause of the view, or of the head of its chain | " + header + " |",
      "|" + String(repeating: " --- |", count: 2 * sets.count + 1),
    ]
    // Chains with a head of their own first, then cycles; largest first within each.
    let inCycle = { (row: String) in (order[row] ?? 0) >= kinds.count }
    let total = { (row: String) in counts[row].map { $0.enumerated().filter { $0.offset % 2 == 0 }.reduce(0) { $0 + $1.element } } ?? 0 }
    let rows = counts.keys.sorted {
      inCycle($0) != inCycle($1) ? !inCycle($0) : total($0) != total($1) ? total($0) > total($1) : (order[$0] ?? 0) < (order[$1] ?? 0)
    }
    for row in rows {
      lines.append("| \(row) | " + (counts[row] ?? []).map(String.init).joined(separator: " | ") + " |")
    }
    let totals = (0..<(2 * sets.count)).map { column in counts.values.reduce(0) { $0 + $1[column] } }
    lines.append("| **total** | " + totals.map(String.init).joined(separator: " | ") + " |")
    return lines.joined(separator: "\n") + "\n"
  }
}
