import LayoutModel

/// A stack's alignment across its axis, AppKit's and UIKit's, apart from the distribution along
/// it (`StackViewArrangement.swift`).
extension StackViewArrangement.Builder {
  /// `NSStackView`'s alignment: each view inside the stack (required) and inside its edge insets
  /// (at the stack's hugging priority across its axis), on the stack's edge or centre line, and
  /// the stack as narrow across the axis as its hugging priority asks. A fill alignment holds at
  /// 999; a leading, trailing or centre one only at the stack's hugging priority across its axis.
  ///
  /// Why the edge insets give way: a view that its own size or a document constraint holds
  /// wider than the insets leave room for is saved across them, inside the stack's bounds.
  /// Simple-Comic's find bar (Xcode 16) centres a 22 pt search field, a 24 pt segmented control
  /// and a 32 pt push button in a 26 pt stack with 6 pt insets above and below, each at its own
  /// height; DuckDuckGo's alert (Xcode 14) ties views to the full width of a stack with 4 pt
  /// insets at the sides. Required, the insets squeezed the first and conflicted in the second.
  ///
  /// Why the lower priority: a horizontal stack of two push buttons (hugging 750) centred by a
  /// document constraint in a leading-aligned vertical stack keeps its natural width in Xcode's
  /// frames (OpenInTerminal's Preferences.storyboard); at 999 the alignment stretched it to the
  /// outer stack's width. A document's own indents and centrings are required and win either way.
  ///
  /// A leading- or trailing-aligned view also reaches for the stack's other edge, below every
  /// hugging and alignment priority (``StackViewArrangement/Priorities/appKitFill``): a view
  /// that nothing else sizes across the axis spans the stack. Macmade's Hot saves the custom
  /// views of its leading-aligned vertical stacks (rows of an icon and two labels, a graph;
  /// `InfoViewController.xib` and `GraphWindowController.xib`, Xcode 14) as wide as the stack,
  /// determined, where only some of them have widths tied to one another; without the pull
  /// their widths were free, and the engine gave them their content's.
  ///
  /// Above that pull, a view without an intrinsic length across the axis keeps the length the
  /// document saved (``StackViewArrangement/savedCrossLengths``), as Interface Builder keeps such
  /// a view at its current length (round 60, as UIKit's in ``addAlignment()``): only a length
  /// nothing else decides is settled by it. Hot's views are saved as wide as their stacks and
  /// keep that; round 26's views saved narrower than their leading-aligned stacks keep theirs:
  /// Fluor's container (225 of 500), whatdid's spacers (163 of 550 and of 400), Xit's history
  /// scroll view (1,285 of 1,305); and DSFSparkline's graph views (22505, 108 and 65 pt in
  /// columns the pull made 196), PostgresApp's preference and server panes (23094), SplashBuddy's
  /// side panel (17506), DuckDuckGo's navigation bar container (23504). The pull had stretched
  /// them to the stack's far edge, or (centred) left them free.
  mutating func addAppKitAlignment(_ alignment: StackViewArrangement.Alignment, hugging: LayoutPriority) throws(LayoutError) {
    let stack = arrangement.stack
    let onLine = alignment == .fill ? LayoutPriority(999) : min(LayoutPriority(999), hugging)
    for item in arrangement.arranged {
      try add(item, crossStart, .greaterThanOrEqual, stack, crossStart, "NSSV-inside")
      try add(item, crossEnd, .lessThanOrEqual, stack, crossEnd, "NSSV-inside")
      if arrangement.isLayoutMarginsRelative {
        try add(item, crossStart, .greaterThanOrEqual, stack, canvas(crossStart), priority: hugging, "NSSV-inside-insets")
        try add(item, crossEnd, .lessThanOrEqual, stack, canvas(crossEnd), priority: hugging, "NSSV-inside-insets")
      }
      switch alignment {
      case .leading:
        try add(item, crossStart, .equal, stack, canvas(crossStart), priority: onLine, "NSSV-alignment")
        try add(item, crossEnd, .equal, stack, canvas(crossEnd), priority: StackViewArrangement.Priorities.appKitFill, "NSSV-fill")
      case .trailing:
        try add(item, crossEnd, .equal, stack, canvas(crossEnd), priority: onLine, "NSSV-alignment")
        try add(item, crossStart, .equal, stack, canvas(crossStart), priority: StackViewArrangement.Priorities.appKitFill, "NSSV-fill")
      case .center: try add(item, crossCenter, .equal, stack, canvas(crossCenter), priority: onLine, "NSSV-alignment")
      case .fill, .firstBaseline, .lastBaseline:
        try add(item, crossStart, .equal, stack, canvas(crossStart), priority: onLine, "NSSV-alignment")
        try add(item, crossEnd, .equal, stack, canvas(crossEnd), priority: onLine, "NSSV-alignment")
      }
      // A view without an intrinsic length across the axis keeps its saved length, just above the
      // pull to the far edge (round 60; see the doc comment).
      if alignment != .fill, let saved = savedLengthWithoutIntrinsic(item, across: true) {
        try add(item, crossLength, .equal, constant: saved, priority: StackViewArrangement.Priorities.appKitSavedLength,
                "IB-saved-cross-length")
      }
    }
    try add(stack, crossLength, .equal, constant: 0, priority: hugging, "NSSV-hugging")
  }

