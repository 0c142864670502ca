import LayoutModel
import ScenarioFiles

/// Builds the layout of one root of a document: its views in document order, then its layout
/// guides and stack views, then its constraints, then the frames Xcode saved.
struct RootBuilder {
  /// One view of the root while it is being built.
  struct Node {
    var element: Int
    var ibID: String
    /// The superview's node, `nil` for the root.
    var parent: Int?
    /// The frame in the superview's top-left coordinates.
    var frame: Rect
    /// The frame's origin in the root's coordinates, for safe areas and inherited margins.
    var originInRoot: (x: Double, y: Double)
    var model: ViewID
    /// Whether the saved frame was missing and made up (a cell's content view filling the cell).
    var frameWasMadeUp: Bool
  }

  let context: DocumentContext
  let rootElement: Int
  var tree: XMLTree { context.tree }
  var layout: Layout
  var warnings: [ImportWarning] = []
  var nodes: [Node] = []
  var nodeByElement: [Int: Int] = [:]
  /// Model items (views and guides) by Interface Builder `id`.
  var itemByID: [String: ViewID] = [:]
  var variations: VariationSet
  var documentConstraintCount = 0
  /// The part of each stack's constraints ``addStackViews()`` installs.
  var stackPart = StackViewArrangement.InstallPart.all
  /// The content-area guide of each scroll view that needed one, by the scroll view's node.
  var scrollContentGuides: [Int: ViewID] = [:]
  /// The ids of the views some constraint of the root names (``collectConstrainedIDs()``).
  var constrainedIDs: Set<String> = []
  /// The mean saved width (height) of the views a required constraint holds to one width
  /// (height), by node, where those saved sizes differ by rounding (``collectEqualSizeGroups()``).
  var equalWidthMeans: [Int: Double] = [:]
  var equalHeightMeans: [Int: Double] = [:]
  /// What the importer knew of each view, for reports.
  var importedViews: [ViewID: ImportedView] = [:]
  /// The root's safe-area insets, in its own coordinates.
  var rootSafeArea = EdgeInsets.zero
  /// The heights of the bars over the root, for the top and bottom layout guides.
  var barInsets = (top: 0.0, bottom: 0.0)
  /// For an AppKit root Xcode saved as misplaced, the guide its constraints name in its place
  /// (``addMisplacedRootContent()``).
  var misplacedRootContent: ViewID?

  init(context: DocumentContext, rootElement: Int) {
    self.context = context
    self.rootElement = rootElement
    variations = VariationSet(context: context, root: rootElement)
    layout = Layout(rootName: "root", rootSize: Size(width: 0, height: 0))
  }

  func rootName() -> String {
    let element = tree[rootElement]
    var label: String?
    if let controller = context.controller(ofRootView: rootElement) {
      let c = tree[controller].attributes
      label = c["title"] ?? c["storyboardIdentifier"] ?? c["customClass"] ?? c["userLabel"]
      if label == nil, let scene = context.scene(of: rootElement) { label = tree[scene].precedingComment }
      label = label ?? tree[controller].name
    } else {
      let a = element.attributes
      label = a["userLabel"] ?? a["reuseIdentifier"] ?? a["identifier"] ?? a["customClass"]
      // A cell is named by its own kind rather than by the scene it is a prototype of.
      if label == nil, !DocumentContext.cellKinds.contains(element.name), let scene = context.scene(of: rootElement) {
        label = tree[scene].precedingComment
      }
      label = label ?? element.name
    }
    return sanitized(label ?? element.name) + "-" + sanitized(element.attributes["id"] ?? "?")
  }

  /// The model name of a view: its label (user label, class or kind) and its `id`.
  func viewName(_ element: Int) -> String {
    let a = tree[element].attributes
    let label = a["userLabel"] ?? a["customClass"] ?? tree[element].name
    return sanitized(label) + "-" + (a["id"] ?? "?")
  }

