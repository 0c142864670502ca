import LayoutModel

extension RootBuilder {
  /// Interface Builder's attribute names; `baseline` is the last baseline.
  static let attributeNames: [String: LayoutAttribute] = {
    var names: [String: LayoutAttribute] = [:]
    for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute { names[attribute.rawValue] = attribute }
    names["baseline"] = .lastBaseline
    return names
  }()

  /// Adds every constraint of every view of the root, in document order.
  mutating func addConstraints() {
    var nodeOfItem: [ViewID: Int] = [:]
    for (index, node) in nodes.enumerated() { nodeOfItem[node.model] = index }
    for index in nodes.indices {
      guard let list = tree.child(of: nodes[index].element, named: "constraints") else { continue }
      for constraint in tree.children(of: list, named: "constraint") {
        addConstraint(constraint, owner: index, nodeOfItem: nodeOfItem)
      }
    }
  }

  /// Notes every view a constraint of the root names, as its first item (by default the view
  /// that holds it) or its second; design-time placeholders count, since the canvas holds them
  /// (round 57).
  ///
  /// Why: Interface Builder holds a view that no constraint names at its frame, whatever its
  /// translation flag says, and the importer must know which views those are before it adds
  /// the views.
  mutating func collectConstrainedIDs() {
    for node in nodes {
      guard let list = tree.child(of: node.element, named: "constraints") else { continue }
      for constraint in tree.children(of: list, named: "constraint") {
        constrainedIDs.insert(attribute(constraint, "firstItem") ?? node.ibID)
        if let second = attribute(constraint, "secondItem") { constrainedIDs.insert(second) }
      }
    }
  }

  /// Whether a `<constraint>` is one the layout holds: one not excluded by the device's
  /// configuration. A design-time placeholder (`placeholder="YES"`) is removed from the built nib
  /// but held by Interface Builder's canvas, whose frames the document saves (round 57: an empty
  /// stack's placeholder width in WWDCScholars, placeholder heights in whatdid, Open Food Facts,
  /// the Corona-Warn-App and edX); before round 57 it was left out.
  func isActiveConstraint(_ element: Int) -> Bool {
    return !(attribute(element, "id").map { variations.excludedConstraints.contains($0) } ?? false)
  }

