import LayoutModel

/// A recursive-descent parser from a format string to a ``FormatSyntax``; it looks up no names.
///
/// The grammar, after Apple's visual format language (spaces between tokens are ignored):
///
///     format      ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
///     orientation ::= 'H' | 'V'
///     view        ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  ::= ''  |  '-'  |  '-' number '-'  |  '-' name '-'  |  '-' '(' predicate (',' predicate)* ')' '-'
///     predicate   ::= relation? (number | name) ('@' (number | name))?
///     relation    ::= '==' | '<=' | '>='
///     name        ::= [A-Za-z_][A-Za-z0-9_]*
///
/// A number is decimal with an optional fraction; inside parentheses it may carry a sign.
struct VisualFormatParser {
  private let format: String
  private let text: [Character]
  private var index = 0

  init(_ format: String) {
    self.format = format
    self.text = Array(format)
  }

  /// Parses the whole format or throws at the first character that does not fit the grammar.
  /// - Complexity: O(n) in the length of the format.
  mutating func parse() throws(VisualFormatError) -> FormatSyntax {
    let axis = try parseOrientation()
    var syntax = FormatSyntax(axis: axis, views: [], connections: [])
    if peek() == "|" {
      let offset = index
      advance()
      syntax.leadingSuperview = SuperviewConnection(offset: offset, connection: try parseConnection())
    }
    guard peek() == "[" else {
      throw error(syntax.leadingSuperview == nil ? "'|' or '[' to start the format" : "'[' to open a view")
    }
    syntax.views.append(try parseView())
    while !isAtEnd {
      let connectionStart = index
      let connection = try parseConnection()
      switch peek() {
      case "[":
        syntax.connections.append(connection)
        syntax.views.append(try parseView())
      case "|":
        syntax.trailingSuperview = SuperviewConnection(offset: index, connection: connection)
        advance()
        guard isAtEnd else { throw error("the end of the format after the closing '|'") }
      default:
        throw error(index == connectionStart ? "'-', '[' or '|' after a view" : "'[' or '|' after a connection")
      }
    }
    return syntax
  }

  // MARK: Grammar rules

  private mutating func parseOrientation() throws(VisualFormatError) -> LayoutAxis {
    skipSpaces()
    guard index + 1 < text.count, text[index + 1] == ":" else { return .horizontal }
    let axis: LayoutAxis
    switch text[index] {
    case "H": axis = .horizontal
    case "V": axis = .vertical
    default: throw error("orientation 'H:' or 'V:'")
    }
    index += 2
    return axis
  }

  /// A view in brackets; the cursor is on `[`.
  private mutating func parseView() throws(VisualFormatError) -> ViewSyntax {
    advance()
    skipSpaces()
    let offset = index
    guard let name = scanName() else { throw error("a view name after '['") }
    var predicates: [PredicateSyntax] = []
    if peek() == "(" {
      advance()
      predicates = try parsePredicateList()
    }
    guard peek() == "]" else {
      throw error(predicates.isEmpty ? "']' or '(' after the view name" : "']' after the view's predicates")
    }
    advance()
    return ViewSyntax(name: name, offset: offset, predicates: predicates)
  }

  /// What follows a view or a `|`: nothing, a lone dash, or a dash-delimited spacing.
  private mutating func parseConnection() throws(VisualFormatError) -> ConnectionSyntax {
    guard peek() == "-" else { return .flush }
    advance()
    let predicates: [PredicateSyntax]
    switch peek() {
    case "[", "|":
      return .standard
    case "(":
      advance()
      predicates = try parsePredicateList()
    case let c? where c.isWholeNumber || c == ".":
      predicates = [PredicateSyntax(relation: .equal, object: try scanNumber(signed: false), priority: nil)]
    case let c? where Self.isNameStart(c):
      let offset = index
      predicates = [PredicateSyntax(relation: .equal, object: .name(scanName() ?? "", offset: offset), priority: nil)]
    default:
      throw error("a spacing, '[' or '|' after '-'")
    }
    guard peek() == "-" else { throw error("'-' after the spacing") }
    advance()
    return .predicates(predicates)
  }

  /// Predicates up to and including the closing `)`; the cursor is just past `(`.
  private mutating func parsePredicateList() throws(VisualFormatError) -> [PredicateSyntax] {
    var predicates = [try parsePredicate()]
    while peek() == "," {
      advance()
      predicates.append(try parsePredicate())
    }
    guard peek() == ")" else { throw error("')' or ',' after a predicate") }
    advance()
    return predicates
  }

  private mutating func parsePredicate() throws(VisualFormatError) -> PredicateSyntax {
    let relation = try parseRelation()
    let object = try parseValue(signed: true, expected: "a number, metric or view name in the predicate")
    var priority: ValueSyntax?
    if peek() == "@" {
      advance()
      priority = try parseValue(signed: false, expected: "a number or metric name after '@'")
    }
    return PredicateSyntax(relation: relation, object: object, priority: priority)
  }

  private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
    guard let first = peek(), first == "=" || first == "<" || first == ">" else { return .equal }
    let relation: LayoutRelation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
    advance()
    guard index < text.count, text[index] == "=" else {
      throw error("'\(relation.rawValue)': a relation is '==', '<=' or '>='")
    }
    advance()
    return relation
  }

  private mutating func parseValue(signed: Bool, expected: String) throws(VisualFormatError) -> ValueSyntax {
    guard let c = peek() else { throw error(expected) }
    if c.isWholeNumber || c == "." || (signed && (c == "-" || c == "+")) {
      return try scanNumber(signed: signed)
    }
    let offset = index
    guard let name = scanName() else { throw error(expected) }
    return .name(name, offset: offset)
  }

  // MARK: Tokens

  private mutating func scanNumber(signed: Bool) throws(VisualFormatError) -> ValueSyntax {
    skipSpaces()
    let start = index
    if signed, index < text.count, text[index] == "-" || text[index] == "+" { index += 1 }
    let digitsStart = index
    while index < text.count, text[index].isASCII, text[index].isWholeNumber || text[index] == "." {
      index += 1
    }
    guard index > digitsStart, let value = Double(String(text[start..<index])) else {
      index = start
      throw error("a number")
    }
    return .number(value, offset: start)
  }

  private mutating func scanName() -> String? {
    skipSpaces()
    guard index < text.count, Self.isNameStart(text[index]) else { return nil }
    let start = index
    while index < text.count, Self.isNameStart(text[index]) || text[index].isWholeNumber {
      index += 1
    }
    return String(text[start..<index])
  }

  private static func isNameStart(_ c: Character) -> Bool { c.isLetter || c == "_" }

  private var isAtEnd: Bool {
    var probe = index
    while probe < text.count, text[probe].isWhitespace { probe += 1 }
    return probe == text.count
  }

  /// The next character after any spaces, leaving the cursor on it.
  private mutating func peek() -> Character? {
    skipSpaces()
    return index < text.count ? text[index] : nil
  }

  private mutating func advance() { index += 1 }

  private mutating func skipSpaces() {
    while index < text.count, text[index].isWhitespace { index += 1 }
  }

  private func error(_ expected: String) -> VisualFormatError {
    .syntax(expected: expected, at: FormatPosition(format: format, offset: index))
  }
}
