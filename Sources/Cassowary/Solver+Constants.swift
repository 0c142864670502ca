// Changing constants in place: the dual-simplex half of Cassowary, for resizes, animations and
// intrinsic sizes.

extension Solver {
  /// Changes the constant of constraint `id` in place and re-solves with dual simplex, without
  /// rebuilding its row: the change moves the rows that mention the constraint's marker.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/unsatisfiable(conflicting:)``
  ///   when a required constraint can no longer hold (the old constant is kept).
  /// - Complexity: O(rows that depend on the constraint + the pivots needed).
  public mutating func changeConstant(of id: Int, to constant: Double) throws(SolverError) {
    try changeConstants([(id, constant)])
  }

  /// Changes several constants as one step: all are applied, then the tableau is re-solved
  /// once, so that no in-between combination (a new width with the old height) has to be
  /// feasible. On failure every constant keeps its old value.
  ///
  /// The dual simplex spends at most what building the tableau twice costs at the rate the
  /// last build measured (``constantChangeBuilds``); past that the tableau is rebuilt with the
  /// new constants. A refused change that had pivoted is taken back by putting the old
  /// constants into the tableau as it stands and running the dual simplex again, within one
  /// build's work, rather than by replaying its pivots backwards; past that, by a rebuild. Either
  /// way the values are optimal, possibly another solution among equally good ones.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite(_:)``,
  ///   ``SolverError/unsatisfiable(conflicting:)`` naming the constraints that cannot hold
  ///   together with the new constants.
  /// - Complexity: O(rows that depend on the constraints + the pivots needed), the pivots'
  ///   work bounded by two builds'; when the change is refused after pivoting, as much again
  ///   bounded by one build's, and one build when that bound is reached; when the first bound
  ///   is reached, one build, two if the new constants conflict.
  public mutating func changeConstants(_ changes: [(id: Int, constant: Double)]) throws(SolverError) {
    defer { checkInvariantsInCheckedBuilds() }
    var resolved: [(record: Int32, constant: Double)] = []
    for (id, constant) in changes {
      guard let record = record(of: id) else { throw .unknownConstraint(id) }
      guard constant.isFinite else { throw .nonFinite("constant \(constant) of constraint \(id)") }
      resolved.append((record, constant))
    }
    try setConstants(resolved)
  }

  /// Marks constraint `id`, a required equality, as one whose constant will change often: its
  /// marker becomes an ordinary tableau column, so each change visits exactly the rows of that
  /// column instead of walking the marker graph. The solver also does this by itself for a
  /// required equality whose constant changes a second time.
  /// - Complexity: O(nodes above its marker leaf + the rows that mention it).
  public mutating func setChangesOften(_ id: Int) throws(SolverError) {
    defer { checkInvariantsInCheckedBuilds() }
    guard let record = record(of: id) else { throw .unknownConstraint(id) }
    convertMarkerToColumn(record)
  }

