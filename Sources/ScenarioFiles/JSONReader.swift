#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pull parser over the bytes of one JSON document (RFC 8259), for the scenario and frame-set
/// readers.
///
/// Foundation's decoder builds a tree of the whole document before decoding it, which made a
/// 100,000-view scenario take tens of seconds and gigabytes. This reader walks the bytes once and
/// hands each value to the caller as it goes, so reading is linear and keeps nothing but the
/// layout being built. Each failure knows its byte offset, turned into a line and column only
/// when a message is written.
///
/// Nesting is handled without recursion (``skipValue()`` counts brackets), so a hostile
/// document nested a million levels deep costs a loop, not the stack.
struct JSONReader {
  /// What kind of value starts at the current offset.
  enum Kind {
    case object, array, string, number, bool, null

    /// The phrase messages use for a value of this kind.
    var phrase: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .bool: "true or false"
      case .null: "null"
      }
    }
  }

  /// A syntax error: what was wrong, and the byte offset where reading stopped.
  struct SyntaxError: Error {
    var message: String
    var offset: Int
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: Positions

  /// The 1-based line and column of a byte offset; columns count characters (UTF-8 scalars).
  /// - Complexity: O(offset); called only to write a message.
  func position(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes.prefix(min(max(offset, 0), bytes.count)) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  // MARK: Structure

  /// Skips spaces, tabs and line breaks (JSON's four whitespace bytes).
  @inline(__always)
  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x0A, 0x0D, 0x09: offset += 1
      default: return
      }
    }
  }

  /// The kind of the next value, after skipping whitespace.
  mutating func peekKind() throws(SyntaxError) -> Kind {
    skipWhitespace()
    guard offset < bytes.count else { throw SyntaxError(message: "the document ends where a value should be", offset: offset) }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    default: throw SyntaxError(message: "\(describeByte(at: offset)) cannot start a value", offset: offset)
    }
  }

  /// Consumes `{` (the caller has checked the kind).
  mutating func beginObject() {
    offset += 1
  }

  /// Consumes `[` (the caller has checked the kind).
  mutating func beginArray() {
    offset += 1
  }

  /// The next key of an object, with the reader left on its value, or `nil` at the closing `}`.
  /// `first` tells whether no key has been read from this object yet.
  mutating func nextKey(first: Bool) throws(SyntaxError) -> JSONKey? {
    skipWhitespace()
    guard offset < bytes.count else { throw SyntaxError(message: "the document ends inside an object", offset: offset) }
    if bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return nil
    }
    if !first {
      guard bytes[offset] == UInt8(ascii: ",") else {
        throw SyntaxError(message: "expected ',' or '}' after an object member, found \(describeByte(at: offset))", offset: offset)
      }
      offset += 1
      skipWhitespace()
    }
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw SyntaxError(message: "expected a quoted key, found \(describeByte(at: offset))", offset: offset)
    }
    let start = offset
    let key = try scanString()
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw SyntaxError(message: "expected ':' after a key, found \(describeByte(at: offset))", offset: offset)
    }
    offset += 1
    skipWhitespace()
    return JSONKey(raw: key, offset: start)
  }

  /// Whether another element follows in an array (the reader is then on it), or `false` at the
  /// closing `]`.
  mutating func nextElement(first: Bool) throws(SyntaxError) -> Bool {
    skipWhitespace()
    guard offset < bytes.count else { throw SyntaxError(message: "the document ends inside an array", offset: offset) }
    if bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return false
    }
    if !first {
      guard bytes[offset] == UInt8(ascii: ",") else {
        throw SyntaxError(message: "expected ',' or ']' after an array element, found \(describeByte(at: offset))", offset: offset)
      }
      offset += 1
      skipWhitespace()
    }
    return true
  }

  /// Checks that only whitespace follows the document's value.
  mutating func expectEnd() throws(SyntaxError) {
    skipWhitespace()
    if offset < bytes.count {
      throw SyntaxError(message: "unexpected \(describeByte(at: offset)) after the document's value", offset: offset)
    }
  }

  // MARK: Values

  /// A string value (the caller has checked the kind).
  mutating func readString() throws(SyntaxError) -> String {
    try scanString().string()
  }

  /// A number's text (the caller has checked the kind), checked against JSON's grammar and
  /// converted to the nearest double; an integer literal beyond ±1e308 converts to ±infinity.
  mutating func readNumber() throws(SyntaxError) -> Double {
    let start = offset
    var negative = false
    if bytes[offset] == UInt8(ascii: "-") {
      negative = true
      offset += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw SyntaxError(message: "expected a digit after '-'", offset: offset)
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) {
        throw SyntaxError(message: "a number cannot have a leading zero", offset: start)
      }
    } else {
      while offset < bytes.count, isDigit(bytes[offset]) {
        if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[offset] &- 0x30) } else { exponent += 1 }
        if mantissa != 0 { digits += 1 }
        offset += 1
      }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw SyntaxError(message: "expected a digit after the decimal point", offset: offset)
      }
      while offset < bytes.count, isDigit(bytes[offset]) {
        if digits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(bytes[offset] &- 0x30)
          if mantissa != 0 { digits += 1 }
          exponent -= 1
        }
        offset += 1
      }
    }
    var hasExponent = false
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      hasExponent = true
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw SyntaxError(message: "expected a digit in the exponent", offset: offset)
      }
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    // Clinger's fast path: a mantissa below 2^53 times an exact power of ten is exact.
    if !hasExponent, digits <= 15, (-22...22).contains(exponent) {
      let value = exponent < 0 ? Double(mantissa) / Self.powersOfTen[-exponent] : Double(mantissa) * Self.powersOfTen[exponent]
      return negative ? -value : value
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    // The grammar was checked above, so only range remains: beyond ±1.8e308 is infinite, below
    // the smallest subnormal is zero, as IEEE 754 rounding says.
    return Double(text) ?? (negative ? -.infinity : .infinity)
  }

  /// `true` or `false` (the caller has checked the kind).
  mutating func readBool() throws(SyntaxError) -> Bool {
    if try matchLiteral("true") { return true }
    if try matchLiteral("false") { return false }
    throw SyntaxError(message: "expected true or false", offset: offset)
  }

  /// Consumes `null` (the caller has checked the kind).
  mutating func readNull() throws(SyntaxError) {
    guard try matchLiteral("null") else { throw SyntaxError(message: "expected null", offset: offset) }
  }

  /// Skips one value of any kind, checking its syntax, without recursion: open containers are
  /// kept on an explicit stack (`true` for an object).
  mutating func skipValue() throws(SyntaxError) {
    var containers: [Bool] = []
    var needValue = true
    while true {
      if needValue {
        switch try peekKind() {
        case .object:
          beginObject()
          if try nextKey(first: true) != nil {
            containers.append(true)
            continue
          }
        case .array:
          beginArray()
          if try nextElement(first: true) {
            containers.append(false)
            continue
          }
        case .string: _ = try scanString()
        case .number: _ = try readNumber()
        case .bool: _ = try readBool()
        case .null: try readNull()
        }
      }
      // A value just ended: continue its container, or stop at the top.
      guard let isObject = containers.last else { return }
      if isObject {
        needValue = try nextKey(first: false) != nil
      } else {
        needValue = try nextElement(first: false)
      }
      if !needValue { containers.removeLast() }
    }
  }

  // MARK: Lexing

  /// Scans a string literal starting at `"` and returns its raw bytes (escapes unresolved).
  mutating func scanString() throws(SyntaxError) -> RawString {
    let start = offset
    offset += 1
    var hasEscapes = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let raw = RawString(bytes: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<offset]), hasEscapes: hasEscapes, offset: start)
        offset += 1
        return raw
      }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        offset += 2
        continue
      }
      if byte < 0x20 {
        throw SyntaxError(message: "a string holds an unescaped control character (\(byte)); write it as \\u\(hex4(UInt16(byte)))", offset: offset)
      }
      offset += 1
    }
    throw SyntaxError(message: "a string is not closed", offset: start)
  }

  private mutating func matchLiteral(_ literal: StaticString) throws(SyntaxError) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] { return false }
    offset += count
    return true
  }

  /// A readable name for the byte at `offset`, for syntax messages.
  func describeByte(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the document" }
    let byte = bytes[offset]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }
}

