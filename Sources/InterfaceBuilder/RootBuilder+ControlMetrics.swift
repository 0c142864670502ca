import LayoutModel

/// A node's control style and its entry in ``ControlMetrics``, and the baselines read from its
/// font and that entry: the lookups kept apart from the table so that the table stays data.
extension RootBuilder {
  /// The table's entry for a node's control, with its key, or `nil`.
  func controlMetric(node index: Int) -> (key: String, entry: ControlMetrics.Entry)? {
    guard let style = controlStyle(node: index) else { return nil }
    let platform = context.platform
    let build = context.controlsBuild
    // A small control, a slider with tick marks, an untitled check box or a bordered small
    // square button, without an entry of its own, shares the plain one.
    let shared = [".small", ".ticks", ".untitled", ".bordered"].first { style.hasSuffix($0) }.map { String(style.dropLast($0.count)) }
    guard
      let entry = ControlMetrics.entry(style: style, platform: platform, build: build)
        ?? shared.flatMap({ ControlMetrics.entry(style: $0, platform: platform, build: build) })
    else { return nil }
    return (entry.key, entry)
  }

  /// The style key of a control: its element kind, refined by its cell's type and bezel for
  /// AppKit buttons (`checkBox`, `radio`, `button.push.rounded`, `button.smallSquare`,
  /// `button.help`, `button.smallSquare.bordered` for a regular small square one with its border
  /// drawn, `button.texturedRounded` for a bordered textured rounded one,
  /// `button.symbol` for an image-only borderless button showing a symbol,
  /// `button.roundRect` for a bordered, titled round rect button (`bezelStyle="roundedRect"`),
  /// `bevel.bordered` for a bevel cell with its border drawn, a pop-up's too, large or regular;
  /// `popUpButton.borderless` for a regular pop-up of a bevel or square cell without a border
  /// (a bevel cell given the rounded bezel too),
  /// `popUpButton.smallSquare` for a regular small square one with its border),
  /// a text field by its border (`textField.borderless`, with
  /// `.background` when it draws its background, a regular `textField.bezel`), a regular slider with tick marks as `slider.ticks` and a small or mini one as `slider.small`, with `.large` for a
  /// large control (drawn with other insets) and `.small` for a small one (small and mini ones
  /// share the regular entries until measured), `.untitled` for a large check box or radio
  /// button or a regular check box without a title (sharing the titled entry where it has
  /// none), a rounded or separated segmented control as
  /// `segmentedControl.rounded` or `segmentedControl.separated`, by the direction of its line for
  /// a separator box (an untitled primary box is `box.primary.noTitle`, one titled at the top
  /// `box.primary.titled`), by style for a progress indicator (a regular bar; a spinning one
  /// is square instead), `comboBox` and `stepper` with their sizes, `tabView.top` with its size
  /// for a tab view with tabs at the top, `imageView.grayBezel` or `imageView.groove` for an
  /// image view drawn in a gray bezel or a groove (`imageView.templateSymbol` for an unframed one
  /// holding an AppKit template image about its size, ``holdsTemplateSymbolTightly(_:)``), `datePicker` for a regular bezelled date picker with a stepper (`.large` for a
  /// large one), `levelIndicator` for a regular level indicator, or `nil` for views the table does not cover.
  func controlStyle(node index: Int) -> String? {
    let element = nodes[index].element
    let kind = tree[element].name
    switch (context.platform, kind) {
    case (.macOS, "button"):
      guard let cell = tree.child(of: element, named: "buttonCell") else { return nil }
      let large = attribute(cell, "controlSize") == "large" ? ".large" : ""
      let small = attribute(cell, "controlSize") == "small" ? ".small" : ""
      switch (attribute(cell, "type"), attribute(cell, "bezelStyle")) {
      case ("check", _):
        let regular = (attribute(cell, "controlSize") ?? "regular") == "regular"
        return "checkBox" + large + untitled(large, cell) + (regular && !hasTitle(cell) ? ".untitled" : "") + small
      case ("radio", _): return "radio" + large + untitled(large, cell)
      case ("push", "rounded"): return "button.push.rounded" + large + small
      case (_, "smallSquare"):
        let bordered = small.isEmpty && large.isEmpty && attribute(cell, "borderStyle") == "border" ? ".bordered" : ""
        return "button.smallSquare" + bordered + small
      case (_, "helpButton"): return "button.help" + large + small
      case ("roundTextured", "texturedRounded") where attribute(cell, "borderStyle") == "border":
        return "button.texturedRounded" + large + small
      case (_, "recessed") where attribute(cell, "borderStyle") == "border": return "button.recessed" + large + small
      case (_, "roundedRect") where attribute(cell, "borderStyle") == "border" && hasTitle(cell):
        return "button.roundRect" + large + small
      case ("bevel", "regularSquare") where attribute(cell, "borderStyle") == "border": return "bevel.bordered" + small
      case (_, "shadowlessSquare") where attribute(cell, "borderStyle") == nil && showsSymbol(cell):
        return "button.symbol"
      default: return nil
      }
    case (.macOS, "popUpButton"):
      guard let cell = tree.child(of: element, named: "popUpButtonCell") else { return nil }
      let size = ["large": ".large", "small": ".small"][attribute(cell, "controlSize") ?? ""] ?? ""
      if attribute(cell, "type") == "bevel", attribute(cell, "bezelStyle") == "regularSquare",
        attribute(cell, "borderStyle") == "border"
      {
        return "bevel.bordered" + (size == ".small" ? size : "")
      }
      if ["regularSquare", "shadowlessSquare"].contains(attribute(cell, "bezelStyle") ?? ""),
        attribute(cell, "borderStyle") == nil, size.isEmpty
      {
        return "popUpButton.borderless"
      }
      if attribute(cell, "bezelStyle") == "smallSquare", attribute(cell, "borderStyle") == "border", size.isEmpty {
        return "popUpButton.smallSquare"
      }
      // The rounded bezel is drawn with the cell's border: a bevel cell given that bezel and no
      // border (Gitee's two, 11201 and 13196, given widths their frames keep; SubEthaEdit's
      // small one, 17506, saved 18 pt tall) is a borderless pop-up, flush before Xcode 15.
      if attribute(cell, "bezelStyle") == "rounded", attribute(cell, "type") == "bevel", attribute(cell, "borderStyle") == nil {
        return size.isEmpty ? "popUpButton.borderless" : nil
      }
      return attribute(cell, "bezelStyle") == "rounded" ? "popUpButton.rounded" + size : nil
    case (.macOS, "textField"):
      guard let cell = tree.child(of: element, named: "textFieldCell") else { return nil }
      switch attribute(cell, "borderStyle") {
      case nil: return attribute(cell, "drawsBackground") == "YES" ? "textField.borderless.background" : "textField.borderless"
      case "bezel": return (attribute(cell, "controlSize") ?? "regular") == "regular" ? "textField.bezel" : nil
      default: return nil
      }
    case (.macOS, "box"):
      switch attribute(element, "boxType") ?? "primary" {
      case "separator":
        let frame = nodes[index].frame
        return frame.width >= frame.height ? "box.separator.horizontal" : "box.separator.vertical"
      case "primary":
        // A box titled at the top (the default position) draws its title above its border;
        // other title positions are not measured.
        switch attribute(element, "titlePosition") {
        case "noTitle": return "box.primary.noTitle"
        case nil, "top": return "box.primary.titled"
        default: return nil
        }
      default:
        return nil
      }
    case (.macOS, "progressIndicator"):
      let regular = (attribute(element, "controlSize") ?? "regular") == "regular"
      return regular && attribute(element, "style") != "spinning" ? "progressIndicator.bar" : nil
    case (.macOS, "slider"):
      guard let cell = tree.child(of: element, named: "sliderCell") else { return kind }
      switch attribute(cell, "controlSize") ?? "regular" {
      case "large": return "slider.large"
      case "regular":
        let ticks = attribute(cell, "numberOfTickMarks").flatMap { Int($0) } ?? 0
        return ticks > 0 ? "slider.ticks" : kind
      // Small and mini sliders share `slider.small`, which falls back to the plain entry where
      // it has none of its own: Xcode 12.5 to 16 draw the regular one 6 pt above its frame's
      // bottom and these 2 pt.
      default: return "slider.small"
      }
    case (.macOS, "datePicker"):
      guard let cell = tree.child(of: element, named: "datePickerCell") else { return nil }
      switch attribute(cell, "controlSize") ?? "regular" {
      case "large": return "datePicker.large"
      case "regular":
        // Only the bezelled text field with a stepper (the default style) is measured; a
        // borderless text-field-only picker keeps its frame.
        let stepper = (attribute(cell, "datePickerStyle") ?? "textFieldAndStepper") == "textFieldAndStepper"
        return stepper && attribute(cell, "borderStyle") == "bezel" ? kind : nil
      default: return nil
      }
    case (.macOS, "colorWell"):
      return kind
    case (.macOS, "levelIndicator"):
      // Only regular ones are measured; small and mini ones keep their frames.
      let cell = tree.child(of: element, named: "levelIndicatorCell")
      return (cell.flatMap { attribute($0, "controlSize") } ?? "regular") == "regular" ? kind : nil
    case (.macOS, "stepper"):
      let cell = tree.child(of: element, named: "stepperCell")
      let size = ["small": ".small", "mini": ".mini"][(cell.flatMap { attribute($0, "controlSize") } ?? attribute(element, "controlSize")) ?? ""] ?? ""
      return kind + size
    case (.macOS, "imageView"):
      // Only the gray bezel and the groove are measured; other frame styles keep their frames.
      let cell = tree.child(of: element, named: "imageCell")
      let style = cell.flatMap { attribute($0, "imageFrameStyle") }
      if let style { return ["grayBezel": "imageView.grayBezel", "groove": "imageView.groove"][style] }
      return holdsTemplateSymbolTightly(element) ? "imageView.templateSymbol" : nil
    case (.macOS, "tabView"):
      // Only tabs at the top (the default) are measured; tabless and other positions keep their
      // frames.
      guard (attribute(element, "type") ?? "topTabsBezelBorder") == "topTabsBezelBorder" else { return nil }
      let size = ["small": ".small", "mini": ".mini"][attribute(element, "controlSize") ?? ""] ?? ""
      return "tabView.top" + size
    case (.macOS, "comboBox"):
      let cell = tree.child(of: element, named: "comboBoxCell")
      let size = ["small": ".small", "mini": ".mini"][cell.flatMap { attribute($0, "controlSize") } ?? ""] ?? ""
      return kind + size
    case (.macOS, "segmentedControl"):
      // Only the rounded, separated and (regular) small square styles are measured; the others
      // keep their frames.
      guard let cell = tree.child(of: element, named: "segmentedCell"),
        let style = attribute(cell, "style"), ["rounded", "separated", "smallSquare"].contains(style)
      else { return nil }
      if style == "smallSquare", let controlSize = attribute(cell, "controlSize"), controlSize != "regular" {
        return nil
      }
      let size = ["large": ".large", "small": ".small"][attribute(cell, "controlSize") ?? ""] ?? ""
      return "segmentedControl." + style + size
    case (.iOS, "slider"), (.iOS, "switch"), (.iOS, "segmentedControl"):
      return kind
    default:
      return nil
    }
  }

