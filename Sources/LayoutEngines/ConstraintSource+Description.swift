import LayoutModel

extension Layout {
  /// A linear row's origin written readably, for conflict reports: the layout's own constraint
  /// as Auto Layout prints it, or the implicit constraint with what generated it.
  public func describe(_ source: ConstraintSource) -> String {
    switch source {
    case .explicit(let index):
      return constraints.indices.contains(index) ? describe(constraints[index]) : "constraint #\(index)"
    case .rootOrigin(let axis):
      return "\(name(of: .root)).\(axis == .horizontal ? "left" : "top") == 0 (root origin)"
    case .rootSize(let axis):
      let size = axis == .horizontal ? rootSize.width : rootSize.height
      return "\(name(of: .root)).\(axis == .horizontal ? "width" : "height") == \(compactNumber(size)) (root size)"
    case .hugging(let view, let axis):
      return implicitDescription(view, axis, .lessThanOrEqual, views[view.index].contentHugging[axis], "content hugging")
    case .compressionResistance(let view, let axis):
      return implicitDescription(view, axis, .greaterThanOrEqual, views[view.index].compressionResistance[axis], "compression resistance")
    case .autoresizingSize(let view, let axis), .autoresizingPosition(let view, let axis):
      let isSize: Bool = if case .autoresizingSize = source { true } else { false }
      let generated = autoresizingConstraints(for: view).first { $0.1 == source }?.0
      let text = generated.map { describe($0) } ?? "\(name(of: view)).\(isSize ? "size" : "center")"
      return "\(text) (autoresizing mask, \(axis.rawValue))"
    case .guide(let guide, let attribute):
      let generated = guideConstraints(for: guide).first { $0.1 == source }?.0
      let kind = views.indices.contains(guide.index) ? views[guide.index].guide?.kindName ?? "guide" : "guide"
      return "\(generated.map { describe($0) } ?? "\(name(of: guide)).\(attribute.rawValue)") (\(kind) layout guide)"
    }
  }

  private func implicitDescription(
    _ view: ViewID, _ axis: LayoutAxis, _ relation: LayoutRelation, _ priority: LayoutPriority, _ kind: String
  ) -> String {
    let intrinsic = views[view.index].intrinsicContentSize
    let value = (axis == .horizontal ? intrinsic.width : intrinsic.height) ?? 0
    let attribute = axis == .horizontal ? "width" : "height"
    return "\(name(of: view)).\(attribute) \(relation.rawValue) \(compactNumber(value)) @\(compactNumber(priority.rawValue)) (\(kind))"
  }
}
