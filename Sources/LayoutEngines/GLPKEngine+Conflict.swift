#if GLPK
import LayoutModel

extension GLPKEngine {
  /// Above this many required rows, an infeasible layout is reported without isolating the
  /// conflict: the search solves one program per row.
  static let conflictSearchLimit = 400

  /// A minimal set of required rows that cannot hold together, written readably.
  ///
  /// GLPK only says that no solution exists. Deletion filtering finds which rows are to blame:
  /// each required row in turn is freed; if the rest is still infeasible the row stays out,
  /// otherwise it is part of the conflict and is restored. What remains is irreducible: every
  /// row in it is needed for the conflict. Each probe is a warm dual simplex on a copy.
  /// - Complexity: one simplex per active required row.
  func conflictingRequiredRows() -> [String] {
    let required = activeRequiredRows
    guard required.count <= Self.conflictSearchLimit else {
      return ["\(required.count) required constraints (too many to isolate the conflict)"]
    }
    let probe = problem.copy()
    Self.restore(fixed, in: probe, program)
    for level in program.levels {
      for column in level.errorColumns { probe.setObjectiveCoefficient(Int(column), 0) }
    }
    var conflict: [Int] = []
    for (index, row) in required {
      probe.setRowBounds(row, .free)
      if probe.simplex(.dual) == .infeasible { continue }
      probe.setRowBounds(row, LinearProgram.bounds(of: system.constraints[index]))
      conflict.append(index)
    }
    guard !conflict.isEmpty else { return ["the \(required.count) required constraints (GLPK found no feasible point)"] }
    return conflict.map { layout.describe(system.constraints[$0].source) }
  }
}
#endif
