import LayoutModel

/// Whether an engine's frames match the reference engine's, and if not, why they differ.
///
/// Two correct engines can return different frames when a layout has several optimal solutions.
/// Such a tie is told apart from a real disagreement by the priority-ordered objective: for each
/// priority level from highest to lowest, the total violation of that level's rows (required
/// rows form a level above all). The levels are compared in that order, and the first level that
/// differs decides: a lower level never outweighs a higher one, however small the higher one's
/// difference, which is what strict priorities mean. Equal vectors mean both layouts are equally
/// good; a worse candidate is a disagreement, and so is a better one (the reference missed the
/// optimum).
///
/// What counts as equal is a relative tolerance, the same for every level: a level's totals may
/// differ by ``relativeTolerance`` times the size of the numbers summed into them (every row's
/// constant and terms, at both engines' values). That is far above the rounding of a solver's
/// arithmetic and far below any deliberate give, such as a level fixed with a slack, so a slack
/// that buys a lower level shows as the worse higher level it is.
///
/// An engine that weighs priorities in one sum (kiwi, see `KiwiStrength`) may trade a higher
/// level's error for lower ones by design. When the candidate is worse at the first differing
/// level, better at a lower one, and at least as good for its own weighted sum, the verdict is a
/// *semantic difference*: both engines are right for their own semantics.
public enum FrameAgreement {
  /// Points by which two frames may differ and still agree: far below a pixel, far above the
  /// rounding of a few thousand pivots.
  public static let tolerance = 0.001

  /// The fraction of a level's magnitude by which its totals may differ and still be equal.
  public static let relativeTolerance = 1e-9

  /// One level of the priority-ordered objective.
  public struct Level: Hashable, Sendable {
    /// The level's priority; required rows form the first level.
    public var priority: LayoutPriority
    /// The summed violation of the level's rows, in points.
    public var violation: Double
    /// The summed magnitude of every constant and term of the level's rows at the solved values:
    /// what the violation's rounding is relative to.
    public var magnitude: Double
  }

  /// Compares a candidate's solved variables with the reference's on the same layout.
  ///
  /// `system` is only built when the values differ, since agreement is the common case.
  /// `weights` are the candidate's weights per priority when it sums priorities instead of
  /// ordering them (a ``AgreementVerdict/Kind/semanticDifference`` is possible only then).
  /// - Complexity: O(variables), plus O(rows) to classify a difference.
  public static func compare(
    reference: [Double], candidate: [Double], layout: Layout, checkpoint: String,
    weights: ((LayoutPriority) -> Double)? = nil, system: () -> LinearSystem
  ) -> AgreementVerdict {
    guard reference.count == candidate.count else {
      return AgreementVerdict(
        kind: .disagree, maxDifference: .infinity, views: [], checkpoint: checkpoint,
        detail: "\(candidate.count) values instead of \(reference.count)")
    }
    var largest = 0.0
    var differing: [Int] = []
    for index in reference.indices {
      let difference = abs(reference[index] - candidate[index])
      // A NaN compares false with everything; count it as the worst difference.
      let effective = difference.isNaN ? Double.infinity : difference
      let view = ViewVariables.viewIndex(ofValueAt: index)
      if effective > tolerance, differing.last != view { differing.append(view) }
      largest = max(largest, effective)
    }
    guard largest > tolerance else {
      return AgreementVerdict(kind: .agree, maxDifference: largest, views: [], checkpoint: checkpoint)
    }
    let names = differing.map { layout.name(of: ViewID($0)) }
    let linear = system()
    let referenceLevels = levels(of: reference, in: linear)
    let candidateLevels = levels(of: candidate, in: linear)
    let (kind, detail) = classify(reference: referenceLevels, candidate: candidateLevels, weights: weights)
    return AgreementVerdict(
      kind: kind, maxDifference: largest, views: names, checkpoint: checkpoint, detail: detail)
  }

