// Adding and removing many constraints at once, as a layout's first build and a subtree's removal do.

/// A constraint `Σ terms + constant (relation) 0` at `priority`, as ``Solver/addConstraints(_:)``
/// takes it.
public struct Constraint: Sendable {
  public var id: Int
  public var terms: [Term]
  public var constant: Double
  public var relation: Relation
  public var priority: Double
  public var changesOften: Bool

  public init(
    id: Int, terms: [Term], constant: Double, relation: Relation, priority: Double = requiredPriority,
    changesOften: Bool = false
  ) {
    self.id = id
    self.terms = terms
    self.constant = constant
    self.relation = relation
    self.priority = priority
    self.changesOften = changesOften
  }
}

extension Solver {
  /// Adds every constraint of `batch`, each optimized as it is added, in the order that needs
  /// the fewest phase-one starts, whatever order it comes in: required equalities (each solved
  /// for a variable), then required inequalities, then the others, highest priority first,
  /// whose rows can always be solved for one of their own errors; required ones by the highest
  /// variable they mention, so a shuffled list costs what a sorted one does.
  ///
  /// Each constraint is optimized before the next because that is cheaper than optimizing once
  /// at the end, on every layout measured. Until 2026-11-25 a batch put the optimization off:
  /// each row was only made feasible, and the objective optimized from that basis at the end.
  /// On the benchmark's shapes that saved nothing (the same pivots; 8-14% fewer reduced-cost
  /// reads on two of them), while on layouts whose soft constraints conflict the one optimization
  /// from a basis chosen for feasibility alone took most of the time (the 2,000-view repros: 3 s
  /// against 0.25 s on one machine, and 12 of the fuzzer's first 400 seeds past 10 s against 4).
  /// It also had to note every parametric symbol as a candidate afterwards, a scan of the
  /// whole tableau for each subtree put back into a large layout.
  ///
  /// Added to a solver that already holds constraints, the batch goes one by one only within
  /// a budget priced at the rate the last build measured (``batchWorkBudget(holding:rebuilding:)``);
  /// the constraints left are then added by rebuilding the tableau with them, as
  /// ``removeConstraints(_:)`` rebuilds without the ones it removes.
  ///
  /// A batch whose result breaks one of its own required constraints (rounding that phase one
  /// cannot see, on layouts whose multipliers chain towards 10⁷) is taken back and added again
  /// on a rebuilt tableau; a build is such a tableau already, and accepts as it does
  /// (``addBuild(_:)``).
  /// - Throws: as ``addConstraint(_:_:constant:relation:priority:changesOften:)`` for the first
  ///   constraint that fails; the constraints of the batch added before it are removed again,
  ///   so the solver is as it was.
  /// - Complexity: O(cells touched by the substitutions and the pivots each addition causes),
  ///   at most about a build's work, plus a build when that bound is reached.
  public mutating func addConstraints(_ batch: [Constraint]) throws(SolverError) {
    defer { checkInvariantsInCheckedBuilds() }
    let isBuild = recordCount == 0 && !batch.isEmpty
    let workBefore = counters.work
    let held = recordCount + batch.count
    let budget = isBuild ? nil : batchWorkBudget(holding: held, rebuilding: held)
    if isBuild {
      try addBuild(batch)
    } else {
      try rebuildingWhenUnreliable(retry: true) { solver throws(SolverError) in
        try solver.addBatchWithoutChecks(batch, workBudget: budget)
      }
    }
    if isBuild { buildWorkPerConstraint = Double(counters.work - workBefore) / Double(recordCount) }
  }

