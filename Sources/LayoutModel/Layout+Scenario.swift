import Foundation

/// Reading and writing a whole ``Layout`` as a JSON scenario file.
///
/// A scenario file is what a benchmark replays and what a failing run is reduced to, so it has to
/// survive a round trip exactly and has to be editable by hand. The format (version 1):
///
/// ```json
/// {
///   "format": 1,
///   "rootSize": { "width": 320, "height": 480 },
///   "direction": "rightToLeft",
///   "views": [
///     { "name": "root" },
///     { "name": "title", "parent": "root", "intrinsicContentSize": { "width": 120, "height": 21 } }
///   ],
///   "constraints": [
///     { "first": "title", "firstAttribute": "leading", "second": "root",
///       "secondAttribute": "leading", "constant": 20 }
///   ]
/// }
/// ```
///
/// The first view is the root and has no `parent`; every other view names a parent listed before
/// it. Fields equal to the model's defaults are left out when writing and filled in when reading:
/// `direction` (`leftToRight`), a view's `intrinsicContentSize` (none, per axis),
/// `contentHugging` (250 per axis), `compressionResistance` (750 per axis), `alignmentInsets`
/// (0 per edge), `baselineOffsetFromBottom` (0), `firstBaselineOffsetFromTop` (none),
/// `translatesAutoresizingMaskIntoConstraints` (false), `autoresizingMask` (no flags; otherwise a
/// list of flag names such as `"flexibleWidth"`), `frame` (all zero), a constraint's `relation`
/// (`"=="`; also `"<="`, `">="`), `multiplier` (1), `constant` (0), `priority` (1000) and
/// `identifier` (none). `secondAttribute` is written only with `second`. Numbers that are not
/// finite are written as the strings `"NaN"`, `"Infinity"`, `"-Infinity"` and refused on reading.
/// Optional sections: `guides` (layout guides, given ids after every view), `expectedFrames`
/// (frames a reference computed), and a view's `layoutMargins` (8 per edge by default).
/// The full description, with a frame-set example, is in `ScenarioFormat.md`.
extension Layout {
  /// Reads a scenario file; a malformed one throws an error naming the entry and field.
  ///
  /// The model's own checks run as each view and constraint is added, so a file that reads
  /// without error is a layout that ``addView(_:)`` and ``addConstraint(_:)`` accept.
  /// - Complexity: O(views + constraints), without recursion over the tree.
  public init(jsonData data: Data) throws(ScenarioError) {
    let document = try ScenarioJSON.decode(
      ScenarioDocument.self, from: data, schema: ScenarioDocument.schema,
      labeller: ScenarioDocument.labeller)
    self = try document.makeLayout()
  }

  /// The layout as a scenario file: pretty-printed, keys sorted, defaults left out.
  public func jsonData() -> Data {
    ScenarioJSON.encode(ScenarioDocument(self))
  }
}

extension ScenarioDocument {
  init(_ layout: Layout) {
    format = Self.currentFormat
    direction = layout.direction == .leftToRight ? nil : layout.direction.rawValue
    rootSize = layout.rootSize
    autoresizingRootSize = layout.autoresizingReferenceSize == layout.rootSize ? nil : layout.autoresizingReferenceSize
    views = layout.views.filter { $0.guide == nil }.map { view in
      ScenarioView(view, parentName: view.parent.map { layout.name(of: $0) })
    }
    let guideNodes = layout.views.filter { $0.guide != nil }
    guides = guideNodes.isEmpty ? nil : guideNodes.map { node in
      ScenarioGuide(node, ownerName: node.parent.map { layout.name(of: $0) } ?? "")
    }
    expectedFrames = layout.expectedFrames.map { expected in
      ScenarioExpectedFrames(
        source: expected.source,
        tolerance: expected.tolerance == ExpectedFrames.defaultTolerance ? nil : expected.tolerance,
        frames: expected.entries.map { entry in
          ScenarioExpectedFrames.Frame(
            view: layout.name(of: entry.view), x: entry.frame.x, y: entry.frame.y,
            width: entry.frame.width, height: entry.frame.height,
            status: entry.status == .checked ? nil : entry.status.rawValue)
        })
    }
    constraints = layout.constraints.isEmpty ? nil : layout.constraints.map { constraint in
      ScenarioConstraint(
        identifier: constraint.identifier, first: layout.name(of: constraint.first),
        firstAttribute: constraint.firstAttribute.rawValue,
        relation: constraint.relation == .equal ? nil : constraint.relation.rawValue,
        second: constraint.second.map { layout.name(of: $0) },
        secondAttribute: constraint.second == nil ? nil : constraint.secondAttribute.rawValue,
        multiplier: constraint.multiplier == 1 ? nil : constraint.multiplier,
        constant: constraint.constant == 0 ? nil : constraint.constant,
        priority: constraint.priority == .required ? nil : constraint.priority.rawValue)
    }
  }

