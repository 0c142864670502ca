import LayoutEngines
import LayoutModel
import ViewTreeGenerators

/// What to benchmark: the inputs, the engines, the workloads and the budget.
public struct BenchRequest: Sendable {
  /// Where the layouts come from.
  public enum Source: Sendable {
    /// Every shape at every size, smallest size first.
    case generated(shapes: [Shape], sizes: [Int])
    /// Layouts read from scenario files, each with its path for messages.
    case scenarios([(path: String, input: BenchInput)])
  }

  public var source: Source
  public var engines: [EngineKind]
  public var workloads: [Workload]
  public var budget: MeasurementBudget
  public var seed: UInt64

  public init(
    source: Source, engines: [EngineKind], workloads: [Workload], budget: MeasurementBudget,
    seed: UInt64
  ) {
    self.source = source
    self.engines = engines
    self.workloads = workloads
    self.budget = budget
    self.seed = seed
  }
}

/// Runs a request: generates each layout (untimed), runs every engine through the workloads,
/// compares frames with the reference engine, and fits scaling exponents.
///
/// Once an engine goes over the time limit on a workload, larger sizes of that shape skip the
/// workload for that engine and report it as over the limit (estimated); a build over the limit
/// skips the engine entirely. Smaller measurements also predict larger ones, so a run whose
/// prediction exceeds the limit is not started.
public struct Sweep {
  public var request: BenchRequest
  /// Finds the engine for a kind; `nil` when the kind is not in this build.
  public var resolve: (EngineKind) -> BenchEngine?
  /// Called after each engine run with the work done and the total (engine runs weighted by
  /// their view counts) and a label, for a progress bar.
  public var progress: ((Int, Int, String) -> Void)?
  /// Called with one line for the user before the run: engines predicted to exceed the time
  /// limit, which will be reported over the limit without running.
  public var notice: ((String) -> Void)?
  /// The smallest size at which engines are first timed on smaller trees (a tenth and a
  /// hundredth of the size) to predict whether they fit the time limit.
  public var probeThreshold = 2_000

  public init(
    request: BenchRequest,
    resolve: @escaping (EngineKind) -> BenchEngine? = { kind in
      EngineRegistry.available[kind].map { BenchEngine(kind: kind, type: $0) }
    },
    progress: ((Int, Int, String) -> Void)? = nil
  ) {
    self.request = request
    self.resolve = resolve
    self.progress = progress
  }

  private struct SeriesKey: Hashable {
    var input: String
    var engine: EngineKind
    var workload: Workload
  }

