import Foundation

/// Attributes related by multipliers: the graph on which ``Layout/checkMultiplierChains()`` finds
/// how far products of multipliers can compound.
///
/// A constraint `a = m · b + c` with a second item and `m ≠ 0` says that `a` lives at `|m|` times
/// the scale of `b`; in logarithms, `log s(a) − log s(b) = log |m|`. Each attribute of each view
/// is a node and each such constraint an edge. Constraints between the same two attributes (a
/// minimum and a maximum width as fractions of the parent's) are merged into one edge holding the
/// range of their logarithms, since a path that visits no attribute twice crosses at most one of
/// them. Everything is kept in flat arrays and walked with explicit stacks: a chain may be
/// hundreds of thousands of constraints long.
struct MultiplierGraph {
  /// Per edge: its two nodes, `low < high` as node numbers.
  var low: [Int32] = []
  var high: [Int32] = []
  /// Per edge: the range of `log s(high) − log s(low)` over the constraints merged into it.
  var least: [Double] = []
  var most: [Double] = []
  /// Per node: the view index and the attribute, for naming the ends of a chain.
  var nodeView: [Int32] = []
  var nodeAttribute: [LayoutAttribute] = []
  /// Adjacency in compressed form: node `n`'s incident edges are
  /// `incident[start[n]..<start[n + 1]]`.
  var start: [Int32] = []
  var incident: [Int32] = []

  var nodeCount: Int { nodeView.count }
  var edgeCount: Int { low.count }

  /// The graph of `constraints`; those without a second item, with a zero multiplier or relating
  /// an attribute to itself relate no two scales and are left out.
  /// - Complexity: O(constraints), expected, through hashing.
  init<Constraints: Sequence>(_ constraints: Constraints) where Constraints.Element == LayoutConstraint {
    let ordinals = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.enumerated().map { ($1, $0) })
    let attributeCount = LayoutAttribute.allCases.count
    var nodes: [Int: Int32] = [:]
    var edges: [UInt64: Int32] = [:]
    func node(_ view: Int, _ attribute: LayoutAttribute) -> Int32 {
      let key = view * attributeCount + (ordinals[attribute] ?? 0)
      if let existing = nodes[key] { return existing }
      let id = Int32(nodeView.count)
      nodes[key] = id
      nodeView.append(Int32(view))
      nodeAttribute.append(attribute)
      return id
    }
    for c in constraints {
      guard let second = c.second, c.secondAttribute != .notAnAttribute, c.multiplier != 0, c.multiplier.isFinite else {
        continue
      }
      let a = node(c.first.index, c.firstAttribute)
      let b = node(second.index, c.secondAttribute)
      guard a != b else { continue }
      // log s(a) − log s(b) = log |m|, stored from the lower node number to the higher.
      let logarithm = log(abs(c.multiplier))
      let (u, v, d) = a < b ? (a, b, -logarithm) : (b, a, logarithm)
      let key = UInt64(UInt32(u)) << 32 | UInt64(UInt32(v))
      if let existing = edges[key] {
        least[Int(existing)] = min(least[Int(existing)], d)
        most[Int(existing)] = max(most[Int(existing)], d)
      } else {
        edges[key] = Int32(low.count)
        low.append(u)
        high.append(v)
        least.append(d)
        most.append(d)
      }
    }
    start = [Int32](repeating: 0, count: nodeCount + 1)
    for e in 0..<edgeCount {
      start[Int(low[e]) + 1] += 1
      start[Int(high[e]) + 1] += 1
    }
    for n in 0..<nodeCount { start[n + 1] += start[n] }
    var fill = Array(start.dropLast())
    incident = [Int32](repeating: 0, count: 2 * edgeCount)
    for e in 0..<edgeCount {
      incident[Int(fill[Int(low[e])])] = Int32(e)
      fill[Int(low[e])] += 1
      incident[Int(fill[Int(high[e])])] = Int32(e)
      fill[Int(high[e])] += 1
    }
  }

  /// The node at the other end of edge `e` from `n`.
  func other(_ e: Int, _ n: Int32) -> Int32 { low[e] == n ? high[e] : low[e] }

  /// A spanning forest found depth first, with its potentials and its bridges.
  ///
  /// `potential` is a log-scale per node, each tree edge taken at the middle of its range; an
  /// edge is a bridge when no cycle passes through it (Tarjan's low points), and every bridge is
  /// a tree edge.
  func spanningForest() -> (potential: [Double], isBridge: [Bool]) {
    var potential = [Double](repeating: 0, count: nodeCount)
    var isBridge = [Bool](repeating: false, count: edgeCount)
    var order = [Int32](repeating: -1, count: nodeCount)
    var lowPoint = [Int32](repeating: 0, count: nodeCount)
    var parentEdge = [Int32](repeating: -1, count: nodeCount)
    var next = Array(start.dropLast())
    var counter: Int32 = 0
    var stack: [Int32] = []
    for root in 0..<Int32(nodeCount) where order[Int(root)] < 0 {
      order[Int(root)] = counter
      lowPoint[Int(root)] = counter
      counter += 1
      stack.append(root)
      while let n = stack.last {
        let i = Int(n)
        if next[i] < start[i + 1] {
          let e = Int(incident[Int(next[i])])
          next[i] += 1
          guard e != Int(parentEdge[i]) else { continue }
          let m = other(e, n)
          if order[Int(m)] < 0 {
            order[Int(m)] = counter
            lowPoint[Int(m)] = counter
            counter += 1
            parentEdge[Int(m)] = Int32(e)
            let middle = (least[e] + most[e]) / 2
            potential[Int(m)] = potential[i] + (low[e] == n ? middle : -middle)
            stack.append(m)
          } else {
            lowPoint[i] = min(lowPoint[i], order[Int(m)])
          }
        } else {
          stack.removeLast()
          guard parentEdge[i] >= 0 else { continue }
          let parent = other(Int(parentEdge[i]), n)
          lowPoint[Int(parent)] = min(lowPoint[Int(parent)], lowPoint[i])
          if lowPoint[i] > order[Int(parent)] { isBridge[Int(parentEdge[i])] = true }
        }
      }
    }
    return (potential, isBridge)
  }
}
