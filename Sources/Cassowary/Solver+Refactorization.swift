// Rebuilding the tableau from the constraints, when rounding has made it unreliable.

extension Solver {
  /// Rebuilds the tableau from the constraints as the caller gave them: every constraint with
  /// its current constant, then every edit at its last suggested value.
  ///
  /// Each pivot of an incremental tableau adds a little rounding to the rows it touches, and
  /// after many changes a row can carry cells of pure rounding (1e-16 where exact arithmetic
  /// cancels to zero) or coefficients computed from rows thousands of times larger. A phase
  /// one that pivots on such a cell can end with its artificial variable far from zero
  /// although the constraints are consistent: the proof of conflict, recomputed from the
  /// constraints, then fails. That disagreement is the signal. A tableau built afresh (as the
  /// rebuild engine does on every change) carries only the rounding of one build, so the call
  /// that ran into it is retried on a rebuilt tableau instead of accepting a violated required
  /// constraint as rounding. It is rare, so its cost (one build) is paid rarely.
  ///
  /// The rebuilt solver keeps the caller's ids, the work limit and the work counters; its
  /// basis, and so the choice among equally good solutions, may differ.
  /// With `extra`, those constraints (not yet in the solver) are built in too.
  /// - Throws: what adding the constraints to an empty solver throws; the solver is then
  ///   unchanged.
  /// - Complexity: that of adding every constraint in one batch.
  mutating func refactorize(adding extra: [Constraint] = []) throws(SolverError) {
    var fresh = Solver()
    fresh.workLimit = workLimit
    fresh.constantScale = constantScale
    fresh.minimumWorkPerConstraint = minimumWorkPerConstraint
    fresh.allowsRefactorization = false
    var batch: [Constraint] = []
    for (id, record) in recordOfConstraint.enumerated() where record >= 0 {
      let info = records[Int(record)]
      batch.append(
        Constraint(
          id: id, terms: info.terms, constant: info.constant, relation: info.relation, priority: info.priority,
          changesOften: info.changesOften))
    }
    batch += extra
    try fresh.addConstraints(batch)
    for (variable, record) in recordOfEdit.enumerated() where record >= 0 {
      let info = records[Int(record)]
      let edit = try fresh.insertRecord(
        ConstraintRecord(
          id: -1, editVariable: variable, terms: info.terms, constant: info.constant, relation: .equal,
          priority: info.priority))
      Self.store(edit, at: variable, in: &fresh.recordOfEdit)
    }
    // Constant-change counts decide when a marker becomes a column; carry them over.
    for (id, record) in recordOfConstraint.enumerated() where record >= 0 {
      if let freshRecord = fresh.record(of: id) {
        fresh.records[Int(freshRecord)].constantChanges = records[Int(record)].constantChanges
      }
    }
    fresh.counters.add(statistics)
    fresh.counters.refactorizations += 1
    fresh.allowsRefactorization = true
    self = fresh
  }

  /// Adds `batch` to a solver that holds no constraint (a build), accepting what a rebuilt
  /// tableau accepts.
  ///
  /// A call that finds the tableau unreliable is retried on a tableau rebuilt from the
  /// constraints (``rebuildingWhenUnreliable(retry:_:)``), and there a residue without a proof
  /// of conflict counts as rounding, because a fresh tableau carries the rounding of one build
  /// only. A build's tableau is that fresh already: its retry adds the same constraints to an
  /// empty solver and comes to the answer the first attempt had, so it doubled the cost of the
  /// build for nothing (fuzz soft seed 195, 269 views: 836 pivots and 15.2 M units of work
  /// where 418 and 7.6 M give the same frames). So a build accepts what a rebuild accepts, at
  /// the tolerances a rebuild has from its first row: the scale of every constant of the batch
  /// (a retry starts at the scale its failed attempt reached).
  /// - Throws: as ``addConstraints(_:)``; the solver is then as it was.
  /// - Complexity: that of adding every constraint of `batch` in one batch.
  mutating func addBuild(_ batch: [Constraint]) throws(SolverError) {
    defer { repackMarkersIfSparse() }
    let scaleBefore = constantScale
    for constraint in batch where constraint.constant.isFinite {
      constantScale = max(constantScale, abs(constraint.constant))
    }
    reserveForBuild(batch)
    let allowedBefore = allowsRefactorization
    allowsRefactorization = false
    defer { allowsRefactorization = allowedBefore }
    do throws(SolverError) {
      try addBatchWithoutChecks(batch, workBudget: nil)
    } catch {
      constantScale = scaleBefore
      throw error
    }
  }

