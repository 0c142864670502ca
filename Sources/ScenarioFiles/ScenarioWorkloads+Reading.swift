import LayoutModel

/// Reads a scenario's `workloads` section once the views, guides and constraints it names are in.
///
/// Every entry is checked the way the model would check the change itself (a move under a view
/// added later, a replacement that is not a valid constraint, an intrinsic size on a guide), so a
/// file that reads is a file whose workloads apply, save for conflicts only a solver can find.
enum ScenarioWorkloadsReader {
  static func read(_ reader: inout ScenarioFieldReader, in layout: Layout) throws(ScenarioError) -> ScenarioWorkloads {
    let document = EntryPlace.document
    var workloads = ScenarioWorkloads()
    var seen: Set<String> = []
    try reader.beginObject("workloads", document)
    var first = true
    while let (key, name, _) = try reader.nextMember(first: &first, seen: &seen, prefix: "workloads.", document) {
      switch name {
      case "rootSizes": workloads.rootSizes = try readRootSizes(&reader)
      case "constants": workloads.constants = try readConstants(&reader, layout)
      case "intrinsicSizes": workloads.intrinsicSizes = try readIntrinsicSizes(&reader, layout)
      case "churn": workloads.churn = try readChurn(&reader, layout)
      case "moves": workloads.moves = try readMoves(&reader, layout)
      case "removals": workloads.removals = try readRemovals(&reader, layout)
      default: throw reader.unknown("workloads.\(name)", key, document)
      }
    }
    return workloads
  }

  private static func readRootSizes(_ reader: inout ScenarioFieldReader) throws(ScenarioError) -> [Size] {
    var sizes: [Size] = []
    try reader.beginArray("workloads.rootSizes", .document)
    var index = 0
    while try reader.nextElement(first: index == 0) {
      let field = "workloads.rootSizes[\(index)]"
      let start = reader.json.offset
      let values = try reader.numbers(field, ["width", "height"], required: true, .document)
      let size = Size(width: values[0] ?? 0, height: values[1] ?? 0)
      guard size.width >= 0, size.height >= 0 else {
        throw reader.positioned(.invalidValue(location: "document", field: field, reason: "is negative; a size cannot be"), at: start)
      }
      sizes.append(size)
      index += 1
    }
    return sizes
  }

  private static func readConstants(_ reader: inout ScenarioFieldReader, _ layout: Layout) throws(ScenarioError) -> [ConstantChange] {
    var changes: [ConstantChange] = []
    try forEachEntry(&reader, "workloads.constants") { (reader, place) throws(ScenarioError) in
      var index: Int?
      var values: [Double]?
      try readFields(&reader, place) { (reader, key) throws(ScenarioError) in
        switch key.text {
        case "constraint": index = try constraintIndex(&reader, place, layout, field: "constraint")
        case "values": values = try numberList(&reader, "values", place)
        default: throw reader.unknown(key.text, key, place)
        }
      }
      guard let index else { throw reader.missing("constraint", place) }
      changes.append(ConstantChange(constraintIndex: index, values: [layout.constraints[index].constant] + (values ?? [])))
    }
    return changes
  }

  private static func readIntrinsicSizes(_ reader: inout ScenarioFieldReader, _ layout: Layout) throws(ScenarioError) -> [IntrinsicChange] {
    var changes: [IntrinsicChange] = []
    try forEachEntry(&reader, "workloads.intrinsicSizes") { (reader, place) throws(ScenarioError) in
      var view: ViewID?
      var sizes: [IntrinsicContentSize] = []
      try readFields(&reader, place) { (reader, key) throws(ScenarioError) in
        switch key.text {
        case "view": view = try viewNamed(&reader, place, layout, field: "view", allowGuide: false)
        case "sizes":
          try reader.beginArray("sizes", place)
          var index = 0
          while try reader.nextElement(first: index == 0) {
            let size = try reader.numbers("sizes[\(index)]", ["width", "height"], place)
            sizes.append(IntrinsicContentSize(width: size[0], height: size[1]))
            index += 1
          }
        default: throw reader.unknown(key.text, key, place)
        }
      }
      guard let view else { throw reader.missing("view", place) }
      changes.append(IntrinsicChange(view: view, sizes: [layout[view].intrinsicContentSize] + sizes))
    }
    return changes
  }

