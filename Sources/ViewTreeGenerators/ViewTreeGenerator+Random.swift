import LayoutModel

extension ViewTreeGenerator {
  /// A random tree whose every view is determined by required equalities, with non-required
  /// extras that cannot change the solution.
  ///
  /// Each new view picks a parent uniformly among the views added so far (depth grows like
  /// `log n`). A quarter of the views are labels with an intrinsic size (hugging 250, compression
  /// resistance 750), whose size comes from those priorities alone. Per axis, every other view
  /// gets exactly two required equalities, one of, with equal odds where allowed:
  /// - `leading == parent.leading + c` and `width == k * parent.width`;
  /// - `centerX == m * parent.centerX` and `width == k * parent.width` (m in 0.5...1.25);
  /// - `leading == sibling.trailing + gap` and `width == k * parent.width` (needs an earlier
  ///   sibling);
  /// - `left == parent.left + a` and `right == parent.right - b` (only when the parent is at
  ///   least 40 points wide in both orientations, so the width stays positive);
  /// - `width == constant` and `centerX == parent.centerX + c`;
  /// and the same forms vertically with top, bottom, centerY and height. A label gets one
  /// position equality per axis (to its parent or the previous sibling, or a baseline alignment
  /// with a sibling label). One view in ten also gets a required `width <= parent.width` that
  /// always holds (k <= 1), and three in ten get a non-required extra (an equality, `<=` or `>=`
  /// between sizes or same-axis locations, at 250, 500 or 750) to a random earlier view. Extras
  /// only join views fixed by required constraints alone, so they can be violated but never
  /// move anything: the layout stays unambiguous.
  ///
  /// Subtrees no later sibling refers to can be removed for good; a move takes a view whose
  /// parent is not the root into its grandparent, its constraints to the parent re-anchored.
  static func makeRandom(views: Int, seed: UInt64) throws(GeneratorError) -> GeneratedLayout {
    var builder = TreeBuilder(rootSize: phonePortrait, seed: seed)
    var state = RandomTreeState(capacity: views)
    for index in 1..<views {
      let parent = ViewID(builder.rng.below(index))
      let sibling = state.lastChild[parent.index]
      let isLabel = builder.rng.chance(0.25)
      let view: ViewID
      if isLabel {
        view = try builder.add(View.label(
          "label\(index)", in: parent, width: builder.rng.quarter(in: 20...120),
          height: builder.rng.quarter(in: 12...24)))
        builder.changingText(view)
      } else {
        view = try builder.add("v\(index)", in: parent)
      }
      state.append(view: view, parent: parent, isLabel: isLabel)
      for axis in LayoutAxis.allCases {
        if isLabel {
          try placeLabel(view, parent: parent, sibling: sibling, axis: axis, &builder, &state)
        } else {
          try placeView(view, parent: parent, sibling: sibling, axis: axis, &builder, &state)
        }
      }
      if !isLabel, builder.rng.chance(0.1), state.widthFactorAtMostOne[view.index] {
        try builder.constrain(view, .width, .lessThanOrEqual, parent, .width)
      }
      if state.fixedByRequired[view.index], builder.rng.chance(0.3) {
        try addExtra(view, &builder, &state)
      }
      state.lastChild[parent.index] = view
      if parent != .root, let grandparent = builder.layout[parent].parent { builder.moves.append((view, grandparent)) }
    }
    builder.removals = state.churnCandidates(maximumSize: views).map { SubtreeRemoval(top: $0) }
    return builder.finish(shape: .random, seed: seed, landscape: phoneLandscape)
  }

