import Testing

@testable import Measurement
@testable import ResultFiles

/// The rank test against values computed independently (SciPy 1.17's `mannwhitneyu`) and by hand.
@Suite struct RankTestTests {
  @Test func separatedSamplesUseTheExactDistribution() throws {
    let result = try #require(RankTest.compare([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]))
    // SciPy, method="exact": 0.007936507936507936 (2 of 252 orderings).
    #expect(abs(result.p - 2.0 / 252) < 1e-12)
    #expect(result.shift == 5)
    // P(U ≤ 2) = 4/252 ≤ 0.025 < P(U ≤ 3) = 7/252: the 3rd smallest and 3rd largest of the
    // 25 differences (1, 2, 2, 3, ... 8, 8, 9).
    #expect(result.interval == 2...8)
  }

  @Test func tenRunsEachThatDoNotOverlap() throws {
    let base = [1.00, 1.02, 0.98, 1.01, 0.99, 1.03, 1.00, 0.97, 1.05, 1.01]
    let head = [1.10, 1.08, 1.12, 1.09, 1.15, 1.07, 1.11, 1.13, 1.06, 1.10]
    // Two equal values (1.00, 1.01 in the base) make it a tie case: the normal approximation.
    let result = try #require(RankTest.compare(base, head))
    // SciPy, method="asymptotic": 0.0001796225049907081.
    #expect(abs(result.p - 0.0001796225049907081) < 1e-12)
    #expect(result.shift > 0.05 && result.shift < 0.15)
    let interval = try #require(result.interval)
    #expect(interval.lowerBound > 0)
  }

  @Test func tiesFallBackToTheNormalApproximation() throws {
    let result = try #require(RankTest.compare([1, 1, 2, 2, 3], [2, 3, 3, 4, 4]))
    // SciPy, method="asymptotic", use_continuity=True: 0.05241162867102868.
    #expect(abs(result.p - 0.05241162867102868) < 1e-9)
  }

  @Test func largerSamplesMatchSciPy() throws {
    let first = (1...30).map(Double.init)
    let second = (5...34).map { Double($0) + 0.5 }
    let result = try #require(RankTest.compare(first, second))
    // SciPy, method="exact": 0.0653991147132789 (60 values, no ties: still exact here).
    #expect(abs(result.p - 0.0653991147132789) < 1e-9)
    let mixed = [3.1, 2.9, 3.0, 3.2, 2.8, 3.05, 2.95, 3.15, 2.85, 3.0]
    let other = [3.05, 2.9, 3.1, 3.0, 2.95, 3.2, 2.85, 3.1, 3.0, 2.9]
    // SciPy, method="asymptotic": 0.9695976007814506.
    #expect(abs(try #require(RankTest.compare(mixed, other)).p - 0.9695976007814506) < 1e-9)
  }

  @Test func theSameSamplesShowNoShift() throws {
    let samples = [1.0, 1.1, 0.9, 1.05, 0.95]
    let result = try #require(RankTest.compare(samples, samples))
    #expect(result.p == 1)
    #expect(result.shift == 0)
  }

  @Test func tooFewRunsGiveNoInterval() throws {
    // Three runs each: even complete separation has p = 0.1, and no 95% interval exists.
    let result = try #require(RankTest.compare([1, 2, 3], [4, 5, 6]))
    #expect(abs(result.p - 0.1) < 1e-12)
    #expect(result.interval == nil)
    #expect(RankTest.compare([], [1]) == nil)
  }

  @Test func theNormalQuantileIsAccurate() {
    #expect(abs(RankTest.normalQuantile(0.975) - 1.959963984540054) < 1e-8)
    #expect(abs(RankTest.normalQuantile(0.5)) < 1e-12)
    #expect(abs(RankTest.normalQuantile(0.01) + 2.3263478740408408) < 1e-8)
  }
}
