/// The required-equality markers of every row, shared as a graph of linear combinations.
///
/// Cassowary gives each required equality a "dummy" marker column so the constraint can later be
/// found and removed. In a chain (`v[i].left == v[i-1].left + 1`), substitution makes row `i`
/// carry the markers of all `i` links, so the tableau holds n²/2 marker cells and a 10,000-view
/// nest takes seconds. Markers are always zero and never enter the basis during optimization,
/// so their coefficients are needed only when one constraint is removed or has its constant
/// changed. This graph stores each row's marker part as a node that combines, with
/// coefficients, at most two earlier nodes (a row merge adds one node), so a chain costs O(n),
/// and the coefficients of one marker in every row are recovered on demand by walking upward
/// from its leaf: O(nodes that depend on it).
struct MarkerGraph {
  /// A row's marker part: `scale ×` the expression of `node`, or nothing.
  struct Reference: Sendable {
    var node: Int32
    var scale: Double
    init(node: Int32, scale: Double) {
      self.node = node
      self.scale = scale
    }
    static let none = Reference(node: -1, scale: 0)
    var isEmpty: Bool { node < 0 }
  }

  /// A leaf stands for one constraint's marker; an inner node is
  /// `firstCoefficient × first + secondCoefficient × second` (second may be absent).
  private struct Node {
    var first: Int32
    var second: Int32
    var firstCoefficient: Double
    var secondCoefficient: Double
    var leafRecord: Int32
    /// The row whose marker part is this node, or -1. A node is owned by at most one row.
    var owner: Int32
    /// The head of the node's parent list (singly linked through `edges`).
    var firstParentEdge: Int32
  }

  private struct Edge {
    var parent: Int32
    var next: Int32
  }

  private var nodes: [Node] = []
  private var edges: [Edge] = []
  // Scratch for walks, reused: a visit stamp and the accumulated coefficient per node.
  private var stamp: [UInt32] = []
  private var walkValue: [Double] = []
  /// Children of a node still to be evaluated during ``rowsMentioning(leaf:)``.
  private var pending: [UInt8] = []
  private var currentStamp: UInt32 = 0

  var nodeCount: Int { nodes.count }

  /// A new leaf for the marker of constraint record `record`.
  mutating func makeLeaf(record: Int32) -> Int32 {
    appendNode(first: -1, firstCoefficient: 0, second: -1, secondCoefficient: 0, leaf: record)
  }

  /// Makes `target` equal to `target + coefficient × other`, owned by `row`.
  /// - Complexity: O(1).
  mutating func add(_ coefficient: Double, of other: Reference, to target: inout Reference, row: Int32) {
    guard !other.isEmpty, coefficient != 0 else { return }
    let node: Int32
    if target.isEmpty {
      node = appendNode(first: other.node, firstCoefficient: coefficient * other.scale, second: -1, secondCoefficient: 0, leaf: -1)
    } else {
      nodes[Int(target.node)].owner = -1
      node = appendNode(first: target.node, firstCoefficient: target.scale, second: other.node, secondCoefficient: coefficient * other.scale, leaf: -1)
    }
    nodes[Int(node)].owner = row
    target = Reference(node: node, scale: 1)
  }

  /// Adds `coefficient ×` the leaf `leaf` to `target`, owned by `row`.
  mutating func add(_ coefficient: Double, leaf: Int32, to target: inout Reference, row: Int32) {
    add(coefficient, of: Reference(node: leaf, scale: 1), to: &target, row: row)
  }

  /// Forgets the marker part of a dropped row: its node, and every node below it that no
  /// remaining row reaches, leave their children's parent lists, so that later walks up from a
  /// leaf visit only the nodes of live rows.
  /// - Complexity: O(nodes freed × their children's parent lists), amortized O(1) per node.
  mutating func release(_ reference: Reference) {
    guard !reference.isEmpty else { return }
    nodes[Int(reference.node)].owner = -1
    var stack: [Int32] = [reference.node]
    while let node = stack.popLast() {
      let info = nodes[Int(node)]
      guard info.owner < 0, info.firstParentEdge < 0, info.leafRecord < 0 else { continue }
      for child in [info.first, info.second] where child >= 0 {
        unlink(parent: node, from: child)
        stack.append(child)
      }
      nodes[Int(node)].first = -1
      nodes[Int(node)].second = -1
    }
  }

  private mutating func unlink(parent: Int32, from child: Int32) {
    var previous: Int32 = -1
    var edge = nodes[Int(child)].firstParentEdge
    while edge >= 0 {
      let next = edges[Int(edge)].next
      if edges[Int(edge)].parent == parent {
        if previous < 0 { nodes[Int(child)].firstParentEdge = next } else { edges[Int(previous)].next = next }
        return
      }
      previous = edge
      edge = next
    }
  }

