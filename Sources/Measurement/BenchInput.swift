import LayoutModel
import ScenarioFiles
import ViewTreeGenerators

/// One layout to benchmark: generated from a shape, or read from a scenario file.
public struct BenchInput: Sendable {
  /// The shape's name or the scenario file's name, as tables show it.
  public var name: String
  public var layout: Layout
  public var hooks: WorkloadHooks
  /// Where the workloads' changes come from: `generator`, `scenario file`, `guessed`, or
  /// `scenario file and guessed` when the file's `workloads` section leaves some lists out.
  public var workloadSource: String
  /// Why a workload has nothing to do on this layout, when a guess found nothing that the
  /// layout survives (reported as "not applicable: reason").
  public var notApplicable: [Workload: String]
  /// The frames an outside reference expects (a scenario file's `expectedFrames`, the frames
  /// Xcode saved in a document), which ``XcodeAgreement`` checks every engine against.
  public var expectedFrames: ExpectedFrames?

  public init(
    name: String, layout: Layout, hooks: WorkloadHooks, workloadSource: String = "generator",
    notApplicable: [Workload: String] = [:], expectedFrames: ExpectedFrames? = nil
  ) {
    self.name = name
    self.layout = layout
    self.hooks = hooks
    self.workloadSource = workloadSource
    self.notApplicable = notApplicable
    self.expectedFrames = expectedFrames
  }

  /// A generated layout, named by its shape.
  public init(_ generated: GeneratedLayout) {
    self.init(name: generated.shape.rawValue, layout: generated.layout, hooks: generated.hooks)
  }

  /// A scenario read from a file: its layout and expected frames, the workloads its `workloads`
  /// section gives, guesses for the rest of those in `guessing` (``WorkloadGuess``); the others
  /// stay empty.
  ///
  /// Every file's scenario, JSON or Interface Builder, tiled or not, comes through here, so its
  /// numbers are checked here (``ScenarioFiles/Scenario/validateNumbers()``), before a guess or
  /// any engine runs on it: every engine then refuses an out-of-range layout with the same error.
  public init(name: String, scenario: Scenario, guessing: Set<Workload> = Set(Workload.allCases)) throws(LayoutError) {
    try scenario.validateNumbers()
    let layout = scenario.layout
    let declared = scenario.workloads ?? ScenarioWorkloads()
    let complete = declared.rootSizes != nil && declared.constants != nil && declared.churn != nil
      && declared.intrinsicSizes != nil && declared.moves != nil && declared.removals != nil
    if complete {
      let hooks = declared.hooks(
        over: WorkloadHooks(portrait: layout.rootSize, landscape: layout.rootSize), rootSize: layout.rootSize)
      self.init(
        name: name, layout: layout, hooks: hooks, workloadSource: "scenario file", expectedFrames: scenario.expectedFrames)
      return
    }
    let guess = WorkloadGuess(layout: layout, skipping: declared, for: guessing)
    self.init(
      name: name, layout: layout, hooks: declared.hooks(over: guess.hooks, rootSize: layout.rootSize),
      workloadSource: declared.isEmpty ? "guessed" : "scenario file and guessed",
      notApplicable: guess.notApplicable.filter { workload, _ in !Self.isDeclared(workload, in: declared) },
      expectedFrames: scenario.expectedFrames)
  }

  /// Whether the section gives the list `workload` uses.
  private static func isDeclared(_ workload: Workload, in declared: ScenarioWorkloads) -> Bool {
    switch workload {
    case .build: true
    case .resize: declared.rootSizes != nil
    case .constant: declared.constants != nil
    case .churn, .history: declared.churn != nil
    case .intrinsic: declared.intrinsicSizes != nil
    case .move: declared.moves != nil
    case .remove: declared.removals != nil
    }
  }

  /// The views of the layout, the root included and layout guides left out.
  public var viewCount: Int { layout.realViewCount }
}
