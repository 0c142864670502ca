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
  /// Called after each engine run with the number done and the total, for a progress bar.
  public var progress: ((Int, Int, String) -> Void)?

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
    let inputCount: Int
    switch request.source {
    case .generated(let shapes, let sizes): inputCount = shapes.count * sizes.count
    case .scenarios(let files): inputCount = files.count
    }
    let total = inputCount * kinds.count
    var done = 0

    try forEachInput { (path, input) throws(BenchError) in
      let constraintCount = input.layout.linearSystem().constraints.count
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
          done += 1
          progress?(done, total, "\(input.name) \(input.viewCount) \(kind.rawValue)")
        }
        guard let engine = resolve(kind) else {
          let reason = "not in this build"
          records.append(BenchRecord(
            input: input.name, engine: kind.rawValue, views: input.viewCount,
            constraints: constraintCount,
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
          constraints: constraintCount,
          outcomes: Dictionary(uniqueKeysWithValues: request.workloads.map { ($0, run.outcomes[$0] ?? .notApplicable) }),
          buildMemory: run.buildMemory,
          agreement: Self.overallVerdict(run, kind: kind, verdicts: verdicts),
          checkpoints: verdicts))
      }
    }
    return BenchReport(
      metadata: metadata, workloads: request.workloads, records: records,
      exponents: BenchReport.fitExponents(records, workloads: request.workloads))
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
    if case .notSupported(let reason) = run.outcomes[.build] ?? .notApplicable, run.snapshots.isEmpty {
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
      return FrameAgreement.compare(
        reference: theirs, candidate: mine, layout: layout, checkpoint: checkpoint, weights: weights,
        system: { layout.linearSystem() })
    }
  }
}
