/// The layout written as linear rows over four numbers per view, the form every solver consumes.
///
/// Variable `4 * view + component` (``ViewVariables``) is the view's (or layout guide's) alignment rect in the root's coordinates:
/// x, y (top left), width, height. Each row reads `Σ terms + constant (relation) 0`.
/// Locations are measured in the coordinate space of the two items' nearest common ancestor
/// (mirrored in a right-to-left layout when the constraint uses leading or trailing), which only
/// matters when the multiplier is not 1.
public struct LinearSystem: Sendable {
  public var variableCount: Int
  public var constraints: [LinearConstraint]
  /// Where each explicit constraint of the layout landed in ``constraints``.
  public var explicitConstraintRows: [Int]
  /// The rows `root.width == w` and `root.height == h` whose constants a resize changes.
  public var rootWidthRow: Int
  public var rootHeightRow: Int

  public init(
    variableCount: Int, constraints: [LinearConstraint], explicitConstraintRows: [Int],
    rootWidthRow: Int, rootHeightRow: Int
  ) {
    self.variableCount = variableCount
    self.constraints = constraints
    self.explicitConstraintRows = explicitConstraintRows
    self.rootWidthRow = rootWidthRow
    self.rootHeightRow = rootHeightRow
  }
}

/// One of the four numbers that place a view's alignment rect.
public enum FrameComponent: Int, CaseIterable, Sendable {
  case x = 0, y, width, height
}

public struct LinearTerm: Hashable, Sendable {
  public var variable: Int32
  public var coefficient: Double
  public init(variable: Int32, coefficient: Double) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// Where a linear row came from, so that engines and reports can point back at the layout.
public enum ConstraintSource: Hashable, Sendable {
  /// The layout's constraint at this index.
  case explicit(Int)
  /// The root's fixed origin (`root.left == 0`, `root.top == 0`).
  case rootOrigin(LayoutAxis)
  /// The root's size, set from outside.
  case rootSize(LayoutAxis)
  /// `size <= intrinsic` at the view's content hugging priority.
  case hugging(ViewID, LayoutAxis)
  /// `size >= intrinsic` at the view's compression resistance priority.
  case compressionResistance(ViewID, LayoutAxis)
  /// The size constraint translated from an autoresizing mask.
  case autoresizingSize(ViewID, LayoutAxis)
  /// The position (center) constraint translated from an autoresizing mask.
  case autoresizingPosition(ViewID, LayoutAxis)
  /// One of the rows that tie a layout guide to its owner, by the guide's attribute it sets.
  case guide(ViewID, LayoutAttribute)

  /// The views this row belongs to for bookkeeping (the owner of an implicit row).
  public var ownerView: ViewID? {
    switch self {
    case .explicit, .rootOrigin, .rootSize: nil
    case .hugging(let v, _), .compressionResistance(let v, _), .autoresizingSize(let v, _),
      .autoresizingPosition(let v, _), .guide(let v, _):
      v
    }
  }
}

/// `Σ terms + constant (relation) 0` at a priority, with its origin.
public struct LinearConstraint: Hashable, Sendable {
  public var terms: [LinearTerm]
  public var constant: Double
  public var relation: LayoutRelation
  public var priority: LayoutPriority
  public var source: ConstraintSource
  /// Carried over from ``LayoutConstraint/changesOften``.
  public var changesOften: Bool

  public init(
    terms: [LinearTerm], constant: Double, relation: LayoutRelation, priority: LayoutPriority,
    source: ConstraintSource, changesOften: Bool = false
  ) {
    self.terms = terms
    self.constant = constant
    self.relation = relation
    self.priority = priority
    self.source = source
    self.changesOften = changesOften
  }
}
