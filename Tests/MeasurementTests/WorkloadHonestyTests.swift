import Foundation
import LayoutEngines
import LayoutModel
import ResultFiles
import ScenarioFiles
import Testing
import ViewTreeGenerators

@testable import Measurement

/// What the timed steps are: real changes, at places spread across the tree, the same from a
/// generated shape and from its exported scenario file; and the memory and ambiguity figures.
@Suite struct WorkloadHonestyTests {
  private var metadata: ResultMetadata {
    ResultMetadata(
      date: "now", gitRevision: "test", cpu: "cpu", cores: 1, operatingSystem: "os",
      swiftVersion: "6", buildConfiguration: "debug", seed: 1)
  }

  /// Follows a plan's steps on the layout and checks that each one changes something.
  @Test(arguments: Shape.allCases)
  func noStepSetsWhatIsAlreadySet(shape: Shape) throws {
    let generated = try ViewTreeGenerator.make(shape: shape, views: 120, seed: 4)
    for workload in [Workload.resize, .constant, .intrinsic, .move] {
      var plan = WorkloadPlan(
        workload: workload, hooks: generated.hooks, layout: generated.layout, seed: 8, warmups: 2, repetitions: 60)
      guard plan.isApplicable else { continue }
      var layout = generated.layout
      for _ in 0..<62 {
        guard let step = plan.next() else { break }
        switch step {
        case .resize(let size):
          #expect(size != layout.rootSize, "\(shape) resize")
          try layout.setRootSize(size)
        case .constant(let index, let value):
          #expect(value != layout.constraints[index].constant, "\(shape) constant \(index)")
          try layout.setConstant(value, ofConstraint: index)
        case .intrinsic(let view, let size):
          #expect(size != layout[view].intrinsicContentSize, "\(shape) intrinsic")
          try layout.update(view) { $0.intrinsicContentSize = size }
        case .move(let move):
          #expect(move.newParent != layout[move.top].parent, "\(shape) move")
          try layout.moveSubtree(move.top, to: move.newParent, replacing: move.replacements)
        default: Issue.record("unexpected \(step)")
        }
      }
      for step in plan.restoringSteps() {
        switch step {
        case .resize(let size): try layout.setRootSize(size)
        case .constant(let index, let value): try layout.setConstant(value, ofConstraint: index)
        case .intrinsic(let view, let size): try layout.update(view) { $0.intrinsicContentSize = size }
        case .move(let move): try layout.moveSubtree(move.top, to: move.newParent, replacing: move.replacements)
        default: break
        }
      }
      #expect(layout == generated.layout, "\(shape) \(workload) restored")
    }
  }

  /// Ten timed churn pairs on a 1,000-level chain: ten different levels, from the top tenth to
  /// the bottom tenth; on a long row, from the first siblings to the last.
  @Test func timedPositionsSpanTheTree() throws {
    let deep = try ViewTreeGenerator.make(shape: .deep, views: 1_000, seed: 42)
    var plan = WorkloadPlan(workload: .churn, hooks: deep.hooks, layout: deep.layout, seed: 42, warmups: 2, repetitions: 10)
    _ = (0..<2).compactMap { _ in plan.next() }
    let depths = (0..<10).compactMap { _ -> Int? in
      if case .churn(let top)? = plan.next() { deep.layout.depth(of: top) } else { nil }
    }
    #expect(Set(depths).count == 10)
    #expect(depths.min()! < 100 && depths.max()! > 900)
    let row = try ViewTreeGenerator.make(shape: .longRow, views: 1_000, seed: 42)
    var rowPlan = WorkloadPlan(workload: .remove, hooks: row.hooks, layout: row.layout, seed: 42, repetitions: 10)
    let indices = (0..<10).compactMap { _ -> Int? in
      if case .remove(let removal)? = rowPlan.next() { removal.top.index } else { nil }
    }
    #expect(indices.min()! < 110 && indices.max()! > 890)
  }

