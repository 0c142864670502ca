// Questions about the current solution, for layout diagnostics.

extension Solver {
  /// Whether `variable` could take another value without making any constraint worse: the
  /// solution is not unique in it (Auto Layout's "ambiguous layout").
  ///
  /// A variable no constraint mentions is ambiguous, and so is a parametric one (the solver
  /// picked 0 for it). A basic variable is ambiguous when its row contains a parametric symbol
  /// whose reduced cost is zero at every level and that can actually move: an unrestricted one,
  /// or a slack or error that no restricted row pins at zero.
  /// - Complexity: O(cells of the variable's row × their columns). For many variables, use
  ///   ``ambiguity(of:)``, which asks each symbol once.
  public func isAmbiguous(_ variable: Int) -> Bool {
    var verdicts: [SymbolVerdict] = []
    var positions = freshLevelPositions()
    return isAmbiguous(variable, verdicts: &verdicts, positions: &positions)
  }

  /// ``isAmbiguous(_:)`` for each of `variables`, in order.
  ///
  /// A parametric symbol shared by many rows (a width every cell of a list refers to) is asked
  /// once, not once per row that holds it, so checking a whole layout costs about one pass
  /// over the tableau instead of growing with the square of a shared column.
  /// - Complexity: O(symbols + cells of the variables' rows + column entries of the symbols in
  ///   those rows).
  public func ambiguity(of variables: [Int]) -> [Bool] {
    var verdicts = [SymbolVerdict](repeating: .unknown, count: symbolKind.count)
    var positions = freshLevelPositions()
    return variables.map { isAmbiguous($0, verdicts: &verdicts, positions: &positions) }
  }

  /// What is known of a parametric symbol's freedom, remembered across the rows of one check.
  enum SymbolVerdict: UInt8 {
    case unknown, free, pinned
  }

  /// ``isAmbiguous(_:)``, remembering each symbol's verdict in `verdicts` when it has room for
  /// every symbol (an empty array remembers nothing).
  private func isAmbiguous(_ variable: Int, verdicts: inout [SymbolVerdict], positions: inout [Int32]) -> Bool {
    guard variable >= 0, variable < symbolOfVariable.count else { return true }
    let symbol = symbolOfVariable[variable]
    guard symbol >= 0 else { return true }
    let row = rowOfSymbol[Int(symbol)]
    guard row >= 0 else { return true }
    let remembers = verdicts.count == symbolKind.count
    for cell in cells(of: row) {
      let s = Int(cell.symbol)
      if remembers, verdicts[s] != .unknown {
        if verdicts[s] == .free { return true }
        continue
      }
      let free = costSign(cell.symbol, positions: &positions) == 0 && canMove(cell.symbol)
      if remembers { verdicts[s] = free ? .free : .pinned }
      if free { return true }
    }
    return false
  }

  /// Whether a parametric symbol can leave zero (in either direction if unrestricted, upward
  /// otherwise) before some restricted basic symbol would go negative.
  func canMove(_ symbol: Int32) -> Bool {
    if symbolKind[Int(symbol)] == .external { return true }
    if symbolKind[Int(symbol)] == .artificial || symbolKind[Int(symbol)] == .dummy { return false }
    for entry in column(of: symbol) {
      let basic = rows[Int(entry.row)].basic
      guard symbolKind[Int(basic)].isRestricted else { continue }
      let c = coefficient(at: entry)
      if c < 0, constants[Int(entry.row)] <= feasibilityThreshold { return false }
    }
    return true
  }
}
