extension Layout {
  /// The implicit constraints Auto Layout generates for a view: content hugging and compression
  /// resistance for each axis with an intrinsic size, and the autoresizing translation; for a
  /// layout guide, the rows that tie it to its owner.
  public func implicitConstraints(for id: ViewID) -> [(LayoutConstraint, ConstraintSource)] {
    let view = views[id.index]
    var result: [(LayoutConstraint, ConstraintSource)] = []
    for axis in LayoutAxis.allCases {
      let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
      guard let intrinsic, intrinsic >= 0 else { continue }
      let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
      result.append((
        LayoutConstraint(id, attribute, .lessThanOrEqual, constant: intrinsic, priority: view.contentHugging[axis]),
        .hugging(id, axis)))
      result.append((
        LayoutConstraint(
          id, attribute, .greaterThanOrEqual, constant: intrinsic,
          priority: view.compressionResistance[axis]),
        .compressionResistance(id, axis)))
    }
    result += autoresizingConstraints(for: id)
    result += guideConstraints(for: id)
    return result
  }

  /// The whole layout as linear rows: the root's origin and size, every explicit constraint in
  /// order, then each view's implicit constraints.
  /// - Complexity: O(views + constraints), plus the walk to a common ancestor for each location
  ///   constraint whose multiplier is not 1.
  public func linearSystem() -> LinearSystem {
    var rows: [LinearConstraint] = []
    rows.reserveCapacity(4 + constraints.count + views.count)
    let x = FrameComponent.x.variable(of: .root)
    let y = FrameComponent.y.variable(of: .root)
    rows.append(LinearConstraint(terms: [LinearTerm(variable: x, coefficient: 1)], constant: 0, relation: .equal, priority: .required, source: .rootOrigin(.horizontal)))
    rows.append(LinearConstraint(terms: [LinearTerm(variable: y, coefficient: 1)], constant: 0, relation: .equal, priority: .required, source: .rootOrigin(.vertical)))
    let rootWidthRow = rows.count
    rows.append(linearize(LayoutConstraint(.root, .width, constant: rootSize.width), source: .rootSize(.horizontal)))
    let rootHeightRow = rows.count
    rows.append(linearize(LayoutConstraint(.root, .height, constant: rootSize.height), source: .rootSize(.vertical)))
    var explicitRows: [Int] = []
    explicitRows.reserveCapacity(constraints.count)
    for (index, constraint) in constraints.enumerated() {
      explicitRows.append(rows.count)
      rows.append(linearize(constraint, source: .explicit(index)))
    }
    for index in views.indices {
      for (constraint, source) in implicitConstraints(for: ViewID(index)) {
        rows.append(linearize(constraint, source: source))
      }
    }
    return LinearSystem(
      variableCount: ViewVariables.count(views: views.count), constraints: rows, explicitConstraintRows: explicitRows,
      rootWidthRow: rootWidthRow, rootHeightRow: rootHeightRow)
  }

  /// One constraint as a linear row. The constraint must have passed ``validate(_:)``.
  public func linearize(_ c: LayoutConstraint, source: ConstraintSource) -> LinearConstraint {
    // Leading/trailing in a right-to-left layout: measure the whole row in mirrored coordinates.
    let mirrored = direction == .rightToLeft
      && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
    var terms: [LinearTerm] = []
    terms.reserveCapacity(6)
    var constant = -c.constant
    constant += accumulate(c.first, c.firstAttribute, scale: 1, mirrored: mirrored, into: &terms)
    if let second = c.second, c.secondAttribute != .notAnAttribute {
      constant += accumulate(second, c.secondAttribute, scale: -c.multiplier, mirrored: mirrored, into: &terms)
      // Locations are measured from the common ancestor's origin, which cancels unless the
      // multiplier scales one side: then (1 - m) times that origin remains.
      if c.firstAttribute.isLocation, c.multiplier != 1,
        let ancestor = nearestCommonAncestor(c.first, second)
      {
        let horizontal = c.firstAttribute.axis == .horizontal
        let origin: LayoutAttribute = horizontal ? (mirrored ? .right : .left) : .top
        let sign: Double = mirrored ? -1 : 1
        constant += accumulate(ancestor, origin, scale: -(1 - c.multiplier) * sign, mirrored: false, into: &terms)
      }
    }
    terms.removeAll { $0.coefficient == 0 }
    return LinearConstraint(
      terms: terms, constant: constant, relation: c.relation, priority: c.priority, source: source,
      changesOften: c.changesOften)
  }

