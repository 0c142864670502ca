import LayoutEngines
import LayoutModel

/// One change after the build, as the ``LayoutEngine`` protocol offers them.
///
/// Views and constraints are referred to by their index in the layout (a scenario file keeps
/// both orders), so a saved sequence replays against the saved scenario.
public enum FuzzStep: Sendable, Hashable, Codable, CustomStringConvertible {
  case resize(width: Double, height: Double)
  case setConstant(constraint: Int, constant: Double)
  case setIntrinsicSize(view: Int, width: Double?, height: Double?)
  case removeSubtree(view: Int)
  case insertSubtree(view: Int)

  public var description: String {
    switch self {
    case .resize(let width, let height): "resize to \(compactNumber(width)) x \(compactNumber(height))"
    case .setConstant(let constraint, let constant): "constant of constraint #\(constraint) to \(compactNumber(constant))"
    case .setIntrinsicSize(let view, let width, let height):
      "intrinsic size of view #\(view) to \(width.map(compactNumber) ?? "none") x \(height.map(compactNumber) ?? "none")"
    case .removeSubtree(let view): "remove the subtree at view #\(view)"
    case .insertSubtree(let view): "insert the subtree at view #\(view)"
    }
  }

  /// The description with names from `layout` (`v12`, `v3.top == v1.bottom + 8`).
  public func describe(in layout: Layout) -> String {
    switch self {
    case .resize: return description
    case .setConstant(let index, let constant):
      let name = layout.constraints.indices.contains(index) ? layout.describe(layout.constraints[index]) : "#\(index)"
      return "constant of \(name) to \(compactNumber(constant))"
    case .setIntrinsicSize(let view, let width, let height):
      return "intrinsic size of \(layout.name(of: ViewID(view))) to \(width.map(compactNumber) ?? "none") x \(height.map(compactNumber) ?? "none")"
    case .removeSubtree(let view): return "remove the subtree at \(layout.name(of: ViewID(view)))"
    case .insertSubtree(let view): return "insert the subtree at \(layout.name(of: ViewID(view)))"
    }
  }

  /// Applies the step to an engine.
  public func apply<E: LayoutEngine>(to engine: inout E) throws(EngineError) {
    switch self {
    case .resize(let width, let height): try engine.resize(to: Size(width: width, height: height))
    case .setConstant(let index, let constant): try engine.setConstant(constant, ofConstraint: index)
    case .setIntrinsicSize(let view, let width, let height):
      try engine.setIntrinsicContentSize(IntrinsicContentSize(width: width, height: height), of: ViewID(view))
    case .removeSubtree(let view): try engine.removeSubtree(ViewID(view))
    case .insertSubtree(let view): try engine.insertSubtree(ViewID(view))
    }
  }

  /// Applies the step to the checker's own model of the state: the layout and the removed
  /// subtrees. Returns the step that undoes it.
  public func apply(to layout: inout Layout, removedTops: inout [ViewID]) throws(LayoutError) -> FuzzStep {
    switch self {
    case .resize(let width, let height):
      let old = layout.rootSize
      try layout.setRootSize(Size(width: width, height: height))
      return .resize(width: old.width, height: old.height)
    case .setConstant(let index, let constant):
      guard layout.constraints.indices.contains(index) else { throw .unknownConstraint(index: index) }
      let old = layout.constraints[index].constant
      try layout.setConstant(constant, ofConstraint: index)
      return .setConstant(constraint: index, constant: old)
    case .setIntrinsicSize(let view, let width, let height):
      guard layout.views.indices.contains(view) else { throw .unknownView(index: view, context: "setIntrinsicSize") }
      let old = layout[ViewID(view)].intrinsicContentSize
      try layout.update(ViewID(view)) { $0.intrinsicContentSize = IntrinsicContentSize(width: width, height: height) }
      return .setIntrinsicSize(view: view, width: old.width, height: old.height)
    case .removeSubtree(let view):
      if !removedTops.contains(ViewID(view)) { removedTops.append(ViewID(view)) }
      return .insertSubtree(view: view)
    case .insertSubtree(let view):
      removedTops.removeAll { $0 == ViewID(view) }
      return .removeSubtree(view: view)
    }
  }
}

/// Makes a seeded sequence of changes for a layout.
public enum FuzzSequenceGenerator {
  /// `count` steps for `layout`: resizes (rotations and new sizes), constant changes of required
  /// and soft constraints, intrinsic-size changes (an axis may gain or lose its size), and
  /// subtree removals and re-insertions. Removed subtrees never overlap, so every engine means
  /// the same by them.
  public static func make(for layout: Layout, seed: UInt64, count: Int) -> [FuzzStep] {
    var random = FuzzRandom(seed: seed ^ 0x5EED_5EED_5EED_5EED)
    var removed: [ViewID] = []
    var rootSize = layout.rootSize
    var steps: [FuzzStep] = []
    let sizes: [(Double, Double)] = [(320, 568), (375, 667), (768, 1024), (1024, 768), (414, 896), (200, 300)]
    while steps.count < count {
      switch random.pick(weighted: [(0, 0.2), (1, 0.35), (2, 0.15), (3, 0.3)]) {
      case 0:
        let size: (Double, Double) =
          switch random.below(3) {
          case 0: (rootSize.height, rootSize.width)
          case 1: random.pick(sizes)
          default: (random.rounded(in: (0.8 * rootSize.width)...(1.2 * rootSize.width)),
                    random.rounded(in: (0.8 * rootSize.height)...(1.2 * rootSize.height)))
          }
        rootSize = Size(width: size.0, height: size.1)
        steps.append(.resize(width: size.0, height: size.1))
      case 1:
        guard !layout.constraints.isEmpty else { continue }
        // Required constraints as often as soft ones, though they are the rarer kind.
        let required = layout.constraints.indices.filter { layout.constraints[$0].priority.isRequired }
        let soft = layout.constraints.indices.filter { !layout.constraints[$0].priority.isRequired }
        let pool = (random.chance(0.5) && !required.isEmpty) || soft.isEmpty ? required : soft
        let index = random.pick(pool)
        let delta = random.chance(0.3) ? random.rounded(in: -1...1, step: 0.125) : random.rounded(in: -40...40)
        steps.append(.setConstant(constraint: index, constant: layout.constraints[index].constant + delta))
      case 2:
        guard layout.viewCount > 1 else { continue }
        let view = 1 + random.below(layout.viewCount - 1)
        let current = layout[ViewID(view)].intrinsicContentSize
        func axis(_ value: Double?) -> Double? {
          switch random.below(5) {
          case 0: return nil
          case 1: return random.rounded(in: 0...200)
          default: return value.map { max(0, $0 + random.rounded(in: -30...30)) } ?? random.rounded(in: 0...200)
          }
        }
        steps.append(.setIntrinsicSize(view: view, width: axis(current.width), height: axis(current.height)))
      default:
        if !removed.isEmpty, random.chance(0.5) {
          let top = removed.remove(at: random.below(removed.count))
          steps.append(.insertSubtree(view: top.index))
          continue
        }
        guard layout.viewCount > 1 else { continue }
        let top = ViewID(1 + random.below(layout.viewCount - 1))
        // Disjoint from every removed subtree: not inside one, not containing one.
        let overlaps = removed.contains { other in
          layout.nearestCommonAncestor(top, other).map { $0 == top || $0 == other } ?? false
        }
        guard !overlaps else { continue }
        removed.append(top)
        steps.append(.removeSubtree(view: top.index))
      }
    }
    return steps
  }
}
