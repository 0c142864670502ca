import LayoutModel
import LayoutTestSupport
import Testing

/// Every way the model refuses a view or a constraint, and the near misses it must accept.
@Suite struct ValidationTests {
  /// A root with two siblings and a grandchild, enough for every pairing rule.
  private func sample() throws -> (layout: Layout, a: ViewID, b: ViewID, c: ViewID) {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("a", in: .root)
    let b = try layout.addView("b", in: .root)
    let c = try layout.addView("c", in: a)
    return (layout, a, b, c)
  }

  private func refusal(_ layout: Layout, _ constraint: LayoutConstraint) -> LayoutError? {
    var copy = layout
    do {
      try copy.addConstraint(constraint)
      return nil
    } catch {
      #expect(copy.constraints.count == layout.constraints.count, "a refused constraint is not kept")
      return error
    }
  }

  private func isPairing(_ error: LayoutError?, mentioning text: String) -> Bool {
    guard case .invalidPairing(_, let reason)? = error else { return false }
    return reason.contains(text)
  }

  @Test func locationEqualToConstantIsRefused() throws {
    let s = try sample()
    let error = refusal(s.layout, LayoutConstraint(s.a, .left, constant: 10))
    #expect(isPairing(error, mentioning: "cannot be set to a constant"))
    #expect(error?.description.contains("a.left == 10") == true)
  }

  @Test func locationRelatedToSizeIsRefused() throws {
    let s = try sample()
    #expect(isPairing(refusal(s.layout, LayoutConstraint(s.a, .centerX, .equal, s.b, .width)), mentioning: "size"))
    #expect(isPairing(refusal(s.layout, LayoutConstraint(s.a, .height, .equal, s.b, .top)), mentioning: "location"))
  }

  @Test func mixedAxesAreRefusedForLocationsOnly() throws {
    var s = try sample()
    #expect(isPairing(refusal(s.layout, LayoutConstraint(s.a, .left, .equal, s.b, .top)), mentioning: "axes"))
    #expect(isPairing(refusal(s.layout, LayoutConstraint(s.a, .lastBaseline, .equal, s.b, .centerX)), mentioning: "axes"))
    // An aspect ratio relates width to height: allowed.
    try s.layout.addConstraint(LayoutConstraint(s.a, .width, .equal, s.a, .height, multiplier: 1.5))
    try s.layout.addConstraint(LayoutConstraint(s.a, .height, .equal, s.b, .width, multiplier: 0.5))
    #expect(s.layout.constraints.count == 2)
  }

  @Test func directionalEdgesDoNotMixWithAbsoluteOnes() throws {
    var s = try sample()
    #expect(isPairing(refusal(s.layout, LayoutConstraint(s.a, .leading, .equal, s.b, .left)), mentioning: "leading/trailing"))
    #expect(isPairing(refusal(s.layout, LayoutConstraint(s.a, .right, .equal, s.b, .trailing)), mentioning: "leading/trailing"))
    // Centers go with either kind.
    try s.layout.addConstraint(LayoutConstraint(s.a, .leading, .equal, s.b, .centerX))
    try s.layout.addConstraint(LayoutConstraint(s.a, .centerX, .equal, s.b, .left))
  }

  @Test func notAnAttributeFirstAndZeroLocationMultiplierAreRefused() throws {
    let s = try sample()
    #expect(isPairing(refusal(s.layout, LayoutConstraint(s.a, .notAnAttribute, .equal, s.b, .width)), mentioning: "first attribute"))
    #expect(isPairing(refusal(s.layout, LayoutConstraint(s.a, .top, .equal, s.b, .top, multiplier: 0)), mentioning: "multiplier of 0"))
  }

  @Test(arguments: [0.0, 0.5, 1000.5, 1001, -1, .nan, .infinity])
  func priorityOutsideOneToThousandIsRefused(priority: Double) throws {
    let s = try sample()
    let error = refusal(s.layout, LayoutConstraint(s.a, .width, constant: 10, priority: LayoutPriority(priority)))
    guard case .invalidPriority(_, let reported)? = error else {
      Issue.record("expected invalidPriority, got \(String(describing: error))")
      return
    }
    #expect(reported == priority || (reported.isNaN && priority.isNaN))
  }

  @Test func prioritiesAtTheEndsOfTheRangeAndFractionsAreAccepted() throws {
    var s = try sample()
    for priority in [1, 999.5, 1000] {
      try s.layout.addConstraint(LayoutConstraint(s.a, .width, constant: 10, priority: LayoutPriority(priority)))
    }
    #expect(s.layout.constraints.count == 3)
  }

