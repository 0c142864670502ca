// Primal and dual simplex over the lexicographic objective, and undoing a failed call.

extension Solver {
  /// Improving symbols compared per primal pivot (partial pricing).
  static let pricingWidth = 128
  /// Degenerate pivots in a row after which the primal simplex uses Bland's rule.
  static let stallLimit = 32

  /// Primal simplex: pivots until no parametric symbol improves the objective.
  ///
  /// The entering symbol comes from partial pricing (``popEnteringSymbol(width:)``:
  /// the steepest of the first improving symbols in the candidate heap), or is the
  /// lowest-numbered improving one (Bland's rule, which cannot cycle) after a run of degenerate
  /// pivots; the leaving row is found through its column: only the rows that contain it are examined (minimum ratio over
  /// restricted rows, ties to the lowest basic symbol). A coefficient below the pivot tolerance
  /// of its row (``Tolerance``) is rounding, not a direction, and is passed over; a symbol whose
  /// only bounds are such coefficients does not really improve anything and is skipped. A run
  /// that comes back to a basis it had is steered out of it (``BasisCycleGuard``): Bland's rule
  /// first, then a raised threshold for what counts as a rate (``reducedCostNoise``).
  /// - Throws: ``SolverError/internalFailure(_:)`` if it does not finish within a bound far
  ///   above any real problem's needs (a bug).
  /// - Complexity: per pivot, O(column of the entering symbol + the substitution's cells).
  mutating func optimize() throws(SolverError) {
    var remaining = 64 * (rowCount + symbolKind.count) + 100_000
    // Partial pricing while pivots make progress; Bland's rule after a run of degenerate ones.
    var stalled = 0
    var cycles = BasisCycleGuard()
    while let (entering, direction) = popEnteringSymbol(
      width: stalled < Self.stallLimit && !cycles.forcesBland ? Self.pricingWidth : 1)
    {
      var best: Int32 = -1
      var bestRatio = Double.infinity
      var bestBasic = Int32.max
      for entry in column(of: entering) {
        let row = Int(entry.row)
        let basic = rows[row].basic
        guard symbolKind[Int(basic)].isRestricted else { continue }
        let c = coefficient(at: entry) * direction
        guard c < -pivotThreshold(of: row) else { continue }
        let ratio = max(0, constants[row]) / -c
        if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
          best = entry.row
          bestRatio = ratio
          bestBasic = basic
        }
      }
      guard best >= 0 else { continue }
      stalled = bestRatio > 0 ? 0 : stalled + 1
      pivot(best, entering: entering)
      if cycles.returnsToEarlierBasis(entering: entering, leaving: bestBasic) {
        // Only degenerate pivots can come back to a basis in exact arithmetic, and Bland's
        // rule stops that; coming back under Bland's rule means that a rate taken for an
        // improvement was the tableau's rounding, so more of it counts as rounding. At the
        // limit every rate left is within rounding of zero: the run ends.
        counters.cyclesBroken += 1
        if cycles.forcesBland {
          guard raiseReducedCostNoise() else { return }
        }
        cycles.forcesBland = true
        cycles.forgetBases()
      }
      remaining -= 1
      if remaining == 0 { throw .internalFailure("primal simplex did not finish") }
      try checkWorkLimit()
    }
  }

  /// How a dual simplex run ended.
  enum DualOutcome {
    /// Every row is feasible; `escalated` if the run took the most infeasible rows first
    /// (``dualEscalationDivisor``).
    case feasible(escalated: Bool)
    /// A row cannot be repaired: the ids of the required constraints that conflict, with a
    /// verified proof. The rows still infeasible stay queued, that row last.
    case conflict([Int])
    /// The run spent its work budget with rows still infeasible; the tableau is half-way.
    case overBudget
  }

  /// Dual simplex: restores feasibility of the rows whose restricted basic symbol went negative,
  /// keeping the objective optimal, within `workBudget` units of work if one is given.
  ///
  /// The rows are repaired last noted first; past a sixteenth of the budget, most infeasible
  /// first (``dualEscalationDivisor``).
  ///
  /// The entering symbol minimizes the lexicographic ratio of its reduced cost to its
  /// coefficient, which keeps every reduced cost non-negative (in exact arithmetic: a choice
  /// between ratios that agree up to rounding sets ``dualPivotNearTie``, and the caller then
  /// runs the primal simplex over the candidates). A row with no candidate is
  /// infeasible for good only if its certificate verifies; otherwise its negative value is
  /// rounding and is set to zero.
  /// - Complexity: per pivot, O(Σ columns of the row's candidates + the substitution's cells).
  mutating func dualOptimize(workBudget: Int? = nil) throws(SolverError) -> DualOutcome {
    var remaining = 64 * (rowCount + symbolKind.count) + 100_000
    let workBefore = counters.work
    dualPivotNearTie = false
    // Taken out of `self` so that they are uniquely referenced and reused, not copied.
    var best = bestCostScratch
    var current = costScratch
    bestCostScratch = []
    costScratch = []
    defer {
      bestCostScratch = best
      costScratch = current
    }
    // Past a sixteenth of its budget (an eighth of a build) the run repairs the most infeasible
    // row first.
    let escalation = workBudget.map { $0 / Self.dualEscalationDivisor }
    var escalated = false
    while !infeasibleRows.isEmpty {
      let spent = counters.work - workBefore
      if let workBudget, spent > workBudget { return .overBudget }
      if let escalation, spent > escalation {
        escalated = true
        moveMostInfeasibleRowLast()
      }
      guard let row = infeasibleRows.popLast() else { break }
      if prefetches { prefetchQueuedRows() }
      let r = Int(row)
      guard isStillInfeasible(row) else { continue }
      var entering: Int32 = -1
      var enteringCoefficient = 0.0
      // Whether `best` holds the entering candidate's whole cost or its leading term only.
      var bestIsWhole = true
      let threshold = pivotThreshold(of: r)
      // Read by index: the ratio test below changes caches, not cells, but the pool is the
      // solver's and a held pointer would be easy to break.
      let cells = rows[r].cells
      for i in cells.indices {
        let cell = cellPool[cells, i]
        let kind = symbolKind[Int(cell.symbol)]
        guard kind != .artificial, kind != .dummy else { continue }
        if kind == .external {
          // An unrestricted symbol can move either way, and at an optimum its reduced cost is
          // zero: its ratio is the smallest possible.
          guard abs(cell.coefficient) > threshold else { continue }
          if entering < 0 || symbolKind[Int(entering)] != .external || cell.symbol < entering {
            entering = cell.symbol
            enteringCoefficient = cell.coefficient
          }
          continue
        }
        guard cell.coefficient > threshold else { continue }
        if entering >= 0, symbolKind[Int(entering)] == .external { continue }
        var currentIsWhole = ratioTestCost(of: cell.symbol, into: &current)
        var less: Bool?
        if entering < 0 {
          less = true
        } else {
          less = Self.leadingRatio(
            current, over: cell.coefficient, isLessThan: best, over: enteringCoefficient, nearTie: &dualPivotNearTie)
          if less == nil {
            // The first levels agree: the levels below decide, from the whole vectors.
            if !currentIsWhole {
              counters.reducedCostReads += cachedReducedCost(of: cell.symbol, into: &current)
              currentIsWhole = true
            }
            if !bestIsWhole {
              counters.reducedCostReads += cachedReducedCost(of: entering, into: &best)
              bestIsWhole = true
            }
            less = Self.ratio(
              current, over: cell.coefficient, isLessThan: best, over: enteringCoefficient, nearTie: &dualPivotNearTie)
          }
        }
        if less == true || (less == nil && cell.symbol < entering) {
          entering = cell.symbol
          enteringCoefficient = cell.coefficient
          bestIsWhole = currentIsWhole
          swap(&best, &current)
        }
      }
      if entering < 0 {
        if let conflict = certificate(ofRow: row) {
          // The queue stays, with this row back in it, for a caller that puts the old
          // constants back and repairs the rows from here (``Solver/setConstants(_:)``).
          infeasibleRows.append(row)
          return .conflict(conflict)
        }
        // Not a provable conflict: the negative value is rounding.
        constants[r] = 0
        continue
      }
      pivot(row, entering: entering)
      remaining -= 1
      if remaining == 0 { throw .internalFailure("dual simplex did not finish") }
      try checkWorkLimit()
    }
    return .feasible(escalated: escalated)
  }

  /// The share of its work budget after which the dual simplex stops repairing rows in the
  /// order the change disturbed them and takes the most infeasible one first.
  ///
  /// Last in, first out follows a change down the rows it disturbed, one chain at a time,
  /// which is what a resize of a tree-shaped layout needs: the benchmark's collection resize
  /// costs 20% more cells with the most infeasible row first (and its scan of the queue, paid
  /// per pivot, made it four times as many instructions). Where soft constraints conflict, the
  /// same order can wander: fuzz seed 60 of the priorities family (293 views, 2,290
  /// constraints) took 2,831 dual pivots and 52 million units of work for one resize, more
  /// than two builds; the most infeasible row first repairs it with 5.4 million. So the rule
  /// changes only once a run has cost an eighth of a build, a sixteenth of a change's budget of
  /// two builds (``Solver/constantChangeBuilds``; the benchmark collection's resizes take about
  /// a third of that), and a run that changed it has its result checked against
  /// the required constraints (``Solver/setConstants(_:)``): on a chain of multipliers the
  /// order once ended with a required equality 342 points off.
  static let dualEscalationDivisor = 16

  /// Moves the most infeasible row of the queue (its constant relative to its scale) to its
  /// end, dropping the entries that are no longer infeasible or basic in a restricted symbol.
  /// - Complexity: O(queued rows), counted in ``Statistics/work`` so that the run's budget
  ///   bounds it too.
  private mutating func moveMostInfeasibleRowLast() {
    var worst = 0.0
    var pick = -1
    var index = 0
    counters.queueScans += infeasibleRows.count
    while index < infeasibleRows.count {
      let row = infeasibleRows[index]
      guard isStillInfeasible(row) else {
        infeasibleRows.swapAt(index, infeasibleRows.count - 1)
        infeasibleRows.removeLast()
        continue
      }
      let violation = constants[Int(row)] / max(rows[Int(row)].scale, 1)
      // Ties to the later entry, as last in, first out would take it.
      if pick < 0 || violation <= worst {
        worst = violation
        pick = index
      }
      index += 1
    }
    if pick >= 0 { infeasibleRows.swapAt(pick, infeasibleRows.count - 1) }
  }

  /// Whether a queued row still needs the dual simplex: its basic symbol is restricted, still
  /// basic in it, and below the feasibility tolerance (a queued row may have been repaired,
  /// dropped or queued twice since).
  /// - Complexity: O(1).
  private func isStillInfeasible(_ row: Int32) -> Bool {
    let basic = rows[Int(row)].basic
    return basic >= 0 && rowOfSymbol[Int(basic)] == row && symbolKind[Int(basic)].isRestricted
      && constants[Int(row)] < -feasibilityThreshold
  }

  /// Stops the call once ``workLimit`` has passed, and the step under way once its
  /// ``workDeadline`` has.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func checkWorkLimit() throws(SolverError) {
    if let limit = workLimit, counters.work > limit {
      stoppedAtWorkLimit = true
      throw .workLimitExceeded(limit)
    }
    if let deadline = workDeadline, counters.work > deadline {
      passedWorkDeadline = true
      throw .internalFailure("past the step's work deadline")
    }
  }

  /// Runs `body` (one addition or removal of a batch) until it is done or the work counter
  /// passes `deadline`, checked after each pivot.
  ///
  /// A batch checks its budget between constraints, but one constraint can cost more than the
  /// whole budget: on fuzz seed 61 of the intrinsic family, putting a subtree of 31
  /// constraints back took 23 million units of work for one required inequality, where
  /// building all 1,615 constraints costs 5 million. Stopped at the deadline, the step leaves
  /// the tableau half-changed, and the caller rebuilds it from the constraints (which the
  /// records still hold as they were, or as the step meant them to be); it does not undo.
  /// - Returns: false if the step gave up at the deadline.
  /// - Throws: what `body` throws otherwise.
  /// - Complexity: that of `body`, cut off at `deadline`.
  mutating func withinWorkDeadline(
    _ deadline: Int?, _ body: (inout Solver) throws(SolverError) -> Void
  ) throws(SolverError) -> Bool {
    guard let deadline else {
      try body(&self)
      return true
    }
    workDeadline = deadline
    defer { workDeadline = nil }
    do {
      try body(&self)
      return true
    } catch {
      guard passedWorkDeadline else { throw error }
      passedWorkDeadline = false
      return false
    }
  }

  /// Starts recording pivots so that a failure can be undone.
  mutating func beginUndoableStep() {
    undoLog.removeAll(keepingCapacity: true)
    isRecordingUndo = true
  }

  mutating func endUndoableStep() {
    isRecordingUndo = false
    undoLog.removeAll(keepingCapacity: true)
  }

  /// Reverses the recorded pivots, newest first: pivoting the old basic symbol back into the
  /// same row restores the previous basis and with it the previous solution.
  mutating func undoRecordedPivots() {
    isRecordingUndo = false
    while let step = undoLog.popLast() {
      if step.leaving >= 0 { pivot(step.row, entering: step.leaving) }
    }
    undoLog.removeAll(keepingCapacity: true)
    infeasibleRows.removeAll()
    clearCandidates()
  }
}
