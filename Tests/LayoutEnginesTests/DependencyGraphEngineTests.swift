import LayoutModel
import Testing

@testable import LayoutEngines

/// Whether two frames agree to `tolerance` points in every coordinate (absolute, as frames are
/// compared across engines).
private func agree(_ a: Rect, _ b: Rect, tolerance: Double = 0.001) -> Bool {
  a.distance(to: b) <= tolerance
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Seed 001's example: A centered in a 320 x 480 root at 100 x 25; B as wide as A, centered on
/// it, 10 below A's bottom and 10 above the root's bottom.
func seedTwoViewLayout() throws -> (Layout, a: ViewID, b: ViewID) {
  var layout = Layout(rootSize: Size(width: 320, height: 480))
  let a = try layout.addView("A", in: .root)
  let b = try layout.addView("B", in: .root)
  try layout.addConstraint(LayoutConstraint(a, .centerY, .equal, .root, .centerY))
  try layout.addConstraint(LayoutConstraint(a, .centerX, .equal, .root, .centerX))
  try layout.addConstraint(LayoutConstraint(a, .width, constant: 100))
  try layout.addConstraint(LayoutConstraint(a, .height, constant: 25))
  try layout.addConstraint(LayoutConstraint(b, .width, .equal, a, .width))
  try layout.addConstraint(LayoutConstraint(b, .centerX, .equal, a, .centerX))
  try layout.addConstraint(LayoutConstraint(b, .top, .equal, a, .bottom, constant: 10))
  try layout.addConstraint(LayoutConstraint(b, .bottom, .equal, .root, .bottom, constant: -10))
  return (layout, a, b)
}

/// The reason an engine gave for declining, or `nil` if it accepted the layout.
private func declineReason(_ layout: Layout) -> String? {
  do {
    _ = try DependencyGraphEngine(layout: layout)
    return nil
  } catch {
    guard case .notSupported(let reason) = error else { return "wrong error: \(error)" }
    return reason
  }
}

@Suite("DependencyGraphEngine: layouts")
struct DependencyGraphEngineLayoutTests {
  @Test func seedExample() throws {
    let (layout, a, b) = try seedTwoViewLayout()
    let engine = try DependencyGraphEngine(layout: layout)
    #expect(agree(engine.frames[a.index], rect(110, 227.5, 100, 25)))
    #expect(agree(engine.frames[b.index], rect(110, 262.5, 100, 207.5)))
  }

  @Test func resizeReRunsThePass() throws {
    let (layout, a, b) = try seedTwoViewLayout()
    var engine = try DependencyGraphEngine(layout: layout)
    try engine.resize(to: Size(width: 480, height: 320))
    #expect(engine.layout.rootSize == Size(width: 480, height: 320))
    #expect(agree(engine.frames[a.index], rect(190, 147.5, 100, 25)))
    #expect(agree(engine.frames[b.index], rect(190, 182.5, 100, 127.5)))
  }

  @Test func setConstantReRunsThePass() throws {
    let (layout, a, b) = try seedTwoViewLayout()
    var engine = try DependencyGraphEngine(layout: layout)
    try engine.setConstant(40, ofConstraint: 3)  // A.height
    try engine.setConstant(-30, ofConstraint: 7)  // B.bottom, written with the root second
    #expect(agree(engine.frames[a.index], rect(110, 220, 100, 40)))
    #expect(agree(engine.frames[b.index], rect(110, 270, 100, 180)))
  }

  @Test func chainOfSiblings() throws {
    var layout = Layout(rootSize: Size(width: 1000, height: 100))
    var previous = ViewID.root
    var ids: [ViewID] = []
    for i in 0..<20 {
      let view = try layout.addView("v\(i)", in: .root)
      let anchor: LayoutAttribute = previous == .root ? .left : .right
      try layout.addConstraint(LayoutConstraint(view, .left, .equal, previous, anchor, constant: 5))
      try layout.addConstraint(LayoutConstraint(view, .width, constant: 40))
      try layout.addConstraint(LayoutConstraint(view, .top, .equal, .root, .top))
      try layout.addConstraint(LayoutConstraint(view, .bottom, .equal, .root, .bottom))
      ids.append(view)
      previous = view
    }
    let engine = try DependencyGraphEngine(layout: layout)
    for (i, id) in ids.enumerated() {
      #expect(agree(engine.frames[id.index], rect(5 + 45 * Double(i), 0, 40, 100)))
    }
  }

  @Test func deepNestOfTenThousandLevels() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    var parent = ViewID.root
    for i in 0..<10_000 {
      let view = try layout.addView("n\(i)", in: parent)
      try layout.addConstraint(LayoutConstraint(view, .leading, .equal, parent, .leading, constant: 1))
      // Superview first, as the visual format writes it: the engine solves for the subview.
      try layout.addConstraint(LayoutConstraint(parent, .width, .equal, view, .width))
      try layout.addConstraint(LayoutConstraint(view, .top, .equal, parent, .top, constant: 2))
      try layout.addConstraint(LayoutConstraint(view, .height, constant: 10))
      parent = view
    }
    var engine = try DependencyGraphEngine(layout: layout)
    let deepest = parent.index
    #expect(engine.values[ViewVariables.index(.x, ofViewAt: deepest)] == 10_000)
    #expect(engine.values[ViewVariables.index(.y, ofViewAt: deepest)] == 20_000)
    #expect(engine.values[ViewVariables.index(.width, ofViewAt: deepest)] == 320)
    #expect(agree(engine.frames[deepest], rect(1, 2, 320, 10)))
    try engine.resize(to: Size(width: 500, height: 480))
    #expect(engine.values[ViewVariables.index(.width, ofViewAt: deepest)] == 500)
  }

  @Test func rightToLeftLeadingAndTrailing() throws {
    var layout = Layout(rootSize: Size(width: 300, height: 100), direction: .rightToLeft)
    let a = try layout.addView("A", in: .root)
    try layout.addConstraint(LayoutConstraint(a, .leading, .equal, .root, .leading, constant: 10))
    try layout.addConstraint(LayoutConstraint(.root, .trailing, .equal, a, .trailing, constant: 50))
    try layout.addConstraint(LayoutConstraint(a, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 20))
    let engine = try DependencyGraphEngine(layout: layout)
    // Leading is the right edge: A spans from 50 to 290.
    #expect(agree(engine.frames[a.index], rect(50, 0, 240, 20)))
  }

  @Test func locationMultiplierIsMeasuredFromTheCommonAncestor() throws {
    var layout = Layout(rootSize: Size(width: 400, height: 400))
    let box = try layout.addView("box", in: .root)
    let child = try layout.addView("child", in: box)
    try layout.addConstraint(LayoutConstraint(box, .left, .equal, .root, .left, constant: 100))
    try layout.addConstraint(LayoutConstraint(box, .width, constant: 200))
    try layout.addConstraint(LayoutConstraint(box, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(box, .height, constant: 50))
    // child.centerX at 0.25 of box's width, measured in box's coordinates: 50.
    try layout.addConstraint(LayoutConstraint(child, .centerX, .equal, box, .right, multiplier: 0.25))
    try layout.addConstraint(LayoutConstraint(child, .width, constant: 20))
    try layout.addConstraint(LayoutConstraint(child, .top, .equal, box, .top))
    try layout.addConstraint(LayoutConstraint(child, .height, .equal, box, .height, multiplier: 0.5))
    let engine = try DependencyGraphEngine(layout: layout)
    #expect(agree(engine.frames[child.index], rect(40, 0, 20, 25)))
  }

  @Test func singleLocationKeepsTheIntrinsicSize() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let label = try layout.addView(
      View(name: "label", parent: .root, intrinsicContentSize: IntrinsicContentSize(width: 80, height: 20)))
    try layout.addConstraint(LayoutConstraint(label, .centerX, .equal, .root, .centerX))
    try layout.addConstraint(LayoutConstraint(label, .lastBaseline, .equal, .root, .bottom, constant: -8))
    var engine = try DependencyGraphEngine(layout: layout)
    #expect(agree(engine.frames[label.index], rect(120, 452, 80, 20)))
    try engine.setIntrinsicContentSize(IntrinsicContentSize(width: 100, height: 20), of: label)
    #expect(agree(engine.frames[label.index], rect(110, 452, 100, 20)))
  }

  @Test func autoresizingTranslationStretchesWithTheRoot() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let view = try layout.addView(
      View(
        name: "banner", parent: .root, translatesAutoresizingMaskIntoConstraints: true,
        autoresizingMask: [.flexibleWidth, .flexibleBottomMargin], frame: rect(10, 20, 300, 40)))
    var engine = try DependencyGraphEngine(layout: layout)
    #expect(agree(engine.frames[view.index], rect(10, 20, 300, 40)))
    try engine.resize(to: Size(width: 480, height: 320))
    #expect(agree(engine.frames[view.index], rect(10, 20, 460, 40)))
  }

  @Test func churnRemovesAndRestoresASubtree() throws {
    let (layout, a, b) = try seedTwoViewLayout()
    var engine = try DependencyGraphEngine(layout: layout)
    let before = engine.frames
    try engine.removeSubtree(b)
    #expect(agree(engine.frames[a.index], before[a.index]))
    try engine.insertSubtree(b)
    #expect(agree(engine.frames[b.index], before[b.index]))
  }
}

