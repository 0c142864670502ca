// Adding and removing constraints.

extension Solver {
  /// Adds `Σ terms + constant (relation) 0` at `priority` (1000 is required) under the caller's
  /// `id`, then re-optimizes from the current basis.
  ///
  /// A required equality that the others already imply is accepted and kept aside (it costs
  /// nothing and takes effect again if a constraint it depended on is removed).
  ///
  /// `changesOften` suits a required equality whose constant will change repeatedly, such as a
  /// window's size: its marker becomes an ordinary column (Cassowary's dummy variable), so a
  /// constant change visits exactly the rows of that column. Other required equalities keep
  /// their markers in the ``MarkerGraph``, which stays linear for chains.
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/unsatisfiable(conflicting:)``
  ///   naming the required constraints that conflict, ``SolverError/nonFinite(_:)``,
  ///   ``SolverError/invalidPriority(_:)``, ``SolverError/invalidIdentifier(_:)``.
  /// - Complexity: O(cells touched by the substitutions and pivots it causes); adding a view's
  ///   constraints to a layout touches the rows of the views it is attached to.
  public mutating func addConstraint(
    _ id: Int, _ terms: [Term], constant: Double, relation: Relation, priority: Double = requiredPriority,
    changesOften: Bool = false
  ) throws(SolverError) {
    guard id >= 0 else { throw .invalidIdentifier(id) }
    if record(of: id) != nil { throw .duplicateConstraint(id) }
    try checkInput(terms, constant: constant, priority: priority)
    let record = try insertRecord(
      ConstraintRecord(
        id: id, editVariable: -1, terms: terms, constant: constant, relation: relation, priority: priority,
        changesOften: changesOften))
    Self.store(record, at: id, in: &recordOfConstraint)
  }

  /// Removes the constraint `id` and re-optimizes.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  /// - Complexity: O(cells of the rows that depend on the constraint).
  public mutating func removeConstraint(_ id: Int) throws(SolverError) {
    guard let record = record(of: id) else { throw .unknownConstraint(id) }
    recordOfConstraint[id] = -1
    let supported = takeDormantDependents(of: record)
    try remove(record)
    releaseRecord(record)
    try revive(supported)
  }

  func checkInput(_ terms: [Term], constant: Double, priority: Double) throws(SolverError) {
    guard constant.isFinite else { throw .nonFinite("constant \(constant)") }
    guard priority.isFinite else { throw .nonFinite("priority \(priority)") }
    guard priority > 0, priority <= requiredPriority else { throw .invalidPriority(priority) }
    for term in terms {
      guard term.variable >= 0 else { throw .invalidIdentifier(term.variable) }
      guard term.coefficient.isFinite else { throw .nonFinite("coefficient of variable \(term.variable)") }
    }
  }

  /// Stores a record and inserts its constraint; if that fails the record is released again.
  mutating func insertRecord(_ info: ConstraintRecord) throws(SolverError) -> Int32 {
    let record = makeRecord(info)
    do {
      try insert(record)
    } catch {
      releaseRecord(record)
      throw error
    }
    return record
  }

  /// Sets `map[key] = record`, growing the map with -1 (no record) as needed.
  static func store(_ record: Int32, at key: Int, in map: inout [Int32]) {
    if key >= map.count { map.append(contentsOf: repeatElement(-1, count: key + 1 - map.count)) }
    map[key] = record
  }

  mutating func makeRecord(_ record: ConstraintRecord) -> Int32 {
    if let index = freeRecords.popLast() {
      records[Int(index)] = record
      return index
    }
    records.append(record)
    dormantDependents.append([])
    return Int32(records.count - 1)
  }

  mutating func releaseRecord(_ record: Int32) {
    records[Int(record)].terms = []
    freeRecords.append(record)
  }

  // MARK: Insertion

  /// Writes the record's constraint as a row over parametric symbols, picks a subject and
  /// optimizes. On failure the tableau is as before and the record's symbols are released.
  mutating func insert(_ record: Int32) throws(SolverError) {
    let row = makeConstraintRow(record)
    let info = records[Int(record)]
    if let subject = chooseSubject(row, info) {
      solveRow(row, for: subject)
      substituteOut(subject, using: row)
      try optimize()
      return
    }
    if rows[Int(row)].cells.allSatisfy({ symbolKind[Int($0.symbol)] == .dummy }) {
      // Only required-equality markers are left: the constraint is implied or contradicted.
      if isNearZero(rows[Int(row)].constant) {
        records[Int(record)].isDormant = true
        for support in supportingRecords(ofRow: row) where support != record {
          dormantDependents[Int(support)].append(record)
        }
        dropRow(row)
        releaseSymbols(of: record)
        return
      }
      let conflict = explainConflict(row: row, culprit: record)
      dropRow(row)
      releaseSymbols(of: record)
      throw .unsatisfiable(conflicting: conflict)
    }
    try insertWithArtificialVariable(row, record: record)
  }

