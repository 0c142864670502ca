import LayoutModel

/// The part of a JSON document an error is about: the document itself, or one entry of a
/// top-level array, found again by its offset when a message needs its label.
struct EntryPlace {
  /// The top-level array (`views`, `constraints`, `frames`), or `nil` for the document.
  var collection: StaticString?
  var index: Int
  /// The offset of the entry's opening brace.
  var offset: Int

  static let document = EntryPlace(collection: nil, index: 0, offset: 0)
}

/// Reads typed values out of a ``JSONReader`` and turns every failure into a ``ScenarioError``
/// with a line and column.
///
/// The scenario and frame-set readers are written against this: each field is read with the
/// entry it belongs to, and the entry's readable label (`views[3] ("title")`) is recovered from
/// the bytes only when a message is written, so a million valid entries build no strings.
struct ScenarioFieldReader {
  var json: JSONReader
  /// How an entry of a collection is labelled in messages, from its raw fields.
  var label: (_ collection: String, _ fields: [String: Any]) -> String?

  init(_ bytes: UnsafeBufferPointer<UInt8>, label: @escaping (_ collection: String, _ fields: [String: Any]) -> String?) {
    json = JSONReader(bytes)
    self.label = label
  }

  // MARK: Errors

  /// `error` placed at `offset`.
  func positioned(_ error: ScenarioError, at offset: Int) -> ScenarioError {
    let (line, column) = json.position(of: offset)
    return .positioned(error, line: line, column: column)
  }

  /// A syntax error as a ``ScenarioError``.
  func syntax(_ error: JSONReader.SyntaxError) -> ScenarioError {
    let (line, column) = json.position(of: error.offset)
    return .notJSON(detail: "line \(line), column \(column): \(error.message)")
  }

  /// `views[3] ("title")`, `constraints[0] (a.width == 10)` or `document`.
  func location(_ place: EntryPlace) -> String {
    guard let collection = place.collection else { return "document" }
    let name = "\(collection)"
    var text = "\(name)[\(place.index)]"
    if let label = label(name, lenientFields(at: place.offset)) { text += " (\(label))" }
    return text
  }

  /// The string and number fields of the object at `offset`, read as far as the bytes allow.
  func lenientFields(at offset: Int) -> [String: Any] {
    var scan = json
    scan.offset = offset
    var fields: [String: Any] = [:]
    do {
      guard try scan.peekKind() == .object else { return fields }
      scan.beginObject()
      var first = true
      while let key = try scan.nextKey(first: first) {
        first = false
        switch try scan.peekKind() {
        case .string: fields[key.text] = try scan.readString()
        case .number: fields[key.text] = try scan.readNumber()
        default: try scan.skipValue()
        }
      }
    } catch {}
    return fields
  }

  // MARK: Structure

  mutating func kind() throws(ScenarioError) -> JSONReader.Kind {
    do { return try json.peekKind() } catch { throw syntax(error) }
  }

  mutating func nextKey(first: Bool) throws(ScenarioError) -> JSONKey? {
    do { return try json.nextKey(first: first) } catch { throw syntax(error) }
  }

  mutating func nextElement(first: Bool) throws(ScenarioError) -> Bool {
    do { return try json.nextElement(first: first) } catch { throw syntax(error) }
  }

  mutating func skipValue() throws(ScenarioError) {
    do { try json.skipValue() } catch { throw syntax(error) }
  }

  mutating func expectEnd() throws(ScenarioError) {
    do { try json.expectEnd() } catch { throw syntax(error) }
  }

  /// Enters an object, or throws that `field` of `place` should be one.
  mutating func beginObject(_ field: String, _ place: EntryPlace) throws(ScenarioError) {
    guard try kind() == .object else { throw wrongType(field, place, expected: "an object") }
    json.beginObject()
  }

  /// Enters an array, or throws that `field` of `place` should be one.
  mutating func beginArray(_ field: String, _ place: EntryPlace) throws(ScenarioError) {
    guard try kind() == .array else { throw wrongType(field, place, expected: "an array") }
    json.beginArray()
  }

  /// Whether a `null` stands where a value should be (consumed); optional fields treat it as
  /// absent, as JSON decoders usually do.
  mutating func skipNull() throws(ScenarioError) -> Bool {
    guard try kind() == .null else { return false }
    do { try json.readNull() } catch { throw syntax(error) }
    return true
  }

