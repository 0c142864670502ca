// Short marker expressions kept as flat sums of leaves, with no history.

extension MarkerGraph {
  /// Leaves a flat node may hold. A row of an ordinary layout mentions a handful of markers (a
  /// collection's rows about four); past this the expression is a chain's, and the graph's
  /// binary nodes keep it linear.
  static let flatLimit = 8

  /// One term of a flat node: `coefficient ×` the leaf `node`, with the edge in the leaf's
  /// parent list that points back at the flat node.
  struct Term {
    var node: Int32
    var edge: Int32
    var coefficient: Double
  }

  /// The indices in ``terms`` of a node's terms (empty unless it is flat).
  @inline(__always)
  static func termRange(of node: Node) -> Range<Int> {
    let start = Int(node.block) &* flatLimit
    return node.block >= 0 ? start..<(start + Int(node.termCount)) : 0..<0
  }

  @inline(__always)
  func termRange(of node: Node) -> Range<Int> { Self.termRange(of: node) }

  /// Whether `reference`'s expression is a node over other expressions, which it keeps alive
  /// (a history), rather than a flat sum of leaves or nothing.
  func carriesHistory(_ reference: Reference) -> Bool {
    !reference.isEmpty && !nodes[Int(reference.node)].isFlat
  }

  /// A new flat node with no terms, referred to only by `owner`.
  mutating func makeFlat(owner: Int32) -> Reference {
    var node = Node()
    if let block = freeBlocks.popLast() {
      node.block = block
    } else {
      if blocksUsed * Self.flatLimit == terms.count { growTerms() }
      node.block = Int32(blocksUsed)
      blocksUsed += 1
    }
    node.owner = owner
    node.references = owner >= 0 ? 1 : 0
    return Reference(node: allocate(node), scale: 1)
  }

  /// Doubles the term storage, copied and zeroed as raw memory: a term is plain data, and no
  /// slot past a node's count is ever read.
  private mutating func growTerms() {
    let old = terms.count
    let count = old + max(old, 64 * Self.flatLimit)
    terms = terms.withUnsafeBytes { current in
      [Term](unsafeUninitializedCapacity: count) { buffer, initialized in
        let bytes = UnsafeMutableRawBufferPointer(buffer)
        if let base = current.baseAddress { bytes.baseAddress?.copyMemory(from: base, byteCount: current.count) }
        UnsafeMutableRawBufferPointer(rebasing: bytes[current.count...]).initializeMemory(as: UInt64.self, repeating: 0)
        initialized = count
      }
    }
  }

  /// Appends `coefficient × leaf` to the flat node `node`, which has room and no term for it.
  mutating func appendTerm(_ coefficient: Double, leaf: Int32, to node: Int32) {
    let edge = link(parent: node, child: leaf)
    let info = nodes[Int(node)]
    terms[Int(info.block) * Self.flatLimit + Int(info.termCount)] = Term(node: leaf, edge: edge, coefficient: coefficient)
    nodes[Int(node)].termCount += 1
  }

  /// Makes `target += factor × other` a flat node when `target` is empty or flat, `other` is a
  /// leaf or flat, and their leaves together are at most ``flatLimit``; returns false (and
  /// changes nothing) otherwise.
  ///
  /// The target's node is changed in place when its row is all that refers to it, and copied
  /// first when other expressions do (they were built on its old value). Either way the result
  /// refers to leaves only: a row merged into any number of times this way holds no history,
  /// and the node of a dropped or rewritten row is freed at once. A coefficient that cancels
  /// (relative to what was summed, ``Tolerance/cancellation``) takes its leaf out.
  /// - Complexity: O(``flatLimit``²).
  mutating func addFlat(_ factor: Double, of other: Int32, to target: inout Reference, row: Int32) -> Bool {
    let source = nodes[Int(other)]
    guard source.isLeaf || source.isFlat else { return false }
    var head: Int32
    var scale = 1.0
    if target.isEmpty {
      head = makeFlat(owner: row).node
    } else {
      let info = nodes[Int(target.node)]
      guard info.isFlat else { return false }
      let targetRange = termRange(of: info)
      let sourceRange = source.isLeaf ? 0..<1 : termRange(of: source)
      let fits = targetRange.count + sourceRange.count <= Self.flatLimit || terms.withUnsafeBufferPointer { terms in
        var union = targetRange.count
        for s in sourceRange {
          let leaf = source.isLeaf ? other : terms[s].node
          var t = targetRange.lowerBound
          while t < targetRange.upperBound, terms[t].node != leaf { t += 1 }
          if t == targetRange.upperBound { union += 1 }
        }
        return union <= Self.flatLimit
      }
      guard fits else { return false }
      if info.references == 1 {
        head = target.node
        scale = target.scale
      } else {
        // Shared: other nodes were built on the old value, which must stay as it was.
        head = makeFlat(owner: row).node
        mergeTerms(target.scale, of: target.node, into: head, scale: 1)
        release(target)
      }
    }
    mergeTerms(factor, of: other, into: head, scale: scale)
    // A node whose terms all cancelled stays with its row, empty: under resizing, a row's
    // markers come and go with each pivot, and the node is reused for the next ones.
    target = Reference(node: head, scale: 1)
    return true
  }