  /// The row `0 = expression (+ slack, errors or marker)` with every basic variable substituted,
  /// its constant made non-negative.
  private mutating func makeConstraintRow(_ record: Int32) -> Int32 {
    let info = records[Int(record)]
    let row = makeRow(constant: info.constant)
    // Parametric variables first, while the row is short; then the rows of basic ones.
    for term in info.terms where term.coefficient != 0 {
      let symbol = symbol(forVariable: term.variable)
      if rowOfSymbol[Int(symbol)] < 0 { accumulate(term.coefficient, of: symbol, into: row) }
    }
    for term in info.terms where term.coefficient != 0 {
      let basicRow = rowOfSymbol[Int(symbolOfVariable[term.variable])]
      if basicRow >= 0 { addRow(basicRow, times: term.coefficient, into: row) }
    }
    switch (info.relation, info.isRequired) {
    case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
      let sign: Double = info.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack, record: record)
      appendCell(row: row, symbol: slack, coefficient: sign)
      records[Int(record)].marker = slack
      records[Int(record)].markerCoefficient = sign
      if !info.isRequired {
        let error = makeSymbol(.error, record: record)
        appendCell(row: row, symbol: error, coefficient: -sign)
        records[Int(record)].other = error
        addToObjective(level: objective.level(for: info.priority), 1, of: error)
      }
    case (.equal, false):
      let plus = makeSymbol(.error, record: record)
      let minus = makeSymbol(.error, record: record)
      appendCell(row: row, symbol: plus, coefficient: -1)
      appendCell(row: row, symbol: minus, coefficient: 1)
      records[Int(record)].marker = plus
      records[Int(record)].other = minus
      records[Int(record)].markerCoefficient = -1
      let level = objective.level(for: info.priority)
      addToObjective(level: level, 1, of: plus)
      addToObjective(level: level, 1, of: minus)
    case (.equal, true) where info.changesOften:
      let dummy = makeSymbol(.dummy, record: record)
      appendCell(row: row, symbol: dummy, coefficient: 1)
      records[Int(record)].marker = dummy
      records[Int(record)].markerCoefficient = 1
    case (.equal, true):
      let leaf = markers.makeLeaf(record: record)
      records[Int(record)].leaf = leaf
      records[Int(record)].markerCoefficient = 1
      markers.add(1, leaf: leaf, to: &rows[Int(row)].markers, row: row)
    }
    if rows[Int(row)].constant < 0 {
      rows[Int(row)].constant.negate()
      for i in rows[Int(row)].cells.indices { rows[Int(row)].cells[i].coefficient.negate() }
      rows[Int(row)].markers.scale.negate()
    }
    return row
  }

  /// A symbol the new row can be solved for without losing feasibility: preferably an external
  /// variable no other row mentions, else any external variable, else the constraint's own
  /// slack or error when its coefficient is negative (the constant is non-negative).
  private func chooseSubject(_ row: Int32, _ info: ConstraintRecord) -> Int32? {
    var external: Int32?
    for cell in rows[Int(row)].cells where symbolKind[Int(cell.symbol)] == .external {
      if columns[Int(cell.symbol)].count == 1 { return cell.symbol }
      external = external ?? cell.symbol
    }
    if let external { return external }
    for symbol in [info.marker, info.other] where symbol >= 0 && symbolKind[Int(symbol)].isRestricted {
      if coefficient(of: symbol, in: row) < 0 { return symbol }
    }
    return nil
  }

  /// Phase one of the two-phase simplex for a row without a feasible subject: an artificial
  /// variable takes the row's place and is minimized in a level above all others. If it
  /// reaches zero the constraint can hold; otherwise every pivot is undone and the conflict
  /// reported.
  private mutating func insertWithArtificialVariable(_ row: Int32, record: Int32) throws(SolverError) {
    let artificial = makeSymbol(.artificial)
    rows[Int(row)].basic = artificial
    rowOfSymbol[Int(artificial)] = row
    let level = objective.level(for: .infinity)
    var touched: [Int32] = []
    objective.constants[level] = rows[Int(row)].constant
    for cell in rows[Int(row)].cells {
      objective.coefficients[level][Int(cell.symbol)] = cell.coefficient
      touched.append(cell.symbol)
      noteObjectiveChange(cell.symbol)
    }
    beginUndoableStep()
    var failure: SolverError?
    do { try optimize() } catch { failure = error }
    let artificialValue = rowOfSymbol[Int(artificial)] >= 0 ? rows[Int(rowOfSymbol[Int(artificial)])].constant : 0
    let succeeded = failure == nil && isNearZero(artificialValue)
    if !succeeded {
      let conflict = rowOfSymbol[Int(artificial)] >= 0
        ? explainConflict(row: rowOfSymbol[Int(artificial)], culprit: record) : [records[Int(record)].id]
      undoRecordedPivots()
      objective.removeLevel(0)
      dropRow(row)
      releaseSymbol(artificial)
      releaseSymbols(of: record)
      throw failure ?? .unsatisfiable(conflicting: conflict)
    }
    endUndoableStep()
    // The artificial level equals the artificial variable: its row's cells if it is basic,
    // itself otherwise. Those symbols may improve the real objective once the level is gone.
    let artificialRow = rowOfSymbol[Int(artificial)]
    if artificialRow >= 0 { touched += rows[Int(artificialRow)].cells.map(\.symbol) }
    objective.removeLevel(0)
    if artificialRow >= 0 {
      // Still basic at zero: swap in a restricted or unrestricted symbol of the row; a row left
      // with only markers (all zero) says nothing and goes.
      let cells = rows[Int(artificialRow)].cells
      let kinds = cells.map { symbolKind[Int($0.symbol)] }
      if let index = kinds.firstIndex(where: { $0 == .slack || $0 == .error }) ?? kinds.firstIndex(of: .external) {
        pivot(artificialRow, entering: cells[index].symbol)
      } else {
        dropRow(artificialRow)
      }
    }
    retireSymbol(artificial)
    for symbol in touched { noteObjectiveChange(symbol) }
    try optimize()
  }

  /// The caller ids of the required constraints that a failing row depends on: the owners of
  /// its slack cells and of its required-equality markers, the refused constraint first.
  mutating func explainConflict(row: Int32, culprit: Int32) -> [Int] {
    var ids: [Int] = []
    func note(_ record: Int32) {
      guard record >= 0 else { return }
      let info = records[Int(record)]
      guard info.id >= 0, info.isRequired, !ids.contains(info.id) else { return }
      ids.append(info.id)
    }
    note(culprit)
    let basic = rows[Int(row)].basic
    if basic >= 0 { note(recordOfSymbol[Int(basic)]) }
    for cell in rows[Int(row)].cells where symbolKind[Int(cell.symbol)] == .slack || symbolKind[Int(cell.symbol)] == .dummy {
      note(recordOfSymbol[Int(cell.symbol)])
    }
    for (record, _) in markers.leaves(of: rows[Int(row)].markers) { note(record) }
    return ids
  }

  mutating func releaseSymbols(of record: Int32) {
    for symbol in [records[Int(record)].marker, records[Int(record)].other] where symbol >= 0 {
      removeObjectiveTerm(of: record, symbol: symbol)
      retireSymbol(symbol)
    }
    records[Int(record)].marker = -1
    records[Int(record)].other = -1
  }

  private mutating func removeObjectiveTerm(of record: Int32, symbol: Int32) {
    let info = records[Int(record)]
    guard symbolKind[Int(symbol)] == .error, let level = objective.existingLevel(for: info.priority) else { return }
    addToObjective(level: level, -1, of: symbol)
  }

  // MARK: Removal

  /// Takes a constraint out of the tableau (Cassowary's removal: pivot its marker into the
  /// basis, then drop that row).
  mutating func remove(_ record: Int32) throws(SolverError) {
    let info = records[Int(record)]
    if info.isDormant {
      records[Int(record)].isDormant = false
      return
    }
    // The objective loses the constraint's errors before any pivot, or the substitutions would
    // carry them into it again.
    for symbol in [info.marker, info.other] where symbol >= 0 {
      removeObjectiveTerm(of: record, symbol: symbol)
    }
    if info.marker >= 0 {
      let marker = info.marker
      if rowOfSymbol[Int(marker)] >= 0 {
        dropRow(rowOfSymbol[Int(marker)])
      } else if let leaving = markerLeavingRow(columns[Int(marker)].map { ($0.row, rows[Int($0.row)].cells[Int($0.cell)].coefficient) }) {
        solveRow(leaving, for: marker)
        substituteOut(marker, using: leaving)
        dropRow(leaving)
      }
    } else if info.leaf >= 0 {
      removeRequiredEquality(leaf: info.leaf)
    }
    if let row = dualOptimize() {
      throw .internalFailure("row \(row) stayed infeasible after a removal")
    }
    for symbol in [info.marker, info.other] where symbol >= 0 { retireSymbol(symbol) }
    try optimize()
  }

  /// Removes a required equality whose marker lives in the marker graph: the row chosen by
  /// ``markerLeavingRow(_:)`` is solved for the marker and substituted into the other rows that
  /// mention it, then dropped.
  private mutating func removeRequiredEquality(leaf: Int32) {
    var mentions = markers.rowsMentioning(leaf: leaf)
    for i in mentions.indices { mentions[i].coefficient *= rows[Int(mentions[i].row)].markers.scale }
    guard let leaving = markerLeavingRow(mentions) else { return }
    guard let pivotCoefficient = mentions.first(where: { $0.row == leaving })?.coefficient else { return }
    let basic = rows[Int(leaving)].basic
    for (row, k) in mentions where !isNearZero(k) {
      // Each row changes by factor × (leaving row − its basic symbol); the leaving row itself
      // (factor −1) turns into its basic symbol alone.
      let factor = -k / pivotCoefficient
      // The objective sums the errors; a basic error's row changes, and the objective with it.
      if let level = objectiveLevel(ofBasicError: rows[Int(row)].basic) {
        addRowToObjective(level: level, factor, row: leaving)
        if basic >= 0 { objective.coefficients[level][Int(basic)] -= factor }
      }
      guard row != leaving else { continue }
      addRow(leaving, times: factor, into: row)
      accumulate(-factor, of: basic, into: row)
      noteIfInfeasible(row)
    }
    dropRow(leaving)
    if basic >= 0 { noteObjectiveChange(basic) }
  }

  /// The objective level that counts `symbol` when it is the error of an active constraint.
  private func objectiveLevel(ofBasicError symbol: Int32) -> Int? {
    guard symbol >= 0, symbolKind[Int(symbol)] == .error else { return nil }
    let record = recordOfSymbol[Int(symbol)]
    guard record >= 0 else { return nil }
    return objective.existingLevel(for: records[Int(record)].priority)
  }

  /// Cassowary's choice of the row to remove a marker through: a restricted row with the
  /// smallest ratio (negative coefficients first), else any row with an unrestricted basic.
  private func markerLeavingRow(_ candidates: [(row: Int32, coefficient: Double)]) -> Int32? {
    var first: Int32?
    var second: Int32?
    var third: Int32?
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    for (row, c) in candidates where !isNearZero(c) {
      let basic = rows[Int(row)].basic
      if !symbolKind[Int(basic)].isRestricted {
        third = third ?? row
      } else if c < 0 {
        let ratio = -rows[Int(row)].constant / c
        if ratio < firstRatio { firstRatio = ratio; first = row }
      } else {
        let ratio = rows[Int(row)].constant / c
        if ratio < secondRatio { secondRatio = ratio; second = row }
      }
    }
    return first ?? second ?? third
  }

  /// The required equalities whose markers make up a row: what an implied constraint is
  /// derived from.
  mutating func supportingRecords(ofRow row: Int32) -> [Int32] {
    var support = markers.leaves(of: rows[Int(row)].markers).map(\.record)
    for cell in rows[Int(row)].cells where symbolKind[Int(cell.symbol)] == .dummy {
      support.append(recordOfSymbol[Int(cell.symbol)])
    }
    return support
  }

  /// Hands over (and forgets) the implied constraints derived from `record`.
  mutating func takeDormantDependents(of record: Int32) -> [Int32] {
    defer { dormantDependents[Int(record)] = [] }
    return dormantDependents[Int(record)]
  }

  /// Re-adds implied required equalities whose support lost a constraint: one may carry the
  /// layout now. Entries whose record is no longer dormant are stale and skipped; one whose
  /// record was reused by another implied constraint is merely re-added and found implied again.
  mutating func revive(_ waiting: [Int32]) throws(SolverError) {
    for record in waiting where records[Int(record)].isDormant {
      records[Int(record)].isDormant = false
      records[Int(record)].leaf = -1
      try insert(record)
    }
  }
}
