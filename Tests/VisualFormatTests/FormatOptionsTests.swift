import LayoutModel
import Testing
import VisualFormat

/// Alignment and direction options.
@Suite struct FormatOptionsTests {
  @Test func alignAllTopAlignsEachNeighbouringPair() throws {
    let f = try Fixture(["a", "b", "c"])
    #expect(try f.constraints("[a][b][c]", options: .alignAllTop) == [
      LayoutConstraint(f["b"], .leading, .equal, f["a"], .trailing),
      LayoutConstraint(f["c"], .leading, .equal, f["b"], .trailing),
      LayoutConstraint(f["a"], .top, .equal, f["b"], .top),
      LayoutConstraint(f["b"], .top, .equal, f["c"], .top),
    ])
  }

  @Test(arguments: [
    (FormatOptions.alignAllTop, LayoutAttribute.top), (.alignAllBottom, .bottom),
    (.alignAllCenterY, .centerY), (.alignAllFirstBaseline, .firstBaseline),
    (.alignAllLastBaseline, .lastBaseline),
  ])
  func horizontalFormatsAlignVerticalAttributes(option: FormatOptions, attribute: LayoutAttribute) throws {
    let f = try Fixture(["a", "b"])
    let result = try f.constraints("H:[a]-[b]", options: option)
    #expect(result.last == LayoutConstraint(f["a"], attribute, .equal, f["b"], attribute))
    #expect(result.count == 2)
  }

  @Test(arguments: [
    (FormatOptions.alignAllLeft, LayoutAttribute.left), (.alignAllRight, .right),
    (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
  ])
  func verticalFormatsAlignHorizontalAttributes(option: FormatOptions, attribute: LayoutAttribute) throws {
    let f = try Fixture(["a", "b"])
    let result = try f.constraints("V:[a]-[b]", options: option)
    #expect(result.last == LayoutConstraint(f["a"], attribute, .equal, f["b"], attribute))
  }

  @Test func severalAlignmentsAtOnce() throws {
    let f = try Fixture(["a", "b"])
    #expect(f.describe(try f.constraints("V:[a][b]", options: [.alignAllLeading, .alignAllTrailing])) == [
      "b.top == a.bottom",
      "a.leading == b.leading",
      "a.trailing == b.trailing",
    ])
  }

  @Test(arguments: [FormatOptions.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX])
  func alignmentAlongAHorizontalFormatIsRefused(option: FormatOptions) throws {
    let f = try Fixture(["a", "b"])
    guard case .alignmentAlongOrientation(_, let orientation) = f.error("H:[a][b]", options: option) else {
      Issue.record("expected alignmentAlongOrientation")
      return
    }
    #expect(orientation == .horizontal)
  }

  @Test func alignmentAlongAVerticalFormatIsRefused() throws {
    let f = try Fixture(["a", "b"])
    let error = f.error("V:[a][b]", options: [.alignAllCenterX, .alignAllTop])
    #expect(error == .alignmentAlongOrientation(option: .top, orientation: .vertical))
    #expect(error?.description.contains("perpendicular") == true)
  }

  @Test func directionLeftToRightWritesLeftAndRight() throws {
    let f = try Fixture(["a", "b"])
    #expect(f.describe(try f.constraints("|-[a]-[b]-|", options: .directionLeftToRight)) == [
      "a.left == container.left + 20",
      "b.left == a.right + 8",
      "container.right == b.right + 20",
    ])
  }

  @Test func directionRightToLeftReversesTheRow() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("|-[a(50)]-10-[b]|", options: .directionRightToLeft) == [
      LayoutConstraint(f.container, .right, .equal, f["a"], .right, constant: 20),
      LayoutConstraint(f["a"], .width, .equal, constant: 50),
      LayoutConstraint(f["a"], .left, .equal, f["b"], .right, constant: 10),
      LayoutConstraint(f["b"], .left, .equal, f.container, .left),
    ])
  }

  @Test func directionRightToLeftKeepsInequalitiesMeaningful() throws {
    let f = try Fixture(["a", "b"])
    // "at least 8 points between a and b", with b to the left of a: a.left - b.right >= 8.
    #expect(try f.constraints("[a]-(>=8)-[b]", options: .directionRightToLeft) == [
      LayoutConstraint(f["a"], .left, .greaterThanOrEqual, f["b"], .right, constant: 8),
    ])
  }

  @Test func explicitLeadingToTrailingIsTheDefault() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("|-[a]-[b]-|", options: .directionLeadingToTrailing) == f.constraints("|-[a]-[b]-|"))
  }

  @Test func directionDoesNotAffectVerticalFormats() throws {
    let f = try Fixture(["a", "b"])
    #expect(try f.constraints("V:|[a]-[b]", options: .directionRightToLeft) == f.constraints("V:|[a]-[b]"))
  }

  @Test func twoDirectionsConflict() throws {
    let f = try Fixture(["a"])
    let error = f.error("[a]", options: [.directionLeftToRight, .directionRightToLeft])
    #expect(error == .conflictingDirections(["directionLeftToRight", "directionRightToLeft"]))
  }
}
