import LayoutModel

extension RootBuilder {
  /// Installs every stack view of the root, parents before children: the part of their
  /// constraints ``stackPart`` names.
  ///
  /// Why in two parts: a stack view installs its arrangement when it first updates its
  /// constraints, after the document's own constraints are in place, so where the two conflict
  /// it is the stack's constraint, added last, that Auto Layout breaks. Clocker's panel
  /// (`Panel.xib`, Xcode 12, AppKit) stacks views whose document heights add up to more than its
  /// 440 pt root: with the stack's constraints first, the bottom view's own 40 pt height was
  /// broken (-50 pt tall, its four buttons 45 pt above their saved frames); after, it keeps its
  /// height and its buttons match, and a spacing of the stack gives way. FloatingPanel's
  /// settings scene (Xcode 26, UIKit) keeps the document's 16 pt inset above its outer stack,
  /// which was broken when the stack's constraints came first. A hidden arranged view's zero
  /// length (`UISV-hiding`) still comes before the document's constraints: Rocket.Chat's hidden
  /// call button and picker (Xcode 10, sized 90 and 144 pt by the document) have neighbours
  /// saved where the stack's spacing around a zero-length view puts them; with the hidden
  /// views' own sizes kept, the neighbours moved (3 views lost). Since round 71 a `UIStackView`'s
  /// zero gives way to the hidden view's own sizes and its neighbours are chained from its start
  /// (``StackViewArrangement/Priorities/hiding``), so the order no longer decides them.
  mutating func addStackViews() {
    let warningsBefore = warnings
    for index in nodes.indices where tree[nodes[index].element].name == "stackView" {
      if context.platform == .macOS {
        addAppKitStackView(index)
      } else {
        addUIKitStackView(index)
      }
    }
    // The stacks' warnings are said once, with their arrangement.
    if stackPart == .hiding { warnings = warningsBefore }
  }

  /// The stack's arranged views: its subviews in document order.
  func arrangedNodes(of index: Int) -> [Int] {
    nodes.indices.filter { nodes[$0].parent == index }
  }

