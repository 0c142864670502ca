/// Something the importer met and could not represent faithfully; the rest of the document was
/// still imported.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
  /// The element's kind (`<tableViewCell>`, `<variation>`), as the document spells it.
  public var element: String
  /// The element's `id`, or the nearest enclosing `id` when it has none.
  public var id: String?
  /// The line it is on.
  public var line: Int
  public var message: String

  public init(element: String, id: String?, line: Int, message: String) {
    self.element = element
    self.id = id
    self.line = line
    self.message = message
  }

  public var description: String {
    "line \(line): <\(element)>\(id.map { " id \($0)" } ?? ""): \(message)"
  }
}
