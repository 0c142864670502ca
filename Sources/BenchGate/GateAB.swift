import Measurement
import ResultFiles
import Foundation
import LayoutEngines
import ViewTreeGenerators

/// The gate where instructions cannot be counted (macOS, no valgrind, another toolchain than
/// the baseline's): the base revision built beside the head, both timed on the same machine in
/// the same job, interleaved, and decided with the rank test of `bench compare`.
///
/// Timings on a shared machine are noisy, and noise that differs between two runs made minutes
/// apart looks like a change. So the two binaries run in alternating order (base, head, head,
/// base, ...) round after round, each round a short `bench run` of both on the same work; the
/// rounds' raw runs are pooled per row, and a row fails only when the head is slower by more
/// than the threshold with the Mann-Whitney test's p below alpha (``ResultComparison``). Load
/// that comes and goes hits both binaries alike; nothing is compared with a figure from another
/// day or machine.
public struct GateAB {
  /// The work each round times: what `bench run` is given, besides its output.
  public var views = 500
  public var shapes: [Shape] = Shape.allCases
  public var engines: [EngineKind] = [.cassowary, .rebuild, .graph, .glpk]
  public var workloads: [Workload] = Workload.allCases
  /// Timed runs per row in each round, after one untimed one.
  public var repetitions = 3
  /// Rounds; each times both binaries once, their order alternating.
  public var rounds = 4
  public var seed: UInt64 = ViewTreeGenerator.defaultSeed
  /// A row fails when slower by more than `threshold` with p below `alpha` divided by the
  /// number of rows (Bonferroni): `alpha` is the chance that unchanged code fails the gate at
  /// all, however many rows there are. Without the correction, 137 rows at 0.01 each would fail
  /// unchanged code in most runs.
  public var options = ResultComparison.Options(alpha: 0.05, threshold: 0.10)
  /// Called with a short label as each step starts, for a progress line.
  public var progress: ((String) -> Void)?

  public init() {}

  /// The arguments of one round's `bench run`, writing JSON to `output`. Only options that
  /// `bench run` has had since result files carried raw runs, so that an older base revision
  /// understands them.
  public func runArguments(output: String) -> [String] {
    [
      "run", "--views", String(views), "--shapes", shapes.map(\.rawValue).joined(separator: ","),
      "--engines", engines.map(\.rawValue).joined(separator: ","),
      "--workloads", workloads.map(\.rawValue).joined(separator: ","),
      "--repetitions", String(repetitions), "--warmups", "1", "--seed", String(seed),
      "--format", "json", "--output", output,
    ]
  }

  /// Which binary runs first in each round: base, head, head, base, base, head, ... so that
  /// neither always runs on a machine warmed (or loaded) by the other.
  public static func baseFirst(inRound round: Int) -> Bool { round % 2 == 0 }

  /// Times both binaries `rounds` times, interleaved, with result files in `directory`, and
  /// compares the pooled runs.
  public func run(base: String, head: String, directory: String) throws(GateError) -> ResultComparison {
    var baseReports: [BenchReport] = []
    var headReports: [BenchReport] = []
    for round in 0..<max(1, rounds) {
      let order = Self.baseFirst(inRound: round) ? [(true, base), (false, head)] : [(false, head), (true, base)]
      for (isBase, binary) in order {
        let label = isBase ? "base" : "head"
        progress?("round \(round + 1) of \(rounds): \(label)")
        let output = "\(directory)/\(label)-\(round + 1).json"
        let status = try GateProcess.run([binary] + runArguments(output: output), log: "\(directory)/\(label)-\(round + 1).log")
        // 0, or 2/3 when an engine disagreed or a peer failed: still timed; the agreement is
        // the baseline mode's and the tests' concern. Anything else means no usable file.
        guard [0, 2].contains(status) else {
          throw .abFailed(reason: "the \(label) binary's bench run exited with status \(status); see \(directory)/\(label)-\(round + 1).log")
        }
        let report: BenchReport
        do { report = try ResultFile.read(path: output) } catch {
          throw .abFailed(reason: "the \(label) binary wrote no readable result file (\(output)): \(error)")
        }
        if isBase { baseReports.append(report) } else { headReports.append(report) }
      }
    }
    return try Self.decide(base: baseReports, head: headReports, options: options)
  }

  /// The pooled comparison of several rounds' reports of each side, each row's test at
  /// `options.alpha` divided by the number of rows (see ``options``).
  public static func decide(
    base: [BenchReport], head: [BenchReport], options: ResultComparison.Options
  ) throws(GateError) -> ResultComparison {
    guard let pooledBase = pool(base), let pooledHead = pool(head) else {
      throw .abFailed(reason: "no rounds to compare")
    }
    let rows = ResultComparison(base: pooledBase, head: pooledHead, options: options).rows.count
    var corrected = options
    corrected.alpha = options.alpha / Double(max(1, rows))
    return ResultComparison(base: pooledBase, head: pooledHead, options: corrected)
  }

  /// One report holding every round's raw runs per row: the first round's report, each timed
  /// outcome's runs replaced by all rounds' runs of the same row. A row that failed, or went
  /// over its limit, in any round keeps that outcome: a head that fails once has failed.
  public static func pool(_ reports: [BenchReport]) -> BenchReport? {
    guard var pooled = reports.first else { return nil }
    struct Key: Hashable { var input: String, engine: String, views: Int, workload: Workload }
    var runs: [Key: [Double]] = [:]
    var broken: [Key: MeasurementOutcome] = [:]
    for report in reports {
      for record in report.records {
        for (workload, outcome) in record.outcomes {
          let key = Key(input: record.input, engine: record.engine, views: record.views, workload: workload)
          switch outcome {
          case .measured(let summary, _):
            runs[key, default: []] += summary.secondsPerRun.isEmpty ? [summary.median] : summary.secondsPerRun
          case .failed, .overLimit:
            if broken[key] == nil { broken[key] = outcome }
          case .notSupported, .unavailable, .notApplicable:
            break
          }
        }
      }
    }
    for index in pooled.records.indices {
      let record = pooled.records[index]
      for (workload, outcome) in record.outcomes {
        let key = Key(input: record.input, engine: record.engine, views: record.views, workload: workload)
        if let failure = broken[key] {
          pooled.records[index].outcomes[workload] = failure
        } else if case .measured(_, let truncated) = outcome, let all = runs[key], let summary = TimingSummary(seconds: all) {
          pooled.records[index].outcomes[workload] = .measured(summary, truncated: truncated)
        }
      }
    }
    return pooled
  }
}