@Suite("DependencyGraphEngine: what it declines")
struct DependencyGraphEngineDeclineTests {
  /// A root with views A and B, each fully placed, plus `extra` constraints.
  private func layout(_ extra: (inout Layout, ViewID, ViewID) throws -> Void) throws -> Layout {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("A", in: .root)
    let b = try layout.addView("B", in: .root)
    for view in [a, b] {
      try layout.addConstraint(LayoutConstraint(view, .top, .equal, .root, .top))
      try layout.addConstraint(LayoutConstraint(view, .height, constant: 10))
    }
    try extra(&layout, a, b)
    return layout
  }

  @Test func cycle() throws {
    let layout = try layout { layout, a, b in
      try layout.addConstraint(LayoutConstraint(a, .left, .equal, b, .right, constant: 8))
      try layout.addConstraint(LayoutConstraint(a, .width, constant: 10))
      try layout.addConstraint(LayoutConstraint(b, .left, .equal, a, .right, constant: 8))
      try layout.addConstraint(LayoutConstraint(b, .width, constant: 10))
    }
    let reason = try #require(declineReason(layout))
    #expect(reason.contains("cycle"))
    #expect(reason.contains("A.left == B.right + 8"))
    #expect(reason.contains("B.left == A.right + 8"))
  }

  @Test func thirdAttributeOnAnAxis() throws {
    let layout = try layout { layout, a, _ in
      try layout.addConstraint(LayoutConstraint(a, .left, .equal, .root, .left))
      try layout.addConstraint(LayoutConstraint(a, .width, constant: 10))
      try layout.addConstraint(LayoutConstraint(a, .right, .equal, .root, .right))
    }
    let reason = try #require(declineReason(layout))
    #expect(reason.contains("view 'A'"))
    #expect(reason.contains("A.right == root.right"))
    #expect(reason.contains("third horizontal attribute"))
  }

