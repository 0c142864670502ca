import LayoutEngines
import LayoutFuzz
import LayoutModel
import Testing

@testable import BenchGate

/// The small-layout bound's second and third timings of a call over 50 ms: when they are taken,
/// which figure is kept, and that a replay reaches every call a fuzzed case makes.
@Suite struct SmallLayoutTimingTests {
  @Test func aTimeUnderTheLimitIsKeptWithoutTimingAgain() {
    var replays = 0
    let kept = CostBounds.confirmed(0.049) {
      replays += 1
      return 0.001
    }
    #expect(kept == 0.049)
    #expect(replays == 0)
  }

  @Test func aTimeOverTheLimitBecomesTheMedianOfThree() {
    var again = [0.030, 0.040]
    let kept = CostBounds.confirmed(0.200) { again.removeFirst() }
    #expect(kept == 0.040)
    #expect(again.isEmpty)
    // A call slow every time stays slow.
    var slow = [0.090, 0.120]
    #expect(CostBounds.confirmed(0.100) { slow.removeFirst() } == 0.100)
  }

  @Test func aReplayThatFailsKeepsTheFirstTime() {
    #expect(CostBounds.confirmed(0.200) { nil } == 0.200)
    var once: [Double?] = [0.010, nil]
    #expect(CostBounds.confirmed(0.200) { once.removeFirst() } == 0.200)
  }

  /// Every step the bound times (one that fits the model, after a build that succeeded) is
  /// reached by a replay, and a step that the model refuses, one after a refused build (the
  /// conflicting family's layouts are refused), or one past the end, is not.
  @Test(arguments: [FuzzFamily.tree, .soft, .conflicting])
  func aReplayReachesEachStepTheBoundTimes(_ family: FuzzFamily) {
    let fuzzCase = FuzzCase.generated(seed: 7, family: family, views: 2...40, steps: 8)
    let builds = (try? CassowaryEngine(layout: fuzzCase.layout)) != nil
    #expect(builds == (family != .conflicting))
    #expect((CostBounds.replayedTime(of: fuzzCase, step: nil) != nil) == builds)
    var model = fuzzCase.layout
    var removed: [ViewID] = []
    var timed = 0
    for (index, step) in fuzzCase.steps.enumerated() {
      let fits = (try? step.apply(to: &model, removedTops: &removed)) != nil
      if fits && builds { timed += 1 }
      #expect((CostBounds.replayedTime(of: fuzzCase, step: index) != nil) == (fits && builds), "step \(index + 1): \(step)")
    }
    #expect(timed > 0 || !builds)
    #expect(CostBounds.replayedTime(of: fuzzCase, step: fuzzCase.steps.count) == nil)
  }
}
