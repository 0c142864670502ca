/// A dense index of a view in its ``Layout``; the root is always `ViewID(0)`.
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: Int32
  public init(_ rawValue: Int32) { self.rawValue = rawValue }
  public init(_ index: Int) { self.rawValue = Int32(truncatingIfNeeded: index) }
  public var index: Int { Int(rawValue) }
  public static let root = ViewID(Int32(0))
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}

/// The intrinsic content size of a view along each axis; `nil` means "no intrinsic size".
public struct IntrinsicContentSize: Hashable, Sendable, Codable {
  public var width: Double?
  public var height: Double?
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }
  public static let none = IntrinsicContentSize()
}

/// A per-axis pair of priorities (content hugging or compression resistance).
public struct AxisPriorities: Hashable, Sendable, Codable {
  public var horizontal: LayoutPriority
  public var vertical: LayoutPriority
  public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public subscript(axis: LayoutAxis) -> LayoutPriority {
    get { axis == .horizontal ? horizontal : vertical }
    set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
  }
  public static let defaultHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
  public static let defaultCompressionResistance = AxisPriorities(
    horizontal: .defaultHigh, vertical: .defaultHigh)
}

/// Which margins and sizes of a view stretch when its superview is resized (UIKit's bits).
public struct AutoresizingMask: OptionSet, Hashable, Sendable, Codable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// A node of the view tree and the per-view inputs that turn into implicit constraints.
///
/// A node is a view, or a layout guide of its parent when ``guide`` is set (see ``LayoutGuide``):
/// guides share the views' dense ids because every engine keeps four variables per item, but
/// they have no frame in any output, no children, and only their defining rows.
public struct View: Hashable, Sendable {
  /// A stable name, unique in the layout; every error and report uses it.
  public var name: String
  /// The superview, or `nil` for the root.
  public var parent: ViewID?
  public var intrinsicContentSize: IntrinsicContentSize
  public var contentHugging: AxisPriorities
  public var compressionResistance: AxisPriorities
  /// Constraints act on the alignment rect; the frame is the alignment rect grown by these.
  public var alignmentInsets: EdgeInsets
  /// Distance of the last baseline above the alignment rect's bottom edge.
  public var baselineOffsetFromBottom: Double
  /// Distance of the first baseline below the alignment rect's top edge; `nil` puts the first
  /// baseline on the last one (a single line of text).
  public var firstBaselineOffsetFromTop: Double?
  /// When set, the view's ``autoresizingMask`` and ``frame`` become constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool
  public var autoresizingMask: AutoresizingMask
  /// The frame the autoresizing translation starts from, relative to the superview.
  public var frame: Rect
  /// The insets from the alignment rect that the margin attributes (`leadingMargin`, ...) and a
  /// ``LayoutGuide/layoutMargins`` guide measure from; UIKit's default is 8 on every side.
  public var layoutMargins: EdgeInsets
  /// Set when this node is a layout guide owned by ``parent`` rather than a view.
  public var guide: LayoutGuide?
  /// Set when the superview sizes this view in its own layout pass rather than through the
  /// size translated from the mask when the view is added (a `UITableViewCell`'s content view):
  /// Auto Layout's recovery then meets that size after the constraints, not before them
  /// (``LayoutDiagnosis``). It changes nothing where the required constraints agree.
  public var sizeSetInSuperviewLayout: Bool

  /// Whether this node is a layout guide rather than a view.
  public var isGuide: Bool { guide != nil }

  public init(
    name: String, parent: ViewID?,
    intrinsicContentSize: IntrinsicContentSize = .none,
    contentHugging: AxisPriorities = .defaultHugging,
    compressionResistance: AxisPriorities = .defaultCompressionResistance,
    alignmentInsets: EdgeInsets = .zero,
    baselineOffsetFromBottom: Double = 0,
    firstBaselineOffsetFromTop: Double? = nil,
    translatesAutoresizingMaskIntoConstraints: Bool = false,
    autoresizingMask: AutoresizingMask = [],
    frame: Rect = .zero,
    layoutMargins: EdgeInsets = .defaultLayoutMargins,
    guide: LayoutGuide? = nil,
    sizeSetInSuperviewLayout: Bool = false
  ) {
    self.name = name
    self.parent = parent
    self.intrinsicContentSize = intrinsicContentSize
    self.contentHugging = contentHugging
    self.compressionResistance = compressionResistance
    self.alignmentInsets = alignmentInsets
    self.baselineOffsetFromBottom = baselineOffsetFromBottom
    self.firstBaselineOffsetFromTop = firstBaselineOffsetFromTop
    self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
    self.autoresizingMask = autoresizingMask
    self.frame = frame
    self.layoutMargins = layoutMargins
    self.guide = guide
    self.sizeSetInSuperviewLayout = sizeSetInSuperviewLayout
  }
}
