import SeededRandom
import Testing

@testable import Cassowary

/// The dual simplex's prefetch hints (`Solver+Prefetch.swift`) read the tableau and change
/// nothing: a solver that gives them at every pivot ends every change where one that never gives
/// them ends, value for value to the bit, with the same work counted.
@Suite struct SolverPrefetchTests {
  /// A root size (variables 0 and 1, constraints 0 and 1, changed often) and `children` boxes
  /// whose positions follow the root by random fractions and whose lengths prefer random values
  /// at random priorities while they must end inside the root: a small root makes the required
  /// bounds cut the soft lengths, which the dual simplex repairs row by row.
  static func layout(children: Int, seed: UInt64) throws -> Solver {
    var rng = SeededGenerator(seed: seed)
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -1_000, relation: .equal, changesOften: true)
    try solver.addConstraint(1, [Term(1)], constant: -800, relation: .equal, changesOften: true)
    var id = 2
    for child in 0..<children {
      for axis in 0..<2 {
        let position = 2 + 4 * child + 2 * axis, length = position + 1
        let fraction = Double(Int.random(in: 0...8, using: &rng)) / 16
        try solver.addConstraint(id, [Term(position), Term(axis, -fraction)], constant: 0, relation: .equal)
        let preferred = Double(Int.random(in: 50...400, using: &rng))
        let priority = [250.0, 500, 750][Int.random(in: 0...2, using: &rng)]
        try solver.addConstraint(id + 1, [Term(length)], constant: -preferred, relation: .equal, priority: priority)
        try solver.addConstraint(
          id + 2, [Term(position), Term(length), Term(axis, -1)], constant: 10, relation: .lessThanOrEqual)
        id += 3
      }
    }
    return solver
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func hintsChangeNoValueAndNoCount(seed: UInt64) throws {
    let children = 60
    var hinted = try Self.layout(children: children, seed: seed)
    var plain = try Self.layout(children: children, seed: seed)
    hinted.prefetchMinimumRows = 0
    plain.prefetchMinimumRows = .max
    let builtPivots = hinted.statistics.pivots
    var rng = SeededGenerator(seed: seed &+ 100)
    for step in 0..<40 {
      if step % 10 == 9 {
        // A box's preferred width leaves and comes back: rows dropped and made while queued.
        let id = 2 + 6 * Int.random(in: 0..<children, using: &rng) + 1
        try hinted.removeConstraint(id)
        try plain.removeConstraint(id)
        try hinted.addConstraint(id, [Term(5)], constant: -120, relation: .equal, priority: 500)
        try plain.addConstraint(id, [Term(5)], constant: -120, relation: .equal, priority: 500)
      }
      let width = Double(Int.random(in: 40...1_400, using: &rng)) + 0.25
      let height = Double(Int.random(in: 40...1_200, using: &rng)) + 0.5
      try hinted.changeConstants([(0, -width), (1, -height)])
      try plain.changeConstants([(0, -width), (1, -height)])
      for variable in 0..<(2 + 4 * children) {
        #expect(hinted.value(of: variable) == plain.value(of: variable), "variable \(variable) at step \(step)")
      }
      #expect(hinted.statistics == plain.statistics, "at step \(step)")
    }
    #expect(hinted.statistics.pivots > builtPivots)
    #expect(hinted.invariantViolation() == nil)
  }
}