  mutating func addAlignment() throws(LayoutError) {
    let stack = arrangement.stack
    let items = arrangement.arranged
    var alignment = arrangement.alignment
    if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
    if let hugging = arrangement.appKitCrossHugging, alignment != .firstBaseline, alignment != .lastBaseline {
      return try addAppKitAlignment(alignment, hugging: hugging)
    }
    let first = items[0]
    let aligned: LayoutAttribute
    switch alignment {
    case .fill, .leading: aligned = crossStart
    case .center: aligned = crossCenter
    case .trailing: aligned = crossEnd
    case .firstBaseline: aligned = .firstBaseline
    case .lastBaseline: aligned = .lastBaseline
    }
    for item in items.dropFirst() {
      try add(first, aligned, .equal, item, aligned, "UISV-alignment")
      if alignment == .fill { try add(first, crossEnd, .equal, item, crossEnd, "UISV-alignment") }
    }
    if alignment == .fill {
      try add(stack, canvas(crossStart), .equal, first, crossStart, "UISV-canvas-connection")
      try add(first, crossEnd, .equal, stack, canvas(crossEnd), "UISV-canvas-connection")
      return
    }
    let spanner = try guide("spanner", pinnedAcross: arrangement.axis)
    let fit = StackViewArrangement.Priorities.spanningFit
    let boundary = StackViewArrangement.Priorities.spanningBoundary
    // A hidden arranged view is aligned like the others but does not span the stack across its
    // axis (round 57): BookStore's centred loading stack (14490.70) is saved as wide as its one
    // visible label, its hidden 80 pt button centred across it at x -9.5, and Open Food Facts'
    // nutrient row (14868) keeps its 30 pt height around a hidden 34 pt text field.
    let visible = items.filter { !arrangement.hidden.contains($0) }
    for item in visible.isEmpty ? items : visible {
      if alignment == .leading {
        try add(spanner, crossStart, .equal, item, crossStart, priority: boundary, "UISV-spanning-boundary")
      } else {
        try add(spanner, crossStart, .lessThanOrEqual, item, crossStart, "UISV-spanning-boundary")
      }
      if alignment == .trailing {
        try add(spanner, crossEnd, .equal, item, crossEnd, priority: boundary, "UISV-spanning-boundary")
      } else {
        try add(spanner, crossEnd, .greaterThanOrEqual, item, crossEnd, "UISV-spanning-boundary")
      }
    }
    try add(spanner, crossLength, .equal, constant: 0, priority: fit, "UISV-spanning-fit")
    switch alignment {
    case .leading:
      try add(stack, canvas(crossStart), .equal, first, crossStart, "UISV-canvas-connection")
      try add(spanner, crossEnd, .equal, stack, canvas(crossEnd), "UISV-canvas-connection")
    case .trailing:
      try add(stack, canvas(crossStart), .equal, spanner, crossStart, "UISV-canvas-connection")
      try add(first, crossEnd, .equal, stack, canvas(crossEnd), "UISV-canvas-connection")
    case .center:
      try add(stack, canvas(crossStart), .equal, spanner, crossStart, "UISV-canvas-connection")
      try add(spanner, crossEnd, .equal, stack, canvas(crossEnd), "UISV-canvas-connection")
      try add(stack, canvas(crossCenter), .equal, first, crossCenter, "UISV-canvas-connection")
    case .firstBaseline, .lastBaseline:
      try add(stack, crossLength, .equal, constant: 0, priority: StackViewArrangement.Priorities.canvasFit, "UISV-canvas-fit")
      try add(stack, canvas(crossStart), .equal, spanner, crossStart, "UISV-canvas-connection")
      if alignment == .firstBaseline {
        try add(spanner, crossEnd, .equal, stack, canvas(crossEnd), "UISV-canvas-connection")
      } else {
        try add(first, crossEnd, .lessThanOrEqual, stack, canvas(crossEnd), "UISV-canvas-connection")
      }
      let wrapping = items.filter { arrangement.multilineText.contains($0) }
      if !wrapping.isEmpty {
        let n = Double(items.filter { !arrangement.hidden.contains($0) }.count)
        for item in wrapping {
          try add(item, .width, .equal, stack, .width, multiplier: 1 / n,
                  constant: -arrangement.spacing * (n - 1) / n,
                  priority: StackViewArrangement.Priorities.textWidthDisambiguation, "UISV-text-width-disambiguation")
        }
      }
    case .fill: break
    }
    // A view without an intrinsic length across the axis is held at its saved length, above the
    // spanning guide's wish to be small, where UIKit's ambiguity suppression holds it at 0 pt
    // below it (round 60): Interface Builder keeps such a view at its current length, as it
    // shares a fill-proportionally stack out by current lengths (round 53), and the frames it
    // saves are a fixed point of that. Pocket Casts' episode actions (Xcode 26) save a spacer
    // view 60 pt tall in a top-aligned row of 55 and 24 pt buttons, the row 60 pt; the
    // Corona-Warn-App's risk cell (17701) a plain view 52 pt tall beside a 31.5 pt label and a
    // 32 pt chevron, the row 52 pt, and its event and family-test cells their plain views as
    // tall as the row; Gladys' credits (24765, centred, vertical) its spacer views as wide as the stack;
    // Bluefruit's peripheral cell (15705) a centred 44 pt view. At 0 pt they collapsed.
    for item in items {
      if let saved = savedLengthWithoutIntrinsic(item, across: true) {
        try add(item, crossLength, .equal, constant: saved, priority: StackViewArrangement.Priorities.savedLength,
                "IB-saved-cross-length")
        continue
      }
      try add(item, crossLength, .equal, constant: 0, priority: StackViewArrangement.Priorities.ambiguitySuppression,
              "UISV-ambiguity-suppression")
    }
  }

