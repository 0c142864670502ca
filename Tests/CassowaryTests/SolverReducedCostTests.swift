import Testing

@testable import Cassowary

/// Reduced costs (`Solver+ReducedCost.swift`) are summed level by level as a column is read,
/// each entry into its level's term, and only the levels found are ordered (by insertion sort
/// up to ``Solver/insertionSortLevels``, by the standard sort past that); pricing asks only for
/// the leading level. Every way must give what a plain sum per priority over the rows gives.
@Suite struct SolverReducedCostTests {
  /// Sixty conflicting soft constraints over five variables, each at its own priority: the
  /// few that hold leave their errors parametric, in the rows of most of the others' errors,
  /// so those columns span dozens of levels.
  /// With `levels`, the priorities take turns among that many values instead.
  static func conflictingLevels(_ count: Int, levels: Int? = nil) throws -> Solver {
    var solver = Solver()
    for k in 0..<count {
      let terms = [Term(k % 5), Term((k + 1) % 5, Double(1 + k % 3))]
      let priority = levels.map { Double(1 + k % $0) } ?? Double(k + 1)
      try solver.addConstraint(k, terms, constant: -Double(7 * k % 23), relation: .equal, priority: priority)
    }
    return solver
  }

  /// The priority that weighs `symbol`, from its constraint (not from the solver's levels), or
  /// nil for a symbol no level weighs.
  static func priority(of symbol: Int, in solver: borrowing Solver) -> Double? {
    switch solver.symbolKind[symbol] {
    case .artificial: return .infinity
    case .error:
      let record = solver.recordOfSymbol[symbol]
      return record >= 0 ? solver.records[Int(record)].priority : 0
    default: return nil
    }
  }

