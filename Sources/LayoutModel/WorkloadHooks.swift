/// The changes the benchmark's workloads may make to a layout: root sizes for `resize`,
/// constants for `constant`, subtrees for `churn`, intrinsic sizes for `intrinsic`, subtree moves
/// for `move` and hierarchies for `remove`.
///
/// A generator knows which changes keep its layout satisfiable and determined and hands them
/// over; a scenario file may list them in its `workloads` section (`ScenarioWorkloads`, in `ScenarioFiles`);
/// otherwise the harness guesses. Every list is ordered across the tree (generators list
/// subtrees in preorder), so that positions picked at evenly spaced places in a list are spread
/// from the first sibling to the last and from shallow levels to deep ones.
public struct WorkloadHooks: Sendable, Hashable {
  /// The root size the layout starts at.
  public var portrait: Size
  /// The root size a rotation switches to.
  public var landscape: Size
  /// Explicit constraints whose constants an animation may set, with the values to cycle through.
  public var constants: [ConstantChange]
  /// Tops of subtrees to remove and insert again. Views outside may depend on them: the layout
  /// in between is not checked, only the one after the subtree is back.
  public var churnSubtrees: [ViewID]
  /// Views with an intrinsic content size, with the sizes to cycle through.
  public var intrinsicSizes: [IntrinsicChange]
  /// Root sizes the `resize` workload visits after ``portrait`` and ``landscape`` before it
  /// starts over; empty for a plain rotation.
  ///
  /// A screen-width toggle (the Putta layout's 320, 375 and 396 points) has more than two sizes.
  public var additionalResizeSizes: [Size]
  /// Subtrees that may move to another parent, each with the constraints that change with it.
  public var moves: [SubtreeMove]
  /// Hierarchies that may be removed for good, each with the constraints the rest of the
  /// layout needs instead, so that what remains is still determined.
  public var removals: [SubtreeRemoval]

  public init(
    portrait: Size, landscape: Size, constants: [ConstantChange] = [],
    churnSubtrees: [ViewID] = [], intrinsicSizes: [IntrinsicChange] = [],
    additionalResizeSizes: [Size] = [], moves: [SubtreeMove] = [], removals: [SubtreeRemoval] = []
  ) {
    self.portrait = portrait
    self.landscape = landscape
    self.constants = constants
    self.churnSubtrees = churnSubtrees
    self.intrinsicSizes = intrinsicSizes
    self.additionalResizeSizes = additionalResizeSizes
    self.moves = moves
    self.removals = removals
  }

  /// Every root size the `resize` workload cycles through, starting with ``portrait``, with
  /// consecutive repeats left out (a step to the size the root already has changes nothing).
  public var resizeCycle: [Size] {
    var cycle: [Size] = []
    for size in [portrait, landscape] + additionalResizeSizes where cycle.last != size {
      cycle.append(size)
    }
    while cycle.count > 1, cycle.last == cycle.first { cycle.removeLast() }
    return cycle
  }
}

/// One explicit constraint and the constants an animation moves it through; the first value is
/// the constant the layout was generated with.
public struct ConstantChange: Sendable, Hashable {
  public var constraintIndex: Int
  public var values: [Double]
  public init(constraintIndex: Int, values: [Double]) {
    self.constraintIndex = constraintIndex
    self.values = values
  }
}

/// One view and the intrinsic sizes it cycles through (text changing); the first is the
/// generated one.
public struct IntrinsicChange: Sendable, Hashable {
  public var view: ViewID
  public var sizes: [IntrinsicContentSize]
  public init(view: ViewID, sizes: [IntrinsicContentSize]) {
    self.view = view
    self.sizes = sizes
  }
}

/// An explicit constraint, by index, and what it becomes.
public struct ConstraintReplacement: Sendable, Hashable {
  public var index: Int
  public var constraint: LayoutConstraint
  public init(index: Int, constraint: LayoutConstraint) {
    self.index = index
    self.constraint = constraint
  }
}

