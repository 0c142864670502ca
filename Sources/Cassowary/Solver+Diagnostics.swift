// Questions about the current solution, for layout diagnostics.

extension Solver {
  /// Whether `variable` could take another value without making any constraint worse: the
  /// solution is not unique in it (Auto Layout's "ambiguous layout").
  ///
  /// A variable no constraint mentions is ambiguous, and so is a parametric one (the solver
  /// picked 0 for it). A basic variable is ambiguous when its row contains a parametric symbol
  /// whose reduced cost is zero at every level and that can actually move: an unrestricted one,
  /// or a slack or error that no restricted row pins at zero.
  /// - Complexity: O(cells of the variable's row × their columns).
  public func isAmbiguous(_ variable: Int) -> Bool {
    guard variable >= 0, variable < symbolOfVariable.count else { return true }
    let symbol = symbolOfVariable[variable]
    guard symbol >= 0 else { return true }
    let row = rowOfSymbol[Int(symbol)]
    guard row >= 0 else { return true }
    for cell in rows[Int(row)].cells where costSign(cell.symbol) == 0 && canMove(cell.symbol) {
      return true
    }
    return false
  }

  /// Whether a parametric symbol can leave zero (in either direction if unrestricted, upward
  /// otherwise) before some restricted basic symbol would go negative.
  private func canMove(_ symbol: Int32) -> Bool {
    if symbolKind[Int(symbol)] == .external { return true }
    if symbolKind[Int(symbol)] == .artificial || symbolKind[Int(symbol)] == .dummy { return false }
    for entry in columns[Int(symbol)] {
      let basic = rows[Int(entry.row)].basic
      guard symbolKind[Int(basic)].isRestricted else { continue }
      let c = rows[Int(entry.row)].cells[Int(entry.cell)].coefficient
      if c < 0, rows[Int(entry.row)].constant <= feasibilityThreshold { return false }
    }
    return true
  }
}
