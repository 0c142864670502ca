import LayoutModel

extension FuzzLayoutGenerator {
  /// How one axis of a view is fixed.
  enum AxisMode: CaseIterable {
    /// Required equalities: a size and a position, or two positions.
    case determined
    /// A required inequality held tight by a soft pull past it.
    case tight
    /// Soft constraints only, perhaps bounded by a required inequality with slack.
    case soft
    /// An intrinsic size with hugging and compression resistance.
    case intrinsic
  }

  static let multipliers: [Double] = [
    0.5, 1.0 / 3, 2.0 / 3, 0.7, 0.125, 10.0 / 11, 0.909091, 1.5, 2, 3, 0.25, 0.8, 0.6, 1.25, 0.3, 0.9, 1.1,
  ]
  static let usualPriorities: [Double] = [250, 500, 750, 251, 249, 749, 751, 999, 1, 50, 300.25, 999.5, 998]

  // MARK: Placing views

  mutating func makeConstraints() {
    for index in 1..<layout.viewCount {
      let view = ViewID(index)
      for axis in LayoutAxis.allCases { place(view, axis) }
      addExtras(view)
    }
    markFixed()
    for _ in 0..<profile.conflicts { addConflict() }
  }

  private mutating func place(_ view: ViewID, _ axis: LayoutAxis) {
    let mode = random.pick(weighted: [
      (AxisMode.determined, profile.modeDetermined), (.tight, profile.modeTight),
      (.soft, profile.modeSoft), (.intrinsic, profile.modeIntrinsic),
    ])
    switch mode {
    case .determined:
      if random.chance(0.2) {
        // Two edges instead of a size and an edge: the width is implied.
        let pair = axis == .horizontal ? horizontalEdges() : [LayoutAttribute.top, .bottom, .centerY]
        let first = random.below(pair.count)
        let second = (first + 1 + random.below(pair.count - 1)) % pair.count
        requiredPosition(view, axis, pair[first])
        requiredPosition(view, axis, pair[second])
      } else {
        requiredSize(view, axis)
        requiredPosition(view, axis, nil)
      }
    case .tight:
      if random.chance(0.5) { requiredSize(view, axis) } else { tight(view, sizeAttribute(axis), anchorSize: true) }
      tight(view, position(axis, random.chance(0.5)), anchorSize: false)
    case .soft:
      for _ in 0..<random.int(in: 0...3) { softAbout(view, sizeAttribute(axis)) }
      for _ in 0..<random.int(in: 0...3) { softAbout(view, position(axis, random.chance(0.5))) }
      if random.chance(0.4) { boundingInequality(view, random.chance(0.5) ? sizeAttribute(axis) : position(axis, random.chance(0.5))) }
    case .intrinsic:
      intrinsic(view, axis)
      if random.chance(0.6) { requiredPosition(view, axis, nil) } else {
        for _ in 0..<random.int(in: 1...2) { softAbout(view, position(axis, random.chance(0.5))) }
      }
    }
  }

  /// `view.size == constant` or `view.size == m * other.size + c`, exact at the truth.
  private mutating func requiredSize(_ view: ViewID, _ axis: LayoutAxis) {
    let attribute = sizeAttribute(axis)
    if random.chance(0.3) {
      add(LayoutConstraint(view, attribute, .equal), .required, offset: 0)
      return
    }
    let other = anchor(for: view)
    let otherAttribute = random.chance(0.8) ? attribute : sizeAttribute(axis == .horizontal ? .vertical : .horizontal)
    add(LayoutConstraint(view, attribute, .equal, other, otherAttribute, multiplier: multiplier()), .required, offset: 0)
  }

  /// `view.edge == m * other.edge + c`, exact at the truth.
  private mutating func requiredPosition(_ view: ViewID, _ axis: LayoutAxis, _ edge: LayoutAttribute?) {
    let directional = edge.map { $0.isDirectional } ?? random.chance(0.5)
    let first = edge ?? position(axis, directional)
    let second = position(axis, first.isDirectional || (first == .centerX && directional))
    add(LayoutConstraint(view, first, .equal, anchor(for: view), second, multiplier: multiplier()), .required, offset: 0)
  }

