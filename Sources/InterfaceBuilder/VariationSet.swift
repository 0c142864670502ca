/// The size-class variations of one root, resolved for the document's device.
///
/// Interface Builder keeps one document for every size class: `<variation key="default">`
/// leaves constraints or subviews out of the base configuration, and a variation keyed by traits
/// (`heightClass=compact-widthClass=compact`) includes them or changes an attribute where the
/// traits hold. The saved frames are those of the document's device, so a variation applies
/// exactly when the device has its traits. Every variation other than the default one gets a
/// warning saying whether it was applied.
struct VariationSet {
  /// Constraint and view ids left out of the device's configuration.
  var excludedConstraints: Set<String> = []
  var excludedViews: Set<String> = []
  /// Attributes a matching variation sets on its parent element, by element.
  var overrides: [Int: [String: String]] = [:]
  var warnings: [ImportWarning] = []

  init(context: DocumentContext, root: Int) {
    let tree = context.tree
    var keyed: [(element: Int, specificity: Int, matches: Bool)] = []
    for element in tree.descendants(of: root) where tree[element].name == "variation" && context.rootContaining(element) == root {
      let key = tree[element].attributes["key"] ?? ""
      if key == "default" {
        apply(element, tree: tree)
        continue
      }
      let traits = key.split(separator: "-").map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
      let matches = traits.allSatisfy { pair in pair.count == 2 && Self.device(context.device, has: pair[0], pair[1]) }
      keyed.append((element, traits.count, matches))
      warnings.append(context.warning(
        element,
        "size-class variation '\(key)' " + (matches
          ? "applied: the document's device (\(context.device.id)) has these traits"
          : "ignored: the document's device (\(context.device.id)) does not have these traits")))
    }
    // More specific variations win over more general ones.
    for entry in keyed.sorted(by: { $0.specificity < $1.specificity }) where entry.matches {
      apply(entry.element, tree: tree)
    }
  }

  private mutating func apply(_ variation: Int, tree: XMLTree) {
    for mask in tree.children(of: variation, named: "mask") {
      let kind = tree[mask].attributes["key"]
      for item in tree[mask].children {
        guard let reference = tree[item].attributes["reference"] else { continue }
        let exclude = tree[item].name == "exclude"
        switch kind {
        case "constraints":
          if exclude { excludedConstraints.insert(reference) } else { excludedConstraints.remove(reference) }
        case "subviews":
          if exclude { excludedViews.insert(reference) } else { excludedViews.remove(reference) }
        default: break
        }
      }
    }
    let attributes = tree[variation].attributes.filter { $0.key != "key" }
    if !attributes.isEmpty, tree[variation].parent >= 0 {
      overrides[tree[variation].parent, default: [:]].merge(attributes) { _, new in new }
    }
  }

  private static func device(_ device: DeviceMetrics, has trait: String, _ value: String) -> Bool {
    switch trait {
    case "widthClass": device.widthClass.rawValue == value
    case "heightClass": device.heightClass.rawValue == value
    case "userInterfaceIdiom": device.idiom.rawValue == value
    default: false
    }
  }
}
