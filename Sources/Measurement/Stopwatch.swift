/// Monotonic timing and a sink the optimizer cannot see through.
///
/// `ContinuousClock` is monotonic (CLOCK_MONOTONIC on Linux), so a wall-clock adjustment during a
/// sweep cannot produce negative or inflated times.
public enum Stopwatch {
  static let clock = ContinuousClock()

  /// Runs `body` and returns its result with the seconds it took.
  @inline(__always)
  public static func time<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (T, Double) {
    let start = clock.now
    let result = try body()
    let elapsed = start.duration(to: clock.now)
    return (result, seconds(elapsed))
  }

  static func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}

/// Keeps results alive: a value summed here counts as used, so the compiler cannot drop the work
/// that produced it.
enum ResultSink {
  nonisolated(unsafe) private static var total: Double = 0

  @inline(never)
  static func consume(_ values: [Double]) {
    total += values.first ?? 0
    total += Double(values.count)
  }

  /// Read once at the end of a run so the sum itself is used.
  @inline(never)
  static var checksum: Double { total }
}
