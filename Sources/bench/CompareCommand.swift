import ArgumentParser
import Foundation
import Measurement
import ResultFiles

/// `bench compare BASE.json HEAD.json`: row by row, did the head get faster or slower?
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare two result files row by row, with a rank test over their raw runs.",
    discussion: """
      For every input, engine, size and workload timed in both files: the change of the median, \
      an interval for the ratio of times (Hodges-Lehmann, 95%), and the p-value of the \
      Mann-Whitney U test over the raw runs (secondsPerRun). A row is faster or slower when \
      p < --alpha, ~ otherwise. Runs from different machines (CPU, cores, host, operating \
      system) or of different build configurations are refused unless --force is given.

      Exit status: 0 no row slower beyond the threshold, 3 some row significantly slower by \
      more than --threshold (or over the limit or failed in the head), 64 bad option, 65 not \
      result files or from different machines, 66 unreadable file.
      """)

  @Argument(help: ArgumentHelp("The result file to compare against (JSON).", valueName: "base"))
  var basePath: String

  @Argument(help: ArgumentHelp("The result file of the change (JSON).", valueName: "head"))
  var headPath: String

  @Option(help: ArgumentHelp("A significant slowdown beyond this percentage fails.", valueName: "percent"))
  var threshold: Double = 10

  @Option(help: "The significance level of the rank test.")
  var alpha: Double = 0.05

  @Flag(help: "Compare runs from different machines or builds anyway.")
  var force = false

  func validate() throws {
    try usageError { () throws(BenchError) in
      guard threshold.isFinite, threshold >= 0 else {
        throw .invalidOption(option: "--threshold", value: "\(threshold)", expected: "a percentage, 0 or more")
      }
      guard alpha > 0, alpha < 1 else {
        throw .invalidOption(option: "--alpha", value: "\(alpha)", expected: "a level between 0 and 1, e.g. 0.05")
      }
    }
  }

  func run() throws {
    do {
      try compare()
    } catch let error as ResultFilesError {
      Diagnostics.line("bench compare: error: \(error)")
      throw ExitCode(error.exitCode.rawValue)
    }
  }

  private func compare() throws {
    let base = try ResultFile.read(path: basePath)
    let head = try ResultFile.read(path: headPath)
    let differences = ResultComparison.machineDifferences(base.metadata, head.metadata)
    if !differences.isEmpty {
      guard force else { throw ResultFilesError.differentMachines(differences) }
      Diagnostics.line("bench compare: warning: comparing runs from different machines or builds: \(differences.joined(separator: "; "))")
    }
    if base.metadata.seed != head.metadata.seed {
      Diagnostics.line("bench compare: warning: the runs used different seeds (\(base.metadata.seed) vs \(head.metadata.seed)); the generated trees and changes differ")
    }
    let comparison = ResultComparison(
      base: base, head: head, options: .init(alpha: alpha, threshold: threshold / 100))
    try emit(comparison.rendered(basePath: basePath, headPath: headPath))
    if !comparison.regressions.isEmpty { throw ExitCode(BenchExitCode.regression.rawValue) }
  }
}