  private static func readChurn(_ reader: inout ScenarioFieldReader, _ layout: Layout) throws(ScenarioError) -> [ViewID] {
    var tops: [ViewID] = []
    try reader.beginArray("workloads.churn", .document)
    var index = 0
    while try reader.nextElement(first: index == 0) {
      let place = EntryPlace(collection: "workloads.churn", index: index, offset: reader.json.offset)
      let view = try viewNamed(&reader, place, layout, field: "", allowGuide: false)
      if view == .root {
        throw reader.positioned(.invalidValue(location: reader.location(place), field: "", reason: "is the root, which cannot be removed"), at: place.offset)
      }
      tops.append(view)
      index += 1
    }
    return tops
  }

  private static func readMoves(_ reader: inout ScenarioFieldReader, _ layout: Layout) throws(ScenarioError) -> [SubtreeMove] {
    var moves: [SubtreeMove] = []
    try forEachEntry(&reader, "workloads.moves") { (reader, place) throws(ScenarioError) in
      var view: ViewID?
      var target: ViewID?
      var replacements: [ConstraintReplacement] = []
      try readFields(&reader, place) { (reader, key) throws(ScenarioError) in
        switch key.text {
        case "view": view = try viewNamed(&reader, place, layout, field: "view", allowGuide: false)
        case "to": target = try viewNamed(&reader, place, layout, field: "to", allowGuide: false)
        case "constraints": replacements = try readReplacements(&reader, place, layout)
        default: throw reader.unknown(key.text, key, place)
        }
      }
      guard let view else { throw reader.missing("view", place) }
      guard let target else { throw reader.missing("to", place) }
      let move = SubtreeMove(top: view, newParent: target, replacements: replacements)
      do throws(LayoutError) { try layout.validateMove(move) } catch {
        throw reader.positioned(.rejected(location: reader.location(place), error: error), at: place.offset)
      }
      moves.append(move)
    }
    return moves
  }

  private static func readRemovals(_ reader: inout ScenarioFieldReader, _ layout: Layout) throws(ScenarioError) -> [SubtreeRemoval] {
    var removals: [SubtreeRemoval] = []
    try forEachEntry(&reader, "workloads.removals") { (reader, place) throws(ScenarioError) in
      var view: ViewID?
      var replacements: [ConstraintReplacement] = []
      try readFields(&reader, place) { (reader, key) throws(ScenarioError) in
        switch key.text {
        case "view": view = try viewNamed(&reader, place, layout, field: "view", allowGuide: false)
        case "constraints": replacements = try readReplacements(&reader, place, layout)
        default: throw reader.unknown(key.text, key, place)
        }
      }
      guard let view else { throw reader.missing("view", place) }
      if view == .root {
        throw reader.positioned(.invalidValue(location: reader.location(place), field: "view", reason: "is the root, which cannot be removed"), at: place.offset)
      }
      removals.append(SubtreeRemoval(top: view, replacements: replacements))
    }
    return removals
  }

