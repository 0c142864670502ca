import Measurement

/// The ranges of a result file's fields, checked when a file is read back (`bench compare`,
/// `merge`, `gate`), as scenario files are checked.
///
/// Decoding checks only types; a hostile or damaged file can hold a shard of count 0 (which
/// trapped `bench merge`) or 100,000,000 (which grew it to gigabytes), or negative, NaN or
/// 1e308 seconds (which `bench compare` printed as "-1695082%" and "+inf%"). Each refusal names
/// the field by its path in the file and says what was expected, so the one error line points
/// at it.
extension ResultFile {
  /// The most seconds a time in a result file may hold: about 31 years, far past any time limit
  /// a run could keep to, and small enough that sums and ratios of times stay finite.
  public static let maximumSeconds = 1e9

  /// The most a count (views, constraints, runs, bytes) may be; beyond `Int`'s range a decoder
  /// already refuses, so this only keeps counts from being negative.
  private static let counts = 0...Int.max

  /// Refuses the first field of `report` that is out of its range.
  static func validate(_ report: BenchReport) throws(ResultFileError) {
    if let shard = report.metadata.options?.shard, Shard(index: shard.index, count: shard.count) == nil {
      throw .invalidField(
        field: "metadata.options.shard", value: "{\"index\": \(shard.index), \"count\": \(shard.count)}",
        expected: "index K and count N with 1 <= K <= N <= \(Shard.maximumCount)")
    }
    if let options = report.metadata.options {
      for (i, size) in options.sizes.enumerated() { try count(size, "metadata.options.sizes[\(i)]") }
      try count(options.repetitions, "metadata.options.repetitions")
      try count(options.warmups, "metadata.options.warmups")
      // Any positive limit may be given (`--time-limit 1e16`); only what a run took is capped.
      try finite(options.timeLimitSeconds, "metadata.options.timeLimitSeconds", atLeast: .leastNonzeroMagnitude)
    }
    try count(report.metadata.cores, "metadata.cores")
    for (r, record) in report.records.enumerated() {
      let at = "records[\(r)]"
      try count(record.views, "\(at).views")
      try count(record.constraints, "\(at).constraints")
      if let value = record.ambiguousViews { try count(value, "\(at).ambiguousViews") }
      // Retained bytes are differences of the allocator's count and can be negative (a history
      // that frees more than it keeps); only a per-view figure that is not a number is refused.
      if let value = record.retainedBytesPerView { try finite(value, "\(at).retainedBytesPerView", atLeast: -.greatestFiniteMagnitude) }
      for workload in Workload.allCases {
        guard let outcome = record.outcomes[workload] else { continue }
        try validate(outcome, "\(at).outcomes.\(workload.rawValue)")
      }
    }
    for (i, input) in report.inputs.enumerated() {
      try count(input.views, "inputs[\(i)].views")
      try count(input.constraints, "inputs[\(i)].constraints")
    }
    for (i, exponent) in report.exponents.enumerated() { try count(exponent.points, "exponents[\(i)].points") }
  }

  private static func validate(_ outcome: MeasurementOutcome, _ at: String) throws(ResultFileError) {
    switch outcome {
    case .measured(let summary, _):
      try count(summary.samples, "\(at).runs")
      try seconds(summary.median, "\(at).medianSeconds")
      try seconds(summary.p90, "\(at).p90Seconds")
      try seconds(summary.minimum, "\(at).minSeconds")
      try seconds(summary.maximum, "\(at).maxSeconds")
      for (i, value) in summary.secondsPerRun.enumerated() { try seconds(value, "\(at).secondsPerRun[\(i)]") }
    case .overLimit(_, let predicted?):
      // A prediction extrapolates past the limit and may be huge, even infinite, but not
      // negative or NaN.
      guard !predicted.isNaN, predicted >= 0 else {
        throw .invalidField(field: "\(at).predictedSeconds", value: String(predicted), expected: "seconds from 0")
      }
    default: break
    }
  }

  private static func count(_ value: Int, _ field: String) throws(ResultFileError) {
    guard counts.contains(value) else {
      throw .invalidField(field: field, value: String(value), expected: "a whole number from 0")
    }
  }

  private static func seconds(_ value: Double, _ field: String) throws(ResultFileError) {
    guard value.isFinite, value >= 0, value <= maximumSeconds else {
      throw .invalidField(field: field, value: String(value), expected: "seconds from 0 to \(Int(maximumSeconds))")
    }
  }

  private static func finite(_ value: Double, _ field: String, atLeast lowest: Double) throws(ResultFileError) {
    guard value.isFinite, value >= lowest else {
      let range = lowest == 0 ? "a finite number from 0" : lowest > 0 ? "a finite number above 0" : "a finite number"
      throw .invalidField(field: field, value: String(value), expected: range)
    }
  }
}
