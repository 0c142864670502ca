import ArgumentParser
import BenchGate
import BuildInfo
import Foundation
import Measurement
import ResultFiles

/// The `bench` command: benchmarks by default, plus `export`, `solve`, `check` and `gate`.
@main
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Benchmark and compare Auto Layout-style constraint solvers on synthetic view trees.",
    discussion: """
      Exit status: 0 all agree, 1 an engine failed, 2 an engine disagreed, 64 bad option, \
      65 bad scenario, 66 unreadable file, 73 unwritable output, 74 standard output or error \
      could not be written.
      """,
    version: versionText,
    subcommands: [
      RunCommand.self, ExportCommand.self, ImportCommand.self, SolveCommand.self, CheckCommand.self, GateCommand.self,
      CompareCommand.self, MergeCommand.self, BoundsCommand.self, GateWorkerCommand.self,
    ],
    defaultSubcommand: RunCommand.self)

  /// `bench 1a2b3c4d5e6f-dirty (release build, Swift 6.3)`: the revision the binary was built
  /// from, as result files record it.
  static var versionText: String {
    "bench \(BuildInfo.describedRevision) (\(BuildInfo.configuration) build, Swift \(ResultMetadata.compilerVersion))"
  }

  /// Runs the command line and exits with its status; nothing here traps on a failed write.
  static func main() {
    terminate(run(Array(CommandLine.arguments.dropFirst())))
  }

  /// Parses `arguments`, runs the command and returns the exit status. Every failure is reported
  /// as one line on standard error (`bench: error: ...`); help and the version go to standard
  /// output, and a failure to write them is itself reported.
  static func run(_ arguments: [String]) -> Int32 {
    // A closed pipe must come back as a write error (reported), not as a silent SIGPIPE death.
    signal(SIGPIPE, SIG_IGN)
    var status: Int32
    do {
      var command = try parse(arguments)
      try command.run()
      status = BenchExitCode.success.rawValue
    } catch {
      status = report(error)
    }
    if status == BenchExitCode.success.rawValue, Diagnostics.failed { status = BenchExitCode.ioError.rawValue }
    return status
  }

  /// The command `arguments` name, parsed as ``run(_:)`` parses them: negative values joined to
  /// their options and help topics checked first.
  static func parse(_ arguments: [String]) throws -> any ParsableCommand {
    let arguments = joiningNegativeValues(arguments)
    try checkHelpTopic(arguments)
    return try parseAsRoot(arguments)
  }

  /// Prints `error` the one way every error is printed, and returns its exit status.
  static func report(_ error: any Error) -> Int32 {
    if let failure = failure(for: error) {
      if let line = failure.line { Diagnostics.line(line) }
      return failure.status
    }
    // --help, --version, `bench help`.
    do { try StreamWriter.output.write(fullMessage(for: error) + "\n") } catch {
      Diagnostics.line("bench: error: \(error)")
      return error.exitCode.rawValue
    }
    return ExitCode.success.rawValue
  }

  /// The exit status of `error` and the one line that reports it on standard error (none for an
  /// ``ExitCode``), or nil when `error` is a request for help or the version (status 0, the text
  /// on standard output).
  static func failure(for error: any Error) -> (status: Int32, line: String?)? {
    if let code = error as? ExitCode { return (code.rawValue, nil) }
    if let error = error as? BenchError { return (error.exitCode.rawValue, "bench: error: \(error)") }
    let code = exitCode(for: error)
    if code == .success { return nil }
    // A bad option, argument or subcommand, found by the parser or by a validate(): one line,
    // like every other error, with the usage left to --help.
    var message = message(for: error).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    let status = code == .validationFailure ? BenchExitCode.usage.rawValue : code.rawValue
    return (status, "bench: error: \(message) (see 'bench --help')")
  }
}

extension Bench {
  /// `--views -5` as `--views=-5`.
  ///
  /// The parser takes a value that starts with `-` for an option of its own and said "Missing
  /// value for '--views'"; joined, the value reaches the option's own check, which names it and
  /// the range. Only a `-` followed by a digit or a dot is joined, and nothing after `--`.
  static func joiningNegativeValues(_ arguments: [String]) -> [String] {
    var joined: [String] = []
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      if argument == "--" {
        joined += arguments[i...]
        break
      }
      if argument.hasPrefix("--"), !argument.contains("="), i + 1 < arguments.count {
        let next = arguments[i + 1].unicodeScalars.dropFirst()
        if arguments[i + 1].hasPrefix("-"), let first = next.first, first == "." || ("0"..."9").contains(first) {
          joined.append(argument + "=" + arguments[i + 1])
          i += 2
          continue
        }
      }
      joined.append(argument)
      i += 1
    }
    return joined
  }

  /// `bench help X Y`: the library prints the root's help for an unknown topic and exits 0;
  /// asking for help on a command that does not exist is a usage error.
  static func checkHelpTopic(_ arguments: [String]) throws {
    guard arguments.first == "help" else { return }
    var commands = configuration.subcommands.map(commandInfo)
    var path = "bench"
    for name in arguments.dropFirst() where !name.hasPrefix("-") {
      guard let command = commands.first(where: { $0.name == name }) else {
        throw ValidationError(
          "'\(name)' is not a command of \(path); commands: \(commands.map(\.name).joined(separator: ", "))")
      }
      commands = command.subcommands.map(commandInfo)
      path += " " + name
    }
  }

  /// A command's name and its subcommands.
  private static func commandInfo(_ type: any ParsableCommand.Type) -> (name: String, subcommands: [any ParsableCommand.Type]) {
    func info<Command: ParsableCommand>(_ command: Command.Type) -> (name: String, subcommands: [any ParsableCommand.Type]) {
      (Command.configuration.commandName ?? String(describing: command).lowercased(), Command.configuration.subcommands)
    }
    return info(type)
  }
}

/// A ``BenchError`` found while validating options, as the argument parser reports it: one line,
/// status 64.
func usageError(_ body: () throws(BenchError) -> Void) throws {
  do { try body() } catch { throw ValidationError(error.description) }
}

/// Warns on stderr when this is a debug build, whose timings say nothing about the engines.
func warnIfDebugBuild() {
  guard ResultMetadata.isDebugBuild else { return }
  let banner = String(repeating: "!", count: 78)
  Diagnostics.write("""
    \(banner)
    !!! WARNING: this is a DEBUG build. Its timings do NOT represent the engines.
    !!! Measure with: swift run -c release bench ...
    \(banner)

    """)
}

/// Writes `text` to standard output; a failure is a ``BenchError`` like any other.
func emit(_ text: String) throws(BenchError) {
  try StreamWriter.output.write(text)
}

/// Ends the process with `status` (the C library's `exit`, which the command type's own `exit`
/// method would shadow).
func terminate(_ status: Int32) -> Never {
  exit(status)
}
