import LayoutModel

/// A layout's linear rows as a linear program with error columns, one objective per priority.
///
/// Columns `1...structuralCount` are the layout's variables, all free. A required row is a
/// hard row (fixed for `==`, an upper or lower bound for `<=`/`>=`). A row below required gets
/// error columns, each `>= 0`: two for an equality (`Σ + e⁺ - e⁻ == -c`), one for an inequality
/// (`Σ - e <= -c`, `Σ + e >= -c`). The errors of one priority form a level; each level has a
/// cap row (the sum of its errors) that stays free until the level is solved and is then
/// bounded by its optimum, so later levels cannot worsen it (see ``GLPKEngine``).
/// Rows and columns are numbered from 1, as GLPK numbers them.
struct LinearProgram: Sendable {
  /// One priority's error columns and the row that caps their sum.
  struct Level: Sendable {
    var priority: LayoutPriority
    var errorColumns: [Int32]
    var capRow: Int32
  }

  var structuralCount: Int
  var columnCount: Int
  /// The program row of each system row, or 0 when the row is not active.
  var rowOfConstraint: [Int32]
  /// The bounds of each program row (index `row - 1`), caps included (free).
  var rowBounds: [GLPKBounds]
  /// The constraint matrix as triplets (row, column, value).
  var matrixRows: [Int32] = []
  var matrixColumns: [Int32] = []
  var matrixValues: [Double] = []
  /// From the highest priority below required to the lowest.
  var levels: [Level]

  /// Builds the program from the rows of `system` for which `isActive` holds.
  /// - Complexity: O(rows + terms + levels · log levels).
  init(system: LinearSystem, isActive: (Int) -> Bool) {
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
      guard !constraint.priority.isRequired else { continue }
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
    levels = []
    for priority in errorsByPriority.keys.sorted(by: >) {
      let row = Int32(rowBounds.count + 1)
      rowBounds.append(.free)
      let columns = errorsByPriority[priority] ?? []
      for errorColumn in columns {
        matrixRows.append(row)
        matrixColumns.append(errorColumn)
        matrixValues.append(1)
      }
      levels.append(Level(priority: LayoutPriority(priority), errorColumns: columns, capRow: row))
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

  /// How far above a level's optimum its cap is set: enough for GLPK's feasibility tolerance
  /// (1e-7, relative) not to make the next level infeasible, far below the 0.001 pt that frames
  /// are compared to.
  static func capTolerance(_ optimum: Double) -> Double { 1e-6 * max(1, abs(optimum)) }
}
