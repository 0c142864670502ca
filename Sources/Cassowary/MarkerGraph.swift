/// The required-equality markers of every row, shared as a graph of linear combinations.
///
/// Cassowary gives each required equality a "dummy" marker column so the constraint can later be
/// found and removed. In a chain (`v[i].left == v[i-1].left + 1`), substitution makes row `i`
/// carry the markers of all `i` links, so the tableau holds n²/2 marker cells and a 10,000-view
/// nest takes seconds. Markers are always zero and never enter the basis during optimization,
/// so their coefficients are needed only when one constraint is removed or has its constant
/// changed. This graph stores each row's marker part as a node that combines, with
/// coefficients, at most two other nodes (a row merge adds one node), so a chain costs O(n),
/// and the coefficients of one marker in every row are recovered on demand by walking upward
/// from its leaf: O(nodes that depend on it). It is the product form of the basis inverse that
/// linear-programming codes keep as an "eta file", restricted to the equality rows.
///
/// Most rows mention a few markers, and those are kept flat: a row's expression of up to
/// ``flatLimit`` leaves is one node holding its leaves and coefficients, merged into in place
/// (`MarkerGraph+FlatNodes.swift`). It refers to no other row's node, so rows that are merged
/// into each other over and over (pivot rows under resizing) leave nothing behind. Only past
/// that size (chains) does a merge add a node over the two expressions.
///
/// Like an eta file those nodes grow with every merge, so they are kept in bounds the same way:
/// - **Reclaiming.** Nodes are reference counted (parents, the owning row, a leaf's constraint).
///   A node nothing refers to any more is freed at once, its slot and its edges reused, and it
///   leaves its children's parent lists in O(1) (the lists are doubly linked).
/// - **Refactoring.** A row merged into many times carries a long history of nodes. After
///   `markerBudget` merges its expression is written out afresh, flat or as a balanced tree
///   over its leaves (cancelled markers dropped), and the history is released. The budget is twice the
///   size of the result, and at least what recent write-outs walked beyond their own history
///   (``walkEstimate``), so rewriting costs O(1) per merge, amortized, even when a row's
///   expression reaches deep into the others' histories.
struct MarkerGraph {
  /// Merges a row may take before its marker expression is first compacted.
  static let minimumBudget: Int32 = 256
  /// Merges after which a row's history is written out before the row is substituted into
  /// others (a pivot row); a row just built from a few others (a chain link) is left alone.
  static let sharedHistoryLimit: Int32 = 64

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
  /// `firstCoefficient × first + secondCoefficient × second` (second may be absent), or, when
  /// flat (`block >= 0`), the sum of its ``Term``s, each a coefficient times a leaf.
  struct Node {
    var first: Int32 = -1
    var second: Int32 = -1
    var firstCoefficient = 0.0
    var secondCoefficient = 0.0
    /// This node's entries in its children's parent lists.
    var firstEdge: Int32 = -1
    var secondEdge: Int32 = -1
    /// The head of the list of edges from this node's parents.
    var firstParent: Int32 = -1
    /// The constraint record a leaf stands for, or -1 (inner node, or a leaf whose constraint
    /// left or whose marker became a column).
    var leafRecord: Int32 = -1
    /// The row whose marker part this node is, or -1. A node heads at most one row.
    var owner: Int32 = -1
    /// Parents, plus one for an owning row, plus one for a leaf's constraint.
    var references: Int32 = 0
    /// A flat node's block of ``MarkerGraph/terms`` (see `MarkerGraph+FlatNodes.swift`), or -1.
    var block: Int32 = -1
    /// How many of the block's terms a flat node uses.
    var termCount: UInt8 = 0
    var isLeaf = false
    var isFlat: Bool { block >= 0 }
  }

  /// One parent of a node, linked both ways in the node's parent list.
  struct Edge {
    var parent: Int32
    var previous: Int32
    var next: Int32
  }

  var nodes: [Node] = []
  var freeNodes: [Int32] = []
  var edges: [Edge] = []
  /// Free edge slots, chained through their `next` fields (a stack: the last freed is reused
  /// first), so that taking and returning one touches only the edge storage.
  var freeEdgeHead: Int32 = -1
  var freeEdgeCount = 0
  /// Flat nodes' terms, ``flatLimit`` slots per block; the blocks from ``blocksUsed`` on have
  /// never been used.
  var terms: [Term] = []
  var blocksUsed = 0
  var freeBlocks: [Int32] = []
  // Scratch for walks, indexed by node and reused: a visit stamp, the accumulated coefficient
  // and the magnitude it was summed from, and a count of neighbours still to be evaluated.
  var stamp: [UInt32] = []
  var walkValue: [Double] = []
  var walkMagnitude: [Double] = []
  var pending: [Int32] = []
  var currentStamp: UInt32 = 0

