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
  /// A finite number beyond ``Layout/maximumMagnitude``, where the engines' arithmetic (and
  /// GLPK's scaling) stops being trustworthy.
  case outOfRange(field: String, owner: String, value: Double)
  case noCommonAncestor(constraint: String)
  /// A non-zero multiplier outside ``Layout/minimumMultiplier`` ... ``Layout/maximumMagnitude``
  /// in magnitude.
  case multiplierOutOfRange(constraint: String, field: String, value: Double)
  /// Multipliers whose product along a chain of constraints, from one attribute (`view.width`)
  /// to another, passes ``Layout/maximumMagnitude``: the product as a power of ten, and whether
  /// it is the exact largest or one that a path reaches (around cycles whose products differ
  /// from 1, where the largest is NP-hard to find).
  case multiplierChainOutOfRange(from: String, to: String, decimalExponent: Double, isExact: Bool)
  /// A view was given a layout guide as its parent; guides have no subviews.
  case guideAsParent(view: String, guide: String)
  /// A layout tiled into fewer than one copy.
  case invalidTileCount(Int)
  /// A subtree that cannot move where it was asked to (the root, a guide, into itself, or under
  /// a view added after it); the reason says which.
  case invalidMove(view: String, reason: String)

  public var description: String {
    switch self {
    case .duplicateViewName(let name): "two views are named \(DisplayText.quoted(name))"
    case .emptyViewName(let index): "view #\(index) has an empty name"
    case .unknownView(let index, let context): "\(context) refers to view #\(index), which does not exist"
    case .unknownConstraint(let index): "there is no constraint #\(index)"
    case .invalidRootSize(let width, let height):
      "root size \(width) x \(height) is invalid: both must be from 0 to \(compactNumber(Layout.maximumMagnitude))"
    case .parentNotYetAdded(let view, let parentIndex):
      "view \(DisplayText.quoted(view)) names parent #\(parentIndex), which is not added before it"
    case .invalidPairing(let constraint, let reason): "invalid constraint \(constraint): \(reason)"
    case .invalidPriority(let constraint, let priority):
      "constraint \(constraint) has priority \(compactNumber(priority)), outside 1...1000"
    case .nonFinite(let field, let owner): "\(owner): \(field) is not a finite number"
    case .outOfRange(let field, let owner, let value):
      "\(owner): \(field) is \(value), beyond the supported magnitude \(compactNumber(Layout.maximumMagnitude))"
    case .multiplierOutOfRange(let constraint, let field, let value):
      "\(constraint): \(field) is \(value); multipliers and their products along chains must be 0 or from "
        + "\(Layout.minimumMultiplier) to \(compactNumber(Layout.maximumMagnitude)) in magnitude"
    case .multiplierChainOutOfRange(let from, let to, let exponent, let isExact):
      "the product of multipliers along a chain of constraints from \(from) to \(to) \(isExact ? "is" : "reaches at least") "
        + "10^\(compactNumber((exponent * 10).rounded() / 10)); products along chains must be from "
        + "\(Layout.minimumMultiplier) to \(compactNumber(Layout.maximumMagnitude)) in magnitude"
    case .noCommonAncestor(let constraint):
      "constraint \(constraint) relates views without a common ancestor"
    case .guideAsParent(let view, let guide):
      "view \(DisplayText.quoted(view)) names layout guide \(DisplayText.quoted(guide)) as its parent; a guide cannot contain views"
    case .invalidTileCount(let count): "a layout is tiled into at least 1 copy, not \(count)"
    case .invalidMove(let view, let reason): "view \(DisplayText.quoted(view)) cannot move: \(reason)"
    }
  }
}
