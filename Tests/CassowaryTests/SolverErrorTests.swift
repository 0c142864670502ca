import Testing
@testable import Cassowary

@Suite struct SolverErrorTests {
  /// A small solved system whose values every failing call must leave untouched.
  func baseline() throws -> Solver {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -10, relation: .equal)
    try solver.addConstraint(1, [Term(1), Term(0, -1)], constant: -5, relation: .equal)  // y == x + 5
    try solver.addConstraint(2, [Term(2)], constant: -1, relation: .greaterThanOrEqual)  // z >= 1
    try solver.addConstraint(3, [Term(2)], constant: 0, relation: .equal, priority: 100)  // z == 0 weak
    try solver.addEditVariable(3, priority: 500)
    try solver.suggestValue(42, for: 3)
    return solver
  }

  func values(_ solver: borrowing Solver) -> [Double] { (0..<4).map { solver.value(of: $0) } }

  @Test func duplicateConstraint() throws {
    var solver = try baseline()
    let before = values(solver)
    #expect(throws: SolverError.duplicateConstraint(1)) {
      try solver.addConstraint(1, [Term(2)], constant: 0, relation: .equal)
    }
    #expect(values(solver) == before)
  }

  /// A work limit stops the call that passes it, counted in pivots, cell operations and
  /// reduced-cost reads: the same point on any machine. Without a limit the same calls finish.
  @Test func workLimitStopsTheCallThatPassesIt() throws {
    func build(limit: Int?) throws(SolverError) -> Solver {
      var solver = Solver()
      solver.workLimit = limit
      // A weak wish for zero, then a stronger one for ten: the stronger one's error must be
      // pivoted out of the basis.
      for i in 0..<20 {
        try solver.addConstraint(2 * i, [Term(i)], constant: 0, relation: .equal, priority: 1)
        try solver.addConstraint(2 * i + 1, [Term(i)], constant: -10, relation: .equal, priority: 10)
      }
      return solver
    }
    let free = try build(limit: nil)
    #expect(free.statistics.pivots > 0)
    #expect(throws: SolverError.workLimitExceeded(0)) { _ = try build(limit: 0) }
    _ = try build(limit: free.statistics.work)
  }

  @Test func unknownConstraint() throws {
    var solver = try baseline()
    #expect(throws: SolverError.unknownConstraint(77)) { try solver.removeConstraint(77) }
    #expect(throws: SolverError.unknownConstraint(77)) { try solver.changeConstant(of: 77, to: 1) }
  }

  @Test func conflictingEqualityNamesTheChain() throws {
    var solver = try baseline()
    let before = values(solver)
    // y == 20 contradicts x == 10 and y == x + 5.
    #expect(throws: SolverError.unsatisfiable(conflicting: [9, 1, 0])) {
      try solver.addConstraint(9, [Term(1)], constant: -20, relation: .equal)
    }
    #expect(values(solver) == before)
    try solver.addConstraint(9, [Term(1)], constant: -15, relation: .equal)  // implied: accepted
    #expect(close(solver.value(of: 1), 15))
  }

  @Test func conflictingInequalityIsRefusedAndUndone() throws {
    var solver = try baseline()
    let before = values(solver)
    var caught: SolverError?
    do {
      try solver.addConstraint(9, [Term(2)], constant: 0, relation: .lessThanOrEqual)  // z <= 0
    } catch { caught = error }
    guard case .unsatisfiable(let ids) = caught else {
      Issue.record("expected unsatisfiable, got \(String(describing: caught))")
      return
    }
    #expect(ids.first == 9)
    #expect(ids.contains(2))
    #expect(values(solver).enumerated().allSatisfy { close($0.element, before[$0.offset]) })
    let containsNine = solver.contains(constraint: 9)  // bound first: #expect cannot hold a noncopyable receiver
    #expect(!containsNine)
    try solver.addConstraint(9, [Term(2)], constant: -3, relation: .lessThanOrEqual)  // z <= 3
    #expect(close(solver.value(of: 2), 1))
  }

  @Test func constantChangeThatBreaksARequiredInequalityIsRefused() throws {
    var solver = try baseline()
    try solver.addConstraint(4, [Term(0), Term(2, -1)], constant: 0, relation: .greaterThanOrEqual)  // x >= z
    try solver.addConstraint(5, [Term(2)], constant: -8, relation: .equal)  // z == 8
    let before = values(solver)
    var caught: SolverError?
    do { try solver.changeConstant(of: 5, to: -12) } catch { caught = error }  // z == 12 > x
    guard case .unsatisfiable(let ids) = caught else {
      Issue.record("expected unsatisfiable, got \(String(describing: caught))")
      return
    }
    #expect(ids.contains(5))
    #expect(ids.contains(4))
    #expect(values(solver).enumerated().allSatisfy { close($0.element, before[$0.offset]) })
    try solver.changeConstant(of: 5, to: -9)
    #expect(close(solver.value(of: 2), 9))
  }

  @Test func editErrors() throws {
    var solver = try baseline()
    #expect(throws: SolverError.duplicateEditVariable(3)) { try solver.addEditVariable(3, priority: 10) }
    #expect(throws: SolverError.unknownEditVariable(0)) { try solver.suggestValue(1, for: 0) }
    #expect(throws: SolverError.unknownEditVariable(0)) { try solver.removeEditVariable(0) }
    #expect(throws: SolverError.requiredEdit(variable: 0)) { try solver.addEditVariable(0, priority: 1000) }
  }

  @Test func nonFiniteAndInvalidInput() throws {
    var solver = try baseline()
    let before = values(solver)
    #expect(throws: SolverError.self) { try solver.addConstraint(9, [Term(0, .nan)], constant: 0, relation: .equal) }
    #expect(throws: SolverError.self) { try solver.addConstraint(9, [Term(0)], constant: .infinity, relation: .equal) }
    #expect(throws: SolverError.invalidPriority(0)) { try solver.addConstraint(9, [Term(0)], constant: 0, relation: .equal, priority: 0) }
    #expect(throws: SolverError.invalidPriority(1001)) { try solver.addConstraint(9, [Term(0)], constant: 0, relation: .equal, priority: 1001) }
    #expect(throws: SolverError.invalidIdentifier(-1)) { try solver.addConstraint(-1, [Term(0)], constant: 0, relation: .equal) }
    #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: 3) }
    #expect(throws: SolverError.self) { try solver.changeConstant(of: 0, to: .infinity) }
    #expect(values(solver) == before)
  }

  /// Ids index the solver's arrays, so one at the limit is refused before anything grows.
  @Test func identifiersAtTheLimitAreRefused() throws {
    var solver = try baseline()
    let before = values(solver)
    let mapped = solver.symbolOfVariable.count
    let limit = Solver.identifierLimit
    #expect(throws: SolverError.invalidIdentifier(limit)) {
      try solver.addConstraint(limit, [Term(0)], constant: 0, relation: .equal)
    }
    #expect(throws: SolverError.invalidIdentifier(Int.max)) {
      try solver.addConstraint(9, [Term(Int.max)], constant: 0, relation: .equal)
    }
    #expect(throws: SolverError.invalidIdentifier(limit)) { try solver.addEditVariable(limit, priority: 10) }
    #expect(throws: SolverError.invalidIdentifier(Int.max)) {
      try solver.addConstraints([Constraint(id: Int.max, terms: [Term(0)], constant: 0, relation: .equal, priority: 1)])
    }
    #expect(solver.symbolOfVariable.count == mapped)
    #expect(solver.recordOfConstraint.count < 10)
    #expect(values(solver) == before)
    try solver.addConstraint(limit - 1, [Term(limit - 1)], constant: -2, relation: .equal)
    #expect(solver.value(of: limit - 1) == 2)
  }

  /// A refused constant change puts back what it counted: the change count that turns a marker
  /// into a column, and the constants' scale that the tolerances follow.
  @Test func aRefusedConstantChangeLeavesItsBookkeeping() throws {
    var solver = try baseline()
    try solver.addConstraint(4, [Term(0), Term(2, -1)], constant: 0, relation: .greaterThanOrEqual)  // x >= z
    try solver.addConstraint(5, [Term(2)], constant: -8, relation: .equal)  // z == 8
    let found = solver.record(of: 5)  // bound first: #require cannot hold a noncopyable receiver
    let record = Int(try #require(found))
    let changes = solver.records[record].constantChanges
    let scale = solver.constantScale
    #expect(throws: SolverError.self) { try solver.changeConstant(of: 5, to: -1e6) }  // z == 10^6 > x
    #expect(solver.records[record].constantChanges == changes)
    #expect(solver.constantScale == scale)
  }

  /// The one deliberate copy shares nothing: changing it leaves the original as it was.
  @Test func aCopyIsIndependent() throws {
    var solver = try baseline()
    var copy = solver.copy()
    let before = values(solver)
    #expect(values(copy) == before)
    #expect(copy.storageSize == solver.storageSize)
    #expect(copy.statistics == solver.statistics)
    try copy.suggestValue(7, for: 3)
    try copy.changeConstant(of: 0, to: -20)
    #expect(values(solver) == before)
    #expect(close(copy.value(of: 0), 20))
    #expect(close(copy.value(of: 3), 7))
    try solver.removeConstraint(1)
    let copyHasOne = copy.contains(constraint: 1)  // bound first: #expect cannot hold a noncopyable receiver
    #expect(copyHasOne)
  }
}
