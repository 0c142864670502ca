#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel

/// How Auto Layout priorities become kiwi strengths, and what that cannot preserve.
///
/// Auto Layout's priorities are strict: a violation at priority 751 is never traded for any
/// number of satisfied constraints at 750. Kiwi, like the weighted variant of the Cassowary
/// papers, minimizes one sum, `Σ strength × error` over the non-required constraints, so enough
/// error at a lower strength always outweighs a higher one. No mapping can make a sum strict;
/// this one keeps the order of priorities and lays them on kiwi's own scale of strengths:
///
///     strength(p) = 10^(6 p / 1000)      for 1 <= p < 1000
///     strength(1000) = kiwi's required (1,001,001,000): a hard constraint, never weighed
///
/// Priority 0 would be kiwi's `weak` (1), 500 is `medium` (10³), and 1000 would be `strong`
/// (10⁶): each 1000/6 ≈ 167 priority points multiply the weight by 10. Every non-required
/// strength stays below `strong`, as kiwi's own soft constraints do.
///
/// A wider spread would be stricter but kiwi does not survive it: with the weights spread up to
/// just under `required` (10⁹), kiwi 1.4.4 aborts with `InternalSolverError: The objective is
/// unbounded` when a resize removes the root's size rows of the collection shape at 100 and 300
/// views. Its Python binding does not catch that error, so the worker dies (the engine reports it
/// as a failure). On the project's shapes at 10 to 300 views this spread never fails.
///
/// The limits, in points of error (every row's error is measured in points, as in the other
/// engines): one point at priority `p + d` weighs as much as `10^(6d/1000)` points at `p`.
/// - Adjacent integer priorities differ by 1.4%: 1.02 points of error at 750 outweigh one at
///   751, where the strict engines would accept any amount at 750 to save that point.
/// - The levels 250 apart that layouts use most (250, 500, 750) differ by 31.6×: 32 points at
///   250 outweigh one at 500.
/// Where a layout makes such a trade, kiwi's frames differ from the strict engines'. The harness
/// reports that as a *semantic difference* (see `FrameAgreement`), not a disagreement: kiwi is
/// optimal for its own weighted objective and worse only in the strict order.
public enum KiwiStrength {
  /// Kiwi's `strength.required`: `create(1000, 1000, 1000)`.
  public static let required = 1_001_001_000.0

  /// The strength of the edit variables that carry the root's size: ten times kiwi's `strong`,
  /// above every mapped priority (see ``KiwiEngine`` for why the size is an edit at all, and
  /// how the worker keeps it exact).
  public static let rootSize = 10_000_000.0

  /// The kiwi strength of an Auto Layout priority (see the type's documentation).
  public static func strength(of priority: LayoutPriority) -> Double {
    if priority.isRequired { return required }
    return weight(of: priority)
  }

  /// The weight of a non-required priority in kiwi's objective: `10^(6 p / 1000)`.
  public static func weight(of priority: LayoutPriority) -> Double {
    let exponent = 6 * min(max(priority.rawValue, 0), 1000) / 1000
    return pow(10, exponent)
  }
}
