/// The solver's one tolerance scheme: every "is this zero?" is relative to the magnitudes that
/// produced the number.
///
/// Layout arithmetic is not exact: multipliers such as 1/3 or 0.7 have no binary form, and a
/// chain of them amplifies rounding (a row may carry coefficients in the thousands whose true
/// combination is a few points). An absolute threshold is then wrong both ways: it throws away
/// legitimate small coefficients (0.125⁹ ≈ 7·10⁻⁹) and it mistakes rounding of large ones for
/// real values (a residual of 2·10⁻⁸ among terms of 10⁶). So each test compares a number with
/// the sum of the magnitudes it was computed from:
///
/// - **Cancellation.** A cell whose new coefficient is at most ``cancellation`` times the
///   magnitudes that were added leaves the row; so does a reduced-cost entry whose sum cancels.
/// - **Reduced costs.** The objective is summed afresh from a symbol's column each time it is
///   needed; an entry at most ``reducedCost`` times the magnitudes summed (and at least one
///   unit: a cost is a rate per point, and coefficients that are themselves small carry the
///   rounding of the larger ones they were computed from) is zero. Otherwise rounding at a high
///   level would pass for an improvement and drive pivots that worsen the levels below. A primal
///   simplex run that comes back to a basis shows rounding beyond that: the factor is then
///   raised for the tableau's life.
/// - **Near ties.** Two dual-simplex ratios that differ by more than ``reducedCost`` but at most
///   ``nearTie`` of their size are ordered, but the order may be the rounding's: the call then
///   ends with a primal clean-up, which repairs a reduced cost the choice left negative.
/// - **Pivots.** A coefficient may serve as a pivot only if it is above ``pivot`` times the
///   largest coefficient of its row, and above ``pivot`` itself (a row of coefficients all near
///   10⁻¹⁵ is rounding, not a direction); a smaller one would amplify the row's rounding. A new
///   required equality is solved for a variable whose coefficient is at least ``subjectRatio``
///   times the row's largest: a free choice, so a well-conditioned one. A removed
///   constraint's marker leaves through a row where its coefficient is above the pivot
///   tolerance of that row and above ``markerNoise`` times its largest coefficient in any row.
/// - **Feasibility.** A restricted basic symbol counts as negative only below
///   `-feasibility × scale`, where the scale is the largest constant the solver has seen
///   (at least 1 point).
/// - **Conflicts.** The solver refuses a required constraint only with a proof: a combination of
///   the original constraints (a Farkas certificate, recomputed from the constraints as the
///   caller wrote them, not from the tableau) whose variables cancel and whose constants
///   contradict by more than ``certificate`` times the magnitudes combined. A conflict smaller
///   than that is rounding, and the constraint is accepted; the solution then violates it by at
///   most that much.
/// - **Unreliable tableaus.** A phase one that ends more than ``unreliablePhaseOne`` times the
///   constant scale from zero, where no such proof exists, was stopped by the tableau's own
///   rounding: the tableau is rebuilt from the constraints and the call retried
///   (``Solver/refactorize()``).
///
/// With constants up to 10⁷ points (the range the layout model accepts) every tolerance stays far
/// below a thousandth of a point.
enum Tolerance {
  static let cancellation = 1.0e-11
  static let reducedCost = 1.0e-9
  static let nearTie = 1.0e-6
  static let pivot = 1.0e-9
  static let subjectRatio = 1.0e-3
  static let markerNoise = 1.0e-7
  static let feasibility = 1.0e-10
  static let certificate = 1.0e-9
  static let unreliablePhaseOne = 1.0e-8
}
