import Foundation
import Testing

@testable import BenchGate
@testable import Measurement

/// A class, so that each test's directory goes when the test ends (`deinit`): a run of the
/// suite used to leave a directory behind in the temporary directory for each test.
@Suite final class GateBaselineTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("bench-gate-\(UInt64.random(in: 0...UInt64.max))")

  deinit { try? FileManager.default.removeItem(at: directory) }

  private func temporaryPath(_ name: String) throws -> String {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
  }

  static func metadata(configuration: String) -> GateBaseline.Metadata {
    var meta = ResultMetadata.current(seed: 42)
    meta.buildConfiguration = configuration
    return GateBaseline.Metadata(meta)
  }

  static let platform = InstructionPlatform(
    architecture: "x86_64", swift: "6.3", cLibrary: "glibc 2.36", valgrind: "valgrind-3.19.0")

  @Test func writesAndReadsBack() throws {
    let path = try temporaryPath("baseline.json")
    let baseline = GateBaseline(
      metadata: Self.metadata(configuration: "release"), instructionPlatform: Self.platform,
      figures: PerformanceGateTests.measured)
    try baseline.write(to: path)
    #expect(try GateBaseline.read(from: path) == baseline)
    // Zero counters are not written: the file lists only work that happens.
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains(": 0"))
  }

  @Test func aMissingFileSaysHowToCreateOne() throws {
    let path = try temporaryPath("absent.json")
    #expect(throws: GateError.missingBaseline(path: path)) { try GateBaseline.read(from: path) }
    #expect(GateError.missingBaseline(path: path).description.contains("--update"))
    #expect(GateError.missingBaseline(path: path).exitCode == .noInput)
  }

  @Test func aMalformedFileNamesTheProblem() throws {
    let path = try temporaryPath("broken.json")
    try Data(#"{"version": 3, "metadata": {}}"#.utf8).write(to: URL(fileURLWithPath: path))
    do {
      _ = try GateBaseline.read(from: path)
      Issue.record("read a malformed baseline")
    } catch {
      guard case .malformedBaseline(_, let reason) = error else { throw error }
      #expect(reason.contains("missing"))
      #expect(error.exitCode == .dataError)
    }
  }

  /// Issue 20, item 10: a directory given as the baseline showed Foundation's text
  /// ("NSCocoaErrorDomain error 256", "You don't have permission" as root).
  @Test func anUnreadableBaselineSaysWhyInPlainWords() throws {
    let path = try temporaryPath("directory.json")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    do {
      _ = try GateBaseline.read(from: path)
      Issue.record("read a directory as a baseline")
    } catch {
      guard case .malformedBaseline(_, let reason) = error else { throw error }
      #expect(reason.contains("is a directory"), "\(reason)")
      #expect(!reason.contains("NSCocoaErrorDomain") && !reason.contains("permission"), "\(reason)")
    }
  }

  @Test func anOlderFormatSaysToRewriteIt() throws {
    let path = try temporaryPath("old.json")
    try Data(#"{"version": 1, "metadata": {}, "figures": {"buildExponents": {}}}"#.utf8).write(to: URL(fileURLWithPath: path))
    do {
      _ = try GateBaseline.read(from: path)
      Issue.record("read a version 1 baseline")
    } catch {
      guard case .malformedBaseline(_, let reason) = error else { throw error }
      #expect(reason.contains("format version 1"))
      #expect(reason.contains("--update"))
    }
  }

  @Test func aDebugBaselineIsRefused() throws {
    let path = try temporaryPath("debug.json")
    try GateBaseline(metadata: Self.metadata(configuration: "debug"), figures: GateFigures()).write(to: path)
    #expect(throws: GateError.debugBaseline(path: path)) { try GateBaseline.read(from: path) }
  }

  @Test func platformDifferencesAreNamed() {
    var other = Self.platform
    #expect(Self.platform.differences(from: other).isEmpty)
    other.swift = "6.4"
    other.valgrind = "valgrind-3.24.0"
    #expect(Self.platform.differences(from: other) == ["Swift 6.3 vs 6.4", "valgrind-3.19.0 vs valgrind-3.24.0"])
    #if canImport(Glibc)
      #expect(InstructionPlatform.current(valgrind: "v").cLibrary.hasPrefix("glibc"))
    #endif
  }
}