  mutating func addUIKitStackView(_ index: Int) {
    let element = nodes[index].element
    let axis: LayoutAxis = attribute(element, "axis") == "vertical" ? .vertical : .horizontal
    let distributionName = attribute(element, "distribution") ?? "fill"
    guard let distribution = StackViewArrangement.Distribution(rawValue: distributionName) else {
      warnings.append(context.warning(element, "stack distribution '\(distributionName)' is unknown; treated as fill"))
      return install(index, axis: axis, distribution: .fill, alignment: .fill, spacing: 0)
    }
    let alignmentName = attribute(element, "alignment") ?? "fill"
    let alignment: StackViewArrangement.Alignment
    switch alignmentName {
    case "fill": alignment = .fill
    case "top", "leading": alignment = .leading
    case "center": alignment = .center
    case "bottom", "trailing": alignment = .trailing
    case "firstBaseline": alignment = .firstBaseline
    case "lastBaseline", "baseline": alignment = .lastBaseline
    default:
      warnings.append(context.warning(element, "stack alignment '\(alignmentName)' is unknown; treated as fill"))
      alignment = .fill
    }
    if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
      warnings.append(context.warning(element, "baseline alignment applies to horizontal stacks only; UIKit fills a vertical one"))
    }
    install(
      index, axis: axis, distribution: distribution, alignment: alignment,
      spacing: number(attribute(element, "spacing"))
        ?? (attribute(element, "spacingType") == "standard" ? CanvasMetrics.standardStackSpacing : 0),
      baselineRelative: attribute(element, "baselineRelativeArrangement") == "YES",
      marginsRelative: arrangesInsideMargins(element))
  }

  /// Whether a `UIStackView` lays its arranged views out inside its layout margins.
  ///
  /// Interface Builder has no separate setting for it: a stack view given layout margins of its
  /// own (`<edgeInsets key="layoutMargins">`, or directional ones) arranges inside them, and the
  /// document does not write `layoutMarginsRelativeArrangement`. Every such stack of the training
  /// documents is saved that way, 15 stacks in two apps and three Xcodes: firebase
  /// quickstart-ios's `InstallationsExample` storyboard (15505: 20 pt above and below, 8 at the
  /// sides) and Instructions' `Basic Examples`, `Delegation`, `PausingResuming` and
  /// `Development` storyboards (16096 and 20037: 16 pt around), whose first arranged views sit
  /// at the margins' corner. The attribute is still honoured where a document writes it.
  func arrangesInsideMargins(_ element: Int) -> Bool {
    attribute(element, "layoutMarginsRelativeArrangement") == "YES" || explicitMargins(element) != nil
  }

  /// Holds every view inside a `UIStackView`'s hidden arranged view (and the hidden view itself)
  /// at zero length or more, just above the hiding zero (``StackViewArrangement/Priorities/hiddenContent``).
  ///
  /// A hidden view whose content's required constraints ask for a length keeps it (round 71's
  /// hiding gives way to required constraints), and what gives way inside it is content that
  /// has only an intrinsic length, down to 0 pt and no further: fearless' staking panes (21225)
  /// are saved 88 and 152 pt tall round a 52 pt view and their labels, each label 0 pt tall,
  /// and the Corona-Warn-App's check-in info view (19162) 40 pt round its 20 pt insets and a 0 pt
  /// label. Without it the hiding zero (above a label's compression resistance, 750) squeezed
  /// the labels to -88, -152 and -40 pt and the panes to 0.
  mutating func addHiddenContentLengths() {
    guard context.platform == .iOS else { return }
    // Nodes come in document order, each after its parent (`collectNodes`), so one pass marks
    // every view inside a hidden arranged view, whatever the depth of the tree.
    var insideHidden = [Bool](repeating: false, count: nodes.count)
    for index in nodes.indices {
      guard let parent = nodes[index].parent, parent < index else { continue }
      insideHidden[index] =
        insideHidden[parent]
        || (tree[nodes[parent].element].name == "stackView" && isHiddenInCanvas(nodes[index].element))
    }
    for index in nodes.indices.dropFirst() where insideHidden[index] {
      for attribute in [LayoutAttribute.width, .height] {
        do {
          try layout.addConstraint(LayoutConstraint(
            nodes[index].model, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: 0,
            priority: StackViewArrangement.Priorities.hiddenContent, identifier: "IB-hidden-content-length"))
        } catch {
          warnings.append(context.warning(nodes[index].element, "hidden content length not added: \(error)"))
        }
      }
    }
  }

  /// Whether Interface Builder's canvas lays an arranged view out as hidden: `hidden="YES"`,
  /// but for a UIKit activity indicator that hides when stopped, which the canvas shows.
  ///
  /// Why: the canvas draws such an indicator all the same, and a stack gives it its room.
  /// RxSwift's `APIWrappers` storyboard (plug-in 18093) saves a hidden gray indicator 20 pt tall
  /// in a vertical stack, the next view 20 pt lower; Gladys' `GladysAction` storyboard (19162) a
  /// hidden medium one 33 pt tall at y 232, the stack's 12 pt below the 220 pt image before it,
  /// where the hidden image view and label around it take no room. The importer collapsed both
  /// indicators to nothing.
  func isHiddenInCanvas(_ element: Int) -> Bool {
    guard attribute(element, "hidden") == "YES" else { return false }
    return !(context.platform == .iOS && tree[element].name == "activityIndicatorView"
      && attribute(element, "hidesWhenStopped") == "YES")
  }

  /// An `NSStackView`: orientation, alignment by attribute name, spacing (8 by default), edge
  /// insets as margins, distribution; gravity areas, the pre-10.11 default, are laid out by
  /// area where the document lists its views by area
  /// (`StackViewArrangement+AppKitDistribution.swift`), and otherwise as a fill whose gaps may
  /// grow, which is what they do for views that fit, held at their spacing at the stack's
  /// hugging priority along its axis.
  mutating func addAppKitStackView(_ index: Int) {
    let element = nodes[index].element
    let axis: LayoutAxis = attribute(element, "orientation") == "vertical" ? .vertical : .horizontal
    var distribution = StackViewArrangement.Distribution.fill
    var gravityAreas = false
    let distributionName = attribute(element, "distribution") ?? "gravityAreas"
    if let known = StackViewArrangement.Distribution(rawValue: distributionName) {
      distribution = known
    } else {
      distribution = .equalSpacing
      gravityAreas = true
      if gravityAreaOfViews(element).isEmpty {
        warnings.append(context.warning(
          element, "NSStackView distribution '\(distributionName)' (gravity areas) without views by area is laid out as equal spacing with the stack's spacing as the minimum gap"))
      }
    }
    let alignmentName = attribute(element, "alignment") ?? (axis == .horizontal ? "centerY" : "centerX")
    let alignment: StackViewArrangement.Alignment
    switch alignmentName {
    case "top", "leading", "left": alignment = .leading
    case "bottom", "trailing", "right": alignment = .trailing
    case "centerX", "centerY": alignment = .center
    case "firstBaseline": alignment = .firstBaseline
    case "lastBaseline", "baseline": alignment = .lastBaseline
    case "width", "height": alignment = .fill
    default:
      warnings.append(context.warning(element, "NSStackView alignment '\(alignmentName)' is unknown; treated as centered"))
      alignment = .center
    }
    var marginsRelative = false
    if let insets = tree.child(of: element, named: "edgeInsets", key: "edgeInsets") {
      let a = tree[insets].attributes
      let margins = EdgeInsets(
        top: number(a["top"]) ?? 0, left: number(a["left"]) ?? 0, bottom: number(a["bottom"]) ?? 0,
        right: number(a["right"]) ?? 0)
      do {
        try layout.update(nodes[index].model) { $0.layoutMargins = margins }
        marginsRelative = true
      } catch {
        warnings.append(context.warning(element, "edge insets not applied: \(error)"))
      }
    }
    // Custom spacing after each view, in arranged order; the largest float means "the default".
    var custom: [Double?] = []
    if let list = tree.child(of: element, named: "customSpacing") {
      custom = tree[list].children.map { number(tree[$0].attributes["value"]).flatMap { $0 < 1e30 ? $0 : nil } }
    }
    install(
      index, axis: axis, distribution: distribution, alignment: alignment,
      spacing: number(attribute(element, "spacing")) ?? 8, marginsRelative: marginsRelative,
      customSpacing: custom, detachesHidden: attribute(element, "detachesHiddenViews") != "NO",
      axisHugging: gravityAreas ? stackHugging(element, along: axis) : nil,
      gravityAreas: gravityAreas ? gravityAreaOfViews(element) : [:])
  }

  /// The gravity area of each view of an `NSStackView` whose document lists its views by area
  /// (`<beginningViews>`, `<middleViews>`, `<endViews>`), by element; empty when it lists them
  /// as `<subviews>`, which leaves the stack to the equal-spacing reading.
  func gravityAreaOfViews(_ element: Int) -> [Int: StackViewArrangement.GravityArea] {
    var areas: [Int: StackViewArrangement.GravityArea] = [:]
    let lists: [(String, StackViewArrangement.GravityArea)] = [
      ("beginningViews", .beginning), ("middleViews", .middle), ("endViews", .end),
    ]
    for (name, area) in lists {
      for list in tree.children(of: element, named: name) {
        for view in tree[list].children { areas[view] = area }
      }
    }
    return areas
  }

  /// An `NSStackView`'s hugging priority along an axis (`horizontalStackHuggingPriority` for the
  /// horizontal axis), AppKit's default 250 where the document gives none or a value out of
  /// range.
  func stackHugging(_ element: Int, along axis: LayoutAxis) -> LayoutPriority {
    let key = axis == .horizontal ? "horizontalStackHuggingPriority" : "verticalStackHuggingPriority"
    return LayoutPriority(number(attribute(element, key)).flatMap { $0 >= 1 && $0 <= 1000 ? $0 : nil } ?? 250)
  }

  mutating func install(
    _ index: Int, axis: LayoutAxis, distribution: StackViewArrangement.Distribution,
    alignment: StackViewArrangement.Alignment, spacing: Double, baselineRelative: Bool = false,
    marginsRelative: Bool = false, customSpacing: [Double?] = [], detachesHidden: Bool = true,
    axisHugging: LayoutPriority? = nil, gravityAreas: [Int: StackViewArrangement.GravityArea] = [:]
  ) {
    let subviewIndices = arrangedNodes(of: index)
    var arrangedIndices = subviewIndices
    let hiddenIndices = detachesHidden ? subviewIndices.filter { isHiddenInCanvas(nodes[$0].element) } : []
    if context.platform == .macOS, attribute(nodes[index].element, "detachesHiddenViews") == "YES", !hiddenIndices.isEmpty {
      arrangedIndices.removeAll { hiddenIndices.contains($0) }
      if stackPart != .hiding { addDetachedViews(hiddenIndices, of: index) }
    }
    let arranged = arrangedIndices.map { nodes[$0].model }
    if context.platform == .macOS, arranged.isEmpty {
      return stackPart == .hiding ? () : addEmptyAppKitStack(index)
    }
    let hidden = Set(hiddenIndices.map { nodes[$0].model }).intersection(arranged)
    // The custom spacings follow the document's subviews, detached ones included.
    var spacingAfter: [ViewID: Double] = [:]
    for (subview, value) in zip(subviewIndices, customSpacing) { if let value { spacingAfter[nodes[subview].model] = value } }
    let multiline = Set(arrangedIndices.filter { i in
      tree[nodes[i].element].name == "label" && (attribute(nodes[i].element, "numberOfLines") ?? "1") != "1"
    }.map { nodes[$0].model })
    var arrangement = StackViewArrangement(
      stack: nodes[index].model, axis: axis, arranged: arranged, hidden: hidden, spacing: spacing,
      distribution: distribution, alignment: alignment, isBaselineRelative: baselineRelative,
      isLayoutMarginsRelative: marginsRelative, multilineText: multiline, customSpacing: spacingAfter)
    if context.platform == .macOS {
      // The stack's hugging across its axis; AppKit's default is 250.
      arrangement.appKitCrossHugging = stackHugging(nodes[index].element, along: axis == .horizontal ? .vertical : .horizontal)
      arrangement.appKitAxisHugging = axisHugging
      if distribution == .equalSpacing || distribution == .equalCentering {
        arrangement.appKitEdgeHugging = stackHugging(nodes[index].element, along: axis)
      }
      for i in arrangedIndices { if let area = gravityAreas[nodes[i].element] { arrangement.gravityAreas[nodes[i].model] = area } }
    }
    // Interface Builder keeps a view without an intrinsic length at its current one: along the
    // axis where the distribution and the document leave it free, and UIKit shares a
    // fill-proportionally stack out by it (round 53); across a stack aligned other than fill,
    // not at UIKit's 0 pt or AppKit's far edge (round 60).
    for i in arrangedIndices {
      guard let frame = context.savedFrame(of: nodes[i].element) else { continue }
      let (along, across) = axis == .horizontal ? (frame.width, frame.height) : (frame.height, frame.width)
      arrangement.savedAxisLengths[nodes[i].model] = along
      if alignment != .fill { arrangement.savedCrossLengths[nodes[i].model] = across }
    }
    do {
      try arrangement.install(in: &layout, name: "stack-\(nodes[index].ibID)", part: stackPart)
    } catch {
      warnings.append(context.warning(nodes[index].element, "stack view not fully translated: \(error)"))
    }
  }
}

