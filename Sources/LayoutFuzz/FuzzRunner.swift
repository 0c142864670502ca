import Foundation
import LayoutEngines
import LayoutModel

/// A layout and the changes to replay on it: what the fuzzer runs, saves and minimizes.
public struct FuzzCase: Sendable {
  public var layout: Layout
  public var steps: [FuzzStep]
  /// Where it came from, for names and messages (`chain seed 17`).
  public var origin: String

  public init(layout: Layout, steps: [FuzzStep] = [], origin: String) {
    self.layout = layout
    self.steps = steps
    self.origin = origin
  }

  /// The case for one seed: its family's layout and, with `steps > 0`, a sequence of that many
  /// changes.
  public static func generated(
    seed: UInt64, family: FuzzFamily, views: ClosedRange<Int>, steps: Int
  ) -> FuzzCase {
    let generated = FuzzLayoutGenerator.make(seed: seed, family: family, views: views)
    return FuzzCase(
      layout: generated.layout,
      steps: steps > 0 ? FuzzSequenceGenerator.make(for: generated.layout, seed: seed, count: steps) : [],
      origin: "\(family.rawValue) seed \(seed)")
  }
}

/// How a case went.
public struct FuzzResult: Sendable {
  /// The first failure: the step (`nil` for the build), its description, the verdict.
  public struct Failure: Sendable {
    public var step: Int?
    public var what: String
    public var verdict: CheckVerdict
  }

  public var failure: Failure?
  /// Checks made (the build and each step, undos included).
  public var checks = 0
  /// Refusals the checker confirmed.
  public var rightRefusals = 0
  /// Results in the tolerance's borderline band, with what was measured.
  public var borderline: [String] = []
  /// The engine declined the layout (`notSupported`): nothing was checked past that.
  public var declined: String?
  /// Seconds in the engine's calls and in the checker.
  public var engineSeconds = 0.0
  public var checkSeconds = 0.0
  /// The longest single engine call (build or change), in seconds: the 50 ms bound.
  public var slowestCall = 0.0
  /// The most work one engine call did, for a ``WorkLimitedEngine`` (0 for others): what
  /// ``FuzzRunner/WorkLimit`` is measured against.
  public var heaviestCall = 0
  /// Every engine call in order: what it was, its seconds and, for a ``WorkLimitedEngine``, its
  /// work (0 for others). `fuzz check --calls` prints them, to find which step is slow.
  public var calls: [Call] = []

  /// One engine call of a case.
  public struct Call: Sendable {
    public var what: String
    public var seconds: Double
    public var work: Int
    /// The solver's counters that moved (pivots, cell operations, ...), for an engine that
    /// shows them (``SolverWorkCounting``).
    public var counters: [String: Int]
  }

  public var failureKind: FailureKind? { failure?.verdict.failure }
}

/// Runs cases through an engine and checks every state.
public struct FuzzRunner: @unchecked Sendable {
  /// The engine's name for reports (`cassowary`, or a test engine's).
  public var engineName: String
  /// The engine under test (a metatype: immutable, shared freely, hence the unchecked Sendable).
  public var engineType: any LayoutEngine.Type
  public var checker: LayoutChecker
  /// Seconds one engine call may take before it counts as a timeout; `nil` for no clock.
  public var timeLimit: Double?
  /// Work one call of a ``WorkLimitedEngine`` may do before it counts as a failure
  /// (``FailureKind/overWorkLimit``); `nil` for no limit. Unlike ``timeLimit`` it gives the
  /// same verdict on any machine under any load, which is what a test needs.
  public var workLimit: WorkLimit?
  /// Whether each call's log entry (``FuzzResult/calls``) also gets the solver counters that
  /// moved: read by reflection, inside the timed call, so off unless asked for.
  public var logsSolverCounters = false

  /// How much work one engine call may do on a layout: ``base`` plus ``perRow`` for each row of
  /// its linear system, so the bound grows with the layout as the solver's honest work does.
  public struct WorkLimit: Hashable, Sendable {
    public var base: Int
    public var perRow: Int

    public init(base: Int, perRow: Int) {
      self.base = base
      self.perRow = perRow
    }

    /// Above what any call of the tests' layouts needs, far below what a pathological slowdown
    /// does. Measured on 2026-11-24: the heaviest call of the 96 seeds is seed 45's removal,
    /// 3,326,014 units (7,663 per row; its limit is 3.2 times that), and of the repros 144,340
    /// (slow-300); the 300-view repros took billions of units before the solver work of issue 10.
    /// The counts are the same on every machine, so a call that crosses the limit does so
    /// everywhere: a change to the solver's work, not noise.
    public static let standard = WorkLimit(base: 2_000_000, perRow: 20_000)