  /// The coefficient of the leaf `leaf` in the node of every row whose marker part mentions it,
  /// as `(row, coefficient)` pairs (multiply by the row's own scale); exact zeros are left out.
  ///
  /// The nodes above the leaf are evaluated children first by counting, for each, how many of
  /// its children are still to be evaluated (Kahn's order), so the walk needs no sort.
  /// - Complexity: O(m) for the m nodes that depend on the leaf.
  mutating func rowsMentioning(leaf: Int32) -> [(row: Int32, coefficient: Double)] {
    let visited = ancestors(of: leaf)
    for node in visited {
      let info = nodes[Int(node)]
      var count: UInt8 = 0
      if info.first >= 0, stamp[Int(info.first)] == currentStamp { count += 1 }
      if info.second >= 0, stamp[Int(info.second)] == currentStamp { count += 1 }
      pending[Int(node)] = count
    }
    var result: [(row: Int32, coefficient: Double)] = []
    var ready: [Int32] = [leaf]
    walkValue[Int(leaf)] = 1
    while let node = ready.popLast() {
      let n = Int(node)
      let info = nodes[n]
      if node != leaf {
        var value = 0.0
        if info.first >= 0, stamp[Int(info.first)] == currentStamp {
          value += info.firstCoefficient * walkValue[Int(info.first)]
        }
        if info.second >= 0, stamp[Int(info.second)] == currentStamp {
          value += info.secondCoefficient * walkValue[Int(info.second)]
        }
        walkValue[n] = value
      }
      if info.owner >= 0, walkValue[n] != 0 { result.append((info.owner, walkValue[n])) }
      var edge = info.firstParentEdge
      while edge >= 0 {
        let parent = Int(edges[Int(edge)].parent)
        pending[parent] -= 1
        if pending[parent] == 0 { ready.append(Int32(parent)) }
        edge = edges[Int(edge)].next
      }
    }
    return result
  }

  /// The constraint records whose markers make up `reference`, with their coefficients; used to
  /// explain a conflict. Cancelled markers are left out.
  /// - Complexity: O(m log m) for the m nodes below the reference.
  mutating func leaves(of reference: Reference) -> [(record: Int32, coefficient: Double)] {
    guard !reference.isEmpty else { return [] }
    currentStamp &+= 1
    if currentStamp == 0 { resetStamps() }
    var visited: [Int32] = []
    var stack: [Int32] = [reference.node]
    stamp[Int(reference.node)] = currentStamp
    while let node = stack.popLast() {
      visited.append(node)
      let a = nodes[Int(node)].first
      if a >= 0, stamp[Int(a)] != currentStamp {
        stamp[Int(a)] = currentStamp
        stack.append(a)
      }
      let b = nodes[Int(node)].second
      if b >= 0, stamp[Int(b)] != currentStamp {
        stamp[Int(b)] = currentStamp
        stack.append(b)
      }
    }
    visited.sort(by: >)
    for node in visited { walkValue[Int(node)] = 0 }
    walkValue[Int(reference.node)] = reference.scale
    var result: [(record: Int32, coefficient: Double)] = []
    for node in visited {
      let info = nodes[Int(node)]
      let value = walkValue[Int(node)]
      if info.leafRecord >= 0 {
        if !isNearZero(value) { result.append((info.leafRecord, value)) }
        continue
      }
      if info.first >= 0 { walkValue[Int(info.first)] += info.firstCoefficient * value }
      if info.second >= 0 { walkValue[Int(info.second)] += info.secondCoefficient * value }
    }
    return result
  }

  /// Every node that depends on `start` (including it), stamped with the current stamp.
  private mutating func ancestors(of start: Int32) -> [Int32] {
    currentStamp &+= 1
    if currentStamp == 0 { resetStamps() }
    var visited: [Int32] = []
    var stack: [Int32] = [start]
    stamp[Int(start)] = currentStamp
    while let node = stack.popLast() {
      visited.append(node)
      var edge = nodes[Int(node)].firstParentEdge
      while edge >= 0 {
        let parent = edges[Int(edge)].parent
        if stamp[Int(parent)] != currentStamp {
          stamp[Int(parent)] = currentStamp
          stack.append(parent)
        }
        edge = edges[Int(edge)].next
      }
    }
    return visited
  }

  private mutating func resetStamps() {
    for i in stamp.indices { stamp[i] = 0 }
    currentStamp = 1
  }

  private mutating func appendNode(first a: Int32, firstCoefficient ca: Double, second b: Int32, secondCoefficient cb: Double, leaf: Int32) -> Int32 {
    let node = Int32(nodes.count)
    nodes.append(Node(first: a, second: b, firstCoefficient: ca, secondCoefficient: cb, leafRecord: leaf, owner: -1, firstParentEdge: -1))
    stamp.append(0)
    walkValue.append(0)
    pending.append(0)
    if a >= 0 { link(parent: node, child: a) }
    if b >= 0 { link(parent: node, child: b) }
    return node
  }

  private mutating func link(parent: Int32, child: Int32) {
    edges.append(Edge(parent: parent, next: nodes[Int(child)].firstParentEdge))
    nodes[Int(child)].firstParentEdge = Int32(edges.count - 1)
  }
}
