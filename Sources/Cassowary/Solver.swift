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
/// current basis, suggesting an edit value or changing constants runs dual simplex (Badros,
/// Borning & Stuckey, "The Cassowary linear arithmetic constraint solving algorithm", ACM TOCHI
/// 2001). Priorities are strict: the objective is minimized level by level, highest priority
/// first (see `Solver+ReducedCost.swift`).
///
/// Everything is stored in contiguous arrays indexed by dense integer ids: variables and
/// constraints by the caller's ids, rows and symbols by the solver's. A column index (symbol →
/// the rows containing it) makes every substitution visit only the rows it changes and gives
/// each symbol's reduced cost from its column alone, so the objective is never stored; a
/// min-heap of symbols whose reduced cost changed makes choosing the entering symbol O(log n);
/// the markers of required equalities live in a ``MarkerGraph`` so that chains stay linear.
/// Tests against zero follow one scheme, relative to the magnitudes involved (``Tolerance``),
/// and a required constraint is refused only with a verified proof of the conflict. The solver
/// knows nothing about views and does not use Foundation.
///
/// Every throwing call leaves the solver as it was (up to floating-point rounding of values
/// that a failed attempt moved and moved back), except ``SolverError/internalFailure(_:)``,
/// which reports a broken invariant (a bug) after which the solver should be rebuilt, and
/// ``SolverError/workLimitExceeded(_:)``. A failed constant change may leave a required
/// equality's marker as a tableau column (a change of representation, not of any value).
///
/// Not copyable: the tableau is some thirty arrays, and a copy made by accident (an engine held
/// twice) would duplicate all of them at the next change. ``copy()`` makes the one deliberate
/// copy. Caller ids (variables, constraints) index arrays directly, so they must be below
/// ``identifierLimit``.
///
/// Building with `-D CASSOWARY_CHECKS` (the package does so for debug builds) checks every
/// invariant after each public mutation; see `Solver+Invariants.swift`.
public struct Solver: ~Copyable {
  // A new stored property must also be copied by `copy()` (Solver+Copy.swift).
  // Tableau rows and their free slots.
  var rows = DenseArray<Row>()
  /// The rows' cells, each row's a list in the pool (``Row/cells``).
  var cellPool = ListPool<Cell>()
  /// Each row's constant (the basic symbol's value), apart from the rows: a resize shifts the
  /// constants of most rows and nothing else of them, and reads this array in order.
  var constants = DenseArray<Double>()
  /// Each row's basic symbol's priority level (``levelOfSymbol``) when the objective weighs
  /// it, -1 otherwise: a reduced cost asks it of every row of a column.
  var rowLevel = DenseArray<Int32>()
  var freeRows: [Int32] = []
  // Per symbol.
  var symbolKind = DenseArray<SymbolKind>()
  var rowOfSymbol = DenseArray<Int32>()
  /// Per symbol, the column index: where the symbol has a cell, a list in ``columnPool``.
  var columns = DenseArray<PooledList>()
  var columnPool = ListPool<ColumnEntry>()
  var recordOfSymbol: [Int32] = []
  /// The priority level that weighs a symbol (an index into ``levelPriority``): its
  /// constraint's priority for an error, `.infinity` for an artificial symbol; -1 for the rest,
  /// which no level weighs.
  var levelOfSymbol = DenseArray<Int32>()
  /// Each priority level's priority, in the order the levels were first needed; a level is
  /// never removed (a layout has a few, or at most about a thousand).
  var levelPriority: [Double] = []
  /// The level of each priority in ``levelPriority``, read when a weighed symbol is made.
  var levelOfPriority: [Double: Int32] = [:]
  /// Per level, where a reduced cost being summed keeps that level's term, or -1: all -1
  /// between uses (``reducedCost(of:into:positions:)``).
  var levelPositionScratch: [Int32] = []
  /// Each parametric symbol's reduced cost as last summed, until something changes it.
  var costCache = DenseArray<CachedCost>()
  /// The second and third terms of the costs cached whole with more than one.
  var costCacheTail = DenseArray<CachedCostTail>()
  /// Per symbol, the rows of its column whose basic symbol is weighed: a symbol with none has
  /// no reduced cost beyond its own weight, found without reading its column.
  var weighedEntries = DenseArray<Int32>()
  /// Per symbol, whether its column's weighed entries are listed in ``weighedLists``: set when
  /// a reduced cost is first summed over a long column (``listWeighedEntries(of:)``), and from
  /// then on kept current with the column.
  var isListed = DenseArray<Bool>()
  /// Per listed symbol, the column slots of its entries whose row is weighed.
  var weighedLists: [[Int32]] = []
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
  // Primal candidates: a min-heap of symbol ids (lowest first, for partial pricing and for
  // Bland's rule after degenerate pivots), validated when popped.
  var candidateHeap: [Int32] = []
  var inCandidateHeap = DenseArray<Bool>()
  var infeasibleRows: [Int32] = []
  /// Scratch for merging rows: symbol → cell index in the row being merged into, or in the
  /// pivot row while a substitution merges it into many (``scatterSource(_:)``); -1 otherwise.
  var scratchCell = DenseArray<Int32>()
  /// Scratch for merging rows: the cells new to the row being merged into.
  var freshCellScratch = DenseArray<Cell>()
  /// Scratch for merging rows: the positions of the cells a merge left at zero.
  var zeroScratch = DenseArray<Int32>()
  /// Scratch for merging a scattered pivot row: per cell of it, the last merge that met it in
  /// its target (``sourceStamp`` then).
  var sourceStamps = DenseArray<UInt32>()
  var sourceStamp: UInt32 = 0
  // Scratch for reduced costs and for certificates.
  var costScratch: [CostTerm] = []
  /// Bumped by every change to a cell: a ``ColumnSnapshot`` taken at another count is stale.
  var cellRevision = 0
  /// The columns whose rows constant changes shifted lately, copied out in row order while the
  /// cells stay as they are (see `Solver+ColumnSnapshot.swift`).
  var columnSnapshots: [ColumnSnapshot] = []
  /// How many entries of the first column a shift of several columns together takes at a time,
  /// and how long one of them must be to be shifted so (`Solver+ColumnShiftBlocks.swift`); a
  /// test sets both small to compare with one pass per column.
  var columnShiftBlock = Solver.defaultColumnShiftBlock
  var blockedShiftMinimum = Solver.defaultBlockedShiftMinimum
  /// Rows from which the dual simplex asks for its next rows' data ahead (`Solver+Prefetch.swift`);
  /// a test sets it to 0 to compare with a solver that never does.
  var prefetchMinimumRows = Solver.defaultPrefetchMinimumRows
  /// Whether a substitution scatters a long pivot row once for all its merges
  /// (``scatterSource(_:)``); a test turns it off to compare with a merge that scatters each
  /// target instead.
  var scattersPivotRows = true
  var bestCostScratch: [CostTerm] = []
  /// The improving symbols partial pricing passed over, reused pivot after pivot.
  var pricingScratch: [Int32] = []
  var variableScratch: [Double] = []
  var variableMagnitudeScratch: [Double] = []
  // Pivots of the current call, to undo them if it fails.
  var undoLog: [Pivot] = []
  var isRecordingUndo = false
  /// The largest magnitude of any constant the solver has been given (at least 1): the scale
  /// of the feasibility tolerance.
  var constantScale = 1.0
  /// Set by the dual simplex when a pivot was chosen between ratios that agree up to rounding
  /// (see ``ratio(_:over:isLessThan:over:nearTie:)``); cleared by whoever runs the primal
  /// clean-up.
  var dualPivotNearTie = false
  /// How many times ``Tolerance/reducedCost`` a reduced cost must exceed to count as a rate:
  /// 1, raised when the primal simplex came back to a basis it had left (see
  /// `Solver+CycleGuard.swift`); a rebuilt tableau starts again at 1.
  var reducedCostNoise = 1.0
  /// Whether a phase one that ends short of zero without a proof of conflict fails the call
  /// and has the tableau rebuilt (``refactorize()``); off while a rebuilt tableau retries it.
  var allowsRefactorization = true
  /// Set when a call failed because the tableau's rounding, not the constraints, stopped a
  /// phase one; the public call then rebuilds the tableau.
  var tableauIsUnreliable = false
  /// What building the tableau from its constraints cost, per constraint: measured by the
  /// last batch added to an empty solver (a rebuild is one), `nil` before any. It bounds
  /// how much a batch of removals may spend before the tableau is rebuilt instead
  /// (``removeConstraints(_:)``).
  var buildWorkPerConstraint: Double?
  /// The least a work budget counts per constraint, whatever the last build measured (tests
  /// lower it to reach the budget on small problems).
  ///
  /// A build's work counts its pivots, merges and reduced-cost reads, not the writing of its
  /// rows: a layout that builds without pivoting measures a few units per constraint (the
  /// benchmark's collection at 1,000 views: 3.8, a budget of 2,170 units), while one of its
  /// resizes, a few hundred cells, takes 1,100 to 1,650 units and far less time than a build.
  /// A budget that close would rebuild the tableau for a resize a little longer than usual.
  /// The layouts the budget is for measure thousands of units per constraint (7,660 and 8,600
  /// on the fuzz seeds that needed it), far above this floor.
  var minimumWorkPerConstraint = 64.0
  var counters = Statistics()
  /// The ``Statistics/work`` after which a call stops with ``SolverError/workLimitExceeded(_:)``;
  /// `nil` for no limit. A deterministic bound for callers that must give up on a pathological
  /// problem (tests) without timing anything.
  public var workLimit: Int?
  /// Set when a call stopped at ``workLimit``: the tableau is half-changed and is not checked.
  var stoppedAtWorkLimit = false
  /// The ``Statistics/work`` past which the step under way gives up, so that its caller
  /// rebuilds the tableau instead (``withinWorkDeadline(_:_:)``); `nil` outside such a step.
  var workDeadline: Int?
  /// Set when a step gave up at ``workDeadline``: the tableau is half-changed and is about to
  /// be replaced by a rebuild from the constraints.
  var passedWorkDeadline = false

