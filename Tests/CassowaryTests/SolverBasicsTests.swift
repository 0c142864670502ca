import Testing
@testable import Cassowary

/// Values are compared with one tolerance throughout.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

@Suite struct SolverBasicsTests {
  @Test func equalitiesDetermineValues() throws {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -10, relation: .equal)  // x == 10
    try solver.addConstraint(1, [Term(0), Term(1)], constant: -30, relation: .equal)  // x + y == 30
    #expect(close(solver.value(of: 0), 10))
    #expect(close(solver.value(of: 1), 20))
  }

  @Test func inequalitiesBoundWeakerPreferences() throws {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -10, relation: .greaterThanOrEqual)  // x >= 10
    try solver.addConstraint(1, [Term(0)], constant: -20, relation: .lessThanOrEqual)  // x <= 20
    try solver.addConstraint(2, [Term(0)], constant: 0, relation: .equal, priority: 250)  // x == 0 weak
    #expect(close(solver.value(of: 0), 10))
    try solver.changeConstant(of: 2, to: -100)  // x == 100 weak
    #expect(close(solver.value(of: 0), 20))
    try solver.changeConstant(of: 2, to: -15)
    #expect(close(solver.value(of: 0), 15))
  }

  @Test func removalRestoresTheEarlierSolution() throws {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -10, relation: .equal, priority: 500)
    #expect(close(solver.value(of: 0), 10))
    try solver.addConstraint(1, [Term(0)], constant: -20, relation: .equal, priority: 750)
    #expect(close(solver.value(of: 0), 20))
    try solver.removeConstraint(1)
    #expect(close(solver.value(of: 0), 10))
    try solver.addConstraint(2, [Term(0)], constant: -30, relation: .equal)
    #expect(close(solver.value(of: 0), 30))
    try solver.removeConstraint(2)
    #expect(close(solver.value(of: 0), 10))
    #expect(solver.rowCount >= 1)
  }

  @Test func editVariablesFollowSuggestions() throws {
    var solver = Solver()
    // right == left + width, left >= 0, width == 100 @500, right <= 300.
    try solver.addConstraint(0, [Term(2), Term(0, -1), Term(1, -1)], constant: 0, relation: .equal)
    try solver.addConstraint(1, [Term(0)], constant: 0, relation: .greaterThanOrEqual)
    try solver.addConstraint(2, [Term(1)], constant: -100, relation: .equal, priority: 500)
    try solver.addConstraint(3, [Term(2)], constant: -300, relation: .lessThanOrEqual)
    try solver.addEditVariable(0, priority: 999)
    try solver.suggestValue(50, for: 0)
    #expect(close(solver.value(of: 0), 50))
    #expect(close(solver.value(of: 1), 100))
    #expect(close(solver.value(of: 2), 150))
    try solver.suggestValue(250, for: 0)  // right <= 300 is required: width gives way
    #expect(close(solver.value(of: 0), 250))
    #expect(close(solver.value(of: 2), 300))
    #expect(close(solver.value(of: 1), 50))
    try solver.suggestValue(-40, for: 0)  // left >= 0 is required: the edit loses
    #expect(close(solver.value(of: 0), 0))
    try solver.removeEditVariable(0)
    let hasEdit = solver.hasEditVariable(0)  // bound first: #expect cannot hold a noncopyable receiver
    #expect(!hasEdit)
  }

  @Test func strictPrioritiesBeatAnyNumberOfWeakerConstraints() throws {
    var solver = Solver()
    // One priority-251 wish against 1,000 priority-250 wishes: summed as weights, they would
    // outweigh it hundreds of times over. (More wishes only slow the checked debug build, which
    // verifies the whole tableau after every call.)
    try solver.addConstraint(0, [Term(0)], constant: -100, relation: .equal, priority: 251)
    for id in 1...1_000 {
      try solver.addConstraint(id, [Term(0)], constant: 0, relation: .equal, priority: 250)
    }
    #expect(close(solver.value(of: 0), 100))
    // The weak ones still decide where the strong one is silent.
    try solver.addConstraint(9_000, [Term(1)], constant: -7, relation: .equal, priority: 1)
    #expect(close(solver.value(of: 1), 7))
  }

  @Test func changeConstantMovesAChainInPlace() throws {
    var solver = Solver()
    let n = 1_000
    try solver.addConstraint(0, [Term(0)], constant: 0, relation: .equal)
    for i in 1..<n {  // x[i] == x[i-1] + 1
      try solver.addConstraint(i, [Term(i), Term(i - 1, -1)], constant: -1, relation: .equal)
    }
    #expect(close(solver.value(of: n - 1), Double(n - 1)))
    try solver.changeConstant(of: 0, to: -5)  // x[0] == 5
    #expect(close(solver.value(of: n - 1), Double(n + 4)))
    try solver.changeConstant(of: 500, to: -11)  // one link 11 long
    #expect(close(solver.value(of: n - 1), Double(n + 14)))
    #expect(close(solver.value(of: 499), 504))
  }

  @Test func removingALinkOfAChainFreesTheRest() throws {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -3, relation: .equal)
    for i in 1..<10 {
      try solver.addConstraint(i, [Term(i), Term(i - 1, -1)], constant: -2, relation: .equal)
    }
    // A weak anchor decides the freed part.
    try solver.addConstraint(100, [Term(5)], constant: -100, relation: .equal, priority: 10)
    #expect(close(solver.value(of: 9), 21))
    try solver.removeConstraint(5)
    #expect(close(solver.value(of: 4), 11))
    #expect(close(solver.value(of: 5), 100))
    #expect(close(solver.value(of: 9), 108))
    try solver.addConstraint(5, [Term(5), Term(4, -1)], constant: -2, relation: .equal)
    #expect(close(solver.value(of: 9), 21))
  }

  /// A constraint declared to change often keeps its marker as a column; it must behave exactly
  /// like any other required equality.
  @Test func constraintsThatChangeOftenBehaveTheSame() throws {
    for changesOften in [false, true] {
      var solver = Solver()
      try solver.addConstraint(0, [Term(0)], constant: -320, relation: .equal, changesOften: changesOften)
      for i in 1..<50 {  // x[i] == 0.5 x[i-1] + 1, with a weak wish that loses
        try solver.addConstraint(i, [Term(i), Term(i - 1, -0.5)], constant: -1, relation: .equal)
        try solver.addConstraint(1000 + i, [Term(i)], constant: 0, relation: .equal, priority: 10)
      }
      try solver.changeConstant(of: 0, to: -480)
      #expect(close(solver.value(of: 1), 241))
      var conflict: [Int] = []
      do { try solver.addConstraint(2000, [Term(1)], constant: -7, relation: .equal) } catch {
        if case .unsatisfiable(let ids) = error { conflict = ids }
      }
      #expect(conflict.first == 2000 && Set(conflict) == [2000, 1, 0])
      try solver.addConstraint(2001, [Term(0)], constant: -480, relation: .equal, changesOften: changesOften)  // implied
      try solver.removeConstraint(0)
      #expect(close(solver.value(of: 1), 241))
      #expect(solver.invariantViolation() == nil)
    }
  }

  /// An implied equality remembers what it follows from: changing one of those constants
  /// breaks it, changing anything else does not, and removing one brings it back to life.
  @Test func impliedEqualitiesFollowTheirSupport() throws {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -10, relation: .equal)  // x == 10
    try solver.addConstraint(1, [Term(1), Term(0, -1)], constant: 0, relation: .equal)  // y == x
    try solver.addConstraint(2, [Term(1)], constant: -10, relation: .equal)  // y == 10: implied
    try solver.addConstraint(3, [Term(2)], constant: -5, relation: .equal)  // z == 5: unrelated
    try solver.changeConstant(of: 3, to: -6)
    #expect(close(solver.value(of: 2), 6))
    var conflict: [Int] = []
    do { try solver.changeConstant(of: 0, to: -20) } catch {
      if case .unsatisfiable(let ids) = error { conflict = ids }
    }
    // The whole conflict: the implied equality and both constraints it follows from.
    #expect(conflict.first == 0 && Set(conflict) == [0, 1, 2])
    #expect(close(solver.value(of: 1), 10))
    try solver.addConstraint(4, [Term(1)], constant: 0, relation: .equal, priority: 1)  // y == 0 weak
    try solver.removeConstraint(1)  // y == 10 takes over from y == x
    #expect(close(solver.value(of: 1), 10))
    try solver.changeConstant(of: 0, to: -20)  // no longer tied to y
    #expect(close(solver.value(of: 0), 20) && close(solver.value(of: 1), 10))
    #expect(solver.invariantViolation() == nil)
  }

  @Test func impliedEqualitiesTakeOverWhenTheirSupportLeaves() throws {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -10, relation: .equal)
    try solver.addConstraint(1, [Term(0)], constant: -10, relation: .equal)  // implied
    try solver.addConstraint(2, [Term(0)], constant: 0, relation: .equal, priority: 1)
    try solver.removeConstraint(0)
    #expect(close(solver.value(of: 0), 10))
    try solver.removeConstraint(1)
    #expect(close(solver.value(of: 0), 0))
  }
}

