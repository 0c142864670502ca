import Foundation

/// The JSON plumbing shared by scenario and frame-set files: one encoder configuration, one
/// decoder configuration, and the translation of Foundation's errors into ``ScenarioError``.
///
/// Foundation reports a failure as a coding path (`views`, `Index 3`, `frame`, `x`); a person
/// editing a file needs `views[3] ("title"): field "frame.x"`. The entry's label (its name or its
/// readable constraint) comes from a second, lenient parse of the same bytes, done only when
/// there is something to report or when checking for misspelt fields.
enum ScenarioJSON {
  /// One step of a path into a document.
  enum PathComponent: Hashable {
    case key(String)
    case index(Int)
  }

  /// The fields a document may contain, so that a misspelt field is reported instead of ignored.
  indirect enum Schema: Sendable {
    /// A number, string or boolean, or a list of them.
    case value
    case object([String: Schema])
    case array(of: Schema)
    /// An object with free-form keys, each holding a value of the given schema.
    case dictionary(of: Schema)
  }

  /// Describes the document's top-level arrays: which are lists of entries worth labelling, and
  /// how to label one entry from its raw JSON object.
  struct Labeller: Sendable {
    var collections: Set<String>
    var label: @Sendable (_ collection: String, _ entry: [String: Any]) -> String?
  }

  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // The model keeps numbers finite, but a public `rootSize` could still hold a NaN; writing it
    // as a string keeps `jsonData()` total, and the reader then reports the field by name.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return encoder
  }

  static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return decoder
  }

  /// Encodes a document; the configured encoder cannot fail on these plain value types, and an
  /// empty result would still be reported by any reader as malformed rather than misread.
  static func encode<Document: Encodable>(_ document: Document) -> Data {
    (try? makeEncoder().encode(document)) ?? Data()
  }

  /// Decodes a document, then checks that every field it contains is one the schema defines.
  static func decode<Document: Decodable>(
    _ type: Document.Type, from data: Data, schema: Schema, labeller: Labeller
  ) throws(ScenarioError) -> Document {
    let document: Document
    do {
      document = try makeDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw translate(error, data: data, labeller: labeller)
    } catch {
      throw .notJSON(detail: String(describing: error))
    }
    if let raw = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
      let path = firstUnknownField(in: raw, schema: schema, path: [])
    {
      let (location, field) = place(path, raw: raw, labeller: labeller)
      throw .unknownField(location: location, field: field)
    }
    return document
  }

  /// The location of an entry (`views[3] ("title")`) and the field inside it (`frame.x`).
  static func place(
    _ path: [PathComponent], raw: Any?, labeller: Labeller
  ) -> (location: String, field: String) {
    guard path.count >= 2, case .key(let collection) = path[0], case .index(let index) = path[1],
      labeller.collections.contains(collection)
    else {
      return ("document", fieldPath(path[...]))
    }
    var location = "\(collection)[\(index)]"
    if let top = raw as? [String: Any], let entries = top[collection] as? [Any],
      entries.indices.contains(index), let entry = entries[index] as? [String: Any],
      let label = labeller.label(collection, entry)
    {
      location += " (\(label))"
    }
    return (location, fieldPath(path[2...]))
  }

  static func fieldPath(_ path: ArraySlice<PathComponent>) -> String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  private static func translate(_ error: DecodingError, data: Data, labeller: Labeller) -> ScenarioError {
    let raw = { try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) }
    func components(_ keys: [any CodingKey]) -> [PathComponent] {
      keys.map { key in key.intValue.map(PathComponent.index) ?? .key(key.stringValue) }
    }
    switch error {
    case .keyNotFound(let key, let context):
      let (location, field) = place(components(context.codingPath + [key]), raw: raw(), labeller: labeller)
      return .missingField(location: location, field: field)
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let (location, field) = place(components(context.codingPath), raw: raw(), labeller: labeller)
      return .wrongType(location: location, field: field, expected: kindName(of: type))
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return .notJSON(detail: syntaxErrorDetail(in: data) ?? context.debugDescription) }
      let (location, field) = place(components(context.codingPath), raw: raw(), labeller: labeller)
      return .invalidValue(location: location, field: field, reason: "is unreadable: \(context.debugDescription)")
    @unknown default:
      return .notJSON(detail: String(describing: error))
    }
  }

  /// Where the bytes stop being JSON, as `line 3, column 12: <parser's message>`.
  ///
  /// Foundation's decoder on Linux says only that the data "was not valid JSON"; its serializer
  /// names a character offset, which is turned into a line and column here.
  static func syntaxErrorDetail(in data: Data) -> String? {
    let message: String
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      message = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
    }
    guard let marker = message.range(of: "character "),
      let offset = Int(message[marker.upperBound...].prefix { $0.isNumber })
    else { return message }
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "line \(line), column \(column): \(message)"
  }

  /// A JSON-flavoured name for the Swift type Foundation expected.
  static func kindName(of type: Any.Type) -> String {
    let name = String(describing: type)
    if type == Double.self || type == Float.self { return "a number" }
    if type == Int.self { return "an integer" }
    if type == String.self { return "a string" }
    if type == Bool.self { return "true or false" }
    if name.hasPrefix("Array") || name.hasPrefix("[") && !name.contains(":") || name.contains("Unkeyed") {
      return "an array"
    }
    return "an object"
  }

  /// The path of the first field not in the schema, in document order of arrays (object keys are
  /// visited sorted, so the answer does not depend on dictionary order).
  static func firstUnknownField(in value: Any, schema: Schema, path: [PathComponent]) -> [PathComponent]? {
    switch schema {
    case .value:
      return nil
    case .object(let fields):
      guard let object = value as? [String: Any] else { return nil }
      for key in object.keys.sorted() {
        guard let fieldSchema = fields[key] else { return path + [.key(key)] }
        if let found = firstUnknownField(in: object[key] as Any, schema: fieldSchema, path: path + [.key(key)]) {
          return found
        }
      }
      return nil
    case .array(let element):
      guard let array = value as? [Any] else { return nil }
      for (index, item) in array.enumerated() {
        if let found = firstUnknownField(in: item, schema: element, path: path + [.index(index)]) {
          return found
        }
      }
      return nil
    case .dictionary(let element):
      guard let object = value as? [String: Any] else { return nil }
      for key in object.keys.sorted() {
        if let found = firstUnknownField(in: object[key] as Any, schema: element, path: path + [.key(key)]) {
          return found
        }
      }
      return nil
    }
  }

  /// Throws unless `value` is finite; the model would refuse it later with a vaguer owner.
  static func requireFinite(_ value: Double?, _ field: String, at location: String) throws(ScenarioError) {
    if let value, !value.isFinite { throw .nonFinite(location: location, field: field) }
  }
}
