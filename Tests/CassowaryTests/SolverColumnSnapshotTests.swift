import Testing

@testable import Cassowary

/// Shifting row constants from a column's snapshot (`Solver+ColumnSnapshot.swift`): the answers
/// must be those of a solver built afresh with the new constant, whether the snapshot is taken,
/// used, made stale by a change of the cells, or used on a shift that needs dual pivots.
@Suite struct SolverColumnSnapshotTests {
  /// Variable 0 is a root width set by constraint 0; each child `c` has a left (2c+1) at a
  /// fraction of the root and a width (2c+2) that prefers 200 but must end 10 points inside the
  /// root, so a narrow root makes the required bound cut the soft width (a dual pivot).
  static func layout(rootWidth: Double, children: Int = 12) throws -> Solver {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -rootWidth, relation: .equal)
    var id = 1
    for child in 0..<children {
      let left = 2 * child + 1, width = left + 1
      let fraction = Double(child) / Double(children) / 2
      try solver.addConstraint(id, [Term(left), Term(0, -fraction)], constant: 0, relation: .equal)
      try solver.addConstraint(id + 1, [Term(width)], constant: -200, relation: .equal, priority: 500)
      // left + width <= root - 10
      try solver.addConstraint(id + 2, [Term(left), Term(width), Term(0, -1)], constant: 10, relation: .lessThanOrEqual)
      id += 3
    }
    return solver
  }

  static func expectSameValues(_ solver: borrowing Solver, as rootWidth: Double, children: Int = 12) throws {
    let fresh = try layout(rootWidth: rootWidth, children: children)
    for variable in 0...(2 * children) {
      #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-9, "variable \(variable) at width \(rootWidth)")
    }
  }

  static func hasValidSnapshot(_ solver: borrowing Solver) -> Bool {
    solver.columnSnapshots.contains { $0.isTaken && $0.revision == solver.cellRevision }
  }

  @Test func repeatedResizesUseASnapshotAndGiveTheFreshAnswers() throws {
    var solver = try Self.layout(rootWidth: 1_000)
    // The first change of a required equality keeps its marker in the graph; the second makes
    // it a column, the third records the column's shift and the fourth takes the snapshot.
    for width in [1_100.0, 1_200, 1_300, 1_250, 1_150] {
      try solver.changeConstant(of: 0, to: -width)
      try Self.expectSameValues(solver, as: width)
    }
    let snapshotted = Self.hasValidSnapshot(solver)
    #expect(snapshotted)
    #expect(solver.invariantViolation() == nil)
  }

  @Test func aShiftFromTheSnapshotThatNeedsPivotsGivesTheFreshAnswer() throws {
    var solver = try Self.layout(rootWidth: 1_000)
    for width in [1_100.0, 1_200, 1_300, 1_250] { try solver.changeConstant(of: 0, to: -width) }
    let pivotsBefore = solver.statistics.pivots
    // Too narrow for the preferred widths: the required bounds cut them.
    try solver.changeConstant(of: 0, to: -150)
    #expect(solver.statistics.pivots > pivotsBefore)
    try Self.expectSameValues(solver, as: 150)
    // The pivots changed cells: the snapshot is stale, and the next shift reads the column.
    let stale = !Self.hasValidSnapshot(solver)
    #expect(stale)
    try solver.changeConstant(of: 0, to: -1_000)
    try Self.expectSameValues(solver, as: 1_000)
    #expect(solver.invariantViolation() == nil)
  }

  @Test func aChangedCellMakesTheSnapshotStale() throws {
    var solver = try Self.layout(rootWidth: 1_000)
    for width in [1_100.0, 1_200, 1_300, 1_250] { try solver.changeConstant(of: 0, to: -width) }
    let taken = Self.hasValidSnapshot(solver)
    #expect(taken)
    // A new row that mentions the root: the column grows, so the snapshot must not be used.
    try solver.addConstraint(1_000, [Term(99), Term(0, -0.25)], constant: 0, relation: .equal)
    let stale = !Self.hasValidSnapshot(solver)
    #expect(stale)
    for width in [900.0, 800, 700] {
      try solver.changeConstant(of: 0, to: -width)
      #expect(abs(solver.value(of: 99) - width / 4) <= 1e-9)
      try Self.expectSameValues(solver, as: width)
    }
    #expect(solver.invariantViolation() == nil)
  }

  /// Variables 0 to `lengths.count - 1` are root lengths set by constraints 0 to
  /// `lengths.count - 1`; each child has, on each axis, a position at a fraction of that length
  /// and a length that prefers 200 but must end 10 points inside it, as in
  /// ``layout(rootWidth:children:)``. A change of several lengths at once shifts several columns.
  static func axesLayout(_ lengths: [Double], children: Int) throws -> Solver {
    var solver = Solver()
    for (axis, length) in lengths.enumerated() {
      try solver.addConstraint(axis, [Term(axis)], constant: -length, relation: .equal)
    }
    var id = lengths.count
    var variable = lengths.count
    for child in 0..<children {
      for axis in lengths.indices {
        let position = variable, length = variable + 1
        variable += 2
        try solver.addConstraint(
          id, [Term(position), Term(axis, -Double(child % 7) / 16)], constant: 0, relation: .equal)
        try solver.addConstraint(id + 1, [Term(length)], constant: -200, relation: .equal, priority: 500)
        try solver.addConstraint(
          id + 2, [Term(position), Term(length), Term(axis, -1)], constant: 10, relation: .lessThanOrEqual)
        id += 3
      }
    }
    return solver
  }

  /// Changes of several constants at once over more columns than the solver keeps snapshots
  /// of (four): a later column's lookup evicts an earlier column's snapshot within one change,
  /// and every column must still be shifted by its own coefficients (a version that kept an
  /// index into the list across the later lookup, not kept, shifted by another column's: a row
  /// 96 points off in the intrinsic-size workload).
  /// Also with every change shifted in blocks of rows (``Solver/shiftRows(ofColumns:)``),
  /// where an evicted snapshot sends the change back to one pass per column.
  @Test(arguments: [false, true])
  func changesOverMoreColumnsThanSnapshotsGiveTheFreshAnswers(inBlocks: Bool) throws {
    let axes = 6
    var lengths = [Double](repeating: 1_000, count: axes)
    var solver = try Self.axesLayout(lengths, children: 6)
    if inBlocks {
      solver.blockedShiftMinimum = 0
      solver.columnShiftBlock = 2
    }
    let groups: [[Int]] = [[0, 1, 2], [3, 4, 5], [1, 3, 5], [0, 2, 4], [5, 0], [2, 3, 4, 1]]
    for round in 0..<12 {
      let group = groups[round % groups.count]
      for axis in group { lengths[axis] = 900 + Double((round * 37 + axis * 53) % 300) }
      try solver.changeConstants(group.map { (id: $0, constant: -lengths[$0]) })
      let fresh = try Self.axesLayout(lengths, children: 6)
      for variable in 0..<(axes + 2 * axes * 6) {
        #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-9, "variable \(variable), round \(round)")
      }
      #expect(solver.invariantViolation() == nil, "round \(round)")
    }
  }

  /// Variables 0 and 1 are a root width and height set by constraints 0 and 1; each child has,
  /// on each axis, a position at a fraction of the root and a length that prefers 200 but must
  /// end 10 points inside the root, as in ``axesLayout(_:children:)``, and vertical positions
  /// follow the width a little too, so that many rows are in both columns.
  static func crossedAxesLayout(width: Double, height: Double, children: Int) throws -> Solver {
    var solver = Solver()
    try solver.addConstraint(0, [Term(0)], constant: -width, relation: .equal)
    try solver.addConstraint(1, [Term(1)], constant: -height, relation: .equal)
    var id = 2
    for child in 0..<children {
      for axis in 0..<2 {
        let position = 2 + 4 * child + 2 * axis, length = position + 1
        let across = axis == 1 ? [Term(0, -Double(child % 5) / 37)] : []
        try solver.addConstraint(
          id, [Term(position), Term(axis, -Double(child % 7) / 16)] + across, constant: 0, relation: .equal)
        try solver.addConstraint(id + 1, [Term(length)], constant: -200, relation: .equal, priority: 500)
        try solver.addConstraint(
          id + 2, [Term(position), Term(length), Term(axis, -1)], constant: 10, relation: .lessThanOrEqual)
        id += 3
      }
    }
    return solver
  }

  /// Two long columns shifted together in blocks of rows give, to the bit, what one pass per
  /// column gives, with the same pivots and work: on resizes that need no pivot (where the
  /// snapshots are used) and on ones whose required bounds cut the preferred lengths (rows gone
  /// negative in both columns, noted in the same order); and the answers of a solver built
  /// afresh.
  @Test func columnsShiftedInBlocksGiveWhatOnePassPerColumnGives() throws {
    let children = 40
    var blocked = try Self.crossedAxesLayout(width: 1_000, height: 800, children: children)
    var whole = try Self.crossedAxesLayout(width: 1_000, height: 800, children: children)
    blocked.blockedShiftMinimum = 0
    blocked.columnShiftBlock = 3
    whole.blockedShiftMinimum = .max
    let sizes: [(Double, Double)] = [
      (1_100.3, 900.7), (1_200.1, 1_000.9), (1_300.7, 1_100.3), (1_250.9, 1_050.1), (1_150.3, 950.7),
      (1_250.9, 1_050.1), (150.7, 120.3), (1_000.1, 800.9), (1_100.3, 900.7), (1_000.1, 800.9), (1_100.3, 900.7),
      (90.3, 400.1), (1_000.1, 800.9),
    ]
    var usedBlocks = false
    for (width, height) in sizes {
      let shiftsBefore = blocked.statistics.constantShifts
      let valid = blocked.columnSnapshots.filter { $0.isTaken && $0.revision == blocked.cellRevision }
      try blocked.changeConstants([(0, -width), (1, -height)])
      try whole.changeConstants([(0, -width), (1, -height)])
      if valid.count >= 2, blocked.statistics.constantShifts - shiftsBefore > 2 * blocked.columnShiftBlock {
        usedBlocks = true
      }
      for variable in 0..<(2 + 4 * children) {
        #expect(blocked.value(of: variable) == whole.value(of: variable), "variable \(variable) at \(width) x \(height)")
      }
      #expect(blocked.statistics == whole.statistics, "at \(width) x \(height)")
      let fresh = try Self.crossedAxesLayout(width: width, height: height, children: children)
      for variable in 0..<(2 + 4 * children) {
        #expect(
          abs(blocked.value(of: variable) - fresh.value(of: variable)) <= 1e-9, "variable \(variable) at \(width) x \(height)")
      }
    }
    #expect(usedBlocks)
    #expect(blocked.statistics.pivots > 0)
    #expect(blocked.invariantViolation() == nil)
    #expect(whole.invariantViolation() == nil)
  }
}
