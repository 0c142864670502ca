import LayoutModel

/// A root Xcode saved as misplaced: its content laid out at the size its required constraints
/// and its free containers' saved lengths give, and otherwise at the root's saved size.
extension RootBuilder {
  /// For an AppKit root marked `misplaced="YES"`, a guide the root's constraints name in the
  /// root's place: pinned to the root's leading edge and to its bottom (its top where the root
  /// is flipped), the origin AppKit saves frames from, and as large as the root at AppKit's
  /// priority for a window's size staying put (`NSLayoutPriorityWindowSizeStayPut`, 500), so
  /// that the content's required constraints, and the saved lengths of its free containers
  /// (``addMisplacedRootStays()``), decide its size where they ask for another one.
  ///
  /// Why: Xcode marks a root misplaced when its constraints give it another size than its saved
  /// frame, and saves its subviews where a root of that size would have them, measured from
  /// its bottom left. FSNotes' About pane (Xcode 26) saves a 481 pt root whose content's
  /// constraints make it 575 wide, and a separator, a scroll view and labels centred in it
  /// where 575 pt put them; AutoPkgr's `LGRecipeReposViewController.xib` (plug-in 22690) saves
  /// a 626 pt wide root whose scroll views, pinned 17 pt from both sides, are saved 621 pt wide,
  /// 29 pt wider than that frame holds. Laid out in the saved root, every view pinned to its far
  /// edges was off by the difference.
  ///
  /// Why 500 and not the fitting-size priority (50) rounds 9 and 27 used: at 50 every hugging
  /// of the content (250 by default, 249.99998 for a stack) pulled it smaller than the saved
  /// root, where Xcode's frames keep the root's saved size. whatdid's report window (19529)
  /// saves its root stack, tab view and scroll views as wide as the 1,196 pt root, where the
  /// stack's hugging collapsed them to 6 pt and less; Boop's script cell (18122) a
  /// leading-aligned stack pinned to the cell's trailing edge 380 pt wide, where its hugging
  /// made it 142; Toggl's time editor (17506) nested boxes 18 pt wider than their content's
  /// hugging made them; Clocker's floating window and Simple-Comic's main menu likewise, by a
  /// few points. Any priority above 250 and below 749 gives the same frames in the training
  /// documents; 500 is AppKit's own for a window's size, and a misplaced root is a window's
  /// content or stands for one.
  mutating func addMisplacedRootContent() {
    guard context.platform == .macOS, attribute(rootElement, "misplaced") == "YES" else { return }
    let fit = LayoutPriority(500)
    let anchor: LayoutAttribute = isFlipped(rootElement) ? .top : .bottom
    do {
      let content = try layout.addGuide("misplacedRootContent-\(nodes[0].ibID)", .custom, in: .root)
      try layout.addConstraint(LayoutConstraint(content, .leading, .equal, .root, .leading, identifier: "IB-misplaced-root-origin"))
      try layout.addConstraint(LayoutConstraint(content, anchor, .equal, .root, anchor, identifier: "IB-misplaced-root-origin"))
      try layout.addConstraint(LayoutConstraint(content, .width, .equal, .root, .width, priority: fit, identifier: "IB-misplaced-root-fit"))
      try layout.addConstraint(LayoutConstraint(content, .height, .equal, .root, .height, priority: fit, identifier: "IB-misplaced-root-fit"))
      itemByID[nodes[0].ibID] = content
      misplacedRootContent = content
      try addMisplacedRootStays()
    } catch {
      warnings.append(context.warning(rootElement, "misplaced root laid out at its saved size: \(error)"))
    }
  }

  /// In a misplaced AppKit root, every view without an intrinsic length on an axis, placed by
  /// constraints, keeps its saved length there at a priority just above the content guide's fit
  /// to the root (501 against 500), below required constraints, compression resistance and
  /// anything a document asks at 750.
  ///
  /// Why: where the content's constraints leave a container's length free (a scroll view
  /// between pinned neighbours), the fit pulled the content to the root's saved size and the
  /// container took up the difference; Xcode's frames keep the container at its saved length and
  /// lay the content out around it, measured from the root's bottom left, as the engine keeps a
  /// free length where it was. SwiftFormat's rules pane (plug-in 22690: a 567 pt scroll view
  /// under a search field in a 615 pt root, the views above it saved 30 pt higher than a 615 pt
  /// content puts them), Clocker's preferences (18122: an 81 pt scroll view under a search
  /// field, laid out 249 pt tall), AutoPkgr's recipe repositories (a 51 pt scroll view laid out
  /// 97), Skim's notes window (an outline's 189 pt scroll view laid out 339) and Notenik's note
  /// list and tags (scroll views laid out 120 pt too wide, and 29 pt too narrow and 122 too
  /// tall) were laid out with the container taking up the difference. The stays were at 51
  /// beside a fit of 50 until round 31 raised both; that they stay just above the fit is what
  /// those documents measured.
  mutating func addMisplacedRootStays() throws(LayoutError) {
    let stay = LayoutPriority(501)
    for node in nodes.dropFirst() {
      let view = layout[node.model]
      guard !view.translatesAutoresizingMaskIntoConstraints else { continue }
      let insets = view.alignmentInsets
      if view.intrinsicContentSize.width == nil {
        try layout.addConstraint(LayoutConstraint(
          node.model, .width, .equal, nil, .notAnAttribute, constant: node.frame.width - insets.left - insets.right, priority: stay,
          identifier: "IB-misplaced-root-stay"))
      }
      if view.intrinsicContentSize.height == nil {
        try layout.addConstraint(LayoutConstraint(
          node.model, .height, .equal, nil, .notAnAttribute, constant: node.frame.height - insets.top - insets.bottom, priority: stay,
          identifier: "IB-misplaced-root-stay"))
      }
    }
  }
}
