// Edit variables, suggested values and constant changes: the dual-simplex half of Cassowary.

extension Solver {
  /// Lets `variable` be moved by ``suggestValue(_:for:)`` at `priority` (below 1000). The edit
  /// starts at the variable's current value, so adding it changes nothing.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEdit(variable:)``.
  public mutating func addEditVariable(_ variable: Int, priority: Double) throws(SolverError) {
    guard variable >= 0 else { throw .invalidIdentifier(variable) }
    if hasEditVariable(variable) { throw .duplicateEditVariable(variable) }
    guard priority.isFinite else { throw .nonFinite("priority \(priority)") }
    guard priority < requiredPriority else { throw .requiredEdit(variable: variable) }
    guard priority > 0 else { throw .invalidPriority(priority) }
    let record = try insertRecord(
      ConstraintRecord(
        id: -1, editVariable: variable, terms: [Term(variable, 1)], constant: -value(of: variable),
        relation: .equal, priority: priority))
    Self.store(record, at: variable, in: &recordOfEdit)
  }

  /// Removes the edit constraint of `variable`.
  public mutating func removeEditVariable(_ variable: Int) throws(SolverError) {
    guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
    let record = recordOfEdit[variable]
    recordOfEdit[variable] = -1
    let supported = takeDormantDependents(of: record)
    try remove(record)
    releaseRecord(record)
    try revive(supported)
  }

  /// Asks for `variable == value` at its edit priority and re-solves with dual simplex.
  /// - Complexity: O(rows that contain the edit's error + the pivots needed to restore
  ///   feasibility), independent of the size of the rest of the tableau.
  public mutating func suggestValue(_ value: Double, for variable: Int) throws(SolverError) {
    guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFinite("suggested value \(value)") }
    try setConstant(of: recordOfEdit[variable], to: -value)
  }

  /// Changes the constant of constraint `id` in place and re-solves with dual simplex, without
  /// rebuilding its row: the change moves the rows that mention the constraint's marker.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/unsatisfiable(conflicting:)``
  ///   when a required constraint can no longer hold (the old constant is kept).
  /// - Complexity: O(rows that depend on the constraint + the pivots needed).
  public mutating func changeConstant(of id: Int, to constant: Double) throws(SolverError) {
    guard let record = record(of: id) else { throw .unknownConstraint(id) }
    guard constant.isFinite else { throw .nonFinite("constant \(constant)") }
    try setConstant(of: record, to: constant)
  }

  private mutating func setConstant(of record: Int32, to constant: Double) throws(SolverError) {
    let old = records[Int(record)].constant
    let delta = constant - old
    if delta == 0 { return }
    if records[Int(record)].isDormant {
      // Implied by the others: it holds now, and would not with the new constant.
      records[Int(record)].constant = constant
      if !violatedDormantConstraints(among: [record]).isEmpty {
        records[Int(record)].constant = old
        throw .unsatisfiable(conflicting: [records[Int(record)].id])
      }
      return
    }
    beginUndoableStep()
    shiftConstant(of: record, by: delta)
    var conflict: [Int]?
    if let row = dualOptimize() {
      conflict = explainConflict(row: row, culprit: record)
    } else if case let violated = violatedDormantConstraints(among: dormantDependents[Int(record)]),
      !violated.isEmpty
    {
      conflict = [records[Int(record)].id] + violated
    }
    if let conflict {
      undoRecordedPivots()
      shiftConstant(of: record, by: -delta)
      infeasibleRows.removeAll()
      throw .unsatisfiable(conflicting: conflict.filter { $0 >= 0 })
    }
    endUndoableStep()
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
        rows[Int(basicRow)].constant -= shift
        noteIfInfeasible(basicRow)
      }
      for entry in columns[Int(marker)] {
        rows[Int(entry.row)].constant += rows[Int(entry.row)].cells[Int(entry.cell)].coefficient * shift
        noteIfInfeasible(entry.row)
      }
    } else if info.leaf >= 0 {
      for (row, k) in markers.rowsMentioning(leaf: info.leaf) {
        rows[Int(row)].constant += k * rows[Int(row)].markers.scale * shift
        noteIfInfeasible(row)
      }
    }
  }

  /// The ids of the given implied required equalities that the current solution violates.
  /// - Complexity: O(their terms).
  private func violatedDormantConstraints(among candidates: [Int32]) -> [Int] {
    var violated: [Int] = []
    for record in candidates where records[Int(record)].isDormant {
      let info = records[Int(record)]
      var sum = info.constant
      for term in info.terms { sum += term.coefficient * value(of: term.variable) }
      if abs(sum) > 1e-6 * max(1, abs(info.constant)) { violated.append(info.id) }
    }
    return violated
  }
}
