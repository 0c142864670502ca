// Giving back the node and edge storage that the graph no longer uses.

extension MarkerGraph {
  /// Surplus slots (nodes and edges together) below which the storage is never repacked: a
  /// small graph is not worth the pass.
  static let repackMinimum = 1_024

  /// Repacks the storage to what the last window needed, if more than a third of its capacity
  /// went unused all through that window; returns whether it did.
  ///
  /// Freed slots are reused, so without this the storage is as large as the most nodes the
  /// graph ever held at once. That peak is not a property of the constraints: how much history
  /// the rows carry (up to their budgets) and how much of the others' history they keep alive
  /// depends on the order of past merges, so under churn the live count wanders (1,900-3,100
  /// nodes on a 100-view collection), its all-time peak creeps up with the number of
  /// operations, and each time it crosses an array's capacity the arrays double.
  ///
  /// A window lasts until as many nodes were created as there are node and edge slots; the
  /// fewest free slots seen in it (``fewestFreeNodes``, ``fewestFreeEdges``) say how much the
  /// window's busiest moment needed. Storage is sized to that (plus a quarter), so it follows
  /// the recent peak instead of the all-time one, and a churn that frees much and takes it back
  /// within the window (a large subtree removed and re-added) repacks nothing. A repack costs
  /// O(slots) once per window of at least as many node creations: O(1) per creation.
  /// - Complexity: O(1) unless it repacks.
  mutating func repackIfWasteful() -> Bool {
    guard nodesCreated - repackWindowStart >= nodes.count + edges.count else { return false }
    defer {
      repackWindowStart = nodesCreated
      fewestFreeNodes = freeNodes.count
      fewestFreeEdges = freeEdgeCount
    }
    let neededNodes = nodes.count - fewestFreeNodes
    let neededEdges = edges.count - fewestFreeEdges
    let capacity = nodes.capacity + edges.capacity
    let unused = capacity - neededNodes - neededEdges
    guard unused >= Self.repackMinimum, 3 * unused > capacity else { return false }
    repack(nodeCapacity: neededNodes + neededNodes / 4, edgeCapacity: neededEdges + neededEdges / 4)
    return true
  }

  /// Moves the live nodes and edges to the front of fresh arrays of the given capacities (at
  /// least what is live), in their order, and empties the free lists and the walks' scratch.
  ///
  /// Node ids change: the caller must point each row's ``Reference`` at its head's new id (the
  /// node's `owner`) and each constraint at its leaf's (`leafRecord`); no other id may be held
  /// across the call. Every parent list keeps its order, so later walks visit nodes in the same
  /// order as without the repack (their results, ties included, do not change).
  /// - Complexity: O(node slots + edge slots).
  mutating func repack(nodeCapacity: Int, edgeCapacity: Int) {
    var newID = [Int32](repeating: -1, count: nodes.count)
    var isFree = [Bool](repeating: false, count: nodes.count)
    for node in freeNodes { isFree[Int(node)] = true }
    var count: Int32 = 0
    for index in nodes.indices where !isFree[index] {
      newID[index] = count
      count += 1
    }
    var packed: [Node] = []
    packed.reserveCapacity(max(Int(count), nodeCapacity))
    // Flat nodes' blocks are packed too, in node order; edges are filled in below.
    var packedTerms: [Term] = []
    for index in nodes.indices where !isFree[index] {
      var node = nodes[index]
      if node.first >= 0 { node.first = newID[Int(node.first)] }
      if node.second >= 0 { node.second = newID[Int(node.second)] }
      if node.isFlat {
        let range = termRange(of: node)
        node.block = Int32(packedTerms.count / Self.flatLimit)
        for t in range { packedTerms.append(Term(node: newID[Int(terms[t].node)], edge: -1, coefficient: terms[t].coefficient)) }
        packedTerms.append(contentsOf: repeatElement(Term(node: -1, edge: -1, coefficient: 0), count: Self.flatLimit - range.count))
      }
      node.firstEdge = -1
      node.secondEdge = -1
      node.firstParent = -1
      packed.append(node)
    }
    // Each child's parent list, rebuilt in its old order; the parent's edge to the child is
    // told apart from its other one (which may name the same child) by the old edge's id.
    var packedEdges: [Edge] = []
    packedEdges.reserveCapacity(max(edges.count - freeEdgeCount, edgeCapacity))
    for index in nodes.indices where !isFree[index] {
      let child = Int(newID[index])
      var previous: Int32 = -1
      var edge = nodes[index].firstParent
      while edge >= 0 {
        let oldParent = Int(edges[Int(edge)].parent)
        let parent = Int(newID[oldParent])
        let id = Int32(packedEdges.count)
        packedEdges.append(Edge(parent: Int32(parent), previous: previous, next: -1))
        if previous >= 0 { packedEdges[Int(previous)].next = id } else { packed[child].firstParent = id }
        if nodes[oldParent].isFlat {
          let old = termRange(of: nodes[oldParent])
          if let t = old.first(where: { terms[$0].edge == edge }) {
            packedTerms[Int(packed[parent].block) * Self.flatLimit + (t - old.lowerBound)].edge = id
          }
        } else if nodes[oldParent].firstEdge == edge {
          packed[parent].firstEdge = id
        } else {
          packed[parent].secondEdge = id
        }
        previous = id
        edge = edges[Int(edge)].next
      }
    }
    nodes = packed
    edges = packedEdges
    terms = packedTerms
    blocksUsed = packedTerms.count / Self.flatLimit
    freeNodes = []
    freeEdgeHead = -1
    freeEdgeCount = 0
    freeBlocks = []
    // Sized again by the next walk; a stamp of 0 is older than any the next walk sets.
    stamp = []
    walkValue = []
    walkMagnitude = []
    pending = []
    currentStamp = 0
  }
}