  @Test func inequality() throws {
    let layout = try layout { layout, a, _ in
      try layout.addConstraint(LayoutConstraint(a, .width, .greaterThanOrEqual, constant: 10))
    }
    let reason = try #require(declineReason(layout))
    #expect(reason.contains("view 'A'"))
    #expect(reason.contains("A.width >= 10"))
    #expect(reason.contains("inequality"))
  }

  @Test func nonRequiredConstraint() throws {
    let layout = try layout { layout, _, b in
      try layout.addConstraint(LayoutConstraint(b, .width, constant: 10, priority: .defaultHigh))
    }
    let reason = try #require(declineReason(layout))
    #expect(reason.contains("view 'B'"))
    #expect(reason.contains("B.width == 10 @750"))
    #expect(reason.contains("not required"))
  }

  @Test func attributesThatDoNotFixTheSize() throws {
    let layout = try layout { layout, a, _ in
      try layout.addConstraint(LayoutConstraint(a, .width, constant: 10))
      try layout.addConstraint(LayoutConstraint(a, .width, .equal, .root, .width, multiplier: 0.5))
    }
    let reason = try #require(declineReason(layout))
    #expect(reason.contains("view 'A'"))
    #expect(reason.contains("do not fix both"))
  }

  @Test func overriddenIntrinsicSizeThatDependsOnAChosenSize() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView(View(name: "A", parent: .root, intrinsicContentSize: IntrinsicContentSize(width: 50)))
    let b = try layout.addView(View(name: "B", parent: .root, intrinsicContentSize: IntrinsicContentSize(width: 100)))
    try layout.addConstraint(LayoutConstraint(a, .left, .equal, .root, .left))
    try layout.addConstraint(LayoutConstraint(b, .left, .equal, .root, .left))
    try layout.addConstraint(LayoutConstraint(b, .width, .equal, a, .width))
    let reason = try #require(declineReason(layout))
    #expect(reason.contains("view 'B'"))
    #expect(reason.contains("B.width == A.width"))
  }

  @Test func overriddenIntrinsicSizeFixedByRequiredConstraintsIsAccepted() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView(View(name: "A", parent: .root, intrinsicContentSize: IntrinsicContentSize(width: 50)))
    try layout.addConstraint(LayoutConstraint(a, .left, .equal, .root, .left, constant: 20))
    try layout.addConstraint(LayoutConstraint(a, .right, .equal, .root, .right, constant: -20))
    try layout.addConstraint(LayoutConstraint(a, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 30))
    let engine = try DependencyGraphEngine(layout: layout)
    #expect(agree(engine.frames[a.index], rect(20, 0, 280, 30)))
  }
}

