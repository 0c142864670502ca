import Cassowary

/// A solver preloaded with a tableau of a given shape and size, shared by one benchmark's runs.
///
/// Building a 10,000-row tableau takes far longer than the operation a benchmark times, so each
/// benchmark builds its tableau once (lazily, on its first run, so that listing the benchmarks
/// stays instant) and every operation it times leaves the tableau as it found it.
final class Tableau: @unchecked Sendable {
  /// How the rows depend on each other.
  enum Shape: String, CaseIterable {
    /// `x[i] == x[i-1] + 10`: every row depends on the one before, as a row of siblings does.
    case chain
    /// `x[i] == k[i] * root + i`: every row depends on the root variable only, as a proportional
    /// grid of views does.
    case flat
  }

  let shape: Shape
  let rows: Int
  private var built: Solver?

  /// The variable an edit moves: the chain's head or the flat layout's root.
  let editVariable = 0
  /// Ids above every row's id, for the constraints the benchmarks add and remove.
  var scratchID: Int { rows + 1 }
  /// A variable no row mentions, for constraints that must not disturb the tableau.
  var scratchVariable: Int { rows + 1 }

  init(_ shape: Shape, rows: Int) {
    self.shape = shape
    self.rows = rows
  }

  /// A new solver of this shape: `rows` required equalities plus a strong edit on variable 0.
  private func build() throws(SolverError) -> Solver {
    var solver = Solver()
    try solver.addEditVariable(editVariable, priority: 750)
    try solver.suggestValue(375, for: editVariable)
    for row in 1...rows {
      switch shape {
      case .chain:
        try solver.addConstraint(row, [Term(row, 1), Term(row - 1, -1)], constant: -10, relation: .equal)
      case .flat:
        let factor = Double(row % 7 + 1) / 8
        try solver.addConstraint(row, [Term(row, 1), Term(0, -factor)], constant: -Double(row % 13), relation: .equal)
      }
    }
    return solver
  }

  /// Runs `body` on the shared solver, built on first use, and keeps what it leaves.
  ///
  /// `Solver` is not copyable: the solver is moved out of `built` for the call and back after
  /// it, so no run copies the tableau.
  func withSolver(_ body: (inout Solver) throws(SolverError) -> Void) throws(SolverError) {
    var solver: Solver
    if let kept = built.take() { solver = kept } else { solver = try build() }
    do {
      try body(&solver)
    } catch {
      built = consume solver
      throw error
    }
    built = consume solver
  }

  /// The constraint the add and remove benchmarks use: a new variable pinned to the middle row's,
  /// which makes the solver substitute that row's expression.
  func scratchConstraint() -> (id: Int, terms: [Term], constant: Double) {
    (scratchID, [Term(scratchVariable, 1), Term(rows / 2, -1)], -3)
  }
}
