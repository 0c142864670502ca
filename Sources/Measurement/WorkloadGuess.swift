import LayoutEngines
import LayoutModel
import ScenarioFiles

/// Workload changes for a layout that came without them (a scenario file without a `workloads`
/// section, an imported Interface Builder screen): guesses that a real screen survives, each
/// checked once on the Cassowary engine before any engine is timed.
///
/// - `resize`: the width only, through common device widths in proportion to the designed
///   one (a 375-point design goes to 414 and 320 points; a tiled one scales with it), falling
///   back to 2% wider or narrower. Swapping width and height would ask a 40-point bar to be a
///   thousand points tall.
/// - `constant`: constraints spread over the layout, required ones included, each moved by +4 and
///   -2 points where the layout stays satisfiable.
/// - `intrinsic`: views with an intrinsic width, which grows and shrinks by 60% and 40% where the
///   layout stays satisfiable (a required hugging or compression resistance makes it a
///   required size).
/// - `churn`: any view, spread over the tree (the subtree is back before anything is checked).
/// - `move`: views spread over the tree moved into their grandparent, their constraints to the
///   parent re-anchored (``Layout/reanchoringMoves(_:)``), where the layout stays satisfiable.
/// - `remove`: views spread over the tree whose removal leaves no other view undetermined.
///
/// A workload for which nothing survives is reported "not applicable" with the reason.
struct WorkloadGuess {
  var hooks: WorkloadHooks
  var notApplicable: [Workload: String] = [:]

  /// How many places of each kind are tried: enough to spread timed steps across the tree, few
  /// enough that checking each on a solver stays a fraction of one build per place.
  static let candidateLimit = 64
  /// Common phone widths, the second the design width every other is in proportion to.
  static let deviceWidths: [Double] = [414, 375, 320]

  /// Guesses the lists `declared` leaves out that the `wanted` workloads use. Each guess is
  /// checked on a solver, so a command that measures nothing (`bench solve`, `bench check`)
  /// guesses nothing.
  init(
    layout: Layout, skipping declared: ScenarioWorkloads = ScenarioWorkloads(),
    for wanted: Set<Workload> = Set(Workload.allCases)
  ) {
    let size = layout.rootSize
    hooks = WorkloadHooks(portrait: size, landscape: size)
    guard !wanted.isSubset(of: [.build]) else { return }
    guard var engine = try? CassowaryEngine(layout: layout) else {
      let reason = "the layout cannot be solved, so no change can be checked"
      for workload in Workload.allCases where workload != .build { notApplicable[workload] = reason }
      return
    }
    let preorder = layout.subtree(of: .root).filter { $0 != .root && !layout.isGuide($0) }
    if declared.rootSizes == nil, wanted.contains(.resize) { guessSizes(layout, &engine) }
    if declared.constants == nil, wanted.contains(.constant) { guessConstants(layout, &engine) }
    if declared.intrinsicSizes == nil, wanted.contains(.intrinsic) { guessIntrinsicSizes(layout, &engine) }
    if declared.churn == nil {
      hooks.churnSubtrees = Self.spread(preorder, limit: 256)
      if preorder.isEmpty { notApplicable[.churn] = "the layout has no view besides the root" }
    }
    if declared.moves == nil, wanted.contains(.move) { guessMoves(layout, preorder, &engine) }
    if declared.removals == nil, wanted.contains(.remove) { guessRemovals(layout, preorder, &engine) }
    if hooks.churnSubtrees.isEmpty, declared.churn == nil { notApplicable[.history] = notApplicable[.churn] }
  }

  private mutating func guessSizes(_ layout: Layout, _ engine: inout CassowaryEngine) {
    let size = layout.rootSize
    let design = Self.deviceWidths[1]
    let widths = Self.deviceWidths.filter { $0 != design }.map { (size.width * $0 / design).rounded() }
    let fallbacks = [size.width * 1.02, size.width * 0.98].map { $0.rounded() }
    var accepted: [Size] = []
    var tried: [String] = []
    func attempt(_ width: Double) {
      guard width != size.width, !accepted.contains(where: { $0.width == width }) else { return }
      tried.append(compactNumber(width))
      if Self.survives([.resize(Size(width: width, height: size.height)), .resize(size)], layout, &engine) {
        accepted.append(Size(width: width, height: size.height))
      }
    }
    for width in widths { attempt(width) }
    // Only when no device width fits: a screen that is almost fixed still changes a little.
    for width in fallbacks where accepted.isEmpty { attempt(width) }
    hooks.landscape = accepted.first ?? size
    hooks.additionalResizeSizes = Array(accepted.dropFirst())
    if accepted.isEmpty {
      notApplicable[.resize] = "the required constraints fix the root's width (tried widths \(tried.joined(separator: ", ")))"
    }
  }

