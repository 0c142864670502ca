import LayoutModel

extension RootBuilder {
  /// Which axes of a kind of control have an intrinsic content size: taken from the saved frame,
  /// since the control's content (text, font, image) is what Interface Builder measured.
  enum IntrinsicAxes { case both, height, width, none }

  static let uikitIntrinsicAxes: [String: IntrinsicAxes] = [
    "label": .both, "button": .both, "textField": .both, "switch": .both, "segmentedControl": .both,
    "stepper": .both, "activityIndicatorView": .both, "pageControl": .both, "datePicker": .both,
    "pickerView": .both, "slider": .height, "progressView": .height, "searchBar": .height,
    "navigationBar": .height, "toolbar": .height, "tabBar": .height,
  ]

  static let appKitIntrinsicAxes: [String: IntrinsicAxes] = [
    "textField": .both, "secureTextField": .both, "button": .both, "popUpButton": .both, "segmentedControl": .both,
    "stepper": .both, "datePicker": .both, "comboBox": .height, "searchField": .height,
    "tokenField": .height, "pathControl": .height, "levelIndicator": .height, "slider": .height,
    "progressIndicator": .height, "colorWell": .both, "switch": .both,
  ]

  /// The AppKit controls whose height is intrinsic and whose length is not, which keep their
  /// saved length (`intrinsicSize(node:insets:)`).
  static let appKitFreeLengthKinds: Set<String> = [
    "slider", "progressIndicator", "levelIndicator", "searchField", "comboBox", "pathControl", "tokenField",
  ]

  /// The point sizes of AppKit's named fonts, for a `<font metaFont=...>` without a size.
  static let appKitMetaFontSizes: [String: Double] = [
    "system": 13, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9, "miniSystemBold": 9,
    "message": 13, "controlContent": 13, "cellTitle": 13, "menu": 13, "toolTip": 11, "label": 10, "paletteTitle": 11,
  ]

  /// Element kinds whose intrinsic size is none: containers and views that scroll.
  static let knownWithoutIntrinsicSize: Set<String> = [
    "view", "scrollView", "tableView", "collectionView", "stackView", "containerView", "visualEffectView",
    "mapView", "wkWebView", "webView", "tableViewCellContentView", "collectionViewCellContentView",
    "tableViewCell", "collectionViewCell", "collectionReusableView", "clipView", "customView", "box",
    "scroller", "outlineView", "splitView", "tabView", "tableCellView", "glkView", "mtkView", "sceneKitView",
    "arscnView", "arskView", "skView", "window", "tableViewHeaderFooterView", "gridView",
  ]

  /// An attribute of an element, as the device's configuration has it (variations applied).
  func attribute(_ element: Int, _ name: String) -> String? {
    variations.overrides[element]?[name] ?? tree[element].attributes[name]
  }

  /// Whether the element is an arranged subview of a stack view, whose translation is switched
  /// off by the stack.
  func isArranged(_ index: Int) -> Bool {
    guard let parent = nodes[index].parent else { return false }
    return tree[nodes[parent].element].name == "stackView"
  }

  /// Whether the node is an AppKit scroll view's clip view (`<clipView key="contentView">`),
  /// whose frame the scroll view sets when it tiles: a clip view saved with
  /// `translatesAutoresizingMaskIntoConstraints="NO"` and no constraints (Sequel-Ace's
  /// `ConnectionView.xib`) still fills its scroll view in Xcode's frames.
  func isScrollViewContentView(_ index: Int) -> Bool {
    let element = nodes[index].element
    return context.platform == .macOS && tree[element].name == "clipView" && tree[element].attributes["key"] == "contentView"
  }

  /// The first build (`toolsVersion` 21000, Xcode 14) whose storyboards' prototype table cells
  /// keep their row height against their content's constraints.
  static let prototypeCellRowHeightBuild = 21000

  /// Whether a table cell's content view keeps the cell's height where the content's required
  /// constraints want another: a storyboard's prototype cell (a cell of a table, sized by its
  /// row height) from Xcode 14 on.
  ///
  /// Why: where the content's constraints conflict with the row height, Xcode 14 and later
  /// save a prototype cell's content view at the row height with the content's own constraint
  /// broken, as for any view whose size is translated from its mask (round 55): iNaturalist's
  /// `MainStoryboard.storyboard` (22154: a 200 pt map cell whose map is pinned inside it with a
  /// 178 pt height, saved 200 tall; photo, author, data-quality and button cells) and
  /// `Projects.storyboard` (21225: a 44 pt cell whose stack is pinned 5 pt inside it around a
  /// 44 pt image, the image saved 34 tall), and Monal's `Main.storyboard` (32700.99, Xcode 26's
  /// prerelease: 140 pt file-transfer cells whose 200 pt preview views are saved 105 tall).
  /// Xcode 11's prototype cells (QuickBlox's `Auth.storyboard`, 15705: 44 pt text fields pinned
  /// 18 pt down in 59 pt cells, kept 44 tall) and a xib's own cells of any build (the
  /// Corona-Warn-App's, 19529; Open Food Facts', 14868; fearless', 21225), which no row height
  /// sizes, keep the content's height. Builds 16088 to 20999 have no storyboard cell whose
  /// constraints conflict in the training set, so the rule starts where it was measured.
  var prototypeCellKeepsRowHeight: Bool {
    context.isStoryboard && context.toolsMajor >= Self.prototypeCellRowHeightBuild
  }

