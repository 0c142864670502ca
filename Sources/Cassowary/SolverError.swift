/// Why the solver refused a call. The solver is left as it was before the call, except after
/// ``internalFailure(_:)``, which means a bug, and ``workLimitExceeded(_:)``.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A constraint with this id is already in the solver.
  case duplicateConstraint(Int)
  /// No constraint with this id is in the solver.
  case unknownConstraint(Int)
  /// Required constraints cannot all hold. `conflicting` lists the ids of the constraints whose
  /// combination fails, the refused one first; edit variables are not listed.
  case unsatisfiable(conflicting: [Int])
  /// The variable has no edit constraint.
  case unknownEditVariable(Int)
  /// The variable already has an edit constraint.
  case duplicateEditVariable(Int)
  /// Edits must be weaker than required (priority below 1000).
  case requiredEdit(variable: Int)
  /// A coefficient, constant, priority or suggested value is NaN or infinite.
  case nonFinite(String)
  /// A priority outside `(0, 1000]`.
  case invalidPriority(Double)
  /// A constraint id or variable index that is negative or at least ``Solver/identifierLimit``.
  case invalidIdentifier(Int)
  /// An internal invariant failed (a bug): the solver could not find a pivot it needs.
  case internalFailure(String)
  /// The call passed ``Solver/workLimit`` (this many units of work) and stopped half-way; like
  /// ``internalFailure(_:)``, the solver must be discarded.
  case workLimitExceeded(Int)

  public var description: String {
    switch self {
    case .duplicateConstraint(let id): "constraint \(id) is already in the solver"
    case .unknownConstraint(let id): "constraint \(id) is not in the solver"
    case .unsatisfiable(let ids): "required constraints conflict: \(ids.map(String.init).joined(separator: ", "))"
    case .unknownEditVariable(let v): "variable \(v) has no edit constraint"
    case .duplicateEditVariable(let v): "variable \(v) already has an edit constraint"
    case .requiredEdit(let v): "the edit of variable \(v) cannot be required"
    case .nonFinite(let what): "\(what) is not a finite number"
    case .invalidPriority(let p): "priority \(p) is outside (0, 1000]"
    case .invalidIdentifier(let i): "\(i) is not a valid identifier (must be in 0..<\(Solver.identifierLimit))"
    case .internalFailure(let what): "internal solver failure: \(what)"
    case .workLimitExceeded(let limit): "stopped at the work limit (\(limit) pivots, cell operations and reduced-cost reads)"
    }
  }
}