  /// A visible arranged view without an intrinsic length along the axis is held at its saved
  /// length (``StackViewArrangement/savedAxisLengths``), at the priority of the holds across
  /// the axis (``addAlignment()``, ``addAppKitAlignment(_:hugging:)``): Interface Builder keeps
  /// such a view at its current length where the distribution and the document leave it free
  /// (round 60). whatdid's about pane (19529) saves its links row, a nested horizontal stack of
  /// two 15 pt buttons and a label, 39 pt tall in a vertical stack, and the updater row below it
  /// 50 pt; hidden's preferences (19142.2) save two nested stacks side by side at 328 and 273
  /// pt. Without the hold those lengths were free (whatdid's nine views ambiguous here) or took a
  /// control's residue.
  mutating func addSavedAxisLengths() throws(LayoutError) {
    let priority = isUIKit ? StackViewArrangement.Priorities.savedLength : StackViewArrangement.Priorities.appKitSavedLength
    for item in arrangement.arranged where !arrangement.hidden.contains(item) {
      if let saved = savedLengthWithoutIntrinsic(item, across: false) {
        try add(item, length, .equal, constant: saved, priority: priority, "IB-saved-axis-length")
      }
    }
  }

  /// The length, at least zero, that the document saved for `item` across the axis (`across`)
  /// or along it, where `item` has no intrinsic length in that direction; `nil` otherwise, or
  /// where the builder recorded none (``StackViewArrangement/savedCrossLengths``,
  /// ``StackViewArrangement/savedAxisLengths``).
  func savedLengthWithoutIntrinsic(_ item: ViewID, across: Bool) -> Double? {
    let size = layout[item].intrinsicContentSize
    // Across a horizontal stack, or along a vertical one, is the height.
    guard (across == horizontal ? size.height : size.width) == nil else { return nil }
    let saved = across ? arrangement.savedCrossLengths[item] : arrangement.savedAxisLengths[item]
    return saved.map { max(0, $0) }
  }
}
