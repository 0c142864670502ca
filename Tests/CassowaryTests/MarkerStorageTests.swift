import Testing

@testable import Cassowary

/// The marker graph's storage follows what is live (issue 18's churn memory bound): once most
/// of its slots are free, the next public call repacks it (`MarkerGraph+Repacking.swift`).
///
/// Without the repack the graph keeps the most nodes it ever held at once, so this fails: the
/// slots stay at the chain's size after the chain is gone.
@Suite struct MarkerStorageTests {
  /// `x[i] = x[i-1] + 1` for `i` in `range` (constraint id `i`), `x[0] = 0` as constraint 0.
  private func addChain(_ range: Range<Int>, to solver: inout Solver) throws {
    for i in range {
      if i == 0 {
        try solver.addConstraint(0, [Term(0)], constant: 0, relation: .equal)
      } else {
        try solver.addConstraint(i, [Term(i), Term(i - 1, -1)], constant: -1, relation: .equal)
      }
    }
  }

  @Test func removingMostOfAChainGivesItsMarkerStorageBack() throws {
    var solver = Solver()
    // Small enough for the checked build (every call checks every invariant), large enough that
    // the freed slots pass the repack threshold.
    let n = 600
    try addChain(0..<n, to: &solver)
    let built = solver.storageSize
    #expect(built.liveMarkerNodes >= n)
    for i in stride(from: n - 1, through: 50, by: -1) { try solver.removeConstraint(i) }
    // Churn the short chain that is left: the repack comes once a window of node creations
    // (as many as there are slots) has passed with most of the storage unused.
    for _ in 0..<250 {
      for i in stride(from: 49, through: 40, by: -1) { try solver.removeConstraint(i) }
      try addChain(40..<50, to: &solver)
    }
    let shrunk = solver.storageSize
    #expect(shrunk.markerNodeSlots < built.markerNodeSlots / 2, "\(built) -> \(shrunk)")
    for i in 0..<50 { #expect(abs(solver.value(of: i) - Double(i)) < 1e-9) }
    // The repacked graph still removes and re-adds correctly.
    try addChain(50..<n, to: &solver)
    for i in 0..<n { #expect(abs(solver.value(of: i) - Double(i)) < 1e-9) }
  }
}