  /// Whether an AppKit button cell shows a symbol alone (`imagePosition="only"`) at the default
  /// symbol scale: an SF Symbol (an image `<resources>` lists from the system catalog) or one
  /// of AppKit's named template images (`NS...Template`), which macOS 11 on draws as symbols.
  private func showsSymbol(_ cell: Int) -> Bool {
    guard attribute(cell, "imagePosition") == "only" else { return false }
    let reference = tree.child(of: cell, named: "imageReference", key: "image")
    guard let image = attribute(cell, "image") ?? reference.flatMap({ attribute($0, "image") }),
      context.systemSymbols.contains(image) || (image.hasPrefix("NS") && image.hasSuffix("Template"))
    else { return false }
    return (reference.flatMap { attribute($0, "symbolScale") } ?? "default") == "default"
  }

  /// `.untitled` for a large check box or radio button with no title (a box alone, inset on
  /// every side); regular ones share their titled entries until measured.
  private func untitled(_ large: String, _ cell: Int) -> String {
    guard !large.isEmpty else { return "" }
    return hasTitle(cell) ? "" : ".untitled"
  }

  /// Whether a button cell has a title (an attribute, or a `<string key="title">`).
  private func hasTitle(_ cell: Int) -> Bool {
    let title = attribute(cell, "title") ?? tree.child(of: cell, named: "string", key: "title").map { tree[$0].text } ?? ""
    return !title.isEmpty
  }

