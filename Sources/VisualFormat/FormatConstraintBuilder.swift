import LayoutModel

/// Turns a parsed format into constraints: looks up names, finds the superview, picks attributes
/// for the orientation and direction, and writes one constraint per predicate.
struct FormatConstraintBuilder {
  let syntax: FormatSyntax
  let format: String
  let options: FormatOptions
  let metrics: [String: Double]
  let viewIDs: (String) -> ViewID?
  let layout: Layout

  /// The attributes a format writes along its axis.
  private struct Edges {
    /// The edge of a view that faces the start of the row (the `|` before it).
    var start: LayoutAttribute
    /// The edge that faces the end of the row.
    var end: LayoutAttribute
    var size: LayoutAttribute
    /// Whether coordinates grow against the reading order (right to left), in which case the
    /// earlier item is written first so that spacings stay positive.
    var reversed: Bool
  }

  /// An item at one end of a connection: a view, or the superview seen from inside.
  private struct Endpoint {
    var view: ViewID
    var attribute: LayoutAttribute
  }

  func build() throws(VisualFormatError) -> [LayoutConstraint] {
    let direction = try options.direction()
    let alignments = options.alignmentAttributes
    for attribute in alignments where attribute.axis == syntax.axis {
      throw .alignmentAlongOrientation(option: attribute, orientation: syntax.axis)
    }
    let edges = Self.edges(syntax.axis, direction)
    let views = try syntax.views.map { (view) throws(VisualFormatError) in try resolveView(view.name, at: view.offset) }

    var constraints: [LayoutConstraint] = []
    if let leading = syntax.leadingSuperview, let first = views.first {
      let container = try superview(of: views, at: leading.offset)
      try connect(
        Endpoint(view: container, attribute: edges.start), Endpoint(view: first, attribute: edges.start),
        by: leading.connection, standard: VisualFormat.standardSuperviewSpacing, edges: edges, into: &constraints)
    }
    for (position, view) in syntax.views.enumerated() {
      for predicate in view.predicates {
        constraints.append(try sizeConstraint(views[position], predicate, edges.size))
      }
      if position + 1 < views.count {
        try connect(
          Endpoint(view: views[position], attribute: edges.end),
          Endpoint(view: views[position + 1], attribute: edges.start),
          by: syntax.connections[position], standard: VisualFormat.standardSiblingSpacing, edges: edges,
          into: &constraints)
      }
    }
    if let trailing = syntax.trailingSuperview, let last = views.last {
      let container = try superview(of: views, at: trailing.offset)
      try connect(
        Endpoint(view: last, attribute: edges.end), Endpoint(view: container, attribute: edges.end),
        by: trailing.connection, standard: VisualFormat.standardSuperviewSpacing, edges: edges, into: &constraints)
    }
    for attribute in alignments {
      for (first, second) in zip(views, views.dropFirst()) {
        constraints.append(LayoutConstraint(first, attribute, .equal, second, attribute))
      }
    }
    return constraints
  }

  private static func edges(_ axis: LayoutAxis, _ direction: FormatDirection) -> Edges {
    switch (axis, direction) {
    case (.vertical, _): Edges(start: .top, end: .bottom, size: .height, reversed: false)
    case (.horizontal, .leadingToTrailing): Edges(start: .leading, end: .trailing, size: .width, reversed: false)
    case (.horizontal, .leftToRight): Edges(start: .left, end: .right, size: .width, reversed: false)
    case (.horizontal, .rightToLeft): Edges(start: .right, end: .left, size: .width, reversed: true)
    }
  }

  // MARK: Constraints

