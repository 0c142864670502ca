import Foundation
import LayoutModel

/// Reads a scenario document's top level, then its views, guides, constraints and expected frames
/// entry by entry.
///
/// Guides, constraints and expected frames name views, and constraints may name guides, so they
/// are read after what they name. In the order this module writes (views, guides, constraints,
/// expected frames) that is a single pass. A section met before what it needs (as writers that
/// sort keys produce) is skipped at first and read at the end; a constraint that names an
/// unknown item while a `guides` section is still to come makes the constraints wait for it (the
/// layout before them is kept, which copies nothing until it changes).
struct ScenarioDocumentReader {
  static let currentFormat = 1

  var reader: ScenarioFieldReader
  private var layout: Layout?
  private var rootSize: Size?
  private var autoresizingRootSize: Size?
  private var direction = LayoutDirection.leftToRight
  private var expectedFrames: ExpectedFrames?
  private var workloads: ScenarioWorkloads?
  private var guidesRead = false
  /// Set by a constraint naming no known view or guide, so the reader can tell that case apart.
  var unknownName = false

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    reader = ScenarioFieldReader(bytes, label: ScenarioLabels.label)
  }

  mutating func read() throws(ScenarioError) -> Scenario {
    let document = EntryPlace.document
    try reader.beginDocument()
    var format: Int?
    var deferred: [String: Int] = [:]
    var seen: Set<String> = []
    var first = true
    while let (key, name, valueOffset) = try reader.nextMember(first: &first, seen: &seen, document) {
      switch name {
      case "format": format = try reader.format(supported: Self.currentFormat)
      case "direction":
        let text = try reader.string("direction", document)
        guard let parsed = LayoutDirection(rawValue: text) else {
          throw reader.positioned(
            .invalidValue(
              location: "document", field: "direction",
              reason: "is \(DisplayText.quoted(text)); expected \"leftToRight\" or \"rightToLeft\""),
            at: valueOffset)
        }
        direction = parsed
      case "rootSize": rootSize = try readSize("rootSize")
      case "autoresizingRootSize": autoresizingRootSize = try readSize("autoresizingRootSize")
      case "views": try readViews()
      case "guides":
        if layout == nil {
          deferred[name] = valueOffset
          try reader.skipValue()
        } else {
          try readGuides()
        }
      case "constraints":
        if layout == nil {
          deferred[name] = valueOffset
          try reader.skipValue()
        } else if !guidesRead {
          // Read now; if a constraint names a guide of a later section, read them again after it.
          let before = layout
          unknownName = false
          do {
            try readConstraints()
          } catch {
            guard unknownName, hasLaterMember("guides", after: valueOffset) else { throw error }
            layout = before
            deferred[name] = valueOffset
            reader.json.offset = valueOffset
            try reader.skipValue()
          }
        } else {
          try readConstraints()
        }
      case "expectedFrames", "workloads":
        deferred[name] = valueOffset
        try reader.skipValue()
      default:
        throw reader.unknown(name, key, document)
      }
    }
    try reader.expectEnd()
    guard format != nil else { throw reader.missing("format", document) }
    guard let rootSize else { throw reader.missing("rootSize", document) }
    guard layout != nil else { throw reader.missing("views", document) }
    for section in ["guides", "constraints", "expectedFrames", "workloads"] {
      guard let offset = deferred[section] else { continue }
      reader.json.offset = offset
      switch section {
      case "guides": try readGuides()
      case "constraints": try readConstraints()
      case "workloads":
        guard let layout else { break }
        workloads = try ScenarioWorkloadsReader.read(&reader, in: layout)
      default: try readExpectedFrames()
      }
    }
    guard var layout = self.layout.take() else { throw reader.missing("views", document) }
    layout.rootSize = rootSize
    layout.autoresizingReferenceSize = autoresizingRootSize ?? rootSize
    layout.direction = direction
    return Scenario(layout: layout, workloads: workloads, expectedFrames: expectedFrames)
  }

  /// Whether the document has a top-level member `name` after the value at `offset`; only asked
  /// on the way to an error.
  private func hasLaterMember(_ name: String, after offset: Int) -> Bool {
    var scan = reader
    scan.json.offset = offset
    do {
      try scan.skipValue()
      while let key = try scan.nextKey(first: false) {
        if key.text == name { return true }
        try scan.skipValue()
      }
    } catch {}
    return false
  }

  /// `{ "width", "height" }`, both required, each from 0 to ``Layout/maximumMagnitude``.
  private mutating func readSize(_ field: String) throws(ScenarioError) -> Size {
    let start = reader.json.offset
    let values = try reader.numbers(field, ["width", "height"], required: true, .document)
    let size = Size(width: values[0] ?? 0, height: values[1] ?? 0)
    for (axis, value) in [("width", size.width), ("height", size.height)] where value < 0 {
      throw reader.positioned(
        .invalidValue(location: "document", field: "\(field).\(axis)", reason: "is \(compactNumber(value)); a size cannot be negative"),
        at: start)
    }
    return size
  }

  /// The views, the first being the root. The layout is held here for the whole section and
  /// stored once at its end: taken out of ``layout`` and put back per view, it was copied and
  /// destroyed once per view (563 instructions a view under callgrind, 1.4-2.0% of reading a file).
  private mutating func readViews() throws(ScenarioError) {
    try reader.beginArray("views", .document)
    guard try reader.nextElement(first: true) else {
      throw reader.positioned(
        .invalidValue(location: "document", field: "views", reason: "is empty; its first entry must be the root view"),
        at: reader.json.offset - 1)
    }
    let rootPlace = EntryPlace(collection: "views", index: 0, offset: reader.json.offset)
    var layout = try makeRoot(ScenarioView.read(from: &reader, at: rootPlace), at: rootPlace)
    var index = 1
    while try reader.nextElement(first: false) {
      let place = EntryPlace(collection: "views", index: index, offset: reader.json.offset)
      let entry = try ScenarioView.read(from: &reader, at: place)
      try addView(entry, at: place, to: &layout)
      index += 1
    }
    self.layout = layout
  }

  private func makeRoot(_ entry: ScenarioView, at place: EntryPlace) throws(ScenarioError) -> Layout {
    if let parent = entry.parent {
      throw reader.positioned(
        .invalidValue(
          location: reader.location(place), field: "parent",
          reason: "is \(DisplayText.quoted(parent)), but the first view is the root and has no parent"),
        at: place.offset)
    }
    guard !entry.name.isEmpty else {
      throw reader.positioned(.rejected(location: reader.location(place), error: .emptyViewName(index: 0)), at: place.offset)
    }
    var root = Layout(rootName: entry.name, rootSize: Size(width: 0, height: 0))
    let view = entry.makeView(parent: nil)
    do { try root.update(.root) { $0 = view } } catch {
      throw reader.positioned(.rejected(location: reader.location(place), error: error), at: place.offset)
    }
    return root
  }

  private func addView(_ entry: ScenarioView, at place: EntryPlace, to layout: inout Layout) throws(ScenarioError) {
    guard let parentName = entry.parent else { throw reader.missing("parent", place) }
    guard layout.id(named: entry.name) == nil else {
      throw reader.positioned(.duplicateName(location: reader.location(place), name: entry.name), at: place.offset)
    }
    guard let parent = layout.id(named: parentName) else {
      let error: ScenarioError
      if isNamedLater(parentName, after: place) {
        error = .parentListedAfterChild(location: reader.location(place), parent: parentName)
      } else {
        error = .invalidValue(location: reader.location(place), field: "parent", reason: "names unknown view \(DisplayText.quoted(parentName))")
      }
      throw reader.positioned(error, at: place.offset)
    }
    do { try layout.addView(entry.makeView(parent: parent)) } catch {
      throw reader.positioned(.rejected(location: reader.location(place), error: error), at: place.offset)
    }
  }

  /// Whether a view after the entry at `place` is called `name`: the difference between a parent
  /// listed too late and one that does not exist. Only asked when a message is being written.
  private func isNamedLater(_ name: String, after place: EntryPlace) -> Bool {
    var scan = reader
    scan.json.offset = place.offset
    do {
      try scan.skipValue()
      while try scan.nextElement(first: false) {
        if scan.lenientFields(at: scan.json.offset)["name"] as? String == name { return true }
        try scan.skipValue()
      }
    } catch {}
    return false
  }

  /// Adds the guides after every view, so they take the ids after the views', in file order.
  private mutating func readGuides() throws(ScenarioError) {
    guard var layout = layout.take() else { return }
    defer { self.layout = layout }
    guidesRead = true
    try reader.beginArray("guides", .document)
    var index = 0
    while try reader.nextElement(first: index == 0) {
      let place = EntryPlace(collection: "guides", index: index, offset: reader.json.offset)
      let entry = try ScenarioGuide.read(from: &reader, at: place)
      guard layout.id(named: entry.name) == nil else {
        throw reader.positioned(.duplicateName(location: reader.location(place), name: entry.name), at: place.offset)
      }
      guard let owner = layout.id(named: entry.owner) else {
        throw reader.positioned(
          .invalidValue(location: reader.location(place), field: "owner", reason: "names unknown view \(DisplayText.quoted(entry.owner))"),
          at: place.offset)
      }
      let guide = try entry.makeGuide(reader: reader, at: place)
      do { try layout.addGuide(entry.name, guide, in: owner) } catch {
        throw reader.positioned(.rejected(location: reader.location(place), error: error), at: place.offset)
      }
      index += 1
    }
  }

  /// `expectedFrames`: the frames an outside reference computed, by view name.
  private mutating func readExpectedFrames() throws(ScenarioError) {
    guard let layout = layout.take() else { return }
    defer { self.layout = layout }
    let document = EntryPlace.document
    var source: String?
    var tolerance: Double?
    var entries: [ExpectedFrames.Entry]?
    var seen: Set<String> = []
    try reader.beginObject("expectedFrames", document)
    var first = true
    while let (key, name, valueOffset) = try reader.nextMember(
      first: &first, seen: &seen, prefix: "expectedFrames.", document)
    {
      switch name {
      case "source": if try !reader.skipNull() { source = try reader.string("expectedFrames.source", document) }
      case "tolerance":
        if try reader.skipNull() { continue }
        let value = try reader.number("expectedFrames.tolerance", document)
        guard value >= 0 else {
          throw reader.positioned(
            .invalidValue(location: "document", field: "expectedFrames.tolerance", reason: "is negative"), at: valueOffset)
        }
        tolerance = value
      case "frames": entries = try readExpectedFrameEntries(in: layout)
      default: throw reader.unknown("expectedFrames.\(name)", key, document)
      }
    }
    guard let entries else { throw reader.missing("expectedFrames.frames", document) }
    expectedFrames = ExpectedFrames(source: source, tolerance: tolerance ?? ExpectedFrames.defaultTolerance, entries: entries)
  }

  private mutating func readExpectedFrameEntries(in layout: Layout) throws(ScenarioError) -> [ExpectedFrames.Entry] {
    try reader.beginArray("expectedFrames.frames", .document)
    var seen: Set<ViewID> = []
    var entries: [ExpectedFrames.Entry] = []
    var index = 0
    while try reader.nextElement(first: index == 0) {
      let place = EntryPlace(collection: "expectedFrames.frames", index: index, offset: reader.json.offset)
      var view: String?
      var status = ExpectedFrames.Status.checked
      var values = [Double?](repeating: nil, count: 4)
      try reader.beginObject("", place)
      var first = true
      while let key = try reader.nextKey(first: first) {
        first = false
        let valueOffset = reader.json.offset
        if key.raw.equals("view") {
          view = try reader.string("view", place)
        } else if key.raw.equals("status") {
          if try reader.skipNull() { continue }
          let raw = try reader.string("status", place)
          guard let parsed = ExpectedFrames.Status(rawValue: raw) else {
            throw reader.positioned(
              .invalidValue(
                location: reader.location(place), field: "status",
                reason: "is \(DisplayText.quoted(raw)); expected one of \(ExpectedFrames.Status.allCases.map(\.rawValue).joined(separator: ", "))"),
              at: valueOffset)
          }
          status = parsed
        } else if let field = ["x", "y", "width", "height"].firstIndex(where: { key.raw.equals(bytes: Array($0.utf8)) }) {
          values[field] = try reader.number(key.text, place)
        } else {
          throw reader.unknown(key.text, key, place)
        }
      }
      guard let view else { throw reader.missing("view", place) }
      for (field, value) in zip(["x", "y", "width", "height"], values) where value == nil {
        throw reader.missing(field, place)
      }
      guard let id = layout.id(named: view) else {
        throw reader.positioned(
          .invalidValue(location: reader.location(place), field: "view", reason: "names unknown view \(DisplayText.quoted(view))"),
          at: place.offset)
      }
      guard !layout.isGuide(id) else {
        throw reader.positioned(
          .invalidValue(
            location: reader.location(place), field: "view", reason: "names layout guide \(DisplayText.quoted(view)), which has no frame"),
          at: place.offset)
      }
      guard seen.insert(id).inserted else {
        throw reader.positioned(.duplicateName(location: reader.location(place), name: view), at: place.offset)
      }
      entries.append(.init(
        view: id, frame: Rect(x: values[0] ?? 0, y: values[1] ?? 0, width: values[2] ?? 0, height: values[3] ?? 0),
        status: status))
      index += 1
    }
    return entries
  }

  private mutating func readConstraints() throws(ScenarioError) {
    guard var layout = layout.take() else { return }
    defer { self.layout = layout }
    try reader.beginArray("constraints", .document)
    var index = 0
    while try reader.nextElement(first: index == 0) {
      let place = EntryPlace(collection: "constraints", index: index, offset: reader.json.offset)
      let entry = try ScenarioConstraint.read(from: &reader, at: place)
      let constraint = try entry.makeConstraint(in: layout, reader: reader, at: place, unknownName: &unknownName)
      do { try layout.addConstraint(constraint) } catch {
        throw reader.positioned(
          .rejected(location: "constraints[\(index)] (\(layout.describe(constraint)))", error: error), at: place.offset)
      }
      index += 1
    }
  }
}

