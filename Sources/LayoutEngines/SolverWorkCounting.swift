/// The solver's deterministic work counters and storage sizes, by name, for code outside the
/// engines.
///
/// The performance gate and the tests read what the Cassowary solver did (pivots, row merges,
/// marker walks) without importing the solver: this is the documented window onto its
/// ``Cassowary/Solver/Statistics`` and ``Cassowary/Solver/StorageSize`` (``BareSolver``, in
/// `BareSolver.swift`, is the other, for timing the solver's own build). The counters depend only on the calls made, never on the
/// machine, so a gate can compare them exactly; a counter added to the solver appears here
/// without a change (they are read by reflection).
public protocol SolverWorkCounting {
  /// Every counter of the engine's solver, by name (`pivots`, `rowMerges`, ...), including zeros.
  var solverWorkCounters: [String: Int] { get }
  /// The sizes of the engine's solver storage, by name (`rows`, `cells`, `liveMarkerNodes`,
  /// `markerNodeSlots`, ...): what the memory bounds watch grow or shrink.
  var solverStorageSizes: [String: Int] { get }
}

extension CassowaryEngine: SolverWorkCounting {
  public var solverWorkCounters: [String: Int] { Self.namedCounts(statistics) }

  public var solverStorageSizes: [String: Int] { Self.namedCounts(storageSize) }

  /// Every `Int` property of `value`, by name.
  private static func namedCounts(_ value: Any) -> [String: Int] {
    var values: [String: Int] = [:]
    for child in Mirror(reflecting: value).children {
      if let name = child.label, let value = child.value as? Int { values[name] = value }
    }
    return values
  }
}
