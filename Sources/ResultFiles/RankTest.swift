import Foundation
import Measurement

/// The Mann–Whitney U test and the Hodges–Lehmann estimate of a shift between two samples: how
/// `bench compare` decides whether a workload got faster or slower between two result files.
///
/// Rank statistics assume nothing about the shape of the distributions, which matters for
/// timings: they are skewed (noise only ever adds time) and often have outliers, so a t-test's
/// normal assumption fails where ranks do not.
public enum RankTest {
  /// The outcome of comparing two samples.
  public struct Result: Hashable, Sendable {
    /// The two-sided p-value of the Mann–Whitney U test: the chance of ranks at least this
    /// unequal if both samples came from one distribution.
    public var p: Double
    /// The Hodges–Lehmann estimate of the shift from the first sample to the second: the median
    /// of every pairwise difference `second[j] − first[i]`.
    public var shift: Double
    /// A confidence interval for the shift at the level asked for, from the same ranks; `nil`
    /// when the samples are too small for one (fewer than 4 runs each at 95%).
    public var interval: ClosedRange<Double>?
  }

  /// Compares `first` with `second` (at least one value each). `confidence` is the level of the
  /// interval, e.g. 0.95.
  ///
  /// Without ties and with at most ``exactLimit`` values in all, the p-value and the interval
  /// come from U's exact distribution; otherwise from its normal approximation, with the
  /// variance corrected for ties and a continuity correction.
  /// - Complexity: O(m·n·log(m·n)) for the pairwise differences.
  public static func compare(_ first: [Double], _ second: [Double], confidence: Double = 0.95) -> Result? {
    let m = first.count
    let n = second.count
    guard m > 0, n > 0 else { return nil }
    // Ranks of the pooled sample, ties sharing the mean of their ranks.
    let pooled = (first.map { ($0, 0) } + second.map { ($0, 1) }).sorted { $0.0 < $1.0 }
    var rankSumFirst = 0.0
    var tieCorrection = 0.0
    var start = 0
    while start < pooled.count {
      var end = start
      while end + 1 < pooled.count, pooled[end + 1].0 == pooled[start].0 { end += 1 }
      let rank = Double(start + end) / 2 + 1
      for index in start...end where pooled[index].1 == 0 { rankSumFirst += rank }
      let tied = Double(end - start + 1)
      tieCorrection += tied * tied * tied - tied
      start = end + 1
    }
    let u = rankSumFirst - Double(m * (m + 1)) / 2
    let hasTies = tieCorrection > 0
    let exact = !hasTies && m + n <= exactLimit ? UDistribution(m: m, n: n) : nil

    let p: Double
    if let exact {
      let k = Int(u.rounded())
      p = min(1, 2 * min(exact.cumulative(k), 1 - exact.cumulative(k - 1)))
    } else {
      let mean = Double(m * n) / 2
      let total = Double(m + n)
      let variance = Double(m * n) / 12 * ((total + 1) - tieCorrection / (total * (total - 1)))
      if variance <= 0 {
        p = 1
      } else {
        let z = max(0, abs(u - mean) - 0.5) / variance.squareRoot()
        p = min(1, erfc(z / 2.squareRoot()))
      }
    }

    var differences: [Double] = []
    differences.reserveCapacity(m * n)
    for x in first { for y in second { differences.append(y - x) } }
    differences.sort()
    let count = differences.count
    let shift = count % 2 == 1
      ? differences[count / 2] : (differences[count / 2 - 1] + differences[count / 2]) / 2

    // The interval runs from the k-th smallest to the k-th largest difference, k the largest
    // count with P(U < k) ≤ α/2.
    let alpha = 1 - confidence
    var k: Int
    if let exact {
      k = 0
      while k < count, exact.cumulative(k) <= alpha / 2 { k += 1 }
    } else {
      let z = normalQuantile(1 - alpha / 2)
      k = Int((Double(count) / 2 - z * (Double(m * n * (m + n + 1)) / 12).squareRoot()).rounded(.down))
    }
    let interval: ClosedRange<Double>? = k >= 1 && k <= count - k + 1 ? differences[k - 1]...differences[count - k] : nil
    return Result(p: p, shift: shift, interval: interval)
  }

  /// The largest pooled sample whose U distribution is computed exactly: its counts stay far
  /// inside a Double's exact range.
  public static let exactLimit = 100

  /// The exact null distribution of U for samples of `m` and `n` distinct values: the
  /// coefficients of the Gaussian binomial [m+n choose m] in q, normalized.
  struct UDistribution {
    private var cumulativeProbabilities: [Double]

    init(m: Int, n: Int) {
      // ∏_{i=1..m} (1 − q^(n+i)) / (1 − q^i), multiplied out one factor at a time: each step
      // multiplies by (1 − q^(n+i)) and divides by (1 − q^i), both O(m·n).
      let degree = m * n
      var coefficients = [Double](repeating: 0, count: degree + 1)
      coefficients[0] = 1
      for i in 1...max(1, m) where m > 0 {
        let up = n + i
        for power in stride(from: degree, through: up, by: -1) { coefficients[power] -= coefficients[power - up] }
        for power in i...degree { coefficients[power] += coefficients[power - i] }
      }
      let total = coefficients.reduce(0, +)
      var running = 0.0
      cumulativeProbabilities = coefficients.map { value in
        running += value / total
        return running
      }
    }

    /// P(U ≤ k).
    func cumulative(_ k: Int) -> Double {
      if k < 0 { return 0 }
      return k < cumulativeProbabilities.count ? cumulativeProbabilities[k] : 1
    }
  }

  /// The standard normal quantile (Acklam's rational approximation, relative error below
  /// 1.2e-9), for the normal-approximation interval.
  static func normalQuantile(_ p: Double) -> Double {
    let a = [-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02,
             -3.066479806614716e+01, 2.506628277459239e+00]
    let b = [-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
             -1.328068155288572e+01]
    let c = [-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00,
             4.374664141464968e+00, 2.938163982698783e+00]
    let d = [7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00]
    let low = 0.02425
    if p < low {
      let q = (-2 * log(p)).squareRoot()
      return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
        / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    }
    if p > 1 - low { return -normalQuantile(1 - p) }
    let q = p - 0.5
    let r = q * q
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
      / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  }
}
