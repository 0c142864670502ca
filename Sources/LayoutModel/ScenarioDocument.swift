/// The scenario file as JSON sees it: names instead of ids, strings instead of enums, and an
/// optional field wherever the model has a default.
///
/// Keeping this layer separate from ``Layout`` lets the file stay readable (a view's parent is a
/// name, a relation is `"<="`) and lets every semantic check report the field it read, with the
/// model's own validation as the last word. See `ScenarioFormat.md` for the format itself.
struct ScenarioDocument: Codable {
  static let currentFormat = 1

  var format: Int
  var direction: String?
  var rootSize: Size
  /// Written only when it differs from `rootSize` (a layout resized after it was made).
  var autoresizingRootSize: Size?
  var views: [ScenarioView]
  var guides: [ScenarioGuide]?
  var constraints: [ScenarioConstraint]?
  var expectedFrames: ScenarioExpectedFrames?

  static let schema: ScenarioJSON.Schema = .object([
    "format": .value, "direction": .value, "rootSize": .object(["width": .value, "height": .value]),
    "autoresizingRootSize": .object(["width": .value, "height": .value]),
    "views": .array(of: ScenarioView.schema), "guides": .array(of: ScenarioGuide.schema),
    "constraints": .array(of: ScenarioConstraint.schema),
    "expectedFrames": ScenarioExpectedFrames.schema,
  ])

  static let labeller = ScenarioJSON.Labeller(collections: ["views", "guides", "constraints"]) { collection, entry in
    if collection == "views" || collection == "guides" { return (entry["name"] as? String).map { "\"\($0)\"" } }
    return ScenarioConstraint.rawDescription(entry)
  }
}

/// One layout guide of a scenario file: its owner, its kind and the numbers the kind needs.
struct ScenarioGuide: Codable {
  var name: String
  var owner: String
  var kind: String
  var insets: ScenarioInsets?
  var length: Double?

  static let schema: ScenarioJSON.Schema = .object([
    "name": .value, "owner": .value, "kind": .value,
    "insets": .object(["top": .value, "left": .value, "bottom": .value, "right": .value]),
    "length": .value,
  ])

  static let kinds = ["safeArea", "layoutMargins", "topLayoutGuide", "bottomLayoutGuide", "custom"]
}

/// The frames an outside reference expects, by view name.
struct ScenarioExpectedFrames: Codable {
  struct Frame: Codable {
    var view: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var status: String?
  }

  var source: String?
  var tolerance: Double?
  var frames: [Frame]

  static let schema: ScenarioJSON.Schema = .object([
    "source": .value, "tolerance": .value,
    "frames": .array(of: .object([
      "view": .value, "x": .value, "y": .value, "width": .value, "height": .value, "status": .value,
    ])),
  ])
}

/// One view of a scenario file.
struct ScenarioView: Codable {
  var name: String
  var parent: String?
  var intrinsicContentSize: IntrinsicContentSize?
  var contentHugging: ScenarioPriorities?
  var compressionResistance: ScenarioPriorities?
  var alignmentInsets: ScenarioInsets?
  var baselineOffsetFromBottom: Double?
  var firstBaselineOffsetFromTop: Double?
  var translatesAutoresizingMaskIntoConstraints: Bool?
  var autoresizingMask: [String]?
  var frame: Rect?
  var layoutMargins: ScenarioInsets?

  static let schema: ScenarioJSON.Schema = .object([
    "name": .value, "parent": .value,
    "intrinsicContentSize": .object(["width": .value, "height": .value]),
    "contentHugging": .object(["horizontal": .value, "vertical": .value]),
    "compressionResistance": .object(["horizontal": .value, "vertical": .value]),
    "alignmentInsets": .object(["top": .value, "left": .value, "bottom": .value, "right": .value]),
    "baselineOffsetFromBottom": .value, "firstBaselineOffsetFromTop": .value,
    "translatesAutoresizingMaskIntoConstraints": .value, "autoresizingMask": .value,
    "frame": .object(["x": .value, "y": .value, "width": .value, "height": .value]),
    "layoutMargins": .object(["top": .value, "left": .value, "bottom": .value, "right": .value]),
  ])

  /// The six mask flags by their JSON names, in bit order.
  static let maskFlags: [(String, AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]
}

/// A per-axis pair of priorities; an absent axis keeps the model's default.
struct ScenarioPriorities: Codable {
  var horizontal: Double?
  var vertical: Double?
}

/// Insets by edge; an absent edge takes the field's default (0 for alignment insets and guide
/// insets, 8 for layout margins).
struct ScenarioInsets: Codable {
  var top: Double?
  var left: Double?
  var bottom: Double?
  var right: Double?

  /// The insets with each absent edge set to `fallback`.
  func resolved(default fallback: Double) -> EdgeInsets {
    EdgeInsets(top: top ?? fallback, left: left ?? fallback, bottom: bottom ?? fallback, right: right ?? fallback)
  }

  /// Only the edges that differ from `fallback`; `nil` when none does.
  static func differing(_ insets: EdgeInsets, from fallback: Double) -> ScenarioInsets? {
    func edge(_ value: Double) -> Double? { value == fallback ? nil : value }
    let result = ScenarioInsets(top: edge(insets.top), left: edge(insets.left), bottom: edge(insets.bottom), right: edge(insets.right))
    return result.top == nil && result.left == nil && result.bottom == nil && result.right == nil ? nil : result
  }

  /// The four edges with field names, for finiteness checks.
  func numbers(_ prefix: String) -> [(String, Double?)] {
    [("\(prefix).top", top), ("\(prefix).left", left), ("\(prefix).bottom", bottom), ("\(prefix).right", right)]
  }
}

/// One constraint of a scenario file, with views named and attributes spelt out.
struct ScenarioConstraint: Codable {
  var identifier: String?
  var first: String
  var firstAttribute: String
  var relation: String?
  var second: String?
  var secondAttribute: String?
  var multiplier: Double?
  var constant: Double?
  var priority: Double?

  static let schema: ScenarioJSON.Schema = .object([
    "identifier": .value, "first": .value, "firstAttribute": .value, "relation": .value,
    "second": .value, "secondAttribute": .value, "multiplier": .value, "constant": .value,
    "priority": .value,
  ])

  /// A readable form of an entry that may not even decode, for error locations:
  /// `title.width == 0.5 * root.width + 10`, with `?` for a name that is missing or not a string.
  static func rawDescription(_ entry: [String: Any]) -> String? {
    func text(_ key: String) -> String? { entry[key] as? String }
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

  /// The same readable form for a decoded entry.
  var rawDescription: String {
    var entry: [String: Any] = ["first": first, "firstAttribute": firstAttribute]
    entry["relation"] = relation
    entry["second"] = second
    entry["secondAttribute"] = secondAttribute
    entry["multiplier"] = multiplier
    entry["constant"] = constant
    return Self.rawDescription(entry) ?? "?"
  }
}