  /// The baselines of a text view from its font size: the last baseline's height above the
  /// bottom and, for several lines, the first baseline's depth below the top. The text is
  /// vertically centred in the alignment rect (the saved frame less the control's insets, the
  /// rect constraints and baselines are measured on) with the system font's ascender and
  /// descender (0.95 and 0.24 of the point size), or at the bottom of the rect in a box of the
  /// line's height where the entry says so (`lineBoxAtBottom`); only baseline constraints read
  /// these.
  ///
  /// Why the alignment rect: a large check box's 22 pt frame holds a 17 pt rect, and centred in
  /// the frame its baseline stood 2.5 pt above a label's that Xcode aligned it with.
  func baselines(node index: Int, insets: EdgeInsets) -> (fromBottom: Double, fromTop: Double?) {
    let element = nodes[index].element
    if let measured = controlMetric(node: index)?.entry.baselineAboveBottom { return (measured, nil) }
    guard Self.textKinds.contains(tree[element].name),
      let font = fontSize(element)
    else { return (0, nil) }
    let ascender = 0.95 * font
    let descender = 0.24 * font
    var height = max(0, nodes[index].frame.height - insets.top - insets.bottom)
    let lines = Int(attribute(element, "numberOfLines") ?? "1") ?? 1
    if lines == 1 {
      let entry = controlMetric(node: index)?.entry
      if let extra = entry?.lineBoxAtBottom { height = min(height, (ascender + descender).rounded(.up) + extra) }
      let raise = entry?.baselineRaise ?? 0
      return (max(0, (height - ascender - descender) / 2 + descender + raise), nil)
    }
    return (descender, ascender)
  }

