import LayoutModel

/// One view of a scenario file as read: names instead of ids, strings instead of enums, and
/// `nil` wherever the file leaves the model's default.
///
/// Keeping this layer separate from ``View`` lets the file stay readable (a view's parent is a
/// name) and lets every semantic check report the field it read, with the model's own
/// validation as the last word. See `ScenarioFormat.md` for the format itself.
struct ScenarioView {
  var name: String
  var parent: String?
  var intrinsicContentSize: IntrinsicContentSize?
  var contentHugging: (horizontal: Double?, vertical: Double?)?
  var compressionResistance: (horizontal: Double?, vertical: Double?)?
  var alignmentInsets: EdgeInsets?
  var baselineOffsetFromBottom: Double?
  var firstBaselineOffsetFromTop: Double?
  var translatesAutoresizingMaskIntoConstraints: Bool?
  var autoresizingMask: AutoresizingMask?
  var frame: Rect?
  /// Absent edges are 8, UIKit's default.
  var layoutMargins: EdgeInsets?
  var sizeSetInSuperviewLayout: Bool?

  /// The six mask flags by their JSON names, in bit order.
  static let maskFlags: [(StaticString, AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// The fields of a view entry; `read` switches on a field's index here.
  static let keys: [StaticString] = [
    "name", "parent", "intrinsicContentSize", "contentHugging", "compressionResistance", "alignmentInsets",
    "baselineOffsetFromBottom", "firstBaselineOffsetFromTop", "translatesAutoresizingMaskIntoConstraints",
    "autoresizingMask", "frame", "layoutMargins", "sizeSetInSuperviewLayout",
  ]

  /// Reads one entry of `views`; the reader is on its opening brace.
  ///
  /// Adding a field to the format is one key in ``keys``, one case here, one stored property,
  /// and a line in the writer and in `ScenarioFormat.md`.
  static func read(from reader: inout ScenarioFieldReader, at place: EntryPlace) throws(ScenarioError) -> ScenarioView {
    var name: String?
    var view = ScenarioView(name: "")
    var seen: UInt32 = 0
    try reader.beginObject("", place)
    var first = true
    while let field = try reader.nextField(of: keys, first: &first, seen: &seen, place) {
      if try reader.skipNull() { continue }
      switch field {
      case 0: name = try reader.string("name", place)
      case 1: view.parent = try reader.string("parent", place)
      case 2:
        let size = try reader.numbers("intrinsicContentSize", ["width", "height"], place)
        view.intrinsicContentSize = IntrinsicContentSize(width: size[0], height: size[1])
      case 3:
        let pair = try reader.numbers("contentHugging", ["horizontal", "vertical"], place, bounded: false)
        view.contentHugging = (pair[0], pair[1])
      case 4:
        let pair = try reader.numbers("compressionResistance", ["horizontal", "vertical"], place, bounded: false)
        view.compressionResistance = (pair[0], pair[1])
      case 5:
        let edges = try reader.numbers("alignmentInsets", ["top", "left", "bottom", "right"], place)
        view.alignmentInsets = EdgeInsets(top: edges[0] ?? 0, left: edges[1] ?? 0, bottom: edges[2] ?? 0, right: edges[3] ?? 0)
      case 6: view.baselineOffsetFromBottom = try reader.number("baselineOffsetFromBottom", place)
      case 7: view.firstBaselineOffsetFromTop = try reader.number("firstBaselineOffsetFromTop", place)
      case 8:
        view.translatesAutoresizingMaskIntoConstraints = try reader.bool("translatesAutoresizingMaskIntoConstraints", place)
      case 9: view.autoresizingMask = try readMask(from: &reader, at: place)
      case 11:
        let edges = try reader.numbers("layoutMargins", ["top", "left", "bottom", "right"], place)
        let fallback = EdgeInsets.defaultLayoutMargins.top
        view.layoutMargins = EdgeInsets(
          top: edges[0] ?? fallback, left: edges[1] ?? fallback, bottom: edges[2] ?? fallback, right: edges[3] ?? fallback)
      case 12: view.sizeSetInSuperviewLayout = try reader.bool("sizeSetInSuperviewLayout", place)
      default:
        let rect = try reader.numbers("frame", ["x", "y", "width", "height"], required: true, place)
        view.frame = Rect(x: rect[0] ?? 0, y: rect[1] ?? 0, width: rect[2] ?? 0, height: rect[3] ?? 0)
      }
    }
    guard let name else { throw reader.missing("name", place) }
    view.name = name
    return view
  }

  private static func readMask(from reader: inout ScenarioFieldReader, at place: EntryPlace) throws(ScenarioError) -> AutoresizingMask {
    var mask: AutoresizingMask = []
    try reader.beginArray("autoresizingMask", place)
    var index = 0
    while try reader.nextElement(first: index == 0) {
      let start = reader.json.offset
      let flagName = try reader.string("autoresizingMask[\(index)]", place)
      guard let flag = maskFlags.first(where: { "\($0.0)" == flagName })?.1 else {
        throw reader.positioned(
          .invalidValue(
            location: reader.location(place), field: "autoresizingMask[\(index)]",
            reason: "is \(DisplayText.quoted(flagName)), which is not a flag; expected one of \(maskFlags.map { "\($0.0)" }.joined(separator: ", "))"),
          at: start)
      }
      mask.insert(flag)
      index += 1
    }
    return mask
  }
}

/// One constraint of a scenario file as read, with views named and attributes spelt out.
struct ScenarioConstraint {
  var identifier: String?
  var first: String?
  var firstAttribute: LayoutAttribute?
  var relation: LayoutRelation?
  var second: String?
  var secondAttribute: LayoutAttribute?
  var multiplier: Double?
  var constant: Double?
  var priority: Double?
  var changesOften: Bool?

  /// The fields of a constraint entry; `read` switches on a field's index here.
  static let keys: [StaticString] = [
    "first", "firstAttribute", "second", "secondAttribute", "constant", "relation", "multiplier", "priority",
    "identifier", "changesOften",
  ]

  /// Reads one entry of `constraints`; the reader is on its opening brace.
  static func read(from reader: inout ScenarioFieldReader, at place: EntryPlace) throws(ScenarioError) -> ScenarioConstraint {
    var entry = ScenarioConstraint()
    var seen: UInt32 = 0
    try reader.beginObject("", place)
    var first = true
    while let field = try reader.nextField(of: keys, first: &first, seen: &seen, place) {
      if try reader.skipNull() { continue }
      switch field {
      case 0: entry.first = try reader.string("first", place)
      case 1: entry.firstAttribute = try reader.attribute("firstAttribute", place)
      case 2: entry.second = try reader.string("second", place)
      case 3: entry.secondAttribute = try reader.attribute("secondAttribute", place)
      case 4: entry.constant = try reader.number("constant", place)
      case 5: entry.relation = try reader.relation("relation", place)
      case 6: entry.multiplier = try reader.number("multiplier", place)
      case 7: entry.priority = try reader.number("priority", place, bounded: false)
      case 8: entry.identifier = try reader.string("identifier", place)
      default: entry.changesOften = try reader.bool("changesOften", place)
      }
    }
    if entry.first == nil { throw reader.missing("first", place) }
    if entry.firstAttribute == nil { throw reader.missing("firstAttribute", place) }
    return entry
  }

  /// A readable form of an entry that may not even decode, for error locations:
  /// `title.width == 0.5 * root.width + 10`, with `?` for a name that is missing or not a string.
  static func rawDescription(_ entry: [String: Any]) -> String? {
    func text(_ key: String) -> String? { (entry[key] as? String).map { DisplayText.escaped($0) } }
    // Numbers print compactly; a non-finite one arrives as its string spelling.
    func number(_ key: String) -> String? { (entry[key] as? Double).map(compactNumber) ?? text(key) }
    guard text("first") != nil || text("firstAttribute") != nil else { return nil }
    var description = "\(text("first") ?? "?").\(text("firstAttribute") ?? "?") \(text("relation") ?? "==") "
    guard let second = text("second") else { return description + (number("constant") ?? "0") }
    if let multiplier = number("multiplier"), multiplier != "1" { description += "\(multiplier) * " }
    description += "\(second).\(text("secondAttribute") ?? "?")"
    if let constant = number("constant"), constant != "0" {
      description += constant.hasPrefix("-") ? " - \(constant.dropFirst())" : " + \(constant)"
    }
    return description
  }
}

/// One layout guide of a scenario file: its owner, its kind and the numbers the kind needs.
struct ScenarioGuide {
  var name: String
  var owner: String
  var kind: String
  var insets: [Double?]?
  var length: Double?

  static let kinds = ["safeArea", "layoutMargins", "topLayoutGuide", "bottomLayoutGuide", "custom"]

  /// Reads one entry of `guides`; the reader is on its opening brace.
  static func read(from reader: inout ScenarioFieldReader, at place: EntryPlace) throws(ScenarioError) -> ScenarioGuide {
    var name: String?
    var owner: String?
    var kind: String?
    var insets: [Double?]?
    var length: Double?
    var seen: UInt32 = 0
    try reader.beginObject("", place)
    var first = true
    while let field = try reader.nextField(of: ["name", "owner", "kind", "insets", "length"], first: &first, seen: &seen, place) {
      if try reader.skipNull() { continue }
      switch field {
      case 0: name = try reader.string("name", place)
      case 1: owner = try reader.string("owner", place)
      case 2: kind = try reader.string("kind", place)
      case 3: insets = try reader.numbers("insets", ["top", "left", "bottom", "right"], place)
      default: length = try reader.number("length", place)
      }
    }
    guard let name else { throw reader.missing("name", place) }
    guard let owner else { throw reader.missing("owner", place) }
    guard let kind else { throw reader.missing("kind", place) }
    return ScenarioGuide(name: name, owner: owner, kind: kind, insets: insets, length: length)
  }

  /// The model's guide, with the kind known and only the numbers that kind uses.
  func makeGuide(reader: ScenarioFieldReader, at place: EntryPlace) throws(ScenarioError) -> LayoutGuide {
    func refuse(_ field: String) -> ScenarioError {
      reader.positioned(
        .invalidValue(location: reader.location(place), field: field, reason: "does not apply to a guide of kind \(DisplayText.quoted(kind))"),
        at: place.offset)
    }
    let resolvedInsets = EdgeInsets(
      top: insets?[0] ?? 0, left: insets?[1] ?? 0, bottom: insets?[2] ?? 0, right: insets?[3] ?? 0)
    switch kind {
    case "safeArea":
      if length != nil { throw refuse("length") }
      return .safeArea(resolvedInsets)
    case "layoutMargins", "custom":
      if insets != nil { throw refuse("insets") }
      if length != nil { throw refuse("length") }
      return kind == "custom" ? .custom : .layoutMargins
    case "topLayoutGuide", "bottomLayoutGuide":
      if insets != nil { throw refuse("insets") }
      guard let length else { throw reader.missing("length", place) }
      return kind == "topLayoutGuide" ? .topLayoutGuide(length: length) : .bottomLayoutGuide(length: length)
    default:
      throw reader.positioned(
        .invalidValue(
          location: reader.location(place), field: "kind",
          reason: "is \(DisplayText.quoted(kind)), which is not a guide kind; expected one of \(Self.kinds.joined(separator: ", "))"),
        at: place.offset)
    }
  }
}

/// How entries of a scenario's collections are labelled in messages.
enum ScenarioLabels {
  static func label(_ collection: String, _ fields: [String: Any]) -> String? {
    switch collection {
    case "views", "guides": (fields["name"] as? String).map(DisplayText.quoted)
    case "expectedFrames.frames", "workloads.moves", "workloads.removals", "workloads.intrinsicSizes":
      (fields["view"] as? String).map(DisplayText.quoted)
    case "constraints": ScenarioConstraint.rawDescription(fields)
    case "frames": (fields["view"] as? String).map(DisplayText.quoted)
    default: nil
    }
  }
}