  // MARK: Values

  func wrongType(_ field: String, _ place: EntryPlace, expected: String) -> ScenarioError {
    positioned(.wrongType(location: location(place), field: field, expected: expected), at: json.offset)
  }

  mutating func string(_ field: String, _ place: EntryPlace) throws(ScenarioError) -> String {
    guard try kind() == .string else { throw wrongType(field, place, expected: "a string") }
    do { return try json.readString() } catch { throw syntax(error) }
  }

  mutating func bool(_ field: String, _ place: EntryPlace) throws(ScenarioError) -> Bool {
    guard try kind() == .bool else { throw wrongType(field, place, expected: "true or false") }
    do { return try json.readBool() } catch { throw syntax(error) }
  }

  /// A number. With `bounded`, its magnitude must be at most ``Layout/maximumMagnitude`` (every
  /// length, constant and multiplier); priorities are left to the model's 1...1000 check. The
  /// strings `"NaN"`, `"Infinity"` and `"-Infinity"` (how a writer spells what JSON cannot) are
  /// refused as not finite.
  mutating func number(
    _ field: @autoclosure () -> String, _ place: EntryPlace, bounded: Bool = true
  ) throws(ScenarioError) -> Double {
    let start = json.offset
    switch try kind() {
    case .number:
      let value: Double
      do { value = try json.readNumber() } catch { throw syntax(error) }
      if bounded ? !(abs(value) <= Layout.maximumMagnitude) : !value.isFinite {
        throw positioned(
          .outOfRange(location: location(place), field: field(), text: numberText(from: start), limit: Layout.maximumMagnitude),
          at: start)
      }
      return value
    case .string:
      let text = try string(field(), place)
      if text == "NaN" || text == "Infinity" || text == "-Infinity" {
        throw positioned(.nonFinite(location: location(place), field: field()), at: start)
      }
      json.offset = start
      throw wrongType(field(), place, expected: "a number")
    default:
      throw wrongType(field(), place, expected: "a number")
    }
  }

  /// An attribute name, matched on its bytes (no string is made for a valid name).
  mutating func attribute(_ field: String, _ place: EntryPlace) throws(ScenarioError) -> LayoutAttribute {
    let start = json.offset
    guard try kind() == .string else { throw wrongType(field, place, expected: "a string") }
    let raw: RawString
    do { raw = try json.scanString() } catch { throw syntax(error) }
    for (name, attribute) in Self.attributeNames where raw.equals(bytes: name) { return attribute }
    let text = (try? raw.string()) ?? "?"
    throw positioned(
      .invalidValue(
        location: location(place), field: field,
        reason: "is \(DisplayText.quoted(text)), which is not an attribute; expected one of \(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", "))"),
      at: start)
  }

  /// `"=="`, `"<="` or `">="`.
  mutating func relation(_ field: String, _ place: EntryPlace) throws(ScenarioError) -> LayoutRelation {
    let start = json.offset
    guard try kind() == .string else { throw wrongType(field, place, expected: "a string") }
    let raw: RawString
    do { raw = try json.scanString() } catch { throw syntax(error) }
    if raw.equals("==") { return .equal }
    if raw.equals("<=") { return .lessThanOrEqual }
    if raw.equals(">=") { return .greaterThanOrEqual }
    let text = (try? raw.string()) ?? "?"
    throw positioned(
      .invalidValue(location: location(place), field: field, reason: "is \(DisplayText.quoted(text)); expected \"==\", \"<=\" or \">=\""),
      at: start)
  }

  private static let attributeNames: [([UInt8], LayoutAttribute)] = LayoutAttribute.allCases.map { (Array($0.rawValue.utf8), $0) }

  /// An integer-valued number (`1`, `1.0`), for version fields.
  mutating func integer(_ field: String, _ place: EntryPlace) throws(ScenarioError) -> Int {
    let start = json.offset
    guard try kind() == .number else { throw wrongType(field, place, expected: "an integer") }
    let value: Double
    do { value = try json.readNumber() } catch { throw syntax(error) }
    guard value == value.rounded(), abs(value) < 1e9 else {
      json.offset = start
      throw wrongType(field, place, expected: "an integer")
    }
    return Int(value)
  }

