import ArgumentParser
import Foundation
import LayoutEngines
import LayoutFuzz
import LayoutModel

/// `fuzz run`: many seeds, each in a worker process so that a timeout or a crash costs one seed.
///
/// The parent starts `fuzz run --worker` over a range of seeds and reads one JSON line per case.
/// A worker that times out prints its record and exits (its engine thread cannot be stopped
/// otherwise); one that crashes just dies. Either way the parent records the seed and starts a
/// new worker after it.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Check many seeded random layouts and change sequences; print a table by family.")

  @Option(help: "How many seeds (layouts) to run.") var layouts: Int = 200
  @Option(help: "The first seed.") var firstSeed: UInt64 = 1
  @Option(help: "Families, comma-separated, or 'all'; seeds take turns among them.") var families: String = "all"
  @Option(help: "Fewest views per layout, the root included.") var minViews: Int = 2
  @Option(help: "Most views per layout, the root included.") var maxViews: Int = 300
  @Option(help: "Changes after each build, each checked.") var steps: Int = 8
  @Option(help: "Directory to write each failing case into (scenario and steps files).") var save: String?
  @Option(help: "Write every case's record, one JSON object per line, to this file.") var output: String?
  @Option(help: "Worker processes to run side by side.") var jobs: Int = 1
  @Flag(help: "Print every case, not only failures.") var verbose = false
  @Flag(help: .hidden) var worker = false
  @OptionGroup var engineOptions: EngineOptions

  func validate() throws {
    guard layouts > 0, minViews >= 2, maxViews >= minViews, steps >= 0, jobs >= 1 else {
      throw ValidationError("need --layouts > 0, 2 <= --min-views <= --max-views, --steps >= 0, --jobs >= 1")
    }
    _ = try selectedFamilies()
    _ = try engineOptions.runner()
  }

  func selectedFamilies() throws -> [FuzzFamily] {
    if families == "all" { return FuzzFamily.allCases }
    return try families.split(separator: ",").map { name in
      guard let family = FuzzFamily(rawValue: String(name)) else {
        throw ValidationError("--families: '\(name)' is not a family; expected \(FuzzFamily.allCases.map(\.rawValue).joined(separator: ", ")) or all")
      }
      return family
    }
  }

  func run() throws {
    if worker { return try runWorker() }
    let end = firstSeed + UInt64(layouts)
    let chunk = (UInt64(layouts) + UInt64(jobs) - 1) / UInt64(jobs)
    let ranges = stride(from: firstSeed, to: end, by: Int(chunk)).map { $0..<min($0 + chunk, end) }
    let collected = Locked<[CaseRecord]>([])
    let group = DispatchGroup()
    for range in ranges {
      group.enter()
      Thread.detachNewThread {
        drive(range) { record in
          collected.update { $0.append(record) }
          if verbose || !(record.kind == "ok" || record.kind == "declined") { print(describe(record)) }
        }
        group.leave()
      }
    }
    group.wait()
    let records = collected.value.sorted { $0.seed < $1.seed }
    if let output {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let lines = records.compactMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) }
      try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
    print(Report.summary(records, engine: engineOptions.engine))
    print("seeds \(firstSeed)..<\(end), views \(minViews)...\(maxViews), \(steps) steps, time limit \(engineOptions.timeLimit) s, tolerance \(engineOptions.tolerance)\(engineOptions.exact ? ", every level solved exactly" : "")")
    if records.contains(where: { !($0.kind == "ok" || $0.kind == "declined") }) { throw ExitCode(FuzzExit.failures) }
  }

  private func describe(_ record: CaseRecord) -> String {
    let place = record.kind == "ok" ? "" : " at \(record.step.map { "step \($0)" } ?? "build")"
    let what = record.what.map { " (\($0))" } ?? ""
    let detail = record.detail.map { ": \($0)" } ?? ""
    let files = record.files.map { " [\($0.joined(separator: ", "))]" } ?? ""
    return "\(record.family) seed \(record.seed) (\(record.views) views, \(record.constraints) constraints): \(record.kind)\(place)\(what)\(detail)\(files)"
  }

  /// Runs workers over `range` until every seed has a record.
  private func drive(_ range: Range<UInt64>, _ report: (CaseRecord) -> Void) {
    var next = range.lowerBound
    let families = (try? selectedFamilies()) ?? FuzzFamily.allCases
    while next < range.upperBound {
      let process = Process()
      process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
      var arguments = [
        "run", "--worker", "--first-seed", "\(next)", "--layouts", "\(range.upperBound - next)",
        "--families", self.families, "--min-views", "\(minViews)", "--max-views", "\(maxViews)",
        "--steps", "\(steps)",
      ] + engineOptions.arguments
      if let save { arguments += ["--save", save] }
      process.arguments = arguments
      let pipe = Pipe()
      process.standardOutput = pipe
      do { try process.run() } catch {
        FileHandle.standardError.write(Data("fuzz: cannot start a worker: \(error)\n".utf8))
        return
      }
      var buffer = Data()
      let decoder = JSONDecoder()
      while true {
        let data = pipe.fileHandleForReading.availableData
        if data.isEmpty { break }
        buffer += data
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          let line = buffer[buffer.startIndex..<newline]
          buffer = Data(buffer[buffer.index(after: newline)...])
          guard let record = try? decoder.decode(CaseRecord.self, from: line) else { continue }
          report(record)
          next = max(next, record.seed + 1)
        }
      }
      process.waitUntilExit()
      if process.terminationStatus != 0, process.terminationStatus != FuzzExit.workerTimedOut, next < range.upperBound {
        // The worker died on `next`: record it as a crash and go on after it.
        let fuzzCase = FuzzCase.generated(
          seed: next, family: FuzzFamily.forSeed(next, among: families), views: minViews...maxViews, steps: steps)
        var files: [String]?
        if let save { files = try? fuzzCase.write(to: save, name: "\(engineOptions.engine)-crash-\(FuzzFamily.forSeed(next, among: families).rawValue)-seed\(next)") }
        report(CaseRecord(
          seed: next, family: FuzzFamily.forSeed(next, among: families).rawValue, views: fuzzCase.layout.viewCount,
          constraints: fuzzCase.layout.constraints.count, kind: "crash", step: nil, what: nil,
          detail: "the worker exited with status \(process.terminationStatus) (\(process.terminationReason == .uncaughtSignal ? "signal" : "exit"))",
          borderline: 0, rightRefusals: 0, checks: 0, engineSeconds: 0, checkSeconds: 0, slowestCall: nil, files: files))
        next += 1
      }
    }
  }

  /// The worker: one JSON line per seed; exits after a timeout.
  private func runWorker() throws {
    let runner = try engineOptions.runner()
    let families = try selectedFamilies()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for seed in firstSeed..<(firstSeed + UInt64(layouts)) {
      let family = FuzzFamily.forSeed(seed, among: families)
      let fuzzCase = FuzzCase.generated(seed: seed, family: family, views: minViews...maxViews, steps: steps)
      let result = runner.run(fuzzCase)
      var kind = result.failureKind?.rawValue ?? (result.declined == nil ? "ok" : "declined")
      var files: [String]?
      if let failure = result.failure, let save {
        var saved = fuzzCase
        if let step = failure.step { saved.steps = Array(saved.steps.prefix(step + 1)) } else { saved.steps = [] }
        files = try? saved.write(to: save, name: "\(runner.engineName)-\(kind)-\(family.rawValue)-seed\(seed)")
      }
      if result.failure == nil, result.declined != nil { kind = "declined" }
      let record = CaseRecord(
        seed: seed, family: family.rawValue, views: fuzzCase.layout.viewCount,
        constraints: fuzzCase.layout.constraints.count, kind: kind, step: result.failure?.step,
        what: result.failure?.what, detail: result.failure?.verdict.detail ?? result.declined,
        borderline: result.borderline.count, rightRefusals: result.rightRefusals, checks: result.checks,
        engineSeconds: result.engineSeconds, checkSeconds: result.checkSeconds, slowestCall: result.slowestCall,
        files: files)
      if let line = try? encoder.encode(record) {
        FileHandle.standardOutput.write(line + Data("\n".utf8))
      }
      if result.failureKind == .timeout { throw ExitCode(FuzzExit.workerTimedOut) }
    }
  }
}

/// A value shared between the threads that drive workers.
final class Locked<Value>: @unchecked Sendable {
  private var stored: Value
  private let lock = NSLock()
  init(_ value: Value) { stored = value }
  var value: Value { lock.withLock { stored } }
  func update(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
