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
///   needed; an entry at most ``reducedCost`` times the magnitudes summed is zero.
/// - **Pivots.** A coefficient may serve as a pivot only if it is above ``pivot`` times the
///   largest coefficient of its row; a smaller one would amplify the row's rounding.
/// - **Feasibility.** A restricted basic symbol counts as negative only below
///   `-feasibility × scale`, where the scale is the largest constant the solver has seen
///   (at least 1 point).
/// - **Conflicts.** The solver refuses a required constraint only with a proof: a combination of
///   the original constraints (a Farkas certificate, recomputed from the constraints as the
///   caller wrote them, not from the tableau) whose variables cancel and whose constants
///   contradict by more than ``certificate`` times the magnitudes combined. A conflict smaller
///   than that is rounding, and the constraint is accepted; the solution then violates it by at
///   most that much.
///
/// With constants up to 10⁷ points (the range the layout model accepts) every tolerance stays far
/// below a thousandth of a point.
enum Tolerance {
  static let cancellation = 1.0e-11
  static let reducedCost = 1.0e-9
  static let pivot = 1.0e-9
  static let feasibility = 1.0e-10
  static let certificate = 1.0e-9
}
