import Foundation

extension GateFigures {
  /// Adds another measurement's figures: dictionaries are merged (the other's value wins),
  /// problem lists concatenated.
  public mutating func merge(_ other: GateFigures) {
    buildExponents.merge(other.buildExponents) { _, new in new }
    watchedExponents.merge(other.watchedExponents) { _, new in new }
    speedups.merge(other.speedups) { _, new in new }
    counters.merge(other.counters) { _, new in new }
    calibratedTimes.merge(other.calibratedTimes) { _, new in new }
    disagreements += other.disagreements
    failures += other.failures
  }

  /// The more favourable of two timing measurements, figure by figure: the lower exponent and
  /// calibrated time, the higher speed-up; a failure only if both runs had it.
  ///
  /// A regression in the code shows in every run, a burst of load on a shared machine rarely in
  /// two in a row, so `bench gate` re-measures timings once and keeps the better of each figure
  /// before it fails. Deterministic figures (counters, disagreements) are taken from `first`.
  public static func favourable(_ first: GateFigures, _ second: GateFigures) -> GateFigures {
    var best = first
    best.buildExponents.merge(second.buildExponents, uniquingKeysWith: min)
    best.watchedExponents.merge(second.watchedExponents, uniquingKeysWith: min)
    best.calibratedTimes.merge(second.calibratedTimes, uniquingKeysWith: min)
    best.speedups.merge(second.speedups, uniquingKeysWith: max)
    let again = Set(second.failures)
    best.failures = first.failures.filter { again.contains($0) }
    return best
  }

  /// Figure by figure, the median of several timing measurements (a baseline's values), and the
  /// failures of any of them.
  public static func median(of runs: [GateFigures]) -> GateFigures {
    guard var result = runs.first else { return GateFigures() }
    func medians(_ pick: (GateFigures) -> [String: Double]) -> [String: Double] {
      var values: [String: [Double]] = [:]
      for run in runs { for (key, value) in pick(run) { values[key, default: []].append(value) } }
      return values.compactMapValues { TimingSummary(seconds: $0)?.median }
    }
    result.buildExponents = medians(\.buildExponents)
    result.watchedExponents = medians(\.watchedExponents)
    result.speedups = medians(\.speedups)
    result.calibratedTimes = medians(\.calibratedTimes)
    result.disagreements = runs.flatMap(\.disagreements)
    result.failures = Array(Set(runs.flatMap(\.failures))).sorted()
    return result
  }

}

extension GateReport {
  /// Whether every regression is on a timing figure, which a second measurement might clear;
  /// disagreements and counters never change on a re-run.
  public var onlyTimingsRegressed: Bool {
    !passed && !hasDisagreement
      && regressions.allSatisfy { $0.subject.hasPrefix("exponent ") || $0.subject.hasPrefix("speed-up ") }
  }
}
