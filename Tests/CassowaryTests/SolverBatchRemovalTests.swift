import SeededRandom
import Testing

@testable import Cassowary

/// Removing constraints as one batch (``Solver/removeConstraints(_:)``), optimized once at the
/// end: it must end at an optimum of what is left, as removing them one by one does.
@Suite struct SolverBatchRemovalTests {
  /// A chain of required links with soft wishes that conflict: every variable has two or three
  /// wishes at different priorities, some on differences of variables, so removing some of
  /// them moves the optimum at several levels.
  static func conflictingSystem(variables: Int, using rng: inout SeededGenerator) -> [Constraint] {
    var constraints: [Constraint] = [
      Constraint(id: 0, terms: [Term(0)], constant: 0, relation: .equal)
    ]
    for v in 1..<variables {
      let other = Int.random(in: 0..<v, using: &rng)
      constraints.append(
        Constraint(
          id: constraints.count, terms: [Term(v), Term(other, -1)], constant: -Double(Int.random(in: 0...40, using: &rng)),
          relation: .greaterThanOrEqual))
    }
    for _ in 0..<(3 * variables) {
      let v = Int.random(in: 1..<variables, using: &rng)
      var terms = [Term(v)]
      if Bool.random(using: &rng) { terms.append(Term(Int.random(in: 0..<variables, using: &rng), -0.5)) }
      guard terms.count == 1 || terms[1].variable != v else { continue }
      constraints.append(
        Constraint(
          id: constraints.count, terms: terms, constant: -Double(Int.random(in: 0...400, using: &rng)),
          relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...2, using: &rng)],
          priority: [1.0, 10, 250, 251, 500, 750, 999][Int.random(in: 0...6, using: &rng)]))
    }
    return constraints
  }

  /// The violation of every soft constraint, summed by priority, highest priority first: the
  /// quantity the solver minimizes level by level. Two optima of the same constraints have the
  /// same sums.
  static func violationByLevel(_ constraints: [Constraint], in solver: borrowing Solver) -> [(priority: Double, sum: Double)] {
    var sums: [Double: Double] = [:]
    for c in constraints where c.priority < requiredPriority {
      let value = c.terms.reduce(c.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
      let violation: Double
      switch c.relation {
      case .equal: violation = abs(value)
      case .lessThanOrEqual: violation = max(0, value)
      case .greaterThanOrEqual: violation = max(0, -value)
      }
      sums[c.priority, default: 0] += violation
    }
    return sums.keys.sorted(by: >).map { ($0, sums[$0]!) }
  }

  @Test(arguments: Array(UInt64(1)...UInt64(16)))
  func aBatchRemovalEndsAtTheOptimumOfWhatIsLeft(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let constraints = Self.conflictingSystem(variables: 30, using: &rng)
    var batch = Solver()
    try batch.addConstraints(constraints)
    var oneByOne = Solver()
    try oneByOne.addConstraints(constraints)
    // A third of them, soft and required links alike, newest first as an engine removes a
    // subtree, with one id given twice.
    var removed = constraints.map(\.id).filter { $0 > 0 && Int.random(in: 0..<3, using: &rng) == 0 }
    removed.reverse()
    removed.append(removed[0])
    try batch.removeConstraints(removed)
    for id in removed where oneByOne.contains(constraint: id) { try oneByOne.removeConstraint(id) }
    let violation = batch.invariantViolation()
    #expect(violation == nil)
    let left = constraints.filter { !removed.contains($0.id) }
    for id in removed {
      let held = batch.contains(constraint: id)
      #expect(!held, "constraint \(id) is still held")
    }
    // Every required constraint left holds.
    for c in left where c.priority >= requiredPriority {
      let value = c.terms.reduce(c.constant) { $0 + $1.coefficient * batch.value(of: $1.variable) }
      let holds = c.relation == .equal ? abs(value) < 1e-6 : (c.relation == .lessThanOrEqual ? value < 1e-6 : value > -1e-6)
      #expect(holds, "required constraint \(c.id) is off by \(value)")
    }
    // The same optimum, level by level, as the one-by-one removal and as a fresh build.
    var fresh = Solver()
    try fresh.addConstraints(left)
    let expected = Self.violationByLevel(left, in: fresh)
    for (name, levels) in [("batch", Self.violationByLevel(left, in: batch)), ("one by one", Self.violationByLevel(left, in: oneByOne))] {
      for (got, want) in zip(levels, expected) {
        #expect(got.priority == want.priority)
        #expect(abs(got.sum - want.sum) <= 1e-6 * max(1, abs(want.sum)), "\(name), priority \(want.priority): \(got.sum) vs \(want.sum)")
      }
    }
    // The batch's solver goes on like any other.
    try batch.addConstraints(constraints.filter { removed.contains($0.id) && $0.priority < requiredPriority })
    let after = batch.invariantViolation()
    #expect(after == nil)
  }

  @Test func anUnknownIdRemovesNothing() throws {
    var rng = SeededGenerator(seed: 7)
    let constraints = Self.conflictingSystem(variables: 10, using: &rng)
    var solver = Solver()
    try solver.addConstraints(constraints)
    let before = (0..<10).map { solver.value(of: $0) }
    #expect(throws: SolverError.unknownConstraint(10_000)) { try solver.removeConstraints([3, 10_000, 4]) }
    let stillHeld = solver.contains(constraint: 3) && solver.contains(constraint: 4)
    #expect(stillHeld)
    let after = (0..<10).map { solver.value(of: $0) }
    #expect(after == before)
  }
}
