import Foundation
import Measurement

/// Two result files compared row by row, like `benchstat`: `bench compare BASE.json HEAD.json`.
///
/// A row is an input, engine, size and workload measured in both files. Its change is the
/// change of the median time; whether that change is real is decided by the Mann–Whitney U test
/// over the raw samples of both runs (`secondsPerRun`), and the Hodges–Lehmann interval gives
/// the range of ratios the samples are consistent with. Times are compared on a log scale, so a
/// change is a ratio and the interval is one too.
public struct ResultComparison: Sendable {
  /// What the samples say about one row.
  public enum Verdict: String, Sendable, Hashable {
    case faster
    case slower
    /// The difference is within what noise explains (p ≥ α), or there are too few runs.
    case unchanged = "~"
    /// Measured in the base only: the head went over the time limit.
    case overLimit = "over limit"
    /// Measured in the base only: the head failed.
    case failed = "FAILED"
  }

  /// One compared row.
  public struct Row: Sendable, Hashable {
    public var input: String
    public var engine: String
    public var views: Int
    public var workload: Workload
    public var baseMedian: Double
    public var baseRuns: Int
    /// `nil` when the head has no timing (over the limit, failed).
    public var headMedian: Double?
    public var headRuns: Int
    /// The head's median over the base's, minus one: +0.25 is 25% slower.
    public var change: Double?
    /// The interval of that ratio (minus one) at ``ResultComparison/confidence``.
    public var interval: ClosedRange<Double>?
    public var p: Double?
    public var verdict: Verdict
    /// What the head had instead of a timing, for a row that has none.
    public var headStatus: String?
  }

  /// Row-level choices: the significance level, the interval's confidence and the threshold of
  /// a regression.
  public struct Options: Hashable, Sendable {
    /// A change with p below this is significant.
    public var alpha: Double
    /// A significant slowdown larger than this (0.10: 10%) is a regression and makes
    /// `bench compare` exit with status 3.
    public var threshold: Double

    public init(alpha: Double = 0.05, threshold: Double = 0.10) {
      self.alpha = alpha
      self.threshold = threshold
    }
  }

  public static let confidence = 0.95

  public var base: ResultMetadata
  public var head: ResultMetadata
  public var options: Options
  public var rows: [Row]
  /// Rows measured in one file only (or in neither), by `input/engine/views/workload`.
  public var onlyInBase: [String]
  public var onlyInHead: [String]

  /// Compares every row the two reports share.
  public init(base: BenchReport, head: BenchReport, options: Options = Options()) {
    self.base = base.metadata
    self.head = head.metadata
    self.options = options
    struct Key: Hashable {
      var input: String, engine: String, views: Int, workload: Workload
      var text: String { "\(input)/\(engine)/\(views)/\(workload.rawValue)" }
    }
    var headOutcomes: [Key: MeasurementOutcome] = [:]
    for record in head.records {
      for (workload, outcome) in record.outcomes {
        headOutcomes[Key(input: record.input, engine: record.engine, views: record.views, workload: workload)] = outcome
      }
    }
    var rows: [Row] = []
    var onlyInBase: [String] = []
    var seen = Set<Key>()
    for record in base.records {
      for workload in base.workloads {
        let key = Key(input: record.input, engine: record.engine, views: record.views, workload: workload)
        guard case .measured(let before, _)? = record.outcomes[workload] else { continue }
        seen.insert(key)
        guard let after = headOutcomes[key] else {
          onlyInBase.append(key.text)
          continue
        }
        var row = Row(
          input: record.input, engine: record.engine, views: record.views, workload: workload,
          baseMedian: before.median, baseRuns: before.samples, headMedian: nil, headRuns: 0, change: nil,
          interval: nil, p: nil, verdict: .unchanged, headStatus: nil)
        switch after {
        case .measured(let summary, _):
          row.headMedian = summary.median
          row.headRuns = summary.samples
          row.change = before.median > 0 ? summary.median / before.median - 1 : nil
          let first = Self.logSamples(before)
          let second = Self.logSamples(summary)
          if let test = RankTest.compare(first, second, confidence: Self.confidence) {
            row.p = test.p
            row.interval = test.interval.map { exp($0.lowerBound) - 1...exp($0.upperBound) - 1 }
            if test.p < options.alpha { row.verdict = summary.median > before.median ? .slower : .faster }
          }
        case .overLimit:
          row.verdict = .overLimit
          row.headStatus = "over limit"
        case .failed(let reason):
          row.verdict = .failed
          row.headStatus = "failed: \(reason)"
        case .notSupported, .unavailable, .notApplicable:
          onlyInBase.append(key.text)
          continue
        }
        rows.append(row)
      }
    }
    var onlyInHead: [String] = []
    for record in head.records {
      for workload in head.workloads {
        let key = Key(input: record.input, engine: record.engine, views: record.views, workload: workload)
        guard case .measured? = record.outcomes[workload], !seen.contains(key) else { continue }
        onlyInHead.append(key.text)
      }
    }
    self.rows = rows
    self.onlyInBase = onlyInBase
    self.onlyInHead = onlyInHead
  }

  /// The raw samples' logarithms; the median alone when a file has no raw samples (one value).
  static func logSamples(_ summary: TimingSummary) -> [Double] {
    let samples = summary.secondsPerRun.isEmpty ? [summary.median] : summary.secondsPerRun
    return samples.filter { $0 > 0 }.map { log($0) }
  }

  /// Rows significantly slower by more than the threshold, or that lost their timing.
  public var regressions: [Row] {
    rows.filter { row in
      switch row.verdict {
      case .slower: (row.change ?? 0) > options.threshold
      case .overLimit, .failed: true
      case .faster, .unchanged: false
      }
    }
  }

  /// The geometric mean of the rows' ratios, minus one; `nil` without any row timed in both.
  public var geometricMeanChange: Double? {
    let logs = rows.compactMap { row in row.change.map { log1p($0) } }
    guard !logs.isEmpty else { return nil }
    return exp(logs.reduce(0, +) / Double(logs.count)) - 1
  }

  /// Why two runs should not be compared: each difference in the machine or the build, as
  /// `field: base vs head`. Empty when they may be.
  public static func machineDifferences(_ base: ResultMetadata, _ head: ResultMetadata) -> [String] {
    var differences: [String] = []
    func check(_ name: String, _ a: String?, _ b: String?) {
      if let a, let b, a != b { differences.append("\(name) \(a) vs \(b)") }
    }
    check("cpu", base.cpu, head.cpu)
    check("cores", String(base.cores), String(head.cores))
    check("host", base.host, head.host)
    check("operating system", operatingSystemName(base.operatingSystem), operatingSystemName(head.operatingSystem))
    check("build", base.buildConfiguration, head.buildConfiguration)
    return differences
  }

  /// The distribution without the kernel release, which an update changes on the same machine.
  private static func operatingSystemName(_ text: String) -> String {
    text.components(separatedBy: ", kernel ").first ?? text
  }
}
