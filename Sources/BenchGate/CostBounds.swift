import Foundation
import LayoutEngines
import LayoutModel
import Measurement
import SeededRandom
import ViewTreeGenerators

/// The solver's cost bounds (issues 10 and 18), measured as a benchmark. The first four compare
/// the solver with itself on two versions of the same work, so the ratio holds on any machine;
/// the scale bounds are this machine's own figures (GLPK's time, 50 ms, 2 s, an exponent).
///
/// - Priorities: one layout built with 1,000 distinct non-required priorities against the same
///   layout with 5 (the objective is derived per level, so levels should cost nothing).
/// - Order: a deep layout built from its constraints in a shuffled order against sorted order.
/// - Churn memory: the allocator's live bytes and the solver's storage after many churn
///   operations against after 10,000 (the marker graph must reclaim what it no longer needs).
/// - Long life: churning one subtree after 1,000 rotations of the root against on a fresh
///   engine (a history of pivots must not make later changes slower).
/// - Scale (issue 18, `CostBounds+Scale.swift`): the slowest call on small fuzzed and generated
///   layouts against 50 ms (on the fuzzer's first seeds and, separately, on held-out ones), random 2,000-view builds (the random shape, the fuzzer's tree
///   family) against GLPK's, each repro file's build against 2 s, and the growth exponent of
///   resize from 10,000 to 100,000 views on flat, deep and collection against 1.1.
///
/// Timings are medians of interleaved repetitions in the running build; memory is counted, not
/// timed. Run in a release build: `swift run -c release bench bounds`.
public struct CostBounds {
  public var seed: UInt64
  public var repetitions: Int
  /// Churn operations for the memory bound (10,000 is the reference point).
  public var churnOperations: Int
  /// The fuzzer's seeds whose layouts (up to 300 views) the small-layout bound runs.
  public var smallLayoutSeeds: ClosedRange<UInt64>
  /// Seeds of the fuzzer's held-out range (1,001 on, never tuned against) that the small-layout
  /// bound runs again and reports on its own; empty to skip.
  public var heldOutSmallLayoutSeeds: ClosedRange<UInt64>?
  /// Scenario files whose builds must each take under 2 s.
  public var reproFiles: [String]
  /// Whether to measure resize growth up to 100,000 views (minutes, and gigabytes).
  public var measuresResizeGrowth: Bool
  public var progress: ((String) -> Void)?

  public init(
    seed: UInt64 = 1, repetitions: Int = 5, churnOperations: Int = 1_000_000, smallLayoutSeeds: ClosedRange<UInt64> = 1...100,
    heldOutSmallLayoutSeeds: ClosedRange<UInt64>? = 1_001...1_100,
    reproFiles: [String] = [], measuresResizeGrowth: Bool = true, progress: ((String) -> Void)? = nil
  ) {
    self.seed = seed
    self.repetitions = max(1, repetitions)
    self.churnOperations = max(10_000, churnOperations)
    self.smallLayoutSeeds = smallLayoutSeeds
    self.heldOutSmallLayoutSeeds = heldOutSmallLayoutSeeds
    self.reproFiles = reproFiles
    self.measuresResizeGrowth = measuresResizeGrowth
    self.progress = progress
  }

  /// One bound: what was compared, the two figures, their ratio and the bound on it.
  public struct Bound: Sendable {
    public var name: String
    public var detail: String
    public var baseline: Double
    public var measured: Double
    public var unit: String
    public var limit: Double
    public var ratio: Double { baseline > 0 ? measured / baseline : .infinity }
    public var holds: Bool { ratio <= limit }
  }

  public func run() throws(BenchError) -> [Bound] {
    var bounds = [
      try priorities(), try order(), try churnMemory(), try longLife(), try smallLayouts(seeds: smallLayoutSeeds, heldOut: false),
    ]
    if let heldOut = heldOutSmallLayoutSeeds { bounds.append(try smallLayouts(seeds: heldOut, heldOut: true)) }
    bounds += try largeRandomLayouts()
    bounds += try repros()
    if measuresResizeGrowth {
      for shape in [Shape.flat, .deep, .collection] { bounds.append(try resizeGrowth(shape)) }
    }
    return bounds
  }

  // MARK: The bounds

  /// 1,000 distinct priorities against 5 on the same random layout of 1,250 views (5,000
  /// variables).
  func priorities() throws(BenchError) -> Bound {
    progress?("priorities: random, 1,250 views, 5 against 1,000 distinct priorities")
    let system = try generate(.random, views: 1_250).layout.linearSystem()
    func relevelled(_ levels: Int) -> SolverRows {
      var soft = 0
      return SolverRows(system.constraints.map { linear in
        var linear = linear
        if linear.priority.rawValue < LayoutPriority.required.rawValue {
          // Spread over 1...999 whatever the count, so both versions weigh the same rows alike.
          linear.priority = LayoutPriority(1 + Double((soft * 7_919) % levels) * (998 / Double(max(1, levels - 1))))
          soft += 1
        }
        return linear
      })
    }
    let (few, many) = try interleavedMedians(relevelled(5), relevelled(1_000))
    return Bound(
      name: "1,000 priorities / 5", detail: "build, random 1,250 views (\(system.constraints.count) rows)",
      baseline: few, measured: many, unit: "s", limit: 2)
  }