  /// One constraint per predicate of the connection, each `later.edge (relation) earlier.edge + spacing`
  /// (or the mirror image when the row runs right to left).
  private func connect(
    _ earlier: Endpoint, _ later: Endpoint, by connection: ConnectionSyntax, standard: Double,
    edges: Edges, into constraints: inout [LayoutConstraint]
  ) throws(VisualFormatError) {
    let spacings: [(LayoutRelation, Double, LayoutPriority)]
    switch connection {
    case .flush: spacings = [(.equal, 0, .required)]
    case .standard: spacings = [(.equal, standard, .required)]
    case .predicates(let predicates):
      spacings = try predicates.map { (predicate) throws(VisualFormatError) in
        (predicate.relation, try spacing(predicate.object), try priority(predicate.priority))
      }
    }
    let (first, second) = edges.reversed ? (earlier, later) : (later, earlier)
    for (relation, constant, priority) in spacings {
      constraints.append(LayoutConstraint(
        first.view, first.attribute, relation, second.view, second.attribute,
        constant: constant, priority: priority))
    }
  }

  /// `view.size (relation) constant` or `view.size (relation) other.size`.
  private func sizeConstraint(
    _ view: ViewID, _ predicate: PredicateSyntax, _ size: LayoutAttribute
  ) throws(VisualFormatError) -> LayoutConstraint {
    let priority = try priority(predicate.priority)
    switch predicate.object {
    case .number(let value, let offset):
      return LayoutConstraint(
        view, size, predicate.relation, constant: try finite(value, nil, offset), priority: priority)
    case .name(let name, let offset):
      if let value = metrics[name] {
        return LayoutConstraint(view, size, predicate.relation, constant: try finite(value, name, offset), priority: priority)
      }
      guard viewIDs(name) != nil else { throw .unknownViewOrMetric(name, at: position(offset)) }
      let other = try resolveView(name, at: offset)
      return LayoutConstraint(view, size, predicate.relation, other, size, priority: priority)
    }
  }

  // MARK: Names and values

  private func resolveView(_ name: String, at offset: Int) throws(VisualFormatError) -> ViewID {
    guard let id = viewIDs(name) else { throw .unknownView(name, at: position(offset)) }
    guard id.index >= 0, id.index < layout.viewCount else {
      throw .viewNotInLayout(name: name, id: id, at: position(offset))
    }
    return id
  }

  /// The one parent of all the format's views, which `|` stands for.
  private func superview(of views: [ViewID], at offset: Int) throws(VisualFormatError) -> ViewID {
    var common: ViewID?
    for (position, view) in views.enumerated() {
      guard let parent = layout[view].parent else {
        throw .noSuperview(view: syntax.views[position].name, at: self.position(offset))
      }
      if let common, common != parent {
        let first = views.firstIndex { layout[$0].parent == common } ?? 0
        throw .noCommonSuperview(
          first: syntax.views[first].name, second: syntax.views[position].name,
          at: self.position(syntax.views[position].offset))
      }
      common = parent
    }
    return common ?? .root
  }

  private func spacing(_ value: ValueSyntax) throws(VisualFormatError) -> Double {
    switch value {
    case .number(let number, let offset): return try finite(number, nil, offset)
    case .name(let name, let offset):
      if let metric = metrics[name] { return try finite(metric, name, offset) }
      if viewIDs(name) != nil {
        throw .invalidPredicate(
          reason: "a spacing relates two edges by a distance; it cannot name the view '\(name)'",
          at: position(offset))
      }
      throw .unknownMetric(name, at: position(offset))
    }
  }

  private func priority(_ value: ValueSyntax?) throws(VisualFormatError) -> LayoutPriority {
    guard let value else { return .required }
    let raw: Double
    switch value {
    case .number(let number, _): raw = number
    case .name(let name, let offset):
      guard let metric = metrics[name] else { throw .unknownMetric(name, at: position(offset)) }
      raw = metric
    }
    let priority = LayoutPriority(raw)
    guard priority.isValid else { throw .priorityOutOfRange(raw, at: position(value.offset)) }
    return priority
  }

  /// `value` if finite; `metric` is the name it came from, or `nil` for a literal.
  private func finite(_ value: Double, _ metric: String?, _ offset: Int) throws(VisualFormatError) -> Double {
    guard value.isFinite else {
      let source = metric.map { "the metric '\($0)'" } ?? "the number"
      throw .invalidPredicate(reason: "\(source) is \(value), not a finite number", at: position(offset))
    }
    return value
  }

  private func position(_ offset: Int) -> FormatPosition { FormatPosition(format: format, offset: offset) }
}
