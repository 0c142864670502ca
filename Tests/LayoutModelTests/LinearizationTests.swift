import LayoutModel
import LayoutTestSupport
import Testing

/// Rows checked by hand. A row reads `Σ terms + constant (relation) 0`, so
/// `first.attr == m * second.attr + c` becomes `first - m * second - c == 0`.
@Suite struct LinearizationTests {
  private func siblings(direction: LayoutDirection = .leftToRight) throws -> (Layout, ViewID, ViewID) {
    var layout = Layout(rootSize: Size(width: 320, height: 480), direction: direction)
    let a = try layout.addView("a", in: .root)
    let b = try layout.addView("b", in: .root)
    return (layout, a, b)
  }

  private func row(_ layout: Layout, _ constraint: LayoutConstraint) throws -> LinearConstraint {
    try layout.validate(constraint)
    return layout.linearize(constraint, source: .explicit(0))
  }

  private func close(_ a: Double, _ b: Double) -> Bool { isApproximatelyEqual(a, b) }

  @Test func horizontalEdgesCentersAndWidths() throws {
    let (layout, a, b) = try siblings()
    let edge = try row(layout, LayoutConstraint(a, .left, .equal, b, .right, constant: 8))
    #expect(edge.coefficient(of: .x, a) == 1 && edge.coefficient(of: .x, b) == -1)
    #expect(edge.coefficient(of: .width, b) == -1 && edge.variableCount == 3)
    #expect(edge.constant == -8 && edge.relation == .equal)

    let center = try row(layout, LayoutConstraint(a, .centerX, .lessThanOrEqual, b, .centerX))
    #expect(center.coefficient(of: .x, a) == 1 && center.coefficient(of: .width, a) == 0.5)
    #expect(center.coefficient(of: .x, b) == -1 && center.coefficient(of: .width, b) == -0.5)
    #expect(center.relation == .lessThanOrEqual)

    let width = try row(layout, LayoutConstraint(a, .width, .equal, b, .width, multiplier: 0.5, constant: 10, priority: .defaultHigh))
    #expect(width.coefficient(of: .width, a) == 1 && width.coefficient(of: .width, b) == -0.5)
    #expect(width.variableCount == 2 && width.constant == -10 && width.priority == .defaultHigh)

    let fixed = try row(layout, LayoutConstraint(a, .width, .greaterThanOrEqual, constant: 80))
    #expect(fixed.terms == [LinearTerm(variable: FrameComponent.width.variable(of: a), coefficient: 1)])
    #expect(fixed.constant == -80 && fixed.relation == .greaterThanOrEqual)

    let aspect = try row(layout, LayoutConstraint(a, .width, .equal, a, .height, multiplier: 2))
    #expect(aspect.coefficient(of: .width, a) == 1 && aspect.coefficient(of: .height, a) == -2)
  }

  @Test func baselinesUseTheirOffsets() throws {
    var (layout, a, b) = try siblings()
    try layout.update(a) {
      $0.baselineOffsetFromBottom = 4
      $0.firstBaselineOffsetFromTop = 12
    }
    try layout.update(b) { $0.baselineOffsetFromBottom = 3 }

    // (y_a + h_a - 4) - (y_b + h_b - 3) == 0
    let last = try row(layout, LayoutConstraint(a, .lastBaseline, .equal, b, .lastBaseline))
    #expect(last.coefficient(of: .y, a) == 1 && last.coefficient(of: .height, a) == 1)
    #expect(last.coefficient(of: .y, b) == -1 && last.coefficient(of: .height, b) == -1)
    #expect(last.constant == -1)

    // (y_a + 12) - (y_b + h_b - 3) - 2 == 0; b has a single line, so its first baseline is its last.
    let first = try row(layout, LayoutConstraint(a, .firstBaseline, .equal, b, .firstBaseline, constant: 2))
    #expect(first.coefficient(of: .y, a) == 1 && first.coefficient(of: .height, a) == 0)
    #expect(first.coefficient(of: .y, b) == -1 && first.coefficient(of: .height, b) == -1)
    #expect(first.constant == 13)

    // A baseline against a plain edge: (y_a + 12) - (y_b + h_b) == 0.
    let mixed = try row(layout, LayoutConstraint(a, .firstBaseline, .equal, b, .bottom))
    #expect(mixed.constant == 12 && mixed.coefficient(of: .height, b) == -1)
  }