  /// Builds the layout, checking references and values in file order.
  func makeLayout() throws(ScenarioError) -> Layout {
    guard format == Self.currentFormat else {
      throw .unsupportedFormat(found: format, supported: Self.currentFormat)
    }
    var layoutDirection = LayoutDirection.leftToRight
    if let direction {
      guard let parsed = LayoutDirection(rawValue: direction) else {
        throw .invalidValue(
          location: "document", field: "direction",
          reason: "is \"\(direction)\"; expected \"leftToRight\" or \"rightToLeft\"")
      }
      layoutDirection = parsed
    }
    try ScenarioJSON.requireFinite(rootSize.width, "rootSize.width", at: "document")
    try ScenarioJSON.requireFinite(rootSize.height, "rootSize.height", at: "document")
    guard let rootEntry = views.first else {
      throw .invalidValue(location: "document", field: "views", reason: "is empty; its first entry must be the root view")
    }
    let rootLocation = "views[0] (\"\(rootEntry.name)\")"
    if let parent = rootEntry.parent {
      throw .invalidValue(
        location: rootLocation, field: "parent",
        reason: "is \"\(parent)\", but the first view is the root and has no parent")
    }
    guard !rootEntry.name.isEmpty else { throw .rejected(location: rootLocation, error: .emptyViewName(index: 0)) }
    var layout = Layout(rootName: rootEntry.name, rootSize: rootSize, direction: layoutDirection)
    if let autoresizingRootSize {
      try ScenarioJSON.requireFinite(autoresizingRootSize.width, "autoresizingRootSize.width", at: "document")
      try ScenarioJSON.requireFinite(autoresizingRootSize.height, "autoresizingRootSize.height", at: "document")
      layout.autoresizingReferenceSize = autoresizingRootSize
    }
    let rootView = try rootEntry.makeView(parent: nil, at: rootLocation)
    do { try layout.update(.root) { $0 = rootView } } catch {
      throw .rejected(location: rootLocation, error: error)
    }
    try addViews(to: &layout)
    try addGuides(to: &layout)
    for (index, entry) in (constraints ?? []).enumerated() {
      let constraint = try entry.makeConstraint(in: layout, at: "constraints[\(index)] (\(entry.rawDescription))")
      do { try layout.addConstraint(constraint) } catch {
        throw .rejected(location: "constraints[\(index)] (\(layout.describe(constraint)))", error: error)
      }
    }
    if let expectedFrames { layout.expectedFrames = try expectedFrames.make(in: layout) }
    return layout
  }

  /// Adds the guides after every view, so they take the ids after the views' in file order.
  private func addGuides(to layout: inout Layout) throws(ScenarioError) {
    for (index, entry) in (guides ?? []).enumerated() {
      let location = "guides[\(index)] (\"\(entry.name)\")"
      guard layout.id(named: entry.name) == nil else { throw .duplicateName(location: location, name: entry.name) }
      guard let owner = layout.id(named: entry.owner) else {
        throw .invalidValue(location: location, field: "owner", reason: "names unknown view \"\(entry.owner)\"")
      }
      let guide = try entry.makeGuide(at: location)
      do { try layout.addGuide(entry.name, guide, in: owner) } catch { throw .rejected(location: location, error: error) }
    }
  }