  /// What compacting a row has recently cost beyond the row's own history: nodes of other rows'
  /// expressions its walk had to pass through (a running average over compactions). A row is
  /// not compacted before it has taken this many merges, so the walk is paid for by the merges
  /// it summarizes. After heavy pivoting every row's expression reaches deep into the others'
  /// histories, and compacting each row every few hundred merges would walk most of the graph
  /// each time.
  private(set) var walkEstimate = 0
  /// The largest ``walkEstimate`` so far: no row's history is longer than this or its budget.
  private(set) var largestWalkEstimate = 0

  /// Records the cost of one compaction beyond the history it summarized.
  /// - Complexity: O(1).
  mutating func noteCompaction(visitedBeyondHistory: Int) {
    walkEstimate = (3 * walkEstimate + max(0, visitedBeyondHistory)) / 4
    largestWalkEstimate = max(largestWalkEstimate, walkEstimate)
  }

  /// The fewest free node and edge slots since ``repackWindowStart`` (see
  /// `MarkerGraph+Repacking.swift`): slots that stayed free all that time are surplus.
  var fewestFreeNodes = 0
  var fewestFreeEdges = 0
  /// ``nodesCreated`` when the current repacking window began.
  var repackWindowStart = 0

  /// Nodes created, for the solver's work counters.
  var nodesCreated = 0
  /// Nodes visited by walks, for the solver's work counters.
  var nodesVisited = 0

  /// Nodes in use.
  var liveNodeCount: Int { nodes.count - freeNodes.count }

  /// A new leaf for the marker of constraint record `record`; it lives until ``releaseLeaf(_:)``.
  mutating func makeLeaf(record: Int32) -> Int32 {
    var leaf = Node()
    leaf.leafRecord = record
    leaf.isLeaf = true
    leaf.references = 1
    return allocate(leaf)
  }

  /// Detaches a leaf from its constraint: the marker no longer stands for anything, and the
  /// leaf goes when the last row expression that mentions it is rewritten or dropped.
  mutating func releaseLeaf(_ leaf: Int32) {
    guard nodes[Int(leaf)].leafRecord >= 0 else { return }
    nodes[Int(leaf)].leafRecord = -1
    decrement(leaf)
  }

  /// Makes `target` equal to `target + coefficient × other`, owned by `row`. Returns whether
  /// the target now carries history (a node over other expressions); a short sum of leaves is
  /// kept as one flat node instead (`MarkerGraph+FlatNodes.swift`), and carries none.
  /// - Complexity: O(1), or O(``flatLimit``²) for a flat sum.
  @discardableResult
  mutating func add(_ coefficient: Double, of other: Reference, to target: inout Reference, row: Int32) -> Bool {
    guard !other.isEmpty, coefficient != 0 else { return carriesHistory(target) }
    if addFlat(coefficient * other.scale, of: other.node, to: &target, row: row) { return false }
    if !target.isEmpty, nodes[Int(target.node)].isFlat, nodes[Int(target.node)].termCount == 0 {
      // An empty flat node kept for reuse (see `addFlat`) is no part of a longer expression.
      release(target)
      target = .none
    }
    let node: Int32
    if target.isEmpty {
      node = makeNode(first: other.node, coefficient * other.scale, second: -1, 0, owner: row)
    } else {
      node = makeNode(first: target.node, target.scale, second: other.node, coefficient * other.scale, owner: row)
      // The row's reference to its old head became the new head's edge to it.
      nodes[Int(target.node)].owner = -1
      nodes[Int(target.node)].references -= 1
    }
    target = Reference(node: node, scale: 1)
    return true
  }

  /// Adds `coefficient ×` the leaf `leaf` to `target`, owned by `row`.
  @discardableResult
  mutating func add(_ coefficient: Double, leaf: Int32, to target: inout Reference, row: Int32) -> Bool {
    add(coefficient, of: Reference(node: leaf, scale: 1), to: &target, row: row)
  }

  /// Forgets the marker part of a dropped row; nodes nothing else refers to are freed.
  /// - Complexity: O(nodes freed).
  mutating func release(_ reference: Reference) {
    guard !reference.isEmpty else { return }
    nodes[Int(reference.node)].owner = -1
    decrement(reference.node)
  }

