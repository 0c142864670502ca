import Foundation
import Testing

@testable import BenchHarness

@Suite struct AtomicFileTests {
  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-atomic-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesAndReplacesWithoutLeavingTemporaryFiles() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("results.json").path
    try AtomicFile.write("first", to: path)
    try AtomicFile.write("second", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["results.json"])
  }

  @Test func aMissingDirectoryIsATypedError() {
    let path = "/nonexistent-bench-dir/\(UInt64.random(in: 0...UInt64.max))/out.csv"
    #expect(throws: BenchError.self) { try AtomicFile.write("x", to: path) }
    do {
      try AtomicFile.write("x", to: path)
    } catch {
      #expect(error.exitCode == .cannotCreate)
      #expect(error.description.hasPrefix("cannot write \(path)"))
    }
  }
}