  /// Adds `scale * attribute(view)` to `terms`, merging repeated variables; returns the constant
  /// part (baseline offsets).
  private func accumulate(
    _ view: ViewID, _ attribute: LayoutAttribute, scale: Double, mirrored: Bool,
    into terms: inout [LinearTerm]
  ) -> Double {
    func add(_ component: FrameComponent, _ coefficient: Double) {
      let variable = component.variable(of: view)
      if let i = terms.firstIndex(where: { $0.variable == variable }) {
        terms[i].coefficient += coefficient * scale
      } else {
        terms.append(LinearTerm(variable: variable, coefficient: coefficient * scale))
      }
    }
    let v = views[view.index]
    // In mirrored coordinates x' = -x, so the leading edge (right) reads -(x + w).
    let s: Double = mirrored ? -1 : 1
    var attribute = attribute
    switch attribute {
    case .leading: attribute = mirrored ? .right : .left
    case .trailing: attribute = mirrored ? .left : .right
    case .leadingMargin: attribute = mirrored ? .rightMargin : .leftMargin
    case .trailingMargin: attribute = mirrored ? .leftMargin : .rightMargin
    default: break
    }
    // A margin attribute is its edge moved inward by the margin: a constant offset.
    let margins = v.layoutMargins
    switch attribute {
    case .left: add(.x, s)
    case .right: add(.x, s); add(.width, s)
    case .centerX: add(.x, s); add(.width, s / 2)
    case .width: add(.width, 1)
    case .top: add(.y, 1)
    case .bottom: add(.y, 1); add(.height, 1)
    case .centerY: add(.y, 1); add(.height, 0.5)
    case .height: add(.height, 1)
    case .lastBaseline:
      add(.y, 1); add(.height, 1)
      return -v.baselineOffsetFromBottom * scale
    case .firstBaseline:
      add(.y, 1)
      if let fromTop = v.firstBaselineOffsetFromTop { return fromTop * scale }
      add(.height, 1)
      return -v.baselineOffsetFromBottom * scale
    case .leftMargin:
      add(.x, s)
      return s * margins.left * scale
    case .rightMargin:
      add(.x, s); add(.width, s)
      return -s * margins.right * scale
    case .centerXWithinMargins:
      add(.x, s); add(.width, s / 2)
      return s * (margins.left - margins.right) / 2 * scale
    case .topMargin:
      add(.y, 1)
      return margins.top * scale
    case .bottomMargin:
      add(.y, 1); add(.height, 1)
      return -margins.bottom * scale
    case .centerYWithinMargins:
      add(.y, 1); add(.height, 0.5)
      return (margins.top - margins.bottom) / 2 * scale
    case .leading, .trailing, .leadingMargin, .trailingMargin, .notAnAttribute: break
    }
    return 0
  }

  /// Every view's frame relative to its superview, from solved alignment-rect variables
  /// (`4 * views` values indexed as in ``LinearSystem``).
  public func frames(fromValues values: [Double]) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(views.count)
    for (index, view) in views.enumerated() {
      let insets = view.alignmentInsets
      var rect = Rect(
        x: values[ViewVariables.index(.x, ofViewAt: index)] - insets.left,
        y: values[ViewVariables.index(.y, ofViewAt: index)] - insets.top,
        width: values[ViewVariables.index(.width, ofViewAt: index)] + insets.left + insets.right,
        height: values[ViewVariables.index(.height, ofViewAt: index)] + insets.top + insets.bottom)
      if let parent = view.parent {
        let p = parent.index
        rect.x -= values[ViewVariables.index(.x, ofViewAt: p)] - views[p].alignmentInsets.left
        rect.y -= values[ViewVariables.index(.y, ofViewAt: p)] - views[p].alignmentInsets.top
      }
      frames.append(rect)
    }
    return frames
  }
}
