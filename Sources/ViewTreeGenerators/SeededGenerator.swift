/// A small, fast, seedable random number generator (SplitMix64).
///
/// Benchmarks must be reproducible: the same seed has to produce the same view tree and the same
/// sequence of workload changes on every machine and every Swift version, which the system
/// generator does not promise. SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom
/// number generators", OOPSLA 2014) passes BigCrush and needs eight bytes of state.
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

  /// A uniformly chosen integer in `0..<bound`; `bound` must be positive.
  public mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<max(bound, 1), using: &self) }

  /// A uniformly chosen number in `range`, rounded to a quarter point so that generated
  /// constants print compactly and stay exact in binary.
  public mutating func quarter(in range: ClosedRange<Double>) -> Double {
    (Double.random(in: range, using: &self) * 4).rounded() / 4
  }

  /// `true` with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