  /// The priority-ordered levels of `values`: required rows first, then each distinct
  /// non-required priority from highest to lowest.
  ///
  /// A row's violation is `|expr|` for `==`, `max(0, expr)` for `<=` and `max(0, -expr)` for
  /// `>=`, where `expr = Σ terms + constant`; infinite when a value is missing or not a number.
  public static func levels(of values: [Double], in system: LinearSystem) -> [Level] {
    let priorities = Set(system.constraints.lazy.filter { !$0.priority.isRequired }.map(\.priority))
      .sorted(by: >)
    var slot: [LayoutPriority: Int] = [:]
    for (index, level) in priorities.enumerated() { slot[level] = index + 1 }
    var result = ([LayoutPriority.required] + priorities).map { Level(priority: $0, violation: 0, magnitude: 0) }
    for row in system.constraints {
      var expression = row.constant
      var magnitude = abs(row.constant)
      for term in row.terms {
        let index = Int(term.variable)
        let part = term.coefficient * (values.indices.contains(index) ? values[index] : .nan)
        expression += part
        magnitude += abs(part)
      }
      let violation: Double
      switch row.relation {
      case _ where expression.isNaN: violation = .infinity
      case .equal: violation = abs(expression)
      case .lessThanOrEqual: violation = max(0, expression)
      case .greaterThanOrEqual: violation = max(0, -expression)
      }
      let level = row.priority.isRequired ? 0 : slot[row.priority] ?? 0
      result[level].violation += violation
      result[level].magnitude += magnitude.isNaN ? .infinity : magnitude
    }
    return result
  }

  /// The priority-ordered violation vector of `values` (``levels(of:in:)``'s violations).
  public static func objective(of values: [Double], in system: LinearSystem) -> [Double] {
    levels(of: values, in: system).map(\.violation)
  }

  /// The verdict on two level vectors of the same system, with a line saying why when they
  /// differ; see the type's documentation for the rules.
  public static func classify(reference: [Level], candidate: [Level], weights: ((LayoutPriority) -> Double)? = nil)
    -> (AgreementVerdict.Kind, String?)
  {
    guard reference.count == candidate.count else {
      return (.disagree, "the objectives have \(candidate.count) and \(reference.count) levels")
    }
    guard let first = reference.indices.first(where: { !equal(reference[$0], candidate[$0]) }) else { return (.tie, nil) }
    let worse = candidate[first].violation > reference[first].violation
    if let weights, first > 0, worse,
      let gain = (first + 1..<candidate.count).first(where: {
        !equal(reference[$0], candidate[$0]) && candidate[$0].violation < reference[$0].violation
      })
    {
      let (candidateSum, referenceSum, slack) = weightedSums(reference: reference, candidate: candidate, weights)
      if candidateSum <= referenceSum + slack {
        return (.semanticDifference,
          "weighted priorities: worse at \(name(candidate[first].priority)) by "
            + "\(compactNumber(candidate[first].violation - reference[first].violation)), better at "
            + "\(name(candidate[gain].priority)) by \(compactNumber(reference[gain].violation - candidate[gain].violation)); "
            + "weighted objective \(compactNumber(candidateSum)) vs reference \(compactNumber(referenceSum))")
      }
    }
    let side = worse ? "reference is better" : "candidate is better"
    return (.disagree,
      "\(side) at \(name(candidate[first].priority)): objective \(format(candidate)) vs reference \(format(reference)) "
        + "(required first, then priorities high to low)")
  }

  /// `.tie` when both objective vectors are equal level by level, `.disagree` otherwise; each
  /// total is its own magnitude (hand-made vectors).
  public static func classify(reference: [Double], candidate: [Double]) -> AgreementVerdict.Kind {
    func levels(_ totals: [Double]) -> [Level] {
      totals.map { Level(priority: .required, violation: $0, magnitude: abs($0)) }
    }
    return classify(reference: levels(reference), candidate: levels(candidate)).0
  }

  /// Whether two totals of one level are equal within the level's relative tolerance.
  static func equal(_ a: Level, _ b: Level) -> Bool {
    if a.violation == b.violation { return true }
    guard a.violation.isFinite, b.violation.isFinite else { return false }
    return abs(a.violation - b.violation) <= relativeTolerance * max(a.magnitude, b.magnitude)
  }

