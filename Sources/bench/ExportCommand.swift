import ArgumentParser
import BenchHarness
import ViewTreeGenerators

/// `bench export --shape S --views N`: a generated tree as a scenario file.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Write a generated view tree as a scenario JSON file.")

  @Option(help: "One of: \(Shape.allCases.map(\.rawValue).joined(separator: ", ")).")
  var shape: String

  @Option(help: "Number of views, root included.")
  var views: String

  @Option(help: "Generator seed (default \(ViewTreeGenerator.defaultSeed)).")
  var seed: String?

  @Option(help: "File to write atomically (default: standard output).")
  var output: String?

  func run() throws {
    do throws(BenchError) {
      let options = try BenchOptions(views: views, shapes: shape, seed: seed, output: output)
      guard options.shapes.count == 1, let shape = options.shapes.first, let count = options.sizes.first else {
        throw .invalidOption(
          option: "--shape", value: self.shape,
          expected: "one of " + Shape.allCases.map(\.rawValue).joined(separator: ", "))
      }
      let generated: GeneratedLayout
      do { generated = try ViewTreeGenerator.make(shape: shape, views: count, seed: options.seed) }
      catch { throw .generator(error) }
      try ScenarioFile.export(generated, to: options.outputPath)
    } catch {
      throw fail(error)
    }
  }
}
