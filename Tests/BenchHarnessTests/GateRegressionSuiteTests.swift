import Foundation
import Testing

/// The gate on real code, both ways: `scripts/gate-slowdown.sh` builds the solver a second time
/// with `-D CASSOWARY_DELIBERATE_SLOWDOWN` and checks that `bench gate` fails on that build and
/// passes on the unchanged one.
///
/// It builds a second release binary and runs the gate twice under callgrind (10 to 20 minutes
/// on two cores), so it runs only when asked: `LAYOUTBENCH_SLOWDOWN_TEST=1 swift test --filter
/// GateSlowdownTests`. CI runs the cheaper in-process check instead
/// (`PerformanceGateTests.realCountersOfTwiceTheWorkFail`) and the gate itself.
@Suite struct GateSlowdownTests {
  static var requested: Bool { ProcessInfo.processInfo.environment["LAYOUTBENCH_SLOWDOWN_TEST"] == "1" }

  @Test(.enabled(if: requested, "set LAYOUTBENCH_SLOWDOWN_TEST=1 to build the slowed solver and run the gate on it"))
  func theGateFailsOnTheSlowedSolverAndPassesTheUnchangedOne() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [root.appendingPathComponent("scripts/gate-slowdown.sh").path]
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    // The script exits 0 only when the unchanged gate exits 0 and the slowed one exits 3.
    #expect(process.terminationStatus == 0)
  }
}
