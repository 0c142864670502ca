import Cassowary
import LayoutModel

/// A layout's linear rows prepared for a bare Cassowary solver: the solver's own build, without
/// the engine's index, hierarchy or frames around it.
///
/// `bench bounds` compares the solver with itself on two versions of the same rows (1,000
/// priority levels against 5, a shuffled order against a sorted one), so it times nothing but
/// ``BareSolver/add(_:)``. This type and ``SolverWorkCounting`` are the documented windows onto
/// the solver for code outside the engines: the rows are converted here, once, so that a timed
/// build measures the solver alone, and no caller imports `Cassowary`.
public struct SolverRows: Sendable {
  /// The rows in the solver's form, in the order they will be added; each keeps the id of its
  /// index in the ``LinearSystem`` it came from.
  var constraints: [Constraint]

  /// The rows of `rows`, each under the constraint id of its index there, in that order.
  public init(_ rows: [LinearConstraint]) {
    constraints = rows.enumerated().map { Constraint($1, id: $0, changesOften: $1.changesOften) }
  }

  /// The number of rows.
  public var count: Int { constraints.count }

  /// Puts the rows in a random order drawn from `generator` (each keeps its id): the same
  /// order as shuffling the rows themselves with the same generator.
  public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
    constraints.shuffle(using: &generator)
  }
}

/// An empty Cassowary solver that takes a set of ``SolverRows`` in one batch, as an engine's first
/// build does (``Cassowary/Solver/addConstraints(_:)``).
///
/// Made before a timed region and kept alive after it (`withExtendedLifetime`), so that the time
/// of ``add(_:)`` holds neither the solver's creation nor its teardown. Not copyable, as the
/// solver it holds.
public struct BareSolver: ~Copyable {
  var solver = Solver()

  public init() {}

  /// Adds every row of `rows` as one batch (``Solver/addConstraints(_:)``).
  /// - Throws: ``EngineError/failed(reason:)`` naming the solver's refusal; the solver is then
  ///   as it was.
  public mutating func add(_ rows: SolverRows) throws(EngineError) {
    do { try solver.addConstraints(rows.constraints) } catch {
      throw .failed(reason: "the solver refused the layout: \(error)")
    }
  }
}
