import LayoutModel
import LayoutTestSupport
import SeededRandom
import Testing
import ViewTreeGenerators

@testable import LayoutEngines

/// Moving a subtree to another parent and removing a hierarchy for good, in every engine, checked
/// against engines built from scratch and against GLPK, which re-linearizes the whole layout.
@Suite struct HierarchyEngineTests {
  /// The values of the views not in `removed`, in order.
  static func kept(_ values: [Double], removing removed: Set<ViewID>) -> [Double] {
    values.enumerated().filter { !removed.contains(ViewID(ViewVariables.viewIndex(ofValueAt: $0.offset))) }.map(\.element)
  }

  static func close(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isApproximatelyEqual($0, $1, absolute: tolerance, relative: 1e-9) }
  }

  static let engines: [any LayoutEngine.Type] = [CassowaryEngine.self, RebuildEngine.self, DependencyGraphEngine.self, GLPKEngine.self]

  @Test(arguments: Shape.allCases)
  func movesMatchAFreshBuildOfTheMovedLayoutAndMoveBack(shape: Shape) throws {
    let generated = try ViewTreeGenerator.make(shape: shape, views: 60, seed: 11)
    let original = generated.layout
    for type in Self.engines {
      guard var engine = try? type.init(layout: original) else { continue }
      let start = engine.values
      for move in generated.hooks.moves.prefix(6) {
        try engine.moveSubtree(move.top, to: move.newParent, replacing: move.replacements)
        var moved = original
        try moved.moveSubtree(move.top, to: move.newParent, replacing: move.replacements)
        #expect(engine.layout[move.top].parent == move.newParent)
        let fresh = try CassowaryEngine(layout: moved)
        #expect(Self.close(engine.values, fresh.values, tolerance: 1e-3), "\(type.kind) \(shape) move \(original.name(of: move.top))")
        let back = move.replacements.map { ConstraintReplacement(index: $0.index, constraint: original.constraints[$0.index]) }
        try engine.moveSubtree(move.top, to: original[move.top].parent ?? .root, replacing: back)
        #expect(Self.close(engine.values, start, tolerance: 1e-3), "\(type.kind) \(shape) back \(original.name(of: move.top))")
        #expect(engine.layout == original)
      }
    }
  }

  @Test(arguments: Shape.allCases)
  func removalsLeaveTheRestAsGLPKSolvesIt(shape: Shape) throws {
    let generated = try ViewTreeGenerator.make(shape: shape, views: 60, seed: 12)
    let layout = generated.layout
    for removal in generated.hooks.removals.prefix(8) {
      let removed = Set(layout.subtree(of: removal.top))
      var reference = try GLPKEngine(layout: layout)
      try reference.removeHierarchy(removal.top, replacing: removal.replacements)
      for type in Self.engines {
        guard var engine = try? type.init(layout: layout) else { continue }
        try engine.removeHierarchy(removal.top, replacing: removal.replacements)
        #expect(
          Self.close(Self.kept(engine.values, removing: removed), Self.kept(reference.values, removing: removed), tolerance: 1e-3),
          "\(type.kind) \(shape) removal of \(layout.name(of: removal.top))")
        // For good: inserting does not bring it back.
        try engine.insertSubtree(removal.top)
        #expect(Self.close(Self.kept(engine.values, removing: removed), Self.kept(reference.values, removing: removed), tolerance: 1e-3))
      }
    }
  }

  /// After a move the engine's index of rows by subtree follows the tree: churning the new
  /// parent takes the moved subtree with it, churning the old one leaves it alone.
  @Test func churnAfterAMoveFollowsTheNewTree() throws {
    let generated = try ViewTreeGenerator.make(shape: .deep, views: 40, seed: 1)
    let layout = generated.layout
    let move = try #require(generated.hooks.moves.first { layout.depth(of: $0.top) == 10 })
    let oldParent = try #require(layout[move.top].parent)
    var engine = try CassowaryEngine(layout: layout)
    try engine.moveSubtree(move.top, to: move.newParent, replacing: move.replacements)
    var rebuilt = try RebuildEngine(layout: layout)
    try rebuilt.moveSubtree(move.top, to: move.newParent, replacing: move.replacements)
    // The old parent alone: the moved subtree keeps its place.
    try engine.removeSubtree(oldParent)
    try rebuilt.removeSubtree(oldParent)
    let out = Set(engine.layout.subtree(of: oldParent))
    #expect(!out.contains(move.top))
    #expect(Self.close(Self.kept(engine.values, removing: out), Self.kept(rebuilt.values, removing: out)))
    try engine.insertSubtree(oldParent)
    try rebuilt.insertSubtree(oldParent)
    #expect(Self.close(engine.values, rebuilt.values))
    // The new parent: the moved subtree goes out and comes back with it.
    try engine.removeSubtree(move.newParent)
    try engine.insertSubtree(move.newParent)
    #expect(Self.close(engine.values, rebuilt.values))
  }

  /// Seeded random sequences of moves, churn, constant changes, resizes and a removal on random
  /// trees: the incremental engine after every step against GLPK making the same steps.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomSequencesAgreeWithGLPK(seed: UInt64) throws {
    let generated = try ViewTreeGenerator.make(shape: .random, views: 50, seed: seed)
    let hooks = generated.hooks
    var rng = SeededGenerator(seed: seed)
    var cassowary = try CassowaryEngine(layout: generated.layout)
    var glpk = try GLPKEngine(layout: generated.layout)
    var moved: [ViewID: SubtreeMove] = [:]
    var gone = Set<ViewID>()
    for step in 0..<40 {
      var description = ""
      switch rng.below(5) {
      case 0 where !hooks.moves.isEmpty:
        let move = hooks.moves[rng.below(hooks.moves.count)]
        guard !gone.contains(move.top), !gone.contains(move.newParent) else { continue }
        if moved[move.top] != nil {
          let layout = cassowary.layout
          let back = SubtreeMove(
            top: move.top, newParent: generated.layout[move.top].parent ?? .root,
            replacements: move.replacements.map { ConstraintReplacement(index: $0.index, constraint: generated.layout.constraints[$0.index]) })
          _ = layout
          try cassowary.moveSubtree(back.top, to: back.newParent, replacing: back.replacements)
          try glpk.moveSubtree(back.top, to: back.newParent, replacing: back.replacements)
          moved[move.top] = nil
          description = "move back \(generated.layout.name(of: move.top))"
        } else if moved.isEmpty {
          // One move at a time: a second one's replacements were written for the original tree.
          try cassowary.moveSubtree(move.top, to: move.newParent, replacing: move.replacements)
          try glpk.moveSubtree(move.top, to: move.newParent, replacing: move.replacements)
          moved[move.top] = move
          description = "move \(generated.layout.name(of: move.top))"
        } else {
          continue
        }
      case 1 where !hooks.churnSubtrees.isEmpty:
        let top = hooks.churnSubtrees[rng.below(hooks.churnSubtrees.count)]
        guard !gone.contains(top) else { continue }
        try cassowary.removeSubtree(top)
        try glpk.removeSubtree(top)
        try cassowary.insertSubtree(top)
        try glpk.insertSubtree(top)
        description = "churn \(generated.layout.name(of: top))"
      case 2 where !hooks.constants.isEmpty:
        let change = hooks.constants[rng.below(hooks.constants.count)]
        let value = change.values[rng.below(change.values.count)]
        try cassowary.setConstant(value, ofConstraint: change.constraintIndex)
        try glpk.setConstant(value, ofConstraint: change.constraintIndex)
        description = "constant \(change.constraintIndex) = \(value)"
      case 3:
        let size = hooks.resizeCycle[rng.below(hooks.resizeCycle.count)]
        try cassowary.resize(to: size)
        try glpk.resize(to: size)
        description = "resize \(size)"
      default:
        guard gone.isEmpty, moved.isEmpty, let removal = hooks.removals.first(where: { _ in rng.chance(0.2) }) else { continue }
        try cassowary.removeHierarchy(removal.top, replacing: removal.replacements)
        try glpk.removeHierarchy(removal.top, replacing: removal.replacements)
        gone = Set(generated.layout.subtree(of: removal.top))
        description = "remove \(generated.layout.name(of: removal.top))"
      }
      #expect(
        Self.close(Self.kept(cassowary.values, removing: gone), Self.kept(glpk.values, removing: gone), tolerance: 1e-3),
        "seed \(seed) step \(step): \(description)")
    }
  }

  @Test func invalidMovesAreRefusedAndChangeNothing() throws {
    let generated = try ViewTreeGenerator.make(shape: .deep, views: 10, seed: 1)
    var engine = try CassowaryEngine(layout: generated.layout)
    let values = engine.values
    // Under a view added after it (its own child), under itself, and the root.
    #expect(throws: EngineError.self) { try engine.moveSubtree(ViewID(3), to: ViewID(4), replacing: []) }
    #expect(throws: EngineError.self) { try engine.moveSubtree(ViewID(3), to: ViewID(3), replacing: []) }
    #expect(throws: EngineError.self) { try engine.moveSubtree(.root, to: ViewID(1), replacing: []) }
    #expect(throws: EngineError.self) { try engine.removeHierarchy(.root, replacing: []) }
    #expect(throws: EngineError.self) {
      try engine.moveSubtree(ViewID(3), to: ViewID(1), replacing: [ConstraintReplacement(index: 999, constraint: generated.layout.constraints[0])])
    }
    #expect(engine.values == values && engine.layout == generated.layout)
  }

  /// A move whose new constraints conflict with the rest is refused and undone.
  @Test func aConflictingMoveIsUndone() throws {
    var layout = Layout(rootSize: Size(width: 300, height: 300))
    let a = try layout.addView("a", in: .root)
    let b = try layout.addView("b", in: .root)
    let c = try layout.addView("c", in: b)
    for (view, parent) in [(a, ViewID.root), (b, .root), (c, b)] {
      for attribute in [LayoutAttribute.left, .top] { try layout.addConstraint(LayoutConstraint(view, attribute, .equal, parent, attribute, constant: 10)) }
    }
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 100))
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 100))
    try layout.addConstraint(LayoutConstraint(b, .width, constant: 50))
    try layout.addConstraint(LayoutConstraint(b, .height, constant: 50))
    let cWidth = try layout.addConstraint(LayoutConstraint(c, .width, .equal, b, .width))
    try layout.addConstraint(LayoutConstraint(c, .height, constant: 10))
    // c into a, its width tied to a's but also required to be 20: a conflict.
    try layout.addConstraint(LayoutConstraint(c, .width, .lessThanOrEqual, constant: 60))
    var engine = try CassowaryEngine(layout: layout)
    let values = engine.values
    let move = try #require(layout.reanchoringMove(of: c, to: a))
    #expect(move.replacements.contains { $0.index == cWidth })
    #expect(throws: EngineError.self) { try engine.moveSubtree(c, to: a, replacing: move.replacements) }
    #expect(engine.values == values && engine.layout == layout)
    try engine.resize(to: Size(width: 310, height: 300))
    #expect(isApproximatelyEqual(engine.frames[c.index].width, 50))
  }
}
