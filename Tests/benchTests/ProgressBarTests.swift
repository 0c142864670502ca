import Testing

@testable import bench

@Suite struct ProgressBarTests {
  @Test func theBarShowsElapsedTimeAndWhatIsLeft() {
    let line = ProgressBar.line(done: 25, total: 100, elapsed: 65, label: "flat 500 glpk", width: 8)
    #expect(line == "[##......] 25%  1m05s elapsed, ~3m15s left  flat 500 glpk")
    #expect(ProgressBar.line(done: 0, total: 10, elapsed: 1, label: "x", width: 4) == "[....] 0%  1s elapsed  x")
    #expect(ProgressBar.line(done: 10, total: 10, elapsed: 7200, label: "x", width: 4) == "[####] 100%  2h00m elapsed  x")
  }
}
