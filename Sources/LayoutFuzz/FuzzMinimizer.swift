import LayoutModel

/// Shrinks a failing case while it still fails the same way, by delta debugging.
///
/// Zeller's ddmin on one list at a time: split it into n chunks, keep the first complement
/// (everything but one chunk) that still fails, otherwise split finer. The lists, in turn: the
/// steps (after cutting everything past the failing one), the views (each with its subtree and
/// whatever names them), the explicit constraints, the views that nothing refers to any more,
/// and the intrinsic sizes. Rounds repeat until one changes
/// nothing or the test budget is spent. A candidate "still fails" when the runner's first
/// failure has the same ``FailureKind``; the message may change as the case shrinks.
///
/// In process (``init(runner:budget:)``) timeouts are not minimized: every candidate that still
/// timed out would leave a thread spinning (see ``Deadline``). The `fuzz minimize` command
/// minimizes them with a test that runs each candidate in a process of its own.
public struct FuzzMinimizer {
  /// How a candidate fails, if it does: its first failure's kind and step.
  public typealias Test = (FuzzCase) -> (kind: FailureKind, step: Int?)?

  let test: Test
  /// The most candidate runs to try in all.
  public var budget: Int
  public private(set) var tests = 0

  /// Minimizes by running candidates through `runner` in this process.
  public init(runner: FuzzRunner, budget: Int = 3000) {
    self.init(budget: budget) { candidate in
      let result = runner.run(candidate)
      return result.failure.flatMap { failure in failure.verdict.failure.map { ($0, failure.step) } }
    }
  }

  /// Minimizes with any test of how a candidate fails.
  public init(budget: Int = 3000, test: @escaping Test) {
    self.test = test
    self.budget = budget
  }

  /// The smallest case found that fails with `kind`, or `nil` when `fuzzCase` does not fail so.
  public mutating func minimize(
    _ fuzzCase: FuzzCase, kind: FailureKind, progress: (String) -> Void = { _ in }
  ) -> FuzzCase? {
    guard let first = test(fuzzCase), first.kind == kind else { return nil }
    var current = fuzzCase
    // Steps past the failing one never ran.
    if let step = first.step { current.steps = Array(current.steps.prefix(step + 1)) } else { current.steps = [] }
    var changed = true
    while changed, tests < budget {
      changed = false
      let before = (current.steps.count, current.layout.constraints.count, current.layout.viewCount)
      current = reduce(current, kind: kind, items: current.steps.indices.map { $0 }) { c, kept in
        var c = c
        c.steps = kept.map { c.steps[$0] }
        return c
      }
      progress("steps: \(current.steps.count)")
      // Whole views first (with their subtrees and every constraint and step that names them):
      // on a large layout this removes most of it in a few runs.
      current = reduce(current, kind: kind, items: Array(1..<current.layout.viewCount), complement: true) { c, dropped in
        c.restricted(
          constraints: Array(c.layout.constraints.indices),
          views: Set(0..<c.layout.viewCount).subtracting(dropped), withoutIntrinsic: [])
      }
      progress("views: \(current.layout.viewCount)")
      current = reduce(current, kind: kind, items: Array(current.layout.constraints.indices)) { c, kept in
        c.restricted(constraints: kept, views: nil, withoutIntrinsic: [])
      }
      progress("constraints: \(current.layout.constraints.count)")
      current = reduce(current, kind: kind, items: current.unreferencedViews(), complement: true) { c, dropped in
        c.restricted(
          constraints: Array(c.layout.constraints.indices),
          views: Set(0..<c.layout.viewCount).subtracting(dropped), withoutIntrinsic: [])
      }
      progress("views: \(current.layout.viewCount)")
      let sized = current.layout.views.indices.filter { current.layout.views[$0].intrinsicContentSize != .none }
      current = reduce(current, kind: kind, items: sized, complement: true) { c, dropped in
        c.restricted(constraints: Array(c.layout.constraints.indices), views: nil, withoutIntrinsic: Set(dropped))
      }
      progress("intrinsic sizes: \(current.layout.views.filter { $0.intrinsicContentSize != .none }.count)")
      changed = before != (current.steps.count, current.layout.constraints.count, current.layout.viewCount)
    }
    return current
  }