  /// Rows and symbols ``reserveForBuild(_:)`` leaves room for beyond the build's own.
  static let buildSlack = 64

  /// Makes room in the per-row, per-symbol and per-record arrays for what building `batch`
  /// makes: a row and a record per constraint, a symbol per variable and per slack or error.
  ///
  /// Grown by doubling as the build made them, the dozen per-symbol arrays (`symbolKind` to
  /// `scratchCell`) and the per-row and per-record ones copied every element at each doubling:
  /// on the 10,000-view collection, 13 M instructions of `memcpy` under `makeSymbol` and
  /// `makeRow` alone. Reserved, that build runs 3.4% fewer instructions, the deep shape's 3.9%.
  /// The count is exact but for phase one's artificial symbols, which the arrays then grow for,
  /// and a little room is left for what comes next (``buildSlack``).
  /// - Complexity: O(terms of the batch).
  mutating func reserveForBuild(_ batch: [Constraint]) {
    var variables = symbolOfVariable.count
    var symbols = 0
    var terms = 0
    var ids = recordOfConstraint.count
    for constraint in batch {
      terms += constraint.terms.count
      for term in constraint.terms where term.variable >= variables { variables = term.variable + 1 }
      ids = max(ids, constraint.id + 1)
      let isRequired = constraint.priority >= requiredPriority
      switch constraint.relation {
      case .lessThanOrEqual, .greaterThanOrEqual: symbols += isRequired ? 1 : 2
      case .equal: symbols += isRequired ? (constraint.changesOften ? 1 : 0) : 2
      }
    }
    // Ids and variables past the limits are refused one by one as they come (`insertRecord`).
    guard variables <= Self.identifierLimit, ids <= Self.identifierLimit else { return }
    // A symbol per variable new to the solver: at most one per term, however sparse the ids.
    // Room for a few more: the edits a caller adds next (a resize's two, each a row and two
    // errors) would otherwise double every array at once.
    symbols += symbolKind.count + min(variables - symbolOfVariable.count, terms) + Self.buildSlack
    let rowCount = rows.count + batch.count + Self.buildSlack
    rows.reserveCapacity(rowCount)
    constants.reserveCapacity(rowCount)
    rowLevel.reserveCapacity(rowCount)
    symbolKind.reserveCapacity(symbols)
    rowOfSymbol.reserveCapacity(symbols)
    columns.reserveCapacity(symbols)
    recordOfSymbol.reserveCapacity(symbols)
    levelOfSymbol.reserveCapacity(symbols)
    costCache.reserveCapacity(symbols)
    costCacheTail.reserveCapacity(symbols)
    weighedEntries.reserveCapacity(symbols)
    isListed.reserveCapacity(symbols)
    weighedLists.reserveCapacity(symbols)
    inCandidateHeap.reserveCapacity(symbols)
    scratchCell.reserveCapacity(symbols)
    symbolOfVariable.reserveCapacity(variables)
    records.reserveCapacity(records.count + batch.count + Self.buildSlack)
    dormantDependents.reserveCapacity(records.count + batch.count + Self.buildSlack)
    recordOfConstraint.reserveCapacity(ids)
  }

  /// Takes back constraints just added, and marks the tableau for a rebuild, if one of them is
  /// required and the values violate it: a phase one or a dual pivot on rounding noise can end
  /// that way with no other sign. The caller's rebuild then adds them again to a fresh tableau.
  /// - Throws: ``SolverError/internalFailure(_:)`` when it took them back.
  /// - Complexity: O(terms of the constraints).
  mutating func forgetIfBroken(_ ids: [Int]) throws(SolverError) {
    guard let broken = firstBrokenRequiredConstraint(among: ids) else { return }
    tableauIsUnreliable = true
    for id in ids where record(of: id) != nil { recordOfConstraint[id] = -1 }
    throw .internalFailure("required constraint \(broken) is violated right after it was added")
  }

