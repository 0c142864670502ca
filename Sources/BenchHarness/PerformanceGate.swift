import LayoutEngines
import LayoutModel
import ViewTreeGenerators

/// The CI performance gate's fixed measurements: what `bench gate` runs before comparing with
/// `Results/gate-baseline.json`.
///
/// Shared CI machines are noisy and differ from the one that wrote the baseline, so the gate
/// only looks at figures that do not depend on the machine's speed:
/// - **Frame agreement** (hard): every engine on every shape at ``agreementViews`` views, through
///   every workload, must agree with the cassowary engine (a tie counts as agreement, and so does
///   kiwi's semantic difference, its weighing of priorities). Any disagreement or failure fails
///   the gate.
/// - **Build scaling exponents**: the least-squares slope of log time over log views of the
///   cassowary engine's build, over ``scalingSizes`` measured in the same run, for each of
///   ``scalingShapes``. It is fitted to each size's fastest run, since noise on a shared machine
///   only ever adds time. A regression from linear to quadratic shows up as +1 whatever the
///   machine's speed.
/// - **Speed-ups**: the rebuild engine's fastest run over the cassowary engine's for `resize`
///   and `constant`, in the same run. This is what incrementality buys; losing it on a path
///   shows up as a collapse of the ratio.
/// - **Work counters**: the solver's pivots, row merges and cell operations for building each
///   layout, one resize round trip and one churn pair. They are exact and identical on every
///   machine, so they catch a 5% change that no timing could.
///
/// Also reported, never gated: the exponents of the other workloads and build times divided by a
/// calibration loop timed in the same run. Timing figures are split from the deterministic ones
/// (``measureTimings()``) so that `bench gate` can re-measure them once before failing, and
/// `--update` can store the median of three runs. See `Results/GATE.md` for the tolerances.
public struct PerformanceGate {
  /// Shapes whose build scaling, speed-ups and counters are gated: independent views, a chain,
  /// deep nesting, the three structures whose cost grows differently in a simplex tableau.
  public var scalingShapes: [Shape] = [.flat, .longRow, .deep]
  /// Three sizes over a decade for the exponents: a third point halves the effect of one noisy
  /// size on the slope.
  public var scalingSizes: [Int] = [1_000, 3_000, 10_000]
  /// The sizes whose speed-ups and work counters are gated: a screenful and a long list.
  public var comparisonSizes: [Int] = [1_000, 10_000]
  /// The size of the all-shapes, all-engines agreement pass: big enough for every shape's
  /// structure, small enough for the GLPK engine to take seconds, not minutes.
  public var agreementViews = 500
  /// Timed runs per measurement: an odd count, so the median is a real sample.
  public var budget = MeasurementBudget(repetitions: 9, warmups: 2, timeLimit: 5)
  public var seed: UInt64 = ViewTreeGenerator.defaultSeed
  /// Called with a short label as each step starts, for a progress line.
  public var progress: ((String) -> Void)?

  public init() {}

  /// The workloads whose speed-ups are gated.
  static let speedupWorkloads: [Workload] = [.resize, .constant]

  /// Runs every measurement; `timings: false` (a debug build) runs only agreement and counters.
  public func measure(timings: Bool) throws(BenchError) -> GateFigures {
    var figures = try measureDeterministic()
    if timings { figures.merge(try measureTimings()) }
    return figures
  }

  /// Frame agreement and work counters: the figures that come out the same on every run.
  public func measureDeterministic() throws(BenchError) -> GateFigures {
    var figures = GateFigures()
    progress?("agreement: every shape and engine at \(agreementViews) views")
    let agreement = try Sweep(request: BenchRequest(
      source: .generated(shapes: Shape.allCases, sizes: [agreementViews]), engines: EngineKind.allCases,
      // A short history: its checkpoint is what is checked here, and a thousand rebuilds per
      // engine and shape would take minutes.
      workloads: Workload.allCases, budget: MeasurementBudget(repetitions: 1, warmups: 0, timeLimit: 5, historyLength: 20),
      seed: seed)).run(metadata: .current(seed: seed))
    collectProblems(agreement, into: &figures)

    progress?("solver work counters")
    for shape in scalingShapes {
      for views in comparisonSizes {
        try countWork(shape: shape, views: views, into: &figures)
      }
    }
    return figures
  }

  /// Exponents, speed-ups and calibrated times: the figures that vary with the machine's load.
  public func measureTimings() throws(BenchError) -> GateFigures {
    var figures = GateFigures()
    progress?("timings: cassowary and rebuild at \(scalingSizes.map(String.init).joined(separator: ", ")) views")
    let timed = try Sweep(request: BenchRequest(
      source: .generated(shapes: scalingShapes, sizes: scalingSizes), engines: [.cassowary, .rebuild],
      workloads: [.build] + Self.speedupWorkloads, budget: budget, seed: seed))
      .run(metadata: .current(seed: seed))
    collectProblems(timed, into: &figures)
    collectTimings(timed, into: &figures)

    progress?("calibration loop")
    let calibration = CalibrationLoop.medianSeconds()
    for record in timed.records where record.engine == EngineKind.cassowary.rawValue && record.views == scalingSizes.max() {
      if let fastest = Self.fastest(record.outcomes[.build]) {
        figures.calibratedTimes["build/\(record.input)/\(record.views)"] = fastest / calibration
      }
    }
    return figures
  }

