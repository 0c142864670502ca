import Cassowary
import LayoutModel

extension CassowaryEngine {
  /// The views whose frames in their superviews the constraints do not determine in the current
  /// solution (Auto Layout's `hasAmbiguousLayout`), in id order; layout guides are left out, and
  /// so are views the predicate excludes (a subtree taken out).
  ///
  /// A view's position is asked relative to its superview and its size as it is, so a view
  /// pinned inside a container that floats is not ambiguous: the container is (see
  /// ``Layout/ambiguityQueries(of:)``).
  /// - Complexity: about one pass over the tableau (``Solver/ambiguity(ofDifferences:)``).
  public func ambiguousViews(excluding excluded: (ViewID) -> Bool = { _ in false }) -> [ViewID] {
    let views = layout.views.indices.map { ViewID($0) }.filter { !layout.isGuide($0) && !excluded($0) }
    let count = FrameComponent.allCases.count
    let free = solver.ambiguity(ofDifferences: layout.ambiguityQueries(of: views))
    return views.indices.compactMap { i in
      free[(i * count)..<((i + 1) * count)].contains(true) ? views[i] : nil
    }
  }
}

extension Layout {
  /// For each view, four questions for ``Solver/ambiguity(ofDifferences:)``, in
  /// ``FrameComponent`` order: its x and y less its superview's (the root's alone), its width
  /// and its height.
  ///
  /// Why relative: Auto Layout and Interface Builder judge a view's frame in its superview. A
  /// container left free moves its subtree with it, and Xcode flags the container only (a
  /// floating custom view of Aerial's `VideosViewController.xib` is saved `ambiguous`, none of
  /// its 26 descendants is); asking in root coordinates flagged every descendant too.
  func ambiguityQueries(of views: [ViewID]) -> [(Int, Int?)] {
    var queries: [(Int, Int?)] = []
    queries.reserveCapacity(views.count * FrameComponent.allCases.count)
    for view in views {
      let parent = view == .root ? nil : self[view].parent
      for component in FrameComponent.allCases {
        let own = Int(component.variable(of: view))
        switch component {
        case .x, .y: queries.append((own, parent.map { Int(component.variable(of: $0)) }))
        case .width, .height: queries.append((own, nil))
        }
      }
    }
    return queries
  }
}
