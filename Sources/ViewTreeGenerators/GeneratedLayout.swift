import LayoutModel

/// A generated layout together with the changes each benchmark workload may make to it.
///
/// The generator knows which changes keep its layout satisfiable and unambiguous (which constants
/// can move, which subtrees nothing else depends on), so it hands them to the harness rather than
/// letting the harness guess.
public struct GeneratedLayout: Sendable {
  public var shape: Shape
  public var seed: UInt64
  /// The layout at its ``WorkloadHooks/portrait`` root size.
  public var layout: Layout
  public var hooks: WorkloadHooks

  public init(shape: Shape, seed: UInt64, layout: Layout, hooks: WorkloadHooks) {
    self.shape = shape
    self.seed = seed
    self.layout = layout
    self.hooks = hooks
  }
}