  /// A required inequality with zero slack at the truth, and a soft equality that pulls past
  /// it, so the inequality is tight at the optimum (where the rest allows).
  private mutating func tight(_ view: ViewID, _ attribute: LayoutAttribute, anchorSize: Bool) {
    let relation: LayoutRelation = random.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual
    let other = anchor(for: view)
    let second = anchorSize ? attribute : position(attribute.axis ?? .horizontal, attribute.isDirectional)
    let m = multiplier()
    add(LayoutConstraint(view, attribute, relation, other, second, multiplier: m), .required, offset: 0)
    // Past the bound: above it for <=, below it for >=.
    let push = random.rounded(in: 1...60) * (relation == .lessThanOrEqual ? 1 : -1)
    add(LayoutConstraint(view, attribute, .equal, other, second, multiplier: m), softPriority(), offset: push)
  }

  /// A required inequality that holds at the truth with some slack (sometimes none).
  private mutating func boundingInequality(_ view: ViewID, _ attribute: LayoutAttribute) {
    let relation: LayoutRelation = random.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual
    let slack = random.chance(0.3) ? 0 : random.rounded(in: 0...40)
    let signed = relation == .lessThanOrEqual ? slack : -slack
    if attribute.isSize, random.chance(0.4) {
      add(LayoutConstraint(view, attribute, relation), .required, offset: signed)
      return
    }
    let other = anchor(for: view)
    let second = attribute.isSize ? attribute : position(attribute.axis ?? .horizontal, attribute.isDirectional)
    add(LayoutConstraint(view, attribute, relation, other, second, multiplier: multiplier()), .required, offset: signed)
  }

