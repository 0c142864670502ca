import Foundation
import LayoutModel

/// Writes a ``Scenario`` as a scenario file: the top-level fields, then one view per line, then
/// one constraint per line, each leaving out the fields that hold their default.
///
/// One entry per line keeps files short, diffs small, and lets line tools (`grep`, `wc -l`,
/// `awk`) work on a million views. Fields appear in a fixed order, so writing is deterministic.
enum ScenarioWriter {
  static func data(for scenario: Scenario) -> Data {
    let layout = scenario.layout
    var writer = JSONWriter(capacity: 64 * layout.viewCount + 120 * layout.constraints.count + 256)
    writer.raw("{\n  \"format\": 1")
    if layout.direction != .leftToRight {
      writer.raw(",\n  \"direction\": ")
      writer.string(layout.direction.rawValue)
    }
    writer.raw(",\n  \"rootSize\": ")
    size(layout.rootSize, to: &writer)
    if layout.autoresizingReferenceSize != layout.rootSize {
      writer.raw(",\n  \"autoresizingRootSize\": ")
      size(layout.autoresizingReferenceSize, to: &writer)
    }
    writer.raw(",\n  \"views\": [")
    var firstView = true
    for view in layout.views where view.guide == nil {
      writer.raw(firstView ? "\n    " : ",\n    ")
      firstView = false
      write(view, parentName: view.parent.map { layout.name(of: $0) }, to: &writer)
    }
    writer.raw("\n  ]")
    if layout.guideCount > 0 {
      writer.raw(",\n  \"guides\": [")
      var firstGuide = true
      for node in layout.views {
        guard let guide = node.guide else { continue }
        writer.raw(firstGuide ? "\n    " : ",\n    ")
        firstGuide = false
        write(guide, named: node.name, owner: node.parent.map { layout.name(of: $0) } ?? "", to: &writer)
      }
      writer.raw("\n  ]")
    }
    if !layout.constraints.isEmpty {
      writer.raw(",\n  \"constraints\": [")
      for (index, constraint) in layout.constraints.enumerated() {
        writer.raw(index == 0 ? "\n    " : ",\n    ")
        write(constraint, in: layout, to: &writer)
      }
      writer.raw("\n  ]")
    }
    if let workloads = scenario.workloads {
      write(workloads, in: layout, to: &writer)
    }
    if let expected = scenario.expectedFrames {
      write(expected, in: layout, to: &writer)
    }
    writer.raw("\n}\n")
    return Data(writer.bytes)
  }

  private static func size(_ size: Size, to writer: inout JSONWriter) {
    writer.raw("{\"width\": ")
    writer.number(size.width)
    writer.raw(", \"height\": ")
    writer.number(size.height)
    writer.raw("}")
  }

