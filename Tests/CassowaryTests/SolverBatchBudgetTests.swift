import Testing

@testable import Cassowary

/// Removing or adding many constraints at once (``Solver/removeConstraints(_:)``,
/// ``Solver/addConstraints(_:)``): one by one while that costs less than a build, then by
/// rebuilding the tableau from the constraints the solver is to hold.
@Suite struct SolverBatchBudgetTests {
  /// Boxes in a row with soft widths, as ``SolverRefactorizationTests/chain(boxes:)`` makes
  /// them, as one batch: the build whose cost the removals are measured against.
  static func boxes(_ count: Int) -> [Constraint] {
    var batch: [Constraint] = []
    for box in 0..<count {
      let left = 2 * box, width = left + 1
      let link =
        box == 0
        ? Constraint(id: batch.count, terms: [Term(left)], constant: 0, relation: .equal)
        : Constraint(
          id: batch.count, terms: [Term(left), Term(left - 2, -1), Term(left - 1, -1)], constant: -8, relation: .equal)
      batch.append(link)
      batch.append(
        Constraint(
          id: batch.count, terms: [Term(width)], constant: -Double(20 + box % 7), relation: .equal,
          priority: 250 + Double(box)))
      batch.append(Constraint(id: batch.count, terms: [Term(width)], constant: -10, relation: .greaterThanOrEqual))
    }
    let last = 2 * (count - 1)
    batch.append(
      Constraint(id: batch.count, terms: [Term(last), Term(last + 1)], constant: -300, relation: .lessThanOrEqual))
    return batch
  }

  /// Expects the solver's values of variables 0..<24 to be those of one built afresh from
  /// `batch` without the constraints `removed`.
  static func expectSolution(
    of solver: borrowing Solver, asFresh batch: [Constraint], without removed: Set<Int>
  ) throws {
    let expected = try fresh(batch, without: removed, variables: 0..<24)
    for variable in 0..<24 {
      let value = solver.value(of: variable)
      #expect(close(value, expected[variable], tolerance: 1e-9), "variable \(variable)")
    }
  }

  /// The values of a solver built afresh from `batch` without the constraints `removed`.
  static func fresh(_ batch: [Constraint], without removed: Set<Int>, variables: Range<Int>) throws -> [Double] {
    var solver = Solver()
    try solver.addConstraints(batch.filter { !removed.contains($0.id) })
    return variables.map { solver.value(of: $0) }
  }

  @Test func aBuildMeasuresItsCostAndASmallRemovalStaysIncremental() throws {
    let batch = Self.boxes(12)
    var solver = Solver()
    #expect(solver.buildWorkPerConstraint == nil)
    try solver.addConstraints(batch)
    let rate = solver.buildWorkPerConstraint ?? 0
    #expect(rate > 0)
    // The last box's soft width and its bound: a few rows, far below a build's work.
    try solver.removeConstraints([35, 34])
    let rebuilds = solver.statistics.refactorizations
    #expect(rebuilds == 0)
    let violation = solver.invariantViolation()
    #expect(violation == nil)
    try Self.expectSolution(of: solver, asFresh: batch, without: [34, 35])
  }

  @Test func removalsPastABuildsCostRebuildTheTableau() throws {
    let batch = Self.boxes(12)
    var solver = Solver()
    try solver.addConstraints(batch)
    // As if a build cost nothing (and no floor): the first removal already spends more, so
    // the rest are dropped and the tableau rebuilt from what is left.
    solver.buildWorkPerConstraint = 0
    solver.minimumWorkPerConstraint = 0
    let removed: Set<Int> = [3, 4, 5, 21, 22, 23, 36]
    try solver.removeConstraints([36, 23, 22, 21, 5, 4, 3])
    let rebuilds = solver.statistics.refactorizations
    #expect(rebuilds == 1)
    let violation = solver.invariantViolation()
    #expect(violation == nil)
    for id in removed {
      let held = solver.contains(constraint: id)
      #expect(!held, "constraint \(id)")
    }
    let kept = solver.contains(constraint: 0) && solver.contains(constraint: 35)
    #expect(kept)
    try Self.expectSolution(of: solver, asFresh: batch, without: removed)
    // The rebuilt tableau measured its own build.
    let rate = solver.buildWorkPerConstraint ?? 0
    #expect(rate > 0)
  }

  @Test func anUnknownIdRemovesNothingAndARepeatedOneIsRemovedOnce() throws {
    var solver = Solver()
    try solver.addConstraints(Self.boxes(4))
    #expect(throws: SolverError.unknownConstraint(99)) { try solver.removeConstraints([2, 99]) }
    let kept = solver.contains(constraint: 1) && solver.contains(constraint: 2)
    #expect(kept)
    try solver.removeConstraints([2, 1, 2])
    let removed = !solver.contains(constraint: 1) && !solver.contains(constraint: 2)
    #expect(removed)
    let violation = solver.invariantViolation()
    #expect(violation == nil)
  }

