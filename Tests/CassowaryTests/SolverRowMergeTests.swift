import SeededRandom
import Testing

@testable import Cassowary

/// Merging rows (`Solver+RowMerge.swift`): a pivot row scattered once for all its merges gives
/// what scattering each target gives, to the bit, and the cells a merge leaves at zero leave the
/// row in the order a scan from the front takes them.
@Suite struct SolverRowMergeTests {
  /// `variables` positions, each required inside 0...1,000, and random pairs of them held
  /// random distances apart at random soft priorities: the distances conflict, and the optimal
  /// tableau's rows grow to tens of cells, as on the fuzzer's soft family.
  static func conflictingDistances(
    variables: Int, pairs: Int, seed: UInt64, scattersPivotRows: Bool
  ) throws -> Solver {
    var rng = SeededGenerator(seed: seed)
    var solver = Solver()
    solver.scattersPivotRows = scattersPivotRows
    var id = 0
    for variable in 0..<variables {
      try solver.addConstraint(id, [Term(variable)], constant: 0, relation: .greaterThanOrEqual)
      try solver.addConstraint(id + 1, [Term(variable)], constant: -1_000, relation: .lessThanOrEqual)
      id += 2
    }
    for _ in 0..<pairs {
      let a = Int.random(in: 0..<variables, using: &rng)
      var b = Int.random(in: 0..<(variables - 1), using: &rng)
      if b >= a { b += 1 }
      let distance = Double(Int.random(in: -300...300, using: &rng)) + 0.25
      let priority = Double(Int.random(in: 1...999, using: &rng))
      try solver.addConstraint(id, [Term(a), Term(b, -1)], constant: -distance, relation: .equal, priority: priority)
      id += 1
    }
    return solver
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func aScatteredPivotRowChangesNoValueAndNoCount(seed: UInt64) throws {
    var scattered = try Self.conflictingDistances(variables: 40, pairs: 160, seed: seed, scattersPivotRows: true)
    var plain = try Self.conflictingDistances(variables: 40, pairs: 160, seed: seed, scattersPivotRows: false)
    for variable in 0..<40 {
      #expect(scattered.value(of: variable) == plain.value(of: variable), "variable \(variable)")
    }
    #expect(scattered.statistics == plain.statistics)
    // Long rows, so that the scattered merge ran.
    let longest = scattered.rows.indices.map { Int(scattered.rows[$0].cells.count) }.max() ?? 0
    #expect(longest > Solver.shortMergeCells)
    // And the changes after the build: distances removed and put back at other priorities.
    var rng = SeededGenerator(seed: seed &+ 50)
    for step in 0..<20 {
      let id = 80 + Int.random(in: 0..<160, using: &rng)
      let a = Int.random(in: 0..<20, using: &rng), b = 20 + Int.random(in: 0..<20, using: &rng)
      let priority = Double(Int.random(in: 1...999, using: &rng))
      try scattered.removeConstraint(id)
      try plain.removeConstraint(id)
      try scattered.addConstraint(id, [Term(a), Term(b, -1)], constant: -40, relation: .equal, priority: priority)
      try plain.addConstraint(id, [Term(a), Term(b, -1)], constant: -40, relation: .equal, priority: priority)
      for variable in 0..<40 {
        #expect(scattered.value(of: variable) == plain.value(of: variable), "variable \(variable) at step \(step)")
      }
      #expect(scattered.statistics == plain.statistics, "at step \(step)")
    }
    #expect(scattered.invariantViolation() == nil)
    #expect(plain.invariantViolation() == nil)
  }

  /// The reference: a scan from the front, each zero cell replaced by the row's last cell, which
  /// is looked at again.
  static func scanned(_ symbols: [Int32], zero: Set<Int32>) -> [Int32] {
    var row = symbols
    var index = 0
    while index < row.count {
      if zero.contains(row[index]) {
        row[index] = row[row.count - 1]
        row.removeLast()
      } else {
        index += 1
      }
    }
    return row
  }

  @Test(arguments: 0..<200)
  func zeroCellsLeaveInTheOrderOfAScan(seed: Int) throws {
    var rng = SeededGenerator(seed: UInt64(seed))
    var solver = Solver()
    let count = Int.random(in: 1...24, using: &rng)
    let symbols = (0..<count).map { _ in solver.makeSymbol(.slack) }
    let row = solver.makeRow(constant: 0)
    for symbol in symbols { solver.appendCell(row: row, symbol: symbol, coefficient: 1) }
    // Some cells at zero, in any order, as a merge finds them.
    var zero: Set<Int32> = []
    var positions: [Int32] = []
    for (index, symbol) in symbols.enumerated() where Int.random(in: 0..<3, using: &rng) == 0 {
      zero.insert(symbol)
      positions.append(Int32(index))
    }
    positions.shuffle(using: &rng)
    for position in positions { solver.cellPool[solver.rows[Int(row)].cells, Int(position)].coefficient = 0 }
    solver.zeroScratch.extend(to: max(positions.count, 1), with: -1)
    for (slot, position) in positions.enumerated() { solver.zeroScratch[slot] = position }
    if !positions.isEmpty { solver.takeZeroCells(positions.count, ofRow: row, weighed: false) }
    let left = solver.cells(of: row).map(\.symbol)
    #expect(left == Self.scanned(symbols, zero: zero))
    // Every cell left is where its column entry says.
    for (index, cell) in solver.cells(of: row).enumerated() {
      #expect(solver.cellIndex(of: cell.symbol, in: row) == index)
      #expect(solver.column(of: cell.symbol).count == 1)
    }
    for symbol in zero { #expect(solver.column(of: symbol).isEmpty) }
  }
}
