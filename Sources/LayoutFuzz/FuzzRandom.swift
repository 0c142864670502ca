import Foundation
import SeededRandom

/// The fuzzer's source of choices: the project's SplitMix64, with every bounded value derived
/// from its raw 64-bit output by fixed arithmetic.
///
/// A failing seed must replay the same layout on every machine and every Swift version. The
/// standard library's `random(in:using:)` does not promise how many outputs it draws or how it
/// maps them, so nothing here calls it: an integer below `n` is the high half of `next() * n`
/// (Lemire's multiply-shift, bias below 2⁻⁵⁰ for the bounds used here), a unit number is the top
/// 53 bits scaled by 2⁻⁵³.
public struct FuzzRandom: Sendable {
  private var generator: SeededGenerator

  public init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  /// The next raw 64-bit output.
  public mutating func next() -> UInt64 { generator.next() }

  /// An integer in `0..<bound`; 0 when `bound` is not positive.
  public mutating func below(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// An integer in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// A number in `[0, 1)`.
  public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A number in `range`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// A number in `range`, rounded to a multiple of `step` (so that constants print compactly).
  public mutating func rounded(in range: ClosedRange<Double>, step: Double = 0.5) -> Double {
    (double(in: range) / step).rounded() * step
  }

  /// `true` with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// One element of a non-empty array (the first for an empty one is a caller's bug; it traps).
  public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

  /// One element, chosen with the given relative weights.
  public mutating func pick<T>(weighted choices: [(T, Double)]) -> T {
    let total = choices.reduce(0) { $0 + $1.1 }
    var target = unit() * total
    for (choice, weight) in choices {
      if target < weight { return choice }
      target -= weight
    }
    return choices[choices.count - 1].0
  }

  /// A number spread evenly on a logarithmic scale between the bounds, as an integer.
  public mutating func logUniform(in range: ClosedRange<Int>) -> Int {
    let low = log(Double(max(range.lowerBound, 1)))
    let high = log(Double(max(range.upperBound, 1)))
    return min(range.upperBound, max(range.lowerBound, Int(exp(double(in: low...high)).rounded())))
  }

  /// The elements in an order chosen by a Fisher–Yates shuffle.
  public mutating func shuffle<T>(_ elements: inout [T]) {
    guard elements.count > 1 else { return }
    for index in stride(from: elements.count - 1, to: 0, by: -1) {
      elements.swapAt(index, below(index + 1))
    }
  }
}
