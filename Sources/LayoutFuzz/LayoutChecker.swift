import LayoutEngines
import LayoutModel

/// What an engine returned for one state of a layout.
public enum EngineOutcome: Sendable {
  /// The engine's solved variables (four per view, as ``LinearSystem`` numbers them).
  case solved([Double])
  /// The engine threw.
  case threw(EngineError)
  /// The call did not return within the time limit, in seconds.
  case timedOut(Double)
}

/// How a checked result went wrong, the unit of the fuzzer's statistics.
public enum FailureKind: String, CaseIterable, Sendable, Codable, Comparable {
  /// The engine called a satisfiable layout unsatisfiable.
  case wrongRefusal = "wrong-refusal"
  /// The engine rightly refused, but the constraints it named can hold together.
  case badConflict = "bad-conflict"
  /// The engine failed for a reason of its own (`failed`, `notSupported` on a supported input).
  case internalFailure = "internal-failure"
  /// The engine returned values that break an active required row beyond the tolerance (NaN
  /// included), on a satisfiable layout.
  case requiredViolated = "required-violated"
  /// The engine returned values for an unsatisfiable layout instead of refusing it.
  case missedConflict = "missed-conflict"
  /// Some priority level's violation could have been smaller with every higher level as good.
  case suboptimal
  /// The engine did not return within the time limit.
  case timeout
  /// The engine stopped at its deterministic work limit (``FuzzRunner/workLimit``): far more work
  /// than a layout of its size needs, counted without a clock.
  case overWorkLimit = "over-work-limit"
  /// The independent LP itself failed (a GLPK status other than optimal or infeasible).
  case checkerError = "checker-error"

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}

/// The checker's judgement of one outcome.
public struct CheckVerdict: Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Hashable {
    /// Solved, every required row holds, every level is as small as it can be.
    case optimal
    /// Refused, the layout really is unsatisfiable and the named conflict really is one.
    case rightRefusal
    /// Within the borderline band of ``CheckTolerance``: both answers are defensible.
    case borderline
    case failure(FailureKind)
  }

  public var kind: Kind
  /// What was measured, for the failure message (numbers with their tolerances).
  public var detail: String
  /// Whether a level's comparison with GLPK's floating-point optimum decided it, so that the
  /// exact simplex should confirm it (``LayoutChecker``).
  var comparedWithFloatingOptimum = false

  init(kind: Kind, detail: String, comparedWithFloatingOptimum: Bool = false) {
    self.kind = kind
    self.detail = detail
    self.comparedWithFloatingOptimum = comparedWithFloatingOptimum
  }

  public var failure: FailureKind? { if case .failure(let kind) = kind { kind } else { nil } }
  public var isFailure: Bool { failure != nil }

  public var description: String {
    switch kind {
    case .optimal: "optimal"
    case .rightRefusal: "right refusal: \(detail)"
    case .borderline: "borderline: \(detail)"
    case .failure(let kind): "\(kind.rawValue): \(detail)"
    }
  }
}

/// Judges an engine's answer for a layout against an independent LP, level by level.
///
/// For a solved layout: every active required row must hold within the tolerance; then, for each
/// priority level from the highest, ``LevelwiseProgram`` minimizes that level's total violation
/// over the exact set of points that are optimal for every higher level (no slack), and the
/// engine's total at that level must not exceed the optimum by more than the tolerance. The
/// violation vectors are thus compared lexicographically, level by level, and never by frame
/// distance, so a different but equally good layout (a tie) passes. The LP holds each level by
/// complementary slackness, not by the GLPK engine's capped slack (issue 13), so this verdict
/// does not depend on that slack. Where required rows are nearly parallel and meet far out, a
/// level cannot be judged more finely than what those rows' rounding is worth at it (their dual
/// values times their last place): a gap within that is borderline, not a failure.
///
/// For a refusal: the LP finds the least total violation of the required rows taken as soft; a
/// refusal is right only when that is beyond the tolerance, and the conflict the engine names
/// must itself be beyond it (a reported conflict must really be infeasible).
public struct LayoutChecker: Sendable {
  public var tolerance: CheckTolerance
  /// Whether every level is solved in rational arithmetic, not only the levels where the
  /// floating-point referee finds a failure. Far slower, and it catches what the default cannot:
  /// an answer that stops where GLPK's floating-point simplex stops too, short of the optimum
  /// by a rate below its reduced-cost tolerance (10⁻⁷) over a long way (fuzz seed 484,
  /// minimized: the GLPK engine's answer 221.5 points over the optimum at priority 751, which
  /// the floating-point referee calls optimal).
  public var isAlwaysExact: Bool

