import Foundation
import LayoutEngines
import LayoutFuzz
import LayoutModel
import Testing

/// The solver repros of issue 10 (copied from the shared repros folder into `Repros/`), each
/// checked by the same level-by-level LP as the randomized test.
///
/// All of them fail on the solver as of this commit, so each is wrapped in `withKnownIssue`;
/// the solver work removes the wrapper as each one is fixed. The two slow ones get a time
/// limit: they take minutes today, and a timeout counts as a failure (the engine's thread is
/// left running until the test process exits, as ``FuzzRunner`` documents).
@Suite struct ReproTests {
  /// A repro: its file and the changes that expose it after the build.
  struct Repro: Sendable, CustomTestStringConvertible {
    var file: String
    var steps: @Sendable (Layout) -> [FuzzStep] = { _ in [] }
    var timeLimit = 20.0
    var testDescription: String { file }
  }

  static let repros: [Repro] = [
    // `bench --workloads resize`: portrait to landscape and back.
    Repro(file: "resize-intermediate") { layout in
      [.resize(width: layout.rootSize.height, height: layout.rootSize.width),
       .resize(width: layout.rootSize.width, height: layout.rootSize.height)]
    },
    Repro(file: "false-unsatisfiable-52-views"),
    Repro(file: "false-unsatisfiable-2"),
    Repro(file: "internal-unbounded-78-views"),
    Repro(file: "slow-120-views", timeLimit: 10),
    Repro(file: "slow-300-views", timeLimit: 10),
  ]

  static func load(_ name: String) throws -> Layout {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Repros") else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Repros/\(name).json"])
    }
    return try Layout(jsonData: Data(contentsOf: url))
  }

  @Test(arguments: repros)
  func reproIsSolvedOptimally(_ repro: Repro) throws {
    let layout = try Self.load(repro.file)
    let runner = FuzzRunner(engine: .cassowary, timeLimit: repro.timeLimit)
    let result = runner.run(FuzzCase(layout: layout, steps: repro.steps(layout), origin: repro.file))
    // Known to fail until the solver work of issue 10 fixes it; remove as each is fixed.
    withKnownIssue("issue 10: \(repro.file)") {
      if let failure = result.failure {
        Issue.record(Comment(rawValue: "\(repro.file): \(failure.verdict) at \(failure.step.map { "step \($0)" } ?? "the build") (\(failure.what))"))
      }
    }
    #expect(result.checks >= 1)
  }
}
