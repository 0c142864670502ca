import LayoutEngines
import LayoutModel
import ViewTreeGenerators

/// One timed change of a workload.
enum WorkloadStep: Hashable {
  case resize(Size)
  case constant(index: Int, value: Double)
  /// Remove the subtree, then insert it again: one step, timed as a pair.
  case churn(ViewID)
  case intrinsic(ViewID, IntrinsicContentSize)
}

/// The deterministic sequence of changes a workload makes, the same for every engine.
///
/// Steps come from a generator seeded by the run's seed and the workload, so every engine sees
/// the same changes in the same order; the agreement checkpoint is a separate short sequence
/// applied from the layout's original state, so it does not depend on how many timed steps an
/// engine managed within the time limit.
struct WorkloadPlan {
  let workload: Workload
  let hooks: WorkloadHooks
  private var rng: SeededGenerator
  /// How many resizes this plan has handed out, plus one: the next size's place in the cycle.
  private var resizeStep = 1

  init(workload: Workload, hooks: WorkloadHooks, seed: UInt64) {
    self.workload = workload
    self.hooks = hooks
    let salt = UInt64(Workload.allCases.firstIndex(of: workload) ?? 0) &+ 1
    rng = SeededGenerator(seed: seed ^ (salt &* 0xD1B5_4A32_D192_ED03))
  }

  /// Whether the layout offers anything to change for this workload.
  var isApplicable: Bool {
    switch workload {
    case .build, .resize: true
    case .constant: !hooks.constants.isEmpty
    case .churn: !hooks.churnSubtrees.isEmpty
    case .intrinsic: !hooks.intrinsicSizes.isEmpty
    }
  }

  /// The next change; `nil` for `build` and for workloads that do not apply.
  mutating func next() -> WorkloadStep? {
    guard isApplicable else { return nil }
    switch workload {
    case .build: return nil
    case .resize:
      let cycle = hooks.resizeCycle
      defer { resizeStep += 1 }
      return .resize(cycle[resizeStep % cycle.count])
    case .constant:
      let change = rng.pick(hooks.constants)
      let value = change.values.count > 1 ? change.values[1 + rng.below(change.values.count - 1)] : change.values[0]
      return .constant(index: change.constraintIndex, value: value)
    case .churn:
      return .churn(rng.pick(hooks.churnSubtrees))
    case .intrinsic:
      let change = rng.pick(hooks.intrinsicSizes)
      let size = change.sizes.count > 1 ? change.sizes[1 + rng.below(change.sizes.count - 1)] : change.sizes[0]
      return .intrinsic(change.view, size)
    }
  }

  /// The changes made before the agreement snapshot: landscape for `resize`, one pair for
  /// `churn`, three changes for `constant` and `intrinsic`.
  func checkpointSteps(seed: UInt64) -> [WorkloadStep] {
    var plan = WorkloadPlan(workload: workload, hooks: hooks, seed: seed ^ 0xC0FF_EE00)
    let count = workload == .constant || workload == .intrinsic ? 3 : 1
    return (0..<count).compactMap { _ in plan.next() }
  }

  /// The changes that put back the layout's original state after `steps`.
  func restoringSteps(after steps: some Sequence<WorkloadStep>) -> [WorkloadStep] {
    switch workload {
    case .build, .churn: return []
    case .resize: return [.resize(hooks.portrait)]
    case .constant:
      let original = Dictionary(
        hooks.constants.map { ($0.constraintIndex, $0.values[0]) }, uniquingKeysWith: { a, _ in a })
      var seen = Set<Int>()
      return steps.compactMap { step in
        guard case .constant(let index, _) = step, seen.insert(index).inserted,
          let value = original[index] else { return nil }
        return .constant(index: index, value: value)
      }
    case .intrinsic:
      let original = Dictionary(
        hooks.intrinsicSizes.compactMap { change in change.sizes.first.map { (change.view, $0) } },
        uniquingKeysWith: { a, _ in a })
      var seen = Set<ViewID>()
      return steps.compactMap { step in
        guard case .intrinsic(let view, _) = step, seen.insert(view).inserted,
          let size = original[view] else { return nil }
        return .intrinsic(view, size)
      }
    }
  }

  /// Applies one change to an engine.
  static func apply(_ step: WorkloadStep, to engine: inout any LayoutEngine) throws(EngineError) {
    switch step {
    case .resize(let size): try engine.resize(to: size)
    case .constant(let index, let value): try engine.setConstant(value, ofConstraint: index)
    case .churn(let top):
      try engine.removeSubtree(top)
      try engine.insertSubtree(top)
    case .intrinsic(let view, let size): try engine.setIntrinsicContentSize(size, of: view)
    }
  }
}