    /// The limit for a layout whose linear system has `rows` rows.
    public func limit(rows: Int) -> Int { base + perRow * rows }
  }

  public init(
    engine: EngineKind = .cassowary, checker: LayoutChecker = LayoutChecker(), timeLimit: Double? = 10,
    workLimit: WorkLimit? = nil
  ) {
    let type: any LayoutEngine.Type =
      switch engine {
      case .cassowary: CassowaryEngine.self
      case .rebuild: RebuildEngine.self
      case .graph: DependencyGraphEngine.self
      case .glpk: GLPKEngine.self
      // Weighted priorities: a strict level-by-level check reports its trade-offs as failures.
      case .kiwi: KiwiEngine.self
      }
    self.init(engineType: type, name: engine.rawValue, checker: checker, timeLimit: timeLimit, workLimit: workLimit)
  }

  /// A runner for any engine type, such as a test's deliberately broken one.
  public init(
    engineType: any LayoutEngine.Type, name: String, checker: LayoutChecker = LayoutChecker(),
    timeLimit: Double? = 10, workLimit: WorkLimit? = nil
  ) {
    self.engineType = engineType
    engineName = name
    self.checker = checker
    self.timeLimit = timeLimit
    self.workLimit = workLimit
  }

  /// Builds the layout, checks it, then applies each step and checks after it. A refusal the
  /// checker confirms is undone (the inverse change, also checked) and the sequence goes on; a
  /// confirmed refusal of the build ends the case. Stops at the first failure.
  public func run(_ fuzzCase: FuzzCase) -> FuzzResult { run(fuzzCase, engineType) }

  private func run<E: LayoutEngine>(_ fuzzCase: FuzzCase, _ type: E.Type) -> FuzzResult {
    var result = FuzzResult()
    let heaviest = Deadline.Cell(0)
    // The work of the last call, for the call log.
    let lastWork = Deadline.Cell(CallWork())
    // The heaviest call so far goes into every result returned.
    func finished() -> FuzzResult {
      var done = result
      done.heaviestCall = heaviest.value
      return done
    }
    var model = fuzzCase.layout
    var removed: [ViewID] = []
    let engineBox = Deadline.Cell<E?>(nil)
    let initial = model
    // One thread for every call of the case (GLPK's state is per thread).
    let deadline = Deadline()
    defer { deadline.finish { engineBox.value = nil } }
    let budget = workLimit?.limit(rows: initial.linearSystem().constraints.count)
    let build = timed(&result, deadline, "build", lastWork) {
      Self.build(
        initial, workLimit: budget, into: engineBox, heaviest: heaviest, lastWork: lastWork, counters: logsSolverCounters)
    }
    guard judge(build, model, removed, step: nil, what: "build", &result) == .accepted else { return finished() }
    for (index, step) in fuzzCase.steps.enumerated() {
      let undo: FuzzStep
      do { undo = try step.apply(to: &model, removedTops: &removed) } catch {
        // The step does not fit this layout (a minimized case lost its target): skip it.
        continue
      }
      let what = step.describe(in: model)
      let outcome = timed(&result, deadline, what, lastWork) {
        Self.apply(
          step, workLimit: budget, to: engineBox, heaviest: heaviest, lastWork: lastWork, counters: logsSolverCounters)
      }
      switch judge(outcome, model, removed, step: index, what: what, &result) {
      case .accepted: continue
      case .stop: return finished()
      case .refused:
        // Back to the state before the step; the engine must accept that again.
        _ = try? undo.apply(to: &model, removedTops: &removed)
        let what = "undo (\(undo.describe(in: model)))"
        let undone = timed(&result, deadline, what, lastWork) {
          Self.apply(
            undo, workLimit: budget, to: engineBox, heaviest: heaviest, lastWork: lastWork, counters: logsSolverCounters)
        }
        // A refusal of the state that was accepted before the step is borderline at worst.
        guard judge(undone, model, removed, step: index, what: what, &result) == .accepted else { return finished() }
      }
    }
    return finished()
  }

  private enum Judgement { case accepted, refused, stop }

