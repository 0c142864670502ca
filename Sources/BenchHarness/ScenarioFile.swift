import Foundation
import LayoutModel
import ViewTreeGenerators

/// Reading scenario files for `bench --scenario`, `bench solve`, and writing them for
/// `bench export`.
///
/// File errors are split by cause so the exit code tells "missing file" from "broken file".
public enum ScenarioFile {
  /// Reads and parses a scenario; the input is named by the file's name.
  public static func read(_ path: String) throws(BenchError) -> BenchInput {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadableFile(path: path, reason: readReason(path))
    }
    let layout: Layout
    do {
      layout = try Layout(jsonData: data)
    } catch {
      throw .malformedScenario(path: path, error: error)
    }
    let name = URL(fileURLWithPath: path).lastPathComponent
    return BenchInput(name: name, layout: layout, hooks: .derived(from: layout))
  }

  /// Writes a generated layout as a scenario file, atomically; `nil` path writes to stdout.
  public static func export(_ generated: GeneratedLayout, to path: String?) throws(BenchError) {
    let data = generated.layout.jsonData()
    if let path {
      try AtomicFile.write(data, to: path)
    } else {
      FileHandle.standardOutput.write(data)
      if data.last != UInt8(ascii: "\n") { FileHandle.standardOutput.write(Data("\n".utf8)) }
    }
  }

  /// Why a path cannot be read, in the system's words.
  private static func readReason(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
    if isDirectory.boolValue { return "is a directory" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return "read failed"
  }
}
