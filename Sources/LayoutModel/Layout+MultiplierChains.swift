extension Layout {
  /// The smallest magnitude a non-zero multiplier, or a product of multipliers along a chain of
  /// constraints, may have: the inverse of ``maximumMagnitude``.
  public static let minimumMultiplier: Double = 1 / maximumMagnitude

  /// Refuses a layout whose constraints chain multipliers into a scale beyond
  /// ``maximumMagnitude`` (or below its inverse), naming the constraint where the chain passes
  /// it.
  ///
  /// Each multiplier may be within range while their product is not: sixty constraints
  /// `a.width == 1e7 * b.width` in a row ask for 10⁴²⁰, which the engines computed as infinity
  /// or NaN, or which GLPK called unsatisfiable, each differently. Checked before any engine
  /// runs, every engine refuses such a layout with the same message. Attributes related by a
  /// constraint with a second item and a non-zero multiplier `m` get scales `s(first) = m ·
  /// s(second)`, following the constraints breadth first from each unvisited attribute (the first
  /// path found sets a scale); a component's largest scale over its smallest must stay within
  /// ``maximumMagnitude``.
  /// - Complexity: O(constraints).
  public func checkMultiplierChains() throws(LayoutError) {
    struct Node: Hashable {
      var view: Int
      var attribute: LayoutAttribute
    }
    var ids: [Node: Int] = [:]
    func id(_ node: Node) -> Int {
      if let existing = ids[node] { return existing }
      ids[node] = ids.count
      return ids.count - 1
    }
    // (neighbour, factor from this node's scale to the neighbour's, constraint)
    var edges: [[(node: Int, factor: Double, constraint: Int)]] = []
    for (index, c) in constraints.enumerated() {
      guard let second = c.second, c.secondAttribute != .notAnAttribute, c.multiplier != 0, c.multiplier != 1 else { continue }
      let a = id(Node(view: c.first.index, attribute: c.firstAttribute))
      let b = id(Node(view: second.index, attribute: c.secondAttribute))
      while edges.count < ids.count { edges.append([]) }
      let m = abs(c.multiplier)
      edges[a].append((b, 1 / m, index))
      edges[b].append((a, m, index))
    }
    var scale = [Double](repeating: 0, count: edges.count)
    for start in edges.indices where scale[start] == 0 {
      scale[start] = 1
      var smallest = 1.0, largest = 1.0
      var queue = [start]
      var head = 0
      while head < queue.count {
        let node = queue[head]
        head += 1
        for edge in edges[node] where scale[edge.node] == 0 {
          let value = scale[node] * edge.factor
          scale[edge.node] = value
          smallest = min(smallest, value)
          largest = max(largest, value)
          // Compared as a product, not a quotient, so that an underflow to 0 still counts.
          guard largest <= Self.maximumMagnitude * smallest, value.isNormal else {
            throw .multiplierOutOfRange(
              constraint: describe(constraints[edge.constraint]), field: "the product of multipliers along a chain of constraints",
              value: largest / smallest)
          }
          queue.append(edge.node)
        }
      }
    }
  }
}
