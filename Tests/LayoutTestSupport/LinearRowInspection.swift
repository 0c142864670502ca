import LayoutModel

extension LinearConstraint {
  /// The coefficient of one component of one view in this row (0 when absent).
  ///
  /// Rows may list their terms in any order; tests that check a row by hand ask for each
  /// coefficient by meaning instead of depending on that order.
  public func coefficient(of component: FrameComponent, _ view: ViewID) -> Double {
    let variable = component.variable(of: view)
    return terms.filter { $0.variable == variable }.reduce(0) { $0 + $1.coefficient }
  }

  /// The number of distinct variables with a nonzero coefficient.
  public var variableCount: Int {
    Set(terms.filter { $0.coefficient != 0 }.map(\.variable)).count
  }
}

extension LinearSystem {
  /// The rows that came from `source`, in order.
  public func rows(from source: ConstraintSource) -> [LinearConstraint] {
    constraints.filter { $0.source == source }
  }

  /// The values of the variables for a set of alignment rects in root coordinates, indexed like
  /// the system's variables; handy for feeding `Layout.frames(fromValues:)` without a solver.
  public static func values(alignmentRects: [Rect]) -> [Double] {
    alignmentRects.flatMap { [$0.x, $0.y, $0.width, $0.height] }
  }
}
