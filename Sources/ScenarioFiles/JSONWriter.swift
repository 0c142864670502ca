/// Appends JSON text to a byte buffer: strings escaped, numbers in their shortest exact form.
///
/// Scenario files of a million views are written by `bench export`; Foundation's encoder would
/// first build a tree of the whole document. This writer streams into one growing buffer.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends literal JSON text (punctuation, indentation, keys known to need no escaping).
  @inline(__always)
  mutating func raw(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// `, "key": ` or `"key": `: a member's key, preceded by a comma unless it is the first.
  mutating func key(_ key: StaticString, first: inout Bool) {
    if !first { raw(", ") }
    first = false
    bytes.append(UInt8(ascii: "\""))
    raw(key)
    raw("\": ")
  }

  /// A string literal: `"`, `\` and control characters escaped, everything else as UTF-8.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0..<0x20:
        raw("\\u")
        bytes.append(contentsOf: hex4(UInt16(byte)).utf8)
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A number: integers without a fraction, others in Swift's shortest form that reads back to
  /// the same double. JSON has no NaN or infinity, so those are written as the strings `"NaN"`,
  /// `"Infinity"` and `"-Infinity"`, which readers refuse by field name.
  mutating func number(_ value: Double) {
    if value.isNaN { return raw("\"NaN\"") }
    if value.isInfinite { return value < 0 ? raw("\"-Infinity\"") : raw("\"Infinity\"") }
    if value == value.rounded(), abs(value) < 1e15 {
      bytes.append(contentsOf: String(Int64(value)).utf8)
    } else {
      bytes.append(contentsOf: value.description.utf8)
    }
  }

  mutating func bool(_ value: Bool) {
    value ? raw("true") : raw("false")
  }
}
