import LayoutModel
import Testing
import VisualFormat

/// Formats that break the grammar: what each error expects, and where its caret points.
@Suite struct SyntaxErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var format: String
    var expected: String
    var offset: Int
    var testDescription: String { format }
  }

  static let cases: [Case] = [
    Case(format: "H:|-[button(>=50]-|", expected: "')' or ',' after a predicate", offset: 16),
    Case(format: "H:[button", expected: "']' or '(' after the view name", offset: 9),
    Case(format: "H:[a(10)", expected: "']' after the view's predicates", offset: 8),
    Case(format: "", expected: "'|' or '[' to start the format", offset: 0),
    Case(format: "-[a]", expected: "'|' or '[' to start the format", offset: 0),
    Case(format: "X:[a]", expected: "orientation 'H:' or 'V:'", offset: 0),
    Case(format: "H:|-", expected: "a spacing, '[' or '|' after '-'", offset: 4),
    Case(format: "|-[a]-(>=10)-", expected: "'[' or '|' after a connection", offset: 13),
    Case(format: "[a]-10[b]", expected: "'-' after the spacing", offset: 6),
    Case(format: "|-(10)[a]", expected: "'-' after the spacing", offset: 6),
    Case(format: "|-(10-[a]", expected: "')' or ',' after a predicate", offset: 5),
    Case(format: "[a]x", expected: "'-', '[' or '|' after a view", offset: 3),
    Case(format: "[a]-|[b]", expected: "the end of the format after the closing '|'", offset: 5),
    Case(format: "|-|", expected: "'[' to open a view", offset: 2),
    Case(format: "[a(10@-5)]", expected: "a number or metric name after '@'", offset: 6),
    Case(format: "[a(=10)]", expected: "'==': a relation is '==', '<=' or '>='", offset: 4),
    Case(format: "[a(<10)]", expected: "'<=': a relation is '==', '<=' or '>='", offset: 4),
    Case(format: "[a(>=)]", expected: "a number, metric or view name in the predicate", offset: 5),
    Case(format: "[a(10@)]", expected: "a number or metric name after '@'", offset: 6),
    Case(format: "[]", expected: "a view name after '['", offset: 1),
    Case(format: "[1a]", expected: "a view name after '['", offset: 1),
    Case(format: "[a(1.2.3)]", expected: "a number", offset: 3),
  ]

  @Test(arguments: cases)
  func syntaxErrorPointsAtTheOffendingCharacter(_ test: Case) throws {
    let f = try Fixture(["a", "b", "button"])
    let error = f.error(test.format)
    #expect(error == .syntax(expected: test.expected, at: FormatPosition(format: test.format, offset: test.offset)))
  }

  @Test func descriptionQuotesTheFormatWithACaret() throws {
    let f = try Fixture(["button"])
    let error = try #require(f.error("H:|-[button(>=50]-|"))
    #expect(error.description == """
      Expected ')' or ',' after a predicate
      H:|-[button(>=50]-|
                      ^
      """)
  }

  @Test func caretAfterTheLastCharacterWhenTheFormatEndsEarly() throws {
    let f = try Fixture(["button"])
    let error = try #require(f.error("V:[button"))
    #expect(error.description == """
      Expected ']' or '(' after the view name
      V:[button
               ^
      """)
  }

  @Test func caretCountsCharactersNotBytes() throws {
    let f = try Fixture(["café", "b"])
    let error = try #require(f.error("[café]-x[b]"))
    #expect(error.position?.offset == 8)
    #expect(error.position?.excerpt == "[café]-x[b]\n        ^")
  }
}