  /// A deep 10,000-view layout built from shuffled constraints against sorted ones.
  func order() throws(BenchError) -> Bound {
    progress?("order: deep, 10,000 views, shuffled against sorted")
    let system = try generate(.deep, views: 10_000).layout.linearSystem()
    let sorted = SolverRows(system.constraints)
    var shuffled = sorted
    var generator = SeededGenerator(seed: seed)
    shuffled.shuffle(using: &generator)
    let (inOrder, outOfOrder) = try interleavedMedians(sorted, shuffled)
    return Bound(
      name: "shuffled / sorted order", detail: "build, deep 10,000 views (seed \(seed))",
      baseline: inOrder, measured: outOfOrder, unit: "s", limit: 1.5)
  }

  /// Live heap bytes after `churnOperations` churns of random subtrees against after 10,000.
  func churnMemory() throws(BenchError) -> Bound {
    let views = 100
    progress?("churn memory: collection, \(views) views, \(churnOperations) churn operations")
    let generated = try generate(.collection, views: views)
    var engine = try build(generated.layout)
    let tops = generated.hooks.churnSubtrees
    guard !tops.isEmpty else { throw .engineFailed(engine: "cassowary", error: .failed(reason: "collection has no subtree to churn")) }
    var generator = SeededGenerator(seed: seed)
    var atReference = 0
    var storageAtReference = engine.solverStorageSizes
    for operation in 1...churnOperations {
      let top = tops[Int.random(in: 0..<tops.count, using: &generator)]
      do {
        try engine.removeSubtree(top)
        try engine.insertSubtree(top)
      } catch {
        throw .engineFailed(engine: "cassowary", error: error)
      }
      if operation == 10_000 {
        atReference = MemoryUsage.allocatedBytes() ?? 0
        storageAtReference = engine.solverStorageSizes
      }
    }
    let atEnd = MemoryUsage.allocatedBytes() ?? 0
    let storageAtEnd = engine.solverStorageSizes
    return Bound(
      name: "memory after \(churnOperations.formatted()) churns / 10,000",
      detail: "collection \(views) views; marker nodes \(storageAtReference["liveMarkerNodes", default: 0]) → "
        + "\(storageAtEnd["liveMarkerNodes", default: 0]), cells \(storageAtReference["cells", default: 0]) → "
        + "\(storageAtEnd["cells", default: 0])",
      baseline: Double(atReference), measured: Double(atEnd), unit: "bytes", limit: 1.1)
  }

  /// Churning the middle subtree after 1,000 rotations against on a fresh engine.
  func longLife() throws(BenchError) -> Bound {
    let views = 1_000
    progress?("long life: collection, \(views) views, churn after 1,000 rotations")
    let generated = try generate(.collection, views: views)
    let tops = generated.hooks.churnSubtrees
    guard !tops.isEmpty else { throw .engineFailed(engine: "cassowary", error: .failed(reason: "collection has no subtree to churn")) }
    let top = tops[tops.count / 2]
    var fresh = try build(generated.layout)
    var aged = try build(generated.layout)
    do {
      for rotation in 0..<1_000 {
        try aged.resize(to: rotation % 2 == 0 ? generated.hooks.landscape : generated.hooks.portrait)
      }
      try aged.resize(to: generated.hooks.portrait)
    } catch {
      throw .engineFailed(engine: "cassowary", error: error)
    }
    var freshTimes: [Double] = []
    var agedTimes: [Double] = []
    for _ in 0..<(4 * repetitions) {
      freshTimes.append(try Self.time { () throws(EngineError) in try fresh.removeSubtree(top); try fresh.insertSubtree(top) })
      agedTimes.append(try Self.time { () throws(EngineError) in try aged.removeSubtree(top); try aged.insertSubtree(top) })
    }
    return Bound(
      name: "churn after 1,000 rotations / fresh", detail: "collection \(views) views, subtree \(generated.layout.name(of: top))",
      baseline: Self.median(freshTimes), measured: Self.median(agedTimes), unit: "s", limit: 2)
  }

  // MARK: Helpers

  func generate(_ shape: Shape, views: Int) throws(BenchError) -> GeneratedLayout {
    do { return try ViewTreeGenerator.make(shape: shape, views: views, seed: seed) } catch { throw .generator(error) }
  }

  func build(_ layout: Layout) throws(BenchError) -> CassowaryEngine {
    do { return try CassowaryEngine(layout: layout) } catch { throw .engineFailed(engine: "cassowary", error: error) }
  }

  /// Medians of building a bare solver from `a` and from `b`, alternating so that both see the
  /// same machine.
  private func interleavedMedians(_ a: SolverRows, _ b: SolverRows) throws(BenchError) -> (Double, Double) {
    var first: [Double] = []
    var second: [Double] = []
    for _ in 0..<repetitions {
      first.append(try Self.timeBuild(a))
      second.append(try Self.timeBuild(b))
    }
    return (Self.median(first), Self.median(second))
  }

  /// The seconds a fresh solver takes to add `rows` in one batch; its creation and teardown are
  /// outside the timed region.
  private static func timeBuild(_ rows: SolverRows) throws(BenchError) -> Double {
    var solver = BareSolver()
    let (_, seconds) = try Stopwatch.time { () throws(BenchError) in
      do throws(EngineError) { try solver.add(rows) } catch { throw .engineFailed(engine: "cassowary", error: error) }
    }
    withExtendedLifetime(solver) {}
    return seconds
  }

  static func time(_ body: () throws(EngineError) -> Void) throws(BenchError) -> Double {
    do { return try Stopwatch.time(body).1 } catch { throw .engineFailed(engine: "cassowary", error: error) }
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
