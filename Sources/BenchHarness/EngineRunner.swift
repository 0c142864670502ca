import LayoutEngines
import LayoutModel
import ViewTreeGenerators

/// How many runs to time and how long one measurement may take.
public struct MeasurementBudget: Hashable, Sendable {
  /// Timed runs per measurement.
  public var repetitions: Int
  /// Untimed runs before them (caches, lazy allocation).
  public var warmups: Int
  /// Seconds one measurement may take, warm-ups included.
  public var timeLimit: Double

  public init(repetitions: Int = 10, warmups: Int = 2, timeLimit: Double = 10) {
    self.repetitions = repetitions
    self.warmups = warmups
    self.timeLimit = timeLimit
  }
}

/// Everything one engine did on one layout.
struct EngineRun {
  var engine: String
  var outcomes: [Workload: MeasurementOutcome] = [:]
  /// Growth of the peak resident size while building, in bytes.
  var buildMemory: Int?
  /// Solved values after build and after each workload's checkpoint, by checkpoint name.
  var snapshots: [String: [Double]] = [:]
  /// The engine's layout at each snapshot, for the objective of a tie check.
  var snapshotLayouts: [String: Layout] = [:]
  /// Why the engine could not be built, if it could not.
  var buildError: EngineError?
}

/// Runs one engine through the selected workloads on one layout.
///
/// The engine built for the `build` measurement serves every other workload; each workload
/// puts the layout back as it found it (untimed), so workloads do not see each other's changes.
/// After an engine error the engine is rebuilt (untimed) before the next workload.
struct EngineRunner {
  var input: BenchInput
  var engine: BenchEngine
  var workloads: [Workload]
  var budget: MeasurementBudget
  var seed: UInt64
  /// Predicted seconds per run from smaller sizes; a prediction over the limit skips the run.
  var estimates: [Workload: Double] = [:]
  /// Only build and take snapshots, without timing (a reference run for agreement only).
  var snapshotsOnly = false

  func run() -> EngineRun {
    var result = EngineRun(engine: engine.name)
    var current: (any LayoutEngine)?
    // Build: always needed, timed only when selected.
    let buildOutcome = measureBuild(into: &current, memory: &result.buildMemory, error: &result.buildError)
    if workloads.contains(.build) || snapshotsOnly { result.outcomes[.build] = buildOutcome }
    guard var built = current else {
      for workload in workloads where workload != .build {
        result.outcomes[workload] = Self.dependentOutcome(buildOutcome)
      }
      return result
    }
    result.snapshots["build"] = built.values
    result.snapshotLayouts["build"] = built.layout
    for workload in workloads where workload != .build {
      var plan = WorkloadPlan(workload: workload, hooks: input.hooks, seed: seed)
      guard plan.isApplicable else {
        result.outcomes[workload] = .notApplicable
        continue
      }
      do throws(EngineError) {
        let outcome = snapshotsOnly ? .notApplicable : try measureSteps(&plan, on: &built)
        result.outcomes[workload] = outcome
        let checkpoint = plan.checkpointSteps(seed: seed)
        for step in checkpoint { try WorkloadPlan.apply(step, to: &built) }
        try built.checkFiniteFrames()
        result.snapshots[workload.rawValue] = built.values
        result.snapshotLayouts[workload.rawValue] = built.layout
        for step in plan.restoringSteps(after: checkpoint) { try WorkloadPlan.apply(step, to: &built) }
      } catch {
        result.outcomes[workload] = Self.outcome(for: error)
        // The engine may be half-changed; start the next workload from a fresh one.
        guard let fresh = try? engine.type.init(layout: input.layout) else { break }
        built = fresh
      }
    }
    ResultSink.consume(built.values)
    return result
  }

