import LayoutModel

/// Why a scenario or frame-set file was refused, with the place in the file that caused it.
///
/// A benchmark run reads files written by hand, by generators and by other engines; a bad file
/// must stop with a message that points at the exact view, constraint or field rather than crash
/// or silently drop a part. Every `location` reads like `views[3] ("title")`,
/// `constraints[12] (title.width == 0.5 * root.width)`, `frames[0] ("root")` or `document` for the
/// top level, and every `field` is a dotted path inside that entry (`frame.x`, `autoresizingMask[1]`).
public enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON; `detail` gives the line and column where reading stopped, when
  /// the parser reports one, followed by the parser's own explanation.
  case notJSON(detail: String)
  /// The `format` field names a version this reader does not know.
  case unsupportedFormat(found: Int, supported: Int)
  /// A required field is absent.
  case missingField(location: String, field: String)
  /// A field holds the wrong kind of JSON value (`expected` reads "a number", "an object", ...).
  case wrongType(location: String, field: String, expected: String)
  /// A field the format does not define, most likely a misspelling.
  case unknownField(location: String, field: String)
  /// A field has the right type but a value the format does not allow.
  case invalidValue(location: String, field: String, reason: String)
  /// A number is NaN or infinite (written as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`).
  case nonFinite(location: String, field: String)
  /// Two views (or two frames) share a name.
  case duplicateName(location: String, name: String)
  /// A view names a parent that appears only further down the list; parents come first.
  case parentListedAfterChild(location: String, parent: String)
  /// The model refused the entry; `error` says why.
  case rejected(location: String, error: LayoutError)
  /// A finite number beyond the magnitude the format allows (`limit`); `text` is the number as
  /// the file spells it.
  case outOfRange(location: String, field: String, text: String, limit: Double)
  /// `error`, found at a line and column of the file (both from 1; columns count characters).
  indirect case positioned(ScenarioError, line: Int, column: Int)

  /// The error without its line and column.
  public var withoutPosition: ScenarioError {
    if case .positioned(let error, _, _) = self { return error.withoutPosition }
    return self
  }

  /// Where in the file the error is, when the reader knows.
  public var position: (line: Int, column: Int)? {
    if case .positioned(_, let line, let column) = self { return (line, column) }
    return nil
  }

  public var description: String {
    switch self {
    case .notJSON(let detail): detail.hasPrefix("line ") ? "not valid JSON at \(detail)" : "not valid JSON: \(detail)"
    case .unsupportedFormat(let found, let supported):
      "document: field \"format\" is \(found), but this reader understands only format \(supported)"
    case .missingField(let location, let field):
      "\(location): missing required field \"\(field)\""
    case .wrongType(let location, let field, let expected):
      field.isEmpty ? "\(location) should be \(expected)" : "\(location): field \"\(field)\" should be \(expected)"
    case .unknownField(let location, let field):
      "\(location): unknown field \(DisplayText.quoted(field))"
    case .invalidValue(let location, let field, let reason):
      "\(location): field \"\(field)\" \(reason)"
    case .nonFinite(let location, let field):
      "\(location): field \"\(field)\" is not a finite number"
    case .duplicateName(let location, let name):
      "\(location): the name \(DisplayText.quoted(name)) is already used by an earlier entry"
    case .parentListedAfterChild(let location, let parent):
      "\(location): field \"parent\" names view \(DisplayText.quoted(parent)), which is listed after this one; list every parent before its children"
    case .rejected(let location, let error): "\(location): \(error)"
    case .outOfRange(let location, let field, let text, let limit):
      "\(location): field \"\(field)\" is \(text), beyond the supported magnitude \(compactNumber(limit)) (see ScenarioFormat.md)"
    case .positioned(let error, let line, let column): "line \(line), column \(column): \(error)"
    }
  }
}
