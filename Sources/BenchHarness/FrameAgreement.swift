import LayoutModel

/// Whether an engine's frames match the reference engine's, and if not, whether that is a tie.
///
/// Two correct engines can return different frames when a layout has several optimal solutions.
/// Such a tie is told apart from a real disagreement by the priority-ordered objective: for each
/// priority level from highest to lowest, the total violation of that level's rows (required
/// rows form a level above all). Equal vectors mean both layouts are equally good, so neither
/// engine is wrong; different vectors mean one engine missed the optimum (or broke a required
/// constraint).
public enum FrameAgreement {
  /// Points by which two frames may differ and still agree: far below a pixel, far above the
  /// rounding of a few thousand pivots.
  public static let tolerance = 0.001

  /// Compares a candidate's solved variables with the reference's on the same layout.
  ///
  /// `system` is only built when the values differ, since agreement is the common case.
  /// - Complexity: O(variables), plus O(rows) to classify a difference.
  public static func compare(
    reference: [Double], candidate: [Double], layout: Layout, checkpoint: String,
    system: () -> LinearSystem
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
      if effective > tolerance, differing.last != index / 4 { differing.append(index / 4) }
      largest = max(largest, effective)
    }
    guard largest > tolerance else {
      return AgreementVerdict(kind: .agree, maxDifference: largest, views: [], checkpoint: checkpoint)
    }
    let names = differing.map { layout.name(of: ViewID($0)) }
    let linear = system()
    let referenceObjective = objective(of: reference, in: linear)
    let candidateObjective = objective(of: candidate, in: linear)
    let kind = classify(reference: referenceObjective, candidate: candidateObjective)
    return AgreementVerdict(
      kind: kind, maxDifference: largest, views: names, checkpoint: checkpoint,
      detail: kind == .tie ? nil : disagreementDetail(candidate: candidateObjective, reference: referenceObjective))
  }

  /// The priority-ordered violation vector of `values`: required rows first, then each distinct
  /// non-required priority from highest to lowest.
  ///
  /// A row's violation is `|expr|` for `==`, `max(0, expr)` for `<=` and `max(0, -expr)` for
  /// `>=`, where `expr = Σ terms + constant`.
  public static func objective(of values: [Double], in system: LinearSystem) -> [Double] {
    let levels = Set(system.constraints.lazy.filter { !$0.priority.isRequired }.map(\.priority))
      .sorted(by: >)
    var slot: [LayoutPriority: Int] = [:]
    for (index, level) in levels.enumerated() { slot[level] = index + 1 }
    var vector = [Double](repeating: 0, count: levels.count + 1)
    for row in system.constraints {
      var expression = row.constant
      for term in row.terms {
        let index = Int(term.variable)
        expression += term.coefficient * (values.indices.contains(index) ? values[index] : .nan)
      }
      let violation: Double
      switch row.relation {
      case .equal: violation = abs(expression)
      case .lessThanOrEqual: violation = max(0, expression)
      case .greaterThanOrEqual: violation = max(0, -expression)
      }
      let level = row.priority.isRequired ? 0 : slot[row.priority] ?? 0
      vector[level] += violation.isNaN ? .infinity : violation
    }
    return vector
  }

  /// `.tie` when both objective vectors are equal within the tolerance, `.disagree` otherwise.
  public static func classify(reference: [Double], candidate: [Double]) -> AgreementVerdict.Kind {
    guard reference.count == candidate.count else { return .disagree }
    for (a, b) in zip(reference, candidate) where !approximatelyEqual(a, b) { return .disagree }
    return .tie
  }

  /// Whether two violation totals agree within ``tolerance`` or a relative 1e-9, whichever is
  /// looser: totals over thousands of rows carry rounding that grows with their size.
  public static func approximatelyEqual(_ a: Double, _ b: Double) -> Bool {
    if a == b { return true }
    guard a.isFinite, b.isFinite else { return false }
    let difference = abs(a - b)
    return difference <= tolerance || difference <= 1e-9 * max(abs(a), abs(b))
  }

  /// Which side is closer to optimal, and both objectives: a disagreement may well be the
  /// reference's fault.
  static func disagreementDetail(candidate: [Double], reference: [Double]) -> String {
    var better = "?"
    for (c, r) in zip(candidate, reference) where !approximatelyEqual(c, r) {
      better = c < r ? "candidate is better" : "reference is better"
      break
    }
    return "\(better): objective \(format(candidate)) vs reference \(format(reference)) (required first, then priorities high to low)"
  }

  private static func format(_ vector: [Double]) -> String {
    "[" + vector.map { compactNumber($0) }.joined(separator: ", ") + "]"
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
    case disagree = "DISAGREE"

    private var rank: Int {
      switch self {
      case .noReference, .notSupported: 0
      case .agree: 1
      case .tie: 2
      case .disagree: 3
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

  /// One line for a table cell: `agree (2e-10)`, `tie: cell3.title`, `DISAGREE 12.5 pt after
  /// resize: cell2.title, ...`.
  public var summary: String {
    let views = self.views.prefix(3).joined(separator: ", ")
      + (self.views.count > 3 ? " +\(self.views.count - 3) more" : "")
    switch kind {
    case .noReference: return "no reference"
    case .notSupported: return "not supported"
    case .agree: return "agree"
    case .tie: return "tie (\(checkpoint ?? "?")): \(views)"
    case .disagree:
      let amount = maxDifference.map { $0.isFinite ? compactNumber($0) + " pt" : "non-finite" } ?? "?"
      return "DISAGREE \(amount) after \(checkpoint ?? "?"): \(views.isEmpty ? (detail ?? "") : views)"
    }
  }
}
