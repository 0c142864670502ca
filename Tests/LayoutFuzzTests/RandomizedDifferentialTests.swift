import Foundation
import LayoutEngines
import LayoutFuzz
import LayoutModel
import Testing

/// The randomized differential test of issue 10: seeded random layouts and change sequences,
/// each state checked against the level-by-level LP.
///
/// CI runs the default size (``FuzzSettings``); `make soak` runs thousands in release. A failure
/// names the seed, family and step, and writes the case (scenario and steps) under
/// `FUZZ_OUTPUT` with the command that replays it.
@Suite struct RandomizedDifferentialTests {
  @Test func everyStateIsFeasibleAndOptimal() {
    let settings = FuzzSettings.fromEnvironment()
    let runner = FuzzRunner(engine: settings.engine, timeLimit: settings.timeLimit, workLimit: .standard)
    var failures: [String] = []
    var counts: [String: Int] = [:]
    var timeouts = 0
    var checks = 0
    var ran = 0
    var heaviest = (work: 0, perRow: 0.0, seed: UInt64(0))
    for seed in settings.firstSeed..<(settings.firstSeed + UInt64(settings.layouts)) {
      let family = FuzzFamily.forSeed(seed, among: settings.families)
      let fuzzCase = FuzzCase.generated(
        seed: seed, family: family, views: settings.views(for: seed), steps: settings.steps)
      let result = runner.run(fuzzCase)
      ran += 1
      checks += result.checks
      let perRow = Double(result.heaviestCall) / Double(max(1, fuzzCase.layout.linearSystem().constraints.count))
      if perRow > heaviest.perRow { heaviest = (result.heaviestCall, perRow, seed) }
      let kind = result.failureKind?.rawValue ?? (result.declined == nil ? "ok" : "declined")
      counts["\(family.rawValue) \(kind)", default: 0] += 1
      guard let failure = result.failure else { continue }
      failures.append(Self.describe(failure, of: fuzzCase, seed: seed, family: family, settings: settings))
      if failure.verdict.failure == .timeout {
        timeouts += 1
        if timeouts >= settings.maxTimeouts { break }
      }
    }
    let stopped = timeouts >= settings.maxTimeouts ? " (stopped after \(timeouts) timeouts)" : ""
    print("layout fuzz (\(settings.engine.rawValue)): \(ran) layouts\(stopped), \(checks) checks, \(failures.count) failing; "
      + counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
      + "; heaviest call \(heaviest.work) units of work (\(Int(heaviest.perRow)) per row, seed \(heaviest.seed))")
    for failure in failures { Issue.record(Comment(rawValue: failure)) }
  }

  /// The failure message: seed, family, step, verdict, and the files that replay it.
  static func describe(
    _ failure: FuzzResult.Failure, of fuzzCase: FuzzCase, seed: UInt64, family: FuzzFamily, settings: FuzzSettings
  ) -> String {
    var saved = fuzzCase
    saved.steps = failure.step.map { Array(fuzzCase.steps.prefix($0 + 1)) } ?? []
    let kind = failure.verdict.failure?.rawValue ?? "failure"
    let name = "\(settings.engine.rawValue)-\(kind)-\(family.rawValue)-seed\(seed)"
    let place = failure.step.map { "step \($0)" } ?? "the build"
    var message = "seed \(seed) (\(family.rawValue), \(fuzzCase.layout.viewCount) views, "
      + "\(fuzzCase.layout.constraints.count) constraints): \(kind) at \(place) (\(failure.what)): \(failure.verdict.detail)"
    do {
      let files = try saved.write(to: settings.output, name: name)
      message += "\n  replay: swift run fuzz check \(files[0])" + (files.count > 1 ? " --steps \(files[1])" : "")
        + " --engine \(settings.engine.rawValue)"
    } catch {
      message += "\n  (could not save the case: \(error))"
    }
    return message
  }
}
