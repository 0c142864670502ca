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

  public var failureKind: FailureKind? { failure?.verdict.failure }
}

/// Runs cases through an engine and checks every state.
public struct FuzzRunner: @unchecked Sendable {
  /// The engine's name for reports (`cassowary`, or a test engine's).
  public var engineName: String
  /// The engine under test (a metatype: immutable, shared freely, hence the unchecked Sendable).
  public var engineType: any LayoutEngine.Type
  public var checker: LayoutChecker
  /// Seconds one engine call may take before it counts as a timeout.
  public var timeLimit: Double

  public init(engine: EngineKind = .cassowary, checker: LayoutChecker = LayoutChecker(), timeLimit: Double = 10) {
    let type: any LayoutEngine.Type =
      switch engine {
      case .cassowary: CassowaryEngine.self
      case .rebuild: RebuildEngine.self
      case .graph: DependencyGraphEngine.self
      case .glpk: GLPKEngine.self
      // Weighted priorities: a strict level-by-level check reports its trade-offs as failures.
      case .kiwi: KiwiEngine.self
      }
    self.init(engineType: type, name: engine.rawValue, checker: checker, timeLimit: timeLimit)
  }

  /// A runner for any engine type, such as a test's deliberately broken one.
  public init(
    engineType: any LayoutEngine.Type, name: String, checker: LayoutChecker = LayoutChecker(), timeLimit: Double = 10
  ) {
    self.engineType = engineType
    engineName = name
    self.checker = checker
    self.timeLimit = timeLimit
  }

  /// Builds the layout, checks it, then applies each step and checks after it. A refusal the
  /// checker confirms is undone (the inverse change, also checked) and the sequence goes on; a
  /// confirmed refusal of the build ends the case. Stops at the first failure.
  public func run(_ fuzzCase: FuzzCase) -> FuzzResult { run(fuzzCase, engineType) }

  private func run<E: LayoutEngine>(_ fuzzCase: FuzzCase, _ type: E.Type) -> FuzzResult {
    var result = FuzzResult()
    var model = fuzzCase.layout
    var removed: [ViewID] = []
    let engineBox = Deadline.Cell<E?>(nil)
    let initial = model
    // One thread for every call of the case (GLPK's state is per thread).
    let deadline = Deadline()
    defer { deadline.finish { engineBox.value = nil } }
    let build = timed(&result, deadline) { Self.build(initial, into: engineBox) }
    guard judge(build, model, removed, step: nil, what: "build", &result) == .accepted else { return result }
    for (index, step) in fuzzCase.steps.enumerated() {
      let undo: FuzzStep
      do { undo = try step.apply(to: &model, removedTops: &removed) } catch {
        // The step does not fit this layout (a minimized case lost its target): skip it.
        continue
      }
      let what = step.describe(in: model)
      let outcome = timed(&result, deadline) { Self.apply(step, to: engineBox) }
      switch judge(outcome, model, removed, step: index, what: what, &result) {
      case .accepted: continue
      case .stop: return result
      case .refused:
        // Back to the state before the step; the engine must accept that again.
        _ = try? undo.apply(to: &model, removedTops: &removed)
        let undone = timed(&result, deadline) { Self.apply(undo, to: engineBox) }
        let what = "undo (\(undo.describe(in: model)))"
        // A refusal of the state that was accepted before the step is borderline at worst.
        guard judge(undone, model, removed, step: index, what: what, &result) == .accepted else { return result }
      }
    }
    return result
  }

  private enum Judgement { case accepted, refused, stop }

  /// Creates the engine for `layout` into the box.
  private static func build<E: LayoutEngine>(_ layout: Layout, into box: Deadline.Cell<E?>) -> EngineOutcome {
    do throws(EngineError) {
      let engine = try E(layout: layout)
      box.value = engine
      return .solved(engine.values)
    } catch {
      return .threw(error)
    }
  }

  /// Applies a step to the boxed engine, moving it out so that the mutation does not copy it.
  private static func apply<E: LayoutEngine>(_ step: FuzzStep, to box: Deadline.Cell<E?>) -> EngineOutcome {
    guard var engine = box.value else { return .threw(.failed(reason: "the fuzzer lost its engine")) }
    box.value = nil
    defer { box.value = engine }
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
    _ result: inout FuzzResult, _ deadline: Deadline, _ body: @escaping () -> EngineOutcome
  ) -> EngineOutcome {
    let start = DispatchTime.now()
    let outcome = deadline.run(seconds: timeLimit, body) ?? .timedOut(timeLimit)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    result.engineSeconds += seconds
    result.slowestCall = max(result.slowestCall, seconds)
    return outcome
  }
}
