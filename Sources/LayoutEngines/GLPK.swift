// Every call into GLPK's C API. The rest of the module sees only the Swift types below.

/// Why GLPK could not solve a linear program.
///
/// The simplex routine reports trouble in two ways, a return code (the solver stopped) and a
/// solution status (it finished, but the problem has no optimum); both map here.
public enum GLPKError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No point satisfies the hard rows.
  case infeasible
  /// The objective decreases without bound.
  case unbounded
  /// The solver stopped without an answer; the code's name and GLPK's meaning.
  case failed(code: String)
  /// GLPK is not in this build.
  case unavailable

  public var description: String {
    switch self {
    case .infeasible: "GLPK: no feasible solution"
    case .unbounded: "GLPK: the objective is unbounded"
    case .failed(let code): "GLPK: \(code)"
    case .unavailable: "GLPK: not in this build (the GLPK trait is off)"
    }
  }
}

/// The bounds of a GLPK row or column.
package enum GLPKBounds: Hashable, Sendable {
  case free
  case fixed(Double)
  case upper(Double)
  case lower(Double)
}

/// A row or a column of a GLPK problem, numbered from 1.
enum GLPKVariable: Hashable, Sendable {
  case row(Int)
  case column(Int)
}

/// The simplex method to run.
package enum GLPKMethod: Sendable {
  /// Primal simplex.
  case primal
  /// Dual simplex, falling back to primal: suits a start from a basis that is optimal for the
  /// current objective but no longer feasible after bound changes (the conflict search).
  case dual
}

#if GLPK
import CGLPK
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A return code of `glp_simplex`, named after GLPK's constants.
struct GLPKReturnCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  var rawValue: Int32
  init(rawValue: Int32) { self.rawValue = rawValue }

  static let success = Self(rawValue: 0)
  static let badBasis = Self(rawValue: GLP_EBADB)
  static let singular = Self(rawValue: GLP_ESING)
  static let illConditioned = Self(rawValue: GLP_ECOND)
  static let badBounds = Self(rawValue: GLP_EBOUND)
  static let solverFailed = Self(rawValue: GLP_EFAIL)
  static let objectiveLowerLimit = Self(rawValue: GLP_EOBJLL)
  static let objectiveUpperLimit = Self(rawValue: GLP_EOBJUL)
  static let iterationLimit = Self(rawValue: GLP_EITLIM)
  static let timeLimit = Self(rawValue: GLP_ETMLIM)
  static let noPrimalFeasible = Self(rawValue: GLP_ENOPFS)
  static let noDualFeasible = Self(rawValue: GLP_ENODFS)

  static let all: [Self] = [
    .success, .badBasis, .singular, .illConditioned, .badBounds, .solverFailed, .objectiveLowerLimit,
    .objectiveUpperLimit, .iterationLimit, .timeLimit, .noPrimalFeasible, .noDualFeasible,
  ]

  var description: String {
    switch self {
    case .success: "0 (success)"
    case .badBasis: "GLP_EBADB (invalid initial basis)"
    case .singular: "GLP_ESING (singular basis matrix)"
    case .illConditioned: "GLP_ECOND (ill-conditioned basis matrix)"
    case .badBounds: "GLP_EBOUND (incorrect bounds)"
    case .solverFailed: "GLP_EFAIL (solver failure)"
    case .objectiveLowerLimit: "GLP_EOBJLL (objective lower limit reached)"
    case .objectiveUpperLimit: "GLP_EOBJUL (objective upper limit reached)"
    case .iterationLimit: "GLP_EITLIM (iteration limit exceeded)"
    case .timeLimit: "GLP_ETMLIM (time limit exceeded)"
    case .noPrimalFeasible: "GLP_ENOPFS (no primal feasible solution)"
    case .noDualFeasible: "GLP_ENODFS (no dual feasible solution)"
    default: "unknown return code \(rawValue)"
    }
  }
}