  public init() {}

  /// Deterministic work counters: they depend only on the calls made, never on the machine.
  public struct Statistics: Hashable, Sendable, Codable {
    /// Simplex pivots (basis changes).
    public var pivots = 0
    /// Row merges (`row += k × other row`), the unit of substitution work.
    public var rowMerges = 0
    /// Cells read or written by row merges.
    public var cellOperations = 0
    /// Rows whose constant a constant change, a resize or a suggested value moved.
    public var constantShifts = 0
    /// Column entries read to work out reduced costs (the objective is derived, not stored).
    public var reducedCostReads = 0
    /// Pushes and pops of the candidate heap.
    public var heapOperations = 0
    /// Marker-graph nodes created (row merges and compactions).
    public var markerNodesCreated = 0
    /// Marker-graph nodes visited by walks (constant changes, removals, compactions, proofs).
    public var markerNodesVisited = 0
    /// Row marker expressions written out afresh.
    public var markerCompactions = 0
    /// Required equalities whose marker became a column because their constant kept changing.
    public var markerColumnConversions = 0
    /// Tableaus rebuilt from the constraints because rounding had made them unreliable.
    public var refactorizations = 0
    /// Primal simplex runs that came back to an earlier basis and were steered out of it.
    public var cyclesBroken = 0
    /// Entries of the dual simplex's queue of infeasible rows read to find the most infeasible
    /// one (``Solver/dualEscalationDivisor``).
    public var queueScans = 0