  private func addViews(to layout: inout Layout) throws(ScenarioError) {
    var everyName: Set<String> = []
    for view in views { everyName.insert(view.name) }
    for (index, entry) in views.enumerated().dropFirst() {
      let location = "views[\(index)] (\"\(entry.name)\")"
      guard let parentName = entry.parent else {
        throw .missingField(location: location, field: "parent")
      }
      guard layout.id(named: entry.name) == nil else {
        throw .duplicateName(location: location, name: entry.name)
      }
      guard let parent = layout.id(named: parentName) else {
        if everyName.contains(parentName) {
          throw .parentListedAfterChild(location: location, parent: parentName)
        }
        throw .invalidValue(location: location, field: "parent", reason: "names unknown view \"\(parentName)\"")
      }
      let view = try entry.makeView(parent: parent, at: location)
      do { try layout.addView(view) } catch { throw .rejected(location: location, error: error) }
    }
  }
}

extension ScenarioView {
  init(_ view: View, parentName: String?) {
    let hugging = AxisPriorities.defaultHugging
    let resistance = AxisPriorities.defaultCompressionResistance
    let insets = view.alignmentInsets
    name = view.name
    parent = parentName
    intrinsicContentSize = view.intrinsicContentSize == .none ? nil : view.intrinsicContentSize
    contentHugging = view.contentHugging == hugging ? nil : ScenarioPriorities(
      horizontal: view.contentHugging.horizontal == hugging.horizontal ? nil : view.contentHugging.horizontal.rawValue,
      vertical: view.contentHugging.vertical == hugging.vertical ? nil : view.contentHugging.vertical.rawValue)
    compressionResistance = view.compressionResistance == resistance ? nil : ScenarioPriorities(
      horizontal: view.compressionResistance.horizontal == resistance.horizontal
        ? nil : view.compressionResistance.horizontal.rawValue,
      vertical: view.compressionResistance.vertical == resistance.vertical
        ? nil : view.compressionResistance.vertical.rawValue)
    alignmentInsets = insets.isZero ? nil : ScenarioInsets(
      top: insets.top == 0 ? nil : insets.top, left: insets.left == 0 ? nil : insets.left,
      bottom: insets.bottom == 0 ? nil : insets.bottom, right: insets.right == 0 ? nil : insets.right)
    baselineOffsetFromBottom = view.baselineOffsetFromBottom == 0 ? nil : view.baselineOffsetFromBottom
    firstBaselineOffsetFromTop = view.firstBaselineOffsetFromTop
    translatesAutoresizingMaskIntoConstraints = view.translatesAutoresizingMaskIntoConstraints ? true : nil
    let flags = Self.maskFlags.filter { view.autoresizingMask.contains($0.1) }.map(\.0)
    autoresizingMask = flags.isEmpty ? nil : flags
    frame = view.frame == .zero ? nil : view.frame
    layoutMargins = ScenarioInsets.differing(view.layoutMargins, from: EdgeInsets.defaultLayoutMargins.top)
  }

