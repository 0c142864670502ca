import ArgumentParser
import BenchHarness
import Foundation
import LayoutEngines
import LayoutModel

/// `bench solve FILE --engine E`: one engine's frames for a scenario, as frames JSON.
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve", abstract: "Solve a scenario file with one engine and print its frames as JSON.")

  @Argument(help: "The scenario JSON file.")
  var file: String

  @Option(help: "One of: \(EngineKind.allCases.map(\.rawValue).joined(separator: ", ")) (default \(EngineRegistry.referenceKind.rawValue)).")
  var engine: String = EngineRegistry.referenceKind.rawValue

  func run() throws {
    do throws(BenchError) {
      let kinds: [EngineKind] = try BenchOptions.parseNames(engine, option: "--engine")
      guard kinds.count == 1, let kind = kinds.first else {
        throw .invalidOption(
          option: "--engine", value: engine,
          expected: "one of " + EngineKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard let type = EngineRegistry.available[kind] else {
        throw .engineUnavailable(
          engine: kind.rawValue, available: EngineRegistry.available.keys.map(\.rawValue).sorted())
      }
      let input = try ScenarioFile.read(file)
      let solved: any LayoutEngine
      do throws(EngineError) {
        solved = try type.init(layout: input.layout)
      } catch {
        if case .unsatisfiable = error { throw .unsatisfiableScenario(path: file, error: error) }
        throw .engineFailed(engine: kind.rawValue, error: error)
      }
      let frames = FrameSet(layout: input.layout, frames: solved.frames, engine: kind.rawValue)
      FileHandle.standardOutput.write(frames.jsonData())
      FileHandle.standardOutput.write(Data("\n".utf8))
    } catch {
      throw fail(error)
    }
  }
}
