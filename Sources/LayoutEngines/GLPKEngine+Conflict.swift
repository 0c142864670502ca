#if GLPK
import LayoutModel

/// The least total violation of some required rows, computed exactly, with the rows its proof
/// uses.
struct GLPKRequiredViolation {
  /// The least total violation of the rows (in points, every row weighted 1), exact on the
  /// rows' data as GLPK reads it (``GLPKProblem/exactSimplex(iterationLimit:)``).
  var minimum: Double
  /// How much violation is rounding: ``GLPKEngine/refusalTolerance`` times the magnitudes.
  var allowance: Double
  /// The rows with a nonzero multiplier in the exact dual solution, as (system row, program
  /// row): the multipliers combine them into a contradiction of `minimum`, so these rows alone
  /// cannot hold together either.
  var certificate: [(system: Int, row: Int)]

  /// Whether the rows truly conflict: by more than rounding.
  var isConflict: Bool { minimum > allowance }
}

extension GLPKEngine {
  /// Above this many rows in the exact certificate, the conflict is reported as the certificate
  /// without reducing it: the reduction solves one program per row.
  static let conflictSearchLimit = 400

  /// The relative tolerance of a refusal: the required rows are refused only when their least
  /// total violation, computed exactly, exceeds this fraction of `1 + Σ (|c| + Σ|a·x|)` over the
  /// rows at the least-violating point.
  ///
  /// GLPK's floating-point simplex says "infeasible" wrongly on ill-conditioned layouts, so its
  /// word alone is not a refusal. An exact check is, but exactly is too strict: multipliers such
  /// as 1/3 and 0.7 have no binary form, and 20 of 240 random layouts meant to be feasible
  /// (every family, up to 300 views) have required rows that conflict exactly by about 1e-8 pt.
  /// This is the relative tolerance of the fuzz checker (`CheckTolerance`), the referee of a
  /// refusal, and ten times Cassowary's certificate tolerance.
  static let refusalTolerance = 1e-8

  /// The error for a solve that failed after every fallback. An "infeasible" is not a refusal
  /// here: the exact check did not confirm it (`violation`, `nil` when it could not be computed).
  func engineError(_ error: GLPKError, violation: GLPKRequiredViolation?) -> EngineError {
    switch error {
    case .infeasible:
      guard let violation else {
        return .failed(reason: "\(error), and the exact check of the required constraints did not finish")
      }
      return .failed(
        reason: "\(error), but the required constraints hold together to within rounding (least total violation \(violation.minimum), allowed \(violation.allowance))"
      )
    case .unbounded, .failed: return .failed(reason: error.description)
    case .unavailable: return .unavailable(reason: error.description)
    }
  }

  /// The least total violation of `rows` (active required rows, as (system row, program row))
  /// over the engine's program, by GLPK's exact simplex, or `nil` when GLPK could not compute it.
  ///
  /// Phase one on a copy: without this solve's fixings and objective, with the required rows
  /// outside `rows` freed (soft rows keep their error columns, so they never conflict).
  func requiredViolation(of rows: [(system: Int, row: Int)]) -> GLPKRequiredViolation? {
    let probe = problem.copy()
    Self.restore(fixed, in: probe, program)
    for level in program.levels {
      for column in level.errorColumns { probe.setObjectiveCoefficient(Int(column), 0) }
    }
    let kept = Set(rows.map(\.row))
    for (_, row) in activeRequiredRows where !kept.contains(row) { probe.setRowBounds(row, .free) }
    return Self.exactViolation(in: probe, of: rows, system: system, structuralCount: program.structuralCount)
  }

