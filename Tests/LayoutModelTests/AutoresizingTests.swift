import LayoutModel
import LayoutTestSupport
import Testing

/// The autoresizing translation against the table of seed 002: a view at (160 120; 80 80) in a
/// 320 x 480 superview, for all eight combinations of one axis's three flexible bits.
@Suite struct AutoresizingTests {
  /// One row of the oracle: the expected size and center constraints in their valid-pairing
  /// form, and Apple's printed text.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var flexibleLow: Bool, flexibleSize: Bool, flexibleHigh: Bool
    /// `nil` for a constant size.
    var sizeMultiplier: Double?
    var sizeConstant: Double
    /// Which superview attribute the center follows: "low", "center" or "high" edge.
    var anchor: String
    var positionMultiplier: Double
    var positionConstant: Double
    /// Apple's text for the horizontal axis; "X"/"width"/"H:" become "Y"/"height"/"V:" vertically.
    var appleSize: String
    var applePosition: String

    var testDescription: String {
      ["L", "W", "R"].enumerated().filter { [flexibleLow, flexibleSize, flexibleHigh][$0.offset] }
        .map(\.element).joined(separator: "|").ifEmpty("none")
    }
  }

  static let table: [Expectation] = [
    Expectation(
      flexibleLow: false, flexibleSize: false, flexibleHigh: false, sizeMultiplier: nil, sizeConstant: 80,
      anchor: "low", positionMultiplier: 1, positionConstant: 200,
      appleSize: "H:[testView(80)]", applePosition: "testView.centerX == + 200"),
    Expectation(
      flexibleLow: true, flexibleSize: false, flexibleHigh: false, sizeMultiplier: nil, sizeConstant: 80,
      anchor: "high", positionMultiplier: 1, positionConstant: -120,
      appleSize: "H:[testView(80)]", applePosition: "testView.centerX == superview.width - 120"),
    Expectation(
      flexibleLow: false, flexibleSize: true, flexibleHigh: false, sizeMultiplier: 1, sizeConstant: -240,
      anchor: "center", positionMultiplier: 1, positionConstant: 40,
      appleSize: "testView.width == superview.width - 240",
      applePosition: "testView.centerX == superview.centerX + 40"),
    Expectation(
      flexibleLow: true, flexibleSize: true, flexibleHigh: false, sizeMultiplier: 0.333333, sizeConstant: -26.6667,
      anchor: "center", positionMultiplier: 1.66667, positionConstant: -66.6667,
      appleSize: "testView.width == 0.333333 * superview.width - 26.6667",
      applePosition: "testView.centerX == 1.66667 * superview.centerX - 66.6667"),
    Expectation(
      flexibleLow: false, flexibleSize: false, flexibleHigh: true, sizeMultiplier: nil, sizeConstant: 80,
      anchor: "low", positionMultiplier: 1, positionConstant: 200,
      appleSize: "H:[testView(80)]", applePosition: "testView.centerX == + 200"),
    Expectation(
      flexibleLow: true, flexibleSize: false, flexibleHigh: true, sizeMultiplier: nil, sizeConstant: 80,
      anchor: "high", positionMultiplier: 0.625, positionConstant: 0,
      appleSize: "H:[testView(80)]", applePosition: "testView.centerX == 0.625 * superview.width"),
    Expectation(
      flexibleLow: false, flexibleSize: true, flexibleHigh: true, sizeMultiplier: 0.5, sizeConstant: -80,
      anchor: "center", positionMultiplier: 0.5, positionConstant: 120,
      appleSize: "testView.width == 0.5 * superview.width - 80",
      applePosition: "testView.centerX == 0.5 * superview.centerX + 120"),
    Expectation(
      flexibleLow: true, flexibleSize: true, flexibleHigh: true, sizeMultiplier: 0.25, sizeConstant: 0,
      anchor: "high", positionMultiplier: 0.625, positionConstant: 0,
      appleSize: "testView.width == 0.25 * superview.width",
      applePosition: "testView.centerX == 0.625 * superview.width"),
  ]

  /// The table prints numbers with six significant digits; 0.333333 stands for 1/3.
  private func close(_ a: Double, _ b: Double) -> Bool { isApproximatelyEqual(a, b, absolute: 1e-4) }

  /// Builds the oracle's view for one axis: for the vertical axis the frame and the superview are
  /// transposed, so the numbers of the table apply unchanged.
  private func setUp(_ row: Expectation, axis: LayoutAxis) throws -> (Layout, ViewID) {
    let horizontal = axis == .horizontal
    var mask: AutoresizingMask = []
    if row.flexibleLow { mask.insert(horizontal ? .flexibleLeftMargin : .flexibleTopMargin) }
    if row.flexibleSize { mask.insert(horizontal ? .flexibleWidth : .flexibleHeight) }
    if row.flexibleHigh { mask.insert(horizontal ? .flexibleRightMargin : .flexibleBottomMargin) }
    var (layout, view) = try Fixtures.autoresizingTestView(mask: mask)
    if !horizontal {
      layout.rootSize = Size(width: 480, height: 320)
      layout.autoresizingReferenceSize = layout.rootSize
      try layout.update(view) { $0.frame = Rect(x: 120, y: 160, width: 80, height: 80) }
    }
    return (layout, view)
  }

  @Test(arguments: table, [LayoutAxis.horizontal, .vertical])
  func constraintsMatchTheValidPairingColumn(row: Expectation, axis: LayoutAxis) throws {
    let (layout, view) = try setUp(row, axis: axis)
    let generated = layout.autoresizingConstraints(for: view)
    let size = try #require(generated.first { $0.1 == .autoresizingSize(view, axis) }?.0)
    let position = try #require(generated.first { $0.1 == .autoresizingPosition(view, axis) }?.0)
    let horizontal = axis == .horizontal

    #expect(size.first == view && size.relation == .equal && size.priority == .required)
    #expect(size.firstAttribute == (horizontal ? .width : .height))
    if let multiplier = row.sizeMultiplier {
      #expect(size.second == .root && size.secondAttribute == size.firstAttribute)
      #expect(close(size.multiplier, multiplier))
    } else {
      #expect(size.second == nil && size.secondAttribute == .notAnAttribute)
      #expect(size.multiplier == 0)
    }
    #expect(close(size.constant, row.sizeConstant))

    let anchors: [String: LayoutAttribute] = horizontal
      ? ["low": .left, "center": .centerX, "high": .right] : ["low": .top, "center": .centerY, "high": .bottom]
    #expect(position.first == view && position.relation == .equal)
    #expect(position.firstAttribute == (horizontal ? .centerX : .centerY))
    #expect(position.second == .root && position.secondAttribute == anchors[row.anchor])
    #expect(close(position.multiplier, row.positionMultiplier))
    #expect(close(position.constant, row.positionConstant))

    // The valid form is one the model accepts from a user.
    #expect(throws: Never.self) { try layout.validate(size) }
    #expect(throws: Never.self) { try layout.validate(position) }
  }

  @Test(arguments: table, [LayoutAxis.horizontal, .vertical])
  func appleDescriptionMatchesApplesText(row: Expectation, axis: LayoutAxis) throws {
    let (layout, view) = try setUp(row, axis: axis)
    var expected = [row.appleSize, row.applePosition]
    if axis == .vertical {
      expected = expected.map {
        $0.replacingAll("H:", with: "V:").replacingAll("centerX", with: "centerY")
          .replacingAll("width", with: "height")
      }
    }
    #expect(layout.appleAutoresizingDescription(view, axis: axis) == expected)
  }

  /// Whatever the mask, the view's current frame satisfies its translated constraints exactly.
  @Test(arguments: table, [LayoutAxis.horizontal, .vertical])
  func currentFrameSatisfiesTheTranslation(row: Expectation, axis: LayoutAxis) throws {
    let (layout, view) = try setUp(row, axis: axis)
    let frame = layout[view].frame
    let values = LinearSystem.values(alignmentRects: [
      Rect(x: 0, y: 0, width: layout.rootSize.width, height: layout.rootSize.height), frame,
    ])
    for (constraint, source) in layout.autoresizingConstraints(for: view) {
      let row = layout.linearize(constraint, source: source)
      let residual = row.terms.reduce(row.constant) { $0 + $1.coefficient * values[Int($1.variable)] }
      #expect(isApproximatelyEqual(residual, 0, absolute: 1e-9), "\(layout.describe(constraint))")
    }
  }

  /// A resize changes the root's size, not the size the masks were translated against.
  @Test func resizingKeepsTheTranslation() throws {
    var (layout, view) = try Fixtures.autoresizingTestView(mask: [.flexibleLeftMargin, .flexibleWidth])
    let before = layout.autoresizingConstraints(for: view).map(\.0)
    layout.rootSize = Size(width: 480, height: 320)
    #expect(layout.autoresizingConstraints(for: view).map(\.0) == before)
  }

  @Test func noTranslationWithoutTheFlag() throws {
    var (layout, view) = try Fixtures.autoresizingTestView(mask: [.flexibleWidth, .flexibleHeight])
    #expect(layout.autoresizingConstraints(for: view).count == 4)
    #expect(layout.autoresizingConstraints(for: .root).isEmpty, "the root has no superview")
    try layout.update(view) { $0.translatesAutoresizingMaskIntoConstraints = false }
    #expect(layout.autoresizingConstraints(for: view).isEmpty)
  }

  /// A flexible size in a zero-sized region falls back to a fixed size instead of dividing by 0.
  @Test func zeroSizedSuperviewKeepsNumbersFinite() throws {
    var (layout, view) = try Fixtures.autoresizingTestView(mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    layout.rootSize = Size(width: 0, height: 0)
    layout.autoresizingReferenceSize = layout.rootSize
    try layout.update(view) { $0.frame = .zero }
    for (constraint, _) in layout.autoresizingConstraints(for: view) {
      #expect(constraint.multiplier.isFinite && constraint.constant.isFinite)
      #expect(throws: Never.self) { try layout.validate(constraint) }
    }
  }
}

extension String {
  fileprivate func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
