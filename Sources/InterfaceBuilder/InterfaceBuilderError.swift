/// Why an Interface Builder document could not be imported at all. Content that is merely not
/// supported gives an ``ImportWarning`` instead, and the rest still imports.
public enum InterfaceBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not well-formed XML.
  case malformedXML(line: Int, column: Int, reason: String)
  /// Well-formed XML that is not an Interface Builder document.
  case notAnInterfaceBuilderDocument(rootElement: String)
  /// The document holds no view to lay out.
  case noRoots
  /// A root could not be turned into a layout; the reason names the element and its id.
  case rootRejected(root: String, reason: String)

  public var description: String {
    switch self {
    case .malformedXML(let line, let column, let reason): "line \(line), column \(column): malformed XML: \(reason)"
    case .notAnInterfaceBuilderDocument(let rootElement):
      "not an Interface Builder document: the top element is <\(rootElement)>, expected <document> (a .xib or .storyboard file)"
    case .noRoots: "the document holds no view with a frame to lay out"
    case .rootRejected(let root, let reason): "root \(root): \(reason)"
    }
  }
}