  /// Writes `reference` (owned by `row`) out afresh as a flat node, or past ``flatLimit``
  /// leaves a balanced tree over them, and releases its history. Returns the new reference, the number of leaves it has and the nodes
  /// the walk visited (which ``noteCompaction(visitedBeyondHistory:)`` weighs against the
  /// history it summarized).
  /// - Complexity: O(nodes below the reference).
  mutating func compact(_ reference: Reference, row: Int32) -> (reference: Reference, leaves: Int, visited: Int) {
    let (terms, visited) = expression(of: reference)
    var level: [(node: Int32, coefficient: Double)] = terms.map { ($0.leaf, $0.coefficient) }
    var fresh = Reference.none
    if !level.isEmpty, level.count <= Self.flatLimit {
      fresh = makeFlat(owner: row)
      for term in level { appendTerm(term.coefficient, leaf: term.node, to: fresh.node) }
    } else if !level.isEmpty {
      while level.count > 1 || nodes[Int(level[0].node)].isLeaf || level[0].coefficient != 1 {
        var next: [(node: Int32, coefficient: Double)] = []
        next.reserveCapacity((level.count + 1) / 2)
        var index = 0
        while index < level.count {
          let a = level[index]
          if index + 1 < level.count {
            let b = level[index + 1]
            next.append((makeNode(first: a.node, a.coefficient, second: b.node, b.coefficient, owner: -1), 1))
          } else if level.count == 1 {
            next.append((makeNode(first: a.node, a.coefficient, second: -1, 0, owner: -1), 1))
          } else {
            next.append(a)
          }
          index += 2
        }
        level = next
      }
      let head = level[0].node
      nodes[Int(head)].owner = row
      nodes[Int(head)].references += 1
      fresh = Reference(node: head, scale: 1)
    }
    release(reference)
    return (fresh, terms.count, visited)
  }

  // MARK: Walks

  /// The coefficient of the leaf `leaf` in the node of every row whose marker part mentions it,
  /// as `(row, coefficient)` pairs (multiply by the row's own scale); coefficients that cancel are
  /// left out.
  ///
  /// The nodes above the leaf are evaluated children first by counting, for each, how many of
  /// its children are still to be evaluated (Kahn's order), so the walk needs no sort.
  /// - Complexity: O(m) for the m nodes that depend on the leaf.
  mutating func rowsMentioning(leaf: Int32) -> [(row: Int32, coefficient: Double)] {
    let visited = ancestors(of: leaf)
    nodesVisited += visited.count
    for node in visited {
      let info = nodes[Int(node)]
      var count: Int32 = 0
      if info.first >= 0 {
        if stamp[Int(info.first)] == currentStamp { count += 1 }
        if info.second >= 0, stamp[Int(info.second)] == currentStamp { count += 1 }
      } else if info.isFlat {
        // A flat node's terms are leaves, and the only leaf the walk reaches is its start.
        count = 1
      }
      pending[Int(node)] = count
    }
    var result: [(row: Int32, coefficient: Double)] = []
    var ready: [Int32] = [leaf]
    walkValue[Int(leaf)] = 1
    walkMagnitude[Int(leaf)] = 1
    while let node = ready.popLast() {
      let n = Int(node)
      let info = nodes[n]
      if info.first >= 0 {
        // An inner node over one or two others (the walk's start is a leaf).
        var value = 0.0
        var magnitude = 0.0
        if stamp[Int(info.first)] == currentStamp {
          value += info.firstCoefficient * walkValue[Int(info.first)]
          magnitude = max(magnitude, abs(info.firstCoefficient) * walkMagnitude[Int(info.first)])
        }
        if info.second >= 0, stamp[Int(info.second)] == currentStamp {
          value += info.secondCoefficient * walkValue[Int(info.second)]
          magnitude = max(magnitude, abs(info.secondCoefficient) * walkMagnitude[Int(info.second)])
        }
        // Rounding is kept, not judged: any bound on it from the paths summed is either
        // exponentially loose (their number grows that way in a widely shared graph) or, taken
        // from the largest path, too tight for long products of multipliers, and dropping a
        // real coefficient would lose a constraint. A removal passes over noise-level entries
        // (``Tolerance/markerNoise``); a constant change shifts rows by them harmlessly.
        walkValue[n] = value
        walkMagnitude[n] = magnitude
      } else if info.isFlat {
        let t = termRange(of: info).first { terms[$0].node == leaf }
        walkValue[n] = t.map { terms[$0].coefficient } ?? 0
        walkMagnitude[n] = abs(walkValue[n])
      }
      if info.owner >= 0, walkValue[n] != 0 { result.append((info.owner, walkValue[n])) }
      var edge = info.firstParent
      while edge >= 0 {
        let parent = Int(edges[Int(edge)].parent)
        pending[parent] -= 1
        if pending[parent] == 0 { ready.append(Int32(parent)) }
        edge = edges[Int(edge)].next
      }
    }
    return result
  }

