import LayoutEngines
import LayoutModel
import SeededRandom
import ViewTreeGenerators

/// One timed change of a workload.
public enum WorkloadStep: Hashable {
  case resize(Size)
  case constant(index: Int, value: Double)
  /// Remove the subtree, then insert it again: one step, timed as a pair.
  case churn(ViewID)
  case intrinsic(ViewID, IntrinsicContentSize)
  /// Move a subtree (to a new parent, or back to its own).
  case move(SubtreeMove)
  /// Remove a hierarchy for good.
  case remove(SubtreeRemoval)

  /// A short description for result files: the size, the constraint and value, or the view.
  public func label(in layout: Layout) -> String {
    switch self {
    case .resize(let size): "\(compactNumber(size.width))x\(compactNumber(size.height))"
    case .constant(let index, let value): "constraint \(index) = \(compactNumber(value))"
    case .churn(let top): layout.name(of: top)
    case .intrinsic(let view, let size):
      "\(layout.name(of: view)) \(size.width.map(compactNumber) ?? "-")x\(size.height.map(compactNumber) ?? "-")"
    case .move(let move): "\(layout.name(of: move.top)) -> \(layout.name(of: move.newParent))"
    case .remove(let removal): layout.name(of: removal.top)
    }
  }
}

/// The deterministic sequence of changes a workload makes, the same for every engine.
///
/// Steps come from a generator seeded by the run's seed and the workload, so every engine sees
/// the same changes in the same order. Workloads that act at a place in the tree take their
/// timed steps at places spread evenly over the hooks' list (one random place in each of as many
/// equal strata as there are timed steps, in shuffled order), so the median and 90th percentile
/// of the samples are over positions: first to last sibling, shallow to deep. Warm-ups take
/// random places. The plan follows the state its steps leave behind, so no step sets what is
/// already set, and it knows how to put the layout back.
///
/// The agreement checkpoint is a separate short plan applied from the layout's original state,
/// so it does not depend on how many timed steps an engine managed within the time limit.
public struct WorkloadPlan {
  let workload: Workload
  let hooks: WorkloadHooks
  /// The layout the plan starts from: moves back need the old parents and constraints.
  let layout: Layout
  private var rng: SeededGenerator
  /// Candidate positions for the timed steps, in the order they will be taken.
  private var positions: [Int] = []
  private var warmupsLeft: Int
  /// How many resizes this plan has handed out, plus one: the next size's place in the cycle.
  private var resizeStep = 1
  private var currentSize: Size
  private var currentConstants: [Int: Double] = [:]
  private var currentIntrinsic: [ViewID: IntrinsicContentSize] = [:]
  /// A move made and not yet undone: the next step moves it back.
  private var pendingReturn: SubtreeMove?

  /// A plan for `warmups` untimed and `repetitions` timed steps.
  public init(workload: Workload, hooks: WorkloadHooks, layout: Layout, seed: UInt64, warmups: Int = 0, repetitions: Int = 1) {
    self.workload = workload
    self.hooks = hooks
    self.layout = layout
    let salt = UInt64(Workload.allCases.firstIndex(of: workload) ?? 0) &+ 1
    rng = SeededGenerator(seed: seed ^ (salt &* 0xD1B5_4A32_D192_ED03))
    warmupsLeft = warmups
    currentSize = hooks.portrait
    let candidates = candidateCount
    if candidates > 0 {
      // A move is timed out and back: each position serves two steps.
      let timed = workload == .move ? (repetitions + 1) / 2 : repetitions
      positions = Self.stratified(count: max(timed, 1), over: candidates, &rng)
    }
  }

  /// How many places the workload can act at.
  private var candidateCount: Int {
    switch workload {
    case .build, .resize: 0
    case .constant: hooks.constants.count
    case .churn, .history: hooks.churnSubtrees.count
    case .intrinsic: hooks.intrinsicSizes.count
    case .move: hooks.moves.count
    case .remove: hooks.removals.count
    }
  }

  /// One random index in each of `count` equal strata of `0..<candidates`, shuffled; with
  /// fewer candidates than strata, every candidate in turn.
  static func stratified(count: Int, over candidates: Int, _ rng: inout SeededGenerator) -> [Int] {
    var picks: [Int] = []
    picks.reserveCapacity(count)
    for stratum in 0..<count {
      let low = stratum * candidates / count
      let high = max(low + 1, (stratum + 1) * candidates / count)
      picks.append(min(candidates - 1, low + rng.below(high - low)))
    }
    for i in stride(from: picks.count - 1, to: 0, by: -1) { picks.swapAt(i, rng.below(i + 1)) }
    return picks
  }

