import LayoutEngines
import LayoutFuzz
import LayoutModel
import Testing

/// An engine that is right except when a constraint at priority 751 is present: then it widens
/// that constraint's first view by 5 points. A known fault for the minimizer to isolate.
struct FaultyEngine: LayoutEngine {
  static let kind = EngineKind.cassowary
  var inner: CassowaryEngine
  init(layout: Layout) throws(EngineError) { inner = try CassowaryEngine(layout: layout) }
  var layout: Layout { inner.layout }
  var values: [Double] {
    var values = inner.values
    if let culprit = layout.constraints.first(where: { $0.priority == LayoutPriority(751) }) {
      values[ViewVariables.index(.width, ofViewAt: culprit.first.index)] += 5
    }
    return values
  }
  mutating func resize(to size: Size) throws(EngineError) { try inner.resize(to: size) }
  mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(EngineError) {
    try inner.setConstant(constant, ofConstraint: index)
  }
  mutating func setIntrinsicContentSize(_ size: IntrinsicContentSize, of view: ViewID) throws(EngineError) {
    try inner.setIntrinsicContentSize(size, of: view)
  }
  mutating func removeSubtree(_ top: ViewID) throws(EngineError) { try inner.removeSubtree(top) }
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) { try inner.insertSubtree(top) }
}

@Suite struct FuzzMinimizerTests {
  @Test func aFaultIsShrunkToTheConstraintsThatShowIt() throws {
    let runner = FuzzRunner(engineType: FaultyEngine.self, name: "faulty")
    // A small layout that the faulty engine gets wrong (and the real one right).
    var found: (FuzzCase, FailureKind)?
    for seed in UInt64(1)...200 {
      let fuzzCase = FuzzCase.generated(seed: seed, family: .tree, views: 10...30, steps: 0)
      guard fuzzCase.layout.constraints.contains(where: { $0.priority == LayoutPriority(751) }),
        FuzzRunner().run(fuzzCase).failure == nil,
        let kind = runner.run(fuzzCase).failureKind
      else { continue }
      found = (fuzzCase, kind)
      break
    }
    let (fuzzCase, kind) = try #require(found)
    var minimizer = FuzzMinimizer(runner: runner, budget: 2000)
    let minimized = minimizer.minimize(fuzzCase, kind: kind)
    let small = try #require(minimized)
    #expect(runner.run(small).failureKind == kind)
    #expect(small.layout.constraints.count < fuzzCase.layout.constraints.count)
    #expect(small.layout.constraints.count <= 6, "\(small.layout.constraints.map { small.layout.describe($0) })")
    #expect(small.layout.constraints.contains { $0.priority == LayoutPriority(751) })
    #expect(small.layout.viewCount <= fuzzCase.layout.viewCount)
  }

  @Test func restrictingKeepsNamesAndRenumbersSteps() throws {
    let fuzzCase = FuzzCase.generated(seed: 3, family: .mixed, views: 20...40, steps: 12)
    let kept = Array(fuzzCase.layout.constraints.indices.filter { $0 % 2 == 0 })
    let restricted = try #require(fuzzCase.restricted(constraints: kept, views: nil, withoutIntrinsic: []))
    #expect(restricted.layout.constraints.count == kept.count)
    for (new, old) in kept.enumerated() {
      #expect(restricted.layout.describe(restricted.layout.constraints[new]) == fuzzCase.layout.describe(fuzzCase.layout.constraints[old]))
    }
    for step in restricted.steps {
      if case .setConstant(let index, _) = step { #expect(restricted.layout.constraints.indices.contains(index)) }
    }
  }
}
