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
  /// A root's saved frame has a number that is not one a screen can have: negative, not a
  /// number, beyond ±10⁷, or not numeric at all. The root's size is the layout's input, so it
  /// is refused rather than read as 0.
  case invalidRootFrame(root: String, element: String, line: Int, attribute: String, value: String)

  public var description: String {
    switch self {
    case .malformedXML(let line, let column, let reason): "line \(line), column \(column): malformed XML: \(reason)"
    case .notAnInterfaceBuilderDocument(let rootElement):
      "not an Interface Builder document: the top element is <\(rootElement)>, expected <document> (a .xib or .storyboard file)"
    case .noRoots: "the document holds no view with a frame to lay out"
    case .rootRejected(let root, let reason): "root \(root): \(reason)"
    case .invalidRootFrame(let root, let element, let line, let attribute, let value):
      "line \(line): root <\(element)> id \(root): its frame's \(attribute) is '\(value.prefix(40))', not a size or position from 0 (positions from -10000000) to 10000000"
    }
  }
}
