import Foundation

/// The solved frames of a layout, by view name, with the engine that produced them.
///
/// Engines are compared by their frames, and a run's frames are kept next to its timings so that
/// a disagreement can be inspected later without re-running anything; names rather than ids keep
/// the file meaningful next to its scenario. The JSON form (version 1):
///
/// ```json
/// {
///   "format": 1,
///   "engine": "cassowary",
///   "metadata": { "scenario": "putta-320" },
///   "frames": [
///     { "view": "root", "x": 0, "y": 0, "width": 320, "height": 480 },
///     { "view": "title", "x": 20, "y": 20, "width": 280, "height": 21 }
///   ]
/// }
/// ```
///
/// `engine` and `metadata` (string values only) are optional and left out when empty; each frame
/// is relative to its superview, as ``Layout/frames(fromValues:)`` returns it.
public struct FrameSet: Hashable, Sendable {
  /// One view's frame.
  public struct Entry: Hashable, Sendable {
    public var view: String
    public var frame: Rect
    public init(view: String, frame: Rect) {
      self.view = view
      self.frame = frame
    }
  }

  public var engine: String?
  public var metadata: [String: String]
  public var entries: [Entry]

  public init(engine: String? = nil, metadata: [String: String] = [:], entries: [Entry]) {
    self.engine = engine
    self.metadata = metadata
    self.entries = entries
  }

  /// Pairs each view of `layout` with the frame at the same index; layout guides, which have no
  /// frame of their own, and extra frames or views are left out, so a short array yields a short
  /// set rather than a crash.
  public init(layout: Layout, frames: [Rect], engine: String? = nil, metadata: [String: String] = [:]) {
    self.init(
      engine: engine, metadata: metadata,
      entries: zip(layout.views, frames).compactMap { view, frame in
        view.guide == nil ? Entry(view: view.name, frame: frame) : nil
      })
  }

  /// The frame recorded for the view named `name`, if any.
  /// - Complexity: O(entries); build ``framesByName`` for repeated look-ups.
  public func frame(named name: String) -> Rect? {
    entries.first { $0.view == name }?.frame
  }

  /// Every frame keyed by view name (the first entry wins, though a decoded set has no repeats).
  public var framesByName: [String: Rect] {
    Dictionary(entries.map { ($0.view, $0.frame) }, uniquingKeysWith: { first, _ in first })
  }

  /// Reads a frame-set file; a malformed one throws an error naming the entry and field.
  public init(jsonData data: Data) throws(ScenarioError) {
    let document = try ScenarioJSON.decode(
      FrameSetDocument.self, from: data, schema: FrameSetDocument.schema,
      labeller: FrameSetDocument.labeller)
    guard document.format == FrameSetDocument.currentFormat else {
      throw .unsupportedFormat(found: document.format, supported: FrameSetDocument.currentFormat)
    }
    var seen: Set<String> = []
    var entries: [Entry] = []
    entries.reserveCapacity(document.frames.count)
    for (index, frame) in document.frames.enumerated() {
      let location = "frames[\(index)] (\"\(frame.view)\")"
      guard !frame.view.isEmpty else {
        throw .invalidValue(location: location, field: "view", reason: "is empty; every frame names its view")
      }
      guard seen.insert(frame.view).inserted else { throw .duplicateName(location: location, name: frame.view) }
      for (field, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
        try ScenarioJSON.requireFinite(value, field, at: location)
      }
      entries.append(Entry(view: frame.view, frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)))
    }
    self.init(engine: document.engine, metadata: document.metadata ?? [:], entries: entries)
  }

  /// The frame set as JSON: pretty-printed, keys sorted, empty optional fields left out.
  public func jsonData() -> Data {
    ScenarioJSON.encode(FrameSetDocument(
      format: FrameSetDocument.currentFormat, engine: engine,
      metadata: metadata.isEmpty ? nil : metadata,
      frames: entries.map { entry in
        FrameSetDocument.Frame(
          view: entry.view, x: entry.frame.x, y: entry.frame.y, width: entry.frame.width,
          height: entry.frame.height)
      }))
  }
}

/// The frame-set file as JSON sees it.
struct FrameSetDocument: Codable {
  static let currentFormat = 1

  struct Frame: Codable {
    var view: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  var format: Int
  var engine: String?
  var metadata: [String: String]?
  var frames: [Frame]

  static let schema: ScenarioJSON.Schema = .object([
    "format": .value, "engine": .value, "metadata": .dictionary(of: .value),
    "frames": .array(of: .object(["view": .value, "x": .value, "y": .value, "width": .value, "height": .value])),
  ])

  static let labeller = ScenarioJSON.Labeller(collections: ["frames"]) { _, entry in
    (entry["view"] as? String).map { "\"\($0)\"" }
  }
}
