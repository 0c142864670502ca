import SeededRandom
import Testing
@testable import Cassowary

/// Incremental changes must end where a solver built from scratch on the same constraints ends.
@Suite struct SolverDifferentialTests {
  struct Spec {
    var terms: [Term]
    var constant: Double
    var relation: Relation
    var priority: Double
    var changesOften = false
  }

  /// A layout-like system: every variable is pinned by a chain of required equalities to an
  /// earlier one or to a constant, plus inequalities and weak wishes that never conflict with
  /// the required part.
  func makeSystem(variables: Int, using rng: inout SeededGenerator) -> [Int: Spec] {
    var specs: [Int: Spec] = [:]
    specs[0] = Spec(
      terms: [Term(0)], constant: -Double(Int.random(in: 0...50, using: &rng)), relation: .equal, priority: 1000,
      changesOften: true)
    for v in 1..<variables {
      let other = Int.random(in: 0..<v, using: &rng)
      let multiplier = [1.0, 0.5, 2][Int.random(in: 0...2, using: &rng)]
      specs[v] = Spec(
        terms: [Term(v), Term(other, -multiplier)], constant: -Double(Int.random(in: -20...20, using: &rng)),
        relation: .equal, priority: 1000, changesOften: v % 5 == 0)
    }
    for extra in 0..<variables {
      let v = Int.random(in: 0..<variables, using: &rng)
      let weak = Spec(
        terms: [Term(v)], constant: -Double(Int.random(in: -100...100, using: &rng)),
        relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...2, using: &rng)],
        priority: [1.0, 250, 500, 750][Int.random(in: 0...3, using: &rng)])
      specs[variables + extra] = weak
    }
    return specs
  }

  /// A solver built from scratch, in one batch (one invariant check in a checked build).
  func fresh(_ specs: [Int: Spec]) throws -> Solver {
    var solver = Solver()
    try solver.addConstraints(specs.keys.sorted().map { id in
      let s = specs[id]!
      return Constraint(
        id: id, terms: s.terms, constant: s.constant, relation: s.relation, priority: s.priority,
        changesOften: s.changesOften)
    })
    return solver
  }

  // 24 seeds in the everyday suite; the randomized layout test (LayoutFuzzTests) and `make soak`
  // go much further against an independent LP.
  @Test(arguments: Array(UInt64(1)...UInt64(24)))
  func randomEditsMatchARebuild(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let variables = 40
    var specs = makeSystem(variables: variables, using: &rng)
    var solver = try fresh(specs)
    var removed: [Int: Spec] = [:]
    for step in 0..<150 {
      let op = Int.random(in: 0...3, using: &rng)
      switch op {
      case 0:  // change a constant
        let id = specs.keys.sorted().randomElement(using: &rng)!
        let value = -Double(Int.random(in: -60...60, using: &rng))
        try solver.changeConstant(of: id, to: value)
        specs[id]!.constant = value
      case 1:  // remove a constraint
        let id = specs.keys.sorted().randomElement(using: &rng)!
        try solver.removeConstraint(id)
        removed[id] = specs.removeValue(forKey: id)
      default:  // put one back
        guard let id = removed.keys.sorted().randomElement(using: &rng) else { continue }
        let s = removed.removeValue(forKey: id)!
        try solver.addConstraint(
        id, s.terms, constant: s.constant, relation: s.relation, priority: s.priority, changesOften: s.changesOften)
        specs[id] = s
      }
      if let broken = solver.invariantViolation() {
        Issue.record("seed \(seed) step \(step) operation \(op): \(broken)")
        return
      }
      // Where the system leaves a variable free the two may choose differently; compare the
      // variables that the required equalities still pin, as a rebuild would.
      let reference = try fresh(specs)
      for v in 0..<variables where isPinned(v, specs) {
        #expect(close(solver.value(of: v), reference.value(of: v), tolerance: 1e-5), "variable \(v)")
      }
    }
  }

  /// Whether the chain of required equalities from `v` reaches the anchor `x0 == c`.
  func isPinned(_ v: Int, _ specs: [Int: Spec]) -> Bool {
    var current = v
    while current > 0 {
      guard let spec = specs[current], spec.terms.count == 2 else { return false }
      current = spec.terms[1].variable
    }
    return specs[0] != nil
  }
}
