import Foundation
import LayoutEngines
import LayoutFuzz
import LayoutModel
import Testing

/// The checker on layouts whose required rows are nearly parallel and meet far out, where a level
/// cannot be judged more finely than what the rows' rounding is worth at it.
@Suite struct LayoutCheckerRoundingTests {
  let checker = LayoutChecker()

  /// Fuzz seed 484 of the priorities family, minimized to 7 views and 10 constraints and resized
  /// to 1024 x 768: `v6.centerX >= 0.909091 * v4.left + 53.545436` against `v5.trailing ==
  /// 0.9090909090909091 * v4.centerX + 174` leaves priority 751 free to push `v4` to -9.7·10⁹.
  /// Solved by hand in rationals, priority 749's optimum is 8,860,454,502.76 and the engine's
  /// 8,860,454,498.83; GLPK's rational simplex claimed 8,860,357,038.97 from a point that breaks
  /// the first row by 0.0097, having read its coefficients to about 10⁻¹².
  func seed484() throws -> Layout {
    guard let url = Bundle.module.url(forResource: "fuzz-priorities-seed484", withExtension: "json", subdirectory: "Repros")
    else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Repros/fuzz-priorities-seed484.json"]) }
    return try FuzzCase.read(scenario: url.path).layout
  }

  /// Solved exactly at every level: the floating-point simplex, at its reduced-cost tolerance
  /// of 1e-9 (``GLPKProblem/reducedCostTolerance``), finds the engine's answer within the
  /// checker's tolerance (3.9 points at 8.9·10⁹) and never asks the exact one, which is what
  /// finds the gap of about 97,000 points that the rounding is worth.
  @Test func aGapWithinWhatTheRequiredRowsRoundingIsWorthIsBorderline() throws {
    let layout = try seed484()
    let engine = try CassowaryEngine(layout: layout)
    #expect(checker.check(layout: layout, outcome: .solved(engine.values)).kind == .optimal)
    let verdict = LayoutChecker(isAlwaysExact: true).check(layout: layout, outcome: .solved(engine.values))
    #expect(verdict.kind == .borderline, "\(verdict)")
    #expect(verdict.detail.contains("priority 749"), "\(verdict)")
    #expect(verdict.detail.contains("v6.centerX >= 0.909091 * v4.left"), "\(verdict)")
  }

  /// The allowance is the level's own: on the same layout, an answer that gives up priority 753
  /// (v6 7.5 points taller than `v7.height >= v6.height - 336` lets it be) is still suboptimal.
  @Test func aLevelTheRoundingDoesNotReachIsStillJudgedExactly() throws {
    let layout = try seed484()
    let engine = try CassowaryEngine(layout: layout)
    var values = engine.values
    let v6Height = 5 * 4 + 3
    #expect(abs(values[v6Height] - 372.5) < 1e-6, "v6's height \(values[v6Height])")
    values[v6Height] = 380
    let verdict = checker.check(layout: layout, outcome: .solved(values))
    #expect(verdict.failure == .suboptimal, "\(verdict)")
    #expect(verdict.detail.contains("priority 753"), "\(verdict)")
  }

  /// `0.909091·x - 0.9090909090909091·y + 3.25` at x = 10¹⁶, y = 10,000,001·10⁹: the products'
  /// rounding (2 at 10¹⁶) hides the residual from a plain sum (3.25); in rationals it is
  /// 3.3770709093503797.
  @Test func theAccurateViolationKeepsTheProductsRounding() {
    let row = LinearConstraint(
      terms: [LinearTerm(variable: 0, coefficient: 0.909091), LinearTerm(variable: 1, coefficient: -0.9090909090909091)],
      constant: 3.25, relation: .equal, priority: .required, source: .explicit(0))
    let values = [1e16, 10_000_001_000_000_000.0]
    #expect(abs(CheckTolerance.accurateViolation(of: row, at: values) - 3.3770709093503797) < 1e-9)
    #expect(abs(CheckTolerance.violation(of: row, at: values) - 3.3770709093503797) > 0.1)
    var atLeast = row
    atLeast.relation = .greaterThanOrEqual
    #expect(CheckTolerance.accurateViolation(of: atLeast, at: values) == 0)
    atLeast.constant = -10
    #expect(abs(CheckTolerance.accurateViolation(of: atLeast, at: values) - 9.8729290906496203) < 1e-9)
  }
}