  /// The literal text of the number that starts at `offset`, cut to 32 characters.
  private func numberText(from offset: Int) -> String {
    var end = offset
    while end < json.bytes.count, end - offset < 32 {
      let byte = json.bytes[end]
      guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
        || byte | 0x20 == UInt8(ascii: "e") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      else { break }
      end += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: json.bytes[offset..<end]), as: UTF8.self)
  }

  /// An object of numbers (`frame`, `intrinsicContentSize`, ...), each member optional unless
  /// `required`; `bounded` as for ``number(_:_:bounded:)``.
  mutating func numbers(
    _ field: String, _ keys: [StaticString], required: Bool = false, _ place: EntryPlace, bounded: Bool = true
  ) throws(ScenarioError) -> [Double?] {
    let start = json.offset
    var values = [Double?](repeating: nil, count: keys.count)
    try beginObject(field, place)
    var isFirst = true
    while let key = try nextKey(first: isFirst) {
      isFirst = false
      guard let index = keys.firstIndex(where: { key.raw.equals($0) }) else {
        throw unknown(field + "." + key.text, key, place)
      }
      if try skipNull() { continue }
      guard values[index] == nil else { throw repeated(field + ".\(keys[index])", key, place) }
      values[index] = try number(field + ".\(keys[index])", place, bounded: bounded)
    }
    if required, let missing = values.firstIndex(where: { $0 == nil }) {
      throw positioned(.missingField(location: location(place), field: field + ".\(keys[missing])"), at: start)
    }
    return values
  }

  /// Opens a document's top-level object; a document of any other kind is refused.
  mutating func beginDocument() throws(ScenarioError) {
    guard try kind() == .object else {
      throw positioned(.wrongType(location: "document", field: "", expected: "an object"), at: json.offset)
    }
    json.beginObject()
  }

  /// A document's `format` number, the reader on its value; any but `supported` is refused.
  mutating func format(supported: Int) throws(ScenarioError) -> Int {
    let valueOffset = json.offset
    let value = try integer("format", .document)
    guard value == supported else { throw positioned(.unsupportedFormat(found: value, supported: supported), at: valueOffset) }
    return value
  }

  /// The next member of an object whose keys may each appear once: the key, its text, and where
  /// its value starts, or nil after the last. A key `seen` already holds is refused as
  /// `prefix + key`.
  mutating func nextMember(
    first: inout Bool, seen: inout Set<String>, prefix: String = "", _ place: EntryPlace
  ) throws(ScenarioError) -> (key: JSONKey, name: String, valueOffset: Int)? {
    guard let key = try nextKey(first: first) else { return nil }
    first = false
    let name = key.text
    guard seen.insert(name).inserted else { throw repeated(prefix + name, key, place) }
    return (key, name, json.offset)
  }

  /// The next key of an entry whose fields are `keys`, as its index in `keys`, or nil after the
  /// last; a key not in `keys`, or one `seen` already holds, is refused by name.
  ///
  /// The entry readers dispatch on the index, so unknown and repeated keys are found, and
  /// reported, the same way in every kind of entry.
  mutating func nextField(
    of keys: [StaticString], first: inout Bool, seen: inout UInt32, _ place: EntryPlace
  ) throws(ScenarioError) -> Int? {
    guard let key = try nextKey(first: first) else { return nil }
    first = false
    guard let index = keys.firstIndex(where: { key.raw.equals($0) }) else { throw unknown(key.text, key, place) }
    let bit: UInt32 = 1 << UInt32(index)
    guard seen & bit == 0 else { throw repeated(key.text, key, place) }
    seen |= bit
    return index
  }

  func unknown(_ field: String, _ key: JSONKey, _ place: EntryPlace) -> ScenarioError {
    positioned(.unknownField(location: location(place), field: field), at: key.offset)
  }

  func repeated(_ field: String, _ key: JSONKey, _ place: EntryPlace) -> ScenarioError {
    positioned(.invalidValue(location: location(place), field: field, reason: "appears twice"), at: key.offset)
  }

  func missing(_ field: String, _ place: EntryPlace) -> ScenarioError {
    positioned(.missingField(location: location(place), field: field), at: place.offset)
  }
}
