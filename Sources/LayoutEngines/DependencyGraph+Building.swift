import LayoutModel

extension DependencyGraph {
  /// Builds the graph for every constraint of `layout` that involves no removed view, or
  /// declines the layout with the reason naming the view and the constraint.
  ///
  /// Autoresizing masks are translated by the model against the size the frames were designed
  /// for (``Layout/autoresizingReferenceSize``), so a resize stretches them as Auto Layout does.
  /// - Complexity: O(views + constraints), plus the walk to the common ancestor for each location
  ///   constraint whose multiplier is not 1.
  init(layout: Layout, removed: [Bool]) throws(EngineError) {
    var builder = _DependencyGraphBuilder(layout: layout, removed: removed)
    try builder.addRoot()
    for (index, constraint) in layout.constraints.enumerated() where !builder.isRemoved(constraint) {
      builder.explicitSlots[index] = Int32(try builder.add(constraint, .explicit(index), flippable: true))
    }
    for index in 1..<layout.viewCount where !removed[index] {
      let id = ViewID(index)
      for (constraint, source) in layout.autoresizingConstraints(for: id) + layout.guideConstraints(for: id) {
        _ = try builder.add(constraint, source, flippable: false)
      }
    }
    let solutions = try builder.completeNodes()
    switch Self.topologicalOrder(nodeCount: builder.nodeCount, equations: builder.equations) {
    case .success(let order):
      self.init(
        equations: builder.equations, solutions: solutions, order: order,
        provenance: builder.provenance, constantScales: builder.constantScales,
        explicitSlots: builder.explicitSlots)
    case .failure(let found):
      let steps = found.cycle.map { builder.describe(slot: $0) }
      let view = layout.name(of: ViewID(found.cycle.first.map { $0 >> 2 } ?? 0))
      throw .notSupported(
        reason: "view '\(view)' depends on itself through a cycle: " + steps.joined(separator: " -> "))
    }
    try builder.checkOverriddenIntrinsicSizes(solutions: solutions, order: order)
  }

  /// The text of the equation in `slot`, the way errors name it.
  func describe(slot: Int, in layout: Layout) -> String {
    _DependencyGraphBuilder.describe(provenance[slot], node: slot >> 1, layout: layout)
  }
}

/// Collects the two equations of each node while translating constraints.
struct _DependencyGraphBuilder {
  let layout: Layout
  let removed: [Bool]
  var equations: ContiguousArray<_NodeEquation>
  var provenance: [EquationProvenance]
  var constantScales: [Double]
  var explicitSlots: [Int32]
  /// How many equations each node has so far (at most 2).
  var filled: [UInt8]

  var nodeCount: Int { filled.count }

  init(layout: Layout, removed: [Bool]) {
    self.layout = layout
    self.removed = removed
    let nodes = 2 * layout.viewCount
    equations = ContiguousArray(repeating: .fixed(.size, 0), count: 2 * nodes)
    provenance = Array(repeating: .unconstrainedSize, count: 2 * nodes)
    constantScales = Array(repeating: 1, count: 2 * nodes)
    explicitSlots = Array(repeating: -1, count: layout.constraints.count)
    filled = Array(repeating: 0, count: nodes)
  }

  static func node(_ view: ViewID, _ axis: LayoutAxis) -> Int { 2 * view.index + (axis == .horizontal ? 0 : 1) }

  func isRemoved(_ c: LayoutConstraint) -> Bool {
    removed[c.first.index] || (c.second.map { removed[$0.index] } ?? false)
  }

  /// The root's origin at 0 and its size, the rows every solver starts from.
  mutating func addRoot() throws(EngineError) {
    for axis in LayoutAxis.allCases {
      let horizontal = axis == .horizontal
      let size = horizontal ? layout.rootSize.width : layout.rootSize.height
      let origin = LayoutConstraint(.root, horizontal ? .left : .top, constant: 0)
      let extent = LayoutConstraint(.root, horizontal ? .width : .height, constant: size)
      _ = try append(.fixed(.position, 0), to: Self.node(.root, axis), .constraint(origin, .rootOrigin(axis)), scale: 1)
      _ = try append(.fixed(.size, size), to: Self.node(.root, axis), .constraint(extent, .rootSize(axis)), scale: 1)
    }
  }