  @Test func nonFiniteNumbersAreRefused() throws {
    var s = try sample()
    let nanConstant = refusal(s.layout, LayoutConstraint(s.a, .width, constant: .nan))
    #expect(nanConstant == .nonFinite(field: "constant", owner: "a.width == nan"))
    let infiniteMultiplier = refusal(s.layout, LayoutConstraint(s.a, .width, .equal, s.b, .width, multiplier: .infinity))
    guard case .nonFinite(field: "multiplier", _)? = infiniteMultiplier else {
      Issue.record("expected nonFinite multiplier, got \(String(describing: infiniteMultiplier))")
      return
    }
    #expect(throws: LayoutError.nonFinite(field: "frame.width", owner: "view \"d\"")) {
      try s.layout.addView(View(name: "d", parent: .root, frame: Rect(x: 0, y: 0, width: .nan, height: 1)))
    }
    #expect(throws: LayoutError.nonFinite(field: "baselineOffsetFromBottom", owner: "view \"a\"")) {
      try s.layout.update(s.a) { $0.baselineOffsetFromBottom = -.infinity }
    }
    try s.layout.addConstraint(LayoutConstraint(s.a, .width, constant: 1))
    #expect(throws: LayoutError.self) { try s.layout.setConstant(.nan, ofConstraint: 0) }
    #expect(s.layout.constraints[0].constant == 1)
    #expect(s.layout[s.a].baselineOffsetFromBottom == 0, "a refused update leaves the view unchanged")
  }

  @Test func viewPrioritiesOutOfRangeAreRefused() throws {
    var s = try sample()
    #expect(throws: LayoutError.self) {
      try s.layout.update(s.b) { $0.contentHugging.vertical = LayoutPriority(0) }
    }
    #expect(throws: LayoutError.self) {
      try s.layout.addView(View(
        name: "d", parent: .root,
        compressionResistance: AxisPriorities(horizontal: LayoutPriority(1001), vertical: .required)))
    }
  }

  @Test func namesMustBeUniqueAndNonEmpty() throws {
    var s = try sample()
    #expect(throws: LayoutError.duplicateViewName("b")) { try s.layout.addView("b", in: s.c) }
    #expect(throws: LayoutError.duplicateViewName("root")) { try s.layout.addView("root", in: .root) }
    #expect(throws: LayoutError.emptyViewName(index: 4)) { try s.layout.addView("", in: .root) }
    #expect(s.layout.viewCount == 4)
  }

  @Test func unknownViewsAreRefused() throws {
    var s = try sample()
    let ghost = ViewID(Int32(99))
    #expect(throws: LayoutError.parentNotYetAdded(view: "d", parentIndex: 99)) { try s.layout.addView("d", in: ghost) }
    #expect(throws: LayoutError.parentNotYetAdded(view: "orphan", parentIndex: -1)) {
      try s.layout.addView(View(name: "orphan", parent: nil))
    }
    guard case .unknownView(index: 99, _)? = refusal(s.layout, LayoutConstraint(ghost, .width, constant: 1)) else {
      Issue.record("first item")
      return
    }
    guard case .unknownView(index: 99, _)? = refusal(s.layout, LayoutConstraint(s.a, .width, .equal, ghost, .width)) else {
      Issue.record("second item")
      return
    }
    #expect(throws: LayoutError.self) { try s.layout.update(ghost) { $0.baselineOffsetFromBottom = 1 } }
    // Finite but beyond the documented magnitude: refused by name, whatever the engine.
    let huge = refusal(s.layout, LayoutConstraint(s.a, .width, constant: -1e308))
    #expect(huge == .outOfRange(field: "constant", owner: "a.width == -1e+308", value: -1e308))
    #expect(throws: LayoutError.outOfRange(field: "intrinsicContentSize.width", owner: "view \"a\"", value: 2e7)) {
      try s.layout.update(s.a) { $0.intrinsicContentSize.width = 2e7 }
    }
    #expect(throws: LayoutError.invalidRootSize(width: -1, height: 1)) {
      try s.layout.setRootSize(Size(width: -1, height: 1))
    }
    #expect(throws: LayoutError.self) { try s.layout.setConstant(1, ofConstraint: 0) }
    try s.layout.addConstraint(LayoutConstraint(s.a, .width, constant: Layout.maximumMagnitude))
  }

  @Test func everyErrorDescriptionNamesItsCulprit() {
    let cases: [(LayoutError, String)] = [
      (.duplicateViewName("x"), "\"x\""), (.emptyViewName(index: 3), "#3"),
      (.unknownView(index: 7, context: "update"), "#7"), (.parentNotYetAdded(view: "x", parentIndex: 9), "\"x\""),
      (.invalidPairing(constraint: "x.left == 1", reason: "r"), "x.left == 1"),
      (.invalidPriority(constraint: "x.width == 1", priority: 0), "x.width == 1"),
      (.nonFinite(field: "constant", owner: "x.width == nan"), "constant"),
      (.outOfRange(field: "multiplier", owner: "x.width == 1e+09 * y.width", value: 1e9), "multiplier"),
      // Unreachable through the API (every view descends from the root), but still readable.
      (.noCommonAncestor(constraint: "x.left == y.left"), "x.left == y.left"),
    ]
    for (error, culprit) in cases { #expect(error.description.contains(culprit), "\(error)") }
  }
}
