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
    defer { checkInvariantsInCheckedBuilds() }
    let constraint = Constraint(
      id: id, terms: terms, constant: constant, relation: relation, priority: priority, changesOften: changesOften)
    try rebuildingWhenUnreliable(retry: true) { solver throws(SolverError) in
      try solver.addWithoutChecks(constraint)
      try solver.forgetIfBroken([constraint.id])
    }
  }

  /// Removes the constraint `id` and re-optimizes.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  /// - Complexity: O(cells of the rows that depend on the constraint).
  public mutating func removeConstraint(_ id: Int) throws(SolverError) {
    defer { checkInvariantsInCheckedBuilds() }
    // A removal that fails in re-adding an implied constraint has still removed `id`: the
    // rebuilt tableau holds the constraints as they are after it, so nothing is retried.
    try rebuildingWhenUnreliable(retry: false) { solver throws(SolverError) in try solver.removeWithoutChecks(id) }
  }

  mutating func removeWithoutChecks(_ id: Int) throws(SolverError) {
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
      guard Self.isValidIdentifier(term.variable) else { throw .invalidIdentifier(term.variable) }
      guard term.coefficient.isFinite else { throw .nonFinite("coefficient of variable \(term.variable)") }
    }
  }

  /// The bound on caller ids, variables and constraints alike: 2^26, some 67 million.
  ///
  /// An id indexes the solver's arrays directly, so one id makes every smaller one cost four
  /// bytes: at this bound an id map is at most 256 MiB. A layout of five million views (the
  /// generators' largest) has 20 million variables and about as many constraints.
  public static let identifierLimit = 1 << 26

  /// Whether `id` can name a variable or a constraint: in `0..<identifierLimit`.
  static func isValidIdentifier(_ id: Int) -> Bool { id >= 0 && id < identifierLimit }

  /// Stores a record and inserts its constraint; if that fails the record is released again.
  /// - Throws: ``SolverError/invalidIdentifier(_:)`` for a caller id or edit variable at or
  ///   above ``identifierLimit``, before anything changes.
  mutating func insertRecord(_ info: ConstraintRecord) throws(SolverError) -> Int32 {
    guard info.id < Self.identifierLimit else { throw .invalidIdentifier(info.id) }
    guard info.editVariable < Self.identifierLimit else { throw .invalidIdentifier(info.editVariable) }
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
    constantScale = max(constantScale, abs(records[Int(record)].constant))
    let row = makeConstraintRow(record)
    let info = records[Int(record)]
    if let subject = chooseSubject(row, info) {
      solveRow(row, for: subject)
      substituteOut(subject, using: row)
      try optimize()
      return
    }
    if cells(of: row).allSatisfy({ symbolKind[Int($0.symbol)] == .dummy }) {
      // Only required-equality markers are left: the constraint is implied or contradicted.
      if abs(constants[Int(row)]) > feasibilityThreshold, let conflict = certificate(ofRow: row) {
        dropRow(row)
        releaseSymbols(of: record)
        throw .unsatisfiable(conflicting: culpritFirst(conflict, info.id))
      }
      makeDormant(record, row: row)
      return
    }
    try insertWithArtificialVariable(row, record: record)
  }

  /// Keeps aside a required equality that the others imply (its row holds only markers), noting
  /// which constraints it follows from.
  private mutating func makeDormant(_ record: Int32, row: Int32) {
    records[Int(record)].isDormant = true
    var supports: [Int] = []
    for support in supportingRecords(ofRow: row) where support != record {
      dormantDependents[Int(support)].append(record)
      supports.append(records[Int(support)].id)
    }
    records[Int(record)].supports = supports
    dropRow(row)
    releaseSymbols(of: record)
  }

  /// Puts the refused constraint first in a conflict list.
  func culpritFirst(_ ids: [Int], _ culprit: Int) -> [Int] {
    guard culprit >= 0 else { return ids }
    return [culprit] + ids.filter { $0 != culprit }
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
      }
    case (.equal, false):
      let plus = makeSymbol(.error, record: record)
      let minus = makeSymbol(.error, record: record)
      appendCell(row: row, symbol: plus, coefficient: -1)
      appendCell(row: row, symbol: minus, coefficient: 1)
      records[Int(record)].marker = plus
      records[Int(record)].other = minus
      records[Int(record)].markerCoefficient = -1
    case (.equal, true) where info.changesOften:
      let dummy = makeSymbol(.dummy, record: record)
      appendCell(row: row, symbol: dummy, coefficient: 1)
      records[Int(record)].marker = dummy
      records[Int(record)].markerCoefficient = 1
    case (.equal, true):
      let leaf = markers.makeLeaf(record: record)
      records[Int(record)].leaf = leaf
      records[Int(record)].markerCoefficient = 1
      if !markers.add(1, leaf: leaf, to: &rows[Int(row)].markers, row: row) { rows[Int(row)].markerMerges = 0 }
    }
    if constants[Int(row)] < 0 {
      constants[Int(row)].negate()
      let cells = cellPool.mutableElements(of: rows[Int(row)].cells)
      for i in cells.indices { cells[i].coefficient.negate() }
      rows[Int(row)].markers.scale.negate()
    }
    return row
  }

  /// A symbol the new row can be solved for without losing feasibility: an external variable,
  /// the one mentioned by the fewest other rows (so the substitution is cheapest and, as
  /// constraints arrive in any order, groups of rows merge smaller into larger); else the
  /// constraint's own slack or error when its coefficient is negative (the constant is
  /// non-negative).
  @inline(__always)
  private func chooseSubject(_ row: Int32, _ info: ConstraintRecord) -> Int32? {
    var external: Int32?
    var fewest = Int.max
    // Dividing by a coefficient much smaller than the row's largest one multiplies rounding
    // errors by the ratio (a chain of multipliers can leave one at 1e-14 of the others): only
    // coefficients within a factor of the largest are subjects, the sparsest of them chosen.
    var largest = 0.0
    for cell in cells(of: row) where symbolKind[Int(cell.symbol)] == .external {
      largest = max(largest, abs(cell.coefficient))
    }
    let smallest = max(Tolerance.subjectRatio * largest, Tolerance.pivot * rows[Int(row)].scale)
    for cell in cells(of: row) where symbolKind[Int(cell.symbol)] == .external {
      guard abs(cell.coefficient) >= smallest else { continue }
      let count = Int(columns[Int(cell.symbol)].count)
      if count < fewest {
        fewest = count
        external = cell.symbol
        if count == 1 { break }
      }
    }
    if let external { return external }
    for symbol in [info.marker, info.other] where symbol >= 0 && symbolKind[Int(symbol)].isRestricted {
      if coefficient(of: symbol, in: row) < 0 { return symbol }
    }
    return nil
  }

  /// Phase one of the two-phase simplex for a row without a feasible subject: an artificial
  /// variable takes the row's place and is minimized in a level above all others. If it
  /// reaches zero (within rounding) the constraint can hold; otherwise every pivot is undone
  /// and the conflict reported with its proof.
  private mutating func insertWithArtificialVariable(_ row: Int32, record: Int32) throws(SolverError) {
    let artificial = makeSymbol(.artificial)
    setBasic(of: row, to: artificial)
    rowOfSymbol[Int(artificial)] = row
    for cell in cells(of: row) { noteCandidate(cell.symbol) }
    beginUndoableStep()
    var failure: SolverError?
    do { try optimize() } catch {
      // Past the step's deadline the tableau is rebuilt, not undone.
      if passedWorkDeadline { throw error }
      failure = error
    }
    var artificialRow = rowOfSymbol[Int(artificial)]
    if failure == nil, artificialRow >= 0, constants[Int(artificialRow)] > feasibilityThreshold {
      if let conflict = certificate(ofRow: artificialRow) {
        failure = .unsatisfiable(conflicting: culpritFirst(conflict, records[Int(record)].id))
      } else if allowsRefactorization, constants[Int(artificialRow)] > Tolerance.unreliablePhaseOne * constantScale {
        // Far from zero, yet the constraints do not conflict: the tableau's rounding, not the
        // constraints, stopped phase one. The caller rebuilds the tableau and tries again.
        tableauIsUnreliable = true
        failure = .internalFailure("phase one ended \(constants[Int(artificialRow)]) from zero without a conflict")
      }
    }
    if let failure {
      undoRecordedPivots()
      artificialRow = rowOfSymbol[Int(artificial)]
      if artificialRow >= 0 { dropRow(artificialRow) }
      retireSymbol(artificial)
      releaseSymbols(of: record)
      throw failure
    }
    endUndoableStep()
    if artificialRow >= 0 {
      // Still basic, at zero up to rounding: hand the row to another of its symbols. A row left
      // with only markers says the constraint follows from the others.
      constants[Int(artificialRow)] = 0
      let cells = Array(self.cells(of: artificialRow))
      let kinds = cells.map { symbolKind[Int($0.symbol)] }
      if let index = kinds.firstIndex(where: { $0 == .slack || $0 == .error }) ?? kinds.firstIndex(of: .external) {
        pivot(artificialRow, entering: cells[index].symbol)
      } else if records[Int(record)].leaf >= 0 {
        setBasic(of: artificialRow, to: -1)
        rowOfSymbol[Int(artificial)] = -1
        retireSymbol(artificial)
        makeDormant(record, row: artificialRow)
        try optimize()
        return
      } else {
        dropRow(artificialRow)
      }
    }
    retireSymbol(artificial)
    try optimize()
  }

  mutating func releaseSymbols(of record: Int32) {
    for symbol in [records[Int(record)].marker, records[Int(record)].other] where symbol >= 0 {
      retireSymbol(symbol)
    }
    records[Int(record)].marker = -1
    records[Int(record)].other = -1
    if records[Int(record)].leaf >= 0 {
      markers.releaseLeaf(records[Int(record)].leaf)
      records[Int(record)].leaf = -1
    }
  }

  // MARK: Removal

  /// Takes a constraint out of the tableau (Cassowary's removal: pivot its marker into the
  /// basis, then drop that row). The leaving row is chosen so that every other row stays
  /// feasible; the objective, derived from the tableau, follows by itself.
  mutating func remove(_ record: Int32) throws(SolverError) {
    let info = records[Int(record)]
    if info.isDormant {
      records[Int(record)].isDormant = false
      return
    }
    if info.marker >= 0 {
      let marker = info.marker
      if rowOfSymbol[Int(marker)] >= 0 {
        dropRow(rowOfSymbol[Int(marker)])
      } else if let leaving = markerLeavingRow(
        column(of: marker).map { ($0.row, coefficient(at: $0)) })
      {
        solveRow(leaving, for: marker)
        substituteOut(marker, using: leaving)
        dropRow(leaving)
      }
    } else if info.leaf >= 0 {
      removeRequiredEquality(leaf: info.leaf)
      markers.releaseLeaf(info.leaf)
      records[Int(record)].leaf = -1
    }
    if case .conflict = try dualOptimize() {
      infeasibleRows.removeAll()
      throw .internalFailure("a row stayed infeasible after a removal")
    }
    for symbol in [info.marker, info.other] where symbol >= 0 { retireSymbol(symbol) }
    records[Int(record)].marker = -1
    records[Int(record)].other = -1
    try optimize()
  }

  /// Removes a required equality whose marker lives in the marker graph: the row chosen by
  /// ``markerLeavingRow(_:)`` is solved for the marker and substituted into the other rows that
  /// mention it, then dropped.
  /// - Complexity: O(nodes above the leaf + cells of the rows that mention it).
  private mutating func removeRequiredEquality(leaf: Int32) {
    var mentions = markers.rowsMentioning(leaf: leaf)
    for i in mentions.indices { mentions[i].coefficient *= rows[Int(mentions[i].row)].markers.scale }
    guard let leaving = markerLeavingRow(mentions) else { return }
    guard let pivotCoefficient = mentions.first(where: { $0.row == leaving })?.coefficient else { return }
    let basic = rows[Int(leaving)].basic
    for (row, k) in mentions where row != leaving {
      // Each row changes by factor × (leaving row − its basic symbol): the marker cancels.
      let factor = -k / pivotCoefficient
      addRow(leaving, times: factor, into: row)
      accumulate(-factor, of: basic, into: row)
      noteIfInfeasible(row)
    }
    dropRow(leaving)
    // Parametric only now, so the merges above could not make it a candidate.
    noteCandidate(basic)
  }

  /// Cassowary's choice of the row to remove a marker through: a restricted row with the
  /// smallest ratio (negative coefficients first), else any row with an unrestricted basic.
  private func markerLeavingRow(_ candidates: [(row: Int32, coefficient: Double)]) -> Int32? {
    var first: Int32?
    var second: Int32?
    var third: Int32?
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    // A marker's coefficients are a column of the basis inverse: one that is tiny next to the
    // column's largest, or to its own row, is what rounding left of a cancelled marker. As the
    // leaving row it would be a ratio of zero in a degenerate row and a division by noise, so
    // such a row only follows the others.
    var largest = 0.0
    for (_, c) in candidates { largest = max(largest, abs(c)) }
    for (row, c) in candidates
    where abs(c) > max(Tolerance.pivot * rows[Int(row)].scale, Tolerance.markerNoise * largest) {
      let basic = rows[Int(row)].basic
      let value = max(0, constants[Int(row)])
      if !symbolKind[Int(basic)].isRestricted {
        third = third ?? row
      } else if c < 0 {
        let ratio = value / -c
        if ratio < firstRatio { firstRatio = ratio; first = row }
      } else {
        let ratio = value / c
        if ratio < secondRatio { secondRatio = ratio; second = row }
      }
    }
    return first ?? second ?? third
  }

  /// The required equalities whose markers make up a row: what an implied constraint is
  /// derived from.
  mutating func supportingRecords(ofRow row: Int32) -> [Int32] {
    var support = markers.expression(of: rows[Int(row)].markers).terms.map(\.record)
    for cell in cells(of: row) where symbolKind[Int(cell.symbol)] == .dummy {
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