  public init(tolerance: CheckTolerance = .standard, isAlwaysExact: Bool = false) {
    self.tolerance = tolerance
    self.isAlwaysExact = isAlwaysExact
  }

  /// Checks `outcome` for `layout` with the subtrees at `removedTops` taken out (churn).
  public func check(layout: Layout, removedTops: [ViewID] = [], outcome: EngineOutcome) -> CheckVerdict {
    let system = layout.linearSystem()
    let active = Self.activeRows(of: system, layout: layout, removedTops: removedTops)
    switch outcome {
    case .timedOut(let seconds):
      return CheckVerdict(kind: .failure(.timeout), detail: "no answer within \(seconds) s")
    case .threw(.overWorkLimit(let work)):
      return CheckVerdict(kind: .failure(.overWorkLimit), detail: "stopped after \(work) units of work, past the work limit")
    case .threw(.unsatisfiable(let conflicting)):
      return checkRefusal(layout: layout, system: system, active: active, conflicting: conflicting)
    case .threw(let error):
      return CheckVerdict(kind: .failure(.internalFailure), detail: error.description)
    case .solved(let values):
      return checkSolution(layout: layout, system: system, active: active, values: values)
    }
  }

  /// Which rows of `system` are in play: those that mention no view of a removed subtree (by its
  /// variables, its explicit constraint's items, or as the owner of an implicit row), as the
  /// engines' churn takes them out.
  public static func activeRows(of system: LinearSystem, layout: Layout, removedTops: [ViewID]) -> [Bool] {
    system.activeRows(in: layout, removedTops: removedTops)
  }

  // MARK: Solutions

  func checkSolution(layout: Layout, system: LinearSystem, active: [Bool], values: [Double]) -> CheckVerdict {
    guard values.count == system.variableCount else {
      return CheckVerdict(
        kind: .failure(.internalFailure), detail: "\(values.count) values for \(system.variableCount) variables")
    }
    let limit = CheckTolerance.scale(of: system)
    // Required rows first: the worst one relative to its own allowance.
    var worst: (row: Int, violation: Double, allowance: Double)?
    for (index, row) in system.constraints.enumerated() where active[index] && row.priority.isRequired {
      let violation = CheckTolerance.violation(of: row, at: values)
      let allowance = tolerance.allowance(forMagnitude: CheckTolerance.magnitude(of: row, at: values, limit: limit))
      if !(violation <= allowance) {
        let ratio = violation / allowance
        if worst.map({ !(ratio <= $0.violation / $0.allowance) }) ?? true { worst = (index, violation, allowance) }
      }
    }
    if let worst {
      let what = "\(layout.describe(system.constraints[worst.row].source)) is off by \(worst.violation) (allowed \(worst.allowance))"
      // Unsatisfiable after all? Then the fault is accepting it, not the values.
      switch requiredInfeasibility(system: system, active: active) {
      case .failure(let error):
        return CheckVerdict(kind: .failure(.checkerError), detail: "\(what); the LP failed: \(error)")
      case .success(let (minimum, allowance)):
        if minimum > allowance * tolerance.borderline {
          return CheckVerdict(
            kind: .failure(.missedConflict),
            detail: "\(what); the required rows cannot hold (least total violation \(minimum), allowed \(allowance))")
        }
        if minimum > allowance || worst.violation <= worst.allowance * tolerance.borderline {
          return CheckVerdict(kind: .borderline, detail: "\(what); least total violation of the required rows \(minimum)")
        }
        return CheckVerdict(kind: .failure(.requiredViolated), detail: what)
      }
    }
    return checkLevels(layout: layout, system: system, active: active, values: values)
  }

