import Foundation
import LayoutModel
import Testing

/// The products of multipliers along chains of constraints (``Layout/checkMultiplierChains()``):
/// the largest over every path that visits no attribute twice, each multiplier taken in the
/// direction the path crosses it.
@Suite struct MultiplierChainTests {
  /// A layout of `count` views under the root and width constraints `(first, multiplier,
  /// second)` between them, built through the API.
  static func widths(_ count: Int, _ links: [(Int, Double, Int)], relation: LayoutRelation = .equal) throws -> Layout {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    for index in 0..<count { try layout.addView("v\(index)", in: .root) }
    for (first, multiplier, second) in links {
      try layout.addConstraint(
        LayoutConstraint(ViewID(first + 1), .width, relation, ViewID(second + 1), .width, multiplier: multiplier))
    }
    return layout
  }

  /// The error, if any.
  static func refusal(_ layout: Layout) -> LayoutError? {
    do throws(LayoutError) { try layout.validateNumbers() } catch { return error }
    return nil
  }

  @Test func directionCounts() throws {
    // a and c at the same scale, 1e4 above b: the largest product is 1e4.
    #expect(Self.refusal(try Self.widths(3, [(0, 1e4, 1), (2, 1e4, 1)])) == nil)
    // c at 1e4 above b and b at 1e4 above a: 1e8 from a to c.
    guard case .multiplierChainOutOfRange(let from, let to, let exponent, true)? =
      Self.refusal(try Self.widths(3, [(1, 1e4, 0), (1, 1e-4, 2)]))
    else {
      Issue.record("a 1e8 chain down and back up passed")
      return
    }
    #expect(from == "v0.width" && to == "v2.width" && abs(exponent - 8) < 1e-9)
    // Negative multipliers count by magnitude.
    #expect(Self.refusal(try Self.widths(3, [(1, -1e4, 0), (2, -1e4, 1)])) != nil)
  }

  @Test func linksOfOneJoinAChain() throws {
    // The first check left multipliers of 1 out and saw two chains of 1e4.
    #expect(Self.refusal(try Self.widths(4, [(1, 1e4, 0), (2, 1, 1), (3, 1e4, 2)])) != nil)
    // Exactly 1e7 is in range.
    #expect(Self.refusal(try Self.widths(4, [(1, 1e4, 0), (2, 1, 1), (3, 1e3, 2)])) == nil)
  }

  /// Twenty triangles through one attribute, each a cycle whose product is 10 (a = 10 h, b = h,
  /// a = b): no path visits h twice, so the largest product is 10 (from b or a through h to
  /// another a). Adding up the cycles' discrepancies, as an upper bound would, said 10^20.
  @Test func inconsistentCyclesThroughOneAttributeDoNotCompound() throws {
    var links: [(Int, Double, Int)] = []
    for index in 0..<20 {
      let a = 1 + 2 * index, b = 2 + 2 * index
      links += [(a, 10, 0), (b, 1, 0), (a, 1, b)]
    }
    #expect(Self.refusal(try Self.widths(41, links, relation: .lessThanOrEqual)) == nil)
  }

  @Test func minimumsAndMaximumsDoNotCompound() throws {
    // Two hundred views, each from 0.5 to 0.8 of v0's width: a path visits v0 once, so the
    // largest product is 0.8 / 0.5, however many views there are.
    var links: [(Int, Double, Int)] = []
    for index in 1...200 { links += [(index, 0.5, 0), (index, 0.8, 0)] }
    #expect(Self.refusal(try Self.widths(201, links, relation: .greaterThanOrEqual)) == nil)
    // An aspect ratio from 1:2 to 2:1 on each view, every view as wide as the next.
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    var previous: ViewID?
    for index in 0..<200 {
      let view = try layout.addView("v\(index)", in: .root)
      try layout.addConstraint(LayoutConstraint(view, .width, .lessThanOrEqual, view, .height, multiplier: 2))
      try layout.addConstraint(LayoutConstraint(view, .width, .greaterThanOrEqual, view, .height, multiplier: 0.5))
      if let previous { try layout.addConstraint(LayoutConstraint(view, .width, .equal, previous, .width)) }
      previous = view
    }
    // From one view's height to another's: 2 up to the width, 1 across, 2 back down: 4.
    #expect(Self.refusal(layout) == nil)
  }

  @Test func aConsistentCycleIsExact() throws {
    // A ratio reached two ways (1e3 · 1e3 and 1e6) is a cycle whose product is 1.
    let layout = try Self.widths(4, [(1, 1e3, 0), (2, 1e3, 1), (2, 1e6, 0), (3, 1e2, 2)])
    guard case .multiplierChainOutOfRange(_, _, let exponent, true)? = Self.refusal(layout) else {
      Issue.record("1e8 over a consistent cycle passed, or was not exact")
      return
    }
    #expect(abs(exponent - 8) < 1e-9)
  }

  /// Two hundred thousand links in a row: no recursion, and the product is exact
  /// (1.0001^200000 = e^20 ≈ 10^8.7, refused; 1.00005^200000 = e^10 ≈ 10^4.3, not).
  @Test func aVeryLongChainIsCheckedWithoutRecursion() throws {
    let count = 200_000
    #expect(Self.refusal(try Self.widths(count + 1, (0..<count).map { ($0 + 1, 1.00005, $0) })) == nil)
    guard case .multiplierChainOutOfRange(_, _, let exponent, true)? =
      Self.refusal(try Self.widths(count + 1, (0..<count).map { ($0 + 1, 1.0001, $0) }))
    else {
      Issue.record("e^20 along 200,000 links passed")
      return
    }
    #expect(abs(exponent - Double(count) * log10(1.0001)) < 1e-6)
  }
}
