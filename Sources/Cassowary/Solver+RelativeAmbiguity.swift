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
  ///
  /// The two rows are summed in a dense array indexed by symbol, allocated once per call and
  /// cleared after each pair at the symbols the pair touched only: a dictionary per pair cost a
  /// hash and, as it grew, an allocation per cell, and a whole layout asks four pairs per view.
  /// - Complexity: O(symbols) once, then O(cells of the two rows × their columns) per pair; a
  ///   symbol's verdict is remembered across pairs.
  public func ambiguity(ofDifferences pairs: [(Int, Int?)]) -> [Bool] {
    var verdicts = [SymbolVerdict](repeating: .unknown, count: symbolKind.count)
    var difference = RowDifference(symbolCount: symbolKind.count)
    var positions = freshLevelPositions()
    return pairs.map { pair in
      let (a, b) = pair
      defer { difference.clear() }
      guard accumulate(a, sign: 1, into: &difference) else { return true }
      if let b, !accumulate(b, sign: -1, into: &difference) { return true }
      for symbol in difference.touched where abs(difference.coefficients[Int(symbol)]) > Tolerance.pivot {
        let s = Int(symbol)
        if verdicts[s] == .unknown {
          verdicts[s] = costSign(symbol, positions: &positions) == 0 && canMove(symbol) ? .free : .pinned
        }
        if verdicts[s] == .free { return true }
      }
      return false
    }
  }

  /// One pair's difference of rows: a coefficient per symbol (zero where the pair has none) and
  /// the symbols given one, each once, in the order first met.
  struct RowDifference {
    var coefficients: [Double]
    var isTouched: [Bool]
    var touched: [Int32] = []

    init(symbolCount: Int) {
      coefficients = [Double](repeating: 0, count: symbolCount)
      isTouched = [Bool](repeating: false, count: symbolCount)
    }

    /// Adds `amount` to `symbol`'s coefficient. A symbol is listed once even when its sum
    /// passes through zero, so the list stays as long as the cells read, no longer.
    mutating func add(_ amount: Double, to symbol: Int32) {
      let s = Int(symbol)
      if !isTouched[s] {
        isTouched[s] = true
        touched.append(symbol)
      }
      coefficients[s] += amount
    }

    /// Zeroes the touched entries only, keeping the list's storage.
    mutating func clear() {
      for symbol in touched {
        coefficients[Int(symbol)] = 0
        isTouched[Int(symbol)] = false
      }
      touched.removeAll(keepingCapacity: true)
    }
  }

  /// Adds `sign` times the variable's row (its parametric cells) to `difference`; `false` when
  /// the variable is not in the tableau (no constraint mentions it, so it is free).
  private func accumulate(_ variable: Int, sign: Double, into difference: inout RowDifference) -> Bool {
    guard variable >= 0, variable < symbolOfVariable.count else { return false }
    let symbol = symbolOfVariable[variable]
    guard symbol >= 0 else { return false }
    let row = rowOfSymbol[Int(symbol)]
    guard row >= 0 else {
      difference.add(sign, to: symbol)
      return true
    }
    for cell in cells(of: row) { difference.add(sign * cell.coefficient, to: cell.symbol) }
    return true
  }
}
