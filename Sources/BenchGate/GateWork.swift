import LayoutEngines
import LayoutModel
import Measurement
import ViewTreeGenerators

/// One fixed piece of work the performance gate measures: the cassowary engine on a generated
/// shape at a size, through one workload.
///
/// `build` builds the engine; every other workload builds it untimed and then makes
/// ``GateWork/steps`` of the benchmark's own changes (``WorkloadPlan``, seeded), so the gate sees
/// exactly what `bench` times.
public struct GateWorkItem: Hashable, Sendable, Comparable {
  public var workload: Workload
  public var shape: Shape
  public var views: Int

  public init(workload: Workload, shape: Shape, views: Int) {
    self.workload = workload
    self.shape = shape
    self.views = views
  }

  /// The item's name in reports and baselines: `constant/collection/1000`.
  public var key: String { "\(workload.rawValue)/\(shape.rawValue)/\(views)" }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.key < rhs.key }
}

/// Runs gate work items with the measured part isolated, so that a caller can count what the
/// engine does in it and nothing else: solver counters in process, instructions under callgrind.
///
/// Every item gets an engine of its own, built afresh rather than copied, so that no
/// copy-on-write of a whole tableau is counted as a change. The measured pass of `build` is the
/// build; of another workload, ``steps`` changes of the benchmark's plan, made after as many
/// unmeasured ones, so that first-change effects (a constraint's first constant change, scratch
/// arrays growing) stay out of it. One-time costs of the process (type metadata, protocol
/// conformance lookups) would land in whichever item runs first, so ``warmUp(for:)`` runs every
/// shape and workload once on a small tree before anything is measured.
public struct GateWork {
  /// Changes per measured pass of an incremental workload: enough to reach the varied paths of a
  /// plan (different constraints, subtrees, sizes), few enough to run under callgrind in seconds.
  public static let steps = 10

  public var seed: UInt64
  /// How many independent engines each pass drives: 1, except in the test that shows the gate
  /// failing on twice the work (`PerformanceGateTests`).
  var workFactor = 1

  public init(seed: UInt64) {
    self.seed = seed
  }

  /// Every applicable item of `shapes` × `sizes` × `workloads`, in a fixed order; items whose
  /// layout offers nothing for the workload (no intrinsic sizes in `flat`) are left out.
  public func items(shapes: [Shape], sizes: [Int], workloads: [Workload]) throws(BenchError) -> [GateWorkItem] {
    var items: [GateWorkItem] = []
    for shape in shapes {
      for views in sizes {
        let generated = try generate(shape, views)
        for workload in workloads where workload == .build || Self.plan(workload, generated, seed: seed).isApplicable {
          items.append(GateWorkItem(workload: workload, shape: shape, views: views))
        }
      }
    }
    return items
  }

  /// Runs one item, with `measured` wrapped around its measured pass.
  /// Returns the solver's counters just before and just after the measured pass (zero before a
  /// build).
  @discardableResult
  public func run(
    _ item: GateWorkItem,
    measured: (_ pass: () throws(EngineError) -> Void) throws(EngineError) -> Void = { pass throws(EngineError) in try pass() }
  ) throws(BenchError) -> (before: SolverCounters, after: SolverCounters) {
    let generated = try generate(item.shape, item.views)
    let copies = 0..<max(1, workFactor)
    do throws(EngineError) {
      if item.workload == .build {
        // Built into a reserved array, so that no old engine is freed inside the measured pass.
        var built: [CassowaryEngine] = []
        built.reserveCapacity(copies.count)
        try measured { () throws(EngineError) in
          for _ in copies { built.append(try CassowaryEngine(layout: generated.layout)) }
        }
        return (SolverCounters(), built.reduce(SolverCounters()) { $0 + SolverCounters($1.statistics) })
      }
      var plan = Self.plan(item.workload, generated, seed: seed)
      guard plan.isApplicable else {
        throw .notSupported(reason: "\(item.key): the layout has nothing to change")
      }
      let warmUp = Self.nextSteps(&plan)
      let steps = Self.nextSteps(&plan)
      // Held as the protocol type that the benchmark's steps apply to, from the start: boxing an
      // engine later would share its arrays and make the first change copy the whole tableau.
      var engines: [any LayoutEngine] = []
      for _ in copies {
        var engine: any LayoutEngine = try CassowaryEngine(layout: generated.layout)
        for step in warmUp { try WorkloadPlan.apply(step, to: &engine) }
        engines.append(engine)
      }
      let before = Self.counters(engines)
      try measured { () throws(EngineError) in
        for index in engines.indices {
          for step in steps { try WorkloadPlan.apply(step, to: &engines[index]) }
        }
      }
      return (before, Self.counters(engines))
    } catch {
      throw .engineFailed(engine: "cassowary", error: error)
    }
  }

  /// Runs every shape and workload of `items` once, unmeasured, on a tree of at most
  /// ``warmUpViews`` views.
  public func warmUp(for items: [GateWorkItem]) throws(BenchError) {
    var seen = Set<GateWorkItem>()
    for item in items {
      let small = GateWorkItem(workload: item.workload, shape: item.shape, views: min(item.views, Self.warmUpViews))
      if seen.insert(small).inserted { try run(small) }
    }
  }

  /// The size of the warm-up trees: every code path of a shape, in a fraction of the time.
  public static let warmUpViews = 100

  /// What the solver did in the item's measured pass.
  public func counters(of item: GateWorkItem) throws(BenchError) -> SolverCounters {
    let (before, after) = try run(item)
    return after - before
  }

  private static func counters(_ engines: [any LayoutEngine]) -> SolverCounters {
    engines.reduce(SolverCounters()) { sum, engine in
      sum + ((engine as? CassowaryEngine).map { SolverCounters($0.statistics) } ?? SolverCounters())
    }
  }

  private func generate(_ shape: Shape, _ views: Int) throws(BenchError) -> GeneratedLayout {
    do { return try ViewTreeGenerator.make(shape: shape, views: views, seed: seed) } catch { throw .generator(error) }
  }

  /// The benchmark's plan for a workload, seeded by the gate's seed.
  static func plan(_ workload: Workload, _ generated: GeneratedLayout, seed: UInt64) -> WorkloadPlan {
    WorkloadPlan(workload: workload, hooks: generated.hooks, layout: generated.layout, seed: seed)
  }

  static func nextSteps(_ plan: inout WorkloadPlan) -> [WorkloadStep] {
    (0..<steps).compactMap { _ in plan.next() }
  }
}
