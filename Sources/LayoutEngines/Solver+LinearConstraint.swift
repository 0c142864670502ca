import Cassowary
import LayoutModel

extension Solver {
  /// Adds one row of a ``LinearSystem`` under the constraint id `id`.
  mutating func add(_ linear: LinearConstraint, id: Int, changesOften: Bool = false) throws(SolverError) {
    let constraint = Constraint(linear, id: id, changesOften: changesOften)
    try addConstraint(
      id, constraint.terms, constant: constraint.constant, relation: constraint.relation,
      priority: constraint.priority, changesOften: changesOften)
  }
}

extension Constraint {
  /// The solver's form of one row of a ``LinearSystem``, under the constraint id `id`.
  public init(_ linear: LinearConstraint, id: Int, changesOften: Bool) {
    self.init(
      id: id, terms: linear.terms.map { Term(Int($0.variable), $0.coefficient) }, constant: linear.constant,
      relation: Relation(linear.relation), priority: linear.priority.rawValue, changesOften: changesOften)
  }
}

extension Relation {
  /// The solver's relation for a model relation.
  init(_ relation: LayoutRelation) {
    switch relation {
    case .equal: self = .equal
    case .lessThanOrEqual: self = .lessThanOrEqual
    case .greaterThanOrEqual: self = .greaterThanOrEqual
    }
  }
}
