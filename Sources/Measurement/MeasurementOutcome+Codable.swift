/// A measurement as a result file stores it: a `status` and that status's fields.
///
/// The report's records encode themselves (`BenchReport` is `Codable`), so the conformance lives
/// beside the outcome; the file's whole layout is described in `Sources/ResultFiles/ResultFormat.md`.
extension MeasurementOutcome: Codable {
  /// The `status` field of a measurement.
  package enum Status: String, Codable {
    case measured
    case overLimit = "over limit"
    case notSupported = "not supported"
    case unavailable
    case failed
    case notApplicable = "not applicable"
  }

  private enum CodingKeys: String, CodingKey {
    case status, reason, estimated, truncated, predictedSeconds, runs, secondsPerRun, steps
    case medianSeconds, p90Seconds, minSeconds, maxSeconds
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .measured(let summary, let truncated):
      try container.encode(Status.measured, forKey: .status)
      try container.encode(summary.samples, forKey: .runs)
      try container.encode(summary.median, forKey: .medianSeconds)
      try container.encode(summary.p90, forKey: .p90Seconds)
      try container.encode(summary.minimum, forKey: .minSeconds)
      try container.encode(summary.maximum, forKey: .maxSeconds)
      try container.encode(summary.secondsPerRun, forKey: .secondsPerRun)
      if !summary.steps.isEmpty { try container.encode(summary.steps, forKey: .steps) }
      try container.encode(truncated, forKey: .truncated)
    case .overLimit(let estimated, let seconds):
      try container.encode(Status.overLimit, forKey: .status)
      try container.encode(estimated, forKey: .estimated)
      try container.encodeIfPresent(seconds, forKey: .predictedSeconds)
    case .notSupported(let reason):
      try container.encode(Status.notSupported, forKey: .status)
      try container.encode(reason, forKey: .reason)
    case .unavailable(let reason):
      try container.encode(Status.unavailable, forKey: .status)
      try container.encode(reason, forKey: .reason)
    case .failed(let reason):
      try container.encode(Status.failed, forKey: .status)
      try container.encode(reason, forKey: .reason)
    case .notApplicable(let reason):
      try container.encode(Status.notApplicable, forKey: .status)
      try container.encode(reason, forKey: .reason)
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Status.self, forKey: .status) {
    case .measured:
      var summary = TimingSummary(
        samples: try container.decode(Int.self, forKey: .runs),
        median: try container.decode(Double.self, forKey: .medianSeconds),
        p90: try container.decode(Double.self, forKey: .p90Seconds),
        minimum: try container.decode(Double.self, forKey: .minSeconds),
        maximum: try container.decode(Double.self, forKey: .maxSeconds))
      summary.secondsPerRun = try container.decodeIfPresent([Double].self, forKey: .secondsPerRun) ?? []
      summary.steps = try container.decodeIfPresent([String].self, forKey: .steps) ?? []
      self = .measured(summary, truncated: try container.decodeIfPresent(Bool.self, forKey: .truncated) ?? false)
    case .overLimit:
      self = .overLimit(
        estimated: try container.decodeIfPresent(Bool.self, forKey: .estimated) ?? false,
        seconds: try container.decodeIfPresent(Double.self, forKey: .predictedSeconds))
    case .notSupported: self = .notSupported(reason: try container.decode(String.self, forKey: .reason))
    case .unavailable: self = .unavailable(reason: try container.decode(String.self, forKey: .reason))
    case .failed: self = .failed(reason: try container.decode(String.self, forKey: .reason))
    case .notApplicable: self = .notApplicable(reason: try container.decodeIfPresent(String.self, forKey: .reason) ?? "")
    }
  }
}

/// Workloads key the outcomes of a record's JSON object.
extension Workload: CodingKeyRepresentable {}
