import Foundation
import Testing

@testable import BenchHarness

@Suite struct GateBaselineTests {
  private func temporaryPath(_ name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-gate-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
  }

  private func metadata(configuration: String) -> GateBaseline.Metadata {
    var meta = ResultMetadata.current(seed: 42)
    meta.buildConfiguration = configuration
    return GateBaseline.Metadata(meta)
  }

  @Test func writesAndReadsBack() throws {
    let path = try temporaryPath("baseline.json")
    let baseline = GateBaseline(metadata: metadata(configuration: "release"), figures: PerformanceGateTests.measured)
    try baseline.write(to: path)
    #expect(try GateBaseline.read(from: path) == baseline)
  }

  @Test func aMissingFileSaysHowToCreateOne() throws {
    let path = try temporaryPath("absent.json")
    #expect(throws: GateError.missingBaseline(path: path)) { try GateBaseline.read(from: path) }
    #expect(GateError.missingBaseline(path: path).description.contains("--update"))
    #expect(GateError.missingBaseline(path: path).exitCode == .noInput)
  }

  @Test func aMalformedFileNamesTheProblem() throws {
    let path = try temporaryPath("broken.json")
    try Data(#"{"version": 1, "metadata": {}}"#.utf8).write(to: URL(fileURLWithPath: path))
    do {
      _ = try GateBaseline.read(from: path)
      Issue.record("read a malformed baseline")
    } catch {
      guard case .malformedBaseline(_, let reason) = error else { throw error }
      #expect(reason.contains("missing"))
      #expect(error.exitCode == .dataError)
    }
  }

  @Test func aDebugBaselineIsRefused() throws {
    let path = try temporaryPath("debug.json")
    try GateBaseline(metadata: metadata(configuration: "debug"), figures: GateFigures()).write(to: path)
    #expect(throws: GateError.debugBaseline(path: path)) { try GateBaseline.read(from: path) }
  }

  @Test func workCountersAreDeterministic() throws {
    var gate = PerformanceGate()
    var first = GateFigures()
    var second = GateFigures()
    for shape in gate.scalingShapes {
      try gate.countWork(shape: shape, views: 60, into: &first)
      try gate.countWork(shape: shape, views: 60, into: &second)
    }
    #expect(first.counters == second.counters)
    #expect(first.counters.keys.contains("build/long-row/60"))
    gate.seed = 7
    var reseeded = GateFigures()
    try gate.countWork(shape: .flat, views: 60, into: &reseeded)
    #expect(reseeded.counters["build/flat/60"] != nil)
  }
}
