import ArgumentParser
import Measurement
import ResultFiles
import ScenarioFiles
import ViewTreeGenerators

/// `bench export --shape S --views N`: a generated tree as a scenario file.
///
/// The file carries the generator's `workloads` section, so `bench --scenario` on it makes the
/// same changes as `bench --shapes` on the shape. Written atomically, or to standard output.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a generated view tree as a scenario JSON file.",
    discussion: """
      Also makes the big files the reading benchmarks use: bench export --shape flat --views 1000000 \
      --output big.json (see scripts/big-scenarios.sh).
      """)

  @Option(help: "The shape to generate.")
  var shape: Shape

  @Option(help: ArgumentHelp(
    "Number of views, root included (\(BenchOptions.viewLimits.lowerBound) to \(BenchOptions.viewLimits.upperBound)).",
    valueName: "count"))
  var views: Int

  @Option(help: "Generator seed.")
  var seed: UInt64 = ViewTreeGenerator.defaultSeed

  @Option(help: ArgumentHelp("File to write atomically (default: standard output).", valueName: "path"))
  var output: String?

  func validate() throws {
    try usageError { () throws(BenchError) in
      try BenchOptions(sizes: [views], outputPath: output).validate()
    }
  }

  func run() throws {
    if let output {
      let destination = try AtomicFile.check(output)
      if let note = destination.note { Diagnostics.line("bench: note: \(note)") }
    }
    let generated: GeneratedLayout
    do { generated = try ViewTreeGenerator.make(shape: shape, views: views, seed: seed) } catch {
      throw BenchError.generator(error)
    }
    let data = generated.scenario.jsonData()
    if let output {
      try AtomicFile.write(data, to: output)
    } else {
      try StreamWriter.output.write(data)
    }
  }
}
