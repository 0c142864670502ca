import LayoutModel

/// Options for a visual format: alignment of all its views, and the direction of a horizontal row.
///
/// A format only constrains one axis; the `alignAll…` options add the other axis by aligning each
/// pair of neighbouring views on an attribute perpendicular to the format's orientation. The
/// direction options choose which attributes a horizontal format writes: `leading`/`trailing`
/// (the default), `left`/`right`, or `left`/`right` with the row reversed. They mirror
/// `NSLayoutConstraint.FormatOptions`; at most one direction may be set, and none means
/// ``directionLeadingToTrailing``.
public struct FormatOptions: OptionSet, Hashable, Sendable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
  public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
  public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
  public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
  public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
  public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
  public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
  public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
  public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
  public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)

  /// Horizontal formats write `leading` and `trailing`, so the row follows the layout's direction.
  public static let directionLeadingToTrailing = FormatOptions(rawValue: 1 << 16)
  /// Horizontal formats write `left` and `right`, the first view leftmost.
  public static let directionLeftToRight = FormatOptions(rawValue: 1 << 17)
  /// Horizontal formats write `left` and `right`, the first view rightmost.
  public static let directionRightToLeft = FormatOptions(rawValue: 1 << 18)

  /// Every alignment option with the attribute it aligns, in a fixed order (the order in which
  /// their constraints are emitted).
  static let alignments: [(option: FormatOptions, attribute: LayoutAttribute)] = [
    (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
    (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
    (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
    (.alignAllFirstBaseline, .firstBaseline), (.alignAllLastBaseline, .lastBaseline),
  ]

  static let directions: [(option: FormatOptions, name: String, direction: FormatDirection)] = [
    (.directionLeadingToTrailing, "directionLeadingToTrailing", .leadingToTrailing),
    (.directionLeftToRight, "directionLeftToRight", .leftToRight),
    (.directionRightToLeft, "directionRightToLeft", .rightToLeft),
  ]

  /// The attributes the alignment options ask for, in emission order.
  var alignmentAttributes: [LayoutAttribute] {
    Self.alignments.filter { contains($0.option) }.map(\.attribute)
  }

  /// The one direction these options choose; more than one is an error.
  func direction() throws(VisualFormatError) -> FormatDirection {
    let chosen = Self.directions.filter { contains($0.option) }
    guard chosen.count <= 1 else { throw .conflictingDirections(chosen.map(\.name)) }
    return chosen.first?.direction ?? .leadingToTrailing
  }
}

/// How a horizontal format maps its reading order onto attributes.
enum FormatDirection: Sendable {
  case leadingToTrailing, leftToRight, rightToLeft
}
