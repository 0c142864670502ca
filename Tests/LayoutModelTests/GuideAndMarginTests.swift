import LayoutModel
import LayoutTestSupport
import Testing

/// Layout guides, margin attributes and tiling, in the model alone.
@Suite struct GuideAndMarginTests {
  /// ``Fixtures/guidedCard()``.
  private func fixture() throws -> (layout: Layout, card: ViewID, safe: ViewID, top: ViewID, margins: ViewID) {
    try Fixtures.guidedCard()
  }

  @Test func guidesAreItemsButNotViews() throws {
    let (layout, card, safe, _, margins) = try fixture()
    #expect(layout.viewCount == 5)
    #expect(layout.realViewCount == 2)
    #expect(layout.guideCount == 3)
    #expect(layout.isGuide(safe) && !layout.isGuide(card))
    #expect(layout.guideIDs == [ViewID(2), ViewID(3), ViewID(4)])
    #expect(layout[margins].parent == card)
  }

  @Test func guidesCannotHoldViews() throws {
    var (layout, _, safe, _, _) = try fixture()
    #expect(throws: LayoutError.guideAsParent(view: "inside", guide: "safe")) {
      try layout.addView("inside", in: safe)
    }
  }

  /// Each kind of guide ties itself to its owner with two rows per axis.
  @Test func guideRowsFollowTheOwner() throws {
    let (layout, card, safe, top, margins) = try fixture()
    let safeRows = layout.guideConstraints(for: safe).map(\.0)
    #expect(safeRows.map { layout.describe($0) } == [
      "safe.left == root.left", "safe.right == root.right", "safe.top == root.top + 20", "safe.bottom == root.bottom - 34",
    ])
    #expect(layout.guideConstraints(for: top).map { layout.describe($0.0) } == [
      "top.left == root.left", "top.right == root.right", "top.top == root.top", "top.height == 64",
    ])
    #expect(layout.guideConstraints(for: margins).map { layout.describe($0.0) } == [
      "cardMargins.left == card.left + 10", "cardMargins.right == card.right - 10",
      "cardMargins.top == card.top + 10", "cardMargins.bottom == card.bottom - 10",
    ])
    #expect(layout.guideConstraints(for: card).isEmpty)
    let system = layout.linearSystem()
    #expect(system.rows(from: .guide(safe, .top)).count == 1)
    #expect(system.variableCount == 4 * layout.viewCount)
  }

  /// A margin attribute is its edge moved inward by the margin, a constant in the row, and the
  /// leading margin is the right one in a right-to-left layout.
  @Test func marginAttributesLinearize() throws {
    var (layout, card, _, _, _) = try fixture()
    try layout.update(card) { $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    let child = try layout.addView("child", in: card)
    func row(_ constraint: LayoutConstraint, in layout: Layout) throws -> LinearConstraint {
      try layout.validate(constraint)
      return layout.linearize(constraint, source: .explicit(0))
    }
    let leading = try row(LayoutConstraint(child, .leading, .equal, card, .leadingMargin), in: layout)
    #expect(leading.coefficient(of: .x, child) == 1 && leading.coefficient(of: .x, card) == -1)
    #expect(leading.constant == -2)
    let bottom = try row(LayoutConstraint(child, .bottom, .equal, card, .bottomMargin), in: layout)
    #expect(bottom.coefficient(of: .height, card) == -1 && bottom.constant == 3)
    let center = try row(LayoutConstraint(child, .centerX, .equal, card, .centerXWithinMargins), in: layout)
    #expect(center.constant == 1, "(2 - 4) / 2 to the left of the center")
    layout.direction = .rightToLeft
    let mirrored = try row(LayoutConstraint(child, .leading, .equal, card, .leadingMargin), in: layout)
    // In mirrored coordinates: -(x + w) of the child against -(x + w) + 4 of the card.
    #expect(mirrored.coefficient(of: .width, child) == -1 && mirrored.coefficient(of: .width, card) == 1)
    #expect(mirrored.constant == -4)
  }

  @Test func guidesHaveNoMargins() throws {
    let (layout, card, safe, _, _) = try fixture()
    #expect(throws: LayoutError.self) {
      try layout.validate(LayoutConstraint(card, .leading, .equal, safe, .leadingMargin))
    }
    #expect(throws: LayoutError.self) {
      try layout.validate(LayoutConstraint(safe, .topMargin, .equal, card, .top))
    }
    try layout.validate(LayoutConstraint(card, .top, .equal, safe, .top, constant: 8))
  }

  /// Tiling copies views, guides and constraints, side by side.
  @Test func tiling() throws {
    var (layout, card, safe, _, _) = try fixture()
    try layout.addConstraint(LayoutConstraint(card, .top, .equal, safe, .top))
    let tiled = try layout.tiled(copies: 3)
    #expect(tiled.rootSize == Size(width: 960, height: 480))
    #expect(tiled.realViewCount == 1 + 3 * 2)
    #expect(tiled.guideCount == 9)
    #expect(tiled.constraints.count == 3 * (4 + 1))
    #expect(tiled.id(named: "card~3") != nil && tiled.id(named: "safe~2") != nil)
    // Guides come after every view, as a scenario file lists them.
    let firstGuide = try #require(tiled.views.firstIndex { $0.guide != nil })
    #expect(tiled.views[firstGuide...].allSatisfy { $0.guide != nil })
    #expect(throws: LayoutError.invalidTileCount(0)) { try layout.tiled(copies: 0) }
  }
}