/// A solution status of `glp_get_status`, named after GLPK's constants.
struct GLPKStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  var rawValue: Int32
  init(rawValue: Int32) { self.rawValue = rawValue }

  static let optimal = Self(rawValue: GLP_OPT)
  static let feasible = Self(rawValue: GLP_FEAS)
  static let infeasible = Self(rawValue: GLP_INFEAS)
  static let noFeasible = Self(rawValue: GLP_NOFEAS)
  static let unbounded = Self(rawValue: GLP_UNBND)
  static let undefined = Self(rawValue: GLP_UNDEF)

  static let all: [Self] = [.optimal, .feasible, .infeasible, .noFeasible, .unbounded, .undefined]

  var description: String {
    switch self {
    case .optimal: "GLP_OPT (optimal)"
    case .feasible: "GLP_FEAS (feasible, not proven optimal)"
    case .infeasible: "GLP_INFEAS (infeasible intermediate solution)"
    case .noFeasible: "GLP_NOFEAS (no feasible solution)"
    case .unbounded: "GLP_UNBND (unbounded)"
    case .undefined: "GLP_UNDEF (undefined)"
    default: "unknown status \(rawValue)"
    }
  }
}

extension GLPKError {
  /// The error a return code of `glp_simplex` means, or `nil` for success.
  init?(_ code: GLPKReturnCode) {
    switch code {
    case .success: return nil
    case .noPrimalFeasible: self = .infeasible
    case .noDualFeasible: self = .unbounded
    default: self = .failed(code: code.description)
    }
  }

  /// The error a solution status means, or `nil` for an optimum.
  init?(_ status: GLPKStatus) {
    switch status {
    case .optimal: return nil
    case .noFeasible, .infeasible: self = .infeasible
    case .unbounded: self = .unbounded
    default: self = .failed(code: status.description)
    }
  }
}

/// GLPK's terminal hook: the text goes to standard error, and a non-zero return tells GLPK not to
/// print it to standard output itself.
private func glpkTerminalToStandardError(_ info: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
  guard let text else { return 1 }
  _ = write(STDERR_FILENO, text, strlen(text))
  return 1
}