extension ScenarioView {
  /// The model's view; numbers were checked as they were read.
  func makeView(parent: ViewID?) -> View {
    let hugging = AxisPriorities.defaultHugging
    let resistance = AxisPriorities.defaultCompressionResistance
    return View(
      name: name, parent: parent, intrinsicContentSize: intrinsicContentSize ?? .none,
      contentHugging: AxisPriorities(
        horizontal: contentHugging?.horizontal.map { LayoutPriority($0) } ?? hugging.horizontal,
        vertical: contentHugging?.vertical.map { LayoutPriority($0) } ?? hugging.vertical),
      compressionResistance: AxisPriorities(
        horizontal: compressionResistance?.horizontal.map { LayoutPriority($0) } ?? resistance.horizontal,
        vertical: compressionResistance?.vertical.map { LayoutPriority($0) } ?? resistance.vertical),
      alignmentInsets: alignmentInsets ?? .zero,
      baselineOffsetFromBottom: baselineOffsetFromBottom ?? 0,
      firstBaselineOffsetFromTop: firstBaselineOffsetFromTop,
      translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints ?? false,
      autoresizingMask: autoresizingMask ?? [], frame: frame ?? .zero,
      layoutMargins: layoutMargins ?? .defaultLayoutMargins,
      sizeSetInSuperviewLayout: sizeSetInSuperviewLayout ?? false)
  }
}

