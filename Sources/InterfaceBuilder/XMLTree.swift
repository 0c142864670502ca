import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document read into a flat array of elements, parents before children.
///
/// Interface Builder documents are read once and then walked many ways (up to the nearest framed
/// ancestor, down to a view's constraints, across to an element by `id`), so the tree is kept as
/// dense arrays indexed by element number rather than as linked objects; every walk over it is a
/// loop, never a recursion as deep as the document.
struct XMLTree {
  struct Element {
    var name: String
    var attributes: [String: String]
    var parent: Int
    var children: [Int]
    /// The line the start tag was read on, for messages.
    var line: Int
    /// Character data directly inside the element (`<string key="text">…</string>`).
    var text: String
    /// The comment just before the element, if any (storyboards name their scenes that way).
    var precedingComment: String?
  }

  var elements: [Element]

  /// The document element (the first element read).
  var root: Int { 0 }

  subscript(index: Int) -> Element { elements[index] }

  /// Parses `data` with Foundation's `XMLParser` (libxml2 underneath).
  /// - Throws: ``InterfaceBuilderError/malformedXML(line:column:reason:)`` at the first error.
  init(data: Data) throws(InterfaceBuilderError) {
    // Foundation's parser on Linux traps on names and values that are not UTF-8, and every
    // Interface Builder document is UTF-8: check first, and say where it stops being so.
    if let (line, column) = Self.firstInvalidUTF8(in: data) {
      throw .malformedXML(line: line, column: column, reason: "not UTF-8 text (Interface Builder documents are UTF-8)")
    }
    // Fed as a stream, libxml2 reads the document in chunks: given the whole document at once,
    // it refuses one over its 10,000,000-byte lookup limit ("XML error 1").
    let builder = TreeBuilder()
    // One parse at a time in the process, the parser made and freed under the lock too: see
    // ``parserLock``.
    let (ok, parserError, parserLine, parserColumn) = Self.parserLock.withLock {
      let parser = XMLParser(stream: InputStream(data: data))
      parser.delegate = builder
      parser.shouldProcessNamespaces = false
      parser.shouldResolveExternalEntities = false
      // On Linux libxml2 recovers from some errors and `parse()` still returns true; any error
      // reported to the delegate makes the document malformed.
      let ok = parser.parse()
      return (ok, parser.parserError, parser.lineNumber, parser.columnNumber)
    }
    if !ok || builder.error != nil || builder.elements.isEmpty {
      let error = builder.error ?? parserError
      let line = builder.errorLine ?? parserLine
      let column = builder.errorColumn ?? parserColumn
      var reason = Self.describe(error, empty: builder.elements.isEmpty)
      if Self.longestRunWithoutMarkup(in: data) > Self.textLimit {
        reason = "a single name, attribute value or text longer than the XML parser's limit of 10,000,000 bytes (\(reason))"
      }
      throw .malformedXML(line: line, column: column, reason: reason)
    }
    elements = builder.elements
  }

  /// Held while a document is parsed.
  ///
  /// libxml2, under Foundation's `XMLParser` on Linux, keeps global state and is not documented
  /// as safe to use from two threads at once; swift-docc serialized its tests on Linux after
  /// SIGSEGVs in parallel runs. Swift Testing runs this package's tests in parallel, and a
  /// caller may import documents from several threads. Parsing is a small part of an import,
  /// so one parse at a time costs little.
  private static let parserLock = NSLock()

  /// The line and column of the first byte that is not part of valid UTF-8, or of a NUL byte
  /// (which no XML document may hold), or `nil` when the data is clean.
  static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int)? {
    var line = 1
    var column = 1
    var iterator = data.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar.value == 0 { return (line, column) }
        if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
      case .emptyInput: return nil
      case .error: return (line, column)
      }
    }
  }

  /// libxml2's longest name, attribute value or run of text (`XML_MAX_TEXT_LENGTH`) without
  /// its "huge" option, which Foundation's parser does not set. libxml2 reports a longer one
  /// as an internal error or an unfinished value, which says nothing of the limit.
  static let textLimit = 10_000_000

  /// The most bytes between two `<`: an attribute value cannot hold one, so a run longer than
  /// ``textLimit`` is a value or text over the limit.
  static func longestRunWithoutMarkup(in data: Data) -> Int {
    var longest = 0
    var run = 0
    for byte in data {
      if byte == UInt8(ascii: "<") {
        longest = max(longest, run)
        run = 0
      } else {
        run += 1
      }
    }
    return max(longest, run)
  }

  /// The children of `index` named `name`.
  func children(of index: Int, named name: String) -> [Int] {
    elements[index].children.filter { elements[$0].name == name }
  }

  /// The first child of `index` named `name` whose `key` attribute is `key` (any key when `nil`).
  func child(of index: Int, named name: String, key: String? = nil) -> Int? {
    elements[index].children.first { child in
      elements[child].name == name && (key == nil || elements[child].attributes["key"] == key)
    }
  }

  /// Every element below `index`, in document order, without recursion.
  func descendants(of index: Int) -> [Int] {
    var result: [Int] = []
    var stack = Array(elements[index].children.reversed())
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: elements[next].children.reversed())
    }
    return result
  }

  /// A one-line reason for a parse failure: libxml2's own message where Foundation passes it on,
  /// otherwise the name of Foundation's error code.
  private static func describe(_ error: (any Error)?, empty: Bool) -> String {
    guard let error else { return empty ? "the document has no elements" : "the XML parser stopped" }
    let nsError = error as NSError
    if let message = nsError.userInfo[NSLocalizedDescriptionKey] as? String, !message.isEmpty,
      !message.hasPrefix("The operation"), !message.contains("couldn’t be completed")
    {
      return message.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    if let meaning = libxml2Errors[nsError.code] { return "\(meaning) (XML error \(nsError.code))" }
    return "XML error \(nsError.code)"
  }

  /// The meaning of libxml2's error numbers, which `XMLParser` passes on as its error codes.
  private static let libxml2Errors: [Int: String] = [
    // libxml2 2.9 without its "huge" option (which Foundation's parser does not set) refuses
    // one name, attribute value or run of text longer than XML_MAX_TEXT_LENGTH this way.
    1: "libxml2 stopped at an internal limit",
    4: "the document is empty", 5: "extra content at the end of the document", 9: "invalid character",
    26: "undeclared entity", 38: "'<' in an attribute value", 39: "an attribute value must start with a quote",
    40: "unfinished attribute value", 41: "attribute without a value", 42: "attribute given twice",
    68: "a name was expected", 73: "'>' expected", 74: "'</' expected", 75: "'=' expected",
    76: "opening and ending tag mismatch", 77: "premature end of data in a tag",
  ]
}

/// The parser's delegate: appends elements as their start tags arrive.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var elements: [XMLTree.Element] = []
  var open: [Int] = []
  var pendingComment: String?
  var error: (any Error)?
  var errorLine: Int?
  var errorColumn: Int?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let index = elements.count
    let parent = open.last ?? -1
    elements.append(XMLTree.Element(
      name: elementName, attributes: attributeDict, parent: parent, children: [], line: parser.lineNumber,
      text: "", precedingComment: pendingComment))
    pendingComment = nil
    if parent >= 0 { elements[parent].children.append(index) }
    open.append(index)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
    _ = open.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard let current = open.last else { return }
    elements[current].text += string
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if error == nil {
      error = parseError
      errorLine = parser.lineNumber
      errorColumn = parser.columnNumber
    }
  }

  func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
    if error == nil {
      error = validationError
      errorLine = parser.lineNumber
      errorColumn = parser.columnNumber
    }
  }
}
