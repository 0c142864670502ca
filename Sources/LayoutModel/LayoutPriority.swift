/// How much a constraint matters, from 1 to 1000, where 1000 is required.
///
/// Priorities are strict: a violation at a higher priority is never traded for any number of
/// satisfied constraints at lower priorities. Fractional values are allowed, as in Auto Layout.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, Codable {
  public var rawValue: Double

  public init(rawValue: Double) { self.rawValue = rawValue }
  public init(_ rawValue: Double) { self.rawValue = rawValue }

  public static let required = LayoutPriority(1000)
  public static let defaultHigh = LayoutPriority(750)
  public static let defaultLow = LayoutPriority(250)
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether the value lies in Auto Layout's range `1...1000`.
  public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }
  public var isRequired: Bool { rawValue >= 1000 }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Double.self)
  }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
