import Foundation
import LayoutEngines
import LayoutFuzz
import LayoutModel
import ScenarioFiles
import Testing

/// An engine that solves every state from scratch with the checker's own exact level-by-level
/// LP: the runner must find nothing wrong with it, whatever the layout and the changes.
struct ExactEngine: LayoutEngine {
  static let kind = EngineKind.glpk
  var layout: Layout
  var removed: [ViewID] = []
  var values: [Double] = []

  init(layout: Layout) throws(EngineError) {
    self.layout = layout
    try solve()
  }

  mutating func solve() throws(EngineError) {
    let system = layout.linearSystem()
    let active = LayoutChecker.activeRows(of: system, layout: layout, removedTops: removed)
    let program = LevelwiseProgram(system: system) { active[$0] }
    do throws(GLPKError) {
      var result = try program.minimizeAndHold(level: 0)
      for level in program.priorities.indices.dropFirst() { result = try program.minimizeAndHold(level: level) }
      values = result.values
    } catch {
      guard error == .infeasible else { throw .failed(reason: error.description) }
      throw .unsatisfiable(conflicting: system.constraints.indices
        .filter { active[$0] && system.constraints[$0].priority.isRequired }
        .map { layout.describe(system.constraints[$0].source) })
    }
  }

  mutating func resize(to size: Size) throws(EngineError) {
    do { try layout.setRootSize(size) } catch { throw .invalidLayout(error) }
    try solve()
  }
  mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(EngineError) {
    do { try layout.setConstant(constant, ofConstraint: index) } catch { throw .invalidLayout(error) }
    try solve()
  }
  mutating func setIntrinsicContentSize(_ size: IntrinsicContentSize, of view: ViewID) throws(EngineError) {
    do { try layout.update(view) { $0.intrinsicContentSize = size } } catch { throw .invalidLayout(error) }
    try solve()
  }
  mutating func removeSubtree(_ top: ViewID) throws(EngineError) {
    if !removed.contains(top) { removed.append(top) }
    try solve()
  }
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) {
    removed.removeAll { $0 == top }
    try solve()
  }
}

/// An engine that never answers in time.
struct SleepingEngine: LayoutEngine {
  static let kind = EngineKind.cassowary
  var layout: Layout
  var values: [Double] { [] }
  init(layout: Layout) throws(EngineError) {
    self.layout = layout
    Thread.sleep(forTimeInterval: 1)
  }
  mutating func resize(to size: Size) throws(EngineError) {}
  mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(EngineError) {}
  mutating func setIntrinsicContentSize(_ size: IntrinsicContentSize, of view: ViewID) throws(EngineError) {}
  mutating func removeSubtree(_ top: ViewID) throws(EngineError) {}
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) {}
}

@Suite struct FuzzRunnerTests {
  /// Builds, resizes, constant and intrinsic changes, churn, refusals and their undoing: an
  /// exact engine passes all of it, so the runner's bookkeeping matches the engines' meaning.
  @Test(arguments: FuzzFamily.allCases)
  func anExactEnginePassesEveryStep(_ family: FuzzFamily) {
    let runner = FuzzRunner(engineType: ExactEngine.self, name: "exact")
    var checks = 0
    for seed in UInt64(1)...6 {
      let fuzzCase = FuzzCase.generated(seed: seed, family: family, views: 2...40, steps: 10)
      let result = runner.run(fuzzCase)
      #expect(result.failure == nil, "\(fuzzCase.origin): \(result.failure.map { "\($0.what): \($0.verdict)" } ?? "")")
      checks += result.checks
    }
    #expect(checks >= 6)
  }

  @Test func aCallPastTheTimeLimitIsATimeout() {
    let runner = FuzzRunner(engineType: SleepingEngine.self, name: "sleeping", timeLimit: 0.1)
    let fuzzCase = FuzzCase.generated(seed: 1, family: .tree, views: 2...5, steps: 0)
    let result = runner.run(fuzzCase)
    #expect(result.failureKind == .timeout)
    #expect(result.failure?.step == nil)
  }

  /// The work limit stops a call after a fixed amount of the solver's work, on any machine: a
  /// limit below what the build needs fails it, and the standard limit leaves the same case
  /// alone, with the work it took reported.
  @Test func aCallPastTheWorkLimitFailsWhateverTheClock() {
    let fuzzCase = FuzzCase.generated(seed: 3, family: .priorities, views: 30...40, steps: 4)
    let standard = FuzzRunner(engine: .cassowary, timeLimit: nil, workLimit: .standard).run(fuzzCase)
    #expect(standard.failure == nil)
    #expect(standard.heaviestCall > 0)
    let tight = FuzzRunner(engine: .cassowary, timeLimit: nil, workLimit: FuzzRunner.WorkLimit(base: 0, perRow: 0))
      .run(fuzzCase)
    #expect(tight.failureKind == .overWorkLimit)
    #expect(tight.failure?.step == nil)
  }

  @Test func stepsRoundTripThroughTheirFile() throws {
    let fuzzCase = FuzzCase.generated(seed: 5, family: .mixed, views: 10...30, steps: 12)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-runner-test-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let files = try fuzzCase.write(to: directory, name: "case")
    #expect(files.count == 2)
    let read = try FuzzCase.read(scenario: files[0], steps: files[1])
    #expect(read.steps == fuzzCase.steps)
    #expect(Scenario(layout: read.layout).jsonData() == Scenario(layout: fuzzCase.layout).jsonData())
  }
}
