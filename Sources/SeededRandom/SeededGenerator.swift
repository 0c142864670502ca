/// A small, fast, seedable random number generator (SplitMix64).
///
/// Benchmarks must be reproducible: the same seed has to produce the same view tree and the same
/// sequence of workload changes on every machine and every Swift version. SplitMix64 (Steele, Lea
/// and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014) passes BigCrush and
/// needs eight bytes of state.
///
/// Bounded values are derived here from the raw 64-bit output, never through
/// `Int.random(in:using:)` or `Double.random(in:using:)`: the standard library does not promise
/// to keep the algorithms behind those, and a change there would silently change every generated
/// layout. The derivations below are fixed by this file (and pinned by tests).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly chosen integer in `0..<bound`; a bound below 1 is treated as 1.
  ///
  /// Lemire's multiply-and-reject method ("Fast random integer generation in an interval",
  /// ACM TOMACS 2019): the high word of `next() * bound` is uniform once the few low words below
  /// `2^64 mod bound` are rejected, so there is no modulo bias.
  public mutating func below(_ bound: Int) -> Int {
    let range = UInt64(max(bound, 1))
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold { product = next().multipliedFullWidth(by: range) }
    }
    return Int(product.high)
  }

  /// A uniformly chosen number in `0..<1` with 53 random bits: the top 53 bits of one output,
  /// scaled by 2⁻⁵³, so every value is a multiple of 2⁻⁵³ and exact.
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A number drawn uniformly from `range`, rounded to the nearest quarter point so that
  /// generated constants print compactly and stay exact in binary.
  public mutating func quarter(in range: ClosedRange<Double>) -> Double {
    let value = range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    return (value * 4).rounded() / 4
  }

  /// `true` with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