  /// Additions past the budget are finished by rebuilding the tableau with them: six
  /// constraints, the first of which already spends the (zero) budget, and constraint 36 alone.
  /// The budget also holds inside one step: 36 bounds the row of twelve boxes, adding it takes
  /// pivots, and the first of them passes the step's deadline, so the tableau is rebuilt with
  /// it instead of being pivoted on to the end (fuzz seed 61 of the intrinsic family spent 23
  /// million units of work on one such constraint, where its build costs 5 million).
  @Test(arguments: [[21, 22, 23, 24, 25, 26], [36]])
  func additionsPastTheBudgetRebuildTheTableauWithThem(_ later: [Int]) throws {
    let batch = Self.boxes(12)
    var solver = Solver()
    try solver.addConstraints(batch.filter { !later.contains($0.id) })
    solver.buildWorkPerConstraint = 0
    solver.minimumWorkPerConstraint = 0
    try solver.addConstraints(batch.filter { later.contains($0.id) })
    let rebuilds = solver.statistics.refactorizations
    #expect(rebuilds == 1)
    let violation = solver.invariantViolation()
    #expect(violation == nil)
    let held = batch.allSatisfy { solver.contains(constraint: $0.id) }
    #expect(held)
    try Self.expectSolution(of: solver, asFresh: batch, without: [])
  }

  /// A rebuild that fails (the batch conflicts with what the solver holds) leaves the solver
  /// as it was before the call.
  @Test func aFailedRebuildTakesTheBatchBack() throws {
    var solver = Solver()
    try solver.addConstraints(Self.boxes(4))
    let before = (0..<8).map { solver.value(of: $0) }
    solver.buildWorkPerConstraint = 0
    solver.minimumWorkPerConstraint = 0
    // The first box's width 10 (it is at least 10 and its soft width is 20), then an
    // impossible 5.
    let conflicting = [
      Constraint(id: 100, terms: [Term(1)], constant: -10, relation: .equal),
      Constraint(id: 101, terms: [Term(1)], constant: -5, relation: .equal),
    ]
    var refused = false
    do { try solver.addConstraints(conflicting) } catch { refused = true }
    #expect(refused)
    let gone = !solver.contains(constraint: 100) && !solver.contains(constraint: 101)
    #expect(gone)
    let violation = solver.invariantViolation()
    #expect(violation == nil)
    for variable in 0..<8 {
      let value = solver.value(of: variable)
      #expect(close(value, before[variable], tolerance: 1e-9), "variable \(variable)")
    }
  }

  /// A removal cut off at its deadline has the tableau rebuilt without the constraint.
  @Test func aRemovalPastTheBudgetIsCutOffAndFinishedByARebuild() throws {
    let batch = Self.boxes(12)
    var solver = Solver()
    try solver.addConstraints(batch)
    solver.buildWorkPerConstraint = 0
    solver.minimumWorkPerConstraint = 0
    try solver.removeConstraints([36])
    let rebuilds = solver.statistics.refactorizations
    #expect(rebuilds == 1)
    let violation = solver.invariantViolation()
    #expect(violation == nil)
    let gone = !solver.contains(constraint: 36)
    #expect(gone)
    try Self.expectSolution(of: solver, asFresh: batch, without: [36])
  }

  /// A constraint cut off at its deadline that the rebuild then finds in conflict is refused,
  /// and the solver holds what it held before: twelve boxes of at least 10 points with gaps of
  /// 8 cannot end before 208.
  @Test func aStepCutOffThatConflictsLeavesTheSolverAsItWas() throws {
    let batch = Self.boxes(12)
    var solver = Solver()
    try solver.addConstraints(batch)
    let before = (0..<24).map { solver.value(of: $0) }
    solver.buildWorkPerConstraint = 0
    solver.minimumWorkPerConstraint = 0
    let tooShort = Constraint(id: 200, terms: [Term(22), Term(23)], constant: -150, relation: .lessThanOrEqual)
    var refusal: SolverError?
    do { try solver.addConstraints([tooShort]) } catch { refusal = error }
    guard case .unsatisfiable(let conflicting) = refusal else {
      Issue.record("expected a conflict, got \(String(describing: refusal))")
      return
    }
    #expect(conflicting.contains(200))
    // One rebuild without the constraint is kept; the one with it failed and was discarded.
    // Without the deadline, phase one finds the conflict and undoes its pivots: no rebuild.
    let rebuilds = solver.statistics.refactorizations
    #expect(rebuilds == 1)
    let held = !solver.contains(constraint: 200) && batch.allSatisfy { solver.contains(constraint: $0.id) }
    #expect(held)
    let violation = solver.invariantViolation()
    #expect(violation == nil)
    for variable in 0..<24 {
      let value = solver.value(of: variable)
      #expect(close(value, before[variable], tolerance: 1e-9), "variable \(variable)")
    }
  }
}
