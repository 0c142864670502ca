import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutModel
import Measurement
import ResultFiles
import ScenarioFiles

/// `bench import FILE.storyboard|FILE.xib [--output DIR] [--tile N] [--root NAME]`: one scenario
/// file per root of an Interface Builder document, with the frames Xcode saved.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write each root of a .storyboard or .xib document as a scenario JSON file.",
    discussion: """
      A root is each scene's view, each table or collection cell, and each top-level view of a \
      xib. Each scenario carries the document's constraints, the ones UIKit or AppKit adds (stack \
      views, layout guides, margins, intrinsic sizes, autoresizing masks) and the frames Xcode \
      saved as "expectedFrames". Unsupported content is reported as a warning naming the element \
      and its id on standard error; the rest still imports. With --tile N each root is written \
      replicated N times side by side under a common root, to measure a real screen at scale.

      Exit status: 0 written, 64 bad option, 65 malformed document, 66 unreadable file, \
      73 unwritable output.
      """)

  @Argument(help: "The .storyboard or .xib document.")
  var file: String

  @Option(help: "Directory to write the scenario files into (created if missing; default: the current directory).")
  var output: String = "."

  @Option(help: "Replicate each root this many times side by side under a common root (default 1).")
  var tile: Int = 1

  @Option(help: "Import only the roots whose name or id contains this text.")
  var root: String?

  func validate() throws {
    try usageError { () throws(BenchError) in
      guard tile >= 1, tile <= 100_000 else {
        throw .invalidOption(option: "--tile", value: String(tile), expected: "a number of copies from 1 to 100000")
      }
      // As run and export do: an empty path is a usage error (64), not an unwritable one (73).
      if output.isEmpty { throw .invalidOption(option: "--output", value: output, expected: "a directory path") }
    }
  }

  func run() throws {
    try importRoots()
  }

  private func importRoots() throws(BenchError) {
    let document = try ScenarioFile.readDocument(file)
    for warning in document.allWarnings { warnLine("\(fileName): \(warning)") }
    let roots = document.roots.filter { imported in root.map { imported.name.contains($0) || imported.id == $0 } ?? true }
    guard !roots.isEmpty else {
      throw .invalidOption(
        option: "--root", value: root ?? "", expected: "part of a root's name or id: " + document.roots.map(\.name).joined(separator: ", "))
    }
    try createDirectory(output)
    var table = [["root", "views", "guides", "document constraints", "constraints", "rows", "warnings", "file"]]
    for imported in roots {
      var scenario = imported.scenario
      var name = imported.name
      if tile > 1 {
        do { scenario = try scenario.tiled(copies: tile) } catch {
          throw .malformedDocument(path: file, error: .rootRejected(root: imported.id, reason: "\(error)"))
        }
        name += "-x\(tile)"
      }
      // The range every reader of the written file checks: refused now rather than written.
      do throws(LayoutError) { try scenario.validateNumbers() } catch {
        throw .malformedDocument(path: file, error: .rootRejected(root: imported.id, reason: error.description))
      }
      let path = URL(fileURLWithPath: output).appendingPathComponent("\(name).json").path
      try AtomicFile.write(scenario.jsonData(), to: path)
      let layout = scenario.layout
      table.append([
        imported.name, String(layout.realViewCount), String(layout.guideCount),
        String(imported.documentConstraintCount * tile), String(layout.constraints.count),
        String(layout.linearSystem().constraints.count), String(imported.warnings.count), path,
      ])
    }
    try emit(ReportText.aligned(table).joined(separator: "\n") + "\n")
  }

  private var fileName: String { URL(fileURLWithPath: file).lastPathComponent }

  private func createDirectory(_ path: String) throws(BenchError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: path, reason: "cannot create the directory")
    }
  }
}

/// One line on standard error.
func warnLine(_ text: String) {
  Diagnostics.line("bench: \(text)")
}
