import ArgumentParser
import Foundation
import LayoutEngines
import LayoutFuzz
import LayoutModel

/// `fuzz`: randomized differential testing of the layout engines against an independent LP.
@main
struct Fuzz: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the engines on seeded random layouts against a level-by-level LP.",
    discussion: """
      Each seed makes one layout of a family (tree, chain, dag, soft, priorities, intrinsic, \
      mixed, conflicting) and a sequence of changes; the engine's answer is checked after the \
      build and after every change. Failures are: wrong-refusal, bad-conflict, internal-failure, \
      required-violated, missed-conflict, suboptimal, timeout, checker-error, and crash (the \
      worker process died).
      """,
    subcommands: [RunCommand.self, CheckCommand.self, MinimizeCommand.self, GenerateCommand.self],
    defaultSubcommand: RunCommand.self)
}

/// Exit statuses shared by the subcommands.
enum FuzzExit {
  static let failures: Int32 = 2
  static let badInput: Int32 = 65
  /// A worker stopping after a timeout; the parent restarts past it.
  static let workerTimedOut: Int32 = 3
}

/// Options that pick the engine and the checker's limits.
struct EngineOptions: ParsableArguments {
  @Option(help: "The engine under test: \(EngineKind.allCases.map(\.rawValue).joined(separator: ", ")).")
  var engine: String = EngineKind.cassowary.rawValue

  @Option(help: "Seconds one engine call may take before it counts as a timeout.")
  var timeLimit: Double = 10

  @Option(help: "The checker's relative tolerance (see CheckTolerance).")
  var tolerance: Double = CheckTolerance.standard.relative

  @Flag(help: "Solve every priority level with GLPK's rational simplex, not only to confirm a failure: far slower, and it also catches an answer the floating-point referee stops beside.")
  var exact = false

  /// The options as a worker's arguments.
  var arguments: [String] {
    ["--engine", engine, "--time-limit", "\(timeLimit)", "--tolerance", "\(tolerance)"] + (exact ? ["--exact"] : [])
  }

  func runner() throws -> FuzzRunner {
    guard let kind = EngineKind(rawValue: engine) else {
      throw ValidationError("--engine: '\(engine)' is not an engine; expected one of \(EngineKind.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    guard timeLimit > 0, tolerance > 0 else { throw ValidationError("--time-limit and --tolerance must be positive") }
    return FuzzRunner(
      engine: kind, checker: LayoutChecker(tolerance: CheckTolerance(relative: tolerance), isAlwaysExact: exact),
      timeLimit: timeLimit)
  }
}

/// `fuzz check FILE [--steps FILE]`: one case, its verdict.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Run one scenario file (and optionally a steps file) through the engine and check every state.")

  @Argument(help: "The scenario JSON file.") var scenario: String
  @Option(help: "A JSON list of steps to replay after the build.") var steps: String?
  @OptionGroup var engineOptions: EngineOptions
  @Flag(help: "Print every engine call: what it was, its milliseconds, its solver work and the counters that moved.")
  var calls = false

  func run() throws {
    var runner = try engineOptions.runner()
    runner.logsSolverCounters = calls
    let fuzzCase: FuzzCase
    do { fuzzCase = try FuzzCase.read(scenario: scenario, steps: steps) } catch {
      FileHandle.standardError.write(Data("fuzz: \(error)\n".utf8))
      throw ExitCode(FuzzExit.badInput)
    }
    let result = runner.run(fuzzCase)
    print(Report.line(for: result, layout: fuzzCase.layout, label: fuzzCase.origin))
    for note in result.borderline { print("  borderline: \(note)") }
    if calls {
      for call in result.calls {
        let milliseconds = (call.seconds * 1000 * 100).rounded() / 100
        print("  \(milliseconds) ms, work \(call.work): \(call.what)")
        let moved = call.counters.filter { $0.value != 0 }.sorted { $0.key < $1.key }
        if !moved.isEmpty { print("    " + moved.map { "\($0.key) \($0.value)" }.joined(separator: ", ")) }
      }
    }
    if result.failure != nil { throw ExitCode(FuzzExit.failures) }
  }
}

/// `fuzz minimize FILE --output DIR`: the smallest case that still fails the same way.
struct MinimizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "minimize",
    abstract: "Shrink a failing scenario (and steps) by delta debugging while it fails the same way.",
    discussion: """
      Each candidate runs as 'fuzz check' in a process of its own, so one that hangs costs only \
      --time-limit seconds. Timeouts are minimized too; pass a small limit for them (for example \
      --time-limit 2). --in-process is faster for small cases that cannot hang.
      """)

  @Argument(help: "The scenario JSON file.") var scenario: String
  @Option(help: "A JSON list of steps to replay after the build.") var steps: String?
  @Option(help: "Directory for the minimized NAME.json (and NAME.steps.json).") var output: String
  @Option(help: "The file name to write, without .json (default: the input's name + '-min').") var name: String?
  @Option(help: "The most candidate runs to try.") var budget: Int = 3000
  @Flag(help: "Run candidates in this process (faster; a candidate that times out leaves a thread spinning).")
  var inProcess = false
  @OptionGroup var engineOptions: EngineOptions
  @Flag(help: "Print every engine call: what it was, its milliseconds, its solver work and the counters that moved.")
  var calls = false

  func run() throws {
    var runner = try engineOptions.runner()
    runner.logsSolverCounters = calls
    let fuzzCase: FuzzCase
    do { fuzzCase = try FuzzCase.read(scenario: scenario, steps: steps) } catch {
      FileHandle.standardError.write(Data("fuzz: \(error)\n".utf8))
      throw ExitCode(FuzzExit.badInput)
    }
    // Classified in a process of its own: a timeout here must not leave a thread spinning.
    guard let (kind, step) = isolatedTest()(fuzzCase) else {
      print("\(scenario): does not fail on \(runner.engineName); nothing to minimize")
      return
    }
    print("\(scenario): \(kind.rawValue) at \(step.map { "step \($0)" } ?? "build"); \(fuzzCase.layout.viewCount) views, \(fuzzCase.layout.constraints.count) constraints, \(fuzzCase.steps.count) steps")
    var minimizer = inProcess && kind != .timeout
      ? FuzzMinimizer(runner: runner, budget: budget)
      : FuzzMinimizer(budget: budget, test: isolatedTest())
    guard let small = minimizer.minimize(fuzzCase, kind: kind, progress: { print("  \($0)") }) else { return }
    let base = name ?? ((scenario as NSString).lastPathComponent as NSString).deletingPathExtension + "-min"
    let written = try small.write(to: output, name: base)
    if kind == .timeout {
      print("after \(minimizer.tests) runs: \(small.layout.viewCount) views, \(small.layout.constraints.count) constraints, \(small.steps.count) steps still time out")
    } else {
      let after = runner.run(small)
      print("after \(minimizer.tests) runs: \(Report.line(for: after, layout: small.layout, label: base))")
    }
    for path in written { print("wrote \(path)") }
  }
}

