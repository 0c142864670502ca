import Measurement

/// The figures the performance gate compares: everything it measures that does not depend on
/// how fast or how busy the machine is.
///
/// A CI machine is shared and differs from the one that wrote the baseline, so times cannot be
/// compared, and neither can ratios of times (a loaded machine slows memory-bound work more than
/// the rest). What can be: frame agreement (yes or no), the solver's work counters (the same on
/// every machine), and the instructions the engine executes under callgrind (the same for the
/// same binary, whatever the load). Keys are ``GateWorkItem/key``s such as `resize/flat/1000`.
public struct GateFigures: Codable, Hashable, Sendable {
  /// The solver's work counters in each item's measured pass.
  public var counters: [String: SolverCounters]
  /// Instructions executed in each item's measured pass, counted by callgrind; empty when they
  /// were not counted (a debug build, `--no-instructions`).
  public var instructions: [String: Int]
  /// Every engine, input and checkpoint whose frames disagreed with the reference (one line
  /// each); empty in a baseline.
  public var disagreements: [String]
  /// Every measurement that failed or is missing (one line each).
  public var failures: [String]

  public init(
    counters: [String: SolverCounters] = [:], instructions: [String: Int] = [:], disagreements: [String] = [],
    failures: [String] = []
  ) {
    self.counters = counters
    self.instructions = instructions
    self.disagreements = disagreements
    self.failures = failures
  }

  /// Adds another measurement's figures: dictionaries are merged (the other's value wins),
  /// problem lists concatenated.
  public mutating func merge(_ other: GateFigures) {
    counters.merge(other.counters) { _, new in new }
    instructions.merge(other.instructions) { _, new in new }
    disagreements += other.disagreements
    failures += other.failures
  }
}

/// The Cassowary solver's deterministic work counters, by name, as the engines expose them
/// (``LayoutEngines/SolverWorkCounting``; the gate does not import the solver).
///
/// Every counter the solver exposes is here, found by reflection, so a counter added to the
/// solver is gated without touching the gate. Counters that are zero are not stored: a baseline
/// lists only work that happens, and a counter missing from it reads as zero.
public struct SolverCounters: Codable, Hashable, Sendable {
  /// Counter name → value; never holds a zero.
  public private(set) var values: [String: Int]

  public init(_ values: [String: Int] = [:]) {
    self.values = values.filter { $0.value != 0 }
  }

  public subscript(name: String) -> Int { values[name] ?? 0 }

  /// Every counter that is non-zero here or in `other`, in name order: the checks worth making
  /// (a zero against a zero says nothing).
  public func names(unionWith other: SolverCounters) -> [String] {
    Set(values.keys).union(other.values.keys).sorted()
  }

  /// Every counter times `factor`, rounded.
  public func scaled(by factor: Double) -> SolverCounters {
    SolverCounters(values.mapValues { Int((Double($0) * factor).rounded()) })
  }

  /// The sum of two sets of counters.
  public static func + (lhs: SolverCounters, rhs: SolverCounters) -> SolverCounters {
    SolverCounters(lhs.values.merging(rhs.values, uniquingKeysWith: +))
  }

  /// The difference of two snapshots of the solver's running totals.
  public static func - (after: SolverCounters, before: SolverCounters) -> SolverCounters {
    var difference = after.values
    for (name, value) in before.values { difference[name, default: 0] -= value }
    return SolverCounters(difference)
  }

  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([String: Int].self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(values)
  }
}