  mutating func build() throws(InterfaceBuilderError) -> ImportedRoot {
    try checkRootFrame()
    warnings += variations.warnings
    collectNodes()
    guard !nodes.isEmpty else {
      throw .rootRejected(root: tree[rootElement].attributes["id"] ?? "?", reason: "the root has no frame")
    }
    if let frame = misplacedSceneViewFrame() {
      nodes[0].frame.width = frame.width
      nodes[0].frame.height = frame.height
    }
    let rootFrame = nodes[0].frame
    layout = Layout(rootName: viewName(rootElement), rootSize: Size(width: rootFrame.width, height: rootFrame.height))
    itemByID[nodes[0].ibID] = .root
    computeRootInsets()
    collectConstrainedIDs()
    collectEqualSizeGroups()
    for index in nodes.indices {
      do {
        try addView(node: index)
      } catch {
        throw .rootRejected(root: nodes[0].ibID, reason: "view \(nodes[index].ibID): \(error)")
      }
    }
    addGuides()
    addMisplacedRootContent()
    // A stack's arrangement is installed after the document's constraints, its hidden views'
    // zero lengths before them (``addStackViews()``).
    stackPart = .hiding
    addStackViews()
    addGridViews()
    addConstraints()
    stackPart = .arrangement
    addStackViews()
    addHiddenContentLengths()
    let expectedFrames = recordExpectedFrames()
    return ImportedRoot(
      name: rootName(), id: nodes[0].ibID, element: tree[rootElement].name, layout: layout,
      expectedFrames: expectedFrames, warnings: warnings,
      documentConstraintCount: documentConstraintCount, views: importedViews)
  }

  /// Refuses a root whose saved frame has a number no screen has: the root's size is the
  /// layout's input, and a frame read as 0 x 0 or as a negative size would be laid out silently
  /// wrong or refused later without naming the document's element.
  func checkRootFrame() throws(InterfaceBuilderError) {
    guard let rect = tree.child(of: rootElement, named: "rect", key: "frame") else { return }
    let a = tree[rect].attributes
    for name in ["x", "y", "width", "height"] {
      let text = a[name] ?? ""
      let isSize = name == "width" || name == "height"
      guard let value = number(text), !isSize || value >= 0 else {
        throw .invalidRootFrame(
          root: tree[rootElement].attributes["id"] ?? "?", element: tree[rootElement].name, line: tree[rect].line,
          attribute: name, value: text)
      }
    }
  }

  // MARK: Views

  /// Finds the root's views in document order: every view below the root, except cells (roots
  /// of their own) and views the default configuration excludes.
  mutating func collectNodes() {
    var stack: [(element: Int, parentNode: Int?)] = [(rootElement, nil)]
    while let (element, parentNode) = stack.popLast() {
      var nextParent = parentNode
      if context.isView(element) {
        if element != rootElement, DocumentContext.cellKinds.contains(tree[element].name) { continue }
        let id = tree[element].attributes["id"] ?? ""
        if variations.excludedViews.contains(id) {
          warnings.append(context.warning(element, "excluded by a size-class variation in the device's configuration; left out with its subviews"))
          continue
        }
        nodeByElement[element] = nodes.count
        nodes.append(Node(
          element: element, ibID: id, parent: parentNode, frame: .zero, originInRoot: (0, 0), model: .root,
          frameWasMadeUp: false))
        placeFrame(of: nodes.count - 1)
        nextParent = nodes.count - 1
      }
      // Variations and design-time objects hold no views.
      if tree[element].name == "variation" { continue }
      for child in tree[element].children.reversed() { stack.append((child, nextParent)) }
    }
  }

  /// Converts the saved frame to the superview's top-left coordinates and places it in the root.
  mutating func placeFrame(of index: Int) {
    let element = nodes[index].element
    var frame = context.savedFrame(of: element)
    guard let parent = nodes[index].parent else {
      let saved = frame ?? Rect.zero
      nodes[index].frame = Rect(x: 0, y: 0, width: saved.width, height: saved.height)
      return
    }
    let parentFrame = nodes[parent].frame
    if frame == nil {
      // A cell's content view saved without a frame fills the cell, less a table cell's
      // separator of one pixel at the bottom.
      let separator = tree[nodes[parent].element].name == "tableViewCell" ? 1 / context.device.scale : 0
      frame = Rect(x: 0, y: 0, width: parentFrame.width, height: max(0, parentFrame.height - separator))
      nodes[index].frameWasMadeUp = true
      if !context.isCellContentView(element) {
        warnings.append(context.warning(element, "view without a saved frame; placed at its superview's origin with the superview's size"))
      }
    }
    guard var rect = frame else { return }
    if context.platform == .macOS, !isFlipped(nodes[parent].element) {
      rect.y = parentFrame.height - rect.y - rect.height
    }
    nodes[index].frame = rect
    let origin = nodes[parent].originInRoot
    nodes[index].originInRoot = (origin.x + rect.x, origin.y + rect.y)
  }

