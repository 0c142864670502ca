import CPrefetch

// Prefetch hints for the marker expressions of rows a pivot will merge (see
// `Solver+Prefetch.swift`): each reads only what an earlier hint should have brought in.

extension MarkerGraph {
  /// Asks for `node`'s slot to be brought into the cache; -1 (no expression) is ignored.
  /// - Complexity: O(1).
  @inline(__always)
  func prefetchNode(_ node: Int32) {
    guard node >= 0, Int(node) < nodes.count else { return }
    nodes.withUnsafeBufferPointer { nodes in
      if let base = nodes.baseAddress { layoutbench_prefetch(base + Int(node)) }
    }
  }

  /// Asks for a flat node's terms to be brought in; reads the node.
  /// - Complexity: O(1).
  @inline(__always)
  func prefetchTerms(of node: Int32) {
    guard node >= 0, Int(node) < nodes.count else { return }
    let block = nodes[Int(node)].block
    guard block >= 0 else { return }
    terms.withUnsafeBufferPointer { terms in
      guard let base = terms.baseAddress else { return }
      // A block of ``flatLimit`` terms of 16 bytes: two cache lines.
      let first = UnsafeRawPointer(base + Int(block) * Self.flatLimit)
      layoutbench_prefetch(first)
      layoutbench_prefetch(first + 64)
    }
  }

  /// Asks for the leaves of a flat node's terms to be brought in; reads the node and its terms.
  /// - Complexity: O(``flatLimit``).
  @inline(__always)
  func prefetchLeaves(of node: Int32) {
    guard node >= 0, Int(node) < nodes.count else { return }
    for t in termRange(of: nodes[Int(node)]) { prefetchNode(terms[t].node) }
  }

  /// Asks for the first edge of each leaf's parent list to be brought in (a merge that gives a
  /// row one of these leaves links its new edge in front of that one); reads the node, its terms
  /// and their leaves.
  /// - Complexity: O(``flatLimit``).
  @inline(__always)
  func prefetchParentEdges(of node: Int32) {
    guard node >= 0, Int(node) < nodes.count else { return }
    let range = termRange(of: nodes[Int(node)])
    edges.withUnsafeBufferPointer { edges in
      guard let base = edges.baseAddress else { return }
      for t in range {
        let first = nodes[Int(terms[t].node)].firstParent
        if first >= 0 { layoutbench_prefetch(base + Int(first)) }
      }
    }
  }
}
