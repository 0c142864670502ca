/// Names and other file-supplied text made safe to print in a one-line message.
///
/// View names, identifiers and paths come from files: they can hold line breaks, terminal escape
/// codes or a megabyte of text. Printed raw, one of them can split an error over many lines,
/// repaint a terminal or bury the message. Every message that repeats such text goes through here.
public enum DisplayText {
  /// The longest stretch of a name a message repeats, in characters.
  public static let maximumLength = 64

  /// `text` in double quotes, with `"`, `\` and control characters escaped as in JSON and Swift
  /// (`\n`, `\u{1B}`), cut to ``maximumLength`` characters with a note of the full length.
  public static func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// `text` escaped and cut like ``quoted(_:)``, without the quotes; plain names come back as
  /// they are.
  public static func escaped(_ text: String, maximumLength: Int = maximumLength) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maximumLength {
        let total = text.unicodeScalars.count
        return result + "…(\(total) characters)"
      }
      count += 1
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isInvisibleFormatting(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A whole message with every control character (and invisible formatting character)
  /// escaped, so it stays on one line and reads as it is whatever the text inside it; quotes and
  /// backslashes are left alone.
  public static func oneLine(_ message: String) -> String {
    guard message.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || isInvisibleFormatting($0) })
    else { return message }
    var result = ""
    for scalar in message.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isInvisibleFormatting(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Bidirectional overrides and similar invisible formatting characters, which can make a
  /// printed name read differently from what it is.
  private static func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }
}
