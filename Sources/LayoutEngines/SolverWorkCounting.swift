/// The solver's deterministic work counters, by name, for code outside the engines.
///
/// The performance gate and the tests read what the Cassowary solver did (pivots, row merges,
/// marker walks) without importing the solver: this is the one documented window onto its
/// ``Cassowary/Solver/Statistics``. The counters depend only on the calls made, never on the
/// machine, so a gate can compare them exactly; a counter added to the solver appears here
/// without a change (they are read by reflection).
public protocol SolverWorkCounting {
  /// Every counter of the engine's solver, by name (`pivots`, `rowMerges`, ...), including zeros.
  var solverWorkCounters: [String: Int] { get }
}

extension CassowaryEngine: SolverWorkCounting {
  public var solverWorkCounters: [String: Int] {
    var values: [String: Int] = [:]
    for child in Mirror(reflecting: statistics).children {
      if let name = child.label, let value = child.value as? Int { values[name] = value }
    }
    return values
  }
}