extension ScenarioConstraint {
  /// The model's constraint, with views resolved by name and attributes by raw name; the model's
  /// pairing rules are checked afterwards by ``Layout/addConstraint(_:)``.
  func makeConstraint(
    in layout: Layout, reader: ScenarioFieldReader, at place: EntryPlace, unknownName: inout Bool
  ) throws(ScenarioError) -> LayoutConstraint {
    func invalid(_ field: String, _ reason: String) -> ScenarioError {
      reader.positioned(.invalidValue(location: reader.location(place), field: field, reason: reason), at: place.offset)
    }
    func view(_ name: String, _ field: String, _ unknownName: inout Bool) throws(ScenarioError) -> ViewID {
      guard let id = layout.id(named: name) else {
        unknownName = true
        throw invalid(field, "names unknown view \(DisplayText.quoted(name))")
      }
      return id
    }
    let firstView = try view(first ?? "", "first", &unknownName)
    var secondView: ViewID?
    var secondAttr = LayoutAttribute.notAnAttribute
    if let second {
      secondView = try view(second, "second", &unknownName)
      guard let secondAttribute else { throw reader.missing("secondAttribute", place) }
      secondAttr = secondAttribute
    } else if let secondAttribute, secondAttribute != .notAnAttribute {
      throw invalid(
        "secondAttribute", "is \"\(secondAttribute.rawValue)\", but there is no \"second\" view for it to belong to")
    }
    return LayoutConstraint(
      firstView, firstAttribute ?? .notAnAttribute, relation ?? .equal, secondView, secondAttr, multiplier: multiplier ?? 1,
      constant: constant ?? 0, priority: priority.map { LayoutPriority($0) } ?? .required,
      identifier: identifier, changesOften: changesOften ?? false)
  }
}
