// Adding many constraints at once, as a layout's first build does.

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
  /// Adds every constraint of `batch`, then optimizes once.
  ///
  /// Adding constraints one by one re-optimizes the non-required ones after each, and a later
  /// constraint may undo all that work: on layouts with many priority levels that is most of
  /// the cost. Here each constraint is only made feasible (its row gets a subject, or a
  /// phase-one start drives its artificial variable to zero), and the objective is optimized
  /// once at the end. The batch is taken in the order that needs the fewest phase-one starts,
  /// whatever order it comes in: required equalities (each solved for a variable), then
  /// required inequalities, then the others, highest priority first, whose rows can always be
  /// solved for one of their own errors; required ones by the highest variable they mention,
  /// so a shuffled list costs what a sorted one does. The result is an optimum of the whole set, as adding
  /// them one by one gives (where several solutions are equally good, possibly another one).
  ///
  /// A batch whose result breaks one of its own required constraints (rounding that phase one
  /// cannot see, on layouts whose multipliers chain towards 10⁷) is taken back, and added again
  /// on a rebuilt tableau one constraint at a time, each optimized before the next: the
  /// deferred optimization is what such a batch cannot afford. Repeating the batch would give
  /// the same broken answer (fuzz seed 278: a required row 228 points off, now right).
  /// - Throws: as ``addConstraint(_:_:constant:relation:priority:changesOften:)`` for the first
  ///   constraint that fails; the constraints of the batch added before it are removed again,
  ///   so the solver is as it was.
  /// - Complexity: O(cells touched by the substitutions, the phase-one pivots and the final
  ///   optimization).
  public mutating func addConstraints(_ batch: [Constraint]) throws(SolverError) {
    defer { checkInvariantsInCheckedBuilds() }
    var attempts = 0
    try rebuildingWhenUnreliable(retry: true) { solver throws(SolverError) in
      attempts += 1
      try solver.addBatchWithoutChecks(batch, deferringOptimization: attempts == 1)
    }
  }

  /// ``addConstraints(_:)`` without the checks and the rebuild; with `deferringOptimization`
  /// false, each constraint is optimized as it is added.
  private mutating func addBatchWithoutChecks(
    _ batch: [Constraint], deferringOptimization: Bool = true
  ) throws(SolverError) {
    var added: [Int] = []
    added.reserveCapacity(batch.count)
    deferredOptimization = deferringOptimization
    var failure: SolverError?
    for constraint in Self.insertionOrder(batch) {
      do {
        try addWithoutChecks(constraint)
        added.append(constraint.id)
      } catch {
        failure = error
        break
      }
    }
    deferredOptimization = false
    if deferringOptimization { noteEveryParametricSymbol() }
    do {
      try optimize()
    } catch {
      failure = failure ?? error
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

  /// Makes every parametric symbol a candidate again, after optimization was put off.
  /// - Complexity: O(symbols).
  private mutating func noteEveryParametricSymbol() {
    for symbol in symbolKind.indices where rowOfSymbol[symbol] < 0 {
      let kind = symbolKind[symbol]
      if kind == .external || (kind.isRestricted && recordOfSymbol[symbol] >= 0) { noteCandidate(Int32(symbol)) }
    }
  }
}
