// Keeping the primal simplex from circling through the same bases.

/// Recognizes a primal simplex run that has come back to a basis it already had.
///
/// Each pivot improves the objective strictly, or leaves it where it was (a degenerate pivot),
/// so in exact arithmetic a run can only come back to a basis through degenerate pivots, which
/// Bland's rule prevents. In floating point it can also come back through pivots that each
/// looked like an improvement: a rate of 3e-9 at a high level, left in the tableau where a sum
/// should have cancelled, is taken for a real improvement, and the pivot that follows worsens
/// the levels below by a real amount; later pivots undo it, and the run circles. A 293-view
/// layout did so for minutes, through the same four bases in turn.
///
/// The basis is identified by a fingerprint, the exclusive or of a mixed hash of every symbol
/// made basic since the run began and of every symbol that left, so a pivot updates it in O(1);
/// fingerprints are remembered only once a run has made ``Solver/cycleWatchStart`` pivots, so
/// the short runs of ordinary changes pay nothing. Two bases with the same fingerprint are
/// taken as the same one: a collision (one in 2⁶⁴ per pair) only makes the run more cautious.
struct BasisCycleGuard {
  private var fingerprint: UInt64 = 0
  private var pivots = 0
  private var seen: Set<UInt64> = []
  /// Set once the run has come back to a basis: from then on it uses Bland's rule.
  var forcesBland = false

  /// Notes a pivot; returns whether the basis it leads to was seen before in this run.
  /// - Complexity: O(1) expected.
  mutating func returnsToEarlierBasis(entering: Int32, leaving: Int32) -> Bool {
    fingerprint ^= Self.mix(entering) ^ Self.mix(leaving)
    pivots += 1
    guard pivots >= Solver.cycleWatchStart else { return false }
    return !seen.insert(fingerprint).inserted
  }

  /// Forgets the bases seen, after the run changed how it chooses pivots.
  mutating func forgetBases() {
    seen.removeAll(keepingCapacity: true)
    seen.insert(fingerprint)
  }

  /// SplitMix64's finalizer: spreads symbol ids over all 64 bits.
  private static func mix(_ symbol: Int32) -> UInt64 {
    var z = UInt64(bitPattern: Int64(symbol)) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Solver {
  /// Pivots a primal simplex run makes before it starts remembering bases.
  static let cycleWatchStart = 64
  /// The most ``reducedCostNoise`` may grow to: rates below 10⁻⁵ of the magnitudes summed.
  static let reducedCostNoiseLimit = 1.0e4

  /// Counts ten times more of every reduced cost as rounding, from now until the tableau is
  /// rebuilt; returns false when the limit was already reached.
  ///
  /// The tableau's rounding does not go away after the call that exposed it, so neither does
  /// the raised threshold: later calls, and the checked build's optimality check, judge rates
  /// by the same measure. Cached reduced costs were filtered with the old threshold and are
  /// dropped.
  /// - Complexity: O(symbols).
  mutating func raiseReducedCostNoise() -> Bool {
    guard reducedCostNoise < Self.reducedCostNoiseLimit else { return false }
    reducedCostNoise = min(reducedCostNoise * 10, Self.reducedCostNoiseLimit)
    costCache.fill(with: .invalid)
    return true
  }
}