extension RootBuilder {
  /// An `NSStackView` with nothing arranged in it (no subviews, or only hidden ones it detaches):
  /// as small as nothing, zero wide and zero tall, at its hugging priority along each axis.
  ///
  /// Why: AppKit's stack hugs its arranged views; with none, its fitting size is zero, and a stack
  /// that its constraints leave room for keeps it. Xcode saves every empty stack of the training
  /// documents zero long along its axis: Fanny's radio-button stack (`FNYWidgetViewController.xib`,
  /// Xcode 11, pinned to the trailing edge with room to its left) at x 296, 0 x 18; Toggl's
  /// horizontal stack of the time entry editor (0 x 30) and vertical one of its login view (239 x
  /// 0); NetNewsWire's five in its accounts panes (0 x 102, 0 x 24, and three 0 x 0). Without a
  /// size the importer left such a stack's free length to the engine, which found it ambiguous.
  mutating func addEmptyAppKitStack(_ index: Int) {
    let element = nodes[index].element
    for (attribute, axis) in [(LayoutAttribute.width, LayoutAxis.horizontal), (.height, .vertical)] {
      do {
        try layout.addConstraint(LayoutConstraint(
          nodes[index].model, attribute, .equal, nil, .notAnAttribute, constant: 0,
          priority: stackHugging(element, along: axis), identifier: "NSStackView-empty-hugging"))
      } catch {
        warnings.append(context.warning(element, "empty stack view not sized: \(error)"))
      }
    }
  }

