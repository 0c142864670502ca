import ArgumentParser
import BenchGate
import Foundation
import Measurement
import ResultFiles

/// `bench bounds`: the solver's cost bounds, each a ratio of the solver against itself.
struct BoundsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bounds",
    abstract: "Measure the solver's cost bounds: priorities, order, churn memory, long life, small and large layouts, resize growth.",
    discussion: """
      Most bounds compare the Cassowary solver with itself on two versions of the same work, so \
      the ratio means the same on any machine: 1,000 distinct priorities against 5 (build, at \
      most 2x), shuffled against sorted constraint order (deep 10,000 views, at most 1.5x), the \
      heap after --churns churn operations against after 10,000 (at most 1.1x), and a churn after \
      1,000 rotations against one on a fresh engine (at most 2x). The others are the machine's \
      own figures, so say which machine: the slowest call on small layouts (--small-seeds fuzzed \
      layouts of up to 300 views with 8 changes each, and every shape at 300 views through every \
      workload) against 50 ms, and again on as many of the fuzzer's held-out seeds (from 1,001), \
      a fuzzed call timed over 50 ms being timed twice more from the same state and counted at \
      the median of the three; random 2,000-view builds (the random shape and the fuzzer's tree \
      family) against the GLPK engine's; each --repro file's build against 2 s; and the growth \
      exponent of resize medians (round trips, the sizes taking turns) from 10,000 to 100,000 \
      views on flat, deep and collection (at most 1.1; skip with --no-resize-growth), beside the \
      exponent of the solver's counted operations, which no machine changes, and that of a \
      bare loop doing as many additions into one number per row, this machine's floor. Run it \
      in a release build; it takes about a minute on two cores, and up to 1.6 GB of memory for \
      the resize growth.

      Exit status: 0 every bound holds, 3 a bound does not, 64 bad option.
      """)

  @Option(help: "The seed of the generated layouts and of the shuffles.")
  var seed: UInt64 = 1

  @Option(help: "Interleaved repetitions of each timed build (the median is reported).")
  var repetitions = 5

  @Option(help: "Churn operations for the memory bound (at least 10,000).")
  var churns = 1_000_000

  @Option(help: "How many of the fuzzer's seeds the small-layout bound runs: from 1, and again from 1,001 (held out).")
  var smallSeeds = 100

  @Option(help: "A scenario file whose build must take under 2 s (repeatable).")
  var repro: [String] = []

  @Flag(help: "Skip the resize growth up to 100,000 views (minutes, and gigabytes of memory).")
  var noResizeGrowth = false

  func validate() throws {
    try usageError { () throws(BenchError) in
      guard (1...BenchOptions.maximumRuns).contains(repetitions) else {
        throw .invalidOption(
          option: "--repetitions", value: "\(repetitions)", expected: "a count from 1 to \(BenchOptions.maximumRuns)")
      }
      guard churns >= 10_000 else {
        throw .invalidOption(option: "--churns", value: "\(churns)", expected: "10000 or more")
      }
      guard smallSeeds >= 1 else {
        throw .invalidOption(option: "--small-seeds", value: "\(smallSeeds)", expected: "1 or more")
      }
    }
  }

  func run() throws {
    warnIfDebugBuild()
    let bounds = CostBounds(
      seed: seed, repetitions: repetitions, churnOperations: churns, smallLayoutSeeds: 1...UInt64(smallSeeds),
      heldOutSmallLayoutSeeds: 1_001...UInt64(1_000 + smallSeeds),
      reproFiles: repro, measuresResizeGrowth: !noResizeGrowth
    ) { Diagnostics.line("bench bounds: \($0)") }
    let results: [CostBounds.Bound]
    do { results = try bounds.run() } catch {
      Diagnostics.line("bench bounds: error: \(error)")
      throw ExitCode(error.exitCode.rawValue)
    }
    print("bound                                   baseline        measured        ratio   limit  verdict")
    for bound in results {
      func figure(_ value: Double) -> String {
        switch bound.unit {
        case "s": String(format: "%.3f ms", value * 1000)
        case "exponent": String(format: "%.2f", value)
        default: String(format: "%.2f MB", value / 1_048_576)
        }
      }
      print(
        bound.name.padding(toLength: 40, withPad: " ", startingAt: 0)
          + figure(bound.baseline).padding(toLength: 16, withPad: " ", startingAt: 0)
          + figure(bound.measured).padding(toLength: 16, withPad: " ", startingAt: 0)
          + String(format: "%.2fx", bound.ratio).padding(toLength: 8, withPad: " ", startingAt: 0)
          + String(format: "%.1fx", bound.limit).padding(toLength: 7, withPad: " ", startingAt: 0)
          + (bound.holds ? "holds" : "EXCEEDED"))
      print("  \(bound.detail)")
    }
    print("seed \(seed), \(repetitions) repetitions, \(ResultMetadata.isDebugBuild ? "debug" : "release") build")
    if results.contains(where: { !$0.holds }) { throw ExitCode(3) }
  }
}
