import LayoutModel
import Testing
import VisualFormat

/// Each feature of the language, one at a time.
@Suite struct SyntaxTests {
  @Test func orientationDefaultsToHorizontal() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("[a]-[b]") == f.constraints("H:[a]-[b]"))
    #expect(try f.constraints("[a]-[b]") == [LayoutConstraint(f["b"], .leading, .equal, f["a"], .trailing, constant: 8)])
  }

  @Test func verticalUsesTopBottomAndHeight() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("V:|-[a(44)]-[b]-|") == [
      LayoutConstraint(f["a"], .top, .equal, f.container, .top, constant: 20),
      LayoutConstraint(f["a"], .height, .equal, constant: 44),
      LayoutConstraint(f["b"], .top, .equal, f["a"], .bottom, constant: 8),
      LayoutConstraint(f.container, .bottom, .equal, f["b"], .bottom, constant: 20),
    ])
  }

  @Test func standardSpacingValues() {
    #expect(VisualFormat.standardSiblingSpacing == 8)
    #expect(VisualFormat.standardSuperviewSpacing == 20)
  }

  @Test func singleViewProducesNothing() throws {
    let f = try Fixture(["a"])
    #expect(try f.constraints("H:[a]").isEmpty)
  }

  @Test func flushToBothSuperviewEdges() throws {
    let f = try Fixture(["a"])
    #expect(try f.constraints("|[a]|") == [
      LayoutConstraint(f["a"], .leading, .equal, f.container, .leading),
      LayoutConstraint(f.container, .trailing, .equal, f["a"], .trailing),
    ])
  }

  @Test func fractionalSpacing() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("[a]-2.5-[b]") == [LayoutConstraint(f["b"], .leading, .equal, f["a"], .trailing, constant: 2.5)])
  }

  @Test func metricAsSimpleSpacing() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("[a]-gap-[b]", metrics: ["gap": 12]) == [
      LayoutConstraint(f["b"], .leading, .equal, f["a"], .trailing, constant: 12),
    ])
  }

  @Test func spacingPredicateWithRelationAndPriority() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("[a]-(>=8@750)-[b]") == [
      LayoutConstraint(f["b"], .leading, .greaterThanOrEqual, f["a"], .trailing, constant: 8, priority: .defaultHigh),
    ])
  }

  @Test func spacingPredicateWithMetricNamesForValueAndPriority() throws {
    let f = try Fixture(["a", "b"])
    let metrics = ["spacing": 16.0, "priority": 500.0]
    #expect(try f.constraints("[a]-(>=spacing@priority)-[b]", metrics: metrics) == [
      LayoutConstraint(f["b"], .leading, .greaterThanOrEqual, f["a"], .trailing, constant: 16, priority: LayoutPriority(500)),
    ])
  }

  @Test func spacingWithSeveralPredicates() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("[a]-(>=4,<=20@300)-[b]") == [
      LayoutConstraint(f["b"], .leading, .greaterThanOrEqual, f["a"], .trailing, constant: 4),
      LayoutConstraint(f["b"], .leading, .lessThanOrEqual, f["a"], .trailing, constant: 20, priority: LayoutPriority(300)),
    ])
  }

  @Test func negativeSpacingInParentheses() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("[a]-(-5)-[b]") == [LayoutConstraint(f["b"], .leading, .equal, f["a"], .trailing, constant: -5)])
  }

  @Test func spacingToSuperviewWithPredicate() throws {
    let f = try Fixture(["a"])
    #expect(try f.constraints("H:|-(>=10)-[a]-(<=30@999)-|") == [
      LayoutConstraint(f["a"], .leading, .greaterThanOrEqual, f.container, .leading, constant: 10),
      LayoutConstraint(f.container, .trailing, .lessThanOrEqual, f["a"], .trailing, constant: 30, priority: LayoutPriority(999)),
    ])
  }

  @Test func sizeFromMetricWithMetricPriority() throws {
    let f = try Fixture(["a"])
    #expect(try f.constraints("[a(width@low)]", metrics: ["width": 64, "low": 250]) == [
      LayoutConstraint(f["a"], .width, .equal, constant: 64, priority: .defaultLow),
    ])
  }

  @Test func sizeRelativeToAnotherViewWithRelationAndPriority() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("V:[a(>=b@750)]") == [
      LayoutConstraint(f["a"], .height, .greaterThanOrEqual, f["b"], .height, priority: .defaultHigh),
    ])
  }

  @Test func metricWinsOverViewOfTheSameName() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("[a(b)]", metrics: ["b": 30]) == [LayoutConstraint(f["a"], .width, .equal, constant: 30)])
  }

  @Test func fractionalPriority() throws {
    let f = try Fixture(["a"])
    #expect(try f.constraints("[a(==10@999.5)]") == [LayoutConstraint(f["a"], .width, .equal, constant: 10, priority: LayoutPriority(999.5))])
  }

  @Test func spacesBetweenTokensAreIgnored() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints(" H: | - [ a ( >= 50 , <= 80 ) ] - 10 - [ b ] - | ")
      == f.constraints("H:|-[a(>=50,<=80)]-10-[b]-|"))
  }

  @Test func namesMayHoldDigitsAndUnderscores() throws {
    let f = try Fixture(["_view_2", "label10"])
    #expect(try f.constraints("[_view_2][label10]") == [
      LayoutConstraint(f["label10"], .leading, .equal, f["_view_2"], .trailing),
    ])
  }

  @Test func constraintsFollowReadingOrder() throws {
    let f = try Fixture(["a", "b", "c"])
    #expect(f.describe(try f.constraints("|[a(10)]-[b(20)]-(5)-[c(30)]|")) == [
      "a.leading == container.leading",
      "a.width == 10",
      "b.leading == a.trailing + 8",
      "b.width == 20",
      "c.leading == b.trailing + 5",
      "c.width == 30",
      "container.trailing == c.trailing",
    ])
  }

  @Test func superviewMayBeNamedLikeAnyView() throws {
    var layout = Layout(rootSize: Size(width: 100, height: 100))
    let outer = try layout.addView("outer", in: .root)
    let inner = try layout.addView("inner", in: outer)
    let result = try VisualFormat.constraints(
      "H:[outer]-[inner]", views: ["outer": outer, "inner": inner], in: layout)
    #expect(result == [LayoutConstraint(inner, .leading, .equal, outer, .trailing, constant: 8)])
  }

  @Test func viewsCanBeNamedThroughTheLayout() throws {
    let f = try Fixture(["a", "b"])
    #expect(try VisualFormat.constraints("[a]-[b]", in: f.layout) == f.constraints("[a]-[b]"))
  }
}