  /// Removes every constraint of `ids`, newest first as listed: one by one while that costs
  /// less than building the tableau again, then by rebuilding it from the constraints left.
  ///
  /// Each removal re-optimizes, and where soft constraints conflict that can take many pivots
  /// over rows of hundreds of cells: fuzz seed 86 of the mixed family removes 293 of its 1,079
  /// rows with 426 pivots and 221 million units of work, where building all 1,079 costs a
  /// small fraction of that. Optimizing once at the end of the removals instead was tried twice
  /// and broke required rows (SOLVER-COST.md). So the removals' work is bounded, priced at the
  /// rate the last build measured (``batchWorkBudget(holding:rebuilding:)``): past it, the
  /// constraints still to remove are dropped and the tableau is rebuilt from the others, as
  /// ``refactorize()`` rebuilds an unreliable one (if that rebuild fails, the solver is as it
  /// was and the removals go on one by one). A removal that touches a few rows of a sparse
  /// tableau never comes near it; a large one costs at most its budget and a rebuild. The
  /// rebuilt solution is optimal as well, possibly another among equally good ones.
  /// An id listed twice is removed once.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` for an id the solver does not hold, before
  ///   anything is removed; otherwise as ``removeConstraint(_:)``.
  /// - Complexity: O(min(cells the removals touch, a build's work)), plus a build when the
  ///   bound is reached.
  public mutating func removeConstraints(_ ids: [Int]) throws(SolverError) {
    defer { checkInvariantsInCheckedBuilds() }
    for id in ids where record(of: id) == nil { throw .unknownConstraint(id) }
    let workBefore = counters.work
    // An id listed twice makes the rebuild look a little smaller than it is; never by more
    // than the duplicates, and looking for them would cost a set per call.
    var budget = batchWorkBudget(holding: recordCount, rebuilding: max(0, recordCount - ids.count))
    for (index, id) in ids.enumerated() {
      if let bound = budget, counters.work - workBefore > bound {
        let rest = ids[index...].filter { record(of: $0) != nil }
        let records = rest.map { recordOfConstraint[$0] }
        for id in rest { recordOfConstraint[id] = -1 }
        do {
          try refactorize()
          return
        } catch {
          // The rebuild left the solver as it was: the constraints are put back.
          for (id, record) in zip(rest, records) { recordOfConstraint[id] = record }
          noteIfStoppedAtWorkLimit(error)
          if stoppedAtWorkLimit { throw error }
          budget = nil
        }
      }
      // Listed before and removed already.
      guard record(of: id) != nil else { continue }
      let done = try withinWorkDeadline(budget.map { workBefore + $0 }) { solver throws(SolverError) in
        try solver.rebuildingWhenUnreliable(retry: false) { solver throws(SolverError) in
          try solver.removeWithoutChecks(id)
        }
      }
      if !done {
        // The removal gave up half-way (`id` is out of the records already): the tableau is
        // rebuilt from the constraints left, without the ones still to remove.
        for id in ids[(index + 1)...] where record(of: id) != nil { recordOfConstraint[id] = -1 }
        do { try refactorize() } catch {
          noteIfStoppedAtWorkLimit(error)
          throw error
        }
        return
      }
    }
  }

  /// Finishes a batch whose step gave up at its deadline, the tableau half-changed: rebuilds it
  /// from the constraints held and `rest`, the batch's constraints not yet added. If they
  /// cannot all hold, rebuilds it without the batch (`added`, its constraints added before)
  /// and throws why, so that the solver holds what it held before the batch.
  /// - Complexity: one build, two when the batch is refused.
  private mutating func rebuildAfterDeadline(adding rest: [Constraint], takingBack added: [Int]) throws(SolverError) {
    do {
      try refactorize(adding: rest)
    } catch {
      noteIfStoppedAtWorkLimit(error)
      guard !stoppedAtWorkLimit else { throw error }
      for id in added { recordOfConstraint[id] = -1 }
      do { try refactorize() } catch {
        // The constraints held before the batch held together: only the work limit stops this.
        noteIfStoppedAtWorkLimit(error)
        throw error
      }
      throw error
    }
  }

  /// Marks the call as stopped at the work limit if a rebuild's `error` says it was: the
  /// rebuilt solver, which counted the work, is gone, and the caller discards this one.
  mutating func noteIfStoppedAtWorkLimit(_ error: SolverError) {
    if case .workLimitExceeded = error { stoppedAtWorkLimit = true }
  }

  /// What a batch of additions or removals may spend one by one before the tableau is rebuilt
  /// instead, for a solver of `count` constraints whose rebuild would build `rebuilt`: a quarter
  /// of that rebuild where pivots dominate a build, half a build of `count` elsewhere.
  ///
  /// A batch that passes its budget pays a rebuild on top of what it spent, so the budget
  /// trades the batches that finish just past it (which then pay a rebuild they did not need)
  /// against those that would never finish cheaply (which pay the budget for nothing). Which
  /// side is larger depends on the tableau:
  /// - Where the last build pivoted (``buildWorkPerConstraint`` at least twice
  ///   ``minimumWorkPerConstraint``: soft constraints in conflict), the tableau is dense and
  ///   one removal can cost more than a build: pivoting a constraint's marker out merges a row of
  ///   hundreds of cells into a column of a thousand rows. On fuzz soft seed 3763, removing a
  ///   subtree's 558 constraints from 2,012 spends 1.34 M units on its first 129 and then more
  ///   than a build (1.86 M) on the next, a required equality, in 9 pivots. Over the fuzzer's
  ///   seeds 1-1,000, replayed with each batch's one-by-one work and its rebuild's work traced
  ///   (SOLVER-COST.md, twenty-sixth session), a quarter of the rebuild spent the least work in
  ///   all (8% less than half a build on the batches of layouts whose build counts 100,000 units
  ///   or more) and left 70 of those 447 batches over 1.3 builds against 159. A tenth spent as
  ///   little and left 61, but made 77 batches dearer by more than a quarter of a build against
  ///   36, most of them removals that one by one cost a tenth of a build and now paid a rebuild.
  /// - Where the build hardly pivoted (the benchmark's shapes: 2 to 9 units a constraint), the
  ///   work count leaves out what such a rebuild mostly costs, writing its rows, and a large
  ///   layout's removal can count more work than its rebuild and still take less time (a cell
  ///   removed from the 10,000-view collection: 0.82 M units in 38 ms; its rebuild counts 0.75
  ///   M and takes 65 ms, in one run beside other work). Half a build, as before, keeps those
  ///   one by one.
  /// - Complexity: O(1).
  func batchWorkBudget(holding count: Int, rebuilding rebuilt: Int) -> Int? {
    guard let rate = buildWorkPerConstraint else { return nil }
    if rate >= 2 * minimumWorkPerConstraint {
      return workBudget(holding: rebuilt).map { $0 / 4 }
    }
    return workBudget(holding: count).map { $0 / 2 }
  }

