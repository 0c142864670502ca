import InterfaceBuilder
import LayoutModel
import ScenarioFiles

extension DocumentAgreement {
  /// One required equality between an edge or centre of a view off and an edge of what the
  /// canvas places in the root: a layout guide the root owns (its safe area, a controller's top
  /// or bottom layout guide, its layout-margins guide) or one of the root's margin attributes.
  struct CanvasPin {
    var constraint: LayoutConstraint
    /// Whether the view off is the constraint's first item (else its second).
    var viewIsFirst: Bool
  }

  /// For each view off whose superview is the root, its pins to the canvas (``CanvasPin``), in
  /// the order of the root's constraints.
  ///
  /// Why built once: the cause of every view off looks them up (as ``offNeighbours(in:off:)``).
  ///
  /// - Complexity: O(constraints).
  static func canvasPins(in layout: Layout, off: Set<ViewID>) -> [ViewID: [CanvasPin]] {
    var pins: [ViewID: [CanvasPin]] = [:]
    for constraint in layout.constraints {
      guard constraint.relation == .equal, constraint.priority == .required, constraint.multiplier != 0,
        let second = constraint.second
      else { continue }
      for (view, other, viewAttribute, otherAttribute, viewIsFirst) in [
        (constraint.first, second, constraint.firstAttribute, constraint.secondAttribute, true),
        (second, constraint.first, constraint.secondAttribute, constraint.firstAttribute, false),
      ] where off.contains(view) && layout[view].parent == .root {
        guard isPosition(viewAttribute), !viewAttribute.isMargin, isCanvasEdge(other, otherAttribute, in: layout)
        else { continue }
        pins[view, default: []].append(CanvasPin(constraint: constraint, viewIsFirst: viewIsFirst))
      }
    }
    return pins
  }

  /// Whether `attribute` of `item` is drawn by the canvas rather than by the layout: any edge of
  /// a safe-area, layout-margins or top or bottom layout guide the root owns, or a margin
  /// attribute of the root itself. The root's size is the layout's input, so these depend only
  /// on the insets the importer gave the canvas (its status bar, bars, home indicator and root
  /// margins).
  static func isCanvasEdge(_ item: ViewID, _ attribute: LayoutAttribute, in layout: Layout) -> Bool {
    guard isPosition(attribute.withoutMargin) else { return false }
    if item == .root { return attribute.isMargin }
    guard let guide = layout[item].guide, layout[item].parent == .root, !attribute.isMargin else { return false }
    switch guide {
    case .safeArea, .layoutMargins, .topLayoutGuide, .bottomLayoutGuide: return true
    case .custom: return false
    }
  }

  /// Whether the attribute is an edge or a centre (not a size, a baseline or a margin's).
  static func isPosition(_ attribute: LayoutAttribute) -> Bool {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY: return true
    default: return attribute.isMargin && isPosition(attribute.withoutMargin)
    }
  }

  /// The value of an edge or centre of a frame (leading as left: the documents are laid out
  /// left to right).
  static func value(of attribute: LayoutAttribute, in frame: Rect, direction: LayoutDirection) -> Double? {
    let rtl = direction == .rightToLeft
    switch attribute {
    case .left: return frame.x
    case .right: return frame.x + frame.width
    case .leading: return rtl ? frame.x + frame.width : frame.x
    case .trailing: return rtl ? frame.x : frame.x + frame.width
    case .centerX: return frame.x + frame.width / 2
    case .top: return frame.y
    case .bottom: return frame.y + frame.height
    case .centerY: return frame.y + frame.height / 2
    default: return nil
    }
  }

  /// Where the canvas is the cause of a view off: the view (a direct subview of the root, with
  /// no alignment insets of a metric) is held by a required equality to an edge the canvas
  /// draws (``isCanvasEdge(_:_:in:)``), and its own edge there is more than the tolerance from
  /// where Xcode saved it. Xcode's frames keep that equality (a view they break is saved
  /// misplaced, and skipped), so the canvas drew that edge elsewhere in Xcode than the importer
  /// computed it, by the view's error divided by the constraint's multiplier. Returns the cause
  /// line, or nil.
  ///
  /// Why: views pinned to a safe area or a layout guide the importer insets wrongly (a status
  /// bar Xcode drew and the importer did not, a navigation bar it did not know of) are all off
  /// by the same amount, and constrained to one another they closed on themselves: the check
  /// put the group down, by rule, to a collection or table view whose size was off, where the
  /// truth, which the frames show, is the guide.
  static func canvasCause(
    of mismatch: ExpectedFrameCheck.Mismatch, in root: ImportedRoot, pins: [ViewID: [CanvasPin]]
  ) -> String? {
    guard let list = pins[mismatch.view], root.views[mismatch.view]?.metric == nil else { return nil }
    let layout = root.layout
    for pin in list {
      let c = pin.constraint
      let viewAttribute = pin.viewIsFirst ? c.firstAttribute : c.secondAttribute
      let other = pin.viewIsFirst ? c.second : c.first
      let otherAttribute = pin.viewIsFirst ? c.secondAttribute : c.firstAttribute
      guard let other,
        let expected = value(of: viewAttribute, in: mismatch.expected, direction: layout.direction),
        let actual = value(of: viewAttribute, in: mismatch.actual, direction: layout.direction)
      else { continue }
      let error = expected - actual
      guard abs(error) > 0.5 else { continue }
      // first = multiplier * second + constant: an error e in the first item is e / multiplier in
      // the second; one in the second is e * multiplier in the first.
      let shift = pin.viewIsFirst ? error / c.multiplier : error * c.multiplier
      let edge = other == .root ? "the root's \(otherAttribute.rawValue)" : "\(layout.name(of: other))'s \(otherAttribute.rawValue)"
      let axisWord = viewAttribute.axis == .vertical ? (shift > 0 ? "lower" : "higher") : (shift > 0 ? "further right" : "further left")
      return "canvas: pinned to \(edge), which Xcode drew \(formatted(abs(shift))) pt \(axisWord) than the importer's insets put it"
    }
    return nil
  }

  /// A length for a cause line: whole points without a fraction, others to three places.
  static func formatted(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