/// A GLPK problem object, minimizing; rows and columns are numbered from 1 as in GLPK.
///
/// A class because the C object has one owner and must be freed; engines holding one copy it
/// before mutating when shared (``copy()``), so they keep value semantics.
package final class GLPKProblem {
  private let problem: OpaquePointer

  package init() {
    glp_term_out(GLP_OFF)
    // GLPK turns its terminal output back on to print a fatal error before it aborts; route all
    // of it to standard error so it can never land in results written to standard output.
    glp_term_hook(glpkTerminalToStandardError, nil)
    problem = glp_create_prob()
    glp_set_obj_dir(problem, GLP_MIN)
  }

  deinit { glp_delete_prob(problem) }

  /// An independent problem with the same rows, columns and basis.
  func copy() -> GLPKProblem {
    let copy = GLPKProblem()
    glp_copy_prob(copy.problem, problem, GLP_OFF)
    return copy
  }

  package var rowCount: Int { Int(glp_get_num_rows(problem)) }
  package var columnCount: Int { Int(glp_get_num_cols(problem)) }

  /// Appends rows; returns the number of the first.
  package func addRows(_ count: Int) -> Int {
    guard count > 0 else { return rowCount + 1 }
    return Int(glp_add_rows(problem, Int32(count)))
  }

  /// Appends columns; returns the number of the first.
  package func addColumns(_ count: Int) -> Int {
    guard count > 0 else { return columnCount + 1 }
    return Int(glp_add_cols(problem, Int32(count)))
  }

  package func setRowBounds(_ row: Int, _ bounds: GLPKBounds) {
    let (type, lower, upper) = Self.cBounds(bounds)
    glp_set_row_bnds(problem, Int32(row), type, lower, upper)
  }

  package func setColumnBounds(_ column: Int, _ bounds: GLPKBounds) {
    let (type, lower, upper) = Self.cBounds(bounds)
    glp_set_col_bnds(problem, Int32(column), type, lower, upper)
  }

  package func setObjectiveCoefficient(_ column: Int, _ value: Double) {
    glp_set_obj_coef(problem, Int32(column), value)
  }

  /// Replaces the whole constraint matrix with the triplets (row, column, value); no (row,
  /// column) pair may repeat. Arrays are 0-based here; GLPK's unused element 0 is added.
  package func loadMatrix(rows: [Int32], columns: [Int32], values: [Double]) {
    let ia = [0] + rows
    let ja = [0] + columns
    let ar = [0] + values
    glp_load_matrix(problem, Int32(values.count), ia, ja, ar)
  }

  /// Replaces the basis with GLPK's advanced initial basis: as many structural columns as a
  /// triangular basis can hold, so the simplex starts near a vertex instead of pivoting every
  /// layout variable in one by one.
  func useAdvancedBasis() {
    glp_adv_basis(problem, 0)
  }

  /// Simplex iterations so far, summed over every call: a measure of work independent of the
  /// machine.
  var iterationCount: Int { Int(glp_get_it_cnt(problem)) }

  /// Fixes, at the bound it sits on, every non-basic row or column whose reduced cost is more
  /// than `threshold` away from zero: the optimal face of the current objective, exactly.
  ///
  /// At an optimal basis the objective equals its optimum plus `Σ d_j (x_j - x_j*)` over the
  /// non-basic variables, for every point satisfying the rows; the optimum is kept exactly when
  /// each variable with `d_j ≠ 0` stays where it is. Fixing them, rather than capping the
  /// objective near its optimum, leaves nothing to trade with later objectives. The basis stays
  /// optimal and feasible, so the next objective starts from it (warm). Returns what it fixed.
  /// - Complexity: O(rows + columns).
  func fixOptimalFace(threshold: Double) -> [GLPKVariable] {
    var fixed: [GLPKVariable] = []
    for i in stride(from: 1, through: rowCount, by: 1) {
      let row = Int32(i)
      switch glp_get_row_stat(problem, row) {
      case GLP_NL where glp_get_row_dual(problem, row) > threshold:
        glp_set_row_bnds(problem, row, GLP_FX, glp_get_row_lb(problem, row), glp_get_row_lb(problem, row))
        fixed.append(.row(i))
      case GLP_NU where glp_get_row_dual(problem, row) < -threshold:
        glp_set_row_bnds(problem, row, GLP_FX, glp_get_row_ub(problem, row), glp_get_row_ub(problem, row))
        fixed.append(.row(i))
      default: continue
      }
    }
    for j in stride(from: 1, through: columnCount, by: 1) {
      let column = Int32(j)
      switch glp_get_col_stat(problem, column) {
      case GLP_NL where glp_get_col_dual(problem, column) > threshold:
        glp_set_col_bnds(problem, column, GLP_FX, glp_get_col_lb(problem, column), glp_get_col_lb(problem, column))
        fixed.append(.column(j))
      case GLP_NU where glp_get_col_dual(problem, column) < -threshold:
        glp_set_col_bnds(problem, column, GLP_FX, glp_get_col_ub(problem, column), glp_get_col_ub(problem, column))
        fixed.append(.column(j))
      default: continue
      }
    }
    return fixed
  }

  /// How far below zero a reduced cost may be and still count as optimal (GLPK's `tol_dj`):
  /// 1e-9, where GLPK's default is 1e-7.
  ///
  /// A layout's objectives weigh errors by 1 and its free coordinates can sit at 10⁹ and more
  /// (chained multipliers push them there), so a direction whose reduced cost is a few 1e-8
  /// can still be worth tens of points: with the default, GLPK stopped 47.5 points over the
  /// optimum of a level (fuzz seeds soft 195, at priority 998: 558.2 where the exact simplex
  /// from the same basis finds 510.7; mixed 262: 944.3 against 819.8), and the warm and
  /// the cold start stopped at the same vertex. With 1e-9 both levels end at their optimum.
  static let reducedCostTolerance = 1e-9

  /// Runs the simplex method from the current basis, for at most `iterationLimit` iterations
  /// (`nil`: no limit).
  ///
  /// A limit turns a simplex that never ends into an error (`GLP_EITLIM`) the caller can recover
  /// from: GLPK 5.0's primal simplex can loop for ever on an ill-conditioned basis, refactoring
  /// after a "numerical instability" and taking the same pivots again.
  package func simplex(_ method: GLPKMethod, iterationLimit: Int? = nil) -> GLPKError? {
    var parameters = glp_smcp()
    glp_init_smcp(&parameters)
    parameters.msg_lev = GLP_MSG_OFF
    parameters.meth = method == .primal ? GLP_PRIMAL : GLP_DUALP
    parameters.tol_dj = Self.reducedCostTolerance
    if let iterationLimit { parameters.it_lim = Int32(clamping: max(0, iterationLimit)) }
    if let error = GLPKError(GLPKReturnCode(rawValue: glp_simplex(problem, &parameters))) { return error }
    return GLPKError(GLPKStatus(rawValue: glp_get_status(problem)))
  }

  /// Runs GLPK's exact simplex (rational arithmetic) from the current basis, for at most
  /// `iterationLimit` iterations: slow, but immune to the numerical failures of the
  /// floating-point one, so its verdict is certain.
  ///
  /// Certain for the data as GLPK reads it: each double becomes a simple rational close to it
  /// (0.1 is 1/10, `1.0 / 3` is 1/3, and 1.000000000001 is read as 1), so the data may move by
  /// about 1e-12 of their size, far below any tolerance the engines use.
  package func exactSimplex(iterationLimit: Int? = nil) -> GLPKError? {
    var parameters = glp_smcp()
    glp_init_smcp(&parameters)
    parameters.msg_lev = GLP_MSG_OFF
    if let iterationLimit { parameters.it_lim = Int32(clamping: max(0, iterationLimit)) }
    if let error = GLPKError(GLPKReturnCode(rawValue: glp_exact(problem, &parameters))) { return error }
    return GLPKError(GLPKStatus(rawValue: glp_get_status(problem)))
  }

  /// Appends a column `>= 0` with the given matrix entries (rows numbered from 1, none
  /// repeated) and objective coefficient; returns its number.
  func addNonNegativeColumn(entries: [(row: Int, value: Double)], objective: Double) -> Int {
    let column = addColumns(1)
    let rows = [0] + entries.map { Int32($0.row) }
    let values = [0] + entries.map(\.value)
    glp_set_mat_col(problem, Int32(column), Int32(entries.count), rows, values)
    setColumnBounds(column, .lower(0))
    setObjectiveCoefficient(column, objective)
    return column
  }

  /// Replaces the basis with GLPK's standard one (every auxiliary variable basic), the start
  /// that needs no factorization of the previous basis.
  package func resetBasis() { glp_std_basis(problem) }

  package var objectiveValue: Double { glp_get_obj_val(problem) }

  package func columnValue(_ column: Int) -> Double { glp_get_col_prim(problem, Int32(column)) }

  /// The reduced cost of a column in the last basic solution.
  package func columnDual(_ column: Int) -> Double { glp_get_col_dual(problem, Int32(column)) }

  /// A row's activity (the value of its linear form) in the last basic solution.
  package func rowValue(_ row: Int) -> Double { glp_get_row_prim(problem, Int32(row)) }

  /// A row's dual value (shadow price) in the last basic solution.
  package func rowDual(_ row: Int) -> Double { glp_get_row_dual(problem, Int32(row)) }

  private static func cBounds(_ bounds: GLPKBounds) -> (Int32, Double, Double) {
    switch bounds {
    case .free: (GLP_FR, 0, 0)
    case .fixed(let value): (GLP_FX, value, value)
    case .upper(let value): (GLP_UP, 0, value)
    case .lower(let value): (GLP_LO, value, 0)
    }
  }
}
#endif
