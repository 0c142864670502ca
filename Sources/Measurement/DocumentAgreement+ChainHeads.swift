import InterfaceBuilder
import LayoutModel
import ScenarioFiles

extension DocumentAgreement {
  /// For each view off, the views off it is constrained to, in the order of the root's
  /// constraints (a view named by several constraints appears once per constraint).
  ///
  /// Why built once: the cause of every view off looks its neighbours up, and scanning all
  /// constraints per view made a root with many views off cost views x constraints.
  ///
  /// - Complexity: O(constraints).
  static func offNeighbours(in layout: Layout, off: Set<ViewID>) -> [ViewID: [ViewID]] {
    var neighbours: [ViewID: [ViewID]] = [:]
    for constraint in layout.constraints {
      guard let second = constraint.second, second != constraint.first,
        off.contains(constraint.first), off.contains(second)
      else { continue }
      neighbours[constraint.first, default: []].append(second)
      neighbours[second, default: []].append(constraint.first)
    }
    return neighbours
  }

  /// The mismatches of one root with each cascade's head named: the cause line gains where the
  /// chain starts, and ``ViewMismatch/head`` and ``ViewMismatch/headKind`` are set.
  ///
  /// A cascade (a view put down to its superview or a constrained neighbour that is itself off)
  /// is followed along every such link, not only the one its cause names, to the nearest view
  /// whose cause is its own: a control metric, a size read from the saved frame, an image, a
  /// broken constraint, the canvas. Where the links reach no such view they close on themselves,
  /// and the head is picked from the cycle they end in (a set of views off that no link leaves)
  /// by this rule: a view whose own size is off first; then one with a metric or an intrinsic
  /// size; then the smallest non-zero error of position; then the first in document order. Its
  /// kind is the cause it would have if no neighbour were off.
  ///
  /// Why: about 330 of the training set's 436 cascades lay in such cycles, so a user reading
  /// "constrained to Y, itself off" went round in a circle and could not see which view to fix.
  ///
  /// - Complexity: O(views off + their constraints), with no recursion (see ``ChainHeads``).
  static func attributingHeads(
    _ found: [ViewMismatch], checks: [ExpectedFrameCheck.Mismatch], in root: ImportedRoot,
    neighbours: [ViewID: [ViewID]]
  ) -> [ViewMismatch] {
    guard found.contains(where: { $0.kind == .cascade }) else { return found }
    var position: [ViewID: Int] = [:]
    for (i, check) in checks.enumerated() { position[check.view] = i }
    let layout = root.layout
    let links: [[Int]] = checks.map { check in
      var targets: [Int] = []
      if let parent = layout[check.view].parent, let i = position[parent] { targets.append(i) }
      for neighbour in neighbours[check.view] ?? [] { if let i = position[neighbour] { targets.append(i) } }
      return targets
    }
    let keys = checks.map { headPreference($0, in: root) }
    let heads = ChainHeads(isOwnHead: found.map { $0.kind != .cascade }, links: links) { keys[$0] < keys[$1] }
    var result = found
    var ownCauses: [Int: (CauseKind, String)] = [:]
    for i in found.indices where found[i].kind == .cascade {
      let h = heads.head[i]
      let distance = heads.distance[i]
      let away = "\(distance) link\(distance == 1 ? "" : "s") away"
      result[i].head = found[h].view
      if heads.cycleSize[i] == 0 {
        result[i].headKind = found[h].kind
        result[i].cause += "; chain starts at \(found[h].view), \(away) (\(found[h].cause))"
        continue
      }
      let own = ownCauses[h] ?? cause(of: checks[h], in: root, mismatched: [], neighbours: [:])
      ownCauses[h] = own
      result[i].headKind = own.0
      result[i].headInCycle = true
      let cycle = "the chain closes on itself (a cycle of \(heads.cycleSize[i]) views off)"
      result[i].cause += h == i
        ? "; \(cycle) and is put down to this view by rule (\(own.1))"
        : "; \(cycle): head by rule \(found[h].view), \(away) (\(own.1))"
    }
    return result
  }

  /// The order in which views of a cycle are preferred as its head, smallest first: own size
  /// off, then a metric or an intrinsic size, then the smallest non-zero error of position,
  /// then document order.
  static func headPreference(_ check: ExpectedFrameCheck.Mismatch, in root: ImportedRoot) -> HeadPreference {
    let e = check.expected
    let a = check.actual
    let sizeOff = abs(e.width - a.width) > 0.5 || abs(e.height - a.height) > 0.5
    let view = root.views[check.view]
    let hasOwnSize = view.map { $0.metric != nil || $0.intrinsicSource != .none } ?? false
    let positionError = max(abs(e.x - a.x), abs(e.y - a.y))
    return HeadPreference(
      sizeOff: sizeOff ? 0 : 1, ownSize: hasOwnSize ? 0 : 1,
      positionError: positionError > 0 ? positionError : .infinity, order: check.view.rawValue)
  }

  /// See ``headPreference(_:in:)``; compared field by field.
  struct HeadPreference: Comparable {
    var sizeOff: Int
    var ownSize: Int
    var positionError: Double
    var order: Int32

    static func < (l: Self, r: Self) -> Bool {
      (l.sizeOff, l.ownSize, l.positionError, l.order) < (r.sizeOff, r.ownSize, r.positionError, r.order)
    }
  }
}
