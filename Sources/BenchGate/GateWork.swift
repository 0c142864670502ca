import Foundation
import LayoutEngines
import LayoutModel
import Measurement
import ScenarioFiles
import ViewTreeGenerators

/// Runs gate work items with the measured part isolated, so that a caller can count what the
/// subject does in it and nothing else: solver counters in process, instructions under callgrind.
///
/// Every item gets an engine of its own, built afresh rather than copied, so that no
/// copy-on-write of a whole tableau is counted as a change. The measured pass of an engine's
/// `build` is the build; of another workload, ``steps(for:)`` changes of the benchmark's plan,
/// made after as many unmeasured ones, so that first-change effects (a constraint's first
/// constant change, scratch arrays growing) stay out of it. A shared path's pass is that path
/// alone, on inputs prepared unmeasured. One-time costs of the process (type metadata, protocol
/// conformance lookups) would land in whichever item runs first, so ``warmUp(for:)`` runs every
/// subject, shape and workload once on a small tree before anything is measured.
public struct GateWork {
  /// Changes per measured pass of an incremental workload: enough to reach the varied paths of a
  /// plan (different constraints, subtrees, sizes), few enough to run under callgrind in seconds.
  public static let steps = 10

  /// Changes per measured pass for a subject: the rebuild engine and GLPK redo a whole solve per
  /// change, and the graph engine rebuilds its graph on churn, so one change (rebuild, GLPK) or
  /// three (graph) already weigh as much as ten of the incremental solver's and keep the
  /// callgrind run within the gate's time budget.
  public static func steps(for subject: GateSubject) -> Int {
    switch subject {
    case .rebuild, .glpk: 1
    case .graph: 3
    default: steps
    }
  }

  public var seed: UInt64
  /// Generated trees by shape and size, shared by every item and the warm-up: generating a
  /// 10,000-view tree takes seconds under callgrind, and dozens of items use each one.
  private let layouts = LayoutCache()
  /// How many independent engines each pass drives: 1, except in the test that shows the gate
  /// failing on twice the work (`PerformanceGateTests`).
  var workFactor = 1

  public init(seed: UInt64) {
    self.seed = seed
  }

  /// Every applicable item of `shapes` × `sizes` × `workloads` for the cassowary engine, in a
  /// fixed order; items whose layout offers nothing for the workload (no intrinsic sizes in
  /// `flat`) are left out.
  public func items(shapes: [Shape], sizes: [Int], workloads: [Workload]) throws(BenchError) -> [GateWorkItem] {
    try items([GateWorkBlock([.cassowary], workloads: workloads, shapes: shapes, sizes: sizes)], dryRun: false)
  }

  /// Every applicable item of the blocks, sorted, without repeats. With `dryRun`, each candidate
  /// is also run once, unmeasured, and left out when its engine declines the layout or is not in
  /// this build (the graph engine and inequalities, GLPK without its trait): the gate measures
  /// what each engine does, not what it refuses.
  public func items(_ blocks: [GateWorkBlock], dryRun: Bool) throws(BenchError) -> [GateWorkItem] {
    var items = Set<GateWorkItem>()
    for block in blocks {
      for shape in block.shapes {
        for views in block.sizes {
          let generated = try generate(shape, views)
          for subject in block.subjects {
            for workload in block.workloads {
              if subject.engine == nil, workload != .build { continue }
              if workload != .build, !Self.plan(workload, generated, seed: seed).isApplicable { continue }
              let item = GateWorkItem(subject, workload: workload, shape: shape, views: views)
              if items.contains(item) { continue }
              if dryRun, !(try runsHere(item)) { continue }
              items.insert(item)
            }
          }
        }
      }
    }
    return items.sorted()
  }

  /// Runs the item once; `false` when its engine declines it or is not in this build.
  private func runsHere(_ item: GateWorkItem) throws(BenchError) -> Bool {
    do {
      try run(item)
      return true
    } catch .engineFailed(_, .notSupported), .engineFailed(_, .unavailable) {
      return false
    }
  }

