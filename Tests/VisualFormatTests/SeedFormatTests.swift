import LayoutModel
import Testing
import VisualFormat

/// Formats quoted in the background articles, each checked constraint by constraint; equality of
/// ``LayoutConstraint`` compares items, attributes, relation, multiplier, constant and priority.
@Suite struct SeedFormatTests {
  @Test func labelHuggingWidth() throws {
    let f = try Fixture(["label"])
    let result = try f.constraints("H:[label(<=100@250)]")
    #expect(result == [LayoutConstraint(f["label"], .width, .lessThanOrEqual, constant: 100, priority: .defaultLow)])
  }

  @Test func centeringInSuperviewWithAlignAllCenterX() throws {
    var layout = Layout(rootSize: Size(width: 400, height: 300))
    let superview = try layout.addView("superview", in: .root)
    let subview = try layout.addView("subview", in: superview)
    let result = try VisualFormat.constraints(
      "V:[superview]-(<=1)-[subview]", options: .alignAllCenterX,
      views: ["superview": superview, "subview": subview], in: layout)
    #expect(result == [
      LayoutConstraint(subview, .top, .lessThanOrEqual, superview, .bottom, constant: 1),
      LayoutConstraint(superview, .centerX, .equal, subview, .centerX),
    ])
  }

  @Test func playerBelowPlaceAndPinnedToBottom() throws {
    let f = try Fixture(["Place", "Player0"])
    let result = try f.constraints("V:[Place][Player0]|")
    #expect(result == [
      LayoutConstraint(f["Player0"], .top, .equal, f["Place"], .bottom),
      LayoutConstraint(f.container, .bottom, .equal, f["Player0"], .bottom),
    ])
  }

  @Test func playersFlushFromLeadingEdge() throws {
    let f = try Fixture(["Player0", "Player1"])
    let result = try f.constraints("H:|[Player0][Player1]")
    #expect(result == [
      LayoutConstraint(f["Player0"], .leading, .equal, f.container, .leading),
      LayoutConstraint(f["Player1"], .leading, .equal, f["Player0"], .trailing),
    ])
  }

  @Test func buttonWithStandardMargins() throws {
    let f = try Fixture(["button"])
    let result = try f.constraints("H:|-[button]-|")
    #expect(result == [
      LayoutConstraint(f["button"], .leading, .equal, f.container, .leading, constant: 20),
      LayoutConstraint(f.container, .trailing, .equal, f["button"], .trailing, constant: 20),
    ])
  }

  @Test func minimumButtonWidth() throws {
    let f = try Fixture(["button"])
    let result = try f.constraints("H:[button(>=50)]")
    #expect(result == [LayoutConstraint(f["button"], .width, .greaterThanOrEqual, constant: 50)])
  }

  @Test func purpleBoxWithExplicitMargins() throws {
    let f = try Fixture(["purpleBox"])
    let result = try f.constraints("H:|-50-[purpleBox]-50-|")
    #expect(result == [
      LayoutConstraint(f["purpleBox"], .leading, .equal, f.container, .leading, constant: 50),
      LayoutConstraint(f.container, .trailing, .equal, f["purpleBox"], .trailing, constant: 50),
    ])
  }

  @Test func verticalFixedSpacing() throws {
    let f = try Fixture(["topField", "bottomField"])
    let result = try f.constraints("V:[topField]-10-[bottomField]")
    #expect(result == [LayoutConstraint(f["bottomField"], .top, .equal, f["topField"], .bottom, constant: 10)])
  }

  @Test func flushViews() throws {
    let f = try Fixture(["maroonView", "blueView"])
    let result = try f.constraints("H:[maroonView][blueView]")
    #expect(result == [LayoutConstraint(f["blueView"], .leading, .equal, f["maroonView"], .trailing)])
  }

  @Test func lowPriorityWidth() throws {
    let f = try Fixture(["button"])
    let result = try f.constraints("H:[button(100@20)]")
    #expect(result == [LayoutConstraint(f["button"], .width, .equal, constant: 100, priority: LayoutPriority(20))])
  }

  @Test func equalWidths() throws {
    let f = try Fixture(["button1", "button2"])
    let result = try f.constraints("H:[button1(==button2)]")
    #expect(result == [LayoutConstraint(f["button1"], .width, .equal, f["button2"], .width)])
  }

  @Test func widthBetweenBounds() throws {
    let f = try Fixture(["flexibleButton"])
    let result = try f.constraints("H:[flexibleButton(>=70,<=100)]")
    #expect(result == [
      LayoutConstraint(f["flexibleButton"], .width, .greaterThanOrEqual, constant: 70),
      LayoutConstraint(f["flexibleButton"], .width, .lessThanOrEqual, constant: 100),
    ])
  }

  @Test func findBar() throws {
    let f = try Fixture(["find", "findNext", "findField"])
    let result = try f.constraints("H:|-[find]-[findNext]-[findField(>=20)]-|")
    #expect(result == [
      LayoutConstraint(f["find"], .leading, .equal, f.container, .leading, constant: 20),
      LayoutConstraint(f["findNext"], .leading, .equal, f["find"], .trailing, constant: 8),
      LayoutConstraint(f["findField"], .leading, .equal, f["findNext"], .trailing, constant: 8),
      LayoutConstraint(f["findField"], .width, .greaterThanOrEqual, constant: 20),
      LayoutConstraint(f.container, .trailing, .equal, f["findField"], .trailing, constant: 20),
    ])
  }

  @Test func findBarReadsLikeAutoLayout() throws {
    let f = try Fixture(["find", "findNext", "findField"])
    let result = try f.constraints("H:|-[find]-[findNext]-[findField(>=20)]-|")
    #expect(f.describe(result) == [
      "find.leading == container.leading + 20",
      "findNext.leading == find.trailing + 8",
      "findField.leading == findNext.trailing + 8",
      "findField.width >= 20",
      "container.trailing == findField.trailing + 20",
    ])
  }
}
