import Foundation
import LayoutModel

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

  /// Reads a frame-set file; a malformed one throws an error naming the entry, the field, and
  /// the line and column.
  /// - Complexity: O(bytes + frames).
  public init(jsonData data: Data) throws(ScenarioError) {
    let result = data.withUnsafeBytes { raw -> Result<FrameSet, ScenarioError> in
      var reader = ScenarioFieldReader(raw.bindMemory(to: UInt8.self), label: ScenarioLabels.label)
      do throws(ScenarioError) { return .success(try Self.read(&reader)) } catch { return .failure(error) }
    }
    self = try result.get()
  }

  private static func read(_ reader: inout ScenarioFieldReader) throws(ScenarioError) -> FrameSet {
    let document = EntryPlace.document
    try reader.beginDocument()
    var format: Int?
    var engine: String?
    var metadata: [String: String] = [:]
    var entries: [Entry]?
    var seen: Set<String> = []
    var first = true
    while let (key, name, _) = try reader.nextMember(first: &first, seen: &seen, document) {
      switch name {
      case "format": format = try reader.format(supported: currentFormat)
      case "engine":
        if try !reader.skipNull() { engine = try reader.string("engine", document) }
      case "metadata":
        if try reader.skipNull() { continue }
        try reader.beginObject("metadata", document)
        var firstMember = true
        while let member = try reader.nextKey(first: firstMember) {
          firstMember = false
          metadata[member.text] = try reader.string("metadata.\(member.text)", document)
        }
      case "frames": entries = try readFrames(&reader)
      default: throw reader.unknown(name, key, document)
      }
    }
    try reader.expectEnd()
    guard format != nil else { throw reader.missing("format", document) }
    guard let entries else { throw reader.missing("frames", document) }
    return FrameSet(engine: engine, metadata: metadata, entries: entries)
  }

  private static func readFrames(_ reader: inout ScenarioFieldReader) throws(ScenarioError) -> [Entry] {
    try reader.beginArray("frames", .document)
    var names: Set<String> = []
    var entries: [Entry] = []
    var index = 0
    while try reader.nextElement(first: index == 0) {
      let place = EntryPlace(collection: "frames", index: index, offset: reader.json.offset)
      var view: String?
      var values = [Double?](repeating: nil, count: 4)
      try reader.beginObject("", place)
      var first = true
      while let key = try reader.nextKey(first: first) {
        first = false
        if key.raw.equals("view") {
          guard view == nil else { throw reader.repeated("view", key, place) }
          view = try reader.string("view", place)
          continue
        }
        guard let field = Self.frameFields.firstIndex(where: { key.raw.equals($0) }) else {
          throw reader.unknown(key.text, key, place)
        }
        guard values[field] == nil else { throw reader.repeated(key.text, key, place) }
        // Frames are results, not inputs: any finite number is a frame an engine could report.
        values[field] = try reader.number("\(Self.frameFields[field])", place, bounded: false)
      }
      guard let view else { throw reader.missing("view", place) }
      if let missing = values.firstIndex(where: { $0 == nil }) { throw reader.missing("\(Self.frameFields[missing])", place) }
      guard !view.isEmpty else {
        throw reader.positioned(
          .invalidValue(location: reader.location(place), field: "view", reason: "is empty; every frame names its view"),
          at: place.offset)
      }
      guard names.insert(view).inserted else {
        throw reader.positioned(.duplicateName(location: reader.location(place), name: view), at: place.offset)
      }
      entries.append(Entry(view: view, frame: Rect(x: values[0] ?? 0, y: values[1] ?? 0, width: values[2] ?? 0, height: values[3] ?? 0)))
      index += 1
    }
    return entries
  }

  private static let frameFields: [StaticString] = ["x", "y", "width", "height"]

  /// The version this build reads and writes.
  static let currentFormat = 1

  /// The frame set as JSON: one frame per line, empty optional fields left out.
  public func jsonData() -> Data {
    var writer = JSONWriter(capacity: 96 * entries.count + 128)
    writer.raw("{\n  \"format\": 1")
    if let engine {
      writer.raw(",\n  \"engine\": ")
      writer.string(engine)
    }
    if !metadata.isEmpty {
      writer.raw(",\n  \"metadata\": {")
      for (index, (key, value)) in metadata.sorted(by: { $0.key < $1.key }).enumerated() {
        if index > 0 { writer.raw(", ") }
        writer.string(key)
        writer.raw(": ")
        writer.string(value)
      }
      writer.raw("}")
    }
    writer.raw(",\n  \"frames\": [")
    for (index, entry) in entries.enumerated() {
      writer.raw(index == 0 ? "\n    {\"view\": " : ",\n    {\"view\": ")
      writer.string(entry.view)
      writer.raw(", \"x\": ")
      writer.number(entry.frame.x)
      writer.raw(", \"y\": ")
      writer.number(entry.frame.y)
      writer.raw(", \"width\": ")
      writer.number(entry.frame.width)
      writer.raw(", \"height\": ")
      writer.number(entry.frame.height)
      writer.raw("}")
    }
    writer.raw(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    return Data(writer.bytes)
  }
}