  /// Runs everything and returns the records in input, size and engine order.
  public func run(metadata: ResultMetadata) throws(BenchError) -> BenchReport {
    let reference = resolve(EngineRegistry.referenceKind)
    // The reference runs first so every other engine can be compared with it.
    var kinds = request.engines
    if let position = kinds.firstIndex(of: EngineRegistry.referenceKind) {
      kinds.remove(at: position)
      kinds.insert(EngineRegistry.referenceKind, at: 0)
    }
    var history: [SeriesKey: [(views: Int, seconds: Double)]] = [:]
    var overLimit = Set<SeriesKey>()
    var records: [BenchRecord] = []
    var inputs: [InputSummary] = []
    let inputWeight: Int
    switch request.source {
    case .generated(let shapes, let sizes): inputWeight = shapes.count * sizes.reduce(0, +)
    case .scenarios(let files): inputWeight = files.reduce(0) { $0 + $1.input.viewCount }
    }
    let total = inputWeight * kinds.count
    var done = 0
    try probe(kinds, into: &history)

    try forEachInput { (path, input) throws(BenchError) in
      let constraintCount = input.layout.linearSystem().constraints.count
      let ambiguous = Self.ambiguousViews(input.layout)
      inputs.append(InputSummary(
        input: input.name, views: input.viewCount, constraints: constraintCount, ambiguousViews: ambiguous?.count,
        ambiguousViewNames: ambiguous.map { Array($0.prefix(InputSummary.nameLimit)) } ?? [],
        workloadSource: input.workloadSource))
      var referenceRun: EngineRun?
      if reference != nil, !kinds.contains(EngineRegistry.referenceKind), let reference,
        !overLimit.contains(SeriesKey(input: input.name, engine: reference.kind, workload: .build))
      {
        var runner = EngineRunner(
          input: input, engine: reference, workloads: request.workloads, budget: request.budget,
          seed: request.seed)
        runner.snapshotsOnly = true
        referenceRun = runner.run()
      }
      for kind in kinds {
        defer {
          done += input.viewCount
          progress?(done, total, "\(input.name) \(input.viewCount) \(kind.rawValue)")
        }
        guard let engine = resolve(kind) else {
          let reason = "not in this build"
          records.append(BenchRecord(
            input: input.name, engine: kind.rawValue, views: input.viewCount,
            constraints: constraintCount, ambiguousViews: ambiguous?.count,
            outcomes: Dictionary(uniqueKeysWithValues: request.workloads.map { ($0, .unavailable(reason: reason)) })))
          continue
        }
        var runner = EngineRunner(
          input: input, engine: engine, workloads: request.workloads, budget: request.budget,
          seed: request.seed)
        let buildWentOver = overLimit.contains(SeriesKey(input: input.name, engine: kind, workload: .build))
        for workload in Workload.allCases {
          let key = SeriesKey(input: input.name, engine: kind, workload: workload)
          if buildWentOver || overLimit.contains(key) {
            runner.estimates[workload] = .infinity
          } else if let points = history[key], let estimate = ScalingFit.estimate(at: input.viewCount, from: points) {
            runner.estimates[workload] = estimate
          }
        }
        let run = runner.run()
        if kind == EngineRegistry.referenceKind { referenceRun = run }
        // A scenario the reference cannot lay out is a bad scenario, not a slow engine.
        if let path, kind == EngineRegistry.referenceKind, let error = run.buildError,
          case .unsatisfiable = error
        {
          throw .unsatisfiableScenario(path: path, error: error)
        }
        for (workload, outcome) in run.outcomes {
          let key = SeriesKey(input: input.name, engine: kind, workload: workload)
          if outcome.wentOverLimit { overLimit.insert(key) }
          if let median = outcome.median { history[key, default: []].append((input.viewCount, median)) }
        }
        let verdicts = Self.compare(
          run, with: kind == EngineRegistry.referenceKind ? nil : referenceRun, input: input,
          weights: Self.weights(of: engine))
        records.append(BenchRecord(
          input: input.name, engine: kind.rawValue, views: input.viewCount,
          constraints: constraintCount, ambiguousViews: ambiguous?.count,
          outcomes: Dictionary(uniqueKeysWithValues: request.workloads.map { workload in
            (workload, run.outcomes[workload] ?? .failed(reason: "not measured"))
          }),
          retainedBytes: run.retainedBytes, retainedBytesAfterHistory: run.retainedBytesAfterHistory,
          agreement: Self.overallVerdict(run, kind: kind, verdicts: verdicts),
          checkpoints: verdicts))
      }
    }
    return BenchReport(
      metadata: metadata, workloads: request.workloads, inputs: inputs, records: records,
      exponents: BenchReport.fitExponents(records, workloads: request.workloads))
  }

  /// The names of the views whose frames the layout's constraints leave undetermined, from one
  /// untimed build on the Cassowary solver; `nil` when it cannot be built.
  static func ambiguousViews(_ layout: Layout) -> [String]? {
    guard let engine = try? CassowaryEngine(layout: layout) else { return nil }
    return engine.ambiguousViews().map { layout.name(of: $0) }
  }

  /// Times one build of each engine on each shape at a hundredth and a tenth of the first size,
  /// when that size is at least ``probeThreshold``, so a build predicted far beyond the time
  /// limit is reported before the run rather than discovered after minutes of it.
  ///
  /// The probe times go into the history the estimates are fitted from (a single untimed-warm-up
  /// run each, so they are rough); a prediction above the limit makes the real size report
  /// "over limit (est.)" without running the engine. Larger probes stop once one takes longer
  /// than the limit itself.
  private func probe(_ kinds: [EngineKind], into history: inout [SeriesKey: [(views: Int, seconds: Double)]])
    throws(BenchError)
  {
    guard case .generated(let shapes, let sizes) = request.source, let first = sizes.min(), first >= probeThreshold else {
      return
    }
    let probeSizes = [first / 100, first / 10].filter { $0 >= max(10, ViewTreeGenerator.viewLimits.lowerBound) }
    guard !probeSizes.isEmpty else { return }
    for shape in shapes {
      var stopped = Set<EngineKind>()
      for size in probeSizes {
        let generated: GeneratedLayout
        do { generated = try ViewTreeGenerator.make(shape: shape, views: size, seed: request.seed) }
        catch { throw .generator(error) }
        for kind in kinds where !stopped.contains(kind) {
          guard let engine = resolve(kind) else { continue }
          guard let (_, seconds) = try? Stopwatch.time({ () throws(EngineError) in
            try engine.type.init(layout: generated.layout)
          }) else {
            stopped.insert(kind)
            continue
          }
          history[SeriesKey(input: shape.rawValue, engine: kind, workload: .build), default: []].append((size, seconds))
          if seconds > request.budget.timeLimit { stopped.insert(kind) }
        }
      }
      for kind in kinds {
        let key = SeriesKey(input: shape.rawValue, engine: kind, workload: .build)
        guard let points = history[key], let estimate = ScalingFit.estimate(at: first, from: points),
          estimate > request.budget.timeLimit
        else { continue }
        let measured = points.map { "\($0.views)" }.joined(separator: " and ")
        notice?(
          "\(kind.rawValue) on \(shape.rawValue) at \(first) views is predicted to take "
            + "\(ReportText.duration(estimate)) per build (timed at \(measured) views), beyond --time-limit "
            + "\(ReportText.duration(request.budget.timeLimit)); it is reported over the limit without running")
      }
    }
  }

