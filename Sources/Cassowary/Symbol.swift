/// What a tableau symbol stands for; slack, error and artificial symbols are non-negative.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted, any value.
  case external
  /// The slack of an inequality: non-negative.
  case slack
  /// The error of a non-required constraint or an edit: non-negative, weighed by the objective.
  case error
  /// The helper of the two-phase start of a required constraint without an obvious subject.
  case artificial
  /// The marker of a required equality whose constant changes often, kept as a column: always
  /// zero, never chosen to enter the basis.
  case dummy

  var isRestricted: Bool { self == .slack || self == .error || self == .artificial }
  /// Whether the objective counts the symbol: errors at their constraint's priority, the
  /// artificial symbol above every priority.
  var isWeighed: Bool { self == .error || self == .artificial }
}

/// One non-zero coefficient of a tableau row.
///
/// `slot` is the position of the matching entry in the symbol's column list, so that a cell can
/// leave the column index in O(1).
struct Cell {
  var symbol: Int32
  var slot: Int32
  var coefficient: Double

  init(symbol: Int32, slot: Int32, coefficient: Double) {
    self.symbol = symbol
    self.slot = slot
    self.coefficient = coefficient
  }
}

/// Where a symbol occurs: a row and the position of the cell within it.
struct ColumnEntry {
  var row: Int32
  var cell: Int32
  /// For a symbol whose weighed rows are listed (``Solver/isListed``), the entry's position in
  /// that list, -1 when its row is not weighed; not kept for other symbols.
  var weighedSlot: Int32
  init(row: Int32, cell: Int32, weighedSlot: Int32 = -1) {
    self.row = row
    self.cell = cell
    self.weighedSlot = weighedSlot
  }
}

/// One equation of the tableau: `basic = constant + Σ cells + markers`.
///
/// `markers` is the part of the row that refers to required equalities (always zero in value,
/// kept only so those constraints can be removed or have their constant changed); it lives in
/// the ``MarkerGraph`` rather than in `cells`, which is what keeps chains of equalities linear.
struct Row {
  /// The row's cells, in ``Solver/cellPool``.
  var cells: PooledList
  var basic: Int32
  var markers: MarkerGraph.Reference
  /// The largest magnitude among the cells, or more after cells left: the yardstick of the pivot
  /// tolerance (see ``Tolerance``). Refreshed by every merge into the row.
  var scale: Double
  /// Merges into the marker part since it was last written out afresh; when this passes
  /// `markerBudget` the row's marker expression is compacted.
  var markerMerges: Int32
  var markerBudget: Int32

  init() {
    cells = PooledList()
    basic = -1
    markers = .none
    scale = 0
    markerMerges = 0
    markerBudget = MarkerGraph.minimumBudget
  }
}
