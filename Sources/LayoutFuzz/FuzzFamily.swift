/// The kinds of layouts the fuzzer makes; each stresses one thing the benchmark's shapes lack.
///
/// Every family but ``conflicting`` is satisfiable by construction: hidden ground-truth frames
/// are chosen first and every required constraint is derived to hold at them (equalities exactly,
/// inequalities often with zero slack). Soft constraints are aimed near the truth but conflict
/// with it and with each other, so the optimum is decided by priorities.
public enum FuzzFamily: String, CaseIterable, Sendable, Codable {
  /// Nested views pinned to their parents and siblings; soft extras at a few priorities.
  case tree
  /// Long sibling chains with multipliers (1/3, 0.7, 0.125, 0.909091) and required
  /// inequalities that are tight at the solution.
  case chain
  /// Constraints between arbitrary earlier views (cousins, non-adjacent), redundant required
  /// equalities that close cycles.
  case dag
  /// Under-determined views placed only by conflicting soft constraints, and required
  /// inequalities that bound them.
  case soft
  /// Many distinct priorities, fractional ones included (249, 250, 251, 749.5, 999.75, ...).
  case priorities
  /// Views with intrinsic sizes, hugging and compression resistance at many priorities.
  case intrinsic
  /// A random blend of all of the above.
  case mixed
  /// A blend whose required constraints deliberately conflict: a component that required
  /// equalities fix is also required to be elsewhere.
  case conflicting

  /// Whether layouts of this family are meant to be unsatisfiable (the checker decides anyway).
  public var isMeantToConflict: Bool { self == .conflicting }
}

/// The knobs a family sets; ``FuzzFamily/profile(_:)`` picks them, ``mixed`` draws them.
struct FuzzProfile: Sendable {
  /// Probability that a new view's parent is the previous view (deep) rather than any earlier one.
  var deepParent = 0.3
  /// Probability that a new view's parent is the root (flat).
  var rootParent = 0.2
  /// Where a view's required constraints look: its parent, the view made just before, any
  /// earlier view; relative weights.
  var anchorParent = 1.0
  var anchorPrevious = 1.0
  var anchorAny = 1.0
  /// How each axis of a view is fixed; relative weights.
  var modeDetermined = 1.0
  var modeTight = 0.3
  var modeSoft = 0.2
  var modeIntrinsic = 0.2
  /// Probability that a required or soft relation uses a multiplier other than 1.
  var multiplier = 0.25
  /// Expected soft constraints added per view beyond those that place soft axes.
  var softExtras = 0.6
  /// Expected redundant required relations (consistent with the truth) per view.
  var redundant = 0.05
  /// Expected extra required inequalities between views per view.
  var inequalities = 0.3
  /// Draw priorities from the whole range 1...999 (fractional included) instead of the usual few.
  var manyPriorities = false
  /// Probability of a right-to-left layout.
  var rightToLeft = 0.15
  /// Probability that a constraint uses a baseline instead of an edge.
  var baselines = 0.05
  /// Probability that the constraints are listed in a shuffled order.
  var shuffle = 0.8
  /// Deliberate conflicts to add (``FuzzFamily/conflicting``).
  var conflicts = 0

  static func profile(_ family: FuzzFamily, _ random: inout FuzzRandom) -> FuzzProfile {
    var p = FuzzProfile()
    switch family {
    case .tree:
      p.deepParent = 0.4; p.rootParent = 0.1
      p.anchorParent = 3; p.anchorPrevious = 1; p.anchorAny = 0.2
      p.modeTight = 0.1; p.modeSoft = 0.05; p.modeIntrinsic = 0.1
      p.multiplier = 0.15
    case .chain:
      p.deepParent = 0.05; p.rootParent = 0.7
      p.anchorParent = 0.3; p.anchorPrevious = 4; p.anchorAny = 0.2
      p.modeTight = 0.6; p.multiplier = 0.4; p.inequalities = 0.6
    case .dag:
      p.anchorParent = 0.5; p.anchorPrevious = 0.5; p.anchorAny = 3
      p.multiplier = 0.4; p.redundant = 0.25; p.inequalities = 0.5
    case .soft:
      p.modeDetermined = 0.6; p.modeTight = 0.4; p.modeSoft = 1; p.modeIntrinsic = 0.2
      p.softExtras = 1.5; p.inequalities = 0.4
    case .priorities:
      p.modeDetermined = 0.7; p.modeTight = 0.3; p.modeSoft = 0.8; p.modeIntrinsic = 0.4
      p.softExtras = 2; p.manyPriorities = true
    case .intrinsic:
      p.modeDetermined = 0.6; p.modeTight = 0.3; p.modeSoft = 0.2; p.modeIntrinsic = 1.5
      p.baselines = 0.2; p.inequalities = 0.5
    case .mixed, .conflicting:
      p.deepParent = random.double(in: 0...0.6)
      p.rootParent = random.double(in: 0...0.5)
      p.anchorParent = random.double(in: 0.1...3)
      p.anchorPrevious = random.double(in: 0.1...3)
      p.anchorAny = random.double(in: 0.1...3)
      p.modeDetermined = random.double(in: 0.3...1.5)
      p.modeTight = random.double(in: 0...1)
      p.modeSoft = random.double(in: 0...1)
      p.modeIntrinsic = random.double(in: 0...1)
      p.multiplier = random.double(in: 0...0.6)
      p.softExtras = random.double(in: 0...2)
      p.redundant = random.double(in: 0...0.3)
      p.inequalities = random.double(in: 0...0.8)
      p.manyPriorities = random.chance(0.3)
      p.baselines = random.double(in: 0...0.2)
      if family == .conflicting { p.conflicts = random.int(in: 1...3) }
    }
    return p
  }
}
