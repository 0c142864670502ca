import Cassowary
import LayoutModel

extension CassowaryEngine {
  /// The views whose frames the constraints do not determine in the current solution (Auto
  /// Layout's `hasAmbiguousLayout`), in id order; layout guides are left out, and so are views
  /// the predicate excludes (a subtree taken out).
  ///
  /// Asked of each view's four variables in root coordinates, so a view placed relative to an
  /// ambiguous one is ambiguous too.
  /// - Complexity: O(views × cells of a row).
  public func ambiguousViews(excluding excluded: (ViewID) -> Bool = { _ in false }) -> [ViewID] {
    layout.views.indices.compactMap { index in
      let view = ViewID(index)
      guard !layout.isGuide(view), !excluded(view) else { return nil }
      let free = FrameComponent.allCases.contains { solver.isAmbiguous(Int($0.variable(of: view))) }
      return free ? view : nil
    }
  }
}
