import Cassowary
import LayoutModel

extension Solver {
  /// Adds one row of a ``LinearSystem`` under the constraint id `id`.
  mutating func add(_ linear: LinearConstraint, id: Int, changesOften: Bool = false) throws(SolverError) {
    try addConstraint(
      id, linear.terms.map { Term(Int($0.variable), $0.coefficient) }, constant: linear.constant,
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
