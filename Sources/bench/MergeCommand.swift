import ArgumentParser
import Foundation
import Measurement
import ResultFiles

/// `bench merge SHARD.json...`: the shards of a sweep joined into one result.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join the result files of a sharded sweep (--shard K/N) into the whole sweep's result.",
    discussion: """
      Every shard from 1 to N must be given once, all from the same revision, build, seed and \
      options. The records come out in the order the unsharded sweep writes them, and the \
      scaling exponents are fitted again from them. Machines may differ; the merged metadata \
      then lists each one.

      Exit status: 0 merged, 64 bad option, 65 not result files or not shards of one sweep, \
      66 unreadable file, 73 unwritable output, 74 standard output not writable.
      """)

  @Argument(help: ArgumentHelp("The shards' JSON result files.", valueName: "shard"))
  var paths: [String]

  @Option(help: "Output format.")
  var format: OutputFormat = .table

  @Option(help: ArgumentHelp(
    "Also write the merged result to this file, atomically; .json or .csv picks that format.", valueName: "path"))
  var output: String?

  func validate() throws {
    if paths.isEmpty { throw ValidationError("bench merge needs the shards' result files") }
    // As run and export do: an empty path is a usage error (64), not an unwritable one (73).
    if let output, output.isEmpty {
      try usageError { () throws(BenchError) in throw .invalidOption(option: "--output", value: output, expected: "a file path") }
    }
  }

  func run() throws {
    if let output {
      let destination = try AtomicFile.check(output)
      if let note = destination.note { Diagnostics.line("bench: note: \(note)") }
    }
    let merged: BenchReport
    do {
      var shards: [(path: String, report: BenchReport)] = []
      for path in paths { shards.append((path, try ResultFile.read(path: path))) }
      merged = try ResultMerge.merge(shards)
    } catch {
      Diagnostics.line("bench merge: error: \(error)")
      throw ExitCode(error.exitCode.rawValue)
    }
    var firstError: BenchError?
    if let output {
      let fileFormat = OutputFormat.inferred(fromPath: output) ?? format
      do { try AtomicFile.write(ResultTable.render(merged, as: fileFormat), to: output) } catch { firstError = error }
    }
    do { try emit(ResultTable.render(merged, as: format)) } catch { firstError = firstError ?? error }
    if let firstError { throw firstError }
  }
}
