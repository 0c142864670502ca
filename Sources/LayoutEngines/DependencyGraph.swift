import LayoutModel

/// One view's attribute along one axis as a linear function of that axis' position and size:
/// `positionWeight * position + sizeWeight * size + offset`.
///
/// Every attribute of the model fits this form (`centerX` is `x + w/2`, a last baseline is
/// `y + h - offsetFromBottom`), so the graph evaluates any attribute with one multiply-add and
/// recovers a position and a size from any two attributes whose weights are independent.
struct AxisAttribute: Hashable, Sendable {
  var positionWeight: Double
  var sizeWeight: Double
  var offset: Double

  static let position = AxisAttribute(positionWeight: 1, sizeWeight: 0, offset: 0)
  static let size = AxisAttribute(positionWeight: 0, sizeWeight: 1, offset: 0)

  /// Whether the attribute is a location (it moves with the position).
  var isLocation: Bool { positionWeight != 0 }
}

/// One of the two equations that fix a node (a view's position and size on one axis):
/// `target = multiplier * source + constant + (1 - multiplier) * origin`.
///
/// `origin` is the location that locations are measured from (the two views' nearest common
/// ancestor's leading edge or top) and only matters when the multiplier is not 1. A constant
/// equation has no source (`source < 0`) and a multiplier of 0.
struct _NodeEquation: Sendable {
  var target: AxisAttribute
  var source: Int32
  var sourceAttribute: AxisAttribute
  var multiplier: Double
  var constant: Double
  var origin: Int32
  var originSizeWeight: Double

  /// `target = constant`.
  static func fixed(_ target: AxisAttribute, _ constant: Double) -> _NodeEquation {
    _NodeEquation(
      target: target, source: -1, sourceAttribute: .position, multiplier: 0, constant: constant,
      origin: -1, originSizeWeight: 0)
  }
}

/// Why an equation is in the graph.
enum EquationProvenance: Sendable {
  /// A constraint of the layout (explicit, autoresizing) or the root's own origin and size.
  case constraint(LayoutConstraint, ConstraintSource)
  /// The size is the view's intrinsic content size: a single location attribute moves the view.
  case intrinsicSize
  /// Nothing sets the size: it is 0.
  case unconstrainedSize
  /// Nothing sets the position: the view sits at its superview's origin.
  case superviewOrigin

  /// Whether the graph chose this value rather than a required constraint.
  var isChosen: Bool {
    if case .constraint = self { return false }
    return true
  }
}

/// How a node's position and size follow from its two equations' values (the inverse of the
/// 2x2 matrix of their target weights, with the targets' offsets folded in).
struct _NodeSolution: Sendable {
  var positionFromFirst: Double
  var positionFromSecond: Double
  var sizeFromFirst: Double
  var sizeFromSecond: Double

  /// Inverts the equations' weights, or returns `nil` when the two attributes do not fix both
  /// position and size (`left` with a first baseline measured from the top, two widths, ...).
  init?(_ first: AxisAttribute, _ second: AxisAttribute) {
    let determinant = first.positionWeight * second.sizeWeight - second.positionWeight * first.sizeWeight
    guard abs(determinant) > 1e-12 else { return nil }
    positionFromFirst = second.sizeWeight / determinant
    positionFromSecond = -first.sizeWeight / determinant
    sizeFromFirst = -second.positionWeight / determinant
    sizeFromSecond = first.positionWeight / determinant
  }
}

/// The views' positions and sizes as a graph of nodes (one per view and axis), each fixed by two
/// equations over nodes earlier in a topological order: one pass in that order lays out
/// everything.
///
/// This is the scheme of JWConstraint's layout view: the order is computed only when the set of
/// constraints changes; a change of constant or of the root's size re-runs only the pass. Node
/// `2 * view + axis` (horizontal 0, vertical 1) writes the variables `4 * view + axis` (position)
/// and `4 * view + 2 + axis` (size), the layout of ``ViewVariables``.
struct DependencyGraph: Sendable {
  /// Two equations per node: node `n` owns `equations[2n]` and `equations[2n + 1]`.
  var equations: ContiguousArray<_NodeEquation>
  var solutions: ContiguousArray<_NodeSolution>
  /// Every node, each after the nodes its equations read.
  var order: ContiguousArray<Int32>
  /// Where each equation came from, for messages and for changing constants.
  var provenance: [EquationProvenance]
  /// For an equation from a constraint, the factor from the constraint's constant to the
  /// equation's (-1 when mirrored for a right-to-left layout, -1/m when solved for the second item).
  var constantScales: [Double]
  /// The equation slot of each explicit constraint of the layout, `-1` when not in the graph.
  var explicitSlots: [Int32]

  var nodeCount: Int { solutions.count }