/// The GLPK engine for `layout`; a build without GLPK fails the test that asked for it.
private func linearProgrammingBaseline(_ layout: Layout) throws -> GLPKEngine {
  try requireGLPK { () throws(EngineError) in try GLPKEngine(layout: layout) }
}

@Suite("DependencyGraphEngine: agrees with the LP baseline")
struct DependencyGraphAgreementTests {
  @Test func seedExampleAfterEdits() throws {
    let (layout, _, _) = try seedTwoViewLayout()
    var graph = try DependencyGraphEngine(layout: layout)
    var lp = try linearProgrammingBaseline(layout)
    #expect(zip(graph.frames, lp.frames).allSatisfy { agree($0, $1) })
    try graph.resize(to: Size(width: 700, height: 300))
    try lp.resize(to: Size(width: 700, height: 300))
    try graph.setConstant(33, ofConstraint: 6)
    try lp.setConstant(33, ofConstraint: 6)
    #expect(zip(graph.frames, lp.frames).allSatisfy { agree($0, $1) })
  }
}

/// A list of cards, each with an icon (square by a cross-axis ratio), a label placed by its
/// leading edge and baseline at its intrinsic size, and a badge placed by a multiplier on the
/// card's right edge: every attribute kind the graph handles, and nothing ambiguous.
func cardListLayout(cards: Int, direction: LayoutDirection) throws -> Layout {
  var layout = Layout(rootSize: Size(width: 375, height: 812), direction: direction)
  var previous = ViewID.root
  for i in 0..<cards {
    let card = try layout.addView("card\(i)", in: .root)
    try layout.addConstraint(LayoutConstraint(card, .leading, .equal, .root, .leading, constant: 8))
    try layout.addConstraint(LayoutConstraint(.root, .trailing, .equal, card, .trailing, constant: 8))
    try layout.addConstraint(
      LayoutConstraint(card, .top, .equal, previous, previous == .root ? .top : .bottom, constant: 4))
    try layout.addConstraint(LayoutConstraint(card, .height, .equal, .root, .height, multiplier: 0.05))
    let icon = try layout.addView("icon\(i)", in: card)
    try layout.addConstraint(LayoutConstraint(icon, .leading, .equal, card, .leading, constant: 4))
    try layout.addConstraint(LayoutConstraint(icon, .centerY, .equal, card, .centerY))
    try layout.addConstraint(LayoutConstraint(icon, .height, constant: 24))
    try layout.addConstraint(LayoutConstraint(icon, .width, .equal, icon, .height))
    let label = try layout.addView(
      View(
        name: "label\(i)", parent: card, intrinsicContentSize: IntrinsicContentSize(width: 120, height: 17),
        baselineOffsetFromBottom: 4))
    try layout.addConstraint(LayoutConstraint(label, .leading, .equal, icon, .trailing, constant: 8))
    try layout.addConstraint(LayoutConstraint(label, .lastBaseline, .equal, card, .centerY, constant: 6))
    let badge = try layout.addView("badge\(i)", in: card)
    try layout.addConstraint(LayoutConstraint(badge, .centerX, .equal, card, .right, multiplier: 0.9))
    try layout.addConstraint(LayoutConstraint(badge, .width, constant: 20))
    try layout.addConstraint(LayoutConstraint(badge, .top, .equal, card, .top, constant: 2))
    try layout.addConstraint(LayoutConstraint(card, .bottom, .equal, badge, .bottom, constant: 2))
    previous = card
  }
  return layout
}

@Suite("DependencyGraphEngine: agrees with the LP baseline on a card list")
struct DependencyGraphCardListTests {
  @Test(arguments: LayoutDirection.allCases)
  func cardList(direction: LayoutDirection) throws {
    let layout = try cardListLayout(cards: 30, direction: direction)
    var graph = try DependencyGraphEngine(layout: layout)
    var lp = try linearProgrammingBaseline(layout)
    #expect(zip(graph.frames, lp.frames).allSatisfy { agree($0, $1) })
    try graph.resize(to: Size(width: 812, height: 375))
    try lp.resize(to: Size(width: 812, height: 375))
    try graph.setConstant(16, ofConstraint: 1)  // root.trailing == card0.trailing + 16
    try lp.setConstant(16, ofConstraint: 1)
    try graph.setIntrinsicContentSize(IntrinsicContentSize(width: 80, height: 21), of: ViewID(3))
    try lp.setIntrinsicContentSize(IntrinsicContentSize(width: 80, height: 21), of: ViewID(3))
    let mismatches = zip(graph.frames, lp.frames).enumerated().filter { !agree($0.element.0, $0.element.1) }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(3).map { "\(layout.views[$0.offset].name): \($0.element)" })")
  }
}
