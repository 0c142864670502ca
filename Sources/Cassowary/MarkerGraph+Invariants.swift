// Consistency checks of the marker graph, for tests and checked builds.

extension MarkerGraph {
  /// Describes the first broken structural invariant, or returns nil: reference counts equal
  /// parents plus owner plus constraint, parent lists are consistent both ways, every free slot
  /// is unreferenced, and every live node is reachable from a row's expression or is a live
  /// leaf (nothing leaks). `heads` maps each row with a marker part to its node.
  /// - Complexity: O(nodes + edges).
  func invariantViolation(heads: [(row: Int32, node: Int32)]) -> String? {
    var isFree = [Bool](repeating: false, count: nodes.count)
    for node in freeNodes {
      guard !isFree[Int(node)] else { return "marker node \(node) is free twice" }
      isFree[Int(node)] = true
    }
    var freeEdgesSeen = 0
    var freeEdge = freeEdgeHead
    while freeEdge >= 0 {
      guard freeEdgesSeen < edges.count, edges[Int(freeEdge)].parent < 0 else {
        return "the free marker edges' chain is broken at edge \(freeEdge)"
      }
      freeEdgesSeen += 1
      freeEdge = edges[Int(freeEdge)].next
    }
    guard freeEdgesSeen == freeEdgeCount else {
      return "\(freeEdgesSeen) marker edges are free, but \(freeEdgeCount) are counted"
    }
    for (row, node) in heads {
      guard node >= 0, Int(node) < nodes.count, !isFree[Int(node)] else {
        return "row \(row) refers to marker node \(node), which is not live"
      }
      guard nodes[Int(node)].owner == row else {
        return "marker node \(node) heads row \(row) but names \(nodes[Int(node)].owner) as its owner"
      }
    }
    var reachable = [Bool](repeating: false, count: nodes.count)
    var stack: [Int32] = heads.map(\.node)
    for (index, node) in nodes.enumerated() where !isFree[index] && node.leafRecord >= 0 { stack.append(Int32(index)) }
    while let node = stack.popLast() {
      guard !reachable[Int(node)] else { continue }
      reachable[Int(node)] = true
      let info = nodes[Int(node)]
      if info.first >= 0 { stack.append(info.first) }
      if info.second >= 0 { stack.append(info.second) }
      for t in termRange(of: info) { stack.append(terms[t].node) }
    }
    var blockUsed = [Bool](repeating: false, count: terms.count / Self.flatLimit)
    guard blocksUsed * Self.flatLimit <= terms.count else { return "\(blocksUsed) marker blocks are in use in \(terms.count) terms" }
    for block in freeBlocks {
      guard block >= 0, Int(block) < blocksUsed, !blockUsed[Int(block)] else { return "free marker block \(block) is out of range or free twice" }
      blockUsed[Int(block)] = true
    }
    var owners = 0
    for (index, node) in nodes.enumerated() {
      if isFree[index] {
        if node.references != 0 || node.firstParent >= 0 { return "free marker node \(index) is still referenced" }
        continue
      }
      guard reachable[index] else { return "marker node \(index) is live but unreachable (a leak)" }
      if node.owner >= 0 { owners += 1 }
      var parents: Int32 = 0
      var previous: Int32 = -1
      var edge = node.firstParent
      while edge >= 0 {
        let e = edges[Int(edge)]
        guard e.previous == previous else { return "marker edge \(edge) has a wrong back link" }
        let parent = nodes[Int(e.parent)]
        let isFirst = parent.first == Int32(index) && parent.firstEdge == edge
        let isSecond = parent.second == Int32(index) && parent.secondEdge == edge
        let isTerm = termRange(of: parent).contains { terms[$0].node == Int32(index) && terms[$0].edge == edge }
        guard isFirst || isSecond || isTerm else { return "marker edge \(edge) names parent \(e.parent), which does not point back" }
        parents += 1
        previous = edge
        edge = e.next
      }
      let expected = parents + (node.owner >= 0 ? 1 : 0) + (node.leafRecord >= 0 ? 1 : 0)
      guard node.references == expected else {
        return "marker node \(index) counts \(node.references) references, expected \(expected)"
      }
      for child in [node.first, node.second] where child >= 0 && isFree[Int(child)] {
        return "marker node \(index) points at free node \(child)"
      }
      if node.isFlat {
        // A flat node is a sum of distinct leaves in a block of its own: it holds no history.
        guard Int(node.block) < blocksUsed, !blockUsed[Int(node.block)] else { return "marker block \(node.block) is used twice or is free" }
        blockUsed[Int(node.block)] = true
        guard node.first < 0, node.second < 0, Int(node.termCount) <= Self.flatLimit else {
          return "flat marker node \(index) is malformed"
        }
        var seen: Set<Int32> = []
        for t in termRange(of: node) {
          let child = terms[t].node
          guard child >= 0, !isFree[Int(child)], nodes[Int(child)].isLeaf, seen.insert(child).inserted else {
            return "flat marker node \(index) has term \(child), which is not a live leaf of its own"
          }
        }
      }
    }
    guard owners == heads.count else { return "\(owners) marker nodes have owners, but \(heads.count) rows have markers" }
    return nil
  }
}

extension MarkerGraph {
  /// Every node's expression evaluated with each live leaf set to `leafValue(record)` (retired
  /// leaves count as zero), with the largest term summed into it (not the sum of all paths,
  /// which grows exponentially in a shared graph): one pass in children-first order (Kahn's),
  /// O(nodes + edges).
  func valuesAtLeaves(_ leafValue: (Int32) -> (value: Double, magnitude: Double)) -> [(value: Double, magnitude: Double)] {
    var result = [(value: Double, magnitude: Double)](repeating: (0, 0), count: nodes.count)
    var pendingChildren = [Int32](repeating: 0, count: nodes.count)
    var isFree = [Bool](repeating: false, count: nodes.count)
    for node in freeNodes { isFree[Int(node)] = true }
    var ready: [Int32] = []
    for (index, node) in nodes.enumerated() where !isFree[index] {
      pendingChildren[index] = (node.first >= 0 ? 1 : 0) + (node.second >= 0 ? 1 : 0) + Int32(node.termCount)
      if pendingChildren[index] == 0 { ready.append(Int32(index)) }
    }
    while let node = ready.popLast() {
      let info = nodes[Int(node)]
      if info.isLeaf {
        if info.leafRecord >= 0 { result[Int(node)] = leafValue(info.leafRecord) }
      } else {
        var value = 0.0
        var magnitude = 0.0
        if info.first >= 0 {
          value += info.firstCoefficient * result[Int(info.first)].value
          magnitude = max(magnitude, abs(info.firstCoefficient) * result[Int(info.first)].magnitude)
        }
        if info.second >= 0 {
          value += info.secondCoefficient * result[Int(info.second)].value
          magnitude = max(magnitude, abs(info.secondCoefficient) * result[Int(info.second)].magnitude)
        }
        for t in termRange(of: info) {
          value += terms[t].coefficient * result[Int(terms[t].node)].value
          magnitude = max(magnitude, abs(terms[t].coefficient) * result[Int(terms[t].node)].magnitude)
        }
        result[Int(node)] = (value, magnitude)
      }
      var edge = info.firstParent
      while edge >= 0 {
        let parent = Int(edges[Int(edge)].parent)
        // A parent that names this node twice waits for both.
        pendingChildren[parent] -= 1
        if pendingChildren[parent] == 0 { ready.append(Int32(parent)) }
        edge = edges[Int(edge)].next
      }
    }
    return result
  }
}