  /// The marker expression of `reference` written out: each constraint record whose leaf it
  /// mentions, with its coefficient. Leaves whose coefficient cancels (relative to the terms
  /// summed, see ``Tolerance``) and retired leaves are left out. Also returns the number of
  /// nodes visited.
  /// - Complexity: O(m) for the m nodes below the reference.
  mutating func expression(of reference: Reference) -> (terms: [(leaf: Int32, record: Int32, coefficient: Double)], visited: Int) {
    guard !reference.isEmpty else { return ([], 0) }
    nextStamp()
    let mark = currentStamp
    let root = Int(reference.node)
    var terms: [(leaf: Int32, record: Int32, coefficient: Double)] = []
    var visitedCount = 0
    // Unsafe buffers: this walk runs for every compaction, and per-element uniqueness checks on
    // five arrays would cost more than the arithmetic.
    nodes.withUnsafeBufferPointer { nodes in
     self.terms.withUnsafeBufferPointer { flatTerms in
      stamp.withUnsafeMutableBufferPointer { stamp in
        pending.withUnsafeMutableBufferPointer { pending in
          walkValue.withUnsafeMutableBufferPointer { value in
            walkMagnitude.withUnsafeMutableBufferPointer { magnitude in
              // Depth-first to find every node below, counting each one's parents among them.
              var stack: [Int32] = [Int32(root)]
              stamp[root] = mark
              pending[root] = 0
              while let node = stack.popLast() {
                visitedCount += 1
                let info = nodes[Int(node)]
                if info.first >= 0 {
                  let c = Int(info.first)
                  if stamp[c] != mark {
                    stamp[c] = mark
                    pending[c] = 0
                    stack.append(info.first)
                  }
                  pending[c] += 1
                }
                if info.second >= 0 {
                  let c = Int(info.second)
                  if stamp[c] != mark {
                    stamp[c] = mark
                    pending[c] = 0
                    stack.append(info.second)
                  }
                  pending[c] += 1
                }
                for t in Self.termRange(of: info) {
                  let c = Int(flatTerms[t].node)
                  if stamp[c] != mark {
                    stamp[c] = mark
                    pending[c] = 0
                    stack.append(flatTerms[t].node)
                  }
                  pending[c] += 1
                }
                value[Int(node)] = 0
                magnitude[Int(node)] = 0
              }
              // Parents first (Kahn's order), pushing coefficients down to the leaves.
              value[root] = reference.scale
              magnitude[root] = abs(reference.scale)
              stack.append(Int32(root))
              while let node = stack.popLast() {
                let n = Int(node)
                let info = nodes[n]
                if info.isLeaf {
                  if info.leafRecord >= 0, value[n] != 0 { terms.append((node, info.leafRecord, value[n])) }
                  continue
                }
                if info.first >= 0 {
                  let c = Int(info.first)
                  value[c] += info.firstCoefficient * value[n]
                  magnitude[c] = max(magnitude[c], abs(info.firstCoefficient) * magnitude[n])
                  pending[c] -= 1
                  if pending[c] == 0 { stack.append(info.first) }
                }
                if info.second >= 0 {
                  let c = Int(info.second)
                  value[c] += info.secondCoefficient * value[n]
                  magnitude[c] = max(magnitude[c], abs(info.secondCoefficient) * magnitude[n])
                  pending[c] -= 1
                  if pending[c] == 0 { stack.append(info.second) }
                }
                for t in Self.termRange(of: info) {
                  let term = flatTerms[t]
                  let c = Int(term.node)
                  value[c] += term.coefficient * value[n]
                  magnitude[c] = max(magnitude[c], abs(term.coefficient) * magnitude[n])
                  pending[c] -= 1
                  if pending[c] == 0 { stack.append(term.node) }
                }
              }
            }
          }
        }
      }
     }
    }
    nodesVisited += visitedCount
    // A coefficient that is rounding next to the expression's largest one is dropped: relative
    // to the row's own coefficients, never to a bound on the paths (see `rowsMentioning`).
    var largest = 0.0
    for term in terms { largest = max(largest, abs(term.coefficient)) }
    terms.removeAll { abs($0.coefficient) <= Tolerance.cancellation * largest }
    return (terms, visitedCount)
  }