  /// What building a tableau of `count` constraints costs at the rate the last build
  /// measured, and at least ``minimumWorkPerConstraint`` each; `nil` before any build.
  /// - Complexity: O(1).
  func workBudget(holding count: Int) -> Int? {
    buildWorkPerConstraint.map { rate in
      Int(min(max(rate, minimumWorkPerConstraint) * Double(count), Double(Int.max / 2)))
    }
  }


  /// ``addConstraints(_:)`` without the checks and the rebuild. Past `workBudget` units of
  /// work, the constraints not yet added are added by rebuilding the tableau with them, as a
  /// removal past it rebuilds without them (``removeConstraints(_:)``): putting a subtree back
  /// into a layout whose soft constraints conflict can otherwise cost many builds (fuzz seed 86:
  /// 59 rows, 58 million units of work).
  mutating func addBatchWithoutChecks(_ batch: [Constraint], workBudget budget: Int?) throws(SolverError) {
    var added: [Int] = []
    added.reserveCapacity(batch.count)
    var failure: SolverError?
    let order = Self.insertionOrder(batch)
    let workBefore = counters.work
    for (index, constraint) in order.enumerated() {
      if let budget, counters.work - workBefore > budget {
        // A rebuild that fails leaves the solver as it was: the constraints added so far are
        // taken back below, as after any failure.
        do {
          try refactorize(adding: Array(order[index...]))
          return
        } catch {
          noteIfStoppedAtWorkLimit(error)
          failure = error
          break
        }
      }
      do {
        let done = try withinWorkDeadline(budget.map { workBefore + $0 }) { solver throws(SolverError) in
          try solver.addWithoutChecks(constraint)
        }
        guard done else {
          try rebuildAfterDeadline(adding: Array(order[index...]), takingBack: added)
          return
        }
        added.append(constraint.id)
      } catch {
        failure = error
        break
      }
    }
    if failure == nil {
      do { try forgetIfBroken(added) } catch { failure = error }
    }
    guard let failure else { return }
    if tableauIsUnreliable || stoppedAtWorkLimit {
      // The tableau is about to be rebuilt from the constraints, or is half-changed and will
      // be discarded (a call stopped at the work limit): forgetting the batch's ids is enough.
      // Removing them one by one could fail on an unreliable tableau, and after a work limit
      // would cost more than the limit allowed (each removal walks the marker graph, which
      // the limit does not count): seconds to minutes on a large batch.
      for id in added { recordOfConstraint[id] = -1 }
    } else {
      for id in added.reversed() { try? removeWithoutChecks(id) }
    }
    throw failure
  }

  mutating func addWithoutChecks(_ c: Constraint) throws(SolverError) {
    guard c.id >= 0 else { throw .invalidIdentifier(c.id) }
    if record(of: c.id) != nil { throw .duplicateConstraint(c.id) }
    try checkInput(c.terms, constant: c.constant, priority: c.priority)
    let record = try insertRecord(
      ConstraintRecord(
        id: c.id, editVariable: -1, terms: c.terms, constant: c.constant, relation: c.relation,
        priority: c.priority, changesOften: c.changesOften))
    Self.store(record, at: c.id, in: &recordOfConstraint)
  }

  /// The constraints and edits the solver holds.
  /// - Complexity: O(1).
  var recordCount: Int { records.count - freeRecords.count }

  /// Required equalities, then required inequalities, then the rest by falling priority; the
  /// given order within each group.
  static func insertionOrder(_ batch: [Constraint]) -> [Constraint] {
    var equalities: [Constraint] = []
    var inequalities: [Constraint] = []
    var others: [Constraint] = []
    for constraint in batch {
      if constraint.priority < requiredPriority {
        others.append(constraint)
      } else if constraint.relation == .equal {
        equalities.append(constraint)
      } else {
        inequalities.append(constraint)
      }
    }
    // Within each group, by the highest variable a constraint mentions (then as given): the
    // order of elimination is then the order in which the caller numbered its variables, not
    // the order its list happens to have. A layout numbers a view's variables after its
    // parent's, so each link is solved once what it hangs from is; a shuffled list would
    // otherwise substitute every link into the rows added before it.
    func ranked(_ group: [Constraint]) -> [Constraint] {
      let keys = group.map { constraint in constraint.terms.reduce(Int.min) { max($0, $1.variable) } }
      return group.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { group[$0] }
    }
    let order = others.indices.sorted { (others[$0].priority, -$0) > (others[$1].priority, -$1) }
    return ranked(equalities) + ranked(inequalities) + order.map { others[$0] }
  }
}