  /// Lays out every node in ``order`` into `values` (4 per view).
  /// - Complexity: O(nodes), one pass with no search.
  func solve(into values: inout [Double]) {
    if values.count != 2 * nodeCount { values = [Double](repeating: 0, count: 2 * nodeCount) }
    equations.withUnsafeBufferPointer { equations in
      solutions.withUnsafeBufferPointer { solutions in
        values.withUnsafeMutableBufferPointer { values in
          for node in order {
            let n = Int(node)
            let first = Self.evaluate(equations[2 &* n], values)
            let second = Self.evaluate(equations[2 &* n &+ 1], values)
            let solution = solutions[n]
            values[Self.positionIndex(n)] = solution.positionFromFirst * first + solution.positionFromSecond * second
            values[Self.sizeIndex(n)] = solution.sizeFromFirst * first + solution.sizeFromSecond * second
          }
        }
      }
    }
  }

  /// The value of an equation's right side minus its target's offset.
  @inline(__always)
  private static func evaluate(_ e: _NodeEquation, _ values: UnsafeMutableBufferPointer<Double>) -> Double {
    var value = e.constant - e.target.offset
    if e.source >= 0 {
      let s = Int(e.source)
      let attribute = e.sourceAttribute
      value += e.multiplier
        * (attribute.positionWeight * values[positionIndex(s)] + attribute.sizeWeight * values[sizeIndex(s)]
          + attribute.offset)
    }
    if e.origin >= 0 {
      let o = Int(e.origin)
      value += (1 - e.multiplier) * (values[positionIndex(o)] + e.originSizeWeight * values[sizeIndex(o)])
    }
    return value
  }

  /// The variable holding node `n`'s position.
  @inline(__always) static func positionIndex(_ n: Int) -> Int {
    ViewVariables.index(.x, ofViewAt: n >> 1) &+ (n & 1)
  }
  /// The variable holding node `n`'s size.
  @inline(__always) static func sizeIndex(_ n: Int) -> Int {
    ViewVariables.index(.width, ofViewAt: n >> 1) &+ (n & 1)
  }

  /// Orders the nodes so that every node comes after the nodes its equations read (Kahn's
  /// algorithm), or returns the node where a cycle was found.
  /// - Complexity: O(nodes + equations): each edge is counted once and removed once.
  static func topologicalOrder(
    nodeCount: Int, equations: ContiguousArray<_NodeEquation>
  ) -> Result<ContiguousArray<Int32>, CycleFound> {
    // Successor lists in compressed form: edge source -> target for each dependency.
    var indegree = [Int32](repeating: 0, count: nodeCount)
    var outStart = [Int32](repeating: 0, count: nodeCount + 1)
    for (slot, e) in equations.enumerated() {
      if e.source >= 0 { outStart[Int(e.source) + 1] += 1; indegree[slot >> 1] += 1 }
      if e.origin >= 0 { outStart[Int(e.origin) + 1] += 1; indegree[slot >> 1] += 1 }
    }
    for n in 0..<nodeCount { outStart[n + 1] += outStart[n] }
    var fill = outStart
    var successors = [Int32](repeating: 0, count: Int(outStart[nodeCount]))
    func addEdge(from dependency: Int32, to node: Int) {
      successors[Int(fill[Int(dependency)])] = Int32(node)
      fill[Int(dependency)] += 1
    }
    for (slot, e) in equations.enumerated() {
      if e.source >= 0 { addEdge(from: e.source, to: slot >> 1) }
      if e.origin >= 0 { addEdge(from: e.origin, to: slot >> 1) }
    }
    var order = ContiguousArray<Int32>()
    order.reserveCapacity(nodeCount)
    for n in 0..<nodeCount where indegree[n] == 0 { order.append(Int32(n)) }
    var next = 0
    while next < order.count {
      let n = Int(order[next])
      next += 1
      for edge in Int(outStart[n])..<Int(outStart[n + 1]) {
        let successor = Int(successors[edge])
        indegree[successor] -= 1
        if indegree[successor] == 0 { order.append(Int32(successor)) }
      }
    }
    if order.count == nodeCount { return .success(order) }
    return .failure(CycleFound(cycle: findCycle(equations: equations, indegree: indegree)))
  }

  /// What Kahn's algorithm leaves behind when nodes depend on each other in a loop.
  struct CycleFound: Error {
    /// Equation slots along one cycle, each reading the node of the next.
    var cycle: [Int]
  }

  /// Walks from a node left with dependencies to a dependency also left, until a node repeats:
  /// every such node has one, so the walk ends on a cycle.
  /// - Complexity: O(nodes).
  private static func findCycle(equations: ContiguousArray<_NodeEquation>, indegree: [Int32]) -> [Int] {
    guard var node = indegree.firstIndex(where: { $0 > 0 }) else { return [] }
    var visitedAt = [Int: Int]()
    var path: [(node: Int, slot: Int)] = []
    while visitedAt[node] == nil {
      visitedAt[node] = path.count
      var step: (node: Int, slot: Int)?
      for slot in [2 * node, 2 * node + 1] {
        let e = equations[slot]
        for dependency in [e.source, e.origin] where dependency >= 0 && indegree[Int(dependency)] > 0 {
          step = step ?? (Int(dependency), slot)
        }
      }
      guard let step else { return path.map(\.slot) }
      path.append((node, step.slot))
      node = step.node
    }
    return path[(visitedAt[node] ?? 0)...].map(\.slot)
  }
}