  private static func write(_ view: View, parentName: String?, to writer: inout JSONWriter) {
    var first = true
    writer.raw("{")
    writer.key("name", first: &first)
    writer.string(view.name)
    if let parentName {
      writer.key("parent", first: &first)
      writer.string(parentName)
    }
    if view.intrinsicContentSize != .none {
      writer.key("intrinsicContentSize", first: &first)
      optionalNumbers([("width", view.intrinsicContentSize.width), ("height", view.intrinsicContentSize.height)], to: &writer)
    }
    let hugging = AxisPriorities.defaultHugging
    if view.contentHugging != hugging {
      writer.key("contentHugging", first: &first)
      optionalNumbers(
        [("horizontal", view.contentHugging.horizontal == hugging.horizontal ? nil : view.contentHugging.horizontal.rawValue),
         ("vertical", view.contentHugging.vertical == hugging.vertical ? nil : view.contentHugging.vertical.rawValue)],
        to: &writer)
    }
    let resistance = AxisPriorities.defaultCompressionResistance
    if view.compressionResistance != resistance {
      writer.key("compressionResistance", first: &first)
      optionalNumbers(
        [("horizontal", view.compressionResistance.horizontal == resistance.horizontal ? nil : view.compressionResistance.horizontal.rawValue),
         ("vertical", view.compressionResistance.vertical == resistance.vertical ? nil : view.compressionResistance.vertical.rawValue)],
        to: &writer)
    }
    let insets = view.alignmentInsets
    if !insets.isZero {
      writer.key("alignmentInsets", first: &first)
      optionalNumbers(
        [("top", insets.top == 0 ? nil : insets.top), ("left", insets.left == 0 ? nil : insets.left),
         ("bottom", insets.bottom == 0 ? nil : insets.bottom), ("right", insets.right == 0 ? nil : insets.right)],
        to: &writer)
    }
    if view.baselineOffsetFromBottom != 0 {
      writer.key("baselineOffsetFromBottom", first: &first)
      writer.number(view.baselineOffsetFromBottom)
    }
    if let offset = view.firstBaselineOffsetFromTop {
      writer.key("firstBaselineOffsetFromTop", first: &first)
      writer.number(offset)
    }
    if view.translatesAutoresizingMaskIntoConstraints {
      writer.key("translatesAutoresizingMaskIntoConstraints", first: &first)
      writer.bool(true)
    }
    if !view.autoresizingMask.isEmpty {
      writer.key("autoresizingMask", first: &first)
      writer.raw("[")
      var firstFlag = true
      for (name, flag) in ScenarioView.maskFlags where view.autoresizingMask.contains(flag) {
        if !firstFlag { writer.raw(", ") }
        firstFlag = false
        writer.raw("\"")
        writer.raw(name)
        writer.raw("\"")
      }
      writer.raw("]")
    }
    if view.frame != .zero {
      writer.key("frame", first: &first)
      optionalNumbers(
        [("x", view.frame.x), ("y", view.frame.y), ("width", view.frame.width), ("height", view.frame.height)], to: &writer)
    }
    let margins = view.layoutMargins
    if margins != .defaultLayoutMargins {
      let fallback = EdgeInsets.defaultLayoutMargins.top
      writer.key("layoutMargins", first: &first)
      optionalNumbers(
        [("top", margins.top == fallback ? nil : margins.top), ("left", margins.left == fallback ? nil : margins.left),
         ("bottom", margins.bottom == fallback ? nil : margins.bottom), ("right", margins.right == fallback ? nil : margins.right)],
        to: &writer)
    }
    if view.sizeSetInSuperviewLayout {
      writer.key("sizeSetInSuperviewLayout", first: &first)
      writer.bool(true)
    }
    writer.raw("}")
  }

  private static func write(_ guide: LayoutGuide, named name: String, owner: String, to writer: inout JSONWriter) {
    var first = true
    writer.raw("{")
    writer.key("name", first: &first)
    writer.string(name)
    writer.key("owner", first: &first)
    writer.string(owner)
    writer.key("kind", first: &first)
    writer.string(guide.kindName)
    switch guide {
    case .safeArea(let insets) where !insets.isZero:
      writer.key("insets", first: &first)
      optionalNumbers(
        [("top", insets.top == 0 ? nil : insets.top), ("left", insets.left == 0 ? nil : insets.left),
         ("bottom", insets.bottom == 0 ? nil : insets.bottom), ("right", insets.right == 0 ? nil : insets.right)],
        to: &writer)
    case .topLayoutGuide(let length), .bottomLayoutGuide(let length):
      writer.key("length", first: &first)
      writer.number(length)
    default: break
    }
    writer.raw("}")
  }

  private static func write(_ expected: ExpectedFrames, in layout: Layout, to writer: inout JSONWriter) {
    writer.raw(",\n  \"expectedFrames\": {")
    if let source = expected.source {
      writer.raw("\n    \"source\": ")
      writer.string(source)
      writer.raw(",")
    }
    if expected.tolerance != ExpectedFrames.defaultTolerance {
      writer.raw("\n    \"tolerance\": ")
      writer.number(expected.tolerance)
      writer.raw(",")
    }
    writer.raw("\n    \"frames\": [")
    for (index, entry) in expected.entries.enumerated() {
      writer.raw(index == 0 ? "\n      {\"view\": " : ",\n      {\"view\": ")
      writer.string(layout.name(of: entry.view))
      for (key, value) in [("x", entry.frame.x), ("y", entry.frame.y), ("width", entry.frame.width), ("height", entry.frame.height)] as [(StaticString, Double)] {
        writer.raw(", \"")
        writer.raw(key)
        writer.raw("\": ")
        writer.number(value)
      }
      if entry.status != .checked {
        writer.raw(", \"status\": ")
        writer.string(entry.status.rawValue)
      }
      writer.raw("}")
    }
    writer.raw(expected.entries.isEmpty ? "]\n  }" : "\n    ]\n  }")
  }