  /// Creates the engine for `layout` into the box, within `workLimit` if it is a
  /// ``WorkLimitedEngine``.
  private static func build<E: LayoutEngine>(
    _ layout: Layout, workLimit: Int?, into box: Deadline.Cell<E?>, heaviest: Deadline.Cell<Int>,
    lastWork: Deadline.Cell<CallWork>, counters: Bool
  ) -> EngineOutcome {
    do throws(EngineError) {
      let engine: E
      if let workLimit, let limited = E.self as? any WorkLimitedEngine.Type,
        let built = try limited.init(layout: layout, workLimit: workLimit) as? E
      {
        engine = built
      } else {
        engine = try E(layout: layout)
      }
      if let limited = engine as? any WorkLimitedEngine {
        heaviest.value = max(heaviest.value, limited.work)
      }
      lastWork.value = CallWork(after: engine, before: nil, counters: counters)
      box.value = engine
      return .solved(engine.values)
    } catch {
      return .threw(error)
    }
  }

  /// Applies a step to the boxed engine, moving it out so that the mutation does not copy it;
  /// a ``WorkLimitedEngine`` may do `workLimit` more work for it.
  private static func apply<E: LayoutEngine>(
    _ step: FuzzStep, workLimit: Int?, to box: Deadline.Cell<E?>, heaviest: Deadline.Cell<Int>,
    lastWork: Deadline.Cell<CallWork>, counters: Bool
  ) -> EngineOutcome {
    guard var engine = box.value else { return .threw(.failed(reason: "the fuzzer lost its engine")) }
    box.value = nil
    let before = (engine as? any WorkLimitedEngine)?.work
    let countersBefore = CallWork(after: engine, before: nil, counters: counters)
    if let workLimit, let before, var limited = engine as? any WorkLimitedEngine {
      // Only the limit changes: the engine's storage is shared with the copy, not duplicated.
      limited.workLimit = before + workLimit
      if let back = limited as? E { engine = back }
    }
    defer {
      if let before, let after = (engine as? any WorkLimitedEngine)?.work {
        heaviest.value = max(heaviest.value, after - before)
      }
      lastWork.value = CallWork(after: engine, before: countersBefore, counters: counters)
      box.value = engine
    }
    do throws(EngineError) {
      try step.apply(to: &engine)
      return .solved(engine.values)
    } catch {
      return .threw(error)
    }
  }

  /// Checks one outcome and records it; whether the sequence can go on.
  private func judge(
    _ outcome: EngineOutcome, _ layout: Layout, _ removed: [ViewID], step: Int?, what: String,
    _ result: inout FuzzResult
  ) -> Judgement {
    if case .threw(.notSupported(let reason)) = outcome {
      result.declined = reason
      return .stop
    }
    let start = DispatchTime.now()
    let verdict = checker.check(layout: layout, removedTops: removed, outcome: outcome)
    result.checkSeconds += Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    result.checks += 1
    switch verdict.kind {
    case .optimal: return .accepted
    case .rightRefusal:
      result.rightRefusals += 1
      return step == nil ? .stop : .refused
    case .borderline:
      result.borderline.append("\(what): \(verdict.detail)")
      if case .threw = outcome { return step == nil ? .stop : .refused }
      return .accepted
    case .failure:
      result.failure = .init(step: step, what: what, verdict: verdict)
      return .stop
    }
  }

  /// Runs one engine call under the time limit, adding its time to the result.
  private func timed(
    _ result: inout FuzzResult, _ deadline: Deadline, _ what: String, _ lastWork: Deadline.Cell<CallWork>,
    _ body: @escaping () -> EngineOutcome
  ) -> EngineOutcome {
    lastWork.value = CallWork()
    let start = DispatchTime.now()
    let outcome = deadline.run(seconds: timeLimit, body) ?? .timedOut(timeLimit ?? 0)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    result.engineSeconds += seconds
    result.slowestCall = max(result.slowestCall, seconds)
    // A call that timed out is still running: its work is not known.
    var work = lastWork.value
    if case .timedOut = outcome { work = CallWork() }
    result.calls.append(.init(what: what, seconds: seconds, work: work.work, counters: work.counters))
    return outcome
  }
}

/// What one engine call did: its work and the solver counters that moved.
private struct CallWork {
  var work = 0
  var counters: [String: Int] = [:]

  init() {}

  /// The engine's work and, with `counters`, its solver counters, less `before`'s when given.
  init(after engine: some LayoutEngine, before: CallWork?, counters withCounters: Bool) {
    work = ((engine as? any WorkLimitedEngine)?.work ?? 0) - (before?.work ?? 0)
    guard withCounters else { return }
    for (name, value) in (engine as? any SolverWorkCounting)?.solverWorkCounters ?? [:] {
      let moved = value - (before?.counters[name] ?? 0)
      if moved != 0 || before == nil { self.counters[name] = moved }
    }
  }
}