  /// Both weighted sums over the non-required levels, and the tolerance of their comparison.
  private static func weightedSums(
    reference: [Level], candidate: [Level], _ weights: (LayoutPriority) -> Double
  ) -> (candidate: Double, reference: Double, slack: Double) {
    var sums = (0.0, 0.0, 0.0)
    for (r, c) in zip(reference, candidate).dropFirst() {
      let w = weights(r.priority)
      sums.0 += w * c.violation
      sums.1 += w * r.violation
      sums.2 += w * relativeTolerance * max(r.magnitude, c.magnitude)
    }
    return sums
  }

  private static func name(_ priority: LayoutPriority) -> String {
    priority.isRequired ? "required" : "priority \(compactNumber(priority.rawValue))"
  }

  private static func format(_ levels: [Level]) -> String {
    "[" + levels.map { compactNumber($0.violation) }.joined(separator: ", ") + "]"
  }
}

/// The verdict of one or more frame comparisons.
public struct AgreementVerdict: Hashable, Sendable, Codable {
  /// From best to worst; combining verdicts keeps the worst.
  public enum Kind: String, Sendable, Comparable, Codable {
    /// No reference was available (not selected, over the limit, or failed).
    case noReference = "no reference"
    /// The engine cannot express the layout, so there are no frames to compare.
    case notSupported = "not supported"
    case agree
    /// The frames differ but are equally optimal.
    case tie
    /// The frames differ because the candidate weighs priorities in one sum (kiwi): it traded a
    /// higher priority's error for lower ones', as its own objective asks.
    case semanticDifference = "semantic difference"
    case disagree = "DISAGREE"

    private var rank: Int {
      switch self {
      case .noReference, .notSupported: 0
      case .agree: 1
      case .tie: 2
      case .semanticDifference: 3
      case .disagree: 4
      }
    }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  public var kind: Kind
  /// The largest difference in points over all compared values.
  public var maxDifference: Double?
  /// The views whose frames differ (all of them; reports shorten the list).
  public var views: [String]
  /// Where the comparison was made: `build` or the workload whose last change preceded it.
  public var checkpoint: String?
  public var detail: String?

  public init(
    kind: Kind, maxDifference: Double? = nil, views: [String] = [], checkpoint: String? = nil,
    detail: String? = nil
  ) {
    self.kind = kind
    self.maxDifference = maxDifference
    self.views = views
    self.checkpoint = checkpoint
    self.detail = detail
  }

  /// Nothing compared yet.
  public static let none = AgreementVerdict(kind: .noReference)

  /// The worse of two verdicts, with the largest difference of both.
  public func combined(with other: AgreementVerdict) -> AgreementVerdict {
    var worse = other.kind > kind ? other : self
    let differences = [maxDifference, other.maxDifference].compactMap { $0 }
    worse.maxDifference = differences.max()
    return worse
  }

  /// One line for a table cell: `agree`, `tie (resize): cell3.title`, `semantic difference
  /// (build, weighted priorities): v4`, `DISAGREE 12.5 pt after
  /// resize: cell2.title, ...`.
  public var summary: String {
    let views = self.views.prefix(3).joined(separator: ", ")
      + (self.views.count > 3 ? " +\(self.views.count - 3) more" : "")
    switch kind {
    case .noReference: return "no reference"
    case .notSupported: return "not supported"
    case .agree: return "agree"
    case .tie: return "tie (\(checkpoint ?? "?")): \(views)"
    case .semanticDifference: return "semantic difference (\(checkpoint ?? "?"), weighted priorities): \(views)"
    case .disagree:
      let amount = maxDifference.map { $0.isFinite ? compactNumber($0) + " pt" : "non-finite" } ?? "?"
      return "DISAGREE \(amount) after \(checkpoint ?? "?"): \(views.isEmpty ? (detail ?? "") : views)"
    }
  }
}
