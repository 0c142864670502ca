import LayoutModel
import LayoutTestSupport
import Testing

/// Moving subtrees in the model: parents stay before children, depths and child order follow.
@Suite struct SubtreeMoveTests {
  @Test func aMoveKeepsParentsBeforeChildrenAndDepthsRight() throws {
    var layout = try Fixtures.cardAndFooter()
    let card = try #require(layout.id(named: "card"))
    let title = try #require(layout.id(named: "title"))
    let image = try #require(layout.id(named: "image"))
    let footer = try #require(layout.id(named: "footer"))
    #expect(layout.children(of: card) == [title, image])
    // The card into nothing later than itself; the footer into the card.
    #expect(throws: LayoutError.self) { try layout.moveSubtree(card, to: footer) }
    #expect(throws: LayoutError.self) { try layout.moveSubtree(card, to: title) }
    let move = try #require(layout.reanchoringMove(of: footer, to: card))
    // Only the constraint to the old parent changes; the one to the card, a sibling, stays.
    #expect(move.replacements.map(\.index) == [6])
    try layout.moveSubtree(footer, to: card, replacing: move.replacements)
    #expect(layout[footer].parent == card && layout.depth(of: footer) == 2)
    #expect(layout.children(of: card) == [title, image, footer])
    #expect(layout.subtree(of: .root) == [.root, card, title, image, footer])
    #expect(layout.nearestCommonAncestor(footer, title) == card)
    // Title (with nothing inside) up to the root, then back: children keep a stable order.
    try layout.moveSubtree(title, to: .root)
    #expect(layout.depth(of: title) == 1 && layout.children(of: card) == [image, footer])
    try layout.moveSubtree(title, to: card)
    #expect(layout.children(of: card) == [image, footer, title])
    #expect(layout.isDescendant(footer, of: card) && !layout.isDescendant(card, of: footer))
  }

  /// A deep chain moved a level up: every level below follows, in time proportional to them.
  @Test func movingADeepSubtreeUpdatesEveryDepthBelow() throws {
    var layout = try Fixtures.deepChain(depth: 2_000)
    let top = ViewID(1_000)
    let grandparent = ViewID(998)
    try layout.moveSubtree(top, to: grandparent)
    #expect(layout.depth(of: ViewID(2_000)) == 1_999)
    #expect(layout.nearestCommonAncestor(ViewID(2_000), ViewID(999)) == grandparent)
    #expect(layout.subtree(of: ViewID(999)) == [ViewID(999)])
  }
}
