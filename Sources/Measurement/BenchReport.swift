import LayoutEngines
import LayoutModel

/// One engine on one layout: a row of the result table.
///
/// Encoded as one entry of a result file's `records`; a new column is one stored property here
/// (and a line in `ResultFormat.md`).
public struct BenchRecord: Hashable, Sendable, Codable {
  /// The shape or scenario file.
  public var input: String
  public var engine: String
  public var views: Int
  /// Rows of the linear system: explicit constraints plus implicit ones (root, intrinsic sizes,
  /// autoresizing).
  public var constraints: Int
  /// Views of the input whose frames its constraints do not determine (counted on the Cassowary
  /// solver, whatever the engines' frames say); `nil` when it could not be counted.
  public var ambiguousViews: Int?
  /// Each workload's measurement (JSON: an object keyed by workload name).
  public var outcomes: [Workload: MeasurementOutcome]
  /// Bytes the engine holds once built: allocated and not freed during the build, as the heap
  /// allocator counts them (the median over the timed builds).
  public var retainedBytes: Int?
  /// ``retainedBytes`` divided by ``views``.
  public var retainedBytesPerView: Double?
  /// Bytes an engine built afresh holds after the `history` workload (its changes and churn).
  public var retainedBytesAfterHistory: Int?
  /// The worst comparison with the reference engine over all checkpoints.
  public var agreement: AgreementVerdict
  /// Every checkpoint's verdict, in order.
  public var checkpoints: [AgreementVerdict]

  public init(
    input: String, engine: String, views: Int, constraints: Int,
    ambiguousViews: Int? = nil, outcomes: [Workload: MeasurementOutcome], retainedBytes: Int? = nil,
    retainedBytesAfterHistory: Int? = nil, agreement: AgreementVerdict = .none, checkpoints: [AgreementVerdict] = []
  ) {
    self.input = input
    self.engine = engine
    self.views = views
    self.constraints = constraints
    self.ambiguousViews = ambiguousViews
    self.outcomes = outcomes
    self.retainedBytes = retainedBytes
    self.retainedBytesPerView = retainedBytes.map { Double($0) / Double(max(views, 1)) }
    self.retainedBytesAfterHistory = retainedBytesAfterHistory
    self.agreement = agreement
    self.checkpoints = checkpoints
  }
}

extension BenchRecord {
  /// Whether the engine is another project's solver (``EngineKind/isExternalPeer``).
  public var isExternalPeer: Bool { EngineKind(rawValue: engine)?.isExternalPeer ?? false }

  /// Whether a workload failed outright (not "not supported", not "over limit").
  public var hasFailedWorkload: Bool {
    outcomes.values.contains { if case .failed = $0 { true } else { false } }
  }

  /// Whether the frames disagreed with the reference (not a tie).
  public var disagrees: Bool { agreement.kind == .disagree }
}

/// The fitted scaling exponent of one engine, input and workload over a sweep.
public struct ScalingExponent: Hashable, Sendable, Codable {
  public var input: String
  public var engine: String
  public var workload: Workload
  public var exponent: Double
  /// How many sizes the fit used.
  public var points: Int

  public init(input: String, engine: String, workload: Workload, exponent: Double, points: Int) {
    self.input = input
    self.engine = engine
    self.workload = workload
    self.exponent = exponent
    self.points = points
  }
}

/// One input of a run, as every engine saw it: its size, how determined it is, and where its
/// workloads came from.
public struct InputSummary: Hashable, Sendable, Codable {
  /// The shape or scenario file (with `:root` for an Interface Builder document).
  public var input: String
  public var views: Int
  public var constraints: Int
  /// Views whose frames the constraints do not determine, counted on the Cassowary solver;
  /// `nil` when the layout could not be built to count them.
  public var ambiguousViews: Int?
  /// The first of them by name (at most ``nameLimit``).
  public var ambiguousViewNames: [String]
  /// `generator`, `scenario file`, `guessed`, or `scenario file and guessed`.
  public var workloadSource: String

  /// How many ambiguous views are named.
  public static let nameLimit = 20

  public init(
    input: String, views: Int, constraints: Int, ambiguousViews: Int?, ambiguousViewNames: [String] = [],
    workloadSource: String
  ) {
    self.input = input
    self.views = views
    self.constraints = constraints
    self.ambiguousViews = ambiguousViews
    self.ambiguousViewNames = ambiguousViewNames
    self.workloadSource = workloadSource
  }
}

/// Everything a benchmark run produced, ready to format; the JSON result file is this value
/// encoded (``ResultFile``).
public struct BenchReport: Hashable, Sendable {
  public var metadata: ResultMetadata
  public var workloads: [Workload]
  /// Every input once, in run order.
  public var inputs: [InputSummary]
  public var records: [BenchRecord]
  public var exponents: [ScalingExponent]

  public init(
    metadata: ResultMetadata, workloads: [Workload], inputs: [InputSummary] = [], records: [BenchRecord],
    exponents: [ScalingExponent] = []
  ) {
    self.metadata = metadata
    self.workloads = workloads
    self.inputs = inputs
    self.records = records
    self.exponents = exponents
  }

  /// Whether any of our own engines disagreed with the reference (not a tie); an external
  /// peer's disagreement is in ``peerFindings``.
  public var hasDisagreement: Bool { records.contains { !$0.isExternalPeer && $0.disagrees } }

  /// Whether any of our own engines failed outright (not "not supported", not "over limit"); an
  /// external peer's failure is in ``peerFindings``.
  public var hasFailure: Bool { records.contains { !$0.isExternalPeer && $0.hasFailedWorkload } }

  /// The exit status a run of this report ends with: a disagreement of one of our engines (2)
  /// before a failure (1), then success; with `strictPeers` an external peer's count too.
  public func exitCode(strictPeers: Bool) -> BenchExitCode {
    let findings = strictPeers ? peerFindings : []
    if hasDisagreement || findings.contains(where: \.disagrees) { return .disagreement }
    if hasFailure || findings.contains(where: \.hasFailedWorkload) { return .failure }
    return .success
  }

  /// The rows where an external peer (kiwi) failed or disagreed: findings about that solver,
  /// which do not fail a run unless it is strict about peers.
  public var peerFindings: [BenchRecord] {
    records.filter { $0.isExternalPeer && ($0.hasFailedWorkload || $0.disagrees) }
  }

  /// The exponents fitted from the records' medians, per input, engine and workload.
  public static func fitExponents(_ records: [BenchRecord], workloads: [Workload]) -> [ScalingExponent] {
    var order: [String] = []
    var series: [String: (input: String, engine: String, workload: Workload, points: [(views: Int, seconds: Double)])] = [:]
    for record in records {
      for workload in workloads {
        guard let median = record.outcomes[workload]?.median else { continue }
        let key = "\(record.input)\u{0}\(record.engine)\u{0}\(workload.rawValue)"
        if series[key] == nil {
          order.append(key)
          series[key] = (record.input, record.engine, workload, [])
        }
        series[key]?.points.append((record.views, median))
      }
    }
    return order.compactMap { key in
      guard let entry = series[key], let slope = ScalingFit.exponent(entry.points) else { return nil }
      return ScalingExponent(
        input: entry.input, engine: entry.engine, workload: entry.workload, exponent: slope,
        points: entry.points.count)
    }
  }
}
