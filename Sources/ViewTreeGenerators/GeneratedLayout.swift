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

/// The changes the `resize`, `constant`, `churn` and `intrinsic` workloads may make.
///
/// Every change listed here leaves the layout satisfiable and every remaining view's frame
/// determined, so all engines must agree after it.
public struct WorkloadHooks: Sendable, Hashable {
  /// The root size the layout starts at.
  public var portrait: Size
  /// The root size a rotation switches to.
  public var landscape: Size
  /// Explicit constraints whose constants an animation may set, with the values to cycle through.
  public var constants: [ConstantChange]
  /// Tops of subtrees that no view outside them depends on: safe to remove and insert again.
  public var churnSubtrees: [ViewID]
  /// Views with an intrinsic content size, with the sizes to cycle through.
  public var intrinsicSizes: [IntrinsicChange]
  /// Root sizes the `resize` workload visits after ``portrait`` and ``landscape`` before it
  /// starts over; empty for a plain rotation.
  ///
  /// A screen-width toggle (the Putta layout's 320, 375 and 396 points) has more than two sizes.
  public var additionalResizeSizes: [Size]

  public init(
    portrait: Size, landscape: Size, constants: [ConstantChange] = [],
    churnSubtrees: [ViewID] = [], intrinsicSizes: [IntrinsicChange] = [],
    additionalResizeSizes: [Size] = []
  ) {
    self.portrait = portrait
    self.landscape = landscape
    self.constants = constants
    self.churnSubtrees = churnSubtrees
    self.intrinsicSizes = intrinsicSizes
    self.additionalResizeSizes = additionalResizeSizes
  }

  /// Every root size the `resize` workload cycles through, starting with ``portrait``.
  public var resizeCycle: [Size] { [portrait, landscape] + additionalResizeSizes }
}

/// One explicit constraint and the constants an animation moves it through; the first value is
/// the constant the layout was generated with.
public struct ConstantChange: Sendable, Hashable {
  public var constraintIndex: Int
  public var values: [Double]
  public init(constraintIndex: Int, values: [Double]) {
    self.constraintIndex = constraintIndex
    self.values = values
  }
}

/// One view and the intrinsic sizes it cycles through (text changing); the first is the
/// generated one.
public struct IntrinsicChange: Sendable, Hashable {
  public var view: ViewID
  public var sizes: [IntrinsicContentSize]
  public init(view: ViewID, sizes: [IntrinsicContentSize]) {
    self.view = view
    self.sizes = sizes
  }
}
