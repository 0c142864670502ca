import LayoutModel
import LayoutTestSupport
import Testing

/// A chain of 10,000 nested views: nothing that walks the tree may recurse once per level.
@Suite struct DeepTreeTests {
  static let depth = 10_000

  @Test func buildingAndWalkingTheChain() throws {
    let layout = try Fixtures.deepChain(depth: Self.depth)
    #expect(layout.viewCount == Self.depth + 1)
    #expect(layout.constraints.count == 4 * Self.depth)
    let deepest = try #require(layout.id(named: "v\(Self.depth)"))
    let middle = try #require(layout.id(named: "v5000"))
    #expect(layout.depth(of: deepest) == Self.depth)

    let all = layout.subtree(of: .root)
    #expect(all.count == Self.depth + 1)
    #expect(all.first == .root && all.last == deepest)
    #expect(layout.subtree(of: middle).count == Self.depth - 4999)

    #expect(layout.nearestCommonAncestor(deepest, .root) == .root)
    #expect(layout.nearestCommonAncestor(middle, deepest) == middle)
    #expect(layout.nearestCommonAncestor(deepest, deepest) == deepest)
  }

  @Test func siblingsAtTheBottomOfTheChainMeetAtTheirParent() throws {
    var layout = try Fixtures.deepChain(depth: Self.depth, constrained: false)
    let deepest = try #require(layout.id(named: "v\(Self.depth)"))
    let sibling = try layout.addView("sibling", in: try #require(layout.id(named: "v\(Self.depth - 1)")))
    #expect(layout.nearestCommonAncestor(deepest, sibling) == layout[deepest].parent)
    // A multiplied location across the whole chain walks it once, without recursion.
    try layout.addConstraint(LayoutConstraint(deepest, .left, .equal, .root, .centerX, multiplier: 0.5))
    let row = layout.linearize(try #require(layout.constraints.last), source: .explicit(0))
    #expect(row.coefficient(of: .x, deepest) == 1 && row.coefficient(of: .x, .root) == -1)
  }

  @Test func linearSystemAndFrames() throws {
    let layout = try Fixtures.deepChain(depth: Self.depth)
    let system = layout.linearSystem()
    #expect(system.variableCount == 4 * (Self.depth + 1))
    #expect(system.explicitConstraintRows.count == 4 * Self.depth)
    #expect(system.constraints.count == 4 + 4 * Self.depth)

    // The chain's exact answer: level n sits at (n, n) in the root and is n points smaller.
    let rects = (0...Self.depth).map { level in
      Rect(x: Double(level), y: Double(level), width: 20_000 - Double(level), height: 20_000 - Double(level))
    }
    let values = LinearSystem.values(alignmentRects: rects)
    for row in system.constraints {
      let residual = row.terms.reduce(row.constant) { $0 + $1.coefficient * values[Int($1.variable)] }
      guard isApproximatelyEqual(residual, 0) else {
        Issue.record("row from \(row.source) is off by \(residual)")
        return
      }
    }
    let frames = layout.frames(fromValues: values)
    #expect(frames.count == Self.depth + 1)
    #expect(isApproximatelyEqual(frames[Self.depth], Rect(x: 1, y: 1, width: 10_000, height: 10_000)))
  }
}
