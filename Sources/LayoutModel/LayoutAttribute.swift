/// A geometric property of a view that a constraint can relate, in Auto Layout's vocabulary.
///
/// Locations (edges, centers, baselines) and sizes behave differently: a location is only
/// meaningful relative to another location on the same axis, while a size may be set to a bare
/// constant or related to any other size (an aspect ratio relates width to height).
///
/// The margin attributes (`leadingMargin`, `centerXWithinMargins`, ...) are the edges and centers
/// of the rectangle inset from the view's alignment rect by its ``View/layoutMargins``, as
/// UIKit's `layoutMarginsGuide` is; a layout guide has no margins of its own.
public enum LayoutAttribute: String, CaseIterable, Sendable, Codable {
  case left, right, top, bottom, leading, trailing
  case width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  /// The "attribute" of a constant: the second item of `view.width == 80`.
  case notAnAttribute

  /// The axis the attribute measures along, or `nil` for `notAnAttribute`.
  public var axis: LayoutAxis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX,
      .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
      .topMargin, .bottomMargin, .centerYWithinMargins:
      .vertical
    case .notAnAttribute: nil
    }
  }

  /// Whether the attribute is a size (`width`, `height`) rather than a location.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute is a location (an edge, a center or a baseline).
  public var isLocation: Bool { self != .notAnAttribute && !isSize }

  /// Whether the attribute follows the layout direction (`leading`, `trailing` and their margins).
  public var isDirectional: Bool {
    self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
  }

  /// Whether the attribute is an absolute horizontal edge (`left`, `right` and their margins),
  /// which Auto Layout refuses to mix with a directional one in the same constraint.
  public var isAbsoluteHorizontalEdge: Bool {
    self == .left || self == .right || self == .leftMargin || self == .rightMargin
  }

  /// Whether the attribute is measured inside the view's layout margins.
  public var isMargin: Bool { withoutMargin != self }

  /// The attribute of the bounds the margin attribute is inset from (`leadingMargin` gives
  /// `leading`); every other attribute is returned as it is.
  public var withoutMargin: LayoutAttribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }
}

/// One of the two independent directions of layout.
public enum LayoutAxis: String, CaseIterable, Sendable, Codable {
  case horizontal, vertical
}

/// The reading direction that decides which edge is leading.
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
  case leftToRight, rightToLeft
}

/// How the two sides of a constraint compare.
public enum LayoutRelation: String, CaseIterable, Sendable, Codable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}