  /// The views whose baselines come from their font: AppKit's combo boxes, secure and search
  /// fields are text fields of their own element names, and were left with their baselines at
  /// their bottoms (Vienna's `Preferences.storyboard` aligns a combo box with a check box's
  /// first baseline; it was 7 pt too high).
  static let textKinds: Set<String> = [
    "label", "button", "textField", "textView", "popUpButton", "comboBox", "secureTextField", "searchField",
  ]

  /// The cells whose `<font>` is an AppKit control's font.
  static let textCellKinds = [
    "textFieldCell", "buttonCell", "popUpButtonCell", "comboBoxCell", "secureTextFieldCell", "searchFieldCell",
  ]

  /// Whether an unframed image view shows one of AppKit's named template images (`NS...Template`,
  /// which macOS 11 draws as symbols) in a height its own constraint gives, at most 3 pt taller
  /// than the image `<resources>` lists: the symbol's padding then falls outside the rect
  /// (`imageView.templateSymbol`). A view the image fits in with room to spare, or one sized by
  /// its neighbours, keeps its frame (Skim's 32 pt `NSActionTemplate` cells, 17506, are saved
  /// flush).
  func holdsTemplateSymbolTightly(_ element: Int) -> Bool {
    guard let image = imageName(element), image.hasPrefix("NS"), image.hasSuffix("Template"),
      let size = context.imageSizes[image], let list = tree.child(of: element, named: "constraints")
    else { return false }
    let ownID = tree[element].attributes["id"]
    let height = tree.children(of: list, named: "constraint").lazy.compactMap { c -> Double? in
      let a = self.tree[c].attributes
      guard a["firstAttribute"] == "height", a["secondItem"] == nil, (a["firstItem"] ?? ownID) == ownID,
        (a["relation"] ?? "equal") == "equal", (number(a["priority"]) ?? 1000) == 1000
      else { return nil }
      return number(a["constant"])
    }.first
    guard let height else { return false }
    return height <= size.height + 3
  }

  /// The point size of an element's font, from its `<fontDescription>`: a size, or a text style's
  /// default size.
  func fontSize(_ element: Int) -> Double? {
    var font = tree.child(of: element, named: "fontDescription")
    if font == nil,
      let cell = Self.textCellKinds.lazy.compactMap({ self.tree.child(of: element, named: $0) }).first
    {
      font = tree.child(of: cell, named: "font")
    }
    guard let font else { return nil }
    let a = tree[font].attributes
    if let size = number(a["pointSize"]), size > 0 { return size }
    // AppKit's `<font key="font">` gives `size`, or only a `metaFont` of its own default size.
    if context.platform == .macOS {
      if let size = number(a["size"]), size > 0 { return size }
      return Self.appKitMetaFontSizes[a["metaFont"] ?? "system"] ?? 13
    }
    let styles: [String: Double] = [
      "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
      "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
      "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
      "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]
    return a["style"].flatMap { styles[$0] } ?? 17
  }
}
