import LayoutEngines
import LayoutModel
import Measurement
import ViewTreeGenerators

/// The CI performance gate's fixed measurements: what `bench gate` runs before comparing with
/// `Results/gate-baseline.json`.
///
/// The gate must fail on a real slowdown and never on a busy machine, so it measures nothing in
/// seconds:
/// - **Frame agreement** (hard): every engine on every shape at ``agreementViews`` views, through
///   every workload, must agree with the cassowary engine (a tie counts as agreement, and so does
///   kiwi's semantic difference, its weighing of priorities).
/// - **Work counters**: every counter of the solver's ``Cassowary/Solver/Statistics`` for each
///   ``GateWorkItem`` of ``counterItems()``: every shape at ``counterSizes``, built and through
///   every workload. Exact on every machine; they catch more work of the kinds the solver counts
///   (pivots, row merges, marker walks) and say which kind grew.
/// - **Instructions**: what each engine (cassowary, rebuild, graph, GLPK) and each shared path
///   (reading a scenario, the linear system, frames) executes in each item of
///   ``instructionItems()``, counted by callgrind (``InstructionCounter``), and the growth of each
///   count between two sizes. The same for the same binary whatever the load, and moved by any
///   constant-factor slowdown, including work no counter sees.
///
/// See `docs/GATE.md` for the tolerances.
public struct PerformanceGate {
  /// Every shape: the regular ones, and the ones that pivot (collection, random, putta).
  public var shapes: [Shape] = Shape.allCases
  /// Every workload, the incremental ones as well as `build`.
  public var workloads: [Workload] = Workload.allCases
  /// Sizes whose counters are gated: a screenful and a long list, a decade apart, so a change of
  /// growth rate in counted work shows as a jump at the larger size.
  public var counterSizes: [Int] = [1_000, 10_000]
  /// The blocks of work whose instructions are counted (``instructionItems()``): every engine we
  /// ship through every workload, and every shared path, each at two sizes, so that growth
  /// between the sizes is gated as well as the counts. Sizes are chosen to fit the gate's time
  /// budget (callgrind runs some 50 times slower than the machine): the rebuild engine and GLPK,
  /// which redo a whole solve per change, run at smaller sizes, and only the builds, the
  /// cheapest paths, are counted at 10,000 views, where work growing faster than linearly (an
  /// O(n) scan per constraint) weighs as it will in a real list. See `docs/GATE.md`.
  public var instructionBlocks: [GateWorkBlock] = PerformanceGate.standardInstructionBlocks

  /// The standard blocks (see ``instructionBlocks``).
  public static let standardInstructionBlocks: [GateWorkBlock] = [
    // Every workload of every engine at one size: the incremental engines at a screenful, the
    // rebuild engine and GLPK, which redo a whole solve per change, on small trees.
    GateWorkBlock([.cassowary, .graph], workloads: Workload.allCases, sizes: [1_000]),
    GateWorkBlock([.rebuild, .glpk], workloads: Workload.allCases, sizes: [100]),
    // The second size: builds (and the graph engine's pass) where growth shows.
    GateWorkBlock([.cassowary], workloads: [.build], shapes: [.longRow, .deep], sizes: [10_000]),
    GateWorkBlock([.graph], workloads: [.build, .resize], sizes: [10_000]),
    GateWorkBlock([.rebuild], workloads: [.build], shapes: [.flat, .longRow, .deep], sizes: [1_000]),
    GateWorkBlock([.glpk], workloads: [.build], shapes: [.flat, .longRow, .deep, .random], sizes: [300]),
    // The shared paths at both sizes.
    GateWorkBlock([.linearSystem, .frames], workloads: [.build], sizes: [1_000, 10_000]),
    GateWorkBlock([.read], workloads: [.build], sizes: [1_000]),
    GateWorkBlock([.read], workloads: [.build], shapes: [.flat, .longRow, .deep, .collection], sizes: [3_000]),
  ]
  /// The size of the all-shapes, all-engines agreement pass: big enough for every shape's
  /// structure, small enough for the GLPK engine to take seconds, not minutes.
  public var agreementViews = 500
  public var seed: UInt64 = ViewTreeGenerator.defaultSeed
  /// Called with a short label as each step starts, for a progress line.
  public var progress: ((String) -> Void)?
  /// How many independent engines each measured pass drives: 1, except in the test that shows
  /// the gate failing on twice the work.
  var workFactor = 1

  public init() {}

  var work: GateWork {
    var work = GateWork(seed: seed)
    work.workFactor = workFactor
    return work
  }

  /// The items whose counters are gated.
  public func counterItems() throws(BenchError) -> [GateWorkItem] {
    try work.items(shapes: shapes, sizes: counterSizes, workloads: workloads)
  }

  /// The items whose instructions are counted: every applicable item of ``instructionBlocks``
  /// that its engine accepts, found by running each once natively (see
  /// ``GateWork/items(_:dryRun:)``).
  public func instructionItems() throws(BenchError) -> [GateWorkItem] {
    try work.items(instructionBlocks, dryRun: true)
  }

  /// Frame agreement of every engine with the reference, through every workload.
  public func measureAgreement() throws(BenchError) -> GateFigures {
    var figures = GateFigures()
    progress?("agreement: every shape and engine at \(agreementViews) views")
    let agreement = try Sweep(request: BenchRequest(
      source: .generated(shapes: shapes, sizes: [agreementViews]), engines: EngineKind.allCases,
      // A short history: its checkpoint is what is checked here, and a thousand rebuilds per
      // engine and shape would take minutes.
      workloads: workloads, budget: MeasurementBudget(repetitions: 1, warmups: 0, timeLimit: 5, historyLength: 20),
      seed: seed)).run(metadata: .current(seed: seed))
    collectProblems(agreement, into: &figures)
    return figures
  }

  /// The solver's counters for every counter item.
  public func measureCounters() throws(BenchError) -> GateFigures {
    var figures = GateFigures()
    let items = try counterItems()
    progress?("solver work counters: \(items.count) items")
    for item in items { figures.counters[item.key] = try work.counters(of: item) }
    return figures
  }

  /// Instructions for every instruction item, counted under callgrind.
  ///
  /// Finding the items runs each once natively; that run is also the calibration of the
  /// callgrind run's safety limit (``InstructionCounter/limit(calibration:)``), so the limit
  /// grows with the machine's load instead of failing unchanged code on a busy machine.
  public func measureInstructions(with counter: InstructionCounter) throws(GateError) -> GateFigures {
    let items: [GateWorkItem]
    let clock = ContinuousClock()
    let start = clock.now
    do { items = try instructionItems() } catch { throw .measurement(error) }
    let calibration = Self.seconds(start.duration(to: clock.now))
    progress?("instructions under callgrind: \(items.count) items (the native run took \(Int(calibration.rounded())) s)")
    return GateFigures(instructions: try counter.count(items, seed: seed, calibration: calibration))
  }

  static func seconds(_ duration: Duration) -> Double {
    let (whole, atto) = duration.components
    return Double(whole) + Double(atto) * 1e-18
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
}
