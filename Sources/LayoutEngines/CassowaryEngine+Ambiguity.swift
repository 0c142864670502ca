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
    let free = solver.ambiguity(of: views.lazy.flatMap { view in components.lazy.map { Int($0.variable(of: view)) } })
    return views.indices.compactMap { i in
      free[(i * components.count)..<((i + 1) * components.count)].contains(true) ? views[i] : nil
    }
  }
}