  /// Two required equalities for one axis of an ordinary view.
  private static func placeView(
    _ view: ViewID, parent: ViewID, sibling: ViewID?, axis: LayoutAxis,
    _ builder: inout TreeBuilder, _ state: inout RandomTreeState
  ) throws(GeneratorError) {
    let horizontal = axis == .horizontal
    let size: LayoutAttribute = horizontal ? .width : .height
    let low: LayoutAttribute = horizontal ? .leading : .top
    let high: LayoutAttribute = horizontal ? .trailing : .bottom
    let center: LayoutAttribute = horizontal ? .centerX : .centerY
    let parentSize = state.minimumSize(parent, axis)
    var forms = [0, 1, 4]
    if sibling != nil { forms.append(2) }
    if parentSize >= 40 { forms.append(3) }
    let k = builder.rng.pick([0.25, 0.5, 0.75, 0.3, 0.6, 0.9])
    switch builder.rng.pick(forms) {
    case 0:
      let c = builder.rng.quarter(in: 0...max(0, parentSize / 10))
      builder.animatable(try builder.constrain(view, low, .equal, parent, low, constant: c), through: [4, -2])
      try builder.constrain(view, size, .equal, parent, size, multiplier: k)
      state.setSize(view, axis, factor: k, of: parent)
    case 1:
      let m = builder.rng.pick([0.5, 0.75, 1, 1.25])
      try builder.constrain(view, center, .equal, parent, center, multiplier: m)
      try builder.constrain(view, size, .equal, parent, size, multiplier: k)
      state.setSize(view, axis, factor: k, of: parent)
    case 2:
      guard let sibling else { return }
      let gap = builder.rng.quarter(in: 0...12)
      builder.animatable(try builder.constrain(view, low, .equal, sibling, high, constant: gap), through: [4, -2])
      try builder.constrain(view, size, .equal, parent, size, multiplier: k)
      state.setSize(view, axis, factor: k, of: parent)
      state.refer(to: sibling, from: view)
    case 3:
      let a = builder.rng.quarter(in: 0...(parentSize / 4))
      let b = builder.rng.quarter(in: 0...(parentSize / 4))
      builder.animatable(
        try builder.constrain(view, horizontal ? .left : .top, .equal, parent, horizontal ? .left : .top, constant: a),
        through: [2, -2])
      try builder.constrain(view, horizontal ? .right : .bottom, .equal, parent, horizontal ? .right : .bottom, constant: -b)
      state.setSize(view, axis, factor: 1, of: parent, minus: a + b)
    default:
      let fixed = builder.rng.quarter(in: 8...60)
      try builder.constrain(view, size, constant: fixed)
      let c = builder.rng.quarter(in: -8...8)
      builder.animatable(try builder.constrain(view, center, .equal, parent, center, constant: c), through: [3, -3])
      state.setSize(view, axis, fixed: fixed)
    }
  }

  /// One required position equality for one axis of a label; its size comes from its
  /// intrinsic content size.
  private static func placeLabel(
    _ view: ViewID, parent: ViewID, sibling: ViewID?, axis: LayoutAxis,
    _ builder: inout TreeBuilder, _ state: inout RandomTreeState
  ) throws(GeneratorError) {
    let horizontal = axis == .horizontal
    let low: LayoutAttribute = horizontal ? .leading : .top
    let intrinsic = builder.layout[view].intrinsicContentSize
    state.setSize(view, axis, fixed: (horizontal ? intrinsic.width : intrinsic.height) ?? 0)
    state.fixedByRequired[view.index] = false
    if let sibling, builder.rng.chance(0.5) {
      if !horizontal, state.isLabel[sibling.index], builder.rng.chance(0.5) {
        try builder.constrain(view, .lastBaseline, .equal, sibling, .lastBaseline)
      } else {
        let gap = builder.rng.quarter(in: 0...12)
        builder.animatable(
          try builder.constrain(view, low, .equal, sibling, horizontal ? .trailing : .bottom, constant: gap),
          through: [4, -2])
      }
      state.refer(to: sibling, from: view)
    } else {
      let c = builder.rng.quarter(in: 0...8)
      builder.animatable(try builder.constrain(view, low, .equal, parent, low, constant: c), through: [4, -2])
    }
  }

  /// One non-required constraint between `view` and an earlier view also fixed by required
  /// constraints alone.
  private static func addExtra(
    _ view: ViewID, _ builder: inout TreeBuilder, _ state: inout RandomTreeState
  ) throws(GeneratorError) {
    // A few tries to find a partner; the root is always fixed, so the last resort works.
    var other = ViewID.root
    for _ in 0..<4 {
      let candidate = ViewID(builder.rng.below(view.index))
      if state.fixedByRequired[candidate.index] { other = candidate; break }
    }
    let priority = LayoutPriority(builder.rng.pick([250.0, 500, 750]))
    let relation = builder.rng.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let pairs: [(LayoutAttribute, LayoutAttribute)] = [
      (.width, .width), (.height, .width), (.leading, .leading), (.top, .bottom), (.centerY, .centerY),
    ]
    let (first, second) = builder.rng.pick(pairs)
    let multiplier = first.isSize ? builder.rng.pick([0.5, 1, 2]) : 1
    let extra = try builder.constrain(
      view, first, relation, other, second, multiplier: multiplier,
      constant: builder.rng.quarter(in: -10...10), priority: priority)
    // Both sides are fixed by required constraints, so a new constant changes a violation only.
    builder.animatable(extra, through: [3, -3])
  }
}