  /// The hidden views an `NSStackView` that detaches hidden views holds: not arranged, their
  /// frames (not their alignment rects) at the stack's top-left corner, sized by their own
  /// constraints.
  ///
  /// Why: AppKit takes a detached view out of the stack, so no spacing or zero length of the
  /// stack's applies to it (UIKit keeps a hidden view arranged, zero long). Xcode saves such
  /// views at the stack's top-left corner with their own sizes: DuckDuckGo's navigation bar
  /// (plug-in 23504) holds four hidden buttons and a view given widths of 32 and 21 in horizontal
  /// stacks, each saved at 0, 0 that wide; Boop's preferences (18122) a hidden 22 pt row whose
  /// content's required height conflicted with a zero length, and its status view a hidden
  /// label (a 69 pt frame whose text is inset 2 pt) saved at 0, 0, not -2.
  mutating func addDetachedViews(_ detached: [Int], of stack: Int) {
    for index in detached {
      let insets = alignmentInsets(node: index)
      for (attribute, inset) in [(LayoutAttribute.leading, insets.left), (.top, insets.top)] {
        do {
          try layout.addConstraint(LayoutConstraint(
            nodes[index].model, attribute, .equal, nodes[stack].model, attribute, constant: inset,
            identifier: "NSStackView-detached"))
        } catch {
          warnings.append(context.warning(nodes[index].element, "detached view not placed: \(error)"))
        }
      }
    }
  }
}
