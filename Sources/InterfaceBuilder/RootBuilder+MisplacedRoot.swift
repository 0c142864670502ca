import LayoutModel

/// A root Xcode saved as misplaced: its content laid out at the size its constraints give, not
/// at the root's saved size.
extension RootBuilder {
  /// For an AppKit root marked `misplaced="YES"`, a guide the root's constraints name in the
  /// root's place: pinned to the root's leading edge and to its bottom (its top where the root
  /// is flipped), the origin AppKit saves frames from, and as large as the root only at
  /// AppKit's fitting-size priority (50), so that the content's own constraints decide its size.
  ///
  /// Why: Xcode marks a root misplaced when its constraints give it another size than its saved
  /// frame, and saves its subviews where a root of that size would have them, measured from
  /// its bottom left. FSNotes' About pane (Xcode 26) saves a 481 pt root whose content's
  /// constraints make it 575 wide, and a separator, a scroll view and labels centred in it
  /// where 575 pt put them; AutoPkgr's `LGRecipeReposViewController.xib` (plug-in 22690) saves
  /// a 626 pt wide root whose scroll views, pinned 17 pt from both sides, are saved 621 pt wide,
  /// 29 pt wider than that frame holds. Laid out in the saved root, every view pinned to its far
  /// edges was off by the difference.
  mutating func addMisplacedRootContent() {
    guard context.platform == .macOS, attribute(rootElement, "misplaced") == "YES" else { return }
    let fit = LayoutPriority(50)
    let anchor: LayoutAttribute = isFlipped(rootElement) ? .top : .bottom
    do {
      let content = try layout.addGuide("misplacedRootContent-\(nodes[0].ibID)", .custom, in: .root)
      try layout.addConstraint(LayoutConstraint(content, .leading, .equal, .root, .leading, identifier: "IB-misplaced-root-origin"))
      try layout.addConstraint(LayoutConstraint(content, anchor, .equal, .root, anchor, identifier: "IB-misplaced-root-origin"))
      try layout.addConstraint(LayoutConstraint(content, .width, .equal, .root, .width, priority: fit, identifier: "IB-misplaced-root-fit"))
      try layout.addConstraint(LayoutConstraint(content, .height, .equal, .root, .height, priority: fit, identifier: "IB-misplaced-root-fit"))
      itemByID[nodes[0].ibID] = content
      misplacedRootContent = content
    } catch {
      warnings.append(context.warning(rootElement, "misplaced root laid out at its saved size: \(error)"))
    }
  }
}