  /// Calls `body` with each input in order, generating one layout at a time so only one large
  /// layout is alive; the path is set for scenario files.
  private func forEachInput(_ body: (String?, BenchInput) throws(BenchError) -> Void) throws(BenchError) {
    switch request.source {
    case .scenarios(let files):
      for file in files { try body(file.path, file.input) }
    case .generated(let shapes, let sizes):
      // Check every size up front so a bad one fails before an hour of measuring.
      for size in sizes {
        if size < ViewTreeGenerator.viewLimits.lowerBound {
          throw .generator(.tooFewViews(requested: size, minimum: ViewTreeGenerator.viewLimits.lowerBound))
        }
        if size > ViewTreeGenerator.viewLimits.upperBound {
          throw .generator(.tooManyViews(requested: size, maximum: ViewTreeGenerator.viewLimits.upperBound))
        }
      }
      for shape in shapes {
        for size in sizes.sorted() {
          let generated: GeneratedLayout
          do { generated = try ViewTreeGenerator.make(shape: shape, views: size, seed: request.seed) }
          catch { throw .generator(error) }
          try body(nil, BenchInput(generated))
        }
      }
    }
  }

  /// The verdict a table shows for one engine run.
  static func overallVerdict(_ run: EngineRun, kind: EngineKind, verdicts: [AgreementVerdict]) -> AgreementVerdict {
    if case .notSupported(let reason)? = run.outcomes[.build], run.snapshots.isEmpty {
      return AgreementVerdict(kind: .notSupported, detail: reason)
    }
    if kind == EngineRegistry.referenceKind, !run.snapshots.isEmpty {
      return AgreementVerdict(kind: .agree, maxDifference: 0, checkpoint: "reference")
    }
    return verdicts.reduce(AgreementVerdict.none) { $0.combined(with: $1) }
  }

  /// The engine's weight per priority when it sums priorities instead of ordering them.
  static func weights(of engine: BenchEngine) -> ((LayoutPriority) -> Double)? {
    guard let weighted = engine.type as? any WeightedPriorityEngine.Type else { return nil }
    return { weighted.weight(of: $0) }
  }

  /// Every checkpoint of `run` compared with the reference's at the same checkpoint.
  static func compare(
    _ run: EngineRun, with reference: EngineRun?, input: BenchInput,
    weights: ((LayoutPriority) -> Double)? = nil
  ) -> [AgreementVerdict] {
    guard let reference else { return [] }
    // `build` is the first workload, so this is build and then every workload's checkpoint.
    let order = Workload.allCases.map(\.rawValue)
    return order.compactMap { checkpoint in
      guard let mine = run.snapshots[checkpoint], let theirs = reference.snapshots[checkpoint] else { return nil }
      let layout = reference.snapshotLayouts[checkpoint] ?? input.layout
      let removedTops = reference.snapshotRemovedTops[checkpoint] ?? []
      return FrameAgreement.compare(
        reference: theirs, candidate: mine, layout: layout, checkpoint: checkpoint, weights: weights,
        system: {
          // After a removal, the removed views' rows are in no engine: judging the answers
          // against them would score two equally good answers differently.
          var system = layout.linearSystem()
          let active = system.activeRows(in: layout, removedTops: removedTops)
          system.constraints = zip(system.constraints, active).compactMap { $1 ? $0 : nil }
          return system
        })
    }
  }
}