  /// Reads one `<constraint>`: `firstItem` defaults to the view that owns it, `multiplier` may be
  /// a ratio `a:b`, and a constraint that is not active (``isActiveConstraint(_:)``) is left out.
  mutating func addConstraint(_ element: Int, owner: Int, nodeOfItem: [ViewID: Int]) {
    guard isActiveConstraint(element) else { return }
    func item(_ key: String) -> ViewID?? {
      guard let id = attribute(element, key) else { return .some(nil) }
      if let found = itemByID[id] { return .some(found) }
      if variations.excludedViews.contains(id) { return nil }
      warnings.append(context.warning(element, "\(key) \(id) is not a view or guide of this root (\(describeElement(id))); constraint left out"))
      return nil
    }
    func layoutAttribute(_ key: String) -> LayoutAttribute? {
      guard let raw = attribute(element, key) else { return nil }
      guard let value = Self.attributeNames[raw] else {
        warnings.append(context.warning(element, "\(key) '\(raw)' is not an attribute the model knows; constraint left out"))
        return nil
      }
      return value
    }
    guard let firstResult = item("firstItem"), let secondResult = item("secondItem") else { return }
    var first = firstResult ?? (owner == 0 ? misplacedRootContent : nil) ?? nodes[owner].model
    var second = secondResult
    guard attribute(element, "firstAttribute") != nil else {
      warnings.append(context.warning(element, "no firstAttribute; constraint left out"))
      return
    }
    guard let firstAttribute = layoutAttribute("firstAttribute") else { return }
    var secondAttribute = LayoutAttribute.notAnAttribute
    if second != nil {
      guard let parsed = layoutAttribute("secondAttribute") else {
        if attribute(element, "secondAttribute") == nil {
          warnings.append(context.warning(element, "secondItem without secondAttribute; constraint left out"))
        }
        return
      }
      secondAttribute = parsed
    }
    let relation: LayoutRelation
    switch attribute(element, "relation") {
    case nil, "equal": relation = .equal
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case let other?:
      warnings.append(context.warning(element, "relation '\(other)' is unknown; constraint left out"))
      return
    }
    guard let multiplier = Self.multiplier(attribute(element, "multiplier")) else {
      warnings.append(context.warning(element, "multiplier '\(attribute(element, "multiplier") ?? "")' is not a number or a ratio a:b; constraint left out"))
      return
    }
    var constant = 0.0
    if let raw = attribute(element, "constant") {
      guard let value = number(raw) else {
        warnings.append(context.warning(element, "constant '\(raw)' is not a number; constraint left out"))
        return
      }
      constant = value
    } else if attribute(element, "symbolic") == "YES" {
      // The standard spacing: 8 pt between siblings, 20 pt to the superview's edge.
      // A misplaced root's content guide stands for the root.
      func view(_ item: ViewID) -> ViewID { item == misplacedRootContent ? .root : item }
      let toSuperview = second.map { layout[first].parent == view($0) || layout[$0].parent == view(first) } ?? false
      constant = toSuperview ? 20 : 8
    }
    var priority = LayoutPriority.required
    if let raw = attribute(element, "priority") {
      guard let value = number(raw), value >= 1, value <= 1000 else {
        warnings.append(context.warning(element, "priority '\(raw)' is outside 1...1000; constraint left out"))
        return
      }
      priority = LayoutPriority(value)
    }
    // Edges between a scroll view and its content attach to the content area.
    if let s = second {
      if let guide = contentArea(of: first, attribute: firstAttribute, relatedTo: s, nodeOfItem: nodeOfItem) { first = guide }
      if let guide = contentArea(of: s, attribute: secondAttribute, relatedTo: first, nodeOfItem: nodeOfItem) { second = guide }
    }
    let constraint = LayoutConstraint(
      first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority, identifier: attribute(element, "identifier") ?? attribute(element, "id"))
    do {
      try layout.addConstraint(constraint)
      documentConstraintCount += 1
    } catch {
      warnings.append(context.warning(element, "constraint left out: \(error)"))
    }
  }

  /// A multiplier written as a number (`0.5`) or a ratio (`16:9`, `4/3`); absent means 1.
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), maxSplits: 1).map(String.init)
      guard parts.count == 2, let a = number(parts[0]), let b = number(parts[1]), b != 0 else { return nil }
      return a / b
    }
    return number(text)
  }

  /// The content-area guide to use instead of `item` when `item` is an iOS scroll view, the
  /// attribute is one of its edges, and `other` lies inside it: UIKit attaches such constraints
  /// to the content, while sizes and centers stay on the scroll view's frame.
  mutating func contentArea(
    of item: ViewID, attribute: LayoutAttribute, relatedTo other: ViewID, nodeOfItem: [ViewID: Int]
  ) -> ViewID? {
    guard context.platform == .iOS, let scrollNode = nodeOfItem[item], tree[nodes[scrollNode].element].name == "scrollView"
    else { return nil }
    switch attribute.withoutMargin {
    case .left, .right, .top, .bottom, .leading, .trailing: break
    default: return nil
    }
    guard !attribute.isMargin else { return nil }
    // `other` lies inside when its owner chain reaches the scroll view.
    var current: ViewID? = layout.isGuide(other) ? layout[other].parent : other
    guard current != item else { return nil }
    while let view = current, view != item { current = layout[view].parent }
    guard current == item else { return nil }
    return contentGuide(forScrollView: scrollNode)
  }

  /// What an `id` names in the document, for a warning about a reference outside the root.
  func describeElement(_ id: String) -> String {
    guard let element = context.elementByID[id] else { return "no element has this id" }
    return "it is a <\(tree[element].name)> on line \(tree[element].line)"
  }
}
