@testable import LayoutEngines
import LayoutModel
import Testing

/// The views the rebuilding engines (graph, GLPK) leave out, kept as the tops the caller named.
@Suite struct RemovedSubtreesTests {
  /// root → outer → inner → leaf, and a sibling of outer.
  private func chain() throws -> (Layout, outer: ViewID, inner: ViewID, leaf: ViewID, sibling: ViewID) {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let outer = try layout.addView("outer", in: .root)
    let inner = try layout.addView("inner", in: outer)
    let leaf = try layout.addView("leaf", in: inner)
    let sibling = try layout.addView("sibling", in: .root)
    return (layout, outer, inner, leaf, sibling)
  }

  /// Fuzz seed tree 696: `v2` out, then its parent `v1`, then `v1` back. `v2` must stay out,
  /// as in the other engines; a flag per view cleared by subtree brought it back, and the GLPK
  /// engine refused the layout for `v2`'s constraints.
  @Test func anInnerSubtreeStaysOutWhenTheOuterOneIsPutBack() throws {
    let (layout, outer, inner, leaf, sibling) = try chain()
    var removed = RemovedSubtrees()
    #expect(try removed.remove(inner, in: layout))
    #expect(try removed.remove(outer, in: layout))
    #expect(try removed.insert(outer, in: layout))
    var out = removed.flags(in: layout)
    #expect(out[inner.index] && out[leaf.index])
    #expect(!out[outer.index] && !out[sibling.index] && !out[ViewID.root.index])
    #expect(try removed.insert(inner, in: layout))
    out = removed.flags(in: layout)
    #expect(!out.contains(true))
  }

  /// Putting back a top that churn did not take out, or taking one out twice, changes nothing.
  @Test func unmatchedCallsChangeNothing() throws {
    let (layout, outer, inner, _, _) = try chain()
    var removed = RemovedSubtrees()
    #expect(try !removed.insert(outer, in: layout))
    #expect(try removed.remove(outer, in: layout))
    #expect(try !removed.remove(outer, in: layout))
    // `inner` is out with its parent, but was not taken out itself.
    #expect(try !removed.insert(inner, in: layout))
    #expect(removed.flags(in: layout)[inner.index])
    #expect(throws: EngineError.self) { try removed.remove(ViewID(99), in: layout) }
  }

  /// A subtree removed for good is never put back, and a view moved into a subtree that is
  /// out is out too.
  @Test func removalForGoodAndMovesFollowTheTree() throws {
    var (layout, outer, inner, leaf, sibling) = try chain()
    var removed = RemovedSubtrees()
    removed.removeForGood(inner)
    #expect(try !removed.insert(inner, in: layout))
    #expect(removed.flags(in: layout)[leaf.index])
    #expect(try removed.remove(outer, in: layout))
    try layout.moveSubtree(sibling, to: outer, replacing: [])
    var out = removed.flags(in: layout)
    #expect(out[sibling.index])
    #expect(try removed.insert(outer, in: layout))
    out = removed.flags(in: layout)
    #expect(!out[sibling.index] && out[inner.index])
  }
}