  /// The model's view, with every number checked and every mask flag known.
  func makeView(parent: ViewID?, at location: String) throws(ScenarioError) -> View {
    let numbers: [(String, Double?)] = [
      ("intrinsicContentSize.width", intrinsicContentSize?.width),
      ("intrinsicContentSize.height", intrinsicContentSize?.height),
      ("contentHugging.horizontal", contentHugging?.horizontal),
      ("contentHugging.vertical", contentHugging?.vertical),
      ("compressionResistance.horizontal", compressionResistance?.horizontal),
      ("compressionResistance.vertical", compressionResistance?.vertical),
      ("alignmentInsets.top", alignmentInsets?.top), ("alignmentInsets.left", alignmentInsets?.left),
      ("alignmentInsets.bottom", alignmentInsets?.bottom), ("alignmentInsets.right", alignmentInsets?.right),
      ("baselineOffsetFromBottom", baselineOffsetFromBottom),
      ("firstBaselineOffsetFromTop", firstBaselineOffsetFromTop),
      ("frame.x", frame?.x), ("frame.y", frame?.y), ("frame.width", frame?.width), ("frame.height", frame?.height),
    ] + (layoutMargins?.numbers("layoutMargins") ?? [])
    for (field, value) in numbers { try ScenarioJSON.requireFinite(value, field, at: location) }
    var mask: AutoresizingMask = []
    for (index, flagName) in (autoresizingMask ?? []).enumerated() {
      guard let flag = Self.maskFlags.first(where: { $0.0 == flagName })?.1 else {
        throw .invalidValue(
          location: location, field: "autoresizingMask[\(index)]",
          reason: "is \"\(flagName)\", which is not a flag; expected one of \(Self.maskFlags.map(\.0).joined(separator: ", "))")
      }
      mask.insert(flag)
    }
    let hugging = AxisPriorities.defaultHugging
    let resistance = AxisPriorities.defaultCompressionResistance
    let insets = alignmentInsets ?? ScenarioInsets()
    return View(
      name: name, parent: parent, intrinsicContentSize: intrinsicContentSize ?? .none,
      contentHugging: AxisPriorities(
        horizontal: contentHugging?.horizontal.map { LayoutPriority($0) } ?? hugging.horizontal,
        vertical: contentHugging?.vertical.map { LayoutPriority($0) } ?? hugging.vertical),
      compressionResistance: AxisPriorities(
        horizontal: compressionResistance?.horizontal.map { LayoutPriority($0) } ?? resistance.horizontal,
        vertical: compressionResistance?.vertical.map { LayoutPriority($0) } ?? resistance.vertical),
      alignmentInsets: EdgeInsets(
        top: insets.top ?? 0, left: insets.left ?? 0, bottom: insets.bottom ?? 0, right: insets.right ?? 0),
      baselineOffsetFromBottom: baselineOffsetFromBottom ?? 0,
      firstBaselineOffsetFromTop: firstBaselineOffsetFromTop,
      translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints ?? false,
      autoresizingMask: mask, frame: frame ?? .zero,
      layoutMargins: layoutMargins?.resolved(default: EdgeInsets.defaultLayoutMargins.top) ?? .defaultLayoutMargins)
  }
}

extension ScenarioGuide {
  init(_ node: View, ownerName: String) {
    name = node.name
    owner = ownerName
    kind = node.guide?.kindName ?? "custom"
    switch node.guide {
    case .safeArea(let insets): self.insets = ScenarioInsets.differing(insets, from: 0)
    case .topLayoutGuide(let length), .bottomLayoutGuide(let length): self.length = length
    case .layoutMargins, .custom, nil: break
    }
  }

  /// The model's guide, with the kind known and only the numbers that kind uses.
  func makeGuide(at location: String) throws(ScenarioError) -> LayoutGuide {
    for (field, value) in (insets?.numbers("insets") ?? []) + [("length", length)] {
      try ScenarioJSON.requireFinite(value, field, at: location)
    }
    func refuse(_ field: String) -> ScenarioError {
      .invalidValue(location: location, field: field, reason: "does not apply to a guide of kind \"\(kind)\"")
    }
    switch kind {
    case "safeArea":
      if length != nil { throw refuse("length") }
      return .safeArea(insets?.resolved(default: 0) ?? .zero)
    case "layoutMargins", "custom":
      if insets != nil { throw refuse("insets") }
      if length != nil { throw refuse("length") }
      return kind == "custom" ? .custom : .layoutMargins
    case "topLayoutGuide", "bottomLayoutGuide":
      if insets != nil { throw refuse("insets") }
      guard let length else { throw .missingField(location: location, field: "length") }
      return kind == "topLayoutGuide" ? .topLayoutGuide(length: length) : .bottomLayoutGuide(length: length)
    default:
      throw .invalidValue(
        location: location, field: "kind",
        reason: "is \"\(kind)\", which is not a guide kind; expected one of \(Self.kinds.joined(separator: ", "))")
    }
  }
}

