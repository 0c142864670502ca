/// `first.firstAttribute (relation) second.secondAttribute * multiplier + constant`, at a priority.
///
/// A missing `second` (with `secondAttribute == .notAnAttribute`) makes the right side a bare
/// constant, which Auto Layout allows only for sizes.
public struct LayoutConstraint: Hashable, Sendable {
  /// An optional identifier that reports and errors show next to the readable form.
  public var identifier: String?
  public var first: ViewID
  public var firstAttribute: LayoutAttribute
  public var relation: LayoutRelation
  public var second: ViewID?
  public var secondAttribute: LayoutAttribute
  public var multiplier: Double
  public var constant: Double
  public var priority: LayoutPriority
  /// Whether the constant will change often (an animated height or offset): an incremental
  /// engine then keeps the constraint where a change is cheapest. Only a hint.
  public var changesOften: Bool

  /// Inlinable: the scenario reader, in another module, makes one per constraint it reads.
  @inlinable public init(
    _ first: ViewID, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: ViewID? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
    identifier: String? = nil, changesOften: Bool = false
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.changesOften = changesOften
  }
}
