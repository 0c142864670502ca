// Proofs of conflict: a required constraint is refused only when a combination of the
// original constraints shows, in the caller's own numbers, that they cannot all hold.
//
// Every tableau row is a linear combination of the constraints as first written,
// `0 = constant_j + Σ terms_j + σ_j·marker_j`: the coefficient of constraint j in the
// combination is read off its marker (the row's cell or marker-graph entry for it, or 1 for the
// row's own basic symbol), divided by σ_j. A row that the simplex method cannot make feasible
// (every way out would raise the value it must lower) gives a combination λ whose variables
// cancel, whose inequalities are all taken in the direction that keeps "≤ 0", and whose
// constants sum to something positive: Farkas' lemma says no solution exists. Checking that is
// cheap and independent of the tableau's rounding, because it is recomputed from the
// constraints the caller gave. A check that fails means the "conflict" was rounding.

extension Solver {
  /// The conflicting required constraints proved by `row`, culprits first by weight, or nil
  /// when the row proves nothing beyond rounding (see ``Tolerance``).
  /// - Complexity: O(the row's cells and marker expression + the terms of the constraints in
  ///   the proof).
  mutating func certificate(ofRow row: Int32) -> [Int]? {
    var weights: [(record: Int32, weight: Double)] = []
    let basic = rows[Int(row)].basic
    if basic >= 0, let record = markerRecord(of: basic) {
      weights.append((record, 1 / records[Int(record)].sigma(of: basic)))
    }
    for cell in cells(of: row) {
      guard let record = markerRecord(of: cell.symbol) else { continue }
      weights.append((record, -cell.coefficient / records[Int(record)].sigma(of: cell.symbol)))
    }
    for term in markers.expression(of: rows[Int(row)].markers).terms {
      weights.append((term.record, -term.coefficient))
    }
    return verifiedConflict(weights)
  }

  /// The record whose marker (slack, error or dummy) `symbol` is.
  private func markerRecord(of symbol: Int32) -> Int32? {
    switch symbolKind[Int(symbol)] {
    case .slack, .error, .dummy:
      let record = recordOfSymbol[Int(symbol)]
      return record >= 0 ? record : nil
    case .external, .artificial:
      return nil
    }
  }

  /// Checks that the combination `Σ weight × (constraint as written)` proves infeasibility, and
  /// returns the ids of the required constraints it uses, largest weights first.
  ///
  /// The variables must cancel, every inequality must be used in the direction that keeps the
  /// sum non-positive, no non-required constraint may take part (its errors absorb anything),
  /// and the constants must contradict by more than ``Tolerance/certificate`` times the
  /// magnitude of everything combined, including what uncancelled variables could contribute
  /// at the current scale of the solution.
  private mutating func verifiedConflict(_ weights: [(record: Int32, weight: Double)]) -> [Int]? {
    let largest = weights.reduce(0) { max($0, abs($1.weight)) }
    guard largest > 0 else { return nil }
    let negligible = Tolerance.certificate * largest
    var used: [(record: Int32, weight: Double)] = []
    for (record, weight) in weights where abs(weight) > negligible {
      if !records[Int(record)].isRequired { return nil }
      used.append((record, weight))
    }
    if variableScratch.count < symbolOfVariable.count {
      variableScratch.append(contentsOf: repeatElement(0, count: symbolOfVariable.count - variableScratch.count))
      variableMagnitudeScratch.append(
        contentsOf: repeatElement(0, count: symbolOfVariable.count - variableMagnitudeScratch.count))
    }
    var constantSum = 0.0
    var magnitude = 0.0
    var touched: [Int] = []
    var valueScale = constantScale
    for (record, weight) in used {
      let info = records[Int(record)]
      constantSum += weight * info.constant
      magnitude += abs(weight * info.constant)
      for term in info.terms where term.variable < variableScratch.count {
        if variableMagnitudeScratch[term.variable] == 0 { touched.append(term.variable) }
        variableScratch[term.variable] += weight * term.coefficient
        variableMagnitudeScratch[term.variable] += abs(weight * term.coefficient)
        valueScale = max(valueScale, abs(value(of: term.variable)))
      }
    }
    var residual = 0.0
    for variable in touched {
      residual += abs(variableScratch[variable])
      magnitude += variableMagnitudeScratch[variable] * valueScale
      variableScratch[variable] = 0
      variableMagnitudeScratch[variable] = 0
    }
    residual *= valueScale
    let sign: Double = constantSum > 0 ? 1 : -1
    for (record, weight) in used {
      // σ·weight must keep "≤ 0": σ = +1 for ≤ (written `expr + slack = 0`), -1 for ≥.
      switch records[Int(record)].relation {
      case .equal: continue
      case .lessThanOrEqual: if sign * weight < 0 { return nil }
      case .greaterThanOrEqual: if sign * weight > 0 { return nil }
      }
    }
    guard abs(constantSum) - residual > Tolerance.certificate * magnitude else { return nil }
    return used.sorted { abs($0.weight) > abs($1.weight) }.map { records[Int($0.record)].id }
  }
}
