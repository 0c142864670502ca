import LayoutModel

/// How close is close enough, relative to the magnitudes involved, in one scheme for every test
/// the checker makes.
///
/// The magnitude of a row `Σ aᵢxᵢ + c` at a point `x` is `|c| + Σ|aᵢxᵢ|`: the size of the numbers
/// whose rounding the residual is made of (each `|xᵢ|` capped at the layout's ``scale(of:)``). A row's residual is negligible when it is at most
/// ``relative`` × (1 + magnitude); a sum over several rows (one priority level, or a set of
/// required rows) is negligible when it is at most ``relative`` × (1 + the sum of their
/// magnitudes). With the default 1e-8 a 1,000-point row may be off by 1e-5 pt, and a level of 300
/// such rows by 3e-3 pt in total: far below a pixel, and far above both double rounding over
/// thousands of pivots (about 1e-12 relative) and GLPK's own feasibility tolerance (1e-7 absolute
/// on rows scaled near 1, which is what keeps its optima from looking better than they are).
public struct CheckTolerance: Sendable, Hashable, Codable {
  /// The relative tolerance described above.
  public var relative: Double
  /// How many tolerances past its bound a quantity must be before a refusal or an acceptance is
  /// called wrong; between 1 and this factor the result is reported as borderline, not as a
  /// failure, because both answers are defensible there.
  public var borderline: Double

  public init(relative: Double = 1e-8, borderline: Double = 10) {
    self.relative = relative
    self.borderline = borderline
  }

  public static let standard = CheckTolerance()

  /// The magnitude of `row` at `values`, each value counted at most `limit` in size.
  ///
  /// The limit keeps an engine's absurd answer (values of 1e12 where the layout spans a few
  /// hundred points) from buying itself an absurd allowance; see ``scale(of:)``.
  public static func magnitude(
    of row: LinearConstraint, at values: [Double], limit: Double = .infinity
  ) -> Double {
    var total = abs(row.constant)
    for term in row.terms {
      let index = Int(term.variable)
      let value = values.indices.contains(index) ? abs(values[index]) : 0
      total += abs(term.coefficient) * min(value, limit)
    }
    return total
  }

  /// The largest value a sane answer for `system` needs, for ``magnitude(of:at:limit:)``:
  /// 10⁴ times the largest constant of any row (the root's size included), at least 10⁴.
  /// Multipliers of up to 3 chained eight deep stay inside it.
  public static func scale(of system: LinearSystem) -> Double {
    1e4 * max(1, system.constraints.reduce(0) { max($0, abs($1.constant)) })
  }

  /// How far `row` is from holding at `values` (0 when it holds; NaN stays NaN).
  public static func violation(of row: LinearConstraint, at values: [Double]) -> Double {
    var expression = row.constant
    for term in row.terms {
      let index = Int(term.variable)
      expression += term.coefficient * (values.indices.contains(index) ? values[index] : .nan)
    }
    switch row.relation {
    case .equal: return abs(expression)
    case .lessThanOrEqual: return expression.isNaN ? .nan : max(0, expression)
    case .greaterThanOrEqual: return expression.isNaN ? .nan : max(0, -expression)
    }
  }

  /// ``violation(of:at:)`` summed in about twice the working precision (each product's rounding
  /// error kept by a fused multiply-add, each sum's by an error-free addition; Ogita, Rump and
  /// Oishi's `Dot2`): exact enough to tell a point that breaks a row by 10⁻² among terms of 10¹⁰
  /// from the rounding of the point itself.
  /// - Complexity: O(terms).
  public static func accurateViolation(of row: LinearConstraint, at values: [Double]) -> Double {
    var sum = row.constant
    var error = 0.0
    for term in row.terms {
      let index = Int(term.variable)
      let value = values.indices.contains(index) ? values[index] : .nan
      let product = term.coefficient * value
      let productError = (-product).addingProduct(term.coefficient, value)
      let next = sum + product
      let virtual = next - sum
      let sumError = (sum - (next - virtual)) + (product - virtual)
      sum = next
      error += productError + sumError
    }
    let expression = sum + error
    switch row.relation {
    case .equal: return abs(expression)
    case .lessThanOrEqual: return expression.isNaN ? .nan : max(0, expression)
    case .greaterThanOrEqual: return expression.isNaN ? .nan : max(0, -expression)
    }
  }

  /// The negligible amount for quantities of total magnitude `magnitude`.
  public func allowance(forMagnitude magnitude: Double) -> Double { relative * (1 + magnitude) }
}
