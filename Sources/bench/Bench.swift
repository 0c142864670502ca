import ArgumentParser
import BenchHarness
import Foundation

/// The `bench` command: benchmarks by default, plus `export` and `solve`.
@main
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Benchmark and compare Auto Layout-style constraint solvers on synthetic view trees.",
    subcommands: [RunCommand.self, ExportCommand.self, ImportCommand.self, SolveCommand.self, GateCommand.self],
    defaultSubcommand: RunCommand.self)
}

/// Ends the process for a ``BenchError``: one line on stderr, the error's exit code.
func fail(_ error: BenchError) -> ExitCode {
  FileHandle.standardError.write(Data("bench: error: \(error)\n".utf8))
  return ExitCode(error.exitCode.rawValue)
}

/// Warns on stderr when this is a debug build, whose timings say nothing about the engines.
func warnIfDebugBuild() {
  guard ResultMetadata.isDebugBuild else { return }
  let banner = String(repeating: "!", count: 78)
  FileHandle.standardError.write(Data("""
    \(banner)
    !!! WARNING: this is a DEBUG build. Its timings do NOT represent the engines.
    !!! Measure with: swift run -c release bench ...
    \(banner)

    """.utf8))
}