/// A subtree moving to another parent ("moving tree"): its top, the new parent, and the explicit
/// constraints that change with it (those that tied it to its old place).
///
/// Constraints keep their indices: a replaced constraint is the same constraint re-anchored,
/// which is what the app does after `removeFromSuperview` and `addSubview`.
public struct SubtreeMove: Sendable, Hashable {
  public var top: ViewID
  public var newParent: ViewID
  public var replacements: [ConstraintReplacement]
  public init(top: ViewID, newParent: ViewID, replacements: [ConstraintReplacement]) {
    self.top = top
    self.newParent = newParent
    self.replacements = replacements
  }
}

/// A hierarchy removed for good, with the explicit constraints outside it that change so that
/// the rest stays determined (a list closing the gap the removed item leaves).
public struct SubtreeRemoval: Sendable, Hashable {
  public var top: ViewID
  public var replacements: [ConstraintReplacement]
  public init(top: ViewID, replacements: [ConstraintReplacement] = []) {
    self.top = top
    self.replacements = replacements
  }
}

extension Layout {
  /// The move of `top` under `newParent` that re-anchors every explicit constraint between the
  /// subtree and its current parent to `newParent`, keeping attributes, multipliers and
  /// constants: the subtree keeps its shape and takes the same place relative to the new parent.
  ///
  /// The frames stay determined when they were (each re-anchored equation has the same form),
  /// but inequalities may no longer hold; a caller that guesses checks the move on a solver.
  /// `nil` when the move is not possible (see ``moveSubtree(_:to:replacing:)``).
  /// - Complexity: O(views + constraints); use ``reanchoringMoves(_:)`` for many.
  public func reanchoringMove(of top: ViewID, to newParent: ViewID) -> SubtreeMove? {
    reanchoringMoves([(top, newParent)])[0]
  }

  /// ``reanchoringMove(of:to:)`` for each pair, sharing one index of constraints by view.
  /// - Complexity: O(views + constraints) once, then per pair the smaller of the old parent's
  ///   constraints (each checked by a walk up the tree) and the subtree's views and constraints.
  public func reanchoringMoves(_ pairs: [(top: ViewID, newParent: ViewID)]) -> [SubtreeMove?] {
    // Constraints by view, compressed: those of view v are list[start[v]..<start[v + 1]].
    var start = [Int32](repeating: 0, count: views.count + 1)
    for constraint in constraints {
      start[constraint.first.index + 1] += 1
      if let second = constraint.second, second != constraint.first { start[second.index + 1] += 1 }
    }
    for view in views.indices { start[view + 1] += start[view] }
    var list = [Int32](repeating: 0, count: Int(start[views.count]))
    var fill = start
    for (index, constraint) in constraints.enumerated() {
      list[Int(fill[constraint.first.index])] = Int32(index)
      fill[constraint.first.index] += 1
      if let second = constraint.second, second != constraint.first {
        list[Int(fill[second.index])] = Int32(index)
        fill[second.index] += 1
      }
    }
    func byView(_ view: ViewID) -> ArraySlice<Int32> { list[Int(start[view.index])..<Int(start[view.index + 1])] }
    return pairs.map { top, newParent in
      guard views.indices.contains(top.index), views.indices.contains(newParent.index),
        let oldParent = views[top.index].parent, oldParent != newParent, newParent < top,
        !isGuide(top), !isGuide(newParent), !isDescendant(newParent, of: top)
      else { return nil }
      // The constraints between the subtree and the old parent: found from whichever side has
      // fewer (a root with ten thousand children, or a subtree ten thousand levels deep).
      var candidates: [Int32] = []
      if byView(oldParent).count <= 64 {
        candidates = byView(oldParent).filter { index in
          let c = constraints[Int(index)]
          let other = c.first == oldParent ? c.second : c.first
          return other.map { isDescendant($0, of: top) } ?? false
        }
      } else {
        for view in subtree(of: top) {
          candidates += byView(view).filter { index in
            let c = constraints[Int(index)]
            return c.first == oldParent || c.second == oldParent
          }
        }
      }
      var replacements: [ConstraintReplacement] = []
      for index in Set(candidates).sorted() {
        var moved = constraints[Int(index)]
        if moved.first == oldParent { moved.first = newParent }
        if moved.second == oldParent { moved.second = newParent }
        replacements.append(ConstraintReplacement(index: Int(index), constraint: moved))
      }
      return SubtreeMove(top: top, newParent: newParent, replacements: replacements)
    }
  }
}