  /// The level-by-level optimality test described on the type.
  ///
  /// GLPK's floating-point simplex answers first. Where it finds the engine suboptimal, or
  /// better than its own optimum, the levels are solved again in rational arithmetic, and that
  /// verdict stands: a floating-point optimum can be 10⁻⁷ short at one level and then hold the
  /// wrong face for the levels below (see ``LevelwiseProgram``). A failure is reported only if
  /// the exact program confirms it (or cannot be run, within its iteration budget).
  func checkLevels(
    layout: Layout, system: LinearSystem, active: [Bool], values: [Double], exact: Bool = false
  ) -> CheckVerdict {
    let verdict = checkLevelsOnce(
      layout: layout, system: system, active: active, values: values, exact: exact || isAlwaysExact)
    guard !exact, !isAlwaysExact, verdict.comparedWithFloatingOptimum else { return verdict }
    let confirmed = checkLevelsOnce(layout: layout, system: system, active: active, values: values, exact: true)
    if case .failure(.checkerError) = confirmed.kind {
      return CheckVerdict(kind: verdict.kind, detail: "\(verdict.detail) (the exact simplex could not confirm it: \(confirmed.detail))")
    }
    return CheckVerdict(kind: confirmed.kind, detail: "exact simplex: \(confirmed.detail)")
  }

  private func checkLevelsOnce(
    layout: Layout, system: LinearSystem, active: [Bool], values: [Double], exact: Bool
  ) -> CheckVerdict {
    let program = LevelwiseProgram(system: system, exact: exact) { active[$0] }
    let levels = program.priorities
    guard !levels.isEmpty else { return CheckVerdict(kind: .optimal, detail: "no soft constraints") }
    var slot: [Double: Int] = [:]
    for (index, priority) in levels.enumerated() { slot[priority.rawValue] = index }
    let limit = CheckTolerance.scale(of: system)
    var achieved = [Double](repeating: 0, count: levels.count)
    var magnitude = [Double](repeating: 0, count: levels.count)
    for (index, row) in system.constraints.enumerated() where active[index] && !row.priority.isRequired {
      guard let level = slot[row.priority.rawValue] else { continue }
      achieved[level] += CheckTolerance.violation(of: row, at: values)
      magnitude[level] += CheckTolerance.magnitude(of: row, at: values, limit: limit)
    }
    for level in levels.indices {
      let allowance = tolerance.allowance(forMagnitude: magnitude[level])
      let name = compactNumber(levels[level].rawValue)
      let optimum: Double
      let witness: [Double]
      do { (optimum, witness) = try program.minimizeAndHold(level: level) } catch {
        // The required rows hold at the engine's point within the tolerance, yet GLPK finds no
        // point for them (with the levels above at their optimum). That happens when rows are
        // nearly parallel (0.909091 against 10/11) and meet only at huge values: the engine's
        // witness is exact to the last digits, GLPK's tolerances cannot reach it. Both answers
        // are defensible there, so the result is borderline, with the numbers.
        let feasibility = requiredInfeasibility(system: system, active: active)
        if error == .infeasible {
          let largest = values.reduce(0) { max($0, abs($1)) }
          return CheckVerdict(
            kind: .borderline,
            detail: "GLPK finds no point as good as the engine's above priority \(name) (the required rows alone: \(feasibility)); the engine's largest value is \(largest)")
        }
        return CheckVerdict(
          kind: .failure(.checkerError), detail: "priority \(name): \(error) (required rows alone: \(feasibility))")
      }
      if achieved[level] > optimum + allowance {
        // The exact simplex's point may owe its gain to required rows it breaks by its own
        // input rounding, and the engine's to rows it holds only to the last place: a gap no
        // larger than what the rows' rounding is worth at this level decides nothing
        // (``LevelwiseProgram/requiredRoundingWorth(of:at:)``).
        if exact, let broken = program.requiredRoundingWorth(of: system, at: witness),
          achieved[level] <= optimum + broken.worth + allowance
        {
          return CheckVerdict(
            kind: .borderline,
            detail: "priority \(name): total violation \(achieved[level]); the exact simplex's \(optimum) is within what the required rows' rounding is worth at this level, \(broken.worth) (most of it \(layout.describe(system.constraints[broken.constraint].source)), which the exact simplex's point breaks by \(broken.violation)); allowed \(allowance)")
        }
        return CheckVerdict(
          kind: .failure(.suboptimal),
          detail: "priority \(name): total violation \(achieved[level]), but \(optimum) is possible with every higher level at its optimum (allowed \(allowance))",
          comparedWithFloatingOptimum: !exact)
      }
      if achieved[level] < optimum - allowance {
        // Better than the LP's optimum: the engine gained below by a rounding-sized loss above,
        // or the LP is off. Lower levels can no longer be compared.
        return CheckVerdict(
          kind: .borderline,
          detail: "priority \(name): total violation \(achieved[level]), below the LP's optimum \(optimum) (allowed \(allowance))",
          comparedWithFloatingOptimum: !exact)
      }
    }
    return CheckVerdict(kind: .optimal, detail: "\(levels.count) levels")
  }