  /// Why the workload has nothing to do on this layout, or `nil` when it applies.
  var inapplicability: String? {
    switch workload {
    case .build: nil
    case .resize: hooks.resizeCycle.count < 2 ? "the layout offers no second root size" : nil
    case .constant: constantChoices.isEmpty ? "no constraint whose constant can change" : nil
    case .churn: hooks.churnSubtrees.isEmpty ? "no subtree to take out" : nil
    case .intrinsic: intrinsicChoices.isEmpty ? "no view with an intrinsic size that can change" : nil
    case .move: hooks.moves.isEmpty ? "no subtree that can move to another parent" : nil
    case .remove: hooks.removals.isEmpty ? "no hierarchy that can be removed" : nil
    case .history:
      hooks.churnSubtrees.isEmpty
        ? "no subtree to take out after the history"
        : hooks.resizeCycle.count < 2 && constantChoices.isEmpty ? "nothing to change during the history" : nil
    }
  }

  /// Whether the layout offers anything to change for this workload.
  public var isApplicable: Bool { inapplicability == nil }

  private var constantChoices: [ConstantChange] {
    hooks.constants.filter { Set($0.values).count > 1 }
  }

  private var intrinsicChoices: [IntrinsicChange] {
    hooks.intrinsicSizes.filter { Set($0.sizes).count > 1 }
  }

  /// The next change; `nil` for `build` and for workloads that do not apply. For `history` it
  /// is the next churn pair; ``historyPrelude(length:)`` gives the changes before them.
  public mutating func next() -> WorkloadStep? {
    guard isApplicable else { return nil }
    switch workload {
    case .build: return nil
    case .resize: return nextResize()
    case .constant:
      guard let change = pick(hooks.constants), let value = other(than: currentConstant(change), in: change.values) else {
        return nextConstantAnywhere()
      }
      currentConstants[change.constraintIndex] = value
      return .constant(index: change.constraintIndex, value: value)
    case .churn, .history:
      return pick(hooks.churnSubtrees).map { .churn($0) }
    case .intrinsic:
      guard let change = pick(hooks.intrinsicSizes), let size = other(than: currentSize(change), in: change.sizes) else {
        return nextIntrinsicAnywhere()
      }
      currentIntrinsic[change.view] = size
      return .intrinsic(change.view, size)
    case .move:
      if let back = pendingReturn {
        pendingReturn = nil
        return .move(back)
      }
      guard let move = pick(hooks.moves), let back = returnMove(for: move) else { return nil }
      pendingReturn = back
      return .move(move)
    case .remove:
      return pick(hooks.removals).map { .remove($0) }
    }
  }

  /// `length` changes that alternate the next root size and the next constant change (either
  /// alone where the layout has only one), each a real change, for the `history` workload.
  mutating func historyPrelude(length: Int) -> [WorkloadStep] {
    var resizes = WorkloadPlan(workload: .resize, hooks: hooks, layout: layout, seed: 0)
    var constants = WorkloadPlan(
      workload: .constant, hooks: hooks, layout: layout, seed: rng.next(), warmups: length, repetitions: 0)
    var steps: [WorkloadStep] = []
    steps.reserveCapacity(length)
    while steps.count < length {
      let before = steps.count
      if steps.count % 2 == 0 || !constants.isApplicable, resizes.isApplicable, let step = resizes.next() {
        steps.append(step)
      } else if constants.isApplicable, let step = constants.next() {
        steps.append(step)
      }
      if steps.count == before { break }
    }
    currentSize = resizes.currentSize
    for (index, value) in constants.currentConstants { currentConstants[index] = value }
    return steps
  }

  private mutating func nextResize() -> WorkloadStep? {
    let cycle = hooks.resizeCycle
    guard cycle.count > 1 else { return nil }
    var size = cycle[resizeStep % cycle.count]
    resizeStep += 1
    if size == currentSize {
      size = cycle[resizeStep % cycle.count]
      resizeStep += 1
    }
    currentSize = size
    return .resize(size)
  }

  /// The next position: random during warm-ups, then the stratified ones in turn.
  private mutating func pick<T>(_ list: [T]) -> T? {
    guard !list.isEmpty else { return nil }
    if warmupsLeft > 0 {
      warmupsLeft -= 1
      return list[rng.below(list.count)]
    }
    guard !positions.isEmpty else { return list[rng.below(list.count)] }
    let index = positions.removeFirst()
    return list[min(index, list.count - 1)]
  }

  /// A value of `values` other than `current`, drawn at random; `nil` if there is none.
  private mutating func other<T: Equatable>(than current: T, in values: [T]) -> T? {
    let others = values.filter { $0 != current }
    guard !others.isEmpty else { return nil }
    return others[rng.below(others.count)]
  }

