// Consistency checks of the tableau, for tests and debugging; never run on a hot path.

extension Solver {
  /// Describes the first broken invariant, or returns nil: every row's cells match the column
  /// index, basic symbols are not mentioned elsewhere, restricted basics are feasible, and
  /// each objective level equals the sum of its errors written over parametric symbols.
  /// - Complexity: O(rows × cells + levels × symbols).
  public func invariantViolation() -> String? {
    for (r, row) in rows.enumerated() where row.basic >= 0 && rowOfSymbol[Int(row.basic)] == Int32(r) {
      for (i, cell) in row.cells.enumerated() {
        let column = columns[Int(cell.symbol)]
        guard Int(cell.slot) < column.count, column[Int(cell.slot)].row == Int32(r), column[Int(cell.slot)].cell == Int32(i) else {
          return "row \(r) cell \(i) (symbol \(cell.symbol)) is not where its column says"
        }
        if rowOfSymbol[Int(cell.symbol)] >= 0 { return "row \(r) mentions basic symbol \(cell.symbol)" }
      }
      if symbolKind[Int(row.basic)].isRestricted, row.constant < -1e-6 {
        return "row \(r) with restricted basic \(row.basic) is infeasible (\(row.constant))"
      }
    }
    var expected = [[Double]](repeating: [Double](repeating: 0, count: objective.symbolCapacity), count: objective.levelCount)
    for (index, record) in records.enumerated() where !freeRecords.contains(Int32(index)) && !record.isDormant {
      guard let level = objective.existingLevel(for: record.priority) else { continue }
      for symbol in [record.marker, record.other] where symbol >= 0 && symbolKind[Int(symbol)] == .error {
        let row = rowOfSymbol[Int(symbol)]
        if row >= 0 {
          for cell in rows[Int(row)].cells { expected[level][Int(cell.symbol)] += cell.coefficient }
        } else {
          expected[level][Int(symbol)] += 1
        }
      }
    }
    for level in 0..<objective.levelCount {
      for symbol in 0..<objective.symbolCapacity
      where abs(expected[level][symbol] - objective.coefficients[level][symbol]) > 1e-6 {
        return "objective level \(level) (priority \(objective.priorities[level])) has \(objective.coefficients[level][symbol]) for symbol \(symbol) (kind \(symbolKind[symbol])), expected \(expected[level][symbol])"
      }
    }
    return nil
  }
}