  /// Every level of `symbol`'s reduced cost, summed row by row (not through its column) and
  /// kept where it is more than rounding, highest priority first.
  static func reference(of symbol: Int32, in solver: borrowing Solver) -> [(priority: Double, value: Double)] {
    var sums: [Double: (value: Double, magnitude: Double)] = [:]
    if let own = priority(of: Int(symbol), in: solver) { sums[own] = (1, 1) }
    for (r, row) in solver.rows.array.enumerated() where row.basic >= 0 && solver.rowOfSymbol[Int(row.basic)] == Int32(r) {
      guard let priority = priority(of: Int(row.basic), in: solver) else { continue }
      for cell in solver.cellPool.elements(of: row.cells) where cell.symbol == symbol {
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
    var positions = solver.freshLevelPositions()
    var widest = 0
    var checked = 0
    for s in solver.symbolKind.indices where solver.rowOfSymbol[s] < 0 && solver.symbolKind[s] != .dummy {
      _ = solver.reducedCost(of: Int32(s), into: &buffer, positions: &positions)
      let expected = Self.reference(of: Int32(s), in: solver)
      widest = max(widest, expected.count)
      checked += 1
      #expect(buffer.map(\.priority) == expected.map(\.priority), "symbol \(s)")
      for (term, want) in zip(buffer, expected) {
        #expect(abs(term.value - want.value) <= 1e-9 * max(1, abs(want.value)), "symbol \(s) at \(want.priority)")
      }
      // The scratch is handed back clean, or the next sum would merge into stale terms.
      #expect(positions.allSatisfy { $0 == -1 }, "symbol \(s) left a level position set")
    }
    #expect(checked > 0)
    // The layout must reach the standard sort, or this test checks only the insertion sort.
    #expect(widest > Solver.insertionSortLevels, "widest reduced cost: \(widest) levels")
  }

  /// Pricing's leading level is the whole vector's first term, bit for bit (the same sums in
  /// the same order), and nil exactly when the whole vector's leading level is not the
  /// highest level the column weighs (it cancelled to rounding) or there is none.
  /// A long column's weighed rows are listed the first time pricing sums its cost, and kept
  /// current through every later change (the checked build verifies the list after each call):
  /// summed from the list, every listed symbol's cost is still the plain sum over the rows.
  @Test func listedColumnsSumAsThePlainReferenceDoes() throws {
    var solver = try Self.conflictingLevels(200)
    // More changes after the lists exist: constants moved, so rows are pivoted in and out.
    for k in stride(from: 0, to: 200, by: 7) {
      try solver.changeConstant(of: k, to: -Double(11 * k % 31))
    }
    var buffer: [CostTerm] = []
    var positions = solver.freshLevelPositions()
    var listed = 0
    for s in solver.symbolKind.indices where solver.rowOfSymbol[s] < 0 && solver.isListed[s] {
      listed += 1
      #expect(solver.weighedLists[s].count == Int(solver.weighedEntries[s]))
      _ = solver.reducedCost(of: Int32(s), into: &buffer, positions: &positions)
      let expected = Self.reference(of: Int32(s), in: solver)
      #expect(buffer.count == expected.count, "symbol \(s)")
      for (term, reference) in zip(buffer, expected) {
        #expect(term.priority == reference.priority)
        #expect(abs(term.value - reference.value) <= 1e-9 * max(1, abs(reference.value)), "symbol \(s)")
      }
    }
    #expect(listed > 0)
  }

  @Test func theLeadingLevelIsTheWholeCostsFirstTerm() throws {
    let solver = try Self.conflictingLevels(60)
    var buffer: [CostTerm] = []
    var positions = solver.freshLevelPositions()
    var leading = 0
    for s in solver.symbolKind.indices where solver.rowOfSymbol[s] < 0 && solver.symbolKind[s] != .dummy {
      let whole = solver.reducedCost(of: Int32(s), into: &buffer, positions: &positions)
      let (term, reads) = solver.leadingCost(of: Int32(s))
      #expect(reads == whole, "symbol \(s)")
      guard let term else { continue }
      leading += 1
      #expect(term.priority == buffer.first?.priority, "symbol \(s)")
      #expect(term.value == buffer.first?.value, "symbol \(s)")
    }
    #expect(leading > 0)
  }

  @Test func aRowsLevelFollowsItsBasicSymbol() throws {
    let solver = try Self.conflictingLevels(60)
    var weighedRows = 0
    for (r, row) in solver.rows.array.enumerated() where row.basic >= 0 && solver.rowOfSymbol[Int(row.basic)] == Int32(r) {
      let level = solver.rowLevel[r]
      guard let expected = Self.priority(of: Int(row.basic), in: solver) else {
        #expect(level == -1, "row \(r)")
        continue
      }
      #expect(level >= 0 && solver.levelPriority[Int(level)] == expected, "row \(r)")
      weighedRows += 1
    }
    #expect(weighedRows > 0)
  }

  /// A soft constraint solved for its own error adds one weighed row and changes no other:
  /// its symbols' cached leading terms are updated in place (``Solver/noteNewWeighedRow(_:)``),
  /// not summed over their columns again. The same insertions into a copy whose cached costs
  /// were dropped read those columns; both must reach the same solution, and (the invariant
  /// check, which compares each cached leading term with its column's sum) keep every cached
  /// term right. Below every level, above every level, and at a level already present (on
  /// the layout of three levels, its highest). Where the new constraint conflicts with those
  /// that hold, the insertion pivots and re-reads what the pivots change: only the others are
  /// expected to read less.
  @Test(arguments: [nil, 3])
  func aNewWeighedRowUpdatesCachedCostsInPlace(levels: Int?) throws {
    var warm = try Self.conflictingLevels(200, levels: levels)
    var cold = warm.copy()
    let cached = warm.costCache.indices.filter { warm.costCache[$0].count == CachedCost.leadingOnly }
    #expect(cached.count > 10, "cached leading terms: \(cached.count)")
    let present = Double(levels ?? 100)
    for (id, priority, readsLess) in [(200, 0.5, true), (201, 999.0, false), (202, present, levels == nil)] {
      cold.costCache.fill(with: .invalid)
      let warmBefore = warm.statistics.reducedCostReads
      let coldBefore = cold.statistics.reducedCostReads
      let terms = [Term(id % 5), Term((id + 2) % 5, -2)]
      try warm.addConstraint(id, terms, constant: 3, relation: .equal, priority: priority)
      try cold.addConstraint(id, terms, constant: 3, relation: .equal, priority: priority)
      let warmReads = warm.statistics.reducedCostReads - warmBefore
      let coldReads = cold.statistics.reducedCostReads - coldBefore
      #expect(!readsLess || warmReads * 2 < coldReads, "priority \(priority): \(warmReads) reads warm, \(coldReads) cold")
      #expect(warm.invariantViolation() == nil)
      for variable in 0..<5 {
        #expect(abs(warm.value(of: variable) - cold.value(of: variable)) <= 1e-9, "priority \(priority), v\(variable)")
      }
    }
  }

  /// A dual ratio test compares first levels only (``Solver/leadingRatio``) and reads the
  /// whole vectors when those agree: wherever the first levels decide, they must decide as
  /// the whole comparison does, near-tie flag included. Every pair of parametric symbols'
  /// costs of the many-level layout, over a few divisors.
  @Test func firstLevelsDecideAsTheWholeVectorsDo() throws {
    let solver = try Self.conflictingLevels(60)
    var positions = solver.freshLevelPositions()
    var costs: [[CostTerm]] = []
    for s in solver.symbolKind.indices where solver.rowOfSymbol[s] < 0 && solver.symbolKind[s] != .dummy {
      var buffer: [CostTerm] = []
      _ = solver.reducedCost(of: Int32(s), into: &buffer, positions: &positions)
      costs.append(buffer)
    }
    // The same vector twice, so that first levels agree and the whole comparison is needed.
    costs.append(costs[0])
    var decided = 0
    var deferred = 0
    for a in costs {
      for b in costs {
        for (ca, cb) in [(1.0, 1.0), (0.5, 2.0), (3.0, 3.0 * (1 + 1e-12))] {
          var leadingTie = false
          var wholeTie = false
          let leading = Solver.leadingRatio(a, over: ca, isLessThan: b, over: cb, nearTie: &leadingTie)
          let whole = Solver.ratio(a, over: ca, isLessThan: b, over: cb, nearTie: &wholeTie)
          if let leading {
            decided += 1
            #expect(leading == whole)
            #expect(leadingTie == wholeTie)
          } else {
            deferred += 1
            // Agreeing first levels say nothing of a near tie; the levels below may.
            #expect(!leadingTie)
          }
        }
      }
    }
    #expect(decided > 0 && deferred > 0, "decided \(decided), deferred \(deferred)")
  }
}
