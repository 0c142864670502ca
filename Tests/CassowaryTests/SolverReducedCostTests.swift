import Testing

@testable import Cassowary

/// Reduced costs (`Solver+ReducedCost.swift`) are summed level by level as a column is read,
/// and past ``Solver/reducedCostDirectLevels`` distinct levels the rest are sorted instead:
/// both ways must give what a plain sum per priority over the rows gives.
@Suite struct SolverReducedCostTests {
  /// Sixty conflicting soft constraints over five variables, each at its own priority: the
  /// few that hold leave their errors parametric, in the rows of most of the others' errors,
  /// so those columns span dozens of levels.
  static func conflictingLevels(_ count: Int) throws -> Solver {
    var solver = Solver()
    for k in 0..<count {
      let terms = [Term(k % 5), Term((k + 1) % 5, Double(1 + k % 3))]
      try solver.addConstraint(k, terms, constant: -Double(7 * k % 23), relation: .equal, priority: Double(k + 1))
    }
    return solver
  }

  /// Every level of `symbol`'s reduced cost, summed row by row (not through its column) and
  /// kept where it is more than rounding, highest priority first.
  static func reference(of symbol: Int32, in solver: borrowing Solver) -> [(priority: Double, value: Double)] {
    var sums: [Double: (value: Double, magnitude: Double)] = [:]
    if solver.symbolKind[Int(symbol)].isWeighed { sums[solver.weightOfSymbol[Int(symbol)]] = (1, 1) }
    for (r, row) in solver.rows.enumerated() where row.basic >= 0 && solver.rowOfSymbol[Int(row.basic)] == Int32(r) {
      guard solver.symbolKind[Int(row.basic)].isWeighed else { continue }
      let priority = solver.weightOfSymbol[Int(row.basic)]
      for cell in row.cells where cell.symbol == symbol {
        let sum = sums[priority, default: (0, 0)]
        sums[priority] = (sum.value + cell.coefficient, sum.magnitude + abs(cell.coefficient))
      }
    }
    return sums.filter { abs($0.value.value) > Tolerance.reducedCost * max($0.value.magnitude, 1) }
      .map { ($0.key, $0.value.value) }
      .sorted { $0.priority > $1.priority }
  }

  @Test func everyParametricSymbolsCostIsThePlainSumOfItsLevels() throws {
    let solver = try Self.conflictingLevels(60)
    var buffer: [CostTerm] = []
    var widest = 0
    var checked = 0
    for s in solver.symbolKind.indices where solver.rowOfSymbol[s] < 0 && solver.symbolKind[s] != .dummy {
      _ = solver.reducedCost(of: Int32(s), into: &buffer)
      let expected = Self.reference(of: Int32(s), in: solver)
      widest = max(widest, expected.count)
      checked += 1
      #expect(buffer.map(\.priority) == expected.map(\.priority), "symbol \(s)")
      for (term, want) in zip(buffer, expected) {
        #expect(abs(term.value - want.value) <= 1e-9 * max(1, abs(want.value)), "symbol \(s) at \(want.priority)")
      }
    }
    #expect(checked > 0)
    // The layout must reach the sorted path, or this test checks only the direct one.
    #expect(widest > Solver.reducedCostDirectLevels, "widest reduced cost: \(widest) levels")
  }

  @Test func aRowsWeightFollowsItsBasicSymbol() throws {
    let solver = try Self.conflictingLevels(60)
    var weighedRows = 0
    for (r, row) in solver.rows.enumerated() where row.basic >= 0 && solver.rowOfSymbol[Int(row.basic)] == Int32(r) {
      let basic = Int(row.basic)
      let expected = solver.symbolKind[basic].isWeighed ? solver.weightOfSymbol[basic] : -1
      let weight = solver.rowWeight[r]
      #expect(weight == expected, "row \(r)")
      if expected >= 0 { weighedRows += 1 }
    }
    #expect(weighedRows > 0)
  }
}
