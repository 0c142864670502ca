/// Why a layout, a view or a constraint was refused. Every case names its culprit.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  case duplicateViewName(String)
  case emptyViewName(index: Int)
  case unknownView(index: Int, context: String)
  case unknownConstraint(index: Int)
  /// A root size that is negative or not finite.
  case invalidRootSize(width: Double, height: Double)
  /// A view's parent must be added before it, which also rules out cycles.
  case parentNotYetAdded(view: String, parentIndex: Int)
  case invalidPairing(constraint: String, reason: String)
  case invalidPriority(constraint: String, priority: Double)
  case nonFinite(field: String, owner: String)
  case noCommonAncestor(constraint: String)
  /// A view was given a layout guide as its parent; guides have no subviews.
  case guideAsParent(view: String, guide: String)
  /// A layout tiled into fewer than one copy.
  case invalidTileCount(Int)

  public var description: String {
    switch self {
    case .duplicateViewName(let name): "two views are named '\(name)'"
    case .emptyViewName(let index): "view #\(index) has an empty name"
    case .unknownView(let index, let context): "\(context) refers to view #\(index), which does not exist"
    case .unknownConstraint(let index): "there is no constraint #\(index)"
    case .invalidRootSize(let width, let height):
      "root size \(width) x \(height) is invalid: both must be finite and non-negative"
    case .parentNotYetAdded(let view, let parentIndex):
      "view '\(view)' names parent #\(parentIndex), which is not added before it"
    case .invalidPairing(let constraint, let reason): "invalid constraint \(constraint): \(reason)"
    case .invalidPriority(let constraint, let priority):
      "constraint \(constraint) has priority \(compactNumber(priority)), outside 1...1000"
    case .nonFinite(let field, let owner): "\(owner): \(field) is not a finite number"
    case .noCommonAncestor(let constraint):
      "constraint \(constraint) relates views without a common ancestor"
    case .guideAsParent(let view, let guide):
      "view '\(view)' names layout guide '\(guide)' as its parent; a guide cannot contain views"
    case .invalidTileCount(let count): "a layout is tiled into at least 1 copy, not \(count)"
    }
  }
}