  /// The `workloads` section: one list per line group, one entry per line, only the lists given.
  private static func write(_ workloads: ScenarioWorkloads, in layout: Layout, to writer: inout JSONWriter) {
    writer.raw(",\n  \"workloads\": {")
    var firstList = true
    func list<T>(_ name: StaticString, _ items: [T]?, _ body: (T, inout JSONWriter) -> Void) {
      guard let items else { return }
      writer.raw(firstList ? "\n    \"" : ",\n    \"")
      firstList = false
      writer.raw(name)
      writer.raw("\": [")
      for (index, item) in items.enumerated() {
        writer.raw(index == 0 ? "\n      " : ",\n      ")
        body(item, &writer)
      }
      writer.raw(items.isEmpty ? "]" : "\n    ]")
    }
    list("rootSizes", workloads.rootSizes) { size, writer in self.size(size, to: &writer) }
    list("constants", workloads.constants) { change, writer in
      writer.raw("{\"constraint\": ")
      writer.number(Double(change.constraintIndex))
      writer.raw(", \"values\": [")
      for (index, value) in change.values.dropFirst().enumerated() {
        if index > 0 { writer.raw(", ") }
        writer.number(value)
      }
      writer.raw("]}")
    }
    list("intrinsicSizes", workloads.intrinsicSizes) { change, writer in
      writer.raw("{\"view\": ")
      writer.string(layout.name(of: change.view))
      writer.raw(", \"sizes\": [")
      for (index, size) in change.sizes.dropFirst().enumerated() {
        if index > 0 { writer.raw(", ") }
        optionalNumbers([("width", size.width), ("height", size.height)], to: &writer)
      }
      writer.raw("]}")
    }
    list("churn", workloads.churn) { view, writer in writer.string(layout.name(of: view)) }
    list("moves", workloads.moves) { move, writer in
      writer.raw("{\"view\": ")
      writer.string(layout.name(of: move.top))
      writer.raw(", \"to\": ")
      writer.string(layout.name(of: move.newParent))
      write(move.replacements, in: layout, to: &writer)
      writer.raw("}")
    }
    list("removals", workloads.removals) { removal, writer in
      writer.raw("{\"view\": ")
      writer.string(layout.name(of: removal.top))
      if !removal.replacements.isEmpty { write(removal.replacements, in: layout, to: &writer) }
      writer.raw("}")
    }
    writer.raw(firstList ? "}" : "\n  }")
  }

  /// `, "constraints": [{"constraint": 4, "with": {...}}, ...]` on the entry's line.
  private static func write(_ replacements: [ConstraintReplacement], in layout: Layout, to writer: inout JSONWriter) {
    writer.raw(", \"constraints\": [")
    for (index, replacement) in replacements.enumerated() {
      writer.raw(index == 0 ? "{\"constraint\": " : ", {\"constraint\": ")
      writer.number(Double(replacement.index))
      writer.raw(", \"with\": ")
      write(replacement.constraint, in: layout, to: &writer)
      writer.raw("}")
    }
    writer.raw("]")
  }

  private static func write(_ constraint: LayoutConstraint, in layout: Layout, to writer: inout JSONWriter) {
    var first = true
    writer.raw("{")
    writer.key("first", first: &first)
    writer.string(layout.name(of: constraint.first))
    writer.key("firstAttribute", first: &first)
    writer.string(constraint.firstAttribute.rawValue)
    if constraint.relation != .equal {
      writer.key("relation", first: &first)
      writer.string(constraint.relation.rawValue)
    }
    if let second = constraint.second {
      writer.key("second", first: &first)
      writer.string(layout.name(of: second))
      writer.key("secondAttribute", first: &first)
      writer.string(constraint.secondAttribute.rawValue)
    }
    if constraint.multiplier != 1 {
      writer.key("multiplier", first: &first)
      writer.number(constraint.multiplier)
    }
    if constraint.constant != 0 {
      writer.key("constant", first: &first)
      writer.number(constraint.constant)
    }
    if constraint.priority.rawValue != LayoutPriority.required.rawValue {
      writer.key("priority", first: &first)
      writer.number(constraint.priority.rawValue)
    }
    if let identifier = constraint.identifier {
      writer.key("identifier", first: &first)
      writer.string(identifier)
    }
    if constraint.changesOften {
      writer.key("changesOften", first: &first)
      writer.bool(true)
    }
    writer.raw("}")
  }

  /// `{"a": 1, "b": 2}` leaving out the members that are `nil`.
  private static func optionalNumbers(_ members: [(StaticString, Double?)], to writer: inout JSONWriter) {
    var first = true
    writer.raw("{")
    for (key, value) in members {
      guard let value else { continue }
      writer.key(key, first: &first)
      writer.number(value)
    }
    writer.raw("}")
  }
}
