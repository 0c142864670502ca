import LayoutModel
import Testing

@testable import LayoutEngines

/// Constraints written in the visual format for conflict reports, and the ones that have none.
@Suite struct LayoutDiagnosticsNotationTests {
  private let layout: Layout
  private let bar: ViewID
  private let title: ViewID
  private let subtitle: ViewID

  init() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    bar = try layout.addView("bar", in: .root)
    title = try layout.addView("title", in: bar)
    subtitle = try layout.addView("subtitle", in: bar)
    self.layout = layout
  }

  private func text(_ c: LayoutConstraint) -> String? { layout.visualFormatDescription(c) }

  @Test func siblingSpacingsReadInEitherOrder() {
    #expect(text(LayoutConstraint(subtitle, .leading, .equal, title, .trailing, constant: 8)) == "H:[title]-(8)-[subtitle]")
    #expect(text(LayoutConstraint(title, .trailing, .equal, subtitle, .leading, constant: -8)) == "H:[title]-(8)-[subtitle]")
    #expect(text(LayoutConstraint(subtitle, .top, .greaterThanOrEqual, title, .bottom, constant: 4)) == "V:[title]-(>=4)-[subtitle]")
    #expect(text(LayoutConstraint(title, .bottom, .greaterThanOrEqual, subtitle, .top, constant: -4)) == "V:[title]-(<=4)-[subtitle]")
    #expect(text(LayoutConstraint(subtitle, .left, .equal, title, .right, priority: LayoutPriority(750))) == "H:[title]-(0@750)-[subtitle]")
  }

  @Test func superviewEdgesNameTheSuperview() {
    #expect(text(LayoutConstraint(title, .leading, .equal, bar, .leading, constant: 20)) == "H:|-(20)-[title]   ('|' is bar)")
    #expect(text(LayoutConstraint(bar, .bottom, .equal, title, .bottom)) == "V:[title]-(0)-|   ('|' is bar)")
    #expect(text(LayoutConstraint(title, .trailing, .lessThanOrEqual, bar, .trailing, constant: -8)) == "H:[title]-(>=8)-|   ('|' is bar)")
  }

  @Test func sizesGoInsideTheBrackets() {
    #expect(text(LayoutConstraint(title, .width, constant: 64)) == "H:[title(64)]")
    #expect(text(LayoutConstraint(title, .height, .lessThanOrEqual, constant: 20, priority: .defaultLow)) == "V:[title(<=20@250)]")
    #expect(text(LayoutConstraint(subtitle, .width, .equal, title, .width)) == "H:[subtitle(==title)]")
  }

  @Test func whatNoFormatExpressesIsWrittenAsAnEquation() {
    #expect(text(LayoutConstraint(title, .centerX, .equal, bar, .centerX)) == nil)
    #expect(text(LayoutConstraint(title, .width, .equal, bar, .width, multiplier: 0.5)) == nil)
    #expect(text(LayoutConstraint(title, .leading, .equal, bar, .trailing)) == nil)
    #expect(text(LayoutConstraint(title, .leading, .equal, .root, .leading)) == nil)
    var copy = layout
    let index = (try? copy.addConstraint(LayoutConstraint(title, .centerX, .equal, bar, .centerX))) ?? -1
    #expect(copy.diagnosticDescription(.explicit(index)) == "#0 title.centerX == bar.centerX")
  }
}
