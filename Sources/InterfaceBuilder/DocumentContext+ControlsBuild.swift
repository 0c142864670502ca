/// Which Xcode's controls a document's saved frames show, where that is not the Xcode that saved
/// it.
///
/// Why: Xcode lays a view out again only when it is touched (or its frames are updated), so a
/// document last laid out by Xcode 15 and then saved by Xcode 26 keeps Xcode 15's control frames
/// under Xcode 26's `toolsVersion`. Vienna's `Preferences.storyboard` (toolsVersion 24765) saves
/// 14 regular check boxes 18 pt tall and its push buttons 32 pt tall, Xcode 15's sizes; Xcode 26
/// draws them 16 and 24 pt tall (OpenInTerminal's and NetNewsWire's documents of the same
/// build), and the controls pinned to their neighbours are placed as Xcode 15 placed them.
/// Sequel-Ace's `ConnectionView.xib` and NetNewsWire's `CrashReporterWindow.xib` (24765) show the
/// same older heights. Taking the metrics of the Xcode that saved the document put Vienna's
/// constrained controls off by the difference, and their neighbours after them.
extension DocumentContext {
  /// The last Interface Builder build before Xcode 26 (Xcode 16's), whose controls the older
  /// frames show.
  static let lastBuildBeforeXcode26 = 23999

  /// The build to look control metrics up with: the saving build, unless it is Xcode 26's on
  /// macOS and the document's regular check boxes and rounded push buttons are more often of
  /// the heights older Xcodes draw (18 and 32 pt) than of Xcode 26's (16 and 24 pt); then the
  /// last build before Xcode 26. A control's saved height is the evidence because it does not
  /// depend on the layout (these controls have a fixed intrinsic height); a document without
  /// such controls keeps its own build. A push button given its own height counts too, by how
  /// its frame stands to the constant: Xcode 26 saves the constant (flush with its rect:
  /// PreviewCode's, PreviewMarkdown's and PreviewJson's main menus, Sequel-Ace's
  /// `Preferences.xib`, Recipe Robot's `Main.storyboard`), older Xcodes 12 pt more (DuckDuckGo's
  /// password manager, Santa's message window, PreviewYaml's main menu). Not counted, PreviewJson's
  /// `MainMenu.xib` (24765), fourteen such buttons at their constants beside three check boxes
  /// 18 pt tall, took Xcode 16's controls and put the buttons 12 pt too tall.
  static func controlsBuild(tree: XMLTree, platform: InterfaceBuilderDocument.Platform, build: Int) -> Int {
    guard platform == .macOS, CanvasMetrics.xcode26Builds.contains(build) else { return build }
    var older = 0
    var newer = 0
    for index in tree.elements.indices where tree[index].name == "button" {
      guard let cell = tree.child(of: index, named: "buttonCell"),
        (tree[cell].attributes["controlSize"] ?? "regular") == "regular",
        let rect = tree.child(of: index, named: "rect", key: "frame"),
        let height = tree[rect].attributes["height"].flatMap(Double.init)
      else { continue }
      let cellAttributes = tree[cell].attributes
      let heights: (older: Double, newer: Double)
      switch (cellAttributes["type"], cellAttributes["bezelStyle"]) {
      case ("check", _): heights = (18, 16)
      case ("push", "rounded"): heights = (32, 24)
      default: continue
      }
      if let constant = ownHeight(of: index, in: tree) {
        // A push button given its own height: Xcode 26 saves the constant, flush with the
        // rect; older Xcodes 12 pt more, the bezel's margins above and below.
        guard heights.older == 32 else { continue }
        if height == constant { newer += 1 }
        if height == constant + 12 { older += 1 }
        continue
      }
      if height == heights.older { older += 1 }
      if height == heights.newer { newer += 1 }
    }
    return older > newer ? lastBuildBeforeXcode26 : build
  }

  /// The constant of a view's own required height constraint (`firstAttribute="height"`, no
  /// second item, equal), or `nil`.
  private static func ownHeight(of index: Int, in tree: XMLTree) -> Double? {
    guard let constraints = tree.child(of: index, named: "constraints") else { return nil }
    for child in tree.children(of: constraints, named: "constraint") {
      let attributes = tree[child].attributes
      guard attributes["firstAttribute"] == "height", attributes["secondItem"] == nil,
        (attributes["relation"] ?? "equal") == "equal", (attributes["priority"] ?? "1000") == "1000"
      else { continue }
      return attributes["constant"].flatMap(Double.init)
    }
    return nil
  }
}
