import LayoutModel
import ViewTreeGenerators

/// One layout to benchmark: generated from a shape, or read from a scenario file.
public struct BenchInput: Sendable {
  /// The shape's name or the scenario file's name, as tables show it.
  public var name: String
  public var layout: Layout
  public var hooks: WorkloadHooks

  public init(name: String, layout: Layout, hooks: WorkloadHooks) {
    self.name = name
    self.layout = layout
    self.hooks = hooks
  }

  /// A generated layout, named by its shape.
  public init(_ generated: GeneratedLayout) {
    self.init(name: generated.shape.rawValue, layout: generated.layout, hooks: generated.hooks)
  }

  /// The views of the layout, the root included and layout guides left out.
  public var viewCount: Int { layout.realViewCount }
}

extension WorkloadHooks {
  /// Workload changes for a layout that came without any (a scenario file).
  ///
  /// Without the generator's knowledge only changes that cannot break the layout are safe to
  /// guess: rotating to the root's transposed size, moving non-required constants (required ones
  /// could conflict), and growing or shrinking intrinsic sizes, which are never required. Churn
  /// is left out, since a subtree may hold views that others depend on.
  public static func derived(from layout: Layout) -> WorkloadHooks {
    let size = layout.rootSize
    var constants: [ConstantChange] = []
    for (index, constraint) in layout.constraints.enumerated() where !constraint.priority.isRequired {
      let c = constraint.constant
      constants.append(ConstantChange(constraintIndex: index, values: [c, c + 4, c - 2]))
    }
    var intrinsic: [IntrinsicChange] = []
    for (index, view) in layout.views.enumerated() where view.intrinsicContentSize != .none {
      let base = view.intrinsicContentSize
      let grown = IntrinsicContentSize(width: base.width.map { ($0 * 1.6).rounded() }, height: base.height)
      let shrunk = IntrinsicContentSize(width: base.width.map { ($0 * 0.6).rounded() }, height: base.height)
      intrinsic.append(IntrinsicChange(view: ViewID(index), sizes: [base, grown, shrunk]))
    }
    return WorkloadHooks(
      portrait: size, landscape: Size(width: size.height, height: size.width), constants: constants,
      churnSubtrees: [], intrinsicSizes: intrinsic)
  }
}