  /// Every node that depends on `start` (including it), stamped with the current stamp.
  private mutating func ancestors(of start: Int32) -> [Int32] {
    nextStamp()
    var visited: [Int32] = []
    var stack: [Int32] = [start]
    stamp[Int(start)] = currentStamp
    while let node = stack.popLast() {
      visited.append(node)
      var edge = nodes[Int(node)].firstParent
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

  private mutating func nextStamp() {
    growScratch()
    currentStamp &+= 1
    if currentStamp == 0 {
      for i in stamp.indices { stamp[i] = 0 }
      currentStamp = 1
    }
  }

  // MARK: Storage

  /// Stores `node` in a free slot or a new one.
  mutating func allocate(_ node: Node) -> Int32 {
    nodesCreated += 1
    if let slot = freeNodes.popLast() {
      nodes[Int(slot)] = node
      fewestFreeNodes = min(fewestFreeNodes, freeNodes.count)
      return slot
    }
    fewestFreeNodes = 0
    nodes.append(node)
    return Int32(nodes.count - 1)
  }

  /// Sizes the walks' scratch arrays to the node storage; walks call it, creation does not.
  private mutating func growScratch() {
    let missing = nodes.count - stamp.count
    guard missing > 0 else { return }
    stamp.append(contentsOf: repeatElement(0, count: missing))
    walkValue.append(contentsOf: repeatElement(0, count: missing))
    walkMagnitude.append(contentsOf: repeatElement(0, count: missing))
    pending.append(contentsOf: repeatElement(0, count: missing))
  }

  /// A new inner node over one or two children, referred to only by `owner` (if any).
  private mutating func makeNode(first a: Int32, _ ca: Double, second b: Int32, _ cb: Double, owner: Int32) -> Int32 {
    var node = Node()
    node.first = a
    node.firstCoefficient = ca
    node.second = b
    node.secondCoefficient = b >= 0 ? cb : 0
    node.owner = owner
    node.references = owner >= 0 ? 1 : 0
    let id = allocate(node)
    nodes[Int(id)].firstEdge = link(parent: id, child: a)
    if b >= 0 { nodes[Int(id)].secondEdge = link(parent: id, child: b) }
    return id
  }

  mutating func link(parent: Int32, child: Int32) -> Int32 {
    let head = nodes[Int(child)].firstParent
    let edge = Edge(parent: parent, previous: -1, next: head)
    let id: Int32
    if freeEdgeHead >= 0 {
      id = freeEdgeHead
      freeEdgeHead = edges[Int(id)].next
      freeEdgeCount -= 1
      edges[Int(id)] = edge
      fewestFreeEdges = min(fewestFreeEdges, freeEdgeCount)
    } else {
      fewestFreeEdges = 0
      edges.append(edge)
      id = Int32(edges.count - 1)
    }
    if head >= 0 { edges[Int(head)].previous = id }
    nodes[Int(child)].firstParent = id
    nodes[Int(child)].references += 1
    return id
  }

  /// Drops one reference to `node`; a node left with none is freed, and with it every child
  /// that this leaves unreferenced. Iterative, so a long history cannot overflow the stack.
  mutating func decrement(_ node: Int32) {
    nodes[Int(node)].references -= 1
    guard nodes[Int(node)].references == 0 else { return }
    var stack: [Int32] = [node]
    while let n = stack.popLast() {
      let info = nodes[Int(n)]
      if info.first >= 0 {
        unlink(info.firstEdge, from: info.first)
        if nodes[Int(info.first)].references == 0 { stack.append(info.first) }
      }
      if info.second >= 0 {
        unlink(info.secondEdge, from: info.second)
        if nodes[Int(info.second)].references == 0 { stack.append(info.second) }
      }
      for t in termRange(of: info) {
        let term = terms[t]
        unlink(term.edge, from: term.node)
        if nodes[Int(term.node)].references == 0 { stack.append(term.node) }
      }
      if info.isFlat { freeBlocks.append(info.block) }
      nodes[Int(n)] = Node()
      freeNodes.append(n)
    }
  }

  /// Takes `edge` out of `child`'s parent list in O(1) and drops the reference it held.
  mutating func unlink(_ edge: Int32, from child: Int32) {
    nodes[Int(child)].references -= 1
    let e = edges[Int(edge)]
    if e.previous >= 0 { edges[Int(e.previous)].next = e.next } else { nodes[Int(child)].firstParent = e.next }
    if e.next >= 0 { edges[Int(e.next)].previous = e.previous }
    edges[Int(edge)] = Edge(parent: -1, previous: -1, next: freeEdgeHead)
    freeEdgeHead = edge
    freeEdgeCount += 1
  }
}
