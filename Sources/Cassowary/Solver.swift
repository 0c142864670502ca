/// A term of a linear expression: `coefficient × variable`.
public struct Term: Hashable, Sendable {
  public var variable: Int
  public var coefficient: Double
  public init(_ variable: Int, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// How an expression compares with zero.
public enum Relation: Sendable {
  case equal, lessThanOrEqual, greaterThanOrEqual
}

/// The priority that makes a constraint required.
public let requiredPriority = 1000.0

/// An incremental Cassowary solver over linear constraints `Σ terms + constant (relation) 0`.
///
/// The simplex tableau is kept between calls: adding a constraint runs primal simplex from the
/// current basis, suggesting an edit value or changing a constant runs dual simplex (Badros,
/// Borning & Stuckey, "The Cassowary linear arithmetic constraint solving algorithm", ACM TOCHI
/// 2001). Priorities are strict, see ``Objective``.
///
/// Everything is stored in contiguous arrays indexed by dense integer ids: variables and
/// constraints by the caller's ids, rows and symbols by the solver's. A column index (symbol →
/// the rows containing it) makes every substitution visit only the rows it changes, a min-heap
/// of improving symbols makes every primal step O(log n) to choose, and the markers of required
/// equalities live in a ``MarkerGraph`` so that chains stay linear. The solver knows nothing
/// about views and does not use Foundation.
///
/// Every throwing call leaves the solver as it was (up to floating-point rounding of values
/// that a failed attempt moved and moved back), except ``SolverError/internalFailure(_:)``,
/// which reports a broken invariant (a bug) after which the solver should be rebuilt.
public struct Solver {
  // Tableau rows and their free slots.
  var rows: [Row] = []
  var freeRows: [Int32] = []
  // Per symbol.
  var symbolKind: [SymbolKind] = []
  var rowOfSymbol: [Int32] = []
  var columns: [[ColumnEntry]] = []
  var recordOfSymbol: [Int32] = []
  var freeSymbols: [Int32] = []
  // Per caller variable.
  var symbolOfVariable: [Int32] = []
  // Constraint records: caller constraints and edit constraints.
  var records: [ConstraintRecord] = []
  var freeRecords: [Int32] = []
  var recordOfConstraint: [Int32] = []
  var recordOfEdit: [Int32] = []
  /// Per record, the implied ("dormant") required equalities whose derivation uses it: only its
  /// removal can make them matter again, and only its constant change can break them.
  var dormantDependents: [[Int32]] = []
  var markers = MarkerGraph()
  var objective = Objective()
  // Primal candidates: a min-heap of symbol ids (Bland's rule), validated lazily.
  var candidateHeap: [Int32] = []
  var inCandidateHeap: [Bool] = []
  var infeasibleRows: [Int32] = []
  // Scratch for merging rows: symbol → cell index in the row being merged into, or -1.
  var scratchCell: [Int32] = []
  // Pivots of the current call, to undo them if it fails.
  var undoLog: [Pivot] = []
  var isRecordingUndo = false

  /// Counts of the work done, for tests and deterministic performance gates.
  public internal(set) var statistics = Statistics()

  public init() {}

  /// Deterministic work counters.
  public struct Statistics: Hashable, Sendable {
    /// Simplex pivots (basis changes).
    public var pivots = 0
    /// Row merges (`row += k × other row`), the unit of substitution work.
    public var rowMerges = 0
    /// Cells read or written by row merges.
    public var cellOperations = 0
  }

  /// The current value of `variable` (0 for a variable the solver has never seen).
  /// - Complexity: O(1).
  public func value(of variable: Int) -> Double {
    guard variable >= 0, variable < symbolOfVariable.count else { return 0 }
    let symbol = symbolOfVariable[variable]
    guard symbol >= 0 else { return 0 }
    let row = rowOfSymbol[Int(symbol)]
    return row >= 0 ? rows[Int(row)].constant : 0
  }

  /// Whether a constraint with this id is in the solver.
  public func contains(constraint id: Int) -> Bool { record(of: id) != nil }

  /// Whether `variable` has an edit constraint.
  public func hasEditVariable(_ variable: Int) -> Bool {
    variable >= 0 && variable < recordOfEdit.count && recordOfEdit[variable] >= 0
  }

  /// The number of rows in the tableau.
  public var rowCount: Int { rows.count - freeRows.count }

  func record(of id: Int) -> Int32? {
    guard id >= 0, id < recordOfConstraint.count else { return nil }
    let record = recordOfConstraint[id]
    return record >= 0 ? record : nil
  }
}

/// What the solver remembers of one constraint.
struct ConstraintRecord {
  /// The caller's id, or -1 for an edit constraint.
  var id: Int
  var editVariable: Int
  var terms: [Term]
  var constant: Double
  var relation: Relation
  var priority: Double
  /// The slack or error symbol that identifies the constraint in the tableau, or -1 for a
  /// required equality, whose marker is `leaf` in the marker graph.
  var marker: Int32 = -1
  /// The second error symbol of a non-required equality, or the error of a non-required
  /// inequality.
  var other: Int32 = -1
  /// The marker's coefficient in the row as first written, before its sign was normalized.
  var markerCoefficient = 1.0
  var leaf: Int32 = -1
  /// A required equality implied by the others: kept aside, re-tried when constraints leave.
  var isDormant = false
  /// A required equality whose marker is a tableau column instead of a marker-graph leaf.
  var changesOften = false

  var isRequired: Bool { priority >= requiredPriority }
}

/// One basis change: `entering` became basic in `row`, replacing `leaving`.
struct Pivot {
  var row: Int32
  var entering: Int32
  var leaving: Int32
}