  /// ddmin over `items`. `make(case, subset)` builds the candidate from the items kept (or, with
  /// `complement`, from the items dropped); `nil` means the subset makes no valid case.
  private mutating func reduce(
    _ fuzzCase: FuzzCase, kind: FailureKind, items: [Int], complement dropping: Bool = false,
    make: (FuzzCase, [Int]) -> FuzzCase?
  ) -> FuzzCase {
    var kept = items
    var dropped: [Int] = []
    var best = fuzzCase
    var chunks = 2
    func candidate(_ keep: [Int], _ drop: [Int]) -> FuzzCase? {
      make(fuzzCase, dropping ? drop : keep)
    }
    while !kept.isEmpty, tests < budget {
      let size = (kept.count + chunks - 1) / chunks
      var reduced = false
      for start in stride(from: 0, to: kept.count, by: size) where tests < budget {
        let chunk = Set(kept[start..<min(start + size, kept.count)])
        let keep = kept.filter { !chunk.contains($0) }
        guard let next = candidate(keep, dropped + chunk.sorted()) else { continue }
        tests += 1
        if test(next)?.kind == kind {
          kept = keep
          dropped += chunk.sorted()
          best = next
          chunks = max(chunks - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced {
        if size <= 1 { break }
        chunks = min(chunks * 2, kept.count)
      }
    }
    return best
  }
}

extension FuzzCase {
  /// Views (not the root) that no constraint, step or child refers to.
  func unreferencedViews() -> [Int] {
    var used = [Bool](repeating: false, count: layout.viewCount)
    used[0] = true
    for constraint in layout.constraints {
      used[constraint.first.index] = true
      if let second = constraint.second { used[second.index] = true }
    }
    for view in layout.views { if let parent = view.parent { used[parent.index] = true } }
    for step in steps {
      switch step {
      case .setIntrinsicSize(let view, _, _), .removeSubtree(let view), .insertSubtree(let view):
        if used.indices.contains(view) { used[view] = true }
      default: break
      }
    }
    return used.indices.filter { !used[$0] }
  }

  /// The case with only the given constraints (indices, in their order) and views (all when
  /// `nil`; a view whose parent is dropped is dropped too), and with the intrinsic sizes of
  /// `withoutIntrinsic` removed. Constraints and steps that refer to a dropped view or
  /// constraint are dropped; the rest are renumbered. `nil` if the model refuses the result.
  public func restricted(constraints kept: [Int], views: Set<Int>?, withoutIntrinsic: Set<Int>) -> FuzzCase? {
    let old = layout
    var new = Layout(rootName: old.name(of: .root), rootSize: old.rootSize, direction: old.direction)
    new.autoresizingReferenceSize = old.autoresizingReferenceSize
    do {
      try new.update(.root) { $0 = old.views[0] }
      var viewMap = [ViewID?](repeating: nil, count: old.viewCount)
      viewMap[0] = .root
      for index in 1..<old.viewCount where views?.contains(index) ?? true {
        var view = old.views[index]
        guard let parent = view.parent, let mapped = viewMap[parent.index] else { continue }
        view.parent = mapped
        if withoutIntrinsic.contains(index) { view.intrinsicContentSize = .none }
        viewMap[index] = try new.addView(view)
      }
      var constraintMap = [Int?](repeating: nil, count: old.constraints.count)
      for index in kept where old.constraints.indices.contains(index) {
        var constraint = old.constraints[index]
        guard let first = viewMap[constraint.first.index] else { continue }
        constraint.first = first
        if let second = constraint.second {
          guard let mapped = viewMap[second.index] else { continue }
          constraint.second = mapped
        }
        constraintMap[index] = try new.addConstraint(constraint)
      }
      func view(_ index: Int) -> Int? { viewMap.indices.contains(index) ? viewMap[index]?.index : nil }
      let newSteps: [FuzzStep] = steps.compactMap { step in
        switch step {
        case .resize: return step
        case .setConstant(let index, let constant):
          guard constraintMap.indices.contains(index), let mapped = constraintMap[index] else { return nil }
          return .setConstant(constraint: mapped, constant: constant)
        case .setIntrinsicSize(let index, let width, let height):
          return view(index).map { .setIntrinsicSize(view: $0, width: width, height: height) }
        case .removeSubtree(let index): return view(index).map { .removeSubtree(view: $0) }
        case .insertSubtree(let index): return view(index).map { .insertSubtree(view: $0) }
        }
      }
      return FuzzCase(layout: new, steps: newSteps, origin: origin)
    } catch {
      return nil
    }
  }
}