/// The diagnostics' answers on a small system whose freedom is known by hand: a container free to
/// move with a child pinned to it, a pinned pair, and a variable only bounded below.
///
/// Why: `ambiguity(ofDifferences:)` sums two rows in a scratch array reused from pair to pair;
/// these pin its answers, including a pair whose shared symbol cancels and a pair asked again
/// after others, so that an entry left over from an earlier pair would show.
@Suite struct SolverAmbiguityTests {
  /// x1 == x0 + 10 (x0 otherwise free), x3 == 40, x4 == x3 + 5, x6 >= 0; x5 is never mentioned.
  func system() throws -> Solver {
    var solver = Solver()
    try solver.addConstraint(0, [Term(1), Term(0, -1)], constant: -10, relation: .equal)
    try solver.addConstraint(1, [Term(3)], constant: -40, relation: .equal)
    try solver.addConstraint(2, [Term(4), Term(3, -1)], constant: -5, relation: .equal)
    try solver.addConstraint(3, [Term(6)], constant: 0, relation: .greaterThanOrEqual)
    return solver
  }

  @Test func singleVariables() throws {
    let solver = try system()
    #expect(solver.ambiguity(of: [0, 1, 3, 4, 5, 6, -1]) == [true, true, false, false, true, true, true])
    #expect(solver.isAmbiguous(0) && solver.isAmbiguous(1) && !solver.isAmbiguous(3))
  }

  @Test func differencesCancelWhatTheTwoRowsShare() throws {
    let solver = try system()
    let pairs: [(Int, Int?)] = [
      (1, 0),  // the child in its container: x0 cancels, determined
      (0, nil),  // the container alone: free
      (1, nil),  // the child alone: moves with the container
      (4, 3),  // a pinned pair: determined
      (6, 3),  // only bounded below: free
      (5, nil),  // never mentioned: free
      (1, 5),  // the second variable never mentioned: free
      (1, 0),  // asked again after the others: still determined
      (0, 1),  // the other way round
    ]
    #expect(solver.ambiguity(ofDifferences: pairs) == [false, true, true, false, true, true, true, false, false])
  }

  @Test func aDifferenceAgreesWithTheSingleQuestionWithoutASecondVariable() throws {
    let solver = try system()
    let variables = [0, 1, 3, 4, 5, 6]
    #expect(solver.ambiguity(ofDifferences: variables.map { ($0, nil) }) == solver.ambiguity(of: variables))
    #expect(solver.ambiguity(ofDifferences: []) == [])
  }
}
