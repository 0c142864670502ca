/// A point-sized rectangle, origin at the top left, y growing downward.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The largest difference between any coordinate of the two rectangles.
  public func distance(to other: Rect) -> Double {
    max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
  }

  public var description: String {
    "(\(compactNumber(x)) \(compactNumber(y)); \(compactNumber(width)) \(compactNumber(height)))"
  }
}

/// A width and a height.
public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// Distances from each edge of a rectangle, used for alignment rect insets.
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()
  public var isZero: Bool { self == .zero }
}

/// Prints a number without a trailing `.0` and with at most six significant decimals, the way
/// Auto Layout's descriptions print constants.
public func compactNumber(_ value: Double) -> String {
  if value.isNaN || value.isInfinite || abs(value) >= 1e15 { return "\(value)" }
  let rounded = (value * 1_000_000).rounded() / 1_000_000
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
  return "\(rounded)"
}
