import LayoutModel
import Testing
import VisualFormat

/// Formats that parse but name something missing, or ask for something a constraint cannot be.
@Suite struct ResolutionErrorTests {
  @Test func unknownViewIsNamedAtItsPosition() throws {
    let f = try Fixture(["a"])
    let error = try #require(f.error("[a]-[ghost]"))
    #expect(error == .unknownView("ghost", at: FormatPosition(format: "[a]-[ghost]", offset: 5)))
    #expect(error.description == "Unknown view 'ghost': it is not in the views dictionary\n[a]-[ghost]\n     ^")
  }

  @Test func unknownSpacingMetric() throws {
    let f = try Fixture(["a", "b"])
    let error = try #require(f.error("[a]-gap-[b]"))
    #expect(error == .unknownMetric("gap", at: FormatPosition(format: "[a]-gap-[b]", offset: 4)))
    #expect(error.description.hasPrefix("Unknown metric 'gap'"))
  }

  @Test func unknownPriorityMetric() throws {
    let f = try Fixture(["a"])
    #expect(f.error("[a(10@p)]") == .unknownMetric("p", at: FormatPosition(format: "[a(10@p)]", offset: 6)))
  }

  @Test func unknownNameInASizePredicate() throws {
    let f = try Fixture(["a"])
    let error = f.error("[a(==wide)]")
    #expect(error == .unknownViewOrMetric("wide", at: FormatPosition(format: "[a(==wide)]", offset: 5)))
  }

  @Test func spacingCannotNameAView() throws {
    let f = try Fixture(["a", "b"])
    let error = try #require(f.error("[a]-(==b)-[b]"))
    guard case .invalidPredicate(let reason, let position) = error else {
      Issue.record("expected invalidPredicate, got \(error)")
      return
    }
    #expect(position.offset == 7)
    #expect(reason.contains("'b'"))
  }

  @Test(arguments: [("[a(10@1001)]", 1001.0, 6), ("[a]-(8@0)-[b]", 0, 7), ("[a(10@1000.5)]", 1000.5, 6)])
  func priorityOutsideTheRange(format: String, priority: Double, offset: Int) throws {
    let f = try Fixture(["a", "b"])
    let error = try #require(f.error(format))
    #expect(error == .priorityOutOfRange(priority, at: FormatPosition(format: format, offset: offset)))
    #expect(error.description.hasPrefix("Priority \(compactNumber(priority)) is outside 1...1000"))
  }

  @Test func priorityFromAMetricOutsideTheRange() throws {
    let f = try Fixture(["a"])
    let error = f.error("[a(10@p)]", metrics: ["p": 2000])
    #expect(error == .priorityOutOfRange(2000, at: FormatPosition(format: "[a(10@p)]", offset: 6)))
  }

  @Test func nonFiniteMetric() throws {
    let f = try Fixture(["a", "b"])
    guard case .invalidPredicate(_, let position) = f.error("[a]-gap-[b]", metrics: ["gap": .infinity]) else {
      Issue.record("expected invalidPredicate")
      return
    }
    #expect(position.offset == 4)
  }

  @Test func numberTooLargeForADouble() throws {
    let f = try Fixture(["a"])
    let format = "[a(" + String(repeating: "9", count: 400) + ")]"
    guard case .invalidPredicate(let reason, let position) = f.error(format) else {
      Issue.record("expected invalidPredicate")
      return
    }
    #expect(position.offset == 3)
    #expect(reason.contains("not a finite number"))
  }

  @Test func viewIDMissingFromTheLayout() throws {
    let layout = Layout(rootSize: Size(width: 10, height: 10))
    #expect(throws: VisualFormatError.viewNotInLayout(
      name: "a", id: ViewID(7), at: FormatPosition(format: "[a]", offset: 1))) {
      try VisualFormat.constraints("[a]", views: ["a": ViewID(7)], in: layout)
    }
  }

  @Test func rootHasNoSuperview() throws {
    let layout = Layout(rootSize: Size(width: 10, height: 10))
    #expect(throws: VisualFormatError.noSuperview(view: "root", at: FormatPosition(format: "|[root]", offset: 0))) {
      try VisualFormat.constraints("|[root]", views: ["root": .root], in: layout)
    }
  }

  @Test func viewsWithDifferentParentsHaveNoCommonSuperview() throws {
    var f = try Fixture(["a"])
    f.views["z"] = try f.layout.addView("z", in: .root)
    let error = f.error("H:|[a][z]")
    #expect(error == .noCommonSuperview(first: "a", second: "z", at: FormatPosition(format: "H:|[a][z]", offset: 7)))
  }

  @Test func differentParentsAreFineWithoutSuperviewEdges() throws {
    var f = try Fixture(["a"])
    f.views["z"] = try f.layout.addView("z", in: .root)
    #expect(try f.constraints("H:[a][z]").count == 1)
  }
}
