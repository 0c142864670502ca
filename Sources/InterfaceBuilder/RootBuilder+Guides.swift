import LayoutModel

extension RootBuilder {
  // MARK: Safe area and bars

  /// The root's safe-area insets and the lengths of its top and bottom layout guides.
  ///
  /// A scene's view on a phone or tablet is covered by the status bar (or sensor housing), the
  /// home indicator, and the navigation, tab and tool bars the scene has, whether set in its
  /// simulated metrics or inferred from the controllers that lead to it, as the canvas of the
  /// Xcode that saved the document draws them (``CanvasMetrics``). What covers the view is what
  /// its saved frame does not already leave out (a view laid out below an opaque bar starts
  /// lower). A root that is not a scene's view gets the canvas's insets only when it fills the
  /// screen; a cell or a small xib view gets none.
  mutating func computeRootInsets() {
    guard context.platform == .iOS else { return }
    guard context.device.id != DeviceMetrics.unknown.id else {
      if !context.namesDevice, context.canvas.build < DevicelessCanvas.lastBuilds.upperBound {
        computeDevicelessSceneInsets()
      }
      return
    }
    let device = context.device
    let saved = misplacedSceneViewFrame() ?? context.savedFrame(of: rootElement) ?? .zero
    let controller = context.controller(ofRootView: rootElement)
    let fillsWidth = abs(saved.width - device.screen.width) <= 0.5
    let fillsScreen = fillsWidth && abs(saved.height - device.screen.height) <= 0.5
    let canvas = context.canvas
    // A xib's top-level view with a freeform simulated size is drawn as a freeform scene is:
    // DuckDuckGo's `NotificationView.xib` (Xcode 15, 465 x 154 on the 4.7-inch iPhone) pins a
    // stack view 8 pt below its safe area's top at y 28, under the 20 pt status bar. So is one as
    // wide as the screen but shorter: Rocket.Chat's `DirectoryFiltersView.xib` and
    // `SubscriptionsSortingView.xib` (Xcode 10.1, 375 x 570 on the 4.7-inch iPhone) pin a header
    // to the safe area's top at y 20 (one app; no training xib view of that kind disagrees).
    let freeformXibView =
      controller == nil && tree[rootElement].name == "view"
      && tree.child(of: rootElement, named: "freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
    if let controller = controller ?? (freeformXibView ? rootElement : nil), !fillsWidth || (freeformXibView && !fillsScreen),
      isFreeform(controller)
    {
      // Presented as an iOS 13 page sheet, a freeform scene has no inset at all: FloatingPanel's
      // modal scene (Xcode 14.3), 10 pt shorter than its freeform size, saves a button pinned to
      // its safe area at y 0 and a view pinned to its bottom at the scene's bottom.
      guard !isPresentedAsPageSheet(controller) else { return }
      // So is one presented directly as a popover (``isPresentedAsPopover(_:)``).
      guard !isPresentedAsPopover(controller) else { return }
      // A freeform scene narrower than the screen is still drawn under the status bar and its
      // top bar: Hero's 320 x 440 scenes on a 375 pt iPhone (Xcode 8) save a button 8 pt below
      // the top layout guide at y 28. On a phone without a home button that is all; on one
      // with a home indicator the scene's bottom is inset by it too: FloatingPanel's 375 x 778
      // scenes on the 6.1-inch iPhone (Xcode 14.3) save a button pinned to the safe area at y
      // 48 and a view pinned to its bottom ending 34 pt above the scene's. The sides keep no
      // inset.
      //
      // On a phone with a home indicator its bottom bars add to the bottom, as on a scene of
      // the screen's size: Gladys' 320 x 900 credits scene (Xcode 26, 6.1-inch iPhone), the root
      // of a tab's navigation controller, saves a scroll view pinned to the safe area's bottom
      // 83 pt above the scene's (34 + the 49 pt tab bar); Trailer's 375 x 1000 server scene
      // (Xcode 14, 6.1-inch), shown in a tab with a toolbar, 132 pt (34 + 49 + 49,
      // ``stackedToolbarAndTabBar(of:simulatedToolbar:)``). Phones with a home button: not seen.
      //
      // Xcode 11 to 14 draw no status bar over it on a phone with a home button, as over a
      // full-screen scene (``CanvasMetrics/hidesHomeButtonStatusBar``): Open Food Facts' freeform
      // xib views (14824 and 16087) and the Corona-Warn-App's (21207) pin views to the safe
      // area's top at y 0.
      // Xcode 9 and earlier draw none over a freeform xib view either
      // (``CanvasMetrics/hidesFreeformXibStatusBar``).
      let xibStatusBarHidden = controller == rootElement && canvas.hidesFreeformXibStatusBar
      let noStatusBar = hidesStatusBar(controller) || canvas.hidesHomeButtonStatusBar || xibStatusBarHidden
      let statusBar = noStatusBar && device.safeArea.bottom == 0 ? 0 : canvas.safeArea.top
      let bars = barHeights(of: controller)
      let opaque = opaqueBars(of: controller)
      let top = opaque.top ? 0 : max(0, statusBar + bars.top - saved.y)
      let bottomBars = device.safeArea.bottom > 0 && !opaque.bottom ? bars.bottom : 0
      rootSafeArea = EdgeInsets(top: top, left: 0, bottom: canvas.safeArea.bottom + bottomBars, right: 0)
      barInsets = (rootSafeArea.top, rootSafeArea.bottom)
      return
    }
    guard (controller != nil && fillsWidth) || fillsScreen else { return }
    if let controller, saved.height < device.screen.height - 0.5, isPresentedAsPageSheet(controller) {
      // An iOS 13 page sheet: below the status bar, so nothing covers its top but its own
      // navigation bar, which a sheet draws 56 pt tall; the home indicator still covers its bottom.
      let bars = barHeights(of: controller)
      rootSafeArea = EdgeInsets(
        top: bars.top > 0 && !opaqueBars(of: controller).top ? canvas.sheetNavigationBar : 0, left: canvas.safeArea.left,
        bottom: canvas.safeArea.bottom + bars.bottom, right: canvas.safeArea.right)
      barInsets = (rootSafeArea.top, rootSafeArea.bottom)
      return
    }
    let bars = controller.map { barHeights(of: $0) } ?? (top: 0, bottom: 0)
    // `<nil key="simulatedStatusBarMetrics"/>`: no status bar is drawn, which on a phone with a
    // home button leaves nothing above the scene.
    let statusBarHidden = controller.map(hidesStatusBar) ?? hidesStatusBar(rootElement)
    // Xcode 11's to 14's canvases draw no status bar on a phone with a home button, with or
    // without a top bar (``CanvasMetrics/hidesHomeButtonStatusBar``).
    let noStatusBar = statusBarHidden || canvas.hidesHomeButtonStatusBar
    let statusBar = noStatusBar && device.safeArea.bottom == 0 ? 0 : canvas.safeArea.top
    let opaque = controller.map { opaqueBars(of: $0) } ?? (top: false, bottom: false)
    let barsBottom = statusBar + bars.top
    let topCover = opaque.top ? 0 : barsBottom
    let bottomCover = opaque.bottom ? 0 : canvas.safeArea.bottom + bars.bottom
    // The view's top in the screen: where it is saved, or below the status bar and the top bar
    // when it was laid out there (``isSavedBelowTopBar(saved:topCover:bottomCover:)``), the bar
    // opaque or not. Below an opaque bar, nothing covers the view's top, but its bottom still
    // ends at the screen's: Yubico's `About` and `FIDO2Demo` storyboards (15400 and 17506,
    // 6.1-inch iPhone), the roots of tabs' navigation controllers with opaque bars, save their
    // views 808 pt tall (896 - 44 - 44) at y 0 and a view pinned to the safe area's bottom 83 pt
    // above the view's (the 34 pt home indicator and the 49 pt tab bar); UpcomingMovies'
    // `MovieDetail.storyboard` (21701, 393 x 852) three scenes 749 pt tall (852 - 59 - 44) with
    // tables pinned to the safe area's bottom 34 pt above theirs. The importer had taken the
    // view's top for the screen's and given no bottom inset.
    let top = controller != nil && bars.top > 0
      && isSavedBelowTopBar(saved: saved, topCover: barsBottom, bottomCover: bottomCover) ? barsBottom : saved.y
    // A freeform scene taller than the screen has its home indicator and bottom bars at its own
    // bottom, not the screen's: Stopp Corona's 414 x 1896 start menu (17701, 6.1-inch iPhone)
    // pins a scroll view to its safe area's bottom 34 pt above the scene's bottom, 1818 pt tall
    // from y 44, and Bluefruit's 375 x 900 scanner scene (15705, 5.8-inch iPhone) a table 34 pt
    // above it; the importer had measured the inset to the screen's bottom, 1034 and 122 pt.
    // Documents of layout guides alone are left as they were: no training document moves
    // either way with them included.
    let screenBottom =
      if let controller, context.usesSafeAreas, saved.height > device.screen.height + 0.5, isFreeform(controller) {
        top + saved.height
      } else {
        device.screen.height
      }
    rootSafeArea = EdgeInsets(
      top: max(0, topCover - top), left: canvas.safeArea.left,
      bottom: max(0, top + saved.height - (screenBottom - bottomCover)), right: canvas.safeArea.right)
    barInsets = (rootSafeArea.top, rootSafeArea.bottom)
  }

  /// Whether a scene's view, saved at y 0 as wide as the screen, is exactly as tall as the
  /// screen less the status bar and its top bar (and perhaps its bottom bars): Xcode laid it out
  /// below the top bar, whatever its saved origin says, so nothing covers its top.
  ///
  /// Why: Swift-30-Projects' `BlueLibrarySwift` storyboard (plug-in 14088, 4.7-inch iPhone)
  /// saves a navigation controller's root scene, whose `edgesForExtendedLayout` leaves out the
  /// top, 603 pt tall at y 0 (667 - 20 - 44), and views pinned to its top layout guide at y 0;
  /// Rocket.Chat's `Chat.storyboard` (14460.20, 4-inch iPhone) a scene pushed under a navigation
  /// bar 504 pt tall (568 - 20 - 44) with a table pinned to its safe area's top at y 0. The
  /// importer had put the guide 64 pt down in both. A scene of that kind saved at the screen's
  /// full height (Swift-30-Projects' `PhotoScroll`, 14490.49) keeps the bars' inset.
  func isSavedBelowTopBar(saved: Rect, topCover: Double, bottomCover: Double) -> Bool {
    let screen = context.device.screen.height
    guard topCover > 0, abs(saved.y) <= 0.5, abs(saved.width - context.device.screen.width) <= 0.5 else { return false }
    return abs(saved.height - (screen - topCover)) <= 0.5 || abs(saved.height - (screen - topCover - bottomCover)) <= 0.5
  }

  /// The layout guides of a scene in a document that names no device (Xcode 7 and earlier,
  /// whose canvas lays scenes out 600 x 600 for any size class): under the 20 pt status bar of
  /// the phones of the time and the bars the scene has, as on a device with a home button.
  ///
  /// Why: without a device the importer gave such a scene no inset at all, where Xcode saves
  /// its views below the status bar and bars. Instructions' `App-Extensions-Example` storyboard
  /// (10117) pins a text field 30 pt below the top layout guide at y 50; Swift-30-Projects'
  /// `PhotoTagger` storyboard (10117) pins an image view to the top layout guide of the root
  /// scene of a navigation controller at y 64, and a segmented control 8 pt below the guide of
  /// the scene it shows at y 72. A xib's view or a cell gets nothing, as before.
  mutating func computeDevicelessSceneInsets() {
    guard let controller = context.controller(ofRootView: rootElement) else { return }
    let saved = context.savedFrame(of: rootElement) ?? .zero
    let statusBar = hidesStatusBar(controller) ? 0 : DevicelessCanvas.statusBar
    let bars = barHeights(of: controller)
    let opaque = opaqueBars(of: controller)
    let top = opaque.top ? 0 : max(0, statusBar + bars.top - saved.y)
    let bottom = opaque.bottom ? 0 : bars.bottom
    rootSafeArea = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    barInsets = (top, bottom)
  }

  /// The canvas of documents that name no device.
  enum DevicelessCanvas {
    /// The status bar's height: iOS 7 to 10's on phones with a home button.
    static let statusBar = 20.0
    /// The builds of Xcode 7 and earlier (10117 is Xcode 7.3; Xcode 8 writes 11000 on). A later
    /// document without a device is not drawn so: FloatingPanel's `Stocks` storyboard (19455)
    /// saves views pinned to the top layout guide at y 0 (2 views lost without the bound).
    static let lastBuilds = 0..<11000
  }

  /// The frame of a scene's view Xcode saved misplaced below an opaque navigation bar, as the
  /// canvas lays it out: from the bar's bottom to the screen's bottom (or an opaque bottom
  /// bar's top), as wide as the screen; nil for any other root.
  ///
  /// Why: a misplaced view's saved frame is not where the canvas puts it. DuckDuckGo's three
  /// scenes pushed in a navigation controller with an opaque bar on the 5.5-inch iPhone
  /// (Xcode 15) are saved misplaced 666 pt tall at y 0, and their subviews where a view 672 pt
  /// tall (736 less the 20 pt status bar and the 44 pt bar) has them: a label 25 pt above the
  /// safe area's bottom at y 630, scroll views pinned to the safe area 672 pt tall.
  func misplacedSceneViewFrame() -> Rect? {
    guard context.platform == .iOS, context.device.id != DeviceMetrics.unknown.id,
      attribute(rootElement, "misplaced") == "YES", let controller = context.controller(ofRootView: rootElement),
      let saved = context.savedFrame(of: rootElement)
    else { return nil }
    let device = context.device
    guard abs(saved.width - device.screen.width) <= 0.5, !isFreeform(controller), !isPresentedAsPageSheet(controller)
    else { return nil }
    let bars = barHeights(of: controller)
    let opaque = opaqueBars(of: controller)
    guard opaque.top, bars.top > 0 else { return nil }
    let statusBar = hidesStatusBar(controller) && device.safeArea.bottom == 0 ? 0 : context.canvas.safeArea.top
    let top = statusBar + bars.top
    let bottom = opaque.bottom && bars.bottom > 0 ? context.canvas.safeArea.bottom + bars.bottom : 0
    let height = device.screen.height - top - bottom
    guard height > 0 else { return nil }
    return Rect(x: 0, y: top, width: device.screen.width, height: height)
  }

  /// Whether the scene's view or its controller says `<nil key="simulatedStatusBarMetrics"/>`.
  func hidesStatusBar(_ controller: Int) -> Bool {
    [rootElement, controller].contains { tree.child(of: $0, named: "nil", key: "simulatedStatusBarMetrics") != nil }
  }

  /// Whether a controller's scene is sized freely rather than as the device's screen: Xcode 12
  /// and earlier write `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics">` with
  /// the size; later ones only `<size key="freeformSize">` (FloatingPanel's storyboards of Xcode
  /// 13 and 14.3).
  ///
  /// A controller shown inside a container (a tab bar or navigation controller's child, and what
  /// that child pushes) takes the container's size: MarqueeLabel's scenes of Xcode 15 inside a
  /// 600 x 600 freeform tab bar controller are saved 600 x 600, with no size metrics of their
  /// own, and under the 6.1-inch iPhone's status bar (48 pt) and, pushed in a navigation
  /// controller, its bar. The walk follows relationship and push segues backwards, at most once
  /// through each controller, and stops at a presentation or an embed.
  func isFreeform(_ controller: Int) -> Bool {
    func hasFreeformSize(_ element: Int) -> Bool {
      tree.child(of: element, named: "freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
        || tree.child(of: element, named: "size", key: "freeformSize") != nil
    }
    if hasFreeformSize(controller) { return true }
    for step in wayBack(from: controller) {
      let kind = tree[step.segue].attributes["kind"] ?? ""
      guard kind == "relationship" || kind == "show" || kind == "push" else { return false }
      if hasFreeformSize(step.source) { return true }
    }
    return false
  }

  /// The heights of the top bar (navigation bar) and bottom bar (tab bar or toolbar) of a scene:
  /// its simulated metrics where set, otherwise what the segues leading to it imply.
  func barHeights(of controller: Int) -> (top: Double, bottom: Double) {
    var top: Double?
    var bottom: Double?
    for child in tree[controller].children {
      let e = tree[child]
      switch (e.name, e.attributes["key"]) {
      case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
        top = e.attributes["prompted"] == "YES" ? context.canvas.promptedNavigationBar : context.canvas.navigationBar
      case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"): bottom = context.canvas.tabBar
      case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"): bottom = context.canvas.toolbar
      default: break
      }
    }
    let simulatedToolbar = bottom == context.canvas.toolbar
    if top == nil || bottom == nil {
      let inferred = inferredBars(of: controller)
      top = top ?? inferred.top
      bottom = bottom ?? inferred.bottom
    }
    if let stacked = stackedToolbarAndTabBar(of: controller, simulatedToolbar: simulatedToolbar) { bottom = stacked }
    return (top ?? 0, bottom ?? 0)
  }

  /// The bottom bars of a scene that shows a toolbar inside a tab bar controller, on a phone
  /// with a home indicator: the canvas draws both, the toolbar above the tab bar, each
  /// ``CanvasMetrics/stackedToolbar`` and ``CanvasMetrics/tabBar`` tall; nil for any other scene.
  ///
  /// The scene shows a toolbar when it sets simulated toolbar metrics, when a navigation
  /// controller on the way to it (before a presentation or an embed) says `toolbarHidden="NO"`,
  /// or when a scene that pushes it sets simulated toolbar metrics; the tab bar is a tab bar
  /// controller further back. The importer had counted one bar, the
  /// toolbar where the scene sets it and the tab bar otherwise.
  ///
  /// Why: views pinned to the safe area's or the bottom layout guide's bottom are saved 132 pt
  /// above the screen's bottom (34 + 49 + 49) in two apps: Trailer's settings scenes (plug-in
  /// 21679, 6.1-inch iPhone), pushed in a navigation controller whose toolbar shows, inside a tab
  /// bar controller (six scenes, 49 pt higher than the tab bar alone, 54 than a 44 pt toolbar,
  /// 98 than none), and ViewAnimator's collection scene (15510, 5.8-inch iPhone), the root of a
  /// tab's navigation controller with simulated toolbar metrics (54 pt higher than the toolbar
  /// alone). Phones with a home button were not seen with both bars, so they keep one.
  func stackedToolbarAndTabBar(of controller: Int, simulatedToolbar: Bool) -> Double? {
    guard context.device.idiom == .phone, context.device.safeArea.bottom > 0 else { return nil }
    var toolbar = simulatedToolbar
    var tabBar = false
    for (_, source, segue) in wayBack(from: controller) {
      let kind = tree[segue].attributes["kind"] ?? ""
      if kind == "embed" || kind == "presentation" || kind == "modal" || kind == "popoverPresentation" { break }
      switch tree[source].name {
      case "navigationController": if tree[source].attributes["toolbarHidden"] == "NO" { toolbar = true }
      case "tabBarController": tabBar = true
      default:
        // A scene that pushes this one and shows a toolbar in its simulated metrics: the
        // navigation controller's toolbar stays.
        if kind == "show" || kind == "push", simulatesToolbar(source) { toolbar = true }
      }
    }
    guard toolbar, tabBar else { return nil }
    return context.canvas.tabBar + context.canvas.stackedToolbar
  }

  /// Whether a controller's simulated metrics show a toolbar at its bottom.
  func simulatesToolbar(_ controller: Int) -> Bool {
    tree.children(of: controller, named: "simulatedToolbarMetrics").contains {
      tree[$0].attributes["key"] == "simulatedBottomBarMetrics"
    }
  }

  /// Whether the scene's top and bottom bars are opaque (`translucent="NO"`): in its simulated
  /// metrics where it sets them, else on the bar of the navigation or tab bar controller that
  /// leads to it.
  ///
  /// Why: Interface Builder's canvas lays a scene's view out below an opaque bar, and its safe
  /// area and layout guides start there, where the saved frame does not show it (a freeform
  /// scene's view is saved at y 0, a misplaced one where it was) and even where the scene
  /// extends under the bars. RxSwift's freeform scene (Xcode 13, 500 x 568 under an opaque
  /// simulated bar) saves its view 524 pt tall with a scroll view pinned to the top layout guide
  /// at y 0; DuckDuckGo's scenes pushed in a navigation controller whose bar is opaque (Xcode 15)
  /// save views pinned to the safe area's top at y 0 and its bottom at the view's bottom, and a
  /// page sheet's view (Xcode 14.3) a container pinned to the top layout guide at y 0.
  func opaqueBars(of controller: Int) -> (top: Bool, bottom: Bool) {
    var top: Bool?
    var bottom: Bool?
    for child in tree[controller].children {
      let e = tree[child]
      switch (e.name, e.attributes["key"]) {
      case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"): top = e.attributes["translucent"] == "NO"
      case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"), ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
        bottom = e.attributes["translucent"] == "NO"
      default: break
      }
    }
    for (_, source, segue) in wayBack(from: controller) {
      guard top == nil || bottom == nil else { break }
      let sourceElement = tree[source]
      let kind = tree[segue].attributes["kind"] ?? ""
      if kind == "embed" || kind == "presentation" || kind == "modal" { break }
      if sourceElement.name == "navigationController" {
        if top == nil, let bar = tree.child(of: source, named: "navigationBar", key: "navigationBar") {
          top = tree[bar].attributes["translucent"] == "NO"
        }
        if bottom == nil, sourceElement.attributes["toolbarHidden"] == "NO",
          let bar = tree.child(of: source, named: "toolbar", key: "toolbar")
        {
          bottom = tree[bar].attributes["translucent"] == "NO"
        }
      } else if sourceElement.name == "tabBarController" {
        if bottom == nil, let bar = tree.child(of: source, named: "tabBar", key: "tabBar") {
          bottom = tree[bar].attributes["translucent"] == "NO"
        }
      }
    }
    return (top ?? false, bottom ?? false)
  }

  /// Bars inferred from the way to a controller: a navigation controller's root and what it
  /// pushes show its navigation bar (taller with large titles, unless the navigation items say
  /// otherwise: ``largeTitleDisplayMode(of:)``); a tab bar controller's children and what they
  /// lead to show its tab bar. The walk follows segues backwards, at most once through each
  /// controller.
  func inferredBars(of controller: Int) -> (top: Double, bottom: Double) {
    var top = 0.0
    var bottom = 0.0
    // The first navigation item on the way back that does not inherit its mode decides.
    var displayMode: String?
    for (shown, source, segue) in wayBack(from: controller) {
      let sourceElement = tree[source]
      let kind = tree[segue].attributes["kind"] ?? ""
      let relationship = tree[segue].attributes["relationship"] ?? ""
      if displayMode == nil, let mode = largeTitleDisplayMode(of: shown), mode != "automatic" { displayMode = mode }
      if sourceElement.name == "navigationController", relationship == "rootViewController" || kind == "relationship" {
        if top == 0, sourceElement.attributes["navigationBarHidden"] != "YES" {
          let bar = tree.child(of: source, named: "navigationBar", key: "navigationBar")
          let large = bar.flatMap { tree[$0].attributes["largeTitles"] } == "YES" && displayMode != "never"
          top = large ? context.canvas.largeTitleNavigationBar : context.canvas.navigationBar
        }
        // A navigation controller that simulates a tab bar below itself (the tab of a tab bar
        // controller in another storyboard) draws it under its root and what it pushes:
        // WWDCScholars' `Scholars.storyboard` (14868, 6.1-inch iPhone) pins a map container to
        // the bottom layout guide of its root scene 83 pt above the screen's bottom (34 + 49),
        // and Espressif's RainMaker `Settings.storyboard` (a prerelease Xcode, 5.5-inch iPhone)
        // views to the safe area's bottom of two pushed scenes 49 pt above it; the importer had
        // drawn no tab bar.
        if bottom == 0, simulatesTabBar(source) { bottom = context.canvas.tabBar }
      } else if sourceElement.name == "tabBarController" {
        if bottom == 0 { bottom = context.canvas.tabBar }
      } else if kind == "embed" || kind == "presentation" || kind == "modal" {
        break
      }
    }
    return (top, bottom)
  }

  /// Whether a controller's simulated metrics show a tab bar at its bottom.
  func simulatesTabBar(_ controller: Int) -> Bool {
    tree[controller].children.contains {
      tree[$0].name == "simulatedTabBarMetrics" && tree[$0].attributes["key"] == "simulatedBottomBarMetrics"
    }
  }

  /// A controller's `largeTitleDisplayMode` (`always`, `never`, or `automatic`, the default,
  /// which takes the mode of the item below it on the navigation stack), or `nil`.
  ///
  /// Why: a navigation bar that prefers large titles shows a standard one for an item whose
  /// mode is `never`, and for the items pushed after it that inherit; Trailer's settings
  /// storyboard (Xcode 14) saves such scenes' content 92 pt down on a 6.5-inch iPhone, not 144.
  func largeTitleDisplayMode(of controller: Int) -> String? {
    tree.child(of: controller, named: "navigationItem", key: "navigationItem").flatMap { tree[$0].attributes["largeTitleDisplayMode"] }
  }

  /// Whether a controller is shown as an iOS 13 page sheet: it, or the navigation controller
  /// whose root it is, is presented modally in a document of Xcode 11 or later (builds from
  /// 15000), without a full-screen presentation style.
  func isPresentedAsPageSheet(_ controller: Int) -> Bool {
    guard context.canvas.build >= 15000 else { return false }
    for (shown, source, segue) in wayBack(from: controller) {
      let kind = tree[segue].attributes["kind"] ?? ""
      if kind == "presentation" || kind == "modal" {
        let styles = [tree[segue].attributes["modalPresentationStyle"], tree[shown].attributes["modalPresentationStyle"]]
        return !styles.contains { $0 == "fullScreen" || $0 == "overFullScreen" || $0 == "currentContext" || $0 == "overCurrentContext" }
      }
      guard tree[source].name == "navigationController", kind == "relationship" else { return false }
    }
    return false
  }

  /// Whether a controller is the destination of a popover presentation segue: the canvas draws
  /// such a scene as the popover's content, with no status bar, no bars of the scene that
  /// presents it and no home indicator.
  ///
  /// Why: Rocket.Chat's `Drawing.storyboard` (plug-in 14088, 4.7-inch iPhone) saves a 200 x 200
  /// scene shown as a popover from a scene inside a navigation controller with a view pinned 8 pt
  /// below its safe area's top at y 8 (the importer had put the safe area 64 pt down, under the
  /// status bar and the presenter's navigation bar), and Gladys' `GladysKeys` storyboard (22129,
  /// 6.1-inch iPhone) a 240 x 470 popover scene with a table pinned to its safe area's top and
  /// bottom at y 0 and 470 pt tall (the importer had put 48 and 34 pt insets). Popovers whose
  /// scene is the root of their own navigation controller (Gladys' Xcode 26 label pickers) are
  /// not decided by this and keep the freeform scene's insets.
  func isPresentedAsPopover(_ controller: Int) -> Bool {
    guard let id = tree[controller].attributes["id"], let (_, segue) = incomingSegue(to: id) else { return false }
    return tree[segue].attributes["kind"] == "popoverPresentation"
  }

  /// The way back from a controller, step by step: the controller shown, the one that shows it
  /// (its container, or the one that pushes or presents it: ``incomingSegue(to:)``) and the
  /// segue between them, then the same from that one, passing through each controller at most
  /// once. Lazy, so a walk that stops early looks no further.
  func wayBack(from controller: Int) -> some Sequence<(shown: Int, source: Int, segue: Int)> {
    sequence(state: (current: controller, visited: Set<Int>())) { state in
      guard state.visited.insert(state.current).inserted, let id = tree[state.current].attributes["id"],
        let (source, segue) = incomingSegue(to: id)
      else { return nil }
      defer { state.current = source }
      return (state.current, source, segue)
    }
  }

  /// The controller and the segue that lead to the controller with `id`, preferring a
  /// relationship (the containment) over a push or show.
  /// - Complexity: O(segues to `id` × the depth of their elements).
  func incomingSegue(to id: String) -> (controller: Int, segue: Int)? {
    var found: (Int, Int)?
    for index in context.seguesByDestination[id] ?? [] {
      var owner = tree[index].parent
      while owner >= 0, !tree[owner].name.hasSuffix("Controller") { owner = tree[owner].parent }
      guard owner >= 0 else { continue }
      if tree[index].attributes["kind"] == "relationship" { return (owner, index) }
      if found == nil { found = (owner, index) }
    }
    return found
  }

  /// The safe-area insets of a node: the root's, less the node's distance from each edge.
  func safeAreaInsets(node index: Int) -> EdgeInsets {
    let root = nodes[0].frame
    let frame = nodes[index].frame
    let (x, y) = nodes[index].originInRoot
    return EdgeInsets(
      top: max(0, rootSafeArea.top - y), left: max(0, rootSafeArea.left - x),
      bottom: max(0, y + frame.height - (root.height - rootSafeArea.bottom)),
      right: max(0, x + frame.width - (root.width - rootSafeArea.right)))
  }

  // MARK: Margins

  /// A view's layout margins, as UIKit computes them for the saved layout.
  ///
  /// Explicit margins where the document gives them; otherwise 8 pt, except a scene's view, a
  /// view at the top of a scene beside its controller, and a xib's top-level view (the system
  /// minimum: 16 or 20 pt at the sides, 0 at top and bottom) and a cell's content
  /// view (11 pt at top and bottom and at the sides the system minimum of its table's width since
  /// iOS 11, ``cellContentSideMargin(contentView:)``, 8 pt before;
  /// Xcode 26's canvas has its own, ``CanvasMetrics/cellContentMargins``; 8 pt on the side of
  /// an accessory).
  /// `preservesSuperviewLayoutMargins` raises an edge to the superview's margin where the view
  /// lies inside it; with safe areas, the margins are measured from the safe area unless
  /// `insetsLayoutMarginsFromSafeArea` is off; `layoutMarginsFollowReadableWidth` widens the
  /// sides so the content is no wider than the readable width of 672 pt. Without safe areas, a
  /// scene's view adds its top layout guide's length to its top margin.
  func layoutMargins(node index: Int) -> EdgeInsets {
    let element = nodes[index].element
    let modern = context.toolsMajor >= 13000 || context.usesSafeAreas
    var margins = EdgeInsets.defaultLayoutMargins
    if let explicit = explicitMargins(element) {
      margins = explicit
    } else if index == 0, context.platform == .iOS,
      context.controller(ofRootView: element) != nil || context.filesOwnerViews.contains(nodes[0].ibID)
      || (modern && (context.isTopLevelOfXib(element) || context.isTopLevelOfScene(element)))
    {
      // The side margins follow the root's own width, not the device's: eidolon's freeform
      // scenes, 815 pt wide on a 4.7-inch iPhone (Xcode 9), are saved 20 pt in; Trailer's scene
      // saved 375 pt wide on a 414 pt phone (Xcode 14) 16 pt in; Instructions' 600 pt scene of a
      // document naming no device (Xcode 7) 20 pt in. Xcode lays a xib's top-level view out with
      // these margins too: Rocket.Chat's collection view cells (14460.31) pin views to their own
      // margins and are saved 16 pt in at 352 to 375 pt wide and 20 pt in at 402 and 412 pt,
      // all on a 4.7-inch iPhone, 0 pt above and below; its title view (14490.70) likewise 16 pt
      // at 375 pt. UIKit's 8 pt had put them all 8 pt out. A view at the top of a scene, beside
      // its controller, is laid out so as well: Tofu's two empty-state views (17701, 240 pt
      // wide on a 4.7-inch iPhone) pin a view to their side margins at x 16, 208 pt wide, and
      // Trailer's `Settings` header (21701, 375 pt) a label 10 pt inside its margins at (26, 10).
      // The importer had given them 8 pt on every side.
      let side = context.device.idiom == .pad ? 20 : DeviceMetrics.systemSideMargin(width: nodes[0].frame.width)
      margins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    } else if context.platform == .iOS, context.isCellContentView(element), context.canvas.isXcode26 {
      margins = context.canvas.cellContentMargins
      if let narrow = context.canvas.narrowTableCellSideMargin, let width = tableWidth(cellContentView: element),
        width < CanvasMetrics.narrowCellWidth
      {
        margins.left = narrow
        margins.right = narrow
      }
    } else if context.isCellContentView(element), modern {
      let side = cellContentSideMargin(contentView: element)
      margins = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }
    if context.platform == .iOS, context.isCellContentView(element), modern, hasAccessory(cellOf: element) {
      // The content view ends where the accessory begins and keeps the standard 8 pt from it:
      // views pinned to its trailing margin end 8 pt inside it in NetNewsWire's (24765),
      // DuckDuckGo's (plug-in 22690) and Trailer's (21701) cells with disclosure indicators.
      margins.right = 8
    }
    if context.platform == .macOS { return margins }
    if attribute(element, "preservesSuperviewLayoutMargins") == "YES", let parent = nodes[index].parent {
      let inherited = layout[nodes[parent].model].layoutMargins
      let parentFrame = nodes[parent].frame
      let frame = nodes[index].frame
      margins.left = max(margins.left, inherited.left - frame.x)
      margins.top = max(margins.top, inherited.top - frame.y)
      margins.right = max(margins.right, inherited.right - (parentFrame.width - frame.maxX))
      margins.bottom = max(margins.bottom, inherited.bottom - (parentFrame.height - frame.maxY))
    }
    if context.usesSafeAreas, attribute(element, "insetsLayoutMarginsFromSafeArea") != "NO" {
      let safe = safeAreaInsets(node: index)
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    } else if !context.usesSafeAreas, index == 0, context.controller(ofRootView: element) != nil {
      // Without safe areas a scene's view has a top margin as long as its top layout guide:
      // Open Food Facts' `ProductAddViewController` (16097.3, 375 x 2000 on the 4.7-inch
      // iPhone) and Bluefruit's DFU scene (15705, 375 x 667), both under a simulated navigation
      // bar, save a scroll view and a table pinned to the root's `topMargin` at y 44, the bar
      // alone (``CanvasMetrics/hidesHomeButtonStatusBar``); the importer had them at y 0. A
      // scene saved below its bar keeps 0 (RxSwift's `PartialUpdates`, 12120). The bottom
      // margin is left alone: the bottom inset of a scene taller than the screen is measured to
      // the screen's bottom (1,333 pt in Open Food Facts' scene), not where Xcode draws it.
      margins.top += barInsets.top
    }
    if attribute(element, "layoutMarginsFollowReadableWidth") == "YES" {
      let width = nodes[index].frame.width
      let readable = 672.0
      if width - margins.left - margins.right > readable {
        let side = (width - readable) / 2
        margins.left = max(margins.left, side)
        margins.right = max(margins.right, side)
      }
    }
    return margins
  }

  /// The side margins of a table cell's content view (iOS 11 to 18): the system minimum of its
  /// table's width, or of the cell's own where it stands alone at the top of a xib, as a root
  /// view's follow its own width; the device's for other cells.
  ///
  /// Why: the canvas does not give a cell in a narrow table the margins of a wide phone.
  /// Gladys' `GladysKeys` storyboard (plug-in 22129, 6.1-inch iPhone, 414 pt) pins a label to the
  /// content-view margins of a cell in a 240 pt table at x 16, and the Corona-Warn-App's
  /// `DynamicLegalCell.xib` and `DynamicLegalExtendedCell.xib` (19454, 6.1-inch) pin views to
  /// the margins of their 320 pt cells at x 16; the device had put them 20 pt in. Cells of full-
  /// width tables and 414 pt xib cells on the same phones keep 20 (Trailer's `Settings` of 21679,
  /// the Corona-Warn-App's `ExposureDetectionLongGuideCell.xib` of 19454). Xcode 26's canvas has
  /// margins of its own (``CanvasMetrics/cellContentMargins``); collection cells keep the
  /// device's (no training document decides them). Xcode 9 to 11 give a narrow cell 15 pt
  /// (``CanvasMetrics/narrowCellSideMargin``), and a cell of a table nested in another view 15
  /// pt at any width (``CanvasMetrics/nestedTableCellSideMargin``). On an iPad, a xib's own
  /// table cell and a cell of a table nested in another view have
  /// ``CanvasMetrics/padCellSideMargin`` (16 pt) where the device's 20 had been given; a table
  /// view controller's own table's cells keep the device's (no training document decides them).
  func cellContentSideMargin(contentView: Int) -> Double {
    let device = context.device
    guard device.id != DeviceMetrics.unknown.id else { return 16 }
    let cell = tree[contentView].parent
    if device.idiom == .pad, cell >= 0, tree[cell].name == "tableViewCell", let pad = context.canvas.padCellSideMargin {
      if let table = enclosingTable(ofCell: cell) {
        if isNestedInSuperview(table) { return pad }
      } else if context.isTopLevelOfXib(cell) {
        return pad
      }
    }
    guard device.idiom != .pad, cell >= 0, tree[cell].name == "tableViewCell" else { return device.rootSideMargin }
    let table = enclosingTable(ofCell: cell)
    if let table, let nested = context.canvas.nestedTableCellSideMargin, isNestedInSuperview(table) {
      return nested
    }
    let sized = table ?? (context.isTopLevelOfXib(cell) ? cell : nil)
    let width = sized.flatMap { context.savedFrame(of: $0)?.width }
    guard let width, width > 0 else { return device.rootSideMargin }
    if width < CanvasMetrics.narrowCellWidth, let narrow = context.canvas.narrowCellSideMargin,
      attribute(contentView, "insetsLayoutMarginsFromSafeArea") != "NO"
    {
      return narrow
    }
    return DeviceMetrics.systemSideMargin(width: width)
  }

  /// Whether a view lies inside another view (an element of a `subviews` list), not at the top of
  /// a scene or a xib as a controller's own view: the cells of such a table have Xcode 9 to 11's
  /// 15 pt margins (``CanvasMetrics/nestedTableCellSideMargin``).
  func isNestedInSuperview(_ element: Int) -> Bool {
    let parent = tree[element].parent
    return parent >= 0 && tree[parent].name == "subviews"
  }

  /// The saved width of the table a cell's content view is in, or `nil` for a cell outside a
  /// table (at the top of a xib): Xcode 26's narrow-table margins
  /// (``CanvasMetrics/narrowTableCellSideMargin``) follow the table.
  func tableWidth(cellContentView: Int) -> Double? {
    let cell = tree[cellContentView].parent
    guard cell >= 0, tree[cell].name == "tableViewCell", let table = enclosingTable(ofCell: cell),
      let width = context.savedFrame(of: table)?.width, width > 0
    else { return nil }
    return width
  }

  /// The nearest `tableView` above a table cell, or nil for a cell outside a table (at the top
  /// of a xib). A loop up the ancestors, not a recursion: a tree may be thousands of levels deep.
  func enclosingTable(ofCell cell: Int) -> Int? {
    var table = tree[cell].parent
    while table >= 0, tree[table].name != "tableView" { table = tree[table].parent }
    return table >= 0 ? table : nil
  }

  /// Whether a cell's content view sits beside an accessory: the cell's `accessoryType` is one.
  func hasAccessory(cellOf contentView: Int) -> Bool {
    let cell = tree[contentView].parent
    guard cell >= 0 else { return false }
    return (tree[cell].attributes["accessoryType"] ?? "none") != "none"
  }

  /// Margins the document sets: `<edgeInsets key="layoutMargins">` or, with leading and
  /// trailing, `<directionalEdgeInsets key="directionalLayoutMargins">`.
  func explicitMargins(_ element: Int) -> EdgeInsets? {
    if let insets = tree.child(of: element, named: "edgeInsets", key: "layoutMargins") {
      let a = tree[insets].attributes
      return EdgeInsets(
        top: number(a["top"]) ?? 0, left: number(a["left"]) ?? 0, bottom: number(a["bottom"]) ?? 0,
        right: number(a["right"]) ?? 0)
    }
    if let insets = tree.child(of: element, named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
      let a = tree[insets].attributes
      return EdgeInsets(
        top: number(a["top"]) ?? 0, left: number(a["leading"]) ?? 0, bottom: number(a["bottom"]) ?? 0,
        right: number(a["trailing"]) ?? 0)
    }
    return nil
  }

  // MARK: Layout guides

  /// Adds every layout guide the document names: each view's safe area (and layout-margins,
  /// content and frame guides), and the scene's top and bottom layout guides.
  mutating func addGuides() {
    for index in nodes.indices {
      let element = nodes[index].element
      for guide in tree.children(of: element, named: "viewLayoutGuide") {
        guard let id = tree[guide].attributes["id"] else { continue }
        let key = tree[guide].attributes["key"] ?? ""
        let kind: LayoutGuide
        switch key {
        case "safeArea": kind = .safeArea(safeAreaInsets(node: index))
        case "layoutMargins": kind = .layoutMargins
        case "frameLayoutGuide": kind = .safeArea(.zero)
        case "contentLayoutGuide":
          if let content = contentGuide(forScrollView: index, id: id) { itemByID[id] = content }
          continue
        case "keyboard":
          kind = .bottomLayoutGuide(length: safeAreaInsets(node: index).bottom)
          warnings.append(context.warning(guide, "keyboard layout guide taken with the keyboard hidden: a band as tall as the bottom safe-area inset"))
        default:
          warnings.append(context.warning(guide, "layout guide '\(key)' is not supported; constraints to it are left out"))
          continue
        }
        addGuide(named: "\(key)-\(id)", kind, owner: index, ibID: id, element: guide)
      }
    }
    if let controller = context.controller(ofRootView: rootElement),
      let guides = tree.child(of: controller, named: "layoutGuides")
    {
      for guide in tree.children(of: guides, named: "viewControllerLayoutGuide") {
        guard let id = tree[guide].attributes["id"] else { continue }
        let isTop = tree[guide].attributes["type"] != "bottom"
        let kind: LayoutGuide = isTop ? .topLayoutGuide(length: barInsets.top) : .bottomLayoutGuide(length: barInsets.bottom)
        addGuide(named: "\(isTop ? "topLayoutGuide" : "bottomLayoutGuide")-\(id)", kind, owner: 0, ibID: id, element: guide)
      }
    }
  }

  mutating func addGuide(named name: String, _ kind: LayoutGuide, owner: Int, ibID: String?, element: Int) {
    do {
      let id = try layout.addGuide(name, kind, in: nodes[owner].model)
      if let ibID { itemByID[ibID] = id }
    } catch {
      warnings.append(context.warning(element, "layout guide not added: \(error)"))
    }
  }

  /// The guide standing for a scroll view's content area, made on first use: a rectangle whose
  /// origin is the scroll view's (the content offset is zero as saved) and whose size the
  /// content's constraints decide, as UIKit's `contentLayoutGuide`.
  mutating func contentGuide(forScrollView index: Int, id: String? = nil) -> ViewID? {
    if let existing = scrollContentGuides[index] { return existing }
    let scroll = nodes[index].model
    let name = "contentLayoutGuide-\(id ?? nodes[index].ibID)"
    do {
      let guide = try layout.addGuide(name, .custom, in: scroll)
      for attribute in [LayoutAttribute.left, .top] {
        try layout.addConstraint(LayoutConstraint(
          guide, attribute, .equal, scroll, attribute, identifier: "scroll-content-origin"))
      }
      scrollContentGuides[index] = guide
      return guide
    } catch {
      warnings.append(context.warning(nodes[index].element, "scroll view content guide not added: \(error)"))
      return nil
    }
  }
}