extension MinimizeCommand {
  /// A test that runs each candidate as `fuzz check` in a process of its own, so that a
  /// candidate that times out costs its process and no spinning thread.
  func isolatedTest() -> FuzzMinimizer.Test {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuzz-minimize-\(ProcessInfo.processInfo.processIdentifier)").path
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let options = engineOptions
    return { candidate in
      guard let files = try? candidate.write(to: directory, name: "candidate") else { return nil }
      let process = Process()
      process.executableURL = executable
      process.arguments = ["check", files[0]] + (files.count > 1 ? ["--steps", files[1]] : [])
        + options.arguments
      // A file, not a pipe: the verdict is one line, and nothing can block on a full or
      // half-closed pipe. The child is killed if it outlives its own limit by far.
      let outputPath = directory + "/check-output.txt"
      _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
      guard let outputHandle = FileHandle(forWritingAtPath: outputPath) else { return nil }
      process.standardOutput = outputHandle
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return nil }
      let deadline = Date().addingTimeInterval(3 * options.timeLimit + 30)
      while process.isRunning {
        if Date() > deadline { process.terminate() }
        Thread.sleep(forTimeInterval: 0.01)
      }
      try? outputHandle.close()
      let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
      // `check` prints "... KIND at step N (...)" or "... KIND at build (...)".
      for kind in FailureKind.allCases where output.contains("): \(kind.rawValue) at ") {
        let step = output.range(of: "at step ").flatMap { range in
          Int(output[range.upperBound...].prefix { $0.isNumber })
        }
        return (kind, step)
      }
      return nil
    }
  }
}

/// `fuzz generate --seed S --family F --output DIR`: one generated case as files.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate", abstract: "Write the case of one seed as a scenario (and steps) file.")

  @Option(help: "The seed.") var seed: UInt64
  @Option(help: "The family: \(FuzzFamily.allCases.map(\.rawValue).joined(separator: ", ")).") var family: String
  @Option(help: "Fewest views, the root included.") var minViews: Int = 2
  @Option(help: "Most views, the root included.") var maxViews: Int = 300
  @Option(help: "Changes after the build.") var steps: Int = 8
  @Option(help: "Directory to write into.") var output: String

  func run() throws {
    guard let family = FuzzFamily(rawValue: family) else {
      throw ValidationError("--family: '\(family)' is not a family; expected one of \(FuzzFamily.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    guard minViews >= 2, maxViews >= minViews else { throw ValidationError("need 2 <= --min-views <= --max-views") }
    let fuzzCase = FuzzCase.generated(seed: seed, family: family, views: minViews...maxViews, steps: steps)
    for path in try fuzzCase.write(to: output, name: "\(family.rawValue)-seed\(seed)") { print("wrote \(path)") }
  }
}