  /// Times engine creation; leaves the last engine built in `current`.
  private func measureBuild(
    into current: inout (any LayoutEngine)?, memory: inout Int?, error buildError: inout EngineError?
  ) -> MeasurementOutcome {
    if let estimate = estimates[.build], estimate > budget.timeLimit, !snapshotsOnly {
      return .overLimit(estimated: true, seconds: estimate)
    }
    var samples: [Double] = []
    var spent = 0.0
    let runs = snapshotsOnly ? 1 : max(1, budget.warmups) + budget.repetitions
    for run in 0..<runs {
      let measuresMemory = run == 0
      let before = measuresMemory && MemoryUsage.resetPeak() ? MemoryUsage.residentBytes() : nil
      let engine: any LayoutEngine
      let seconds: Double
      do throws(EngineError) {
        (engine, seconds) = try Stopwatch.time { () throws(EngineError) -> any LayoutEngine in
          try self.engine.type.init(layout: input.layout)
        }
        if run == 0 { try engine.checkFiniteFrames() }
      } catch {
        buildError = error
        return Self.outcome(for: error)
      }
      if let before, let peak = MemoryUsage.peakBytes() { memory = max(0, peak - before) }
      ResultSink.consume(engine.values)
      current = engine
      spent += seconds
      if run >= max(1, budget.warmups) || snapshotsOnly { samples.append(seconds) }
      if seconds > budget.timeLimit { return .overLimit(estimated: false, seconds: seconds) }
      if spent > budget.timeLimit { break }
    }
    guard let summary = TimingSummary(seconds: samples) else {
      // The warm-up alone used the budget: report it as the only sample.
      return TimingSummary(seconds: [spent]).map { .measured($0, truncated: true) } ?? .notApplicable
    }
    return .measured(summary, truncated: samples.count < (snapshotsOnly ? 1 : budget.repetitions))
  }

  /// Times the steps of one workload, then puts the layout back.
  private func measureSteps(_ plan: inout WorkloadPlan, on engine: inout any LayoutEngine) throws(EngineError)
    -> MeasurementOutcome
  {
    if let estimate = estimates[plan.workload], estimate > budget.timeLimit {
      return .overLimit(estimated: true, seconds: estimate)
    }
    var samples: [Double] = []
    var executed: [WorkloadStep] = []
    var spent = 0.0
    var outcome: MeasurementOutcome?
    for run in 0..<(budget.warmups + budget.repetitions) {
      guard let step = plan.next() else { break }
      executed.append(step)
      let (_, seconds) = try Stopwatch.time { () throws(EngineError) in try WorkloadPlan.apply(step, to: &engine) }
      ResultSink.consume(engine.values)
      spent += seconds
      if run >= budget.warmups { samples.append(seconds) }
      if seconds > budget.timeLimit {
        outcome = .overLimit(estimated: false, seconds: seconds)
        break
      }
      if spent > budget.timeLimit { break }
    }
    for step in plan.restoringSteps(after: executed) { try WorkloadPlan.apply(step, to: &engine) }
    if let outcome { return outcome }
    let summary = TimingSummary(seconds: samples) ?? TimingSummary(seconds: [spent / Double(max(executed.count, 1))])
    guard let summary else { return .notApplicable }
    return .measured(summary, truncated: samples.count < budget.repetitions)
  }

  /// What an engine error means for a measurement.
  static func outcome(for error: EngineError) -> MeasurementOutcome {
    switch error {
    case .notSupported(let reason): .notSupported(reason: reason)
    case .unavailable(let reason): .unavailable(reason: reason)
    case .failed(let reason): .failed(reason: reason)
    default: .failed(reason: error.description)
    }
  }

  /// The outcome of a workload that could not run because the build did not produce an engine.
  static func dependentOutcome(_ build: MeasurementOutcome) -> MeasurementOutcome {
    switch build {
    case .overLimit(let estimated, _): .overLimit(estimated: estimated, seconds: nil)
    case .notSupported, .unavailable, .failed: build
    case .measured, .notApplicable: .failed(reason: "no engine was built")
    }
  }
}
