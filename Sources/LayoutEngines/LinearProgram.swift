import LayoutModel

/// A layout's linear rows as a linear program with error columns, one objective per priority.
///
/// Columns `1...structuralCount` are the layout's variables, all free. A required row is a
/// hard row (fixed for `==`, an upper or lower bound for `<=`/`>=`). A row below required gets
/// error columns, each `>= 0`: two for an equality (`Σ + e⁺ - e⁻ == -c`), one for an inequality
/// (`Σ - e <= -c`, `Σ + e >= -c`). The errors of one priority form a level, solved in turn with
/// that level's errors as the objective (see ``GLPKEngine``).
/// Rows and columns are numbered from 1, as GLPK numbers them.
package struct LinearProgram: Sendable {
  /// One priority's error columns.
  package struct Level: Sendable {
    package var priority: LayoutPriority
    package var errorColumns: [Int32]
  }

  package var structuralCount: Int
  package var columnCount: Int
  /// The program row of each system row, or 0 when the row is not active.
  package var rowOfConstraint: [Int32]
  /// The bounds of each program row (index `row - 1`).
  package var rowBounds: [GLPKBounds]
  /// The constraint matrix as triplets (row, column, value).
  package var matrixRows: [Int32] = []
  package var matrixColumns: [Int32] = []
  package var matrixValues: [Double] = []
  /// From the highest priority below required to the lowest.
  package var levels: [Level]

  /// Builds the program from the rows of `system` for which `isActive` holds. With
  /// `bendingRequired`, the required rows get error columns too, as a level above every
  /// priority: the program then always has a solution, the least violation of the required rows
  /// first (for rows that hold together only to within rounding, see ``GLPKEngine``).
  /// - Complexity: O(rows + terms + levels · log levels).
  package init(system: LinearSystem, bendingRequired: Bool = false, isActive: (Int) -> Bool) {
    structuralCount = system.variableCount
    var column = Int32(system.variableCount)
    rowOfConstraint = Array(repeating: 0, count: system.constraints.count)
    rowBounds = []
    rowBounds.reserveCapacity(system.constraints.count)
    var errorsByPriority: [Double: [Int32]] = [:]
    for (index, constraint) in system.constraints.enumerated() where isActive(index) {
      let row = Int32(rowBounds.count + 1)
      rowOfConstraint[index] = row
      rowBounds.append(Self.bounds(of: constraint))
      for term in constraint.terms {
        matrixRows.append(row)
        matrixColumns.append(term.variable + 1)
        matrixValues.append(term.coefficient)
      }
      guard bendingRequired || !constraint.priority.isRequired else { continue }
      // An error moves the row's value toward satisfying it: + for >=, - for <=, both for ==.
      let signs: [Double] =
        switch constraint.relation {
        case .equal: [1, -1]
        case .lessThanOrEqual: [-1]
        case .greaterThanOrEqual: [1]
        }
      for sign in signs {
        column += 1
        matrixRows.append(row)
        matrixColumns.append(column)
        matrixValues.append(sign)
        errorsByPriority[constraint.priority.rawValue, default: []].append(column)
      }
    }
    levels = errorsByPriority.keys.sorted(by: >).map { priority in
      Level(priority: LayoutPriority(priority), errorColumns: errorsByPriority[priority] ?? [])
    }
    columnCount = Int(column)
  }

  /// The hard bounds of a row `Σ terms + constant (relation) 0`, written `Σ terms (relation) -constant`.
  static func bounds(of constraint: LinearConstraint) -> GLPKBounds {
    switch constraint.relation {
    case .equal: .fixed(-constraint.constant)
    case .lessThanOrEqual: .upper(-constraint.constant)
    case .greaterThanOrEqual: .lower(-constraint.constant)
    }
  }
}