  /// Whether an AppKit view's subviews are laid out from the top left (`isFlipped`), as
  /// Interface Builder saves their frames. An `NSStackView` is not: a vertical stack's first
  /// arranged view has the largest saved `y`; nor is an `NSTableCellView` (a label pinned 2 pt
  /// below the top of a 68 pt cell is saved at y 50, Aerial's SourcesViewController.xib). A clip
  /// view is flipped as its document view is, as `NSClipView` is: a custom view pinned to the
  /// top of its clip view is saved at y 51 in a 661 pt clip view for its 610 pt (Aerial's
  /// AdvancedViewController.xib, and -2 for 530 in 528 in CreditsViewController.xib).
  func isFlipped(_ element: Int) -> Bool {
    let e = tree[element]
    if e.attributes["flipped"] == "YES" { return true }
    switch e.name {
    case "clipView":
      guard let subviews = tree.child(of: element, named: "subviews"), let document = tree[subviews].children.first
      else { return true }
      return isFlipped(document)
    case "tableView", "outlineView", "textView", "collectionView", "matrix",
      "splitView", "tabView", "rulerView":
      return true
    default:
      return false
    }
  }

  mutating func addView(node index: Int) throws(LayoutError) {
    let node = nodes[index]
    if index == 0 {
      let properties = viewProperties(node: index)
      try layout.update(.root) { view in
        view.layoutMargins = properties.layoutMargins
        view.contentHugging = properties.contentHugging
        view.compressionResistance = properties.compressionResistance
      }
      return
    }
    guard let parent = node.parent else { return }
    let known = noteUnsupportedContent(node: index)
    var view = viewProperties(node: index)
    view.name = viewName(node.element)
    view.parent = nodes[parent].model
    let id = try layout.addView(view)
    nodes[index].model = id
    itemByID[node.ibID] = id
    importedViews[id] = ImportedView(
      kind: tree[node.element].name, ibID: node.ibID,
      intrinsicSource: intrinsicSize(node: index, insets: view.alignmentInsets).source,
      metric: controlMetric(node: index)?.key, isKnownKind: known)
  }

  /// Warns about a view whose intrinsic size the document cannot give: an element kind the
  /// importer does not know, or a custom class of a plain view without a placeholder size.
  /// Returns whether the element kind is one the importer knows.
  @discardableResult
  mutating func noteUnsupportedContent(node index: Int) -> Bool {
    let element = nodes[index].element
    let kind = tree[element].name
    let known = Self.knownWithoutIntrinsicSize.contains(kind) || kind == "imageView" || kind == "textView"
      || (context.platform == .macOS ? Self.appKitIntrinsicAxes : Self.uikitIntrinsicAxes)[kind] != nil
    if !known {
      warnings.append(context.warning(element, "element kind not known to the importer: laid out as a plain view without an intrinsic size"))
      return false
    }
    let hasPlaceholder = attribute(element, "placeholderIntrinsicWidth") != nil || attribute(element, "placeholderIntrinsicHeight") != nil
    if let customClass = attribute(element, "customClass"), kind == "view" || kind == "customView", !hasPlaceholder,
      !context.isCellContentView(element)
    {
      warnings.append(context.warning(
        element, "custom class \(customClass) has no intrinsic size in the document; none assumed, as Interface Builder assumes"))
    }
    return true
  }

  // MARK: Expected frames

  /// The frames Xcode saved, for every view but the root (whose size is the layout's input).
  func recordExpectedFrames() -> ExpectedFrames {
    var entries: [ExpectedFrames.Entry] = []
    for node in nodes.dropFirst() {
      let a = tree[node.element].attributes
      // A made-up frame is not a reference.
      if node.frameWasMadeUp { continue }
      let status: ExpectedFrames.Status =
        a["misplaced"] == "YES" ? .misplaced : a["ambiguous"] == "YES" ? .ambiguous : .checked
      entries.append(.init(view: node.model, frame: node.frame, status: status))
    }
    var source = context.platform == .macOS ? "Interface Builder (AppKit)" : "Interface Builder (UIKit)"
    if let version = context.toolsVersion { source += ", toolsVersion \(version)" }
    if context.device.id != DeviceMetrics.unknown.id { source += ", device \(context.device.id)" }
    return ExpectedFrames(source: source, entries: entries)
  }
}

/// A name fit for a file and a report: letters, digits, `-`, `_` and `.`; anything else becomes
/// `_`, and runs of it one.
func sanitized(_ text: String) -> String {
  var result = ""
  for scalar in text.unicodeScalars {
    let ok = (scalar.value < 128 && (CharacterSet.alnum(scalar) || scalar == "-" || scalar == "." ))
    if ok { result.unicodeScalars.append(scalar) } else if !result.hasSuffix("_") { result += "_" }
  }
  while result.hasPrefix("_") || result.hasPrefix(".") { result.removeFirst() }
  while result.hasSuffix("_") { result.removeLast() }
  return result.isEmpty ? "view" : String(result.prefix(60))
}

private enum CharacterSet {
  static func alnum(_ scalar: Unicode.Scalar) -> Bool {
    (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
  }
}
