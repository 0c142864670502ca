import InterfaceBuilder
import LayoutEngines
import LayoutModel

extension DocumentAgreement {
  /// A root whose required constraints conflict, laid out the way Auto Layout lays it out.
  struct Recovery {
    /// Every view's frame in the recovered layout, relative to its superview.
    var frames: [Rect]
    /// The views whose frames in their superviews the recovered layout leaves free.
    var ambiguous: Set<ViewID>
    /// Each broken constraint, written readably with what it conflicted with.
    var broken: [String]
    /// For each view a broken constraint names, the cause to report if the view is off.
    var brokenViews: [ViewID: String]
  }

  /// The root laid out as Auto Layout does when required constraints conflict: the rows are
  /// added in order (the root's size, the sizes translated from autoresizing masks, the
  /// document's constraints, then each view's other implicit ones;
  /// `LayoutDiagnosis.installationOrder`) and the one being added when the conflict appears is
  /// broken, so the rest still lay out. `nil` when the diagnosis itself fails.
  ///
  /// Why: Interface Builder's canvas is laid out by Auto Layout, which never refuses a layout;
  /// the frames Xcode saved for such a root are the recovered ones. Counting the whole root as
  /// off hid every view that the conflict does not touch (a push button whose content size and
  /// explicit height disagree by a point left 24 views of a sheet unchecked). Since the
  /// implicit rows come last, it is a control's content size, not the document's constraint,
  /// that gives way, as in Xcode.
  static func recovered(_ root: ImportedRoot) -> Recovery? {
    let diagnosis: LayoutDiagnosis
    do throws(EngineError) {
      diagnosis = try LayoutDiagnosis(diagnosing: root.layout)
    } catch {
      return nil
    }
    var broken: [String] = []
    var brokenViews: [ViewID: String] = [:]
    for conflict in diagnosis.conflicts {
      let text = conflict.descriptions.first.map { first in
        conflict.descriptions.count > 1
          ? "\(first), against \(conflict.descriptions.dropFirst().joined(separator: ", "))" : first
      } ?? "row \(conflict.brokenRow)"
      broken.append(text)
      let row = diagnosis.system.constraints[conflict.brokenRow]
      for term in row.terms {
        let view = ViewVariables.view(of: term.variable)
        if view != .root, brokenViews[view] == nil {
          brokenViews[view] = "conflicting required constraints: broke \(conflict.descriptions.first ?? "a row") to recover"
        }
      }
    }
    return Recovery(
      frames: diagnosis.frames, ambiguous: Set(diagnosis.ambiguousViews), broken: broken, brokenViews: brokenViews)
  }
}

extension DocumentAgreement {
  /// Counts the views Xcode saved as determined (checked, not marked ambiguous or misplaced)
  /// that the layout leaves free in their superviews, and those that are free or lie inside a
  /// free ancestor.
  ///
  /// Why both: a view pinned inside a floating container is determined where it is, and
  /// Interface Builder flags the container alone; the second figure is what a check in root
  /// coordinates reported, so a report can show how much of the ambiguity was the container's.
  ///
  /// - Complexity: O(views): whether a view is free or inside a free ancestor is worked out
  ///   once per view, parents first (a layout adds a parent before its children), not by a
  ///   walk to the root per view, which a hierarchy 10,000 levels deep made quadratic.
  mutating func countAmbiguity(_ ambiguous: Set<ViewID>, in root: ImportedRoot) {
    let views = root.layout.views
    var insideFree = [Bool](repeating: false, count: views.count)
    for index in views.indices where index != ViewID.root.index {
      let id = ViewID(index)
      let parentInside = views[index].parent.map { $0 != .root && insideFree[$0.index] } ?? false
      insideFree[index] = parentInside || ambiguous.contains(id)
    }
    for entry in root.expectedFrames.entries where entry.status == .checked {
      if ambiguous.contains(entry.view) { ambiguousDetermined.append(root.layout.name(of: entry.view)) }
      if insideFree.indices.contains(entry.view.index), insideFree[entry.view.index] {
        ambiguousDeterminedWithDescendants += 1
      }
    }
  }
}
