import LayoutModel
import SeededRandom

/// The layout under construction and the workload hooks collected along the way.
///
/// Generators add views and constraints that are valid by construction; the builder turns the
/// model's typed error into ``GeneratorError/modelRejected(_:)`` so that a generator bug surfaces
/// as a message rather than a crash.
struct TreeBuilder {
  var layout: Layout
  var rng: SeededGenerator
  var constants: [ConstantChange] = []
  var intrinsicSizes: [IntrinsicChange] = []
  /// Subtrees that may move, each to the new parent given: their constraints to the old parent
  /// are re-anchored to the new one (``Layout/reanchoringMoves(_:)``).
  var moves: [(top: ViewID, newParent: ViewID)] = []
  /// Hierarchies that may be removed for good, leaving the rest determined.
  var removals: [SubtreeRemoval] = []

  /// How many entries each workload list keeps at most: evenly spaced through the list (which
  /// is in the order views were added, parents first), so positions stay spread across the tree
  /// while a scenario file of a million views does not carry a million of each.
  static let listLimit = 256

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
  ///
  /// Churn may take out any view: the subtree goes back in before anything is checked, so
  /// views that depend on it may float in between. Every list is ordered by the views' preorder
  /// position (first sibling to last, shallow to deep) and thinned to ``listLimit`` evenly
  /// spaced entries.
  func finish(shape: Shape, seed: UInt64, landscape: Size) -> GeneratedLayout {
    let preorder = layout.subtree(of: .root)
    var position = [Int](repeating: 0, count: layout.viewCount)
    for (index, view) in preorder.enumerated() { position[view.index] = index }
    let churn = Self.spread(Array(preorder.dropFirst().filter { !layout.isGuide($0) }))
    let movePairs = Self.spread(moves.sorted { position[$0.top.index] < position[$1.top.index] })
    let reanchored = layout.reanchoringMoves(movePairs).compactMap { $0 }
    return GeneratedLayout(
      shape: shape, seed: seed, layout: layout,
      hooks: WorkloadHooks(
        portrait: layout.rootSize, landscape: landscape, constants: Self.spread(constants),
        churnSubtrees: churn, intrinsicSizes: Self.spread(intrinsicSizes), moves: reanchored,
        removals: Self.spread(removals.sorted { position[$0.top.index] < position[$1.top.index] })))
  }

  /// At most ``listLimit`` evenly spaced entries of `list`, the first and the last included.
  static func spread<T>(_ list: [T]) -> [T] {
    guard list.count > listLimit else { return list }
    let last = Double(list.count - 1)
    return (0..<listLimit).map { list[Int((Double($0) * last / Double(listLimit - 1)).rounded())] }
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
