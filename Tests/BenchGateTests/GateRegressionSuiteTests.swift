import Foundation
import Testing

/// The gate's own regression suite on real code: `scripts/gate-regressions.sh` applies each
/// deliberate slowdown of `scripts/gate-regressions/*.patch` to a temporary worktree of HEAD,
/// builds it and checks that `bench gate` fails on it, and that the unchanged code passes beside
/// two CPU-bound processes.
///
/// It builds release binaries and runs the gate six times under callgrind (an hour or more on
/// two cores), so it runs only when asked: `LAYOUTBENCH_REGRESSION_SUITE=1 swift test --filter
/// GateRegressionSuiteTests`. CI runs the cheaper in-process check instead
/// (`PerformanceGateTests.realCountersOfTwiceTheWorkFail`) and the gate itself.
@Suite struct GateRegressionSuiteTests {
  static var requested: Bool { ProcessInfo.processInfo.environment["LAYOUTBENCH_REGRESSION_SUITE"] == "1" }

  /// Every patch in the directory is a case of the script, so none is forgotten.
  @Test func everyPatchApplies() throws {
    let root = Self.root
    let directory = root.appendingPathComponent("scripts/gate-regressions")
    let patches = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".patch") }
    #expect(patches.count >= 5)
    // The suite's patches must still apply to the sources they slow down; a refactoring that
    // moves the code they touch must move them too. `git apply --check` does not write.
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else { return }
    for patch in patches.sorted() {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
      process.arguments = ["apply", "--check", directory.appendingPathComponent(patch).path]
      process.currentDirectoryURL = root
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(patch) no longer applies")
    }
  }

  @Test(.enabled(if: requested, "set LAYOUTBENCH_REGRESSION_SUITE=1 to build every deliberate slowdown and run the gate on it"))
  func theGateFailsEverySlowdownAndPassesTheUnchangedCodeUnderLoad() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [Self.root.appendingPathComponent("scripts/gate-regressions.sh").path]
    process.currentDirectoryURL = Self.root
    try process.run()
    process.waitUntilExit()
    // The script exits 0 only when every patched case exits 3 and the unchanged one 0.
    #expect(process.terminationStatus == 0)
  }

  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }
}
