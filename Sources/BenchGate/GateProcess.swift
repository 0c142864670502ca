import Foundation

/// Runs the helper processes of the gate's A/B mode (git, swift build, the two `bench`
/// binaries) to completion, their output in a log file.
///
/// No time limit: a build or a timed run that takes long on a busy machine is slow, not wrong,
/// and the A/B verdict comes from comparing the two sides, never from a clock.
enum GateProcess {
  /// Runs `arguments` (an absolute executable path, or a name looked up on the `PATH`) in
  /// `directory`, with both output streams in `log`; returns the exit status.
  static func run(_ arguments: [String], log: String, in directory: String? = nil) throws(GateError) -> Int32 {
    guard let first = arguments.first else { throw .abFailed(reason: "no command to run") }
    let executable = first.contains("/") ? first : InstructionCounter.locate(first)
    guard let executable else { throw .abFailed(reason: "\(first) is not on the PATH") }
    guard FileManager.default.createFile(atPath: log, contents: nil), let handle = FileHandle(forWritingAtPath: log) else {
      throw .abFailed(reason: "cannot write \(log)")
    }
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = Array(arguments.dropFirst())
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      throw .abFailed(reason: "cannot run \(executable): \(error.localizedDescription)")
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The last lines of a log, for an error message.
  static func tail(of log: String) -> String {
    InstructionCounter.tail((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
  }
}