  /// Applies the changes and re-solves; on a conflict, puts back the constants, the count of
  /// each constraint's changes and the constants' scale (a marker already turned into a column
  /// stays one: the same values, another representation), by undoing the shifts when the dual
  /// simplex found the conflict without pivoting and by ``restoreOldConstants(_:scaleBefore:)``
  /// otherwise.
  mutating func setConstants(_ changes: [(record: Int32, constant: Double)]) throws(SolverError) {
    let scaleBefore = constantScale
    var shifts: [(record: Int32, delta: Double)] = []
    var dormantChecks: [Int32] = []
    for (record, constant) in changes {
      let delta = constant - records[Int(record)].constant
      if delta == 0 { continue }
      constantScale = max(constantScale, abs(constant))
      records[Int(record)].constantChanges += 1
      if records[Int(record)].constantChanges >= 2 { convertMarkerToColumn(record) }
      if records[Int(record)].isDormant {
        records[Int(record)].constant = constant
        dormantChecks.append(record)
      } else {
        dormantChecks += dormantDependents[Int(record)]
      }
      shifts.append((record, delta))
    }
    guard !shifts.isEmpty else { return }
    beginUndoableStep()
    shiftConstants(shifts)
    var conflict: [Int]?
    switch try dualOptimize(workBudget: workBudget(holding: recordCount).map { Self.constantChangeBuilds * $0 }) {
    case .conflict(let proved):
      conflict = proved
    case .overBudget:
      try rebuildWithNewConstants(shifts, scaleBefore: scaleBefore)
      return
    case .feasible(let escalated):
      // A run that took the most infeasible rows first has cost an eighth of a build: checking
      // every required constraint at the result costs less than that. On a tableau whose
      // multipliers chain (fuzz seed 1009 of the chain family), that order ended with a
      // required equality 342 points off and nothing in the tableau to show it.
      if escalated,
        firstBrokenRequiredConstraint(among: recordOfConstraint.indices.filter { recordOfConstraint[$0] >= 0 }) != nil
      {
        try rebuildWithNewConstants(shifts, scaleBefore: scaleBefore)
        return
      }
      let violated = violatedDormantConstraints(among: dormantChecks)
      if !violated.isEmpty { conflict = violated }
    }
    guard let conflict else {
      try endFeasibleStep()
      return
    }
    if undoLog.isEmpty || !allowsRefactorization {
      undoRecordedPivots()
      shiftConstantsBack(shifts, scaleBefore: scaleBefore)
      infeasibleRows.removeAll()
    } else {
      // Undoing the pivots would replay them backwards and add their rounding a second time:
      // on fuzz seed 177 of the chain family (multipliers chained to 10⁵), a refused resize
      // undone over 116 pivots left a required equality 4·10⁻⁶ off, and the next change one
      // 3.5·10⁻⁵ off, where the checker allows 2·10⁻⁶. The old constants are put back into
      // the tableau as it stands and the dual simplex repairs it, checked as an escalated
      // run is; a rebuild, which carries one build's rounding, is the fallback.
      try restoreOldConstants(shifts, scaleBefore: scaleBefore)
    }
    throw conflictNamingChangesFirst(conflict, shifts)
  }

  /// How many builds' work a change of constants may spend in the dual simplex before the
  /// tableau is rebuilt instead (``workBudget(holding:)``).
  ///
  /// One build's work was the budget until a new weighed row stopped dropping its symbols'
  /// cached costs (``noteNewWeighedRow(_:)``, 2026-11-28): builds of many-priority layouts then
  /// read a fifth of the reduced costs they had, while a resize's dual simplex, mostly merges,
  /// costs what it did. Fuzz seed 60 of the priorities family resizes for about 1.1 of its new
  /// builds (1.0-1.4 million cell operations against the build's 1.1 million); cut at one
  /// build and rebuilt, each resize cost two builds, 2.2 million cell operations. At two, over
  /// the 231 sampled fuzz cases the largest step of each case is smaller than or equal to
  /// what it was at one build everywhere but one (chain seed 105, +11%), the largest of all
  /// down from 2.9 to 2.6 million cell operations (SOLVER-COST.md, eighteenth session). A
  /// change that runs away costs three builds instead of two.
  static let constantChangeBuilds = 2

  /// Finishes a change of constants whose dual simplex ran past its budget, by
  /// rebuilding the tableau with the new constants; if they conflict, rebuilds it with the old
  /// ones and throws the conflict.
  ///
  /// The dual simplex usually repairs a resize in a few pivots, but not always: on fuzz seed
  /// 177 of the chain family (175 views, 1,103 constraints, multipliers that chain to 10⁵) one
  /// resize took pivot after pivot on coefficients that rounding had made meaningful, its
  /// constants grew to 10¹⁵, and it had not finished after 250 s, where building the whole
  /// tableau takes 0.04 s. Bounded at two builds' work (``constantChangeBuilds``), a change
  /// costs at most about three builds, or four when it conflicts. Undoing the pivots would cost as
  /// much as they did and, after such a run, would not give back the old tableau: the old one is
  /// rebuilt instead.
  /// - Complexity: one build, two when the new constants conflict.
  private mutating func rebuildWithNewConstants(
    _ shifts: [(record: Int32, delta: Double)], scaleBefore: Double
  ) throws(SolverError) {
    abandonStep()
    do {
      try refactorize()
    } catch {
      noteIfStoppedAtWorkLimit(error)
      // Past the work limit the caller discards the solver.
      guard !stoppedAtWorkLimit else { throw error }
      try rebuildWithOldConstants(shifts, scaleBefore: scaleBefore)
      guard case .unsatisfiable(let conflict) = error else { throw error }
      throw conflictNamingChangesFirst(conflict, shifts)
    }
  }

