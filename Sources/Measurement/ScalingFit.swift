import Foundation

/// How a workload's time grows with the number of views: the slope of log time against log
/// views, fitted by least squares.
///
/// An exponent near 1 is linear scaling; Cassowary without a column index tends towards 2. Two
/// sizes give a slope; more give a fit that tolerates one noisy point.
public enum ScalingFit {
  /// The least-squares slope of `log(seconds)` against `log(views)`, or `nil` with fewer than two
  /// distinct sizes or any non-positive number.
  public static func exponent(_ points: [(views: Int, seconds: Double)]) -> Double? {
    let usable = points.filter { $0.views > 0 && $0.seconds > 0 && $0.seconds.isFinite }
    guard usable.count >= 2, usable.count == points.count else { return nil }
    let xs = usable.map { log(Double($0.views)) }
    let ys = usable.map { log($0.seconds) }
    let n = Double(usable.count)
    let meanX = xs.reduce(0, +) / n
    let meanY = ys.reduce(0, +) / n
    var covariance = 0.0
    var variance = 0.0
    for (x, y) in zip(xs, ys) {
      covariance += (x - meanX) * (y - meanY)
      variance += (x - meanX) * (x - meanX)
    }
    guard variance > 0 else { return nil }
    return covariance / variance
  }

  /// Seconds per run predicted at `views` from measurements at smaller sizes: the last point
  /// scaled by the fitted exponent, taken as at least 1 so growth is never underestimated below
  /// linear.
  static func estimate(at views: Int, from points: [(views: Int, seconds: Double)]) -> Double? {
    guard let last = points.last, last.views > 0 else { return nil }
    let slope = max(1, exponent(points) ?? 1)
    return last.seconds * pow(Double(views) / Double(last.views), slope)
  }
}