  /// The model view for a node: priorities, intrinsic size, autoresizing, margins, baselines
  /// (name and parent are set by the caller).
  func viewProperties(node index: Int) -> View {
    let node = nodes[index]
    let element = node.element
    var view = View(name: "", parent: nil)
    func priority(_ name: String, _ fallback: LayoutPriority) -> LayoutPriority {
      guard let value = number(attribute(element, name)), value >= 1, value <= 1000 else { return fallback }
      return LayoutPriority(value)
    }
    view.contentHugging = AxisPriorities(
      horizontal: priority("horizontalHuggingPriority", .defaultLow), vertical: priority("verticalHuggingPriority", .defaultLow))
    view.compressionResistance = AxisPriorities(
      horizontal: priority("horizontalCompressionResistancePriority", .defaultHigh),
      vertical: priority("verticalCompressionResistancePriority", .defaultHigh))
    view.alignmentInsets = alignmentInsets(node: index)
    view.intrinsicContentSize = intrinsicSize(node: index, insets: view.alignmentInsets).size
    view.frame = node.frame
    if index > 0 {
      if context.isCellContentView(element) || isScrollViewContentView(index) {
        // The cell sizes its content view to fill it; an NSScrollView tiles its clip view
        // whatever the clip view's translation flag says.
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // A table cell sets its content view's frame in its own layout, so where the content's
        // constraints want another height, Xcode saves the content view at that height and
        // keeps the cell's (LayoutDiagnosis.installationOrder), but for a storyboard's
        // prototype cell of Xcode 14 on (round 70), which keeps its row height.
        view.sizeSetInSuperviewLayout =
          tree[element].name == "tableViewCellContentView" && !prototypeCellKeepsRowHeight
        if isScrollViewContentView(index), let scroll = node.parent, attribute(nodes[scroll].element, "misplaced") == "YES" {
          // Xcode does not tile a scroll view it marks misplaced: its clip view keeps the frame
          // saved for the scroll view's saved size, whatever size the constraints give the
          // scroll view (Sequel-Ace's `FieldEditorSheet.xib`, three clip views 342 pt tall in
          // scroll views laid out 341; AutoPkgr's `LGIntegrationsViewController.xib`, CotEditor's
          // `MultipleReplaceView.storyboard`, FSNotes' `Main.storyboard`).
          view.autoresizingMask = []
        }
      } else if !isArranged(index) {
        // A view Interface Builder keeps at a fixed frame (`fixedFrame`, older documents' views
        // without constraints) is placed by its autoresizing mask when the document is loaded,
        // whatever its translation flag says.
        // So is a view that no constraint of the document names: Interface Builder gives a
        // view without constraints prototyping constraints that hold its frame (Sequel-Ace's
        // UserManagerView.xib: a tab's whole content, saved not translating and unconstrained).
        // A grid's cell content is the exception: the grid places it.
        let inGrid = node.parent.map { tree[nodes[$0].element].name == "gridView" } ?? false
        view.translatesAutoresizingMaskIntoConstraints =
          attribute(element, "fixedFrame") == "YES" || attribute(element, "translatesAutoresizingMaskIntoConstraints") != "NO"
          || (!constrainedIDs.contains(node.ibID) && !inGrid)
        view.autoresizingMask = autoresizingMask(node: index)
      }
    }
    if view.translatesAutoresizingMaskIntoConstraints {
      // The model places a translated view's alignment rect at its frame; AppKit and UIKit keep
      // the drawn frame where the mask puts it, so the rect given is the saved frame less the
      // insets.
      let i = view.alignmentInsets
      view.frame = Rect(
        x: node.frame.x + i.left, y: node.frame.y + i.top, width: node.frame.width - i.left - i.right,
        height: node.frame.height - i.top - i.bottom)
    }
    let (bottom, top) = baselines(node: index, insets: view.alignmentInsets)
    view.baselineOffsetFromBottom = bottom
    view.firstBaselineOffsetFromTop = top
    view.layoutMargins = layoutMargins(node: index)
    return view
  }

