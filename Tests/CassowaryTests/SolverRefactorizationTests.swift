import SeededRandom
import Testing

@testable import Cassowary

/// Rebuilding the tableau from the constraints (``Solver/refactorize()``), which the solver does
/// when its rounding, not the constraints, stops a phase one.
@Suite struct SolverRefactorizationTests {
  /// A chain of boxes with soft widths, required bounds, a changed constant, an implied
  /// equality and an edit: every kind of state a rebuild has to carry over.
  static func chain(boxes: Int) throws -> Solver {
    var solver = Solver()
    var id = 0
    // Variables 2b and 2b+1 are box b's left and width; each box starts where the last ends.
    for box in 0..<boxes {
      let left = 2 * box, width = left + 1
      if box == 0 {
        try solver.addConstraint(id, [Term(left)], constant: 0, relation: .equal)
      } else {
        try solver.addConstraint(id, [Term(left), Term(left - 2, -1), Term(left - 1, -1)], constant: -8, relation: .equal)
      }
      id += 1
      try solver.addConstraint(id, [Term(width)], constant: -Double(20 + box % 7), relation: .equal, priority: 250 + Double(box))
      id += 1
      try solver.addConstraint(id, [Term(width)], constant: -10, relation: .greaterThanOrEqual)
      id += 1
    }
    // The chain must fit in 300 points: the soft widths give way, the weakest first (each
    // width has a level of its own, so the optimum is unique).
    let last = 2 * (boxes - 1)
    try solver.addConstraint(id, [Term(last), Term(last + 1)], constant: -300, relation: .lessThanOrEqual)
    id += 1
    // Implied by constraint 0: kept aside as a dormant equality.
    try solver.addConstraint(id, [Term(0), Term(1, 0)], constant: 0, relation: .equal)
    try solver.changeConstant(of: 1, to: -35)
    try solver.addEditVariable(1, priority: 400)
    try solver.suggestValue(60, for: 1)
    return solver
  }

  /// An addition whose own required constraint the values violate afterwards (rounding damage
  /// in the rows it ran through, here put there by hand) is taken back and the tableau marked
  /// for a rebuild, which then holds the constraints as the caller gave them.
  @Test func anAdditionLeftBrokenIsTakenBackForARebuild() throws {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -10, relation: .equal)
    try solver.addConstraint(1, [Term(1), Term(0, -1)], constant: -5, relation: .equal)
    let symbol = solver.symbolOfVariable[1]
    let row = solver.rowOfSymbol[Int(symbol)]
    try #require(row >= 0)
    solver.constants[Int(row)] += 3
    var tookBack = false
    do { try solver.forgetIfBroken([0, 1]) } catch { tookBack = true }
    let unreliable = solver.tableauIsUnreliable
    #expect(tookBack && unreliable)
    let forgotten = !solver.contains(constraint: 0) && !solver.contains(constraint: 1)
    #expect(forgotten)
    // What `rebuildingWhenUnreliable` does next: rebuild, then add the call's constraints again.
    try solver.refactorize()
    try solver.addConstraints([
      Constraint(id: 0, terms: [Term(0)], constant: -10, relation: .equal),
      Constraint(id: 1, terms: [Term(1), Term(0, -1)], constant: -5, relation: .equal),
    ])
    let (x0, x1) = (solver.value(of: 0), solver.value(of: 1))
    #expect(x0 == 10 && x1 == 15)
    // Intact, the same check finds nothing to take back.
    var intact = false
    do { try solver.forgetIfBroken([0, 1]); intact = true } catch {}
    #expect(intact)
  }

  @Test func aRebuiltSolverKeepsTheSolutionAndTheCallersIds() throws {
    var solver = try Self.chain(boxes: 12)
    let variables = 0..<24
    let before = variables.map { solver.value(of: $0) }
    let work = solver.statistics
    try solver.refactorize()
    let violation = solver.invariantViolation()
    #expect(violation == nil)
    for (variable, value) in zip(variables, before) {
      let rebuilt = solver.value(of: variable)
      #expect(close(rebuilt, value), "variable \(variable)")
    }
    // The counters go on from where they were, and count the rebuild.
    let after = solver.statistics
    #expect(after.refactorizations == 1)
    #expect(after.pivots >= work.pivots)
    #expect(after.rowMerges > work.rowMerges)
    // The caller's ids and edits still work on the rebuilt tableau.
    try solver.suggestValue(40, for: 1)
    let edited = solver.value(of: 1)
    #expect(close(edited, 40))
    try solver.removeEditVariable(1)
    try solver.removeConstraint(1)
    let kept = solver.contains(constraint: 2)
    let removed = !solver.contains(constraint: 1)
    #expect(kept && removed)
    #expect(throws: SolverError.duplicateConstraint(2)) {
      try solver.addConstraint(2, [Term(1)], constant: 0, relation: .equal)
    }
    let finalViolation = solver.invariantViolation()
    #expect(finalViolation == nil)
  }

  /// The same changes, with a rebuild between two of them or without one, end at the same
  /// solution (the objective's optimum, level by level, is unique on these layouts).
  @Test(arguments: 1...8)
  func aRebuildChangesNoLaterAnswer(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var plain = try Self.chain(boxes: 12)
    var rebuilt = try Self.chain(boxes: 12)
    for step in 0..<6 {
      if step == 3 { try rebuilt.refactorize() }
      let value = Double(Int.random(in: 0...120, using: &generator))
      try plain.suggestValue(value, for: 1)
      try rebuilt.suggestValue(value, for: 1)
      let constant = -Double(Int.random(in: 5...60, using: &generator))
      try plain.changeConstant(of: 4, to: constant)
      try rebuilt.changeConstant(of: 4, to: constant)
      for variable in 0..<24 {
        let (a, b) = (plain.value(of: variable), rebuilt.value(of: variable))
        #expect(close(a, b), "step \(step), variable \(variable)")
      }
    }
  }
}