  @Test func leadingAndTrailingFollowTheDirection() throws {
    let (ltr, a, b) = try siblings()
    let forward = try row(ltr, LayoutConstraint(b, .leading, .equal, a, .trailing, constant: 8))
    // b.left == a.right + 8
    #expect(forward.coefficient(of: .x, b) == 1 && forward.coefficient(of: .width, b) == 0)
    #expect(forward.coefficient(of: .x, a) == -1 && forward.coefficient(of: .width, a) == -1)
    #expect(forward.constant == -8)

    let (rtl, _, _) = try siblings(direction: .rightToLeft)
    let mirrored = try row(rtl, LayoutConstraint(b, .leading, .equal, a, .trailing, constant: 8))
    // b.right == a.left - 8, written as -(x_b + w_b) + x_a - 8 == 0.
    #expect(mirrored.coefficient(of: .x, b) == -1 && mirrored.coefficient(of: .width, b) == -1)
    #expect(mirrored.coefficient(of: .x, a) == 1 && mirrored.coefficient(of: .width, a) == 0)
    #expect(mirrored.constant == -8)
    let values = LinearSystem.values(alignmentRects: [
      Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 200, y: 0, width: 50, height: 10),
      Rect(x: 100, y: 0, width: 92, height: 10),
    ])
    let residual = mirrored.terms.reduce(mirrored.constant) { $0 + $1.coefficient * values[Int($1.variable)] }
    #expect(close(residual, 0), "b.right (192) is 8 points left of a.left (200)")

