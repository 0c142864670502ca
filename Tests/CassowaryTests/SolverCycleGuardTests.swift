import Testing

@testable import Cassowary

/// The primal simplex's guard against coming back to a basis (`Solver+CycleGuard.swift`): it
/// must see a return however long the way round, never call a new basis an old one, and stay
/// silent during the short runs of ordinary changes.
@Suite struct SolverCycleGuardTests {
  /// Pivots that each bring a new symbol in and send an old one out: every basis is new.
  static func advance(_ guardian: inout BasisCycleGuard, pivots: Int, from first: Int32) -> Bool {
    var returned = false
    for step in 0..<Int32(pivots) {
      returned = guardian.returnsToEarlierBasis(entering: first + 2 * step, leaving: first + 2 * step + 1) || returned
    }
    return returned
  }

  @Test func aRunThatSwapsTwoSymbolsBackAndForthIsSeenToComeBack() {
    var guardian = BasisCycleGuard()
    let advanced = Self.advance(&guardian, pivots: Solver.cycleWatchStart, from: 1_000)
    #expect(!advanced)
    // A 2-cycle seen on a 293-view layout: 1546 in for 977, then 977 in for 1546.
    let goingOut = guardian.returnsToEarlierBasis(entering: 1546, leaving: 977)
    #expect(!goingOut)
    let comingBack = guardian.returnsToEarlierBasis(entering: 977, leaving: 1546)
    #expect(comingBack)
  }

  @Test func aLongerCycleIsSeenWhenItCloses() {
    var guardian = BasisCycleGuard()
    _ = Self.advance(&guardian, pivots: Solver.cycleWatchStart, from: 1_000)
    // The 4-cycle a 293-view layout ran for minutes: 1130 in for 1045, 2519 for 1130, 1357
    // for 2519, 1045 for 1357: back where it began.
    let cycle: [(Int32, Int32)] = [(1130, 1045), (2519, 1130), (1357, 2519), (1045, 1357)]
    let returns = cycle.map { guardian.returnsToEarlierBasis(entering: $0.0, leaving: $0.1) }
    #expect(returns == [false, false, false, true])
  }

  @Test func aRunThatNeverComesBackIsNeverStopped() {
    var guardian = BasisCycleGuard()
    let advanced = Self.advance(&guardian, pivots: 20_000, from: 0)
    #expect(!advanced)
  }

  @Test func shortRunsAreNotWatched() {
    var guardian = BasisCycleGuard()
    // A return within the first pivots of a run goes unremarked: ordinary changes pay nothing.
    let first = guardian.returnsToEarlierBasis(entering: 5, leaving: 6)
    #expect(!first)
    let second = guardian.returnsToEarlierBasis(entering: 6, leaving: 5)
    #expect(!second)
  }

  @Test func forgettingKeepsTheCurrentBasis() {
    var guardian = BasisCycleGuard()
    _ = Self.advance(&guardian, pivots: Solver.cycleWatchStart, from: 1_000)
    _ = guardian.returnsToEarlierBasis(entering: 7, leaving: 8)
    guardian.forgetBases()
    // Out and straight back in: the basis at the time of forgetting is still known.
    let out = guardian.returnsToEarlierBasis(entering: 9, leaving: 10)
    #expect(!out)
    let back = guardian.returnsToEarlierBasis(entering: 10, leaving: 9)
    #expect(back)
  }

  @Test func theNoiseThresholdRisesToItsLimitAndSurvivesACopy() throws {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0), Term(1, -1)], constant: 0, relation: .equal)
    try solver.addConstraint(1, [Term(0)], constant: -10, relation: .equal, priority: 500)
    #expect(solver.reducedCostNoise == 1)
    var raises = 0
    while solver.raiseReducedCostNoise() { raises += 1 }
    #expect(raises == 4)
    #expect(solver.reducedCostNoise == Solver.reducedCostNoiseLimit)
    let copy = solver.copy()
    #expect(copy.reducedCostNoise == Solver.reducedCostNoiseLimit)
    // The values do not depend on the threshold here: every rate is far above it.
    #expect(copy.value(of: 1) == 10)
  }
}