  /// Ends a change whose dual simplex left every row feasible.
  ///
  /// In exact arithmetic the dual simplex keeps every reduced cost non-negative. In floating
  /// point, two candidates whose ratios agree at the high levels up to rounding are told apart
  /// by that rounding, and the pivot can leave the other one improving at a lower level by a
  /// real amount (seen on a fuzzed layout: -1.1 at one level after a resize). The primal
  /// simplex repairs that from the candidate heap, which holds the symbols the dual pivots
  /// touched; it runs only after such a choice, so an ordinary resize does not pay for a
  /// reduced cost per touched symbol.
  private mutating func endFeasibleStep() throws(SolverError) {
    endUndoableStep()
    if dualPivotNearTie {
      dualPivotNearTie = false
      try optimize()
    }
  }

  /// Gives the constraints of a refused change their old constants back in the tableau as it
  /// stands, and the constants' scale and each constraint's count of changes.
  /// - Complexity: O(rows that depend on the constraints).
  private mutating func shiftConstantsBack(_ shifts: [(record: Int32, delta: Double)], scaleBefore: Double) {
    constantScale = scaleBefore
    for (record, delta) in shifts {
      records[Int(record)].constantChanges -= 1
      if records[Int(record)].isDormant {
        records[Int(record)].constant -= delta
      } else {
        shiftConstant(of: record, by: -delta)
      }
    }
  }

  /// Puts back the constants a refused change had given its constraints, in the tableau its
  /// dual simplex left, and repairs the rows with the dual simplex again; rebuilds with the
  /// old constants if that run is over one build's work, ends in a conflict (rounding: the
  /// old constants held) or leaves a required constraint off.
  ///
  /// The tableau stays optimal through the dual simplex, the change's and this one, so
  /// putting the old constants back makes it infeasible only in the rows they move and the
  /// rows still queued; they are about as far from feasible as the change had taken them,
  /// while a rebuild costs a whole build (fuzz seed 60 of the priorities family: a refused
  /// resize's dual simplex 0.16 million units of work, its rebuild 1.2 million).
  /// - Complexity: O(rows that depend on the constraints + the pivots needed, at most one
  ///   build's work + the required constraints' terms); one build more on the fallback.
  private mutating func restoreOldConstants(
    _ shifts: [(record: Int32, delta: Double)], scaleBefore: Double
  ) throws(SolverError) {
    shiftConstantsBack(shifts, scaleBefore: scaleBefore)
    if case .feasible = try dualOptimize(workBudget: workBudget(holding: recordCount)),
      firstBrokenRequiredConstraint(among: recordOfConstraint.indices.filter { recordOfConstraint[$0] >= 0 }) == nil
    {
      try endFeasibleStep()
      return
    }
    // The constants are the old ones already; the rebuild takes them from the records.
    abandonStep()
    do { try refactorize() } catch {
      noteIfStoppedAtWorkLimit(error)
      throw error
    }
  }

  /// Puts back the constants a failed change had given its constraints and rebuilds the
  /// tableau from them, instead of undoing the change's pivots. The old constants held before
  /// the call, so the rebuild fails only at the work limit, after which the caller discards
  /// the solver.
  /// - Complexity: one build.
  private mutating func rebuildWithOldConstants(
    _ shifts: [(record: Int32, delta: Double)], scaleBefore: Double
  ) throws(SolverError) {
    abandonStep()
    constantScale = scaleBefore
    for (record, delta) in shifts {
      records[Int(record)].constantChanges -= 1
      records[Int(record)].constant -= delta
    }
    do { try refactorize() } catch {
      noteIfStoppedAtWorkLimit(error)
      throw error
    }
  }

  /// Forgets the current step's undo log, queued rows and pricing candidates: the tableau they
  /// refer to is about to be replaced by a rebuild.
  private mutating func abandonStep() {
    endUndoableStep()
    infeasibleRows.removeAll()
    clearCandidates()
  }

  /// The conflict of a failed change, the changed constraints first, each id once.
  private func conflictNamingChangesFirst(
    _ conflict: [Int], _ shifts: [(record: Int32, delta: Double)]
  ) -> SolverError {
    let changed = Set(shifts.map { records[Int($0.record)].id })
    let ordered = conflict.filter { changed.contains($0) } + conflict.filter { !changed.contains($0) }
    var seen = Set<Int>()
    return .unsatisfiable(conflicting: ordered.filter { $0 >= 0 && seen.insert($0).inserted })
  }

