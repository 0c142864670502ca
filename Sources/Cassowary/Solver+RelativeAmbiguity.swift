// Whether the difference of two variables is determined: a view's position in its superview.

extension Solver {
  /// ``isAmbiguous(_:)`` for each `a - b` of `pairs` (a pair without `b` asks of `a` alone): whether
  /// the difference could take another value without making any constraint worse.
  ///
  /// Why: Auto Layout's ambiguity is a view's frame in its superview. A container whose position
  /// the constraints leave free moves its whole subtree, so every descendant's position in the
  /// root is free too, yet a descendant pinned to the container is determined where it is, and
  /// Interface Builder flags the container alone (a free-floating custom view in Aerial's
  /// `VideosViewController.xib` is saved `ambiguous` and none of its 26 descendants is). The
  /// difference's row is the first variable's row less the second's (a parametric variable is
  /// its own one-cell row); it is free when a symbol left in it with a non-zero coefficient is
  /// free, by the same test as ``isAmbiguous(_:)``.
  /// - Complexity: O(cells of the two rows × their columns) per pair; a symbol's verdict is
  ///   remembered across pairs.
  public func ambiguity(ofDifferences pairs: [(Int, Int?)]) -> [Bool] {
    var verdicts = [SymbolVerdict](repeating: .unknown, count: symbolKind.count)
    var combined: [Int32: Double] = [:]
    return pairs.map { pair in
      let (a, b) = pair
      combined.removeAll(keepingCapacity: true)
      guard accumulate(a, sign: 1, into: &combined) else { return true }
      if let b, !accumulate(b, sign: -1, into: &combined) { return true }
      for (symbol, coefficient) in combined where abs(coefficient) > Tolerance.pivot {
        let s = Int(symbol)
        if verdicts[s] == .unknown {
          verdicts[s] = costSign(symbol) == 0 && canMove(symbol) ? .free : .pinned
        }
        if verdicts[s] == .free { return true }
      }
      return false
    }
  }

  /// Adds `sign` times the variable's row (its parametric cells) to `combined`; `false` when the
  /// variable is not in the tableau (no constraint mentions it, so it is free).
  private func accumulate(_ variable: Int, sign: Double, into combined: inout [Int32: Double]) -> Bool {
    guard variable >= 0, variable < symbolOfVariable.count else { return false }
    let symbol = symbolOfVariable[variable]
    guard symbol >= 0 else { return false }
    let row = rowOfSymbol[Int(symbol)]
    guard row >= 0 else {
      combined[symbol, default: 0] += sign
      return true
    }
    for cell in rows[Int(row)].cells { combined[cell.symbol, default: 0] += sign * cell.coefficient }
    return true
  }
}
