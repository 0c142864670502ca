import LayoutModel

extension _DependencyGraphBuilder {
  /// Gives every node its missing equations and inverts each node's pair of attributes.
  ///
  /// The model keeps no current frame for constraint views, so what no constraint fixes is
  /// chosen: a single location keeps the view's intrinsic size (or 0) as its size, and a view
  /// whose position nothing fixes sits at its superview's origin. Such layouts are ambiguous for
  /// the other engines, which may choose differently; only the intrinsic size is what they agree on.
  /// - Complexity: O(nodes).
  mutating func completeNodes() throws(EngineError) -> ContiguousArray<_NodeSolution> {
    var solutions = ContiguousArray<_NodeSolution>()
    solutions.reserveCapacity(nodeCount)
    for node in 0..<nodeCount {
      if filled[node] == 0 || (filled[node] == 1 && equations[2 * node].target.isLocation) {
        let size = intrinsicSize(of: node)
        _ = try append(
          .fixed(.size, size ?? 0), to: node, size == nil ? .unconstrainedSize : .intrinsicSize, scale: 1)
      }
      if filled[node] == 1 {
        let parent = layout.views[node >> 1].parent ?? .root
        let superviewOrigin = _NodeEquation(
          target: .position, source: Int32(2 * parent.index + (node & 1)), sourceAttribute: .position,
          multiplier: 1, constant: 0, origin: -1, originSizeWeight: 0)
        _ = try append(superviewOrigin, to: node, .superviewOrigin, scale: 1)
      }
      guard let solution = _NodeSolution(equations[2 * node].target, equations[2 * node + 1].target) else {
        throw .notSupported(
          reason: "view '\(layout.name(of: ViewID(node >> 1)))': \(describe(slot: 2 * node)) and "
            + "\(describe(slot: 2 * node + 1)) do not fix both its \(node & 1 == 0 ? "x and width" : "y and height")")
      }
      solutions.append(solution)
    }
    return solutions
  }

  /// Declines an intrinsic size that the constraints override when the other engines could
  /// trade its violation against a value the graph chose.
  ///
  /// Hugging and compression resistance are inequalities the graph cannot express. Where the
  /// required constraints alone fix the size, every solver violates them by the same amount and
  /// the layouts agree; where the size depends on something only chosen (an intrinsic size
  /// elsewhere, a default origin), a linear solver would move that to reduce the violation.
  /// Dependence is tracked per position and size without cancellation, so this errs on the side
  /// of declining. A required hugging or compression priority makes the overridden size a
  /// required inequality, which is declined too.
  /// - Complexity: O(nodes), one pass in topological order.
  func checkOverriddenIntrinsicSizes(
    solutions: ContiguousArray<_NodeSolution>, order: ContiguousArray<Int32>
  ) throws(EngineError) {
    var chosenPosition = [Bool](repeating: false, count: nodeCount)
    var chosenSize = [Bool](repeating: false, count: nodeCount)
    for node32 in order {
      let node = Int(node32)
      var chosen = (false, false)
      for k in 0..<2 {
        let e = equations[2 * node + k]
        var isChosen = provenance[2 * node + k].isChosen
        if e.source >= 0, e.multiplier != 0 {
          let s = Int(e.source)
          isChosen = isChosen || (e.sourceAttribute.positionWeight != 0 && chosenPosition[s])
            || (e.sourceAttribute.sizeWeight != 0 && chosenSize[s])
        }
        if e.origin >= 0, e.multiplier != 1 {
          let o = Int(e.origin)
          isChosen = isChosen || chosenPosition[o] || (e.originSizeWeight != 0 && chosenSize[o])
        }
        if k == 0 { chosen.0 = isChosen } else { chosen.1 = isChosen }
      }
      let solution = solutions[node]
      chosenPosition[node] = (solution.positionFromFirst != 0 && chosen.0) || (solution.positionFromSecond != 0 && chosen.1)
      chosenSize[node] = (solution.sizeFromFirst != 0 && chosen.0) || (solution.sizeFromSecond != 0 && chosen.1)

      guard let intrinsic = intrinsicSize(of: node), !usesIntrinsicSize(node) else { continue }
      let view = layout.views[node >> 1]
      let axis: LayoutAxis = node & 1 == 0 ? .horizontal : .vertical
      let name = "view '\(view.name)'"
      let what = "its intrinsic \(axis == .horizontal ? "width" : "height") \(compactNumber(intrinsic))"
      if view.contentHugging[axis].isRequired || view.compressionResistance[axis].isRequired {
        throw .notSupported(
          reason: "\(name): \(what) is overridden by \(describe(slot: 2 * node)) and \(describe(slot: 2 * node + 1)) "
            + "but its hugging or compression resistance is required, a required inequality")
      }
      if chosenSize[node] {
        throw .notSupported(
          reason: "\(name): \(what) is overridden by \(describe(slot: 2 * node)) and \(describe(slot: 2 * node + 1)), "
            + "which depend on a size or position no required constraint fixes; a linear solver would trade them off")
      }
    }
  }

  /// Whether the node's size is its intrinsic size, chosen because no constraint fixes it.
  func usesIntrinsicSize(_ node: Int) -> Bool {
    [2 * node, 2 * node + 1].contains { slot in
      if case .intrinsicSize = provenance[slot] { return true }
      return false
    }
  }

  func describe(slot: Int) -> String { Self.describe(provenance[slot], node: slot >> 1, layout: layout) }

  /// The readable text of an equation's origin: the constraint, or what the graph chose.
  static func describe(_ provenance: EquationProvenance, node: Int, layout: Layout) -> String {
    let view = layout.name(of: ViewID(node >> 1))
    let horizontal = node & 1 == 0
    switch provenance {
    case .constraint(let c, let source):
      switch source {
      case .autoresizingSize, .autoresizingPosition: return layout.describe(c) + " (autoresizing)"
      default: return layout.describe(c)
      }
    case .intrinsicSize: return "\(view).\(horizontal ? "width" : "height") == intrinsic size"
    case .unconstrainedSize: return "\(view).\(horizontal ? "width" : "height") == 0 (unconstrained)"
    case .superviewOrigin: return "\(view).\(horizontal ? "left" : "top") == superview origin (unconstrained)"
    }
  }
}