  /// Moves the rows of each constraint that is not dormant as ``shiftConstant(of:by:)`` does,
  /// one constraint after another; when their markers are all columns outside the basis (a
  /// resize's width and height) and one of those columns is long, the columns shift together,
  /// taking turns over blocks of rows (``shiftRows(ofColumns:)``), with the same result and
  /// the same rows noted in the same order.
  /// - Complexity: O(rows that depend on the constraints).
  private mutating func shiftConstants(_ shifts: [(record: Int32, delta: Double)]) {
    var columnsTogether = 0
    var longest = 0
    for (record, _) in shifts where !records[Int(record)].isDormant {
      let marker = records[Int(record)].marker
      guard marker >= 0, rowOfSymbol[Int(marker)] < 0 else {
        columnsTogether = 0
        break
      }
      columnsTogether += 1
      longest = max(longest, Int(columns[Int(marker)].count))
    }
    guard columnsTogether > 1, longest >= blockedShiftMinimum else {
      for (record, delta) in shifts where !records[Int(record)].isDormant { shiftConstant(of: record, by: delta) }
      return
    }
    var columns: [(symbol: Int32, shift: Double)] = []
    columns.reserveCapacity(columnsTogether)
    for (record, delta) in shifts where !records[Int(record)].isDormant {
      records[Int(record)].constant += delta
      let info = records[Int(record)]
      columns.append((info.marker, delta / info.markerCoefficient))
    }
    shiftRows(ofColumns: columns)
  }

  /// Moves every row that mentions the record's marker as if the expression's constant had
  /// grown by `delta`.
  ///
  /// The row `0 = E + c·m + …` with `E`'s constant grown by δ is the old row with `m` replaced
  /// by `m + δ/c`, so each row with `k·m` gains `k·δ/c` and a basic `m` loses `δ/c`.
  private mutating func shiftConstant(of record: Int32, by delta: Double) {
    records[Int(record)].constant += delta
    let info = records[Int(record)]
    let shift = delta / info.markerCoefficient
    if info.marker >= 0 {
      let marker = info.marker
      let basicRow = rowOfSymbol[Int(marker)]
      if basicRow >= 0 {
        constants[Int(basicRow)] -= shift
        noteIfInfeasible(basicRow)
        counters.constantShifts += 1
      }
      shiftRows(ofColumn: marker, by: shift)
    } else if info.leaf >= 0 {
      let mentions = markers.rowsMentioning(leaf: info.leaf)
      for (row, k) in mentions {
        constants[Int(row)] += k * rows[Int(row)].markers.scale * shift
        noteIfInfeasible(row)
      }
      counters.constantShifts += mentions.count
    }
  }

  /// Gives a required equality's marker a tableau column (a dummy symbol) in place of its
  /// marker-graph leaf: every row that mentions the leaf gets the same coefficient as a cell,
  /// and the leaf is retired (it stays in old expressions but stands for nothing).
  mutating func convertMarkerToColumn(_ record: Int32) {
    let info = records[Int(record)]
    guard info.leaf >= 0, info.isRequired, info.relation == .equal, !info.isDormant else { return }
    let dummy = makeSymbol(.dummy, record: record)
    for (row, k) in markers.rowsMentioning(leaf: info.leaf) {
      appendCell(row: row, symbol: dummy, coefficient: k * rows[Int(row)].markers.scale)
    }
    markers.releaseLeaf(info.leaf)
    records[Int(record)].leaf = -1
    records[Int(record)].marker = dummy
    records[Int(record)].markerCoefficient = 1
    records[Int(record)].changesOften = true
    counters.markerColumnConversions += 1
  }

  /// The ids of the given implied required equalities that the current solution violates by
  /// more than the feasibility tolerance.
  /// - Complexity: O(their terms).
  private func violatedDormantConstraints(among candidates: [Int32]) -> [Int] {
    var violated: [Int] = []
    for record in candidates where records[Int(record)].isDormant {
      let info = records[Int(record)]
      let (sum, magnitude) = residual(of: record)
      // The implied equality and what implies it conflict; the other changes need not.
      if abs(sum) > max(feasibilityThreshold, Tolerance.certificate * magnitude) {
        violated.append(info.id)
        violated += info.supports.filter { !violated.contains($0) }
      }
    }
    return violated
  }
}