  /// `head = scale × head + factor × other` on the raw storage, for the flat node `head`, which
  /// has room for the union, and `other`, a leaf or a flat node.
  ///
  /// This runs for every merge of a short row, so the node, edge and term arrays are each
  /// checked for uniqueness once, not per write: edge slots are set aside first, the free
  /// list is worked on as a local value, and leaves left unreferenced are freed afterwards.
  /// - Complexity: O(``flatLimit``²).
  private mutating func mergeTerms(_ factor: Double, of other: Int32, into head: Int32, scale: Double) {
    reserveEdges(Self.flatLimit)
    var freeHead = freeEdgeHead
    var freeCount = freeEdgeCount
    var fewestFree = fewestFreeEdges
    var orphans = 0
    nodes.withUnsafeMutableBufferPointer { nodes in
      edges.withUnsafeMutableBufferPointer { edges in
        terms.withUnsafeMutableBufferPointer { terms in
          let source = nodes[Int(other)]
          let block = Int(nodes[Int(head)].block) * Self.flatLimit
          var end = block + Int(nodes[Int(head)].termCount)
          if scale != 1 { for t in block..<end { terms[t].coefficient *= scale } }
          var cancelled = false
          for s in source.isLeaf ? 0..<1 : Self.termRange(of: source) {
            let leaf = source.isLeaf ? other : terms[s].node
            let added = source.isLeaf ? factor : factor * terms[s].coefficient
            var t = block
            while t < end, terms[t].node != leaf { t += 1 }
            if t < end {
              let old = terms[t].coefficient
              let new = old + added
              let kept = abs(new) > Tolerance.cancellation * (abs(old) + abs(added))
              terms[t].coefficient = kept ? new : 0
              cancelled = cancelled || !kept
              continue
            }
            // A new leaf: an edge from it to the head, first in its parent list.
            let edge = freeHead
            freeHead = edges[Int(edge)].next
            freeCount -= 1
            fewestFree = min(fewestFree, freeCount)
            let first = nodes[Int(leaf)].firstParent
            edges[Int(edge)] = Edge(parent: head, previous: -1, next: first)
            if first >= 0 { edges[Int(first)].previous = edge }
            nodes[Int(leaf)].firstParent = edge
            nodes[Int(leaf)].references += 1
            terms[end] = Term(node: leaf, edge: edge, coefficient: added)
            end += 1
          }
          if cancelled {
            var t = block
            while t < end {
              guard terms[t].coefficient == 0 else {
                t += 1
                continue
              }
              let term = terms[t]
              end -= 1
              terms[t] = terms[end]
              terms[end] = Term(node: -1, edge: -1, coefficient: 0)
              let e = edges[Int(term.edge)]
              if e.previous >= 0 { edges[Int(e.previous)].next = e.next } else { nodes[Int(term.node)].firstParent = e.next }
              if e.next >= 0 { edges[Int(e.next)].previous = e.previous }
              edges[Int(term.edge)] = Edge(parent: -1, previous: -1, next: freeHead)
              freeHead = term.edge
              freeCount += 1
              nodes[Int(term.node)].references -= 1
              if nodes[Int(term.node)].references == 0 { orphans += 1 }
            }
          }
          nodes[Int(head)].termCount = UInt8(end - block)
        }
      }
    }
    freeEdgeHead = freeHead
    freeEdgeCount = freeCount
    fewestFreeEdges = fewestFree
    // A leaf whose constraint left and that no expression mentions any more goes now. A flat
    // source still refers to every leaf it could cancel, so only a leaf source can be one.
    guard orphans > 0, nodes[Int(other)].isLeaf, nodes[Int(other)].references == 0 else { return }
    nodes[Int(other)].references = 1
    decrement(other)
  }

  /// Makes sure at least `count` edge slots are on the free list.
  @inline(__always)
  private mutating func reserveEdges(_ count: Int) {
    guard freeEdgeCount < count else { return }
    fewestFreeEdges = 0
    for _ in freeEdgeCount..<count {
      edges.append(Edge(parent: -1, previous: -1, next: freeEdgeHead))
      freeEdgeHead = Int32(edges.count - 1)
      freeEdgeCount += 1
    }
  }
}