  /// The intrinsic content size: a placeholder where the document gives one (`infinite` meaning
  /// none on that axis), the image's size for an image view, the saved frame for controls whose
  /// size comes from their content, and none for containers.
  ///
  /// Constraints act on the alignment rect, so a size read from the frame loses the insets.
  func intrinsicSize(node index: Int, insets: EdgeInsets) -> (size: IntrinsicContentSize, source: ImportedView.IntrinsicSource) {
    var result = savedIntrinsicSize(node: index, insets: insets)
    guard result.source == .savedFrame else { return result }
    // Views a required constraint holds to one size share the mean of their saved sizes
    // (``equalSizeMean(node:axis:)``).
    if result.size.width != nil, let mean = equalSizeMean(node: index, axis: .width) {
      result.size.width = mean
    }
    if result.size.height != nil, let mean = equalSizeMean(node: index, axis: .height) {
      result.size.height = mean
    }
    return result
  }

  /// ``intrinsicSize(node:insets:)`` as the view's own document gives it, before its
  /// equal-size group is consulted.
  func savedIntrinsicSize(node index: Int, insets: EdgeInsets) -> (size: IntrinsicContentSize, source: ImportedView.IntrinsicSource) {
    let node = nodes[index]
    let element = node.element
    let kind = tree[element].name
    let frame = Rect(
      x: 0, y: 0, width: max(0, node.frame.width - insets.left - insets.right),
      height: max(0, node.frame.height - insets.top - insets.bottom))
    var size = IntrinsicContentSize.none
    var source = ImportedView.IntrinsicSource.none
    switch kind {
    case "imageView":
      if let image = imageName(element) {
        // A UIKit document lists an SF Symbol in `<resources>` at the catalog's size, its longer
        // side 128 (`chevron.right` 97 x 128, `questionmark.circle.fill` 128 x 123), not the size
        // UIKit draws it at, which follows the symbol configuration and the text style; the
        // saved frame has the drawn size. Loop's chevrons and question marks (saved 11 x 14,
        // 19 x 18), LoopKit's override cells' symbols (14 x 14, 12.5 x 16.5), Trailer's chevron
        // (12.5 x 16.5) and Gladys' circles (20 x 19) had been laid out 97 or 128 pt wide, or
        // 20 x 20. AppKit lists a symbol at its point size and keeps it.
        if context.platform == .iOS, context.systemSymbols.contains(image) {
          size = IntrinsicContentSize(width: frame.width, height: frame.height)
          source = .savedFrame
        } else if let known = context.imageSizes[image] {
          size = IntrinsicContentSize(width: known.width, height: known.height)
          source = .resourceImage(image)
        } else {
          size = IntrinsicContentSize(width: frame.width, height: frame.height)
          source = .savedFrame
        }
      }
    case "textView":
      if attribute(element, "scrollEnabled") == "NO" {
        size = IntrinsicContentSize(width: frame.width, height: frame.height)
        source = .savedFrame
      }
    default:
      let table = context.platform == .macOS ? Self.appKitIntrinsicAxes : Self.uikitIntrinsicAxes
      var axes = table[kind] ?? .none
      // A spinning progress indicator is a square of its control size's side (16 or 32 pt);
      // only a bar is free along its length.
      if context.platform == .macOS, kind == "progressIndicator", attribute(element, "style") == "spinning" { axes = .both }
      // A separator box's length along its line is its saved one: AppKit gives a separator no
      // intrinsic length, so where nothing else sets it the engine leaves it where it was, and
      // Interface Builder saves it there. Fluor's preferences (16096) and Hot's preferences
      // window (21507) save separators 420 and 317 pt long in leading-aligned vertical stacks
      // 500 and 339 pt wide, and DuckDuckGo's permission view (22505) one 288 pt long in such a
      // stack whose other view is 217 wide; the importer had made them as long as the stack's
      // widest view or its width. Its thickness stays the table's 1 pt. No training view moves
      // with a vertical separator's saved height; it is given one by symmetry.
      // An AppKit control that has no intrinsic length of its own (a slider, a bar, a search
      // field, a combo box, a path control) keeps its saved length where nothing else sets it:
      // AppKit leaves the free length where it was and Interface Builder saves it there, not
      // flagging the control ambiguous. Clocker's sliders (18122: one in a grid's column set
      // by a 273 pt segmented control, saved 104 wide; one between a bar's leading edge and a
      // date picker, saved 196) and FSNotes' path control (24765, placed by its trailing edge
      // with room on its left, saved 170 wide) had been stretched to their column, their bar or
      // their superview's edge.
      if context.platform == .macOS, axes == .height, Self.appKitFreeLengthKinds.contains(kind) { axes = .both }
      if context.platform == .macOS, kind == "box", attribute(element, "boxType") == "separator" {
        axes = node.frame.width >= node.frame.height ? .width : .height
      }
      switch axes {
      case .both: size = IntrinsicContentSize(width: frame.width, height: frame.height)
      case .height: size = IntrinsicContentSize(width: nil, height: frame.height)
      case .width: size = IntrinsicContentSize(width: frame.width, height: nil)
      case .none: break
      }
      if size != .none { source = .savedFrame }
      if let metric = controlMetric(node: index), metric.entry.width != nil || metric.entry.height != nil {
        if let width = metric.entry.width { size.width = width }
        if let height = metric.entry.height { size.height = height }
        source = .metricsTable(metric.key)
      }
    }
    // A UIKit view of a Swift module's class (`customModule`) that holds no subviews takes its
    // saved size as its intrinsic size: Interface Builder builds the module's designable views
    // (`@IBDesignable`) and lays them out with the intrinsic size their own code gives, so the
    // frames it saves for one the document leaves unsized are that size, and it does not flag
    // the view ambiguous. Cosmos' demo (`Main.storyboard`, Xcode 9: rating views centered with
    // no width or height, saved 293 x 53, 170 x 30, 120 x 20) and BetterSegmentedControl's example
    // (`Main.storyboard`, Xcode 12: a control centered at 195 x 32) were laid out 0 x 0 and
    // ambiguous. An Objective-C class (no module) is not given one: Skim's custom views of
    // `NotesPreferences.xib` keep the sizes their constraints give (4 views lost when tried).
    if size == .none, kind == "view", attribute(element, "customClass") != nil, attribute(element, "customModule") != nil,
      tree.child(of: element, named: "subviews") == nil
    {
      size = IntrinsicContentSize(width: frame.width, height: frame.height)
      source = .savedFrame
    }
    let placeholderWidth = attribute(element, "placeholderIntrinsicWidth")
    let placeholderHeight = attribute(element, "placeholderIntrinsicHeight")
    if let placeholderWidth { size.width = placeholderWidth == "infinite" ? nil : number(placeholderWidth) }
    if let placeholderHeight { size.height = placeholderHeight == "infinite" ? nil : number(placeholderHeight) }
    if placeholderWidth != nil || placeholderHeight != nil { source = .placeholder }
    return (size, source)
  }

