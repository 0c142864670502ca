/// The figures the performance gate compares: everything it measures that does not depend on
/// how fast the machine is.
///
/// A CI machine is shared and differs from the one that wrote the baseline, so absolute times
/// cannot be compared. What can be: frame agreement (yes or no), how time grows with size within
/// one run (an exponent), how two engines compare within one run (a ratio), and how much work
/// the solver does (counters that are the same on every machine). Keys are readable paths such
/// as `build/flat` or `resize/flat/1000`, so a report line names what it is about.
public struct GateFigures: Codable, Hashable, Sendable {
  /// Scaling exponent of the cassowary engine's build, fitted to each size's fastest run, by
  /// shape (`build/flat`).
  public var buildExponents: [String: Double]
  /// Exponents of the cassowary engine's other workloads, by `workload/shape`: reported, not
  /// gated (microsecond timings are too noisy for a two-point fit to gate on).
  public var watchedExponents: [String: Double]
  /// Fastest run of the rebuild engine over the cassowary engine's, by `workload/shape/views`.
  public var speedups: [String: Double]
  /// The solver's work counters, by `phase/shape/views` (phase `build` or `resize`).
  public var counters: [String: SolverCounters]
  /// Cassowary build times divided by the calibration loop's time, by `build/shape/views`:
  /// reported, not gated (a ratio of two timings still drifts with cache sizes and turbo).
  public var calibratedTimes: [String: Double]
  /// Every engine, input and checkpoint whose frames disagreed with the reference (one line
  /// each); empty in a baseline.
  public var disagreements: [String]
  /// Every measurement that failed, went over the time limit or is missing (one line each).
  public var failures: [String]

  public init(
    buildExponents: [String: Double] = [:], watchedExponents: [String: Double] = [:],
    speedups: [String: Double] = [:], counters: [String: SolverCounters] = [:],
    calibratedTimes: [String: Double] = [:], disagreements: [String] = [], failures: [String] = []
  ) {
    self.buildExponents = buildExponents
    self.watchedExponents = watchedExponents
    self.speedups = speedups
    self.counters = counters
    self.calibratedTimes = calibratedTimes
    self.disagreements = disagreements
    self.failures = failures
  }

  /// The figures of a cassowary engine `factor` times as slow (0.5: twice as fast): counters and
  /// calibrated times scaled by `factor`, speed-ups divided by it, exponents unchanged.
  ///
  /// `bench gate --scale-baseline 0.5` compares a run with such a baseline, to show end to end
  /// that the gate fails when the code gets slower.
  public func scaled(by factor: Double) -> GateFigures {
    var copy = self
    copy.counters = counters.mapValues { $0.scaled(by: factor) }
    copy.calibratedTimes = calibratedTimes.mapValues { $0 * factor }
    copy.speedups = speedups.mapValues { $0 / factor }
    return copy
  }
}

/// The Cassowary solver's deterministic work counters, as the gate stores them.
///
/// The same build of the same layout pivots the same number of times on every machine, so any
/// growth is a change in the algorithm, not noise.
public struct SolverCounters: Codable, Hashable, Sendable {
  /// Simplex basis changes.
  public var pivots: Int
  /// Row merges (`row += k × other row`), the unit of substitution work.
  public var rowMerges: Int
  /// Cells read or written by row merges: the best single measure of the solver's work.
  public var cellOperations: Int

  public init(pivots: Int, rowMerges: Int, cellOperations: Int) {
    self.pivots = pivots
    self.rowMerges = rowMerges
    self.cellOperations = cellOperations
  }

  /// Each counter by its name, in a fixed order, for reports.
  public var named: [(name: String, value: Int)] {
    [("pivots", pivots), ("rowMerges", rowMerges), ("cellOperations", cellOperations)]
  }

  /// Every counter times `factor`, rounded.
  public func scaled(by factor: Double) -> SolverCounters {
    SolverCounters(
      pivots: Int((Double(pivots) * factor).rounded()),
      rowMerges: Int((Double(rowMerges) * factor).rounded()),
      cellOperations: Int((Double(cellOperations) * factor).rounded()))
  }

  /// The difference of two snapshots of the solver's running totals.
  public static func - (after: SolverCounters, before: SolverCounters) -> SolverCounters {
    SolverCounters(
      pivots: after.pivots - before.pivots, rowMerges: after.rowMerges - before.rowMerges,
      cellOperations: after.cellOperations - before.cellOperations)
  }
}