  /// `bench export` then `bench --scenario` makes the very changes `--shapes` makes.
  @Test(arguments: Shape.allCases)
  func anExportedScenarioReplaysTheGeneratorsWorkloads(shape: Shape) throws {
    let generated = try ViewTreeGenerator.make(shape: shape, views: 80, seed: 42)
    let scenario = try Scenario(jsonData: generated.scenario.jsonData())
    let read = scenario.layout
    let input = try BenchInput(name: "file", scenario: scenario)
    #expect(input.workloadSource == "scenario file")
    #expect(input.hooks == generated.hooks)
    for workload in Workload.allCases where workload != .build {
      var a = WorkloadPlan(workload: workload, hooks: generated.hooks, layout: generated.layout, seed: 3, warmups: 2, repetitions: 10)
      var b = WorkloadPlan(workload: workload, hooks: input.hooks, layout: read, seed: 3, warmups: 2, repetitions: 10)
      let stepsA = (0..<12).compactMap { _ in a.next() }.map { $0.label(in: generated.layout) }
      let stepsB = (0..<12).compactMap { _ in b.next() }.map { $0.label(in: read) }
      #expect(stepsA == stepsB, "\(shape) \(workload)")
    }
  }

  /// The allocator's count is the whole process's: other tests running beside this one would
  /// move it, so the measurement runs in a child process of its own, where nothing else does.
  @Test func retainedBytesAreMeasuredAndGrowWithTheLayout() async throws {
    await #expect(processExitsWith: .success) {
      func fail(_ message: String) -> Never {
        // Recorded in the child, reported by the parent.
        Issue.record(Comment(rawValue: message))
        exit(EXIT_FAILURE)
      }
      func record(_ views: Int) -> BenchRecord {
        let metadata = ResultMetadata(
          date: "now", gitRevision: "test", cpu: "cpu", cores: 1, operatingSystem: "os",
          swiftVersion: "6", buildConfiguration: "debug", seed: 1)
        do {
          let report = try Sweep(request: BenchRequest(
            source: .generated(shapes: [.flat], sizes: [views]), engines: [.cassowary],
            workloads: [.build, .history], budget: MeasurementBudget(repetitions: 3, warmups: 1, timeLimit: 1e6), seed: 1))
            .run(metadata: metadata)
          guard let record = report.records.first else { fail("no record at \(views) views") }
          return record
        } catch {
          fail("sweep at \(views) views: \(error)")
        }
      }
      let small = record(50)
      let large = record(500)
      guard let smallBytes = small.retainedBytes, let largeBytes = large.retainedBytes else {
        fail("no retained bytes: \(String(describing: small.retainedBytes)), \(String(describing: large.retainedBytes))")
      }
      guard smallBytes > 0 else { fail("50 views retain \(smallBytes) bytes") }
      // Ten times the views: several times the memory, and never less.
      guard largeBytes > 4 * smallBytes else { fail("50 views retain \(smallBytes) bytes, 500 views \(largeBytes)") }
      guard large.retainedBytesPerView == Double(largeBytes) / 500 else {
        fail("per view \(String(describing: large.retainedBytesPerView)) for \(largeBytes) bytes")
      }
      guard let afterHistory = large.retainedBytesAfterHistory, afterHistory > 0 else {
        fail("after history: \(String(describing: large.retainedBytesAfterHistory))")
      }
      guard case .measured? = large.outcomes[.history] else {
        fail("history: \(String(describing: large.outcomes[.history]))")
      }
    }
  }

  /// A scenario whose constraints leave views free: counted for the input whatever the engines
  /// say, and named below the table.
  @Test func ambiguousViewsAreCountedPerInput() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let fixed = try layout.addView("fixed", in: .root)
    let loose = try layout.addView("loose", in: .root)
    let inner = try layout.addView("inner", in: loose)
    for attribute in [LayoutAttribute.left, .top] {
      try layout.addConstraint(LayoutConstraint(fixed, attribute, .equal, .root, attribute, constant: 10))
    }
    try layout.addConstraint(LayoutConstraint(fixed, .width, constant: 100))
    try layout.addConstraint(LayoutConstraint(fixed, .height, constant: 100))
    // `loose` has a size but no place; `inner` is placed in it, so it floats with it but is
    // determined where it is: Auto Layout flags `loose` alone.
    try layout.addConstraint(LayoutConstraint(loose, .width, constant: 50))
    try layout.addConstraint(LayoutConstraint(loose, .height, constant: 50))
    for attribute in [LayoutAttribute.left, .top, .width, .height] {
      try layout.addConstraint(LayoutConstraint(inner, attribute, .equal, loose, attribute))
    }
    let input = try BenchInput(name: "loose.json", scenario: Scenario(layout: layout))
    let report = try Sweep(request: BenchRequest(
      source: .scenarios([("loose.json", input)]), engines: [.cassowary, .rebuild], workloads: [.build],
      budget: MeasurementBudget(repetitions: 1, warmups: 0, timeLimit: 1e6), seed: 1)).run(metadata: metadata)
    #expect(report.inputs.first?.ambiguousViews == 1)
    #expect(report.inputs.first?.ambiguousViewNames == ["loose"])
    #expect(report.records.allSatisfy { $0.ambiguousViews == 1 })
    // The engines agree (the same solver picks the same point), and the ambiguity shows anyway.
    #expect(report.records.allSatisfy { $0.agreement.kind == .agree })
    #expect(ResultTable.render(report, as: .table).contains("loose.json (4 views): 1 ambiguous views"))
  }

  /// A screen whose width its required constraints fix: the resize guess reports why it does
  /// not apply, and the run has no failure.
  @Test func aWorkloadThatCannotApplySaysWhyInsteadOfFailing() throws {
    var layout = Layout(rootSize: Size(width: 68, height: 68))
    let icon = try layout.addView("icon", in: .root)
    try layout.addConstraint(LayoutConstraint(icon, .leading, .equal, .root, .leading))
    try layout.addConstraint(LayoutConstraint(icon, .trailing, .equal, .root, .trailing))
    try layout.addConstraint(LayoutConstraint(icon, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(icon, .bottom, .equal, .root, .bottom))
    try layout.addConstraint(LayoutConstraint(icon, .width, constant: 68))
    try layout.addConstraint(LayoutConstraint(icon, .height, constant: 68))
    let input = try BenchInput(name: "icon.json", scenario: Scenario(layout: layout))
    #expect(input.notApplicable[.resize]?.hasPrefix("the required constraints fix the root's width") == true)
    // Constants of the pinned edges conflict too; none of the six can move.
    #expect(input.notApplicable[.constant] != nil)
    let report = try Sweep(request: BenchRequest(
      source: .scenarios([("icon.json", input)]), engines: [.cassowary], workloads: Workload.allCases,
      budget: MeasurementBudget(repetitions: 2, warmups: 0, timeLimit: 1e6), seed: 1)).run(metadata: metadata)
    #expect(!report.hasFailure)
    guard case .notApplicable(let reason)? = report.records.first?.outcomes[.resize] else {
      Issue.record("resize: \(String(describing: report.records.first?.outcomes[.resize]))")
      return
    }
    #expect(reason.contains("tried widths 75, 58, 69, 67"))
    #expect(ResultTable.render(report, as: .table).contains("icon.json (2 views), resize: not applicable: the required constraints fix"))
  }

  /// After a removal, engines are judged without the removed views' rows: `a` is free between
  /// the root's edges once `b` (which pinned `a`'s trailing edge through its leading edge) is
  /// gone, so two engines may place it differently and both be right (shared/repros
  /// remove-false-disagree.json: it was scored against `b`'s rows and called DISAGREE).
  @Test func aRemovalIsJudgedWithoutTheRemovedViewsRows() throws {
    let json = """
      {"format": 1, "rootSize": {"width": 100, "height": 100},
       "views": [{"name": "root"},
         {"name": "a", "parent": "root", "intrinsicContentSize": {"width": 10, "height": 10}},
         {"name": "b", "parent": "root", "intrinsicContentSize": {"width": 10, "height": 10}}],
       "constraints": [
         {"first": "a", "firstAttribute": "top", "second": "root", "secondAttribute": "top"},
         {"first": "a", "firstAttribute": "leading", "relation": ">=", "second": "root", "secondAttribute": "leading"},
         {"first": "a", "firstAttribute": "trailing", "relation": "<=", "second": "root", "secondAttribute": "trailing"},
         {"first": "b", "firstAttribute": "top", "second": "root", "secondAttribute": "top", "constant": 20},
         {"first": "b", "firstAttribute": "leading", "second": "a", "secondAttribute": "trailing", "constant": 5}],
       "workloads": {"removals": [{"view": "b"}]}}
      """
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("remove-\(UUID().uuidString).json").path
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (inputs, _) = try ScenarioFile.readInputs(path, guessing: [])
    let report = try Sweep(request: BenchRequest(
      source: .scenarios(inputs.map { (path, $0) }), engines: [.cassowary, .glpk], workloads: [.build, .remove],
      budget: MeasurementBudget(repetitions: 1, warmups: 0, timeLimit: 1e6), seed: 1)).run(metadata: .current(seed: 1))
    let glpk = try #require(report.records.first { $0.engine == "glpk" })
    #expect(!report.hasDisagreement)
    #expect(glpk.checkpoints.allSatisfy { $0.kind == .agree || $0.kind == .tie })
    #expect(glpk.checkpoints.contains { $0.checkpoint == "remove" })
  }
}
