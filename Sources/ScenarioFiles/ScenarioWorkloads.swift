import LayoutModel

/// The `workloads` section of a scenario file: the changes the benchmark makes to the layout,
/// workload by workload.
///
/// Each list is optional. An absent list leaves that workload to the harness's guess; a present
/// one, even empty, is used as it is (empty: the workload does not apply). `bench export` writes
/// every list, so a generated layout exported and benchmarked as a file goes through exactly the
/// changes the generator chose. See `ScenarioFormat.md`.
public struct ScenarioWorkloads: Hashable, Sendable {
  /// Root sizes the `resize` workload visits after the layout's own, before it starts over.
  public var rootSizes: [Size]?
  /// Constraints the `constant` workload changes; each change's first value is the constraint's
  /// constant in the layout.
  public var constants: [ConstantChange]?
  /// Tops of the subtrees the `churn` workload removes and inserts again.
  public var churn: [ViewID]?
  /// Views whose intrinsic size the `intrinsic` workload changes; each change's first size is the
  /// view's own.
  public var intrinsicSizes: [IntrinsicChange]?
  /// Subtrees the `move` workload moves to another parent (and back).
  public var moves: [SubtreeMove]?
  /// Hierarchies the `remove` workload removes for good.
  public var removals: [SubtreeRemoval]?

  public init(
    rootSizes: [Size]? = nil, constants: [ConstantChange]? = nil, churn: [ViewID]? = nil,
    intrinsicSizes: [IntrinsicChange]? = nil, moves: [SubtreeMove]? = nil, removals: [SubtreeRemoval]? = nil
  ) {
    self.rootSizes = rootSizes
    self.constants = constants
    self.churn = churn
    self.intrinsicSizes = intrinsicSizes
    self.moves = moves
    self.removals = removals
  }

  /// Every list of `hooks`, as `bench export` writes them.
  public init(_ hooks: WorkloadHooks) {
    self.init(
      rootSizes: [hooks.landscape] + hooks.additionalResizeSizes, constants: hooks.constants,
      churn: hooks.churnSubtrees, intrinsicSizes: hooks.intrinsicSizes, moves: hooks.moves,
      removals: hooks.removals)
  }

  /// Whether no list is given.
  public var isEmpty: Bool {
    rootSizes == nil && constants == nil && churn == nil && intrinsicSizes == nil && moves == nil && removals == nil
  }

  /// `guess` with every list this section gives put in its place; the layout starts at `rootSize`.
  public func hooks(over guess: WorkloadHooks, rootSize: Size) -> WorkloadHooks {
    var hooks = guess
    if let rootSizes {
      hooks.portrait = rootSize
      hooks.landscape = rootSizes.first ?? rootSize
      hooks.additionalResizeSizes = Array(rootSizes.dropFirst())
    }
    if let constants { hooks.constants = constants }
    if let churn { hooks.churnSubtrees = churn }
    if let intrinsicSizes { hooks.intrinsicSizes = intrinsicSizes }
    if let moves { hooks.moves = moves }
    if let removals { hooks.removals = removals }
    return hooks
  }
}