    /// The work that grows with a problem's difficulty, in one figure: pivots, the cells their
    /// substitutions touched, the reduced-cost reads that chose them and the queue entries read
    /// to pick the rows.
    public var work: Int { pivots + cellOperations + reducedCostReads + queueScans }
  }

  /// Counts of the work done, for tests and deterministic performance gates.
  public var statistics: Statistics {
    var result = counters
    // The counters hold a rebuilt solver's earlier marker work; the graph counts its own.
    result.markerNodesCreated = counters.markerNodesCreated + markers.nodesCreated
    result.markerNodesVisited = counters.markerNodesVisited + markers.nodesVisited
    return result
  }

  /// Sizes of the solver's storage, for memory checks.
  public struct StorageSize: Hashable, Sendable {
    public var rows: Int
    public var cells: Int
    public var symbols: Int
    public var records: Int
    public var liveMarkerNodes: Int
    public var markerNodeSlots: Int
  }

  /// The solver's current storage, live and allocated.
  /// - Complexity: O(rows).
  public var storageSize: StorageSize {
    StorageSize(
      rows: rowCount, cells: rows.indices.reduce(0) { $0 + Int(rows[$1].cells.count) }, symbols: symbolKind.count - freeSymbols.count,
      records: records.count - freeRecords.count, liveMarkerNodes: markers.liveNodeCount,
      markerNodeSlots: markers.nodes.count)
  }

  /// The current value of `variable` (0 for a variable the solver has never seen).
  /// - Complexity: O(1).
  public func value(of variable: Int) -> Double {
    guard variable >= 0, variable < symbolOfVariable.count else { return 0 }
    let symbol = symbolOfVariable[variable]
    guard symbol >= 0 else { return 0 }
    let row = rowOfSymbol[Int(symbol)]
    return row >= 0 ? constants[Int(row)] : 0
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

  /// The feasibility tolerance in points (see ``Tolerance``).
  var feasibilityThreshold: Double { Tolerance.feasibility * constantScale }
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
  /// The slack or error symbol that identifies the constraint in the tableau, or the dummy
  /// column of a required equality whose constant changes often; -1 for a required equality
  /// whose marker is `leaf` in the marker graph.
  var marker: Int32 = -1
  /// The second error symbol of a non-required equality, or the error of a non-required
  /// inequality.
  var other: Int32 = -1
  /// The marker's coefficient in the row as first written (`0 = constant + Σ terms + σ·marker`),
  /// before its sign was normalized.
  var markerCoefficient = 1.0
  var leaf: Int32 = -1
  /// A required equality implied by the others: kept aside, re-tried when constraints leave.
  var isDormant = false
  /// The ids of the constraints a dormant equality follows from: with it, a conflict when a
  /// constant change makes it false.
  var supports: [Int] = []
  /// A required equality whose marker is a tableau column instead of a marker-graph leaf.
  var changesOften = false
  /// Constant changes so far; a required equality changed repeatedly gets a marker column.
  var constantChanges = 0

  var isRequired: Bool { priority >= requiredPriority }

  /// The coefficient of `symbol`, one of this record's, in its row as first written.
  func sigma(of symbol: Int32) -> Double { symbol == marker ? markerCoefficient : -markerCoefficient }
}

/// One basis change: `entering` became basic in `row`, replacing `leaving`.
struct Pivot {
  var row: Int32
  var entering: Int32
  var leaving: Int32
}