  /// The fastest timed run of a measurement: on a shared machine noise only ever adds time, so
  /// the minimum is the steadiest estimate of what the code costs.
  static func fastest(_ outcome: MeasurementOutcome?) -> Double? {
    guard case .measured(let summary, _)? = outcome, summary.minimum > 0 else { return nil }
    return summary.minimum
  }

  /// Notes every disagreement and every failed measurement of a report.
  func collectProblems(_ report: BenchReport, into figures: inout GateFigures) {
    for record in report.records {
      for verdict in record.checkpoints where verdict.kind == .disagree {
        let views = verdict.views.prefix(3).joined(separator: ", ")
        figures.disagreements.append(
          "\(record.engine) on \(record.input) (\(record.views) views) at \(verdict.checkpoint ?? "?"): "
            + "off by \(GateComparison.fixed(verdict.maxDifference ?? .infinity)) pt at \(views)"
            + (verdict.detail.map { "; \($0)" } ?? ""))
      }
      for (workload, outcome) in record.outcomes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        if case .failed(let reason) = outcome {
          figures.failures.append("\(record.engine) on \(record.input) (\(record.views) views), \(workload.rawValue): \(reason)")
        }
      }
    }
  }

  /// Fills in exponents and speed-ups from the timed pass; a missing timing is a failure.
  func collectTimings(_ report: BenchReport, into figures: inout GateFigures) {
    let cassowary = EngineKind.cassowary.rawValue
    for shape in scalingShapes {
      let builds = report.records.filter { $0.engine == cassowary && $0.input == shape.rawValue }
      let points = builds.compactMap { record -> (views: Int, seconds: Double)? in
        Self.fastest(record.outcomes[.build]).map { (record.views, $0) }
      }
      if points.count == scalingSizes.count, let slope = ScalingFit.exponent(points) {
        figures.buildExponents["build/\(shape.rawValue)"] = slope
      }
    }
    for exponent in report.exponents where exponent.engine == cassowary && exponent.workload != .build {
      figures.watchedExponents["\(exponent.workload.rawValue)/\(exponent.input)"] = exponent.exponent
    }
    for shape in scalingShapes {
      if figures.buildExponents["build/\(shape.rawValue)"] == nil {
        figures.failures.append("cassowary build on \(shape.rawValue): no exponent (a size was not measured)")
      }
    }
    func fastest(_ engine: EngineKind, _ input: String, _ views: Int, _ workload: Workload) -> Double? {
      Self.fastest(report.records.first { $0.engine == engine.rawValue && $0.input == input && $0.views == views }?
        .outcomes[workload])
    }
    for shape in scalingShapes {
      for views in comparisonSizes {
        for workload in Self.speedupWorkloads {
          let key = "\(workload.rawValue)/\(shape.rawValue)/\(views)"
          guard let fast = fastest(.cassowary, shape.rawValue, views, workload),
            let slow = fastest(.rebuild, shape.rawValue, views, workload)
          else {
            figures.failures.append("speed-up \(key): a timing is missing (over the time limit?)")
            continue
          }
          figures.speedups[key] = slow / fast
        }
      }
    }
  }

  /// Builds the cassowary engine on one layout and records the solver's work for the build, a
  /// resize round trip and a churn pair of the subtree in the middle of the churn list (the
  /// middle of the row, half-way down the chain).
  func countWork(shape: Shape, views: Int, into figures: inout GateFigures) throws(BenchError) {
    let generated: GeneratedLayout
    do { generated = try ViewTreeGenerator.make(shape: shape, views: views, seed: seed) } catch {
      throw .generator(error)
    }
    let suffix = "\(shape.rawValue)/\(views)"
    do throws(EngineError) {
      var engine = try CassowaryEngine(layout: generated.layout)
      var last = Self.counters(engine)
      figures.counters["build/\(suffix)"] = last
      try engine.resize(to: generated.hooks.landscape)
      try engine.resize(to: generated.hooks.portrait)
      figures.counters["resize/\(suffix)"] = Self.counters(engine) - last
      last = Self.counters(engine)
      let churn = generated.hooks.churnSubtrees
      if !churn.isEmpty {
        let top = churn[churn.count / 2]
        try engine.removeSubtree(top)
        try engine.insertSubtree(top)
        figures.counters["churn/\(suffix)"] = Self.counters(engine) - last
      }
    } catch {
      throw .engineFailed(engine: "cassowary", error: error)
    }
  }

  static func counters(_ engine: CassowaryEngine) -> SolverCounters {
    let statistics = engine.statistics
    return SolverCounters(
      pivots: statistics.pivots, rowMerges: statistics.rowMerges, cellOperations: statistics.cellOperations)
  }
}