/// A string literal's bytes inside the document, escapes not yet resolved.
struct RawString {
  var bytes: UnsafeBufferPointer<UInt8>
  var hasEscapes: Bool
  /// Where the opening quote is.
  var offset: Int

  /// Whether the literal is exactly `text` (no escapes involved).
  @inline(__always)
  func equals(_ text: StaticString) -> Bool {
    guard !hasEscapes, bytes.count == text.utf8CodeUnitCount else { return false }
    for index in 0..<bytes.count where bytes[index] != text.utf8Start[index] { return false }
    return true
  }

  /// Whether the literal's bytes are exactly `other` (no escapes involved).
  @inline(__always)
  func equals(bytes other: [UInt8]) -> Bool {
    guard !hasEscapes, bytes.count == other.count else { return false }
    return other.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
  }

  /// The string's value: escapes resolved, UTF-8 checked.
  func string() throws(JSONReader.SyntaxError) -> String {
    if !hasEscapes {
      // Names are nearly always ASCII, which needs no validation; the general check is kept
      // for the rest (it is an order of magnitude slower per byte).
      var ascii = true
      for byte in bytes where byte >= 0x80 {
        ascii = false
        break
      }
      if ascii { return String(decoding: bytes, as: UTF8.self) }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw JSONReader.SyntaxError(message: "a string is not valid UTF-8", offset: offset)
      }
      return text
    }
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    var index = 0
    func flush() throws(JSONReader.SyntaxError) {
      guard !utf8.isEmpty else { return }
      guard let text = String(validating: utf8, as: UTF8.self) else {
        throw JSONReader.SyntaxError(message: "a string is not valid UTF-8", offset: offset)
      }
      scalars.append(contentsOf: text.unicodeScalars)
      utf8.removeAll(keepingCapacity: true)
    }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        index += 1
        continue
      }
      try flush()
      guard index + 1 < bytes.count else { throw escapeError(index) }
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        guard let high = hex(at: index) else { throw escapeError(index - 2) }
        index += 4
        if (0xD800..<0xDC00).contains(high) {
          // A surrogate pair: the low half must follow as its own escape.
          guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
            let low = hex(at: index + 2), (0xDC00..<0xE000).contains(low)
          else { throw JSONReader.SyntaxError(message: "a string holds an unpaired surrogate escape", offset: offset) }
          index += 6
          let value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          guard let scalar = Unicode.Scalar(value) else { throw escapeError(index) }
          scalars.append(scalar)
        } else {
          guard let scalar = Unicode.Scalar(UInt32(high)) else {
            throw JSONReader.SyntaxError(message: "a string holds an unpaired surrogate escape", offset: offset)
          }
          scalars.append(scalar)
        }
      default:
        throw escapeError(index - 2)
      }
    }
    try flush()
    return String(scalars)
  }

  private func hex(at index: Int) -> UInt16? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt16 = 0
    for byte in bytes[index..<(index + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  private func escapeError(_ index: Int) -> JSONReader.SyntaxError {
    JSONReader.SyntaxError(message: "a string holds an invalid escape sequence", offset: offset + 1 + index)
  }
}

/// An object's key, where it starts in the document.
struct JSONKey {
  var raw: RawString
  var offset: Int

  /// The key as text, for messages (escapes resolved where possible).
  var text: String { (try? raw.string()) ?? String(decoding: raw.bytes, as: UTF8.self) }
}

/// Four hexadecimal digits, for `\u` escapes in messages.
func hex4(_ value: UInt16) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: 4 - digits.count) + digits
}
