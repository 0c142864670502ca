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
  /// How many changes the `history` workload makes before its churn.
  public var historyLength: Int

  public init(repetitions: Int = 10, warmups: Int = 2, timeLimit: Double = 10, historyLength: Int = Workload.historyLength) {
    self.repetitions = repetitions
    self.warmups = warmups
    self.timeLimit = timeLimit
    self.historyLength = historyLength
  }
}

/// Everything one engine did on one layout.
struct EngineRun {
  var engine: String
  var outcomes: [Workload: MeasurementOutcome] = [:]
  /// Bytes the engine retains once built (the median over the timed builds), as the allocator
  /// counts them.
  var retainedBytes: Int?
  /// Bytes an engine retains after the `history` workload, built afresh for it.
  var retainedBytesAfterHistory: Int?
  /// Solved values after build and after each workload's checkpoint, by checkpoint name.
  var snapshots: [String: [Double]] = [:]
  /// The engine's layout at each snapshot, for the objective of a tie check.
  var snapshotLayouts: [String: Layout] = [:]
  /// The tops of the subtrees removed before a snapshot: their rows are not in the objective.
  var snapshotRemovedTops: [String: [ViewID]] = [:]
  /// Why the engine could not be built, if it could not.
  var buildError: EngineError?
}

/// Runs one engine through the selected workloads on one layout.
///
/// The engine built for the `build` measurement serves `resize`, `constant`, `churn`,
/// `intrinsic` and `move`; each of these puts the layout back as it found it (untimed), so
/// workloads do not see each other's changes. `remove` times each removal on an engine built
/// afresh (untimed) from the whole layout, and `history` builds one of its own, so that the
/// memory it holds afterwards is its own. After an engine error the engine is rebuilt
/// (untimed) before the next workload.
package struct EngineRunner {
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
    let buildOutcome = measureBuild(into: &current, retained: &result.retainedBytes, error: &result.buildError)
    if workloads.contains(.build) || snapshotsOnly { result.outcomes[.build] = buildOutcome }
    guard var built = current else {
      for workload in workloads where workload != .build {
        result.outcomes[workload] = Self.dependentOutcome(buildOutcome)
      }
      return result
    }
    // One owner: an engine copies its state (cassowary's solver, kiwi's session in its worker)
    // on the first change while a second reference exists.
    current = nil
    result.snapshots["build"] = built.values
    result.snapshotLayouts["build"] = built.layout
    let changes = workloads.filter { $0 != .build }
    for (index, workload) in changes.enumerated() {
      let plan = self.plan(for: workload)
      if let reason = inapplicability(of: workload, plan: plan) {
        result.outcomes[workload] = .notApplicable(reason: reason)
        continue
      }
      do throws(EngineError) {
        switch workload {
        case .remove:
          result.outcomes[workload] = snapshotsOnly ? nil : try measureRemovals(plan)
          try checkpointOnFreshEngine(plan, into: &result)
        case .history:
          if !snapshotsOnly {
            let (outcome, retained) = try measureHistory(plan)
            result.outcomes[workload] = outcome
            result.retainedBytesAfterHistory = retained
          }
          try checkpointOnFreshEngine(plan, into: &result)
        default:
          var timed = plan
          if !snapshotsOnly { result.outcomes[workload] = try measureSteps(&timed, on: &built) }
          let (checkpointPlan, steps) = plan.checkpointPlan(seed: seed)
          for step in steps { try WorkloadPlan.apply(step, to: &built) }
          try built.checkFiniteFrames()
          result.snapshots[workload.rawValue] = built.values
          result.snapshotLayouts[workload.rawValue] = built.layout
          for step in checkpointPlan.restoringSteps() { try WorkloadPlan.apply(step, to: &built) }
        }
      } catch {
        result.outcomes[workload] = Self.outcome(for: error)
        // The engine may be half-changed; start the next workload from a fresh one.
        do throws(EngineError) {
          built = try makeEngine().engine
        } catch {
          // None to be had (a worker's build past the time limit, say): the workloads left
          // cannot run, for the reason the build gives, as when the first build fails.
          let outcome = Self.dependentOutcome(Self.outcome(for: error))
          for left in changes[(index + 1)...] {
            result.outcomes[left] =
              inapplicability(of: left, plan: self.plan(for: left)).map { .notApplicable(reason: $0) } ?? outcome
          }
          break
        }
      }
    }
    ResultSink.consume(built.values)
    return result
  }

  /// The steps of `workload` on this input, with the budget's warm-ups and repetitions.
  private func plan(for workload: Workload) -> WorkloadPlan {
    WorkloadPlan(
      workload: workload, hooks: input.hooks, layout: input.layout, seed: seed, warmups: budget.warmups,
      repetitions: budget.repetitions)
  }

  /// Why `workload` does not apply to this engine and input, or nil.
  private func inapplicability(of workload: Workload, plan: WorkloadPlan) -> String? {
    // Its churn after a history is its churn: a thousand rebuilds would measure nothing new.
    if workload == .history, !engine.type.keepsStateAcrossChanges { return Self.statelessHistoryReason }
    return input.notApplicable[workload] ?? plan.inapplicability
  }

  /// Times engine creation; leaves the last engine built in `current`, and the median of the
  /// bytes each build left allocated in `retained`.
  private func measureBuild(
    into current: inout (any LayoutEngine)?, retained: inout Int?, error buildError: inout EngineError?
  ) -> MeasurementOutcome {
    if let estimate = estimates[.build], estimate > budget.timeLimit, !snapshotsOnly {
      return .overLimit(estimated: true, seconds: estimate)
    }
    var retainedPerBuild: [Double] = []
    let warmups = snapshotsOnly ? 0 : max(1, budget.warmups)
    let timed: TimedRuns
    do throws(EngineError) {
      timed = try repeatTimed(runs: snapshotsOnly ? 1 : warmups + budget.repetitions, warmups: warmups) {
        (run) throws(EngineError) in
        // The previous engine is still alive here, so the difference is the new one's alone.
        let before = snapshotsOnly ? nil : MemoryUsage.allocatedBytes()
        let (engine, seconds, ownMemory) = try makeEngine()
        if engine is any SelfTimedEngine {
          // Its solver lives in another process: the figure is that process's own count.
          if let ownMemory, !snapshotsOnly { retainedPerBuild.append(Double(ownMemory)) }
        } else if let before, let after = MemoryUsage.allocatedBytes() {
          retainedPerBuild.append(Double(after - before))
        }
        if run == 0 { try engine.checkFiniteFrames() }
        ResultSink.consume(engine.values)
        current = engine
        return (seconds, seconds, nil)
      }
    } catch {
      buildError = error
      return Self.outcome(for: error)
    }
    if let seconds = timed.overLimit { return .overLimit(estimated: false, seconds: seconds) }
    let (samples, spent) = (timed.samples, timed.spent)
    if !retainedPerBuild.isEmpty {
      retained = Int(TimingSummary.percentile(retainedPerBuild.sorted(), 0.5).rounded())
    }
    guard let summary = TimingSummary(seconds: samples) else {
      // The warm-up alone used the budget: report it as the only sample.
      return TimingSummary(seconds: [spent]).map { .measured($0, truncated: true) } ?? .failed(reason: "no build was timed")
    }
    return .measured(summary, truncated: samples.count < (snapshotsOnly ? 1 : budget.repetitions))
  }

  /// What ``repeatTimed(runs:warmups:_:)`` measured.
  private struct TimedRuns {
    /// The seconds of the runs after the warm-ups.
    var samples: [Double] = []
    /// Their labels, where the runs gave them.
    var labels: [String] = []
    /// The seconds charged against the limit, warm-ups and untimed work included.
    var spent = 0.0
    /// Runs made.
    var executed = 0
    /// The seconds of a single run over the limit, which ended the loop.
    var overLimit: Double?
  }

  /// The one warm-up, repetition and time-limit loop of the build, the workloads and the
  /// removals.
  ///
  /// Calls `run` with each run's index, up to `runs` times or until it returns nil (nothing left
  /// to do); keeps the seconds and label of each run after the first `warmups`; stops after a
  /// single run over the time limit (``TimedRuns/overLimit``) or once the seconds charged, which
  /// may include untimed work such as a removal's fresh build, exceed it.
  private func repeatTimed(
    runs: Int, warmups: Int,
    _ run: (Int) throws(EngineError) -> (seconds: Double, charged: Double, label: String?)?
  ) throws(EngineError) -> TimedRuns {
    var timed = TimedRuns()
    for index in 0..<runs {
      guard let (seconds, charged, label) = try run(index) else { break }
      timed.executed += 1
      timed.spent += charged
      if index >= warmups {
        timed.samples.append(seconds)
        if let label { timed.labels.append(label) }
      }
      if seconds > budget.timeLimit {
        timed.overLimit = seconds
        return timed
      }
      if timed.spent > budget.timeLimit { break }
    }
    return timed
  }

  /// Builds the engine and times it: with the harness's clock, or for an engine that times
  /// itself (``SelfTimedEngine``) with its own figures and its own memory reading.
  private func makeEngine() throws(EngineError) -> (engine: any LayoutEngine, seconds: Double, memory: Int?) {
    if let selfTimed = engine.type as? any SelfTimedEngine.Type {
      let built = try selfTimed.init(layout: input.layout, timeLimit: budget.timeLimit)
      return (built, built.measuredSeconds, built.buildMemory)
    }
    let (built, seconds) = try Stopwatch.time { () throws(EngineError) -> any LayoutEngine in
      try self.engine.type.init(layout: input.layout)
    }
    return (built, seconds, nil)
  }

  /// Applies one step and returns its seconds, taken like ``makeEngine()``'s.
  private static func timeStep(_ step: WorkloadStep, on engine: inout any LayoutEngine) throws(EngineError) -> Double {
    if let before = (engine as? any SelfTimedEngine)?.measuredSeconds {
      try WorkloadPlan.apply(step, to: &engine)
      return ((engine as? any SelfTimedEngine)?.measuredSeconds ?? before) - before
    }
    return try Stopwatch.time { () throws(EngineError) in try WorkloadPlan.apply(step, to: &engine) }.1
  }

  /// Times the steps of one workload on `engine`, then puts the layout back.
  private func measureSteps(_ plan: inout WorkloadPlan, on engine: inout any LayoutEngine) throws(EngineError)
    -> MeasurementOutcome
  {
    if let estimate = estimates[plan.workload], estimate > budget.timeLimit {
      return .overLimit(estimated: true, seconds: estimate)
    }
    let outcome = try timeSteps(&plan, on: &engine)
    for step in plan.restoringSteps() { try WorkloadPlan.apply(step, to: &engine) }
    return outcome
  }

  /// Times the plan's next steps on `engine`: warm-ups, then the timed runs, within the limit.
  private func timeSteps(_ plan: inout WorkloadPlan, on engine: inout any LayoutEngine) throws(EngineError)
    -> MeasurementOutcome
  {
    let timed = try repeatTimed(runs: budget.warmups + budget.repetitions, warmups: budget.warmups) {
      (run) throws(EngineError) in
      guard let step = plan.next() else { return nil }
      let seconds = try Self.timeStep(step, on: &engine)
      ResultSink.consume(engine.values)
      return (seconds, seconds, run >= budget.warmups ? step.label(in: input.layout) : nil)
    }
    if let seconds = timed.overLimit { return .overLimit(estimated: false, seconds: seconds) }
    let samples = timed.samples
    let summary = TimingSummary(seconds: samples, steps: timed.labels)
      ?? TimingSummary(seconds: [timed.spent / Double(max(timed.executed, 1))])
    guard let summary else { return .failed(reason: "no step was timed") }
    return .measured(summary, truncated: samples.count < budget.repetitions)
  }

  /// Times removals for good, each on an engine built afresh from the whole layout (the build
  /// untimed, but counted against the time limit).
  private func measureRemovals(_ plan: WorkloadPlan) throws(EngineError) -> MeasurementOutcome {
    if let estimate = estimates[.remove], estimate > budget.timeLimit {
      return .overLimit(estimated: true, seconds: estimate)
    }
    var plan = plan
    let timed = try repeatTimed(runs: budget.warmups + budget.repetitions, warmups: budget.warmups) {
      (run) throws(EngineError) in
      guard let step = plan.next() else { return nil }
      var (fresh, buildSeconds, _) = try makeEngine()
      let seconds = try Self.timeStep(step, on: &fresh)
      ResultSink.consume(fresh.values)
      return (seconds, buildSeconds + seconds, run >= budget.warmups ? step.label(in: input.layout) : nil)
    }
    if let seconds = timed.overLimit { return .overLimit(estimated: false, seconds: seconds) }
    guard let summary = TimingSummary(seconds: timed.samples, steps: timed.labels) else {
      return .overLimit(estimated: false, seconds: timed.spent)
    }
    return .measured(summary, truncated: timed.samples.count < budget.repetitions)
  }

  /// Builds an engine afresh, makes ``MeasurementBudget/historyLength`` changes (untimed, within the time
  /// limit), then times churn pairs; returns the outcome and the bytes the engine holds after it
  /// all.
  private func measureHistory(_ plan: WorkloadPlan) throws(EngineError) -> (MeasurementOutcome, Int?) {
    if let estimate = estimates[.history], estimate > budget.timeLimit {
      return (.overLimit(estimated: true, seconds: estimate), nil)
    }
    var plan = plan
    let before = MemoryUsage.allocatedBytes()
    var (engine, _, _) = try makeEngine()
    var spent = 0.0
    for step in plan.historyPrelude(length: budget.historyLength) {
      let seconds = try Self.timeStep(step, on: &engine)
      spent += seconds
      // The history alone may use the whole limit; its churn then gets a limit of its own.
      if spent > budget.timeLimit { return (.overLimit(estimated: false, seconds: spent), nil) }
    }
    let outcome = try timeSteps(&plan, on: &engine)
    let retained = (engine as? any SelfTimedEngine).map(\.retainedMemory)
      ?? before.flatMap { start in MemoryUsage.allocatedBytes().map { $0 - start } }
    ResultSink.consume(engine.values)
    return (outcome, retained)
  }

  /// The agreement checkpoint of `remove` and `history`, on an engine built for it.
  private func checkpointOnFreshEngine(_ plan: WorkloadPlan, into result: inout EngineRun) throws(EngineError) {
    var (engine, _, _) = try makeEngine()
    let (_, steps) = plan.checkpointPlan(seed: seed)
    var removed: [ViewID] = []
    var removedTops: [ViewID] = []
    for step in steps {
      try WorkloadPlan.apply(step, to: &engine)
      if case .remove(let removal) = step {
        removedTops.append(removal.top)
        removed += input.layout.subtree(of: removal.top)
      }
    }
    try engine.checkFiniteFrames(ignoring: removed)
    var values = engine.values
    // A removed view's values are unspecified: every engine's are set to zero to compare the rest.
    ViewVariables.clear(removed, in: &values)
    result.snapshots[plan.workload.rawValue] = values
    result.snapshotLayouts[plan.workload.rawValue] = engine.layout
    result.snapshotRemovedTops[plan.workload.rawValue] = removedTops
  }

  /// Why `history` does not apply to an engine that keeps nothing between changes.
  package static let statelessHistoryReason = "the engine is rebuilt from scratch on every change, so nothing builds up"

  /// What an engine error means for a measurement.
  static func outcome(for error: EngineError) -> MeasurementOutcome {
    switch error {
    case .notSupported(let reason): .notSupported(reason: reason)
    case .unavailable(let reason): .unavailable(reason: reason)
    case .failed(let reason): .failed(reason: reason)
    case .overTimeLimit(let seconds): .overLimit(estimated: false, seconds: seconds)
    case .overWorkLimit(let work): .failed(reason: "stopped at the work limit after \(work) units of work")
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
