import LayoutModel

/// Where an `NSStackView`'s distribution along its axis differs from a `UIStackView`'s: gravity
/// areas (AppKit's default) and the ends of the equal-spacing and equal-centering distributions;
/// the rest is shared (`StackViewArrangement.swift`).
extension StackViewArrangement.Builder {
  /// The views of each gravity area packed at the stack's spacing, the beginning area against
  /// the stack's leading (top) edge, the end area against its trailing (bottom) edge, the middle
  /// area centred between them; the gaps between areas, and between an area and an edge it is
  /// not held to, at least the spacing (nothing at an edge) and held there at the stack's
  /// hugging priority along its axis.
  ///
  /// Why: AppKit documents a gravity-area stack as three areas that the stack's hugging
  /// priority, not a distribution, spreads: a stack wider than its views leaves the room between
  /// its areas, and the views of one area stay together. Xcode saves them so. Unshaky's
  /// preferences (`Preference.storyboard`, Xcode 12) lay a check box and a help button, both in
  /// the beginning area of a 460 pt horizontal stack, 5 pt apart at its leading edge;
  /// KeepingYouAwake's duration pane (`KYADurationSettingsViewController.xib`) a Reset button in
  /// the beginning area and a Set Default button and a segmented control in the end area of a
  /// 410 pt stack, the last two 8 pt apart at its trailing edge. The importer read such a stack
  /// as equal spacing, which spreads every gap alike: Unshaky's help button went to the stack's
  /// far edge, KeepingYouAwake's button to the middle of the room.
  ///
  /// The middle area's centring is not seen in any document: it is held below the stack's
  /// hugging, so that it only shares out room the hugging leaves.
  mutating func addGravityAreas() throws(LayoutError) {
    let stack = arrangement.stack
    let items = arrangement.arranged
    guard let first = items.first, let last = items.last else { return }
    let hugging = arrangement.appKitAxisHugging ?? .defaultLow
    func area(_ view: ViewID) -> StackViewArrangement.GravityArea { arrangement.gravityAreas[view] ?? .beginning }
    if area(first) == .beginning {
      try add(stack, canvas(start), .equal, first, start, "NSSV-gravity-edge")
    } else {
      try add(first, start, .greaterThanOrEqual, stack, canvas(start), "NSSV-gravity-edge")
      try add(first, start, .equal, stack, canvas(start), priority: hugging, "NSStackView-hugging")
    }
    if area(last) == .end {
      try add(last, end, .equal, stack, canvas(end), "NSSV-gravity-edge")
    } else {
      try add(last, end, .lessThanOrEqual, stack, canvas(end), "NSSV-gravity-edge")
      try add(last, end, .equal, stack, canvas(end), priority: hugging, "NSStackView-hugging")
    }
    for i in 0..<(items.count - 1) {
      let spacing = gap(after: i)
      if area(items[i]) == area(items[i + 1]) {
        try add(items[i + 1], start, .equal, items[i], end, constant: spacing, "NSSV-spacing")
      } else {
        try add(items[i + 1], start, .greaterThanOrEqual, items[i], end, constant: spacing, "NSSV-spacing")
        try add(items[i + 1], start, .equal, items[i], end, constant: spacing, priority: hugging, "NSStackView-hugging")
      }
    }
    try addHiding()
    let middle = items.filter { area($0) == .middle }
    if let firstMiddle = middle.first, let lastMiddle = middle.last {
      try centre(from: firstMiddle, to: lastMiddle, below: hugging, "middle")
    }
  }

  /// The views `first` to `last` centred in the stack as one block, just below `hugging`: it only
  /// shares out room that the stack's hugging leaves.
  mutating func centre(from first: ViewID, to last: ViewID, below hugging: LayoutPriority, _ suffix: String) throws(LayoutError) {
    let span = try guide(suffix, pinnedAcross: horizontal ? .vertical : .horizontal)
    try add(span, start, .equal, first, start, "NSSV-centring")
    try add(span, end, .equal, last, end, "NSSV-centring")
    try add(span, center, .equal, arrangement.stack, canvas(center), priority: LayoutPriority(max(1, hugging.rawValue - 1)),
            "NSSV-centring")
  }

  /// The ends of an `NSStackView` distributed by equal spacing or equal centering: its first and
  /// last views inside it (required) and against its edges at its hugging priority along the
  /// axis, the arrangement centred below that.
  ///
  /// Why: AppKit documents a required hugging along the axis only for the fill distributions;
  /// the two that spread their views keep the stack's own hugging priority, so a document's
  /// constraint or a view's stronger hugging wins over an edge. Unshaky's counter window
  /// (`Counter.storyboard`, Xcode 12) pins the first view of a vertical equal-spacing stack 5 pt
  /// below its top, and Xcode saves it there (the importer broke the document's constraint against
  /// its required edge, and laid the scroll view under it out 4 pt higher and taller); Boop's
  /// status bar (`MainMenu.xib`) centres its one visible label, 148 pt wide and hugging at 251, in
  /// a 200 pt equal-centering stack of hugging 249.99998 (the importer stretched it across).
  mutating func addAppKitSpreadEdges(_ first: ViewID, _ last: ViewID, hugging: LayoutPriority) throws(LayoutError) {
    let stack = arrangement.stack
    try add(first, start, .greaterThanOrEqual, stack, canvas(start), "NSSV-spread-edge")
    try add(first, start, .equal, stack, canvas(start), priority: hugging, "NSStackView-hugging")
    try add(last, end, .lessThanOrEqual, stack, canvas(end), "NSSV-spread-edge")
    try add(last, end, .equal, stack, canvas(end), priority: hugging, "NSStackView-hugging")
    try centre(from: first, to: last, below: hugging, "spread")
  }
}