  /// The first of `ids` that is a required constraint the current values violate (by the
  /// invariant check's measure), when a rebuild is allowed; nil otherwise.
  ///
  /// Checking what a call added costs O(their terms), in proportion to the call: it catches a
  /// call whose pivots ran on rounding noise and left its own required constraints broken,
  /// which neither phase one nor the dual simplex can see from the tableau.
  func firstBrokenRequiredConstraint(among ids: [Int]) -> Int? {
    guard allowsRefactorization else { return nil }
    for id in ids {
      guard let record = record(of: id), records[Int(record)].isRequired else { continue }
      let residue = requiredResidue(of: record)
      if residue.off > residue.allowed { return id }
    }
    return nil
  }

  /// How far a required record's constraint is from holding at the current values (positive
  /// when violated), and the most that rounding accounts for: ten times the feasibility
  /// tolerance, or the certificate tolerance relative to the terms' sizes.
  /// - Complexity: O(terms of the constraint).
  func requiredResidue(of record: Int32) -> (off: Double, allowed: Double) {
    let (sum, magnitude) = residual(of: record)
    let relation = records[Int(record)].relation
    let off = relation == .equal ? abs(sum) : (relation == .lessThanOrEqual ? sum : -sum)
    return (off, 10 * max(feasibilityThreshold, Tolerance.certificate * magnitude))
  }

  /// The record's `Σ terms + constant` at the current values, and the sum of its parts' sizes
  /// (what rounding in it is relative to).
  /// - Complexity: O(terms of the constraint).
  func residual(of record: Int32) -> (sum: Double, magnitude: Double) {
    let info = records[Int(record)]
    var sum = info.constant
    var magnitude = abs(info.constant)
    for term in info.terms {
      let contribution = term.coefficient * value(of: term.variable)
      sum += contribution
      magnitude += abs(contribution)
    }
    return (sum, magnitude)
  }

  /// Runs `body` (a call that can run phase one: adding or re-adding constraints); if it
  /// failed because rounding made the tableau unreliable, rebuilds the tableau from the
  /// constraints the solver holds and, if `retry`, runs `body` once more on it.
  ///
  /// `body` must leave the solver's constraints as they were before it when it fails (adding)
  /// or as they are meant to be after it (removing: the removal is done, a re-added implied
  /// constraint is still in the solver), so that the rebuild reads the right set.
  mutating func rebuildingWhenUnreliable(
    retry: Bool, _ body: (inout Solver) throws(SolverError) -> Void
  ) throws(SolverError) {
    // Whatever the outcome, no node id is held any more when the call returns.
    defer { repackMarkersIfSparse() }
    do {
      try body(&self)
    } catch {
      guard tableauIsUnreliable else { throw error }
      tableauIsUnreliable = false
      try refactorize()
      guard retry else { return }
      // On the fresh tableau the old acceptance holds: a residue without a proof is rounding.
      allowsRefactorization = false
      defer { allowsRefactorization = true }
      try body(&self)
    }
  }
}

extension Solver.Statistics {
  /// Adds another solver's counts to these (a rebuilt solver keeps the work done before).
  mutating func add(_ other: Solver.Statistics) {
    pivots += other.pivots
    rowMerges += other.rowMerges
    cellOperations += other.cellOperations
    constantShifts += other.constantShifts
    reducedCostReads += other.reducedCostReads
    heapOperations += other.heapOperations
    markerNodesCreated += other.markerNodesCreated
    markerNodesVisited += other.markerNodesVisited
    markerCompactions += other.markerCompactions
    markerColumnConversions += other.markerColumnConversions
    refactorizations += other.refactorizations
    cyclesBroken += other.cyclesBroken
    queueScans += other.queueScans
  }
}
