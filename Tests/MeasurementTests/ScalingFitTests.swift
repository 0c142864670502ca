import Foundation
import Testing

@testable import Measurement

@Suite struct ScalingFitTests {
  @Test(arguments: [1.0, 1.5, 2.0, 0.0])
  func recoversThePowerOfAnExactPowerLaw(power: Double) throws {
    let points = [10, 100, 1000, 10_000].map { (views: $0, seconds: 3e-6 * pow(Double($0), power)) }
    let exponent = try #require(ScalingFit.exponent(points))
    #expect(abs(exponent - power) < 1e-9)
  }

  @Test func fitsThroughNoise() throws {
    let points = [(views: 10, seconds: 1.1e-5), (100, 0.9e-4), (1000, 1.05e-3), (10_000, 0.98e-2)]
    let exponent = try #require(ScalingFit.exponent(points))
    #expect(abs(exponent - 1) < 0.05)
  }

  @Test func needsTwoDistinctPositivePoints() {
    #expect(ScalingFit.exponent([(views: 10, seconds: 1.0)]) == nil)
    #expect(ScalingFit.exponent([(views: 10, seconds: 1.0), (10, 2.0)]) == nil)
    #expect(ScalingFit.exponent([(views: 10, seconds: 1.0), (100, 0)]) == nil)
  }

  @Test func estimatesNeverBelowLinear() throws {
    let points = [(views: 100, seconds: 1.0), (1000, 1.0)]
    let estimate = try #require(ScalingFit.estimate(at: 10_000, from: points))
    #expect(abs(estimate - 10) < 1e-9)
  }

  @Test func percentilesInterpolate() throws {
    let summary = try #require(TimingSummary(seconds: [5, 1, 4, 2, 3]))
    #expect(summary.median == 3)
    #expect(abs(summary.p90 - 4.6) < 1e-12)
    #expect(summary.minimum == 1 && summary.maximum == 5 && summary.samples == 5)
    #expect(TimingSummary(seconds: []) == nil)
  }
}