  /// The image an image view shows: its own `image` attribute (UIKit) or its cell's (AppKit's
  /// `<imageCell image=...>`, or the `<imageReference key="image">` newer Xcodes write in it).
  func imageName(_ element: Int) -> String? {
    if let name = attribute(element, "image") { return name }
    guard let cell = tree.child(of: element, named: "imageCell") else { return nil }
    return attribute(cell, "image")
      ?? tree.child(of: cell, named: "imageReference", key: "image").flatMap { attribute($0, "image") }
  }

  /// The insets from a control's frame to the rect its constraints align (its alignment rect),
  /// from ``ControlMetrics``: standard controls draw shadows, focus rings or track ends outside
  /// the rect they align, and the frames Xcode saves include them.
  func alignmentInsets(node index: Int) -> EdgeInsets {
    controlMetric(node: index)?.entry.alignmentInsets ?? .zero
  }

  /// Interface Builder's autoresizing flags as the model's mask. AppKit's y axis points up, so in
  /// an unflipped superview its `flexibleMinY` is the bottom margin.
  func autoresizingMask(node index: Int) -> AutoresizingMask {
    let element = nodes[index].element
    guard let maskElement = tree.child(of: element, named: "autoresizingMask", key: "autoresizingMask") else { return [] }
    let a = tree[maskElement].attributes
    var mask: AutoresizingMask = []
    let upward = context.platform == .macOS && !(nodes[index].parent.map { isFlipped(nodes[$0].element) } ?? true)
    if a["flexibleMinX"] == "YES" { mask.insert(.flexibleLeftMargin) }
    if a["widthSizable"] == "YES" { mask.insert(.flexibleWidth) }
    if a["flexibleMaxX"] == "YES" { mask.insert(.flexibleRightMargin) }
    if a["heightSizable"] == "YES" { mask.insert(.flexibleHeight) }
    if a["flexibleMinY"] == "YES" { mask.insert(upward ? .flexibleBottomMargin : .flexibleTopMargin) }
    if a["flexibleMaxY"] == "YES" { mask.insert(upward ? .flexibleTopMargin : .flexibleBottomMargin) }
    return mask
  }
}