  private mutating func guessConstants(_ layout: Layout, _ engine: inout CassowaryEngine) {
    var changes: [ConstantChange] = []
    for index in Self.spread(Array(layout.constraints.indices), limit: Self.candidateLimit) {
      let c = layout.constraints[index].constant
      let change = ConstantChange(constraintIndex: index, values: [c, c + 4, c - 2])
      let steps = change.values.dropFirst().map { WorkloadStep.constant(index: index, value: $0) } + [.constant(index: index, value: c)]
      if Self.survives(steps, layout, &engine) {
        changes.append(change)
      }
    }
    hooks.constants = changes
    if changes.isEmpty {
      notApplicable[.constant] = layout.constraints.isEmpty
        ? "the layout has no explicit constraint" : "no constraint's constant can move 4 points without a conflict"
    }
  }

  private mutating func guessIntrinsicSizes(_ layout: Layout, _ engine: inout CassowaryEngine) {
    let labels = layout.views.indices.filter { layout.views[$0].intrinsicContentSize.width != nil }
    var changes: [IntrinsicChange] = []
    for index in Self.spread(labels, limit: Self.candidateLimit) {
      let view = ViewID(index)
      let base = layout[view].intrinsicContentSize
      let sizes = [1.6, 0.6].map { factor in
        IntrinsicContentSize(width: base.width.map { ($0 * factor).rounded() }, height: base.height)
      }
      let steps = sizes.map { WorkloadStep.intrinsic(view, $0) } + [.intrinsic(view, base)]
      if Self.survives(steps, layout, &engine) {
        changes.append(IntrinsicChange(view: view, sizes: [base] + sizes))
      }
    }
    hooks.intrinsicSizes = changes
    if changes.isEmpty {
      notApplicable[.intrinsic] = labels.isEmpty
        ? "no view has an intrinsic width" : "every intrinsic width is held by required priorities"
    }
  }

  private mutating func guessMoves(_ layout: Layout, _ preorder: [ViewID], _ engine: inout CassowaryEngine) {
    let movable = preorder.filter { view in layout[view].parent.map { $0 != .root } ?? false }
    let pairs = Self.spread(movable, limit: Self.candidateLimit).compactMap { view -> (top: ViewID, newParent: ViewID)? in
      guard let parent = layout[view].parent, let grandparent = layout[parent].parent else { return nil }
      return (view, grandparent)
    }
    var moves: [SubtreeMove] = []
    for move in layout.reanchoringMoves(pairs).compactMap({ $0 }) {
      let back = SubtreeMove(
        top: move.top, newParent: layout[move.top].parent ?? .root,
        replacements: move.replacements.map { ConstraintReplacement(index: $0.index, constraint: layout.constraints[$0.index]) })
      if Self.survives([.move(move), .move(back)], layout, &engine) { moves.append(move) }
    }
    hooks.moves = moves
    if moves.isEmpty {
      notApplicable[.move] = movable.isEmpty
        ? "no view is nested two levels deep" : "no view can move to its grandparent without a conflict"
    }
  }

  private mutating func guessRemovals(_ layout: Layout, _ preorder: [ViewID], _ engine: inout CassowaryEngine) {
    let before = Set(engine.ambiguousViews())
    var removals: [SubtreeRemoval] = []
    for top in Self.spread(preorder, limit: Self.candidateLimit) {
      let removed = Set(layout.subtree(of: top))
      guard (try? engine.removeSubtree(top)) != nil else { continue }
      let floating = engine.ambiguousViews { removed.contains($0) || before.contains($0) }
      if (try? engine.insertSubtree(top)) == nil { engine = (try? CassowaryEngine(layout: layout)) ?? engine }
      if floating.isEmpty { removals.append(SubtreeRemoval(top: top)) }
    }
    hooks.removals = removals
    if removals.isEmpty {
      notApplicable[.remove] = preorder.isEmpty
        ? "the layout has no view besides the root" : "removing any view leaves others undetermined"
    }
  }

  /// Whether `steps` apply without an error (the last one puts the layout back); an engine left
  /// half-changed by an error is rebuilt.
  private static func survives(_ steps: [WorkloadStep], _ layout: Layout, _ engine: inout CassowaryEngine) -> Bool {
    for step in steps {
      do throws(EngineError) { try WorkloadPlan.apply(step, to: &engine) } catch {
        if let fresh = try? CassowaryEngine(layout: layout) { engine = fresh }
        return false
      }
    }
    return true
  }

  /// At most `limit` evenly spaced entries of `list`, the first and the last included.
  static func spread<T>(_ list: [T], limit: Int) -> [T] {
    guard list.count > limit, limit > 1 else { return list }
    let last = Double(list.count - 1)
    return (0..<limit).map { list[Int((Double($0) * last / Double(limit - 1)).rounded())] }
  }
}