  /// The least total violation of `rows` in `probe`, a problem with no objective whose other
  /// required rows are free, by GLPK's exact simplex; `nil` when GLPK could not compute it.
  ///
  /// Every row of `rows` gets error columns as a soft row does (two for `==`, one for an
  /// inequality), and their sum is minimized. The floating-point simplex finds the optimal
  /// basis (primal, then dual, then primal from the standard basis); the exact simplex then
  /// starts from it, so it usually only verifies it (0 to 81 iterations on the layouts
  /// measured).
  ///
  /// Where the floating-point optimum leaves rows violated, the rows its dual solution uses
  /// are checked first, alone (``exactViolation(ofSupport:system:)``): if they conflict
  /// exactly, so do all the rows, and the whole program need not be solved in rationals. That
  /// is what makes a true conflict cheap to confirm: on layouts of a thousand rows whose
  /// conflict takes a few dozen, the exact simplex from the floating-point basis of the whole
  /// program ran past 3,500 iterations and 10 s (fuzz seeds dag 34, 218, 442, mixed 830),
  /// where the same check on the rows of the certificate takes a few. `narrowing` is off for
  /// that check itself.
  /// - Complexity: two simplex runs on `probe`, plus O(terms of `rows`); where rows stay
  ///   violated, the same on the rows of the floating-point certificate first.
  static func exactViolation(
    in probe: GLPKProblem, of rows: [(system: Int, row: Int)], system: LinearSystem, structuralCount: Int,
    narrowing: Bool = true
  ) -> GLPKRequiredViolation? {
    for (index, row) in rows {
      let signs: [Double] =
        switch system.constraints[index].relation {
        case .equal: [1, -1]
        case .lessThanOrEqual: [-1]
        case .greaterThanOrEqual: [1]
        }
      for sign in signs { _ = probe.addNonNegativeColumn(entries: [(row, sign)], objective: 1) }
    }
    let limit = iterationLimit(probe)
    if probe.simplex(.primal, iterationLimit: limit) != nil, probe.simplex(.dual, iterationLimit: limit) != nil {
      probe.resetBasis()
      _ = probe.simplex(.primal, iterationLimit: limit)
    }
    if narrowing, probe.objectiveValue > 0 {
      let support = rows.filter { probe.rowDual($0.row) != 0 }
      if !support.isEmpty, support.count < rows.count,
        let narrowed = exactViolation(ofSupport: support, system: system), narrowed.isConflict
      {
        return narrowed
      }
    }
    guard probe.exactSimplex(iterationLimit: limit) == nil else { return nil }
    var magnitude = 1.0
    for (index, _) in rows {
      let constraint = system.constraints[index]
      magnitude += abs(constraint.constant)
      for term in constraint.terms where Int(term.variable) < structuralCount {
        magnitude += abs(term.coefficient * probe.columnValue(Int(term.variable) + 1))
      }
    }
    return GLPKRequiredViolation(
      minimum: probe.objectiveValue, allowance: refusalTolerance * magnitude,
      certificate: rows.filter { probe.rowDual($0.row) != 0 })
  }

  /// The least total violation of `support` (active required rows, as (system row, program
  /// row)) loaded alone as a program, by the exact simplex: a lower bound of the violation of
  /// any set of rows that holds them, with the same rows named in its certificate.
  /// - Complexity: ``exactViolation(in:of:system:structuralCount:narrowing:)`` on the rows of
  ///   `support` only.
  static func exactViolation(
    ofSupport support: [(system: Int, row: Int)], system: LinearSystem
  ) -> GLPKRequiredViolation? {
    var member = Array(repeating: false, count: system.constraints.count)
    for (index, _) in support { member[index] = true }
    let rows = LinearProgram(system: system) { member[$0] }
    let narrowed = exactViolation(
      in: load(rows), of: support.map { ($0.system, Int(rows.rowOfConstraint[$0.system])) }, system: system,
      structuralCount: rows.structuralCount, narrowing: false)
    guard var narrowed else { return nil }
    // The certificate names the caller's program rows, not those of the program loaded here.
    let named = Set(narrowed.certificate.map(\.system))
    narrowed.certificate = support.filter { named.contains($0.system) }
    return narrowed
  }

  /// A set of required rows that cannot hold together, written readably: minimal when the
  /// certificate is small enough to reduce and the reduction is confirmed.
  ///
  /// Starts from the certificate of the exact check (rows that conflict), loaded alone as a
  /// small program. Deletion filtering reduces it: each row in turn is freed; if the rest is
  /// still infeasible the row stays out, otherwise it is part of the conflict and is restored.
  /// What remains is irreducible. Each probe is a warm dual simplex, in floating point, so a
  /// probe can wrongly drop a row; the result is checked exactly, and when the check does not
  /// confirm it the whole certificate is named instead.
  /// - Complexity: one simplex per row of the certificate, on the certificate's rows only, and
  ///   one exact check.
  func conflictingRequiredRows(_ certificate: [(system: Int, row: Int)]) -> [String] {
    let names = { (rows: [(system: Int, row: Int)]) in rows.map { layout.describe(system.constraints[$0.system].source) } }
    guard certificate.count <= Self.conflictSearchLimit else { return names(certificate) }
    var member = Array(repeating: false, count: system.constraints.count)
    for (index, _) in certificate { member[index] = true }
    let rows = LinearProgram(system: system) { member[$0] }
    let probe = Self.load(rows)
    let limit = Self.iterationLimit(probe)
    var conflict: [(system: Int, row: Int)] = []
    for (index, _) in certificate {
      let row = Int(rows.rowOfConstraint[index])
      probe.setRowBounds(row, .free)
      if probe.simplex(.dual, iterationLimit: limit) == .infeasible { continue }
      probe.setRowBounds(row, rows.rowBounds[row - 1])
      conflict.append((index, row))
    }
    guard conflict.count < certificate.count,
      Self.exactViolation(in: probe, of: conflict, system: system, structuralCount: rows.structuralCount)?.isConflict
        == true
    else { return names(certificate) }
    return names(conflict)
  }
}
#endif