  /// A soft constraint on one attribute of `view`, aimed near the truth.
  private mutating func softAbout(_ view: ViewID, _ attribute: LayoutAttribute) {
    let relation = random.pick([LayoutRelation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
    let offset = random.chance(0.2) ? 0 : random.rounded(in: -60...60)
    if attribute.isSize, random.chance(0.4) {
      add(LayoutConstraint(view, attribute, relation), softPriority(), offset: offset)
      return
    }
    let other = anchor(for: view)
    let second = attribute.isSize ? attribute : position(attribute.axis ?? .horizontal, attribute.isDirectional)
    add(LayoutConstraint(view, attribute, relation, other, second, multiplier: multiplier()), softPriority(), offset: offset)
  }

  /// An intrinsic size along `axis`, near the truth, with hugging and compression resistance at
  /// random priorities; required ones are kept consistent with the truth.
  private mutating func intrinsic(_ view: ViewID, _ axis: LayoutAxis) {
    let variable = ViewVariables.index(axis == .horizontal ? .width : .height, ofViewAt: view.index)
    let size = truth[variable]
    let pool: [Double] = [250, 251, 249, 750, 751, 749, 500, 999, 1, 1000]
    let hugging = profile.manyPriorities && random.chance(0.5) ? randomPriority() : random.pick(pool)
    let resistance = profile.manyPriorities && random.chance(0.5) ? randomPriority() : random.pick(pool)
    var value = max(0, size + (random.chance(0.3) ? 0 : random.rounded(in: -40...40)))
    if hugging >= 1000 { value = max(value, size) }
    if resistance >= 1000 { value = min(value, size) }
    _ = try? layout.update(view) { v in
      if axis == .horizontal { v.intrinsicContentSize.width = value } else { v.intrinsicContentSize.height = value }
      v.contentHugging[axis] = LayoutPriority(hugging)
      v.compressionResistance[axis] = LayoutPriority(resistance)
    }
    if random.chance(0.3) { tight(view, sizeAttribute(axis), anchorSize: true) }
  }

  // MARK: Extras

  private mutating func addExtras(_ view: ViewID) {
    for _ in 0..<count(expected: profile.softExtras) {
      let other = ViewID(random.below(layout.viewCount))
      let (first, second) = attributePair()
      let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      let offset = random.chance(0.2) ? 0 : random.rounded(in: -80...80)
      add(LayoutConstraint(view, first, relation, other, second, multiplier: multiplier()), softPriority(), offset: offset)
    }
    for _ in 0..<count(expected: profile.redundant) {
      let other = ViewID(random.below(layout.viewCount))
      let (first, second) = attributePair()
      add(LayoutConstraint(view, first, .equal, other, second, multiplier: multiplier()), .required, offset: 0)
    }
    for _ in 0..<count(expected: profile.inequalities) {
      let other = ViewID(random.below(view.index))
      let (first, second) = attributePair()
      let relation: LayoutRelation = random.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual
      let slack = random.chance(0.5) ? 0 : random.rounded(in: 0...30)
      add(LayoutConstraint(view, first, relation, other, second, multiplier: multiplier()), .required,
          offset: relation == .lessThanOrEqual ? slack : -slack)
    }
  }

  /// A required constraint that cannot hold: it relates variables that required equalities fix,
  /// at a constant `d` away from their truth.
  private mutating func addConflict() {
    for _ in 0..<40 {
      let view = ViewID(1 + random.below(max(layout.viewCount - 1, 1)))
      guard view.index < layout.viewCount else { return }
      let other = random.chance(0.3) ? nil : ViewID(random.below(layout.viewCount))
      let (first, second) = other == nil ? (sizeAttribute(random.chance(0.5) ? .horizontal : .vertical), LayoutAttribute.notAnAttribute) : attributePair()
      let relation = random.pick([LayoutRelation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
      let constraint = LayoutConstraint(view, first, relation, other, second, multiplier: other == nil ? 1 : multiplier())
      guard (try? layout.validate(constraint)) != nil else { continue }
      let row = layout.linearize(constraint, source: .explicit(0))
      guard !row.terms.isEmpty, row.terms.allSatisfy({ fixed[Int($0.variable)] }) else { continue }
      let size = random.chance(0.1) ? random.double(in: 0.01...0.5) : random.rounded(in: 1...50)
      // Breaking the equality either way, an inequality on its wrong side.
      let offset: Double
      switch relation {
      case .equal: offset = random.chance(0.5) ? size : -size
      case .lessThanOrEqual: offset = -size
      case .greaterThanOrEqual: offset = size
      }
      add(constraint, .required, offset: offset, conflict: true, rounded: false)
      return
    }
  }

  /// Marks every variable that required equalities pin, given the root: repeatedly, a required
  /// equality with one unpinned variable pins it, and two on the same view's position and size
  /// (a pair of edges) pin both.
  mutating func markFixed() {
    let rows: [LinearConstraint] = made.compactMap { entry in
      guard entry.constraint.priority.isRequired, entry.constraint.relation == .equal else { return nil }
      return layout.linearize(entry.constraint, source: .explicit(0))
    }
    var changed = true
    while changed {
      changed = false
      var open: [[Int32]: [LinearConstraint]] = [:]
      for row in rows {
        let unknown = row.terms.filter { !fixed[Int($0.variable)] }.map(\.variable).sorted()
        if unknown.count == 1 {
          fixed[Int(unknown[0])] = true
          changed = true
        } else if unknown.count == 2 {
          open[unknown, default: []].append(row)
        }
      }
      guard !changed else { continue }
      for (unknown, group) in open where group.count >= 2 {
        func coefficient(_ row: LinearConstraint, _ variable: Int32) -> Double {
          row.terms.filter { $0.variable == variable }.reduce(0) { $0 + $1.coefficient }
        }
        let (a, b) = (group[0], group[1])
        let determinant = coefficient(a, unknown[0]) * coefficient(b, unknown[1])
          - coefficient(a, unknown[1]) * coefficient(b, unknown[0])
        if abs(determinant) > 1e-9 {
          for variable in unknown { fixed[Int(variable)] = true }
          changed = true
        }
      }
    }
  }

  // MARK: Building blocks

  /// Records `constraint` at `priority` with the constant that makes it hold at the truth,
  /// moved by `offset` (positive loosens a `<=`, negative loosens a `>=`).
  mutating func add(
    _ constraint: LayoutConstraint, _ priority: LayoutPriority, offset: Double, conflict: Bool = false,
    rounded: Bool = true
  ) {
    var constraint = constraint
    constraint.constant = 0
    constraint.priority = priority
    guard (try? layout.validate(constraint)) != nil else { return }
    let row = layout.linearize(constraint, source: .explicit(0))
    var exact = row.constant
    for term in row.terms { exact += term.coefficient * truth[Int(term.variable)] }
    var constant = exact + offset
    // Soft constants and slack read better rounded; a tight required one keeps every digit.
    if rounded, offset != 0 {
      constant = constraint.relation == .greaterThanOrEqual && priority.isRequired
        ? (constant * 4).rounded(.down) / 4 : constraint.relation == .lessThanOrEqual && priority.isRequired
        ? (constant * 4).rounded(.up) / 4 : (constant * 4).rounded() / 4
    }
    constraint.constant = constant
    made.append((constraint, conflict))
  }

  /// The view a required constraint of `view` refers to: its parent, the previous view, or any
  /// earlier one.
  mutating func anchor(for view: ViewID) -> ViewID {
    let parent = layout[view].parent ?? .root
    switch random.pick(weighted: [(0, profile.anchorParent), (1, profile.anchorPrevious), (2, profile.anchorAny)]) {
    case 0: return parent
    case 1: return ViewID(max(view.index - 1, 0))
    default: return ViewID(random.below(max(view.index, 1)))
    }
  }

  /// Two attributes that may be related: sizes (any axes) or locations on one axis.
  mutating func attributePair() -> (LayoutAttribute, LayoutAttribute) {
    if random.chance(0.35) {
      let first = sizeAttribute(random.chance(0.5) ? .horizontal : .vertical)
      return (first, random.chance(0.7) ? first : (first == .width ? .height : .width))
    }
    let axis: LayoutAxis = random.chance(0.5) ? .horizontal : .vertical
    let directional = random.chance(0.5)
    return (position(axis, directional), position(axis, directional))
  }

  func sizeAttribute(_ axis: LayoutAxis) -> LayoutAttribute { axis == .horizontal ? .width : .height }

  /// A location on `axis`; horizontal ones from the directional or the absolute family, which
  /// Auto Layout does not let one constraint mix.
  mutating func position(_ axis: LayoutAxis, _ directional: Bool) -> LayoutAttribute {
    if axis == .horizontal {
      return random.pick(directional ? [.leading, .trailing, .centerX] : [.left, .right, .centerX])
    }
    if random.chance(profile.baselines) { return random.pick([.firstBaseline, .lastBaseline]) }
    return random.pick([.top, .bottom, .centerY])
  }

  func horizontalEdges() -> [LayoutAttribute] {
    rightToLeft ? [.leading, .trailing, .centerX] : [.left, .right, .centerX]
  }

  mutating func multiplier() -> Double {
    random.chance(profile.multiplier) ? random.pick(Self.multipliers) : 1
  }

  mutating func softPriority() -> LayoutPriority {
    LayoutPriority(profile.manyPriorities && random.chance(0.7) ? randomPriority() : random.pick(Self.usualPriorities))
  }

  /// Any priority below required: an integer, or a fraction of one.
  mutating func randomPriority() -> Double {
    let whole = Double(random.int(in: 1...999))
    switch random.below(4) {
    case 0: return min(999.75, whole + random.pick([0.25, 0.5, 0.75]))
    case 1: return min(999.999, whole + Double(random.below(1000)) / 1000)
    default: return whole
    }
  }

  /// A count whose mean is `expected`: its whole part, plus one with the fraction's probability.
  mutating func count(expected: Double) -> Int {
    let whole = Int(expected)
    return whole + (random.chance(expected - Double(whole)) ? 1 : 0)
  }
}