  /// `[{"constraint": 4, "with": {...a constraint...}}, ...]`.
  private static func readReplacements(
    _ reader: inout ScenarioFieldReader, _ place: EntryPlace, _ layout: Layout
  ) throws(ScenarioError) -> [ConstraintReplacement] {
    var replacements: [ConstraintReplacement] = []
    try reader.beginArray("constraints", place)
    var index = 0
    while try reader.nextElement(first: index == 0) {
      let field = "constraints[\(index)]"
      var constraintIndex: Int?
      var replacement: LayoutConstraint?
      try reader.beginObject(field, place)
      var first = true
      while let key = try reader.nextKey(first: first) {
        first = false
        switch key.text {
        case "constraint": constraintIndex = try Self.constraintIndex(&reader, place, layout, field: "\(field).constraint")
        case "with":
          let start = reader.json.offset
          let entry = try ScenarioConstraint.read(from: &reader, at: place)
          var unknownName = false
          let constraint = try entry.makeConstraint(in: layout, reader: reader, at: place, unknownName: &unknownName)
          do throws(LayoutError) { try layout.validate(constraint) } catch {
            throw reader.positioned(.rejected(location: "\(reader.location(place)) \(field).with", error: error), at: start)
          }
          replacement = constraint
        default: throw reader.unknown("\(field).\(key.text)", key, place)
        }
      }
      guard let constraintIndex else { throw reader.missing("\(field).constraint", place) }
      guard let replacement else { throw reader.missing("\(field).with", place) }
      replacements.append(ConstraintReplacement(index: constraintIndex, constraint: replacement))
      index += 1
    }
    return replacements
  }

  // MARK: Helpers

  /// Calls `body` with each object of the array `collection` (a field of `workloads`).
  private static func forEachEntry(
    _ reader: inout ScenarioFieldReader, _ collection: StaticString,
    _ body: (inout ScenarioFieldReader, EntryPlace) throws(ScenarioError) -> Void
  ) throws(ScenarioError) {
    try reader.beginArray("\(collection)", .document)
    var index = 0
    while try reader.nextElement(first: index == 0) {
      try body(&reader, EntryPlace(collection: collection, index: index, offset: reader.json.offset))
      index += 1
    }
  }

  /// Enters an entry's object and calls `body` with each key, refusing repeated keys; `null`
  /// values are skipped as absent.
  private static func readFields(
    _ reader: inout ScenarioFieldReader, _ place: EntryPlace,
    _ body: (inout ScenarioFieldReader, JSONKey) throws(ScenarioError) -> Void
  ) throws(ScenarioError) {
    try reader.beginObject("", place)
    var seen: Set<String> = []
    var first = true
    while let (key, _, _) = try reader.nextMember(first: &first, seen: &seen, place) {
      if try reader.skipNull() { continue }
      try body(&reader, key)
    }
  }

  private static func viewNamed(
    _ reader: inout ScenarioFieldReader, _ place: EntryPlace, _ layout: Layout, field: String, allowGuide: Bool
  ) throws(ScenarioError) -> ViewID {
    let start = reader.json.offset
    let name = try reader.string(field, place)
    guard let id = layout.id(named: name) else {
      throw reader.positioned(
        .invalidValue(location: reader.location(place), field: field, reason: "names unknown view \(DisplayText.quoted(name))"),
        at: start)
    }
    if !allowGuide, layout.isGuide(id) {
      throw reader.positioned(
        .invalidValue(location: reader.location(place), field: field, reason: "names layout guide \(DisplayText.quoted(name)), which is not a view"),
        at: start)
    }
    return id
  }

  private static func constraintIndex(
    _ reader: inout ScenarioFieldReader, _ place: EntryPlace, _ layout: Layout, field: String
  ) throws(ScenarioError) -> Int {
    let start = reader.json.offset
    let index = try reader.integer(field, place)
    guard layout.constraints.indices.contains(index) else {
      let range = layout.constraints.isEmpty
        ? "the layout has no constraints" : "the layout's constraints are numbered 0 to \(layout.constraints.count - 1)"
      throw reader.positioned(
        .invalidValue(location: reader.location(place), field: field, reason: "is \(index); \(range)"), at: start)
    }
    return index
  }

  private static func numberList(_ reader: inout ScenarioFieldReader, _ field: String, _ place: EntryPlace) throws(ScenarioError) -> [Double] {
    var values: [Double] = []
    try reader.beginArray(field, place)
    var index = 0
    while try reader.nextElement(first: index == 0) {
      values.append(try reader.number("\(field)[\(index)]", place))
      index += 1
    }
    return values
  }
}
