import Cassowary
import LayoutModel

extension CassowaryEngine {
  /// The views whose frames the constraints do not determine in the current solution (Auto
  /// Layout's `hasAmbiguousLayout`), in id order; layout guides are left out, and so are views
  /// the predicate excludes (a subtree taken out).
  ///
  /// Asked of each view's four variables in root coordinates, so a view placed relative to an
  /// ambiguous one is ambiguous too.
  /// - Complexity: about one pass over the tableau (``Solver/ambiguity(of:)``).
  public func ambiguousViews(excluding excluded: (ViewID) -> Bool = { _ in false }) -> [ViewID] {
    let views = layout.views.indices.map { ViewID($0) }.filter { !layout.isGuide($0) && !excluded($0) }
    let components = FrameComponent.allCases
    // A plain array: a lazy flattened sequence cost more to walk than the check itself.
    var variables: [Int] = []
    variables.reserveCapacity(views.count * components.count)
    for view in views {
      for component in components { variables.append(Int(component.variable(of: view))) }
    }
    let free = solver.ambiguity(of: variables)
    return views.indices.compactMap { i in
      free[(i * components.count)..<((i + 1) * components.count)].contains(true) ? views[i] : nil
    }
  }
}
