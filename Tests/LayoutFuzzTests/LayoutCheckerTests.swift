import Foundation
import LayoutEngines
import LayoutFuzz
import LayoutModel
import LayoutTestSupport
import Testing

/// The checker's verdicts on hand-made answers whose right verdict is known.
@Suite struct LayoutCheckerTests {
  let checker = LayoutChecker()

  /// One view `a` in a 320 x 480 root: required height 10 at the top, width 50; two soft wishes
  /// for its left edge at the same priority (10 and 30), so every left edge in [10, 30] is
  /// optimal.
  func tieLayout() throws -> (Layout, ViewID) {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("a", in: .root)
    try layout.addConstraint(LayoutConstraint(a, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 10))
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 50))
    try layout.addConstraint(LayoutConstraint(a, .left, .equal, .root, .left, constant: 10, priority: LayoutPriority(500)))
    try layout.addConstraint(LayoutConstraint(a, .left, .equal, .root, .left, constant: 30, priority: LayoutPriority(500)))
    return (layout, a)
  }

  /// Root values followed by `a`'s.
  func values(_ a: [Double]) -> [Double] { [0, 0, 320, 480] + a }

  @Test func anEngineAnswerIsOptimal() throws {
    let layout = try Fixtures.twoViewsCentered()
    let engine = try CassowaryEngine(layout: layout)
    let verdict = checker.check(layout: layout, outcome: .solved(engine.values))
    #expect(verdict.kind == .optimal, "\(verdict)")
  }

  @Test func equallyGoodFramesAreATieNotAnError() throws {
    let (layout, _) = try tieLayout()
    for left in [10.0, 12.5, 25, 30] {
      let verdict = checker.check(layout: layout, outcome: .solved(values([left, 0, 50, 10])))
      #expect(verdict.kind == .optimal, "left \(left): \(verdict)")
    }
    let worse = checker.check(layout: layout, outcome: .solved(values([40, 0, 50, 10])))
    #expect(worse.failure == .suboptimal, "\(worse)")
    #expect(worse.detail.contains("priority 500"))
  }

  /// Fuzz seed 51 (soft; minimized to 28 views and 33 constraints): GLPK's floating-point
  /// simplex called the Cassowary engine's build suboptimal at priority 50 (283.6 against a
  /// "possible" 203.4); solved in rational arithmetic, every level's optimum is the engine's.
  /// A failure stands only when the exact simplex confirms it.
  @Test func theExactSimplexConfirmsAFailureBeforeItIsReported() throws {
    guard let url = Bundle.module.url(forResource: "fuzz-soft-seed51", withExtension: "json", subdirectory: "Repros")
    else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Repros/fuzz-soft-seed51.json"]) }
    let layout = try FuzzCase.read(scenario: url.path).layout
    let engine = try CassowaryEngine(layout: layout)
    let verdict = checker.check(layout: layout, outcome: .solved(engine.values))
    #expect(verdict.kind == .optimal, "\(verdict)")
    // Level by level, the exact optima are the engine's totals.
    let system = layout.linearSystem()
    let active = [Bool](repeating: true, count: system.constraints.count)
    let program = LevelwiseProgram(system: system, exact: true) { active[$0] }
    #expect(program.priorities.count >= 2)
    for (level, priority) in program.priorities.enumerated() {
      let optimum = try program.minimizeAndHold(level: level).minimum
      var total = 0.0
      for row in system.constraints where row.priority == priority {
        total += CheckTolerance.violation(of: row, at: engine.values)
      }
      #expect(abs(total - optimum) <= 1e-6 * (1 + optimum), "priority \(priority.rawValue): \(total) against \(optimum)")
    }
  }

  @Test func oneHigherViolationIsNeverTradedForLowerOnes() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("a", in: .root)
    for attribute in [LayoutAttribute.left, .top] {
      try layout.addConstraint(LayoutConstraint(a, attribute, .equal, .root, attribute))
    }
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 10))
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 100, priority: LayoutPriority(751)))
    // Fifty wishes one priority lower pull the width to 0.
    for _ in 0..<50 {
      try layout.addConstraint(LayoutConstraint(a, .width, constant: 0, priority: LayoutPriority(750)))
    }
    #expect(checker.check(layout: layout, outcome: .solved(values([0, 0, 100, 10]))).kind == .optimal)
    let traded = checker.check(layout: layout, outcome: .solved(values([0, 0, 0, 10])))
    #expect(traded.failure == .suboptimal)
    #expect(traded.detail.contains("priority 751"))
  }

  @Test func fractionalPrioritiesAreLevelsOfTheirOwn() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("a", in: .root)
    for attribute in [LayoutAttribute.left, .top, .height] {
      try layout.addConstraint(LayoutConstraint(a, attribute, .equal, .root, attribute))
    }
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 10, priority: LayoutPriority(250.5)))
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 20, priority: LayoutPriority(250.25)))
    #expect(checker.check(layout: layout, outcome: .solved(values([0, 0, 10, 480]))).kind == .optimal)
    #expect(checker.check(layout: layout, outcome: .solved(values([0, 0, 20, 480]))).failure == .suboptimal)
  }

  @Test func requiredRowsHoldWithinARelativeTolerance() throws {
    let (layout, _) = try tieLayout()
    // Rounding-sized errors pass.
    let rounded = checker.check(layout: layout, outcome: .solved(values([20, 1e-12, 50 + 1e-11, 10])))
    #expect(rounded.kind == .optimal, "\(rounded)")
    let broken = checker.check(layout: layout, outcome: .solved(values([20, 0, 51, 10])))
    #expect(broken.failure == .requiredViolated)
    #expect(broken.detail.contains("a.width == 50"))
    let nan = checker.check(layout: layout, outcome: .solved(values([20, 0, .nan, 10])))
    #expect(nan.failure == .requiredViolated)
  }

  @Test func valuesForAnUnsatisfiableLayoutAreAMissedConflict() throws {
    var (layout, a) = try tieLayout()
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 60))
    let verdict = checker.check(layout: layout, outcome: .solved(values([20, 0, 55, 10])))
    #expect(verdict.failure == .missedConflict, "\(verdict)")
  }

  @Test func refusalsAreJudgedByTheLPAndTheNamedConflict() throws {
    let (layout, a) = try tieLayout()
    let wrong = checker.check(layout: layout, outcome: .threw(.unsatisfiable(conflicting: ["a.width == 50"])))
    #expect(wrong.failure == .wrongRefusal)

    var conflicting = layout
    let index = try conflicting.addConstraint(LayoutConstraint(a, .width, constant: 60))
    let width50 = conflicting.describe(conflicting.constraints[2])
    let width60 = conflicting.describe(conflicting.constraints[index])
    let right = checker.check(
      layout: conflicting, outcome: .threw(.unsatisfiable(conflicting: [width50, width60])))
    #expect(right.kind == .rightRefusal, "\(right)")
    let partial = checker.check(layout: conflicting, outcome: .threw(.unsatisfiable(conflicting: [width60])))
    #expect(partial.failure == .badConflict)
    let unknown = checker.check(layout: conflicting, outcome: .threw(.unsatisfiable(conflicting: ["nothing"])))
    #expect(unknown.failure == .badConflict)
  }

  @Test func otherErrorsAndTimeoutsAreFailures() throws {
    let (layout, _) = try tieLayout()
    #expect(checker.check(layout: layout, outcome: .threw(.failed(reason: "x"))).failure == .internalFailure)
    #expect(checker.check(layout: layout, outcome: .timedOut(1)).failure == .timeout)
    #expect(checker.check(layout: layout, outcome: .solved([1, 2])).failure == .internalFailure)
  }

  @Test func removedSubtreesTakeTheirRowsOut() throws {
    var (layout, a) = try tieLayout()
    let b = try layout.addView("b", in: a)
    try layout.addConstraint(LayoutConstraint(b, .width, .equal, .root, .width))
    try layout.addConstraint(LayoutConstraint(b, .width, constant: 10))
    let system = layout.linearSystem()
    let active = LayoutChecker.activeRows(of: system, layout: layout, removedTops: [b])
    #expect(active.filter { !$0 }.count == 2)
    // With b out, its conflicting widths do not matter; with a out, nothing is left but the root.
    let verdict = checker.check(layout: layout, removedTops: [b], outcome: .solved(values([20, 0, 50, 10]) + [7, 7, 7, 7]))
    #expect(verdict.kind == .optimal, "\(verdict)")
    let none = checker.check(layout: layout, removedTops: [a], outcome: .solved(values([1, 2, 3, 4]) + [5, 6, 7, 8]))
    #expect(none.kind == .optimal, "\(none)")
  }
}
