// Edit variables and suggested values: Cassowary's interface for dragging a value around.

extension Solver {
  /// Lets `variable` be moved by ``suggestValue(_:for:)`` at `priority` (below 1000). The edit
  /// starts at the variable's current value, so adding it changes nothing.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEdit(variable:)``.
  public mutating func addEditVariable(_ variable: Int, priority: Double) throws(SolverError) {
    defer { checkInvariantsInCheckedBuilds() }
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
    defer { checkInvariantsInCheckedBuilds() }
    guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
    try rebuildingWhenUnreliable(retry: false) { solver throws(SolverError) in
      let record = solver.recordOfEdit[variable]
      solver.recordOfEdit[variable] = -1
      let supported = solver.takeDormantDependents(of: record)
      try solver.remove(record)
      solver.releaseRecord(record)
      try solver.revive(supported)
    }
  }

  /// Asks for `variable == value` at its edit priority and re-solves with dual simplex, as
  /// ``changeConstants(_:)`` does (its work bounded by a build's).
  /// - Complexity: O(rows that contain the edit's error + the pivots needed to restore
  ///   feasibility), independent of the size of the rest of the tableau.
  public mutating func suggestValue(_ value: Double, for variable: Int) throws(SolverError) {
    defer { checkInvariantsInCheckedBuilds() }
    guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFinite("suggested value \(value)") }
    try setConstants([(recordOfEdit[variable], -value)])
  }
}
