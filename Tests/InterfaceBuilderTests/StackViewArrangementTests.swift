import InterfaceBuilder
import LayoutEngines
import LayoutModel
import LayoutTestSupport
import Testing

/// Stack views checked against frames worked out by hand from the constraints UIKit installs.
///
/// The stack is 300 x 100 points (unless a test lets its height follow the content), spacing 10,
/// and holds three views with intrinsic sizes 40 x 20, 60 x 30 and 80 x 40, default priorities
/// except where a test raises the hugging of the last two so that the first one is the one that
/// stretches (equal hugging would make a fill ambiguous, as Interface Builder warns).
struct StackFixture {
  var layout = Layout(rootSize: Size(width: 400, height: 200))
  var stack = ViewID.root
  var items: [ViewID] = []

  init(
    axis: LayoutAxis = .horizontal, distribution: StackViewArrangement.Distribution,
    alignment: StackViewArrangement.Alignment = .fill, pinCrossSize: Bool = true,
    hidden: Set<Int> = [], stretchFirst: Bool = true, baselines: [Double] = [0, 0, 0],
    margins: EdgeInsets? = nil
  ) throws {
    stack = try layout.addView("stack", in: .root)
    let horizontal = axis == .horizontal
    try layout.addConstraint(LayoutConstraint(stack, .leading, .equal, .root, .leading))
    try layout.addConstraint(LayoutConstraint(stack, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(stack, horizontal ? .width : .height, constant: 300))
    if pinCrossSize { try layout.addConstraint(LayoutConstraint(stack, horizontal ? .height : .width, constant: 100)) }
    if let margins { try layout.update(stack) { $0.layoutMargins = margins } }
    let sizes: [(Double, Double)] = horizontal ? [(40, 20), (60, 30), (80, 40)] : [(20, 40), (30, 60), (40, 80)]
    for (index, size) in sizes.enumerated() {
      var view = View(
        name: "v\(index)", parent: stack, intrinsicContentSize: IntrinsicContentSize(width: size.0, height: size.1),
        baselineOffsetFromBottom: baselines[index])
      if stretchFirst, index > 0 { view.contentHugging[axis] = LayoutPriority(251) }
      items.append(try layout.addView(view))
    }
    let arrangement = StackViewArrangement(
      stack: stack, axis: axis, arranged: items, hidden: Set(hidden.map { items[$0] }), spacing: 10,
      distribution: distribution, alignment: alignment, isLayoutMarginsRelative: margins != nil)
    try arrangement.install(in: &layout, name: "stack")
  }

  /// Frames of the stack and its three views (relative to their superviews), solved by Cassowary
  /// and checked against GLPK's, and against the graph engine's when it takes the layout.
  func frames() throws -> [Rect] {
    let cassowary = try CassowaryEngine(layout: layout).frames
    // GLPK is part of every build CI makes: its absence fails here rather than passing quietly.
    let glpk = try GLPKEngine(layout: layout).frames
    #expect(isApproximatelyEqual(glpk, cassowary, absolute: 1e-3), "GLPK differs: \(glpk) against \(cassowary)")
    if let graph = try optionalFrames(DependencyGraphEngine.self) {
      #expect(isApproximatelyEqual(graph, cassowary, absolute: 1e-6), "graph differs: \(graph)")
    }
    return [cassowary[stack.index]] + items.map { cassowary[$0.index] }
  }

  /// An engine's frames, or `nil` when it declines the layout (or is not in this build).
  func optionalFrames(_ type: any LayoutEngine.Type) throws -> [Rect]? {
    do {
      return try type.init(layout: layout).frames
    } catch {
      switch error {
      case .unavailable, .notSupported: return nil
      default: throw error
      }
    }
  }
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

private func expectFrames(_ actual: [Rect], _ expected: [Rect], sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(isApproximatelyEqual(actual, expected, absolute: 1e-6), "\(actual)", sourceLocation: sourceLocation)
}

@Suite("Stack views, against frames worked out by hand")
struct StackViewArrangementTests {
  // MARK: Distributions

  /// Fill: the gaps are the spacing and the view that hugs least (the first) takes the rest:
  /// 300 - 2 × 10 - 60 - 80 = 140.
  @Test func fill() throws {
    let frames = try StackFixture(distribution: .fill).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 0, 140, 100), rect(150, 0, 60, 100), rect(220, 0, 80, 100)])
  }

  /// Fill equally: (300 - 20) / 3 each, whatever the intrinsic sizes.
  @Test func fillEqually() throws {
    let w = 280.0 / 3
    let frames = try StackFixture(distribution: .fillEqually).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 0, w, 100), rect(w + 10, 0, w, 100), rect(2 * w + 20, 0, w, 100)])
  }

  /// Fill proportionally: each view's share is its intrinsic width over 40 + 60 + 80 + 20 = 200,
  /// of the stack's 300, at 999, 998 and 997: 60 and 90 hold, and the last, at the lowest
  /// priority, takes what the spacing leaves: 300 - 20 - 150 = 130.
  @Test func fillProportionally() throws {
    let frames = try StackFixture(distribution: .fillProportionally).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 0, 60, 100), rect(70, 0, 90, 100), rect(170, 0, 130, 100)])
  }

  /// Equal spacing: the views keep their intrinsic widths and the two gaps split the rest:
  /// (300 - 180) / 2 = 60.
  @Test func equalSpacing() throws {
    let frames = try StackFixture(distribution: .equalSpacing, stretchFirst: false).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 0, 40, 100), rect(100, 0, 60, 100), rect(220, 0, 80, 100)])
  }

  /// Equal centering: the centers are equally far apart. The ends are pinned (centers at 20 and
  /// 260), so the middle view's center is at 140 and it spans 110 to 170, over 10 from both.
  @Test func equalCentering() throws {
    let frames = try StackFixture(distribution: .equalCentering, stretchFirst: false).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 0, 40, 100), rect(110, 0, 60, 100), rect(220, 0, 80, 100)])
  }

  /// Equal centering gives way, at 149, before the minimum spacing: with views of 100, 150 and
  /// 20 pt (hugging and resisting above 149), the first gap would be negative, so it becomes
  /// the spacing and the second takes the rest.
  @Test func equalCenteringYieldsToTheSpacing() throws {
    var fixture = try StackFixture(distribution: .equalCentering, stretchFirst: false)
    for (item, width) in zip(fixture.items, [100.0, 150, 20]) {
      try fixture.layout.update(item) { $0.intrinsicContentSize.width = width }
    }
    let frames = try fixture.frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 0, 100, 100), rect(110, 0, 150, 100), rect(280, 0, 20, 100)])
  }

  // MARK: Alignments

  /// Leading (top, in a horizontal stack): every top at the stack's, heights intrinsic.
  @Test func alignLeading() throws {
    let frames = try StackFixture(distribution: .fill, alignment: .leading).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 0, 140, 20), rect(150, 0, 60, 30), rect(220, 0, 80, 40)])
  }

  /// Center: every center at 50.
  @Test func alignCenter() throws {
    let frames = try StackFixture(distribution: .fill, alignment: .center).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 40, 140, 20), rect(150, 35, 60, 30), rect(220, 30, 80, 40)])
  }

  /// Trailing (bottom): every bottom at 100.
  @Test func alignTrailing() throws {
    let frames = try StackFixture(distribution: .fill, alignment: .trailing).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 80, 140, 20), rect(150, 70, 60, 30), rect(220, 60, 80, 40)])
  }

  /// First baseline, with the stack's height left to its content: baselines 5, 5 and 10 above
  /// the bottoms line up; the tallest view (40, baseline at 30) sets the top, so the others start
  /// at 30 - 15 = 15 and 30 - 25 = 5, and the stack is as tall as the lowest bottom, 40.
  @Test func alignFirstBaseline() throws {
    let frames = try StackFixture(
      distribution: .fill, alignment: .firstBaseline, pinCrossSize: false, baselines: [5, 5, 10]).frames()
    expectFrames(frames, [rect(0, 0, 300, 40), rect(0, 15, 140, 20), rect(150, 5, 60, 30), rect(220, 0, 80, 40)])
  }

  /// Last baseline: the same line-up, but the stack's bottom follows only the first view's
  /// (UIKit's canvas connection for this alignment), so it is 15 + 20 = 35 tall.
  @Test func alignLastBaseline() throws {
    let frames = try StackFixture(
      distribution: .fill, alignment: .lastBaseline, pinCrossSize: false, baselines: [5, 5, 10]).frames()
    expectFrames(frames, [rect(0, 0, 300, 35), rect(0, 15, 140, 20), rect(150, 5, 60, 30), rect(220, 0, 80, 40)])
  }

  // MARK: Hidden views, axis, margins

  /// A hidden view has no width, and the spacing around it is split in two halves: the
  /// first view stretches to 300 - 10 - 80 = 210, the hidden one sits 5 after it.
  @Test func hiddenViewTakesNoSpace() throws {
    let frames = try StackFixture(distribution: .fill, hidden: [1]).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(0, 0, 210, 100), rect(215, 0, 0, 100), rect(220, 0, 80, 100)])
  }

  /// The same arithmetic down a vertical stack.
  @Test func verticalFillEqually() throws {
    let h = 280.0 / 3
    let frames = try StackFixture(axis: .vertical, distribution: .fillEqually).frames()
    expectFrames(frames, [rect(0, 0, 100, 300), rect(0, 0, 100, h), rect(0, h + 10, 100, h), rect(0, 2 * h + 20, 100, h)])
  }

  /// A margins-relative arrangement sits 8 pt inside the stack: the first view stretches to
  /// 284 - 20 - 140 = 124, every height is 100 - 16.
  @Test func layoutMarginsRelativeArrangement() throws {
    let frames = try StackFixture(distribution: .fill, margins: .defaultLayoutMargins).frames()
    expectFrames(frames, [rect(0, 0, 300, 100), rect(8, 8, 124, 84), rect(142, 8, 60, 84), rect(212, 8, 80, 84)])
  }

  /// Each distribution installs the constraints UIKit names, with its priorities.
  @Test func installsUIKitsConstraints() throws {
    let proportional = try StackFixture(distribution: .fillProportionally).layout.constraints
    #expect(proportional.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority.rawValue) == [999, 998, 997])
    let centering = try StackFixture(distribution: .equalCentering).layout.constraints
    #expect(centering.contains { $0.identifier == "UISV-fill-equally" && $0.priority.rawValue == 149 })
    #expect(centering.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.relation == .greaterThanOrEqual })
    let leading = try StackFixture(distribution: .fill, alignment: .leading).layout
    #expect(leading.guideCount == 1, "one spanning guide")
    #expect(leading.constraints.contains { $0.identifier == "UISV-spanning-fit" && $0.priority.rawValue == 51 })
    #expect(leading.constraints.filter { $0.identifier == "UISV-ambiguity-suppression" }.count == 3)
  }

  @Test func refusesViewsNotInTheLayout() {
    var layout = Layout(rootSize: Size(width: 10, height: 10))
    let arrangement = StackViewArrangement(stack: .root, axis: .horizontal, arranged: [ViewID(7)])
    #expect(throws: LayoutError.self) { try arrangement.install(in: &layout, name: "s") }
  }
}