  /// Translates one required equality into an equation of the view it defines.
  ///
  /// The first item is the one defined, except that a constraint whose first item is the root,
  /// the second item's superview (`superview.trailing == view.trailing + 20`, as the visual
  /// format writes it) or a layout guide that follows its owner (`safeArea.bottom == view.bottom`)
  /// defines the second item: a superview and its guides place its subviews.
  mutating func add(
    _ c: LayoutConstraint, _ source: ConstraintSource, flippable: Bool
  ) throws(EngineError) -> Int {
    let provenance = EquationProvenance.constraint(c, source)
    // The reason is written only when the constraint is declined: building runs on timed paths.
    func declined(_ problem: String) -> EngineError {
      let text = Self.describe(provenance, node: 0, layout: layout)
      return .notSupported(reason: "view '\(layout.name(of: c.first))': \(text) \(problem)")
    }
    guard c.relation == .equal else {
      throw declined("is an inequality; the graph engine solves only equalities")
    }
    guard c.priority.isRequired else {
      throw declined("is not required; the graph engine solves only required constraints")
    }
    guard let axis = c.firstAttribute.axis else { throw declined("has no attribute") }
    let mirrored = layout.direction == .rightToLeft
      && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
    let sign: Double = mirrored ? -1 : 1
    let target = attribute(c.firstAttribute, of: c.first, mirrored: mirrored)
    guard let second = c.second, let secondAxis = c.secondAttribute.axis,
      !(c.firstAttribute.isSize && c.multiplier == 0)
    else {
      return try append(.fixed(target, c.constant), to: Self.node(c.first, axis), provenance, scale: 1)
    }
    var origin: Int32 = -1
    if c.firstAttribute.isLocation, c.multiplier != 1 {
      guard let ancestor = layout.nearestCommonAncestor(c.first, second) else {
        throw declined("relates views without a common ancestor")
      }
      origin = Int32(Self.node(ancestor, axis))
    }
    let sourceAttribute = attribute(c.secondAttribute, of: second, mirrored: mirrored)
    // Measured from the origin: target - O = m (source - O) + sign * c, with O the common
    // ancestor's left (its right when mirrored, where x' = -x).
    let forward = _NodeEquation(
      target: target, source: Int32(Self.node(second, secondAxis)), sourceAttribute: sourceAttribute,
      multiplier: c.multiplier, constant: sign * c.constant, origin: origin,
      originSizeWeight: mirrored ? 1 : 0)
    let firstGuide = layout[c.first].guide
    let definesSecond = c.first == .root || layout[second].parent == c.first
      || (firstGuide != nil && firstGuide != .custom)
    guard flippable, definesSecond, second != c.first, c.multiplier != 0 else {
      return try append(forward, to: Self.node(c.first, axis), provenance, scale: sign)
    }
    // Solved for the second item: source - O = (target - O) / m - sign * c / m.
    let backward = _NodeEquation(
      target: sourceAttribute, source: Int32(Self.node(c.first, axis)), sourceAttribute: target,
      multiplier: 1 / c.multiplier, constant: -sign * c.constant / c.multiplier, origin: origin,
      originSizeWeight: forward.originSizeWeight)
    return try append(backward, to: Self.node(second, secondAxis), provenance, scale: -sign / c.multiplier)
  }

  /// An attribute of `view` on its axis; leading and trailing follow the layout direction.
  func attribute(_ attribute: LayoutAttribute, of view: ViewID, mirrored: Bool) -> AxisAttribute {
    let v = layout[view]
    if attribute.isMargin {
      // A margin attribute is its bounds attribute moved inward by the margin; the graph works in
      // absolute coordinates, so in a right-to-left layout the leading margin is the right one.
      let m = v.layoutMargins
      var base = self.attribute(attribute.withoutMargin, of: view, mirrored: mirrored)
      switch attribute {
      case .leftMargin: base.offset += m.left
      case .rightMargin: base.offset -= m.right
      case .leadingMargin: base.offset += mirrored ? -m.right : m.left
      case .trailingMargin: base.offset += mirrored ? m.left : -m.right
      case .centerXWithinMargins: base.offset += (m.left - m.right) / 2
      case .topMargin: base.offset += m.top
      case .bottomMargin: base.offset -= m.bottom
      case .centerYWithinMargins: base.offset += (m.top - m.bottom) / 2
      default: break
      }
      return base
    }
    switch attribute {
    case .left, .top: return .position
    case .right, .bottom: return AxisAttribute(positionWeight: 1, sizeWeight: 1, offset: 0)
    case .leading: return mirrored ? AxisAttribute(positionWeight: 1, sizeWeight: 1, offset: 0) : .position
    case .trailing: return mirrored ? .position : AxisAttribute(positionWeight: 1, sizeWeight: 1, offset: 0)
    case .centerX, .centerY: return AxisAttribute(positionWeight: 1, sizeWeight: 0.5, offset: 0)
    case .width, .height, .notAnAttribute: return .size
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return .position
    case .lastBaseline: return AxisAttribute(positionWeight: 1, sizeWeight: 1, offset: -v.baselineOffsetFromBottom)
    case .firstBaseline:
      if let fromTop = v.firstBaselineOffsetFromTop {
        return AxisAttribute(positionWeight: 1, sizeWeight: 0, offset: fromTop)
      }
      return AxisAttribute(positionWeight: 1, sizeWeight: 1, offset: -v.baselineOffsetFromBottom)
    }
  }

  /// Puts an equation in the node's next free slot, or declines a third attribute on the axis.
  mutating func append(
    _ e: _NodeEquation, to node: Int, _ provenance: EquationProvenance, scale: Double
  ) throws(EngineError) -> Int {
    guard filled[node] < 2 else {
      let existing = [2 * node, 2 * node + 1].map { Self.describe(self.provenance[$0], node: node, layout: layout) }
      throw .notSupported(
        reason: "view '\(layout.name(of: ViewID(node >> 1)))': \(Self.describe(provenance, node: node, layout: layout)) "
          + "is a third \(node & 1 == 0 ? "horizontal" : "vertical") attribute after "
          + existing.joined(separator: " and ") + "; the graph engine allows two per axis")
    }
    let slot = 2 * node + Int(filled[node])
    equations[slot] = e
    self.provenance[slot] = provenance
    constantScales[slot] = scale
    filled[node] += 1
    return slot
  }

  /// A view's intrinsic size on an axis, as the model turns it into constraints (non-negative).
  func intrinsicSize(of node: Int) -> Double? {
    let view = node >> 1
    guard view != 0, !removed[view], layout.views[view].guide == nil else { return nil }
    let size = layout.views[view].intrinsicContentSize
    guard let value = node & 1 == 0 ? size.width : size.height, value >= 0 else { return nil }
    return value
  }
}
