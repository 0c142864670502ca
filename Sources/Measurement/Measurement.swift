/// Timings of one workload on one engine and layout, summarized.
///
/// Medians resist the occasional scheduler hiccup on a shared machine; the 90th percentile shows
/// how wide the spread is without being dominated by one outlier. Where a workload acts at a
/// place in the tree, each timed run is at another place, so the median and the 90th percentile
/// are over positions.
public struct TimingSummary: Hashable, Sendable {
  /// How many timed runs (warm-ups excluded).
  public var samples: Int
  /// The seconds of each timed run, in the order they ran: the raw samples behind the summary,
  /// kept for rank tests between result files. Empty for a summary built from figures alone.
  public var secondsPerRun: [Double]
  /// What each timed run changed, in the same order (the subtree, the constraint and value, the
  /// root size): the positions the distribution is over. Empty for builds.
  public var steps: [String] = []
  /// Seconds per run.
  public var median: Double
  public var p90: Double
  public var minimum: Double
  public var maximum: Double

  /// Summarizes durations in seconds, each labelled by the step it timed; `nil` for none.
  public init?(seconds: [Double], steps: [String] = []) {
    guard !seconds.isEmpty else { return nil }
    let sorted = seconds.sorted()
    samples = sorted.count
    secondsPerRun = seconds
    self.steps = steps.count == seconds.count ? steps : []
    median = Self.percentile(sorted, 0.5)
    p90 = Self.percentile(sorted, 0.9)
    minimum = sorted[0]
    maximum = sorted[sorted.count - 1]
  }

  public init(samples: Int, median: Double, p90: Double, minimum: Double, maximum: Double) {
    self.samples = samples
    self.secondsPerRun = []
    self.median = median
    self.p90 = p90
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Linear interpolation between the closest ranks of a sorted, non-empty array.
  static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    let position = fraction * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let weight = position - Double(lower)
    return sorted[lower] * (1 - weight) + sorted[upper] * weight
  }
}

/// What came of one measurement.
public enum MeasurementOutcome: Hashable, Sendable {
  /// Timed; `truncated` when the time limit stopped the repetitions early.
  case measured(TimingSummary, truncated: Bool)
  /// One run took longer than the time limit (`estimated`: predicted from a smaller size and
  /// not run at all).
  case overLimit(estimated: Bool, seconds: Double?)
  /// The engine cannot express this layout.
  case notSupported(reason: String)
  /// The engine is not in this build.
  case unavailable(reason: String)
  /// The engine failed.
  case failed(reason: String)
  /// The layout offers nothing for this workload; the reason says why (no labels for
  /// `intrinsic`, a root whose width its required constraints fix for `resize`).
  case notApplicable(reason: String)

  /// The median seconds per run, when measured.
  public var median: Double? {
    if case .measured(let summary, _) = self { return summary.median }
    return nil
  }

  /// Whether the measurement hit the time limit, so larger sizes should be skipped.
  public var wentOverLimit: Bool {
    if case .overLimit = self { return true }
    return false
  }
}