    // Absolute edges ignore the direction.
    let absolute = try row(rtl, LayoutConstraint(b, .left, .equal, a, .right, constant: 8))
    #expect(absolute.coefficient(of: .x, b) == 1 && absolute.constant == -8)
  }

  @Test func multipliedLocationsAreMeasuredFromTheCommonAncestor() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let p = try layout.addView("p", in: .root)
    let a = try layout.addView("a", in: p)
    let b = try layout.addView("b", in: p)
    // (x_a - x_p) == 0.5 * (x_b + w_b - x_p) + 10
    let left = try row(layout, LayoutConstraint(a, .left, .equal, b, .right, multiplier: 0.5, constant: 10))
    #expect(left.coefficient(of: .x, a) == 1 && left.coefficient(of: .x, b) == -0.5)
    #expect(left.coefficient(of: .width, b) == -0.5 && left.coefficient(of: .x, p) == -0.5)
    #expect(left.constant == -10 && left.variableCount == 4)

    // (y_a + h_a / 2 - y_p) == 2 * (y_b + h_b / 2 - y_p)
    let center = try row(layout, LayoutConstraint(a, .centerY, .equal, b, .centerY, multiplier: 2))
    #expect(center.coefficient(of: .y, p) == 1 && center.coefficient(of: .y, b) == -2)
    #expect(center.coefficient(of: .height, b) == -1 && center.coefficient(of: .height, a) == 0.5)

    // The ancestor may be an item itself: (x_p + w_p / 2 - x_p) == 0.5 * (x_a + w_a - x_p)
    let own = try row(layout, LayoutConstraint(p, .centerX, .equal, a, .right, multiplier: 0.5))
    #expect(own.coefficient(of: .x, p) == 0.5 && own.coefficient(of: .width, p) == 0.5)

    // Mirrored: (R_p - (x_a + w_a)) == 0.5 * (R_p - x_b), with R_p = x_p + w_p.
    layout.direction = .rightToLeft
    let lead = try row(layout, LayoutConstraint(a, .leading, .equal, b, .trailing, multiplier: 0.5))
    #expect(lead.coefficient(of: .x, a) == -1 && lead.coefficient(of: .width, a) == -1)
    #expect(lead.coefficient(of: .x, b) == 0.5)
    #expect(lead.coefficient(of: .x, p) == 0.5 && lead.coefficient(of: .width, p) == 0.5)

    // With a multiplier of 1 the ancestor's origin cancels and does not appear.
    let plain = try row(layout, LayoutConstraint(a, .left, .equal, b, .left))
    #expect(plain.coefficient(of: .x, p) == 0 && plain.variableCount == 2)
  }

  @Test func intrinsicSizeBecomesHuggingAndCompressionRows() throws {
    var (layout, a, b) = try siblings()
    try layout.update(a) {
      $0.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 30)
      $0.contentHugging = AxisPriorities(horizontal: LayoutPriority(251), vertical: .defaultLow)
      $0.compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: LayoutPriority(749.5))
    }
    try layout.update(b) { $0.intrinsicContentSize = IntrinsicContentSize(height: 24) }
    let system = layout.linearSystem()
    for (axis, component, size, hugging, resistance) in [
      (LayoutAxis.horizontal, FrameComponent.width, 100.0, 251.0, 750.0), (.vertical, .height, 30, 250, 749.5),
    ] {
      let hug = try #require(system.rows(from: .hugging(a, axis)).first)
      #expect(hug.terms == [LinearTerm(variable: component.variable(of: a), coefficient: 1)])
      #expect(hug.constant == -size && hug.relation == .lessThanOrEqual && hug.priority.rawValue == hugging)
      let resist = try #require(system.rows(from: .compressionResistance(a, axis)).first)
      #expect(resist.terms == hug.terms && resist.constant == -size)
      #expect(resist.relation == .greaterThanOrEqual && resist.priority.rawValue == resistance)
    }
    #expect(system.rows(from: .hugging(b, .horizontal)).isEmpty, "no intrinsic width, no row")
    #expect(system.rows(from: .compressionResistance(b, .vertical)).first?.constant == -24)
  }

  @Test func systemStartsWithTheRootAndIndexesExplicitRows() throws {
    let layout = try Fixtures.twoViewsCentered()
    let system = layout.linearSystem()
    #expect(system.variableCount == 12)
    #expect(system.constraints[system.rootWidthRow].constant == -320)
    #expect(system.constraints[system.rootHeightRow].constant == -480)
    #expect(system.rows(from: .rootOrigin(.horizontal)).count == 1)
    #expect(system.explicitConstraintRows.count == layout.constraints.count)
    for (index, rowIndex) in system.explicitConstraintRows.enumerated() {
      #expect(system.constraints[rowIndex].source == .explicit(index))
    }
    // The fixture's known answer satisfies every row.
    let values = LinearSystem.values(alignmentRects: Fixtures.twoViewsCenteredFrames)
    for row in system.constraints {
      let residual = row.terms.reduce(row.constant) { $0 + $1.coefficient * values[Int($1.variable)] }
      #expect(close(residual, 0), "\(row.source)")
    }
  }

  @Test func framesRemoveAlignmentInsetsAndAreRelativeToTheSuperview() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView(View(name: "a", parent: .root, alignmentInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
    let c = try layout.addView(View(name: "c", parent: a, alignmentInsets: EdgeInsets(top: 5, left: 6)))
    let values = LinearSystem.values(alignmentRects: [
      Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 10, y: 20, width: 100, height: 50),
      Rect(x: 30, y: 40, width: 10, height: 10),
    ])
    let frames = layout.frames(fromValues: values)
    #expect(frames.count == 3)
    #expect(isApproximatelyEqual(frames[0], Rect(x: 0, y: 0, width: 320, height: 480)))
    #expect(isApproximatelyEqual(frames[a.index], Rect(x: 8, y: 19, width: 106, height: 54)))
    // c's frame in the root is (24 35; 16 15); a's frame origin is (8, 19).
    #expect(isApproximatelyEqual(frames[c.index], Rect(x: 16, y: 16, width: 16, height: 15)))
  }
}
