import LayoutModel

/// The naive reference: the same Cassowary solver, thrown away and rebuilt from the whole layout
/// on every change. It shows what incrementality buys, and must agree with
/// ``CassowaryEngine`` exactly.
public struct RebuildEngine: LayoutEngine {
  public static let kind = EngineKind.rebuild
  public static var keepsStateAcrossChanges: Bool { false }

  private var current: CassowaryEngine
  /// Subtrees taken out by churn and for good: left out of every rebuild.
  private var removed = RemovedSubtrees()

  public init(layout: Layout) throws(EngineError) {
    current = try CassowaryEngine(layout: layout)
  }

  public var layout: Layout { current.layout }
  public var values: [Double] { current.values }

  public mutating func resize(to size: Size) throws(EngineError) {
    var layout = current.layout
    do { try layout.setRootSize(size) } catch { throw .invalidLayout(error) }
    try rebuild(layout)
  }

  public mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(EngineError) {
    var layout = current.layout
    do { try layout.setConstant(constant, ofConstraint: index) } catch { throw .invalidLayout(error) }
    try rebuild(layout)
  }

  public mutating func setIntrinsicContentSize(_ size: IntrinsicContentSize, of view: ViewID) throws(EngineError) {
    var layout = current.layout
    do { try layout.update(view) { $0.intrinsicContentSize = size } } catch { throw .invalidLayout(error) }
    try rebuild(layout)
  }

  public mutating func removeSubtree(_ top: ViewID) throws(EngineError) {
    guard try removed.remove(top, in: current.layout) else { return }
    try rebuild(current.layout)
  }

  public mutating func insertSubtree(_ top: ViewID) throws(EngineError) {
    guard try removed.insert(top, in: current.layout) else { return }
    try rebuild(current.layout)
  }

  /// Moves the subtree in the layout and rebuilds.
  public mutating func moveSubtree(
    _ top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement]
  ) throws(EngineError) {
    var layout = current.layout
    try layout.move(subtree: top, to: newParent, replacing: replacements)
    try rebuild(layout)
  }

  /// Replaces the constraints and rebuilds without the subtree, for good.
  public mutating func removeHierarchy(_ top: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError) {
    try current.layout.requireView(top, for: "removeHierarchy")
    var layout = current.layout
    do { try layout.replaceConstraints(replacements) } catch { throw .invalidLayout(error) }
    removed.removeForGood(top)
    try rebuild(layout)
  }

  private mutating func rebuild(_ layout: Layout) throws(EngineError) {
    current = try CassowaryEngine(layout: layout, excludingSubtrees: removed.allTops)
  }
}