extension ScenarioExpectedFrames {
  /// The model's expected frames, every view named resolved and every number finite.
  func make(in layout: Layout) throws(ScenarioError) -> ExpectedFrames {
    try ScenarioJSON.requireFinite(tolerance, "expectedFrames.tolerance", at: "document")
    if let tolerance, tolerance < 0 {
      throw .invalidValue(location: "document", field: "expectedFrames.tolerance", reason: "is negative")
    }
    var seen: Set<String> = []
    var entries: [ExpectedFrames.Entry] = []
    entries.reserveCapacity(frames.count)
    for (index, frame) in frames.enumerated() {
      let location = "expectedFrames.frames[\(index)] (\"\(frame.view)\")"
      guard let id = layout.id(named: frame.view) else {
        throw .invalidValue(location: location, field: "view", reason: "names unknown view \"\(frame.view)\"")
      }
      guard !layout.isGuide(id) else {
        throw .invalidValue(location: location, field: "view", reason: "names layout guide \"\(frame.view)\", which has no frame")
      }
      guard seen.insert(frame.view).inserted else { throw .duplicateName(location: location, name: frame.view) }
      for (field, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
        try ScenarioJSON.requireFinite(value, field, at: location)
      }
      var status = ExpectedFrames.Status.checked
      if let raw = frame.status {
        guard let parsed = ExpectedFrames.Status(rawValue: raw) else {
          throw .invalidValue(
            location: location, field: "status",
            reason: "is \"\(raw)\"; expected one of \(ExpectedFrames.Status.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        status = parsed
      }
      entries.append(.init(
        view: id, frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), status: status))
    }
    return ExpectedFrames(source: source, tolerance: tolerance ?? ExpectedFrames.defaultTolerance, entries: entries)
  }
}

extension ScenarioConstraint {
  /// The model's constraint, with views resolved by name and attributes by raw name; the model's
  /// pairing rules are checked afterwards by ``Layout/addConstraint(_:)``.
  func makeConstraint(in layout: Layout, at location: String) throws(ScenarioError) -> LayoutConstraint {
    func view(_ name: String, _ field: String) throws(ScenarioError) -> ViewID {
      guard let id = layout.id(named: name) else {
        throw .invalidValue(location: location, field: field, reason: "names unknown view \"\(name)\"")
      }
      return id
    }
    func attribute(_ raw: String, _ field: String) throws(ScenarioError) -> LayoutAttribute {
      guard let attribute = LayoutAttribute(rawValue: raw) else {
        throw .invalidValue(
          location: location, field: field,
          reason: "is \"\(raw)\", which is not an attribute; expected one of \(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return attribute
    }
    let firstView = try view(first, "first")
    let firstAttr = try attribute(firstAttribute, "firstAttribute")
    var parsedRelation = LayoutRelation.equal
    if let relation {
      guard let parsed = LayoutRelation(rawValue: relation) else {
        throw .invalidValue(location: location, field: "relation", reason: "is \"\(relation)\"; expected \"==\", \"<=\" or \">=\"")
      }
      parsedRelation = parsed
    }
    var secondView: ViewID?
    var secondAttr = LayoutAttribute.notAnAttribute
    if let second {
      secondView = try view(second, "second")
      guard let secondAttribute else { throw .missingField(location: location, field: "secondAttribute") }
      secondAttr = try attribute(secondAttribute, "secondAttribute")
    } else if let secondAttribute, secondAttribute != LayoutAttribute.notAnAttribute.rawValue {
      throw .invalidValue(
        location: location, field: "secondAttribute",
        reason: "is \"\(secondAttribute)\", but there is no \"second\" view for it to belong to")
    }
    try ScenarioJSON.requireFinite(multiplier, "multiplier", at: location)
    try ScenarioJSON.requireFinite(constant, "constant", at: location)
    try ScenarioJSON.requireFinite(priority, "priority", at: location)
    return LayoutConstraint(
      firstView, firstAttr, parsedRelation, secondView, secondAttr, multiplier: multiplier ?? 1,
      constant: constant ?? 0, priority: priority.map { LayoutPriority($0) } ?? .required,
      identifier: identifier)
  }
}
