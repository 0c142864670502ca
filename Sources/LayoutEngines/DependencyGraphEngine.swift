import LayoutModel

/// The one-pass dependency-graph engine, in the style of JWConstraint's layout view.
///
/// Each view's position and size on an axis follow from at most two required equalities
/// (`view.attr == other.attr * multiplier + constant`), so the views form a graph that one pass in
/// topological order lays out, with no solver. The graph is built only when the set of
/// constraints changes (creation, churn, an intrinsic size appearing or disappearing); a resize, a
/// new constant or a new intrinsic size re-runs only the pass. Anything else (inequalities,
/// priorities below required, a third attribute on an axis, cycles) is declined with
/// ``EngineError/notSupported(reason:)`` naming the view and the constraint.
///
/// What no constraint fixes is chosen rather than solved: see
/// `_DependencyGraphBuilder.completeNodes()`. Autoresizing masks are translated once, against the
/// root's size at creation, and then stretch with the root like Auto Layout's.
public struct DependencyGraphEngine: LayoutEngine {
  public static let kind = EngineKind.graph

  public private(set) var layout: Layout
  public private(set) var values: [Double] = []
  private var graph: DependencyGraph
  /// The subtrees taken out by ``removeSubtree(_:)`` and ``removeHierarchy(_:replacing:)``.
  private var removed = RemovedSubtrees()

  /// Builds the graph and lays out once.
  /// - Complexity: O(views + constraints).
  public init(layout: Layout) throws(EngineError) {
    self.layout = layout
    graph = try DependencyGraph(layout: layout, removed: removed.flags(in: layout))
    graph.solve(into: &values)
  }

  /// Changes the root's size equations and re-runs the pass.
  /// - Complexity: O(views).
  public mutating func resize(to size: Size) throws(EngineError) {
    do { try layout.setRootSize(size) } catch { throw .invalidLayout(error) }
    // The root's nodes are 0 (horizontal) and 1 (vertical); their second slot is the size.
    graph.equations[1].constant = size.width
    graph.equations[3].constant = size.height
    graph.solve(into: &values)
  }

  /// Changes one equation's constant and re-runs the pass.
  /// - Complexity: O(views).
  public mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(EngineError) {
    do { try layout.setConstant(constant, ofConstraint: index) } catch { throw .invalidLayout(error) }
    let slot = Int(graph.explicitSlots[index])
    guard slot >= 0 else { return }
    graph.equations[slot].constant = graph.constantScales[slot] * constant
    graph.solve(into: &values)
  }

  /// Re-runs the pass with the new size, or rebuilds the graph when an axis gains or loses its
  /// intrinsic size (the view's equations change).
  /// - Complexity: O(views), or O(views + constraints) for a rebuild.
  public mutating func setIntrinsicContentSize(
    _ size: IntrinsicContentSize, of view: ViewID
  ) throws(EngineError) {
    try layout.requireView(view, for: "setIntrinsicContentSize")
    let old = layout[view].intrinsicContentSize
    do { try layout.update(view) { $0.intrinsicContentSize = size } } catch { throw .invalidLayout(error) }
    func present(_ value: Double?) -> Bool { value.map { $0 >= 0 } ?? false }
    guard present(old.width) == present(size.width), present(old.height) == present(size.height) else {
      return try rebuild()
    }
    for (axis, value) in [(0, size.width), (1, size.height)] {
      let node = 2 * view.index + axis
      for slot in [2 * node, 2 * node + 1] {
        if case .intrinsicSize = graph.provenance[slot], let value { graph.equations[slot].constant = value }
      }
    }
    graph.solve(into: &values)
  }

  /// Takes the subtree's constraints out of the graph and rebuilds it; the subtree's views get
  /// the chosen defaults (superview origin, intrinsic or zero size).
  /// - Complexity: O(views + constraints).
  public mutating func removeSubtree(_ top: ViewID) throws(EngineError) {
    try setSubtree(top, removed: true)
  }

  /// Puts the subtree's constraints back and rebuilds the graph.
  /// - Complexity: O(views + constraints).
  public mutating func insertSubtree(_ top: ViewID) throws(EngineError) {
    try setSubtree(top, removed: false)
  }

  /// Moves the subtree in the layout and rebuilds the graph.
  /// - Complexity: O(views + constraints).
  public mutating func moveSubtree(
    _ top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement]
  ) throws(EngineError) {
    let before = layout
    try layout.move(subtree: top, to: newParent, replacing: replacements)
    do { try rebuild() } catch {
      layout = before
      throw error
    }
  }

  /// Replaces the constraints, takes the subtree out for good and rebuilds the graph.
  /// - Complexity: O(views + constraints).
  public mutating func removeHierarchy(_ top: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError) {
    try layout.removeHierarchy(top, replacing: replacements, from: &removed)
    try rebuild()
  }

  /// Takes out or puts back the subtree at `top` and rebuilds the graph; a refused change
  /// leaves the engine as it was.
  private mutating func setSubtree(_ top: ViewID, removed isRemoved: Bool) throws(EngineError) {
    let before = (removed, graph)
    guard try isRemoved ? removed.remove(top, in: layout) : removed.insert(top, in: layout) else { return }
    do { try rebuild() } catch {
      (removed, graph) = before
      throw error
    }
  }

  private mutating func rebuild() throws(EngineError) {
    graph = try DependencyGraph(layout: layout, removed: removed.flags(in: layout))
    graph.solve(into: &values)
  }
}