  // MARK: Refusals

  func checkRefusal(layout: Layout, system: LinearSystem, active: [Bool], conflicting: [String]) -> CheckVerdict {
    switch requiredInfeasibility(system: system, active: active) {
    case .failure(let error):
      return CheckVerdict(kind: .failure(.checkerError), detail: "the LP failed: \(error)")
    case .success(let (minimum, allowance)):
      if minimum <= allowance {
        return CheckVerdict(
          kind: .failure(.wrongRefusal),
          detail: "the required rows hold together (least total violation \(minimum), allowed \(allowance)); the engine named: \(Self.list(conflicting))")
      }
      if minimum <= allowance * tolerance.borderline {
        return CheckVerdict(kind: .borderline, detail: "least total violation of the required rows \(minimum), allowed \(allowance)")
      }
    }
    // The named conflict, by the engines' own description of each row.
    var rowsByDescription: [String: [Int]] = [:]
    for (index, row) in system.constraints.enumerated() where active[index] && row.priority.isRequired {
      rowsByDescription[layout.describe(row.source), default: []].append(index)
    }
    var rows: [Int] = []
    var unknown: [String] = []
    for text in conflicting {
      if let found = rowsByDescription[text] { rows += found } else { unknown.append(text) }
    }
    guard unknown.isEmpty, !rows.isEmpty else {
      return CheckVerdict(
        kind: .failure(.badConflict),
        detail: unknown.isEmpty ? "the engine named no constraint" : "not required rows of this layout: \(unknown.joined(separator: "; "))")
    }
    let conflict = rows.map { system.constraints[$0] }
    let result: (minimum: Double, values: [Double])
    do { result = try LevelwiseProgram.minimalViolation(of: conflict, variableCount: system.variableCount) } catch {
      return CheckVerdict(kind: .failure(.checkerError), detail: "the conflict LP failed: \(error)")
    }
    let allowance = tolerance.allowance(
      forMagnitude: conflict.reduce(0) { $0 + CheckTolerance.magnitude(of: $1, at: result.values) })
    if result.minimum <= allowance {
      return CheckVerdict(
        kind: .failure(.badConflict),
        detail: "the \(conflict.count) named rows hold together (least total violation \(result.minimum), allowed \(allowance)): \(Self.list(conflicting))")
    }
    return CheckVerdict(kind: .rightRefusal, detail: "\(conflict.count) rows, least violation \(result.minimum)")
  }

  /// A list of constraints for a message: the first few, then how many in all.
  static func list(_ items: [String], limit: Int = 8) -> String {
    items.count <= limit
      ? items.joined(separator: "; ") : items.prefix(limit).joined(separator: "; ") + "; ... (\(items.count) in all)"
  }

  /// The least total violation of the active required rows and its allowance.
  func requiredInfeasibility(system: LinearSystem, active: [Bool]) -> Result<(Double, Double), GLPKError> {
    let rows = system.constraints.indices.filter { active[$0] && system.constraints[$0].priority.isRequired }
      .map { system.constraints[$0] }
    do {
      let (minimum, values) = try LevelwiseProgram.minimalViolation(of: rows, variableCount: system.variableCount)
      let magnitude = rows.reduce(0) { $0 + CheckTolerance.magnitude(of: $1, at: values) }
      return .success((minimum, tolerance.allowance(forMagnitude: magnitude)))
    } catch {
      return .failure(error)
    }
  }
}