  /// Runs one item, with `measured` wrapped around its measured pass.
  /// Returns the solver's counters just before and just after the measured pass (zero before a
  /// build, and always zero for subjects other than the cassowary engine).
  @discardableResult
  public func run(
    _ item: GateWorkItem,
    measured: (_ pass: () throws(EngineError) -> Void) throws(EngineError) -> Void = { pass throws(EngineError) in try pass() }
  ) throws(BenchError) -> (before: SolverCounters, after: SolverCounters) {
    let generated = try generate(item.shape, item.views)
    let copies = 0..<max(1, workFactor)
    guard let kind = item.subject.engine else {
      do {
        try runSharedPath(item.subject, generated.layout, copies: copies.count, measured: measured)
      } catch {
        throw .engineFailed(engine: item.subject.rawValue, error: error)
      }
      return (SolverCounters(), SolverCounters())
    }
    guard let type = EngineRegistry.available[kind] else {
      throw .engineFailed(engine: kind.rawValue, error: .unavailable(reason: "not in this build"))
    }
    do throws(EngineError) {
      if item.workload == .build {
        // Built into a reserved array, so that no old engine is freed inside the measured pass.
        var built: [any LayoutEngine] = []
        built.reserveCapacity(copies.count)
        try measured { () throws(EngineError) in
          for _ in copies { built.append(try type.init(layout: generated.layout)) }
        }
        return (SolverCounters(), Self.counters(built))
      }
      var plan = Self.plan(item.workload, generated, seed: seed)
      guard plan.isApplicable else {
        throw .notSupported(reason: "\(item.key): the layout has nothing to change")
      }
      let count = Self.steps(for: item.subject)
      let warmUp = Self.nextSteps(&plan, count)
      let steps = Self.nextSteps(&plan, count)
      // Held as the protocol type that the benchmark's steps apply to, from the start: boxing an
      // engine later would share its arrays and make the first change copy the whole tableau.
      var engines: [any LayoutEngine] = []
      for _ in copies {
        var engine: any LayoutEngine = try type.init(layout: generated.layout)
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
      throw .engineFailed(engine: kind.rawValue, error: error)
    }
  }

  /// A shared path alone: its input prepared unmeasured, its results kept in a reserved array
  /// so that the optimizer cannot drop the work and nothing is freed inside the pass.
  private func runSharedPath(
    _ subject: GateSubject, _ layout: Layout, copies: Int,
    measured: (_ pass: () throws(EngineError) -> Void) throws(EngineError) -> Void
  ) throws(EngineError) {
    switch subject {
    case .read:
      let data = Scenario(layout: layout).jsonData()
      var read: [Scenario] = []
      read.reserveCapacity(copies)
      try measured { () throws(EngineError) in
        for _ in 0..<copies {
          do { read.append(try Scenario(jsonData: data)) } catch { throw .failed(reason: "reading the scenario back: \(error)") }
        }
      }
    case .linearSystem:
      var systems: [LinearSystem] = []
      systems.reserveCapacity(copies)
      try measured { () throws(EngineError) in
        for _ in 0..<copies { systems.append(layout.linearSystem()) }
      }
    case .frames:
      // Any values of the right count cost the same to turn into frames; solving for them would
      // cost a build per item, which callgrind runs at a tenth of the machine's speed.
      let values = (0..<ViewVariables.count(views: layout.viewCount)).map { Double($0 % 97) }
      var frames: [[Rect]] = []
      frames.reserveCapacity(copies)
      try measured { () throws(EngineError) in
        for _ in 0..<copies { frames.append(layout.frames(fromValues: values)) }
      }
    case .cassowary, .rebuild, .graph, .glpk:
      throw .failed(reason: "\(subject.rawValue) is an engine, not a shared path")
    }
  }

  /// Runs every subject, shape and workload of `items` once, unmeasured, on a tree of at most
  /// ``warmUpViews`` views.
  public func warmUp(for items: [GateWorkItem]) throws(BenchError) {
    var seen = Set<GateWorkItem>()
    for item in items {
      var small = item
      small.views = min(item.views, Self.warmUpViews)
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
      sum + ((engine as? any SolverWorkCounting).map { SolverCounters($0.solverWorkCounters) } ?? SolverCounters())
    }
  }

  private func generate(_ shape: Shape, _ views: Int) throws(BenchError) -> GeneratedLayout {
    let key = "\(shape.rawValue)/\(views)"
    if let cached = layouts.generated[key] { return cached }
    let generated: GeneratedLayout
    do { generated = try ViewTreeGenerator.make(shape: shape, views: views, seed: seed) } catch { throw .generator(error) }
    layouts.generated[key] = generated
    return generated
  }

  /// The generated trees of one ``GateWork`` and its copies (a reference, so that a copy made
  /// for one item shares what another generated).
  private final class LayoutCache {
    var generated: [String: GeneratedLayout] = [:]
  }

  /// The benchmark's plan for a workload, seeded by the gate's seed.
  static func plan(_ workload: Workload, _ generated: GeneratedLayout, seed: UInt64) -> WorkloadPlan {
    WorkloadPlan(workload: workload, hooks: generated.hooks, layout: generated.layout, seed: seed)
  }

  static func nextSteps(_ plan: inout WorkloadPlan, _ count: Int = steps) -> [WorkloadStep] {
    (0..<count).compactMap { _ in plan.next() }
  }
}
