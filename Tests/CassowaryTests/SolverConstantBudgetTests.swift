import Testing

@testable import Cassowary

/// Changing constants (``Solver/changeConstants(_:)``) when the dual simplex is not the cheap
/// way back: past its budget the tableau is rebuilt with the new constants, and a refused
/// change that had pivoted puts the old ones back and repairs the tableau with the dual simplex
/// again (rebuilding only when that fails) instead of replaying its pivots.
@Suite struct SolverConstantBudgetTests {
  /// The boxes of ``SolverBatchBudgetTests/boxes(_:)``: twelve soft widths in a row whose
  /// total, with the gaps, must stay within constraint 36's bound (`last.right <= 300`).
  static let batch = SolverBatchBudgetTests.boxes(12)
  static let variables = 0..<24

  /// The batch with constraint 36's bound at `limit` points.
  static func batch(limit: Double) -> [Constraint] {
    var batch = Self.batch
    batch[36].constant = -limit
    return batch
  }

  static func values(_ solver: borrowing Solver) -> [Double] {
    var values: [Double] = []
    for variable in variables { values.append(solver.value(of: variable)) }
    return values
  }

  static func expectClose(_ values: [Double], _ expected: [Double], _ comment: String) {
    for (variable, (value, wanted)) in zip(values, expected).enumerated() {
      #expect(close(value, wanted, tolerance: 1e-9), "\(comment): variable \(variable)")
    }
  }

  @Test func aChangeWithinABuildsCostStaysIncremental() throws {
    var solver = Solver()
    try solver.addConstraints(Self.batch)
    try solver.changeConstant(of: 36, to: -240)
    let rebuilds = solver.statistics.refactorizations
    #expect(rebuilds == 0)
    #expect(solver.invariantViolation() == nil)
    var fresh = Solver()
    try fresh.addConstraints(Self.batch(limit: 240))
    Self.expectClose(Self.values(solver), Self.values(fresh), "incremental")
  }

  @Test func aChangePastABuildsCostIsFinishedByARebuild() throws {
    var solver = Solver()
    try solver.addConstraints(Self.batch)
    // As if a build cost nothing, and no floor: the dual simplex stops after its first pivot.
    solver.buildWorkPerConstraint = 0
    solver.minimumWorkPerConstraint = 0
    let pivotsBefore = solver.statistics.pivots
    try solver.changeConstant(of: 36, to: -240)
    let rebuilds = solver.statistics.refactorizations
    #expect(rebuilds == 1)
    #expect(solver.statistics.pivots > pivotsBefore)
    #expect(solver.invariantViolation() == nil)
    var fresh = Solver()
    try fresh.addConstraints(Self.batch(limit: 240))
    Self.expectClose(Self.values(solver), Self.values(fresh), "rebuilt")
    // The rebuilt solver goes on incrementally, with its own build's rate.
    try solver.changeConstant(of: 36, to: -300)
    var back = Solver()
    try back.addConstraints(Self.batch)
    Self.expectClose(Self.values(solver), Self.values(back), "after the rebuild")
  }

  /// A build that measured almost nothing (no pivots) still leaves a change the floor's room:
  /// the same change as above stays incremental.
  @Test func aBudgetIsNeverBelowItsFloor() throws {
    var solver = Solver()
    try solver.addConstraints(Self.batch)
    solver.buildWorkPerConstraint = 0
    try solver.changeConstant(of: 36, to: -240)
    let rebuilds = solver.statistics.refactorizations
    #expect(rebuilds == 0)
    var fresh = Solver()
    try fresh.addConstraints(Self.batch(limit: 240))
    Self.expectClose(Self.values(solver), Self.values(fresh), "within the floor")
  }

  /// 200 points cannot hold twelve boxes of at least 10 with gaps of 8: the change is refused,
  /// after pivots, and the solver's values are as they were. Within the budget the old
  /// constants are restored in place, by the dual simplex (no rebuild); past it the change had
  /// been handed to a rebuild with the new constants, which fails, and the old ones are
  /// rebuilt.
  @Test(arguments: [false, true])
  func aRefusedChangeThatPivotedLeavesTheSolverAsItWas(pastTheBudget: Bool) throws {
    var solver = Solver()
    try solver.addConstraints(Self.batch)
    let before = Self.values(solver)
    if pastTheBudget {
      solver.buildWorkPerConstraint = 0
      solver.minimumWorkPerConstraint = 0
    }
    let pivotsBefore = solver.statistics.pivots
    #expect {
      try solver.changeConstant(of: 36, to: -200)
    } throws: { error in
      guard case .unsatisfiable(let conflicting) = error as? SolverError else { return false }
      return conflicting.first == 36
    }
    #expect(solver.statistics.pivots > pivotsBefore)
    let rebuilds = solver.statistics.refactorizations
    #expect(rebuilds == (pastTheBudget ? 1 : 0))
    #expect(solver.invariantViolation() == nil)
    Self.expectClose(Self.values(solver), before, "refused")
    try solver.changeConstant(of: 36, to: -240)
    var fresh = Solver()
    try fresh.addConstraints(Self.batch(limit: 240))
    Self.expectClose(Self.values(solver), Self.values(fresh), "after the refusal")
  }
}
