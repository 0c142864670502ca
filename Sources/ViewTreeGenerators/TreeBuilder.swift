import LayoutModel

/// The layout under construction and the workload hooks collected along the way.
///
/// Generators add views and constraints that are valid by construction; the builder turns the
/// model's typed error into ``GeneratorError/modelRejected(_:)`` so that a generator bug surfaces
/// as a message rather than a crash.
struct TreeBuilder {
  var layout: Layout
  var rng: SeededGenerator
  var constants: [ConstantChange] = []
  var churnSubtrees: [ViewID] = []
  var intrinsicSizes: [IntrinsicChange] = []

  init(rootSize: Size, seed: UInt64) {
    layout = Layout(rootSize: rootSize)
    rng = SeededGenerator(seed: seed)
  }

  /// Adds a view and returns its id.
  @discardableResult
  mutating func add(_ view: View) throws(GeneratorError) -> ViewID {
    do { return try layout.addView(view) } catch { throw .modelRejected(error) }
  }

  /// Adds a plain view named `name` under `parent`.
  @discardableResult
  mutating func add(_ name: String, in parent: ViewID) throws(GeneratorError) -> ViewID {
    try add(View(name: name, parent: parent))
  }

  /// Adds a constraint and returns its index in the layout.
  @discardableResult
  mutating func constrain(
    _ first: ViewID, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: ViewID? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
  ) throws(GeneratorError) -> Int {
    let constraint = LayoutConstraint(
      first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority)
    do { return try layout.addConstraint(constraint) } catch { throw .modelRejected(error) }
  }

  /// Records that the constraint at `index` may be animated through `values` (its own constant
  /// first).
  mutating func animatable(_ index: Int, through offsets: [Double]) {
    let base = layout.constraints[index].constant
    constants.append(ConstantChange(constraintIndex: index, values: [base] + offsets.map { base + $0 }))
  }

  /// Records that a label's text may change: its width grows and shrinks.
  mutating func changingText(_ view: ViewID) {
    let size = layout[view].intrinsicContentSize
    let width = size.width ?? 0
    intrinsicSizes.append(IntrinsicChange(view: view, sizes: [
      size,
      IntrinsicContentSize(width: (width * 1.6).rounded(), height: size.height),
      IntrinsicContentSize(width: (width * 0.6).rounded(), height: size.height),
    ]))
  }

  /// The finished layout with its hooks.
  func finish(shape: Shape, seed: UInt64, landscape: Size) -> GeneratedLayout {
    GeneratedLayout(
      shape: shape, seed: seed, layout: layout,
      hooks: WorkloadHooks(
        portrait: layout.rootSize, landscape: landscape, constants: constants,
        churnSubtrees: churnSubtrees, intrinsicSizes: intrinsicSizes))
  }
}

extension View {
  /// A single-line label: an intrinsic size, default hugging and compression resistance, and a
  /// baseline `baseline` points above its bottom.
  static func label(
    _ name: String, in parent: ViewID, width: Double, height: Double, baseline: Double = 4,
    hugging: LayoutPriority = .defaultLow, compression: LayoutPriority = .defaultHigh
  ) -> View {
    View(
      name: name, parent: parent,
      intrinsicContentSize: IntrinsicContentSize(width: width, height: height),
      contentHugging: AxisPriorities(horizontal: hugging, vertical: hugging),
      compressionResistance: AxisPriorities(horizontal: compression, vertical: compression),
      baselineOffsetFromBottom: baseline)
  }
}
