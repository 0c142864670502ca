import LayoutModel

extension Layout {
  /// A linear row's origin as a conflict report writes it: an explicit constraint in the visual
  /// format where that reads naturally, prefixed by its index (`#12 H:[title]-(8)-[subtitle]`),
  /// anything else as ``describe(_:in:)`` writes it.
  public func diagnosticDescription(_ source: ConstraintSource) -> String {
    guard case .explicit(let index) = source, constraints.indices.contains(index) else {
      return describe(source)
    }
    let constraint = constraints[index]
    return "#\(index) " + (visualFormatDescription(constraint) ?? describe(constraint))
  }

  /// The constraint in Auto Layout's visual format, as its log prints spacings and sizes, or
  /// `nil` when no format expresses it.
  ///
  /// Spacings between siblings read `H:[title]-(8)-[subtitle]`, to the superview
  /// `V:[bar]-(0)-|   ('|' is area)`, sizes `H:[image(64)]` and `H:[b(==a)]`; relations and
  /// priorities go inside the parentheses (`-(>=8@750)-`). A horizontal format writes leading
  /// and trailing, or left and right in a left-to-right layout; a multiplier other than 1, a
  /// center, a baseline or a mix of axes has no format.
  public func visualFormatDescription(_ c: LayoutConstraint) -> String? {
    guard let axis = c.firstAttribute.axis else { return nil }
    let prefix = axis == .horizontal ? "H:" : "V:"
    let priority = c.priority.isRequired ? "" : "@\(compactNumber(c.priority.rawValue))"
    if c.firstAttribute.isSize {
      guard let second = c.second, c.secondAttribute != .notAnAttribute else {
        let relation = c.relation == .equal ? "" : c.relation.rawValue
        return "\(prefix)[\(name(of: c.first))(\(relation)\(compactNumber(c.constant))\(priority))]"
      }
      guard c.secondAttribute == c.firstAttribute, c.multiplier == 1, c.constant == 0 else { return nil }
      return "\(prefix)[\(name(of: c.first))(\(c.relation.rawValue)\(name(of: second))\(priority))]"
    }
    guard let second = c.second, c.multiplier == 1,
      let first = edge(c.firstAttribute, axis), let other = edge(c.secondAttribute, axis)
    else { return nil }
    // Read as `later.start (relation) earlier.end + spacing`, flipping the sides if needed.
    let forward = Spacing(
      later: c.first, laterEdge: first, earlier: second, earlierEdge: other, relation: c.relation,
      constant: c.constant)
    let backward = Spacing(
      later: second, laterEdge: other, earlier: c.first, earlierEdge: first,
      relation: c.relation.flipped, constant: -c.constant)
    for spacing in [forward, backward] {
      if let text = format(spacing, priority: priority) { return prefix + text }
    }
    return nil
  }

  /// `view.laterEdge (relation) earlier.earlierEdge + constant`, with edges as `start` or `end`.
  private struct Spacing {
    var later: ViewID
    var laterEdge: FormatEdge
    var earlier: ViewID
    var earlierEdge: FormatEdge
    var relation: LayoutRelation
    var constant: Double
  }

  private enum FormatEdge { case start, end }

  private func format(_ s: Spacing, priority: String) -> String? {
    let relation = s.relation == .equal ? "" : s.relation.rawValue
    let gap = "-(\(relation)\(compactNumber(s.constant))\(priority))-"
    let laterParent = views[s.later.index].parent
    let earlierParent = views[s.earlier.index].parent
    switch (s.laterEdge, s.earlierEdge) {
    case (.start, .end) where s.later != s.earlier && laterParent != nil && laterParent == earlierParent:
      return "[\(name(of: s.earlier))]\(gap)[\(name(of: s.later))]"
    case (.start, .start) where laterParent == s.earlier:
      return "|\(gap)[\(name(of: s.later))]   ('|' is \(name(of: s.earlier)))"
    case (.end, .end) where earlierParent == s.later:
      return "[\(name(of: s.earlier))]\(gap)|   ('|' is \(name(of: s.later)))"
    default:
      return nil
    }
  }

  /// Whether `attribute` is the start or the end edge of a format along `axis`.
  private func edge(_ attribute: LayoutAttribute, _ axis: LayoutAxis) -> FormatEdge? {
    switch (attribute, axis) {
    case (.leading, .horizontal), (.top, .vertical): .start
    case (.trailing, .horizontal), (.bottom, .vertical): .end
    case (.left, .horizontal) where direction == .leftToRight: .start
    case (.right, .horizontal) where direction == .leftToRight: .end
    default: nil
    }
  }
}

extension LayoutRelation {
  /// The relation with its sides swapped: `<=` becomes `>=`.
  var flipped: LayoutRelation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