  private func currentConstant(_ change: ConstantChange) -> Double {
    currentConstants[change.constraintIndex] ?? change.values[0]
  }

  private func currentSize(_ change: IntrinsicChange) -> IntrinsicContentSize {
    currentIntrinsic[change.view] ?? change.sizes[0]
  }

  /// A real constant change at a random place, when the chosen place had no other value.
  private mutating func nextConstantAnywhere() -> WorkloadStep? {
    let choices = constantChoices
    guard !choices.isEmpty else { return nil }
    let change = choices[rng.below(choices.count)]
    guard let value = other(than: currentConstant(change), in: change.values) else { return nil }
    currentConstants[change.constraintIndex] = value
    return .constant(index: change.constraintIndex, value: value)
  }

  private mutating func nextIntrinsicAnywhere() -> WorkloadStep? {
    let choices = intrinsicChoices
    guard !choices.isEmpty else { return nil }
    let change = choices[rng.below(choices.count)]
    guard let size = other(than: currentSize(change), in: change.sizes) else { return nil }
    currentIntrinsic[change.view] = size
    return .intrinsic(change.view, size)
  }

  /// The move that undoes `move` on the original layout: the old parent and the old constraints.
  func returnMove(for move: SubtreeMove) -> SubtreeMove? {
    guard layout.views.indices.contains(move.top.index), let parent = layout[move.top].parent else { return nil }
    let restored = move.replacements.compactMap { replacement in
      layout.constraints.indices.contains(replacement.index)
        ? ConstraintReplacement(index: replacement.index, constraint: layout.constraints[replacement.index]) : nil
    }
    return SubtreeMove(top: move.top, newParent: parent, replacements: restored)
  }

  /// The changes made before the agreement snapshot: the next root size for `resize`, one pair
  /// for `churn`, three changes for `constant` and `intrinsic`, one move out for `move`, one
  /// removal for `remove`, and a short history and one pair for `history`.
  func checkpointPlan(seed: UInt64) -> (plan: WorkloadPlan, steps: [WorkloadStep]) {
    var plan = WorkloadPlan(workload: workload, hooks: hooks, layout: layout, seed: seed ^ 0xC0FF_EE00)
    var steps: [WorkloadStep] = workload == .history ? plan.historyPrelude(length: 10) : []
    let count = workload == .constant || workload == .intrinsic ? 3 : 1
    steps += (0..<count).compactMap { _ in plan.next() }
    return (plan, steps)
  }

  /// The changes that put back the layout's original state after this plan's steps.
  func restoringSteps() -> [WorkloadStep] {
    var steps: [WorkloadStep] = []
    if currentSize != hooks.portrait { steps.append(.resize(hooks.portrait)) }
    for change in hooks.constants {
      if let value = currentConstants[change.constraintIndex], value != change.values[0],
        !steps.contains(where: { if case .constant(change.constraintIndex, _) = $0 { true } else { false } })
      {
        steps.append(.constant(index: change.constraintIndex, value: change.values[0]))
      }
    }
    for change in hooks.intrinsicSizes {
      if let size = currentIntrinsic[change.view], size != change.sizes[0],
        !steps.contains(where: { if case .intrinsic(change.view, _) = $0 { true } else { false } })
      {
        steps.append(.intrinsic(change.view, change.sizes[0]))
      }
    }
    if let pendingReturn { steps.append(.move(pendingReturn)) }
    return steps
  }

  /// Applies one change to an engine.
  public static func apply(_ step: WorkloadStep, to engine: inout any LayoutEngine) throws(EngineError) {
    try apply(step, toEngine: &engine)
  }

  /// Applies one change to an engine of a known type.
  public static func apply<Engine: LayoutEngine>(_ step: WorkloadStep, to engine: inout Engine) throws(EngineError) {
    try apply(step, toEngine: &engine)
  }

  private static func apply<Engine: LayoutEngine>(_ step: WorkloadStep, toEngine engine: inout Engine) throws(EngineError) {
    switch step {
    case .resize(let size): try engine.resize(to: size)
    case .constant(let index, let value): try engine.setConstant(value, ofConstraint: index)
    case .churn(let top):
      try engine.removeSubtree(top)
      try engine.insertSubtree(top)
    case .intrinsic(let view, let size): try engine.setIntrinsicContentSize(size, of: view)
    case .move(let move): try engine.moveSubtree(move.top, to: move.newParent, replacing: move.replacements)
    case .remove(let removal): try engine.removeHierarchy(removal.top, replacing: removal.replacements)
    }
  }
}
