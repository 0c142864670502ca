import Foundation
import LayoutEngines
import Measurement

/// Counts the instructions the engine executes in each gate work item, by running this binary's
/// hidden `gate-worker` command under valgrind's callgrind.
///
/// Callgrind simulates the CPU, so the count is the same for the same binary however loaded the
/// machine is, and it moves with any change that makes the code do more, including a
/// constant-factor slowdown that no work counter sees (a slower inner loop, a needless copy).
/// Only the measured pass of each item is counted: callgrind starts with collection off and
/// toggles it on entering ``gateMeasuredPass(_:)`` (exported under a fixed symbol name, since
/// callgrind matches function names) and off on leaving it, and dumps the counts after each
/// call, so dump N holds item N alone.
public struct InstructionCounter {
  /// The valgrind executable.
  public var valgrind: String
  /// The `bench` executable whose `gate-worker` command runs the items.
  public var executable: String

  /// The symbol callgrind toggles collection on and dumps after.
  public static let measuredSymbol = "layoutbench_gate_measured"
  /// How many times the native run of the same items (the calibration) the callgrind run may
  /// take before it is stopped. Callgrind runs the measured passes some 50 times slower than the
  /// machine and the rest of the worker 10 to 20 times slower; 1,000 leaves a margin of 10 or
  /// more for load that grows between the calibration and the count. Not a check of speed: a
  /// guard against a regression that never finishes.
  public static let limitFactor: Double = 1_000
  /// The limit's floor in seconds, for calibrations too short to scale (a handful of items).
  public static let limitFloor: Double = 300

  /// The callgrind run's safety limit in seconds for a native run of `calibration` seconds.
  public static func limit(calibration: Double) -> Double {
    max(limitFloor, limitFactor * max(0, calibration))
  }

  public init(valgrind: String, executable: String) {
    self.valgrind = valgrind
    self.executable = executable
  }

  /// A counter for this process's own executable, or the reason there is none.
  public static func forThisProcess() throws(GateError) -> InstructionCounter {
    guard let valgrind = locate("valgrind") else { throw .instructionsUnavailable(reason: "valgrind is not installed (scripts/setup.sh installs it)") }
    guard let executable = Bundle.main.executablePath else {
      throw .instructionsUnavailable(reason: "cannot find this program's own executable")
    }
    return InstructionCounter(valgrind: valgrind, executable: executable)
  }

  /// The first executable called `name` on the `PATH`.
  static func locate(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The valgrind version (`valgrind-3.19.0`), part of what makes counts comparable.
  public func valgrindVersion() -> String {
    (try? run([valgrind, "--version"], outputTo: nil, limit: nil).output)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
  }

  /// Runs every item under callgrind and returns its instruction count by key. `calibration` is
  /// the seconds the same items took natively in this run; the callgrind run is stopped at
  /// ``limit(calibration:)`` with ``GateError/instructionsOverLimit(limit:calibration:factor:)``.
  public func count(_ items: [GateWorkItem], seed: UInt64, calibration: Double) throws(GateError) -> [String: Int] {
    guard !items.isEmpty else { return [:] }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutbench-callgrind-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
    do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
      throw .instructionsUnavailable(reason: "cannot create \(directory.path): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("callgrind.out").path
    let arguments = [
      valgrind, "--tool=callgrind", "--callgrind-out-file=\(output)", "--collect-atstart=no",
      "--toggle-collect=\(Self.measuredSymbol)", "--dump-after=\(Self.measuredSymbol)",
      executable, "gate-worker", "--seed", String(seed), "--items", items.map(\.key).joined(separator: ","),
    ]
    let limit = Self.limit(calibration: calibration)
    let result = try run(arguments, outputTo: directory.appendingPathComponent("worker.log").path, limit: limit)
    if result.overLimit {
      throw .instructionsOverLimit(limit: limit, calibration: calibration, factor: Self.limitFactor)
    }
    guard result.status == 0 else {
      throw .instructionsFailed(reason: "the worker under valgrind exited with status \(result.status): \(Self.tail(result.output))")
    }
    // Dump N (callgrind.out.N, from 1) follows the Nth measured pass; the last file, written at
    // exit, holds nothing that was collected.
    var counts: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      let path = "\(output).\(index + 1)"
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw .instructionsFailed(reason: "callgrind wrote no dump for \(item.key) (\(path)); did the measured function get renamed or inlined?")
      }
      guard let total = Self.totalInstructions(inDump: text) else {
        throw .instructionsFailed(reason: "no instruction total in callgrind's dump for \(item.key)")
      }
      counts[item.key] = total
    }
    if FileManager.default.fileExists(atPath: "\(output).\(items.count + 1)") {
      throw .instructionsFailed(reason: "callgrind dumped more often than there are items; the counts cannot be matched to them")
    }
    return counts
  }

  /// The `totals:` (or, failing that, `summary:`) line of a callgrind dump: instructions, since
  /// instructions are the only event collected.
  static func totalInstructions(inDump text: String) -> Int? {
    var summary: Int?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("totals:") { return Int(line.dropFirst("totals:".count).split(separator: " ").first ?? "") }
      if line.hasPrefix("summary:") { summary = Int(line.dropFirst("summary:".count).split(separator: " ").first ?? "") }
    }
    return summary
  }

  /// Runs a command to completion with its output (both streams) in a file, or discarded;
  /// stops it after `limit` seconds, if given.
  private func run(
    _ arguments: [String], outputTo path: String?, limit: Double?
  ) throws(GateError) -> (status: Int32, output: String, overLimit: Bool) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    var environment = ProcessInfo.processInfo.environment
    // Swift seeds its hashing per process; a fixed seed keeps dictionary probes, and so the
    // counts, the same from run to run.
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let logPath = path ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutbench-valgrind-\(UInt32.random(in: 0...UInt32.max)).log").path
    guard FileManager.default.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
      throw .instructionsUnavailable(reason: "cannot write \(logPath)")
    }
    defer {
      try? log.close()
      if path == nil { try? FileManager.default.removeItem(atPath: logPath) }
    }
    process.standardOutput = log
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      throw .instructionsUnavailable(reason: "cannot run \(arguments[0]): \(error.localizedDescription)")
    }
    let deadline = limit.map { Date().addingTimeInterval($0) }
    while process.isRunning {
      if let deadline, Date() > deadline {
        process.terminate()
        process.waitUntilExit()
        return (process.terminationStatus, "", true)
      }
      usleep(20_000)
    }
    let output = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    return (process.terminationStatus, output, false)
  }

  /// The last lines of a log, for an error message.
  static func tail(_ text: String) -> String {
    let lines = text.split(separator: "\n").suffix(3).joined(separator: " | ")
    return lines.isEmpty ? "no output" : lines
  }
}

/// The only code callgrind counts: the measured pass of a gate work item.
///
/// Kept out of line and under a fixed symbol name so that `--toggle-collect` can find it; the
/// pass is an opaque closure so that the optimizer cannot clone this function for it under
/// another name.
@inline(never) @_silgen_name("layoutbench_gate_measured")
public func gateMeasuredPass(_ pass: () throws(EngineError) -> Void) throws(EngineError) {
  try pass()
}
