import LayoutModel

/// How the Interface Builder that saved a document lays a scene out on the document's device:
/// the safe-area insets its canvas applies and the heights of the bars it draws.
///
/// The saved frames are the canvas's layout, not a running app's, and the canvas changes with
/// Xcode. Up to Xcode 16 it gives a scene the device's own insets (``DeviceMetrics/safeArea``)
/// and the bars of iOS 7 to 18: a navigation bar 44 pt tall (96 with large titles, 30 more with
/// a prompt), a tab bar 49 pt, a toolbar 44 pt.
///
/// Xcode 26 (Interface Builder builds 24000 to 25999) differs twice over, as the documents it
/// saves show:
/// - It draws iOS 26's navigation bar, 54 pt tall (106 with large titles): the height of every
///   navigation controller's bar in its documents.
/// - It counts the device's safe-area insets twice. Its documents place a navigation
///   controller's bar at twice the status bar's height (y 96 on the iPhone 11, whose status bar
///   is 48 pt, where Xcode 15 saved the same storyboard's bar at y 48; y 118 on the iPhone 15
///   Pro, whose sensor housing is 59 pt), and a scene pinned to the safe area 96 pt below the top
///   and 68 pt above the bottom of the iPhone 11, where Xcode 15 saved the same scenes, element
///   for element, 48 and 34 pt in.
/// The top inset is seen doubled on two devices and the bottom one on one, phones in portrait;
/// the sides in landscape and iPads are taken to follow the same rule, but a phone with a home
/// button keeps its 20 pt status bar. No Xcode 26 document at hand has a tab bar or a toolbar, so
/// their heights stay iOS 18's.
public struct CanvasMetrics: Hashable, Sendable {
  /// The build of the Interface Builder plug-in that laid the document out (the integer part of
  /// `24063`), or 0 when the document does not say.
  public var build: Int
  /// The insets the canvas gives a full-screen scene without bars.
  public var safeArea: EdgeInsets
  public var navigationBar: Double
  public var largeTitleNavigationBar: Double
  public var promptedNavigationBar: Double
  public var tabBar: Double
  public var toolbar: Double
  /// A toolbar drawn above a tab bar on a phone with a home indicator: as tall as the tab bar
  /// (``RootBuilder/stackedToolbarAndTabBar(of:simulatedToolbar:)``), where a toolbar alone is
  /// ``toolbar`` tall.
  public var stackedToolbar: Double
  /// A navigation bar in an iOS 13 page sheet, which has no status bar above it.
  public var sheetNavigationBar: Double
  /// A table cell's content view's layout margins in Xcode 26's canvas: 15 pt above and below
  /// and 20 pt at the sides on every phone, where iOS 11 to 18 give 11 pt and the root's side
  /// margin (16 pt on phones narrower than 414 pt).
  ///
  /// Why: iOS 26's rows are 52 pt tall, not 44 (15 + 22 + 15 for one line of body text). In
  /// documents of builds 24127 to 24765 views pinned to a cell's content-view margins are saved
  /// 15 pt from its top and bottom and 20 pt from its sides, in plain and inset-grouped tables
  /// and in a cell of its own xib, on 390 and 393 pt wide phones: firebase quickstart-ios's
  /// `PostTableViewCell.xib` and database `Main.storyboard` (24127), NetNewsWire's iOS
  /// `Settings.storyboard` (24765), `Inspector.storyboard` and `Account.storyboard` (24506).
  /// Xcode 16 and earlier documents (NetNewsWire's 17147 cell, 11 pt) keep iOS 11's margins.
  public var cellContentMargins: EdgeInsets

  /// The side margins Xcode 26's canvas gives the content view of a cell in a table narrower
  /// than ``narrowCellWidth``, where ``cellContentMargins`` are 20; nil for other builds (whose
  /// narrow cells follow their table's width, ``narrowCellSideMargin``).
  ///
  /// Why: Gladys' `Main`, `Detail` and `Preferences` storyboards (plug-in 24743, 5.5-inch
  /// iPhone) pin labels and text views to the content-view margins of cells in tables 240, 300
  /// and 320 pt wide 16 pt in, and FSNotes' iOS `Main.storyboard` (24504, 6.7-inch) ends a label
  /// 5 pt inside the trailing margin of a cell in its 186 pt sidebar table at 21 pt from the
  /// right; the importer had put them 20 pt in. Cells of 393 and 414 pt tables of the same
  /// builds are 20 pt in (NetNewsWire's iOS storyboards, 24504 and 24743; quickstart-ios'
  /// database `Main.storyboard`, 24063). Only cells in a table: quickstart-ios'
  /// `PostTableViewCell.xib` (24127), a 339 pt cell at the top of its xib, is 20 pt in.
  public var narrowTableCellSideMargin: Double?

  /// Whether the canvas draws no status bar on a phone with a home button: Xcode 11's (builds
  /// 15000 to 16999) gives a scene without a top bar no inset at its top. Firebase
  /// quickstart-ios's `InstallationsExample` (plug-in 15510) and SkeletonView's `CollectionView`
  /// storyboard (15704), both on the 4.7-inch iPhone, pin stack and plain views to the safe
  /// area's top at y 0; Xcode 10's documents keep the 20 pt status bar. No Xcode 11 document of
  /// builds 16000 to 16999 was measured.
  ///
  /// Xcode 12's canvas (builds 17000 to 17999) draws it so too (round 10 had taken its
  /// documents to keep the status bar; none of the training set does): DuckDuckGo's
  /// `HomeRow.storyboard` (plug-in 17125, 4-inch iPhone) centres a view on its scene's safe
  /// area at y 59, the middle of the 568 pt screen, and Pulley's `Main.storyboard` (17703,
  /// 4.7-inch iPhone) pins a button 57 pt below its root's top margin at y 57 and a visual effect
  /// view between its embedded scene's top and the safe area's top 0 pt tall. Xcode 15's
  /// documents keep the status bar (DuckDuckGo's `TabSwitcher.storyboard`, 23506;
  /// iOS-Depth-Sampler's `PointCloud.storyboard`, 22131, and two more: 4 views lost when the
  /// range was taken on to 23999).
  ///
  /// Xcode 11's betas (plug-in builds 14500 to 14999; Xcode 10.2 and 10.3 write 14490) draw it
  /// so already: SwiftEntryKit's `DescriptionViewController.xib` (plug-in 14799.2) pins a label
  /// to its full-screen view's safe-area top at y 0, and iOS-Depth-Sampler's `ARKitDepth`
  /// storyboard (14824) a view at y 0 and a label 20 pt below the safe area's top at y 20, both
  /// on the 4.7-inch iPhone.
  ///
  /// Round 32 took the builds on through Xcode 13 and 14 (up to 21999) and the rule to scenes
  /// under a navigation bar and to freeform scenes and xib views (``RootBuilder``'s
  /// `computeRootInsets()`), where the importer had drawn the status bar:
  /// - Xcode 13: FreeOTP's `Main.storyboard` (plug-in 20020, 4.7-inch iPhone) pins stack views
  ///   to the top layout guides of two scenes without a top bar at y 63 and 50, 20 pt above
  ///   where a status bar puts them, and of a navigation controller's root and the scene it
  ///   pushes 20 pt below the guide at y 64 and 111 (the guide at 44, the bar alone).
  /// - Under a navigation bar in Xcode 12: BetterSegmentedControl's example (17125, 4.7-inch)
  ///   pins its controls below a navigation root's top layout guide at 44 (round 25's note).
  /// - Freeform xib views: Open Food Facts' `EditNutritiveValueView.xib` (14824, 440 x 166) and
  ///   `SummaryFooterCellController.xib` (14824, 375 x 127) and `ScanProductSummaryView.xib`
  ///   (16087, 285 x 91), on the 4.7-inch iPhone, and the Corona-Warn-App's
  ///   `HomeStatisticsCardView.xib` (Xcode 14.1, 21207, 468 x 280 on the 4-inch iPhone) pin
  ///   views to the safe area's top at y 0.
  /// No training document of builds 14500 to 21999 on a phone with a home button disagrees.
  public var hidesHomeButtonStatusBar: Bool

  /// The builds whose canvas draws no status bar on a phone with a home button
  /// (``hidesHomeButtonStatusBar``): Xcode 11's betas and releases to Xcode 14.
  static let hiddenHomeButtonStatusBarBuilds = 14500..<22000

  /// Whether the canvas draws no status bar over a freeform xib view (a xib's top-level view
  /// with a freeform simulated size) on a phone with a home button: Xcode 9 and earlier's
  /// (builds below ``freeformXibStatusBarFromBuild``), where it draws one over a freeform scene
  /// of a storyboard.
  ///
  /// Why: Rocket.Chat's `SEFileDetailView.xib` (plug-in 13772, 466 x 95) and `EmojiPicker.xib`
  /// (14088, 477 x 351) and Open Food Facts' `SingleLetterNutriscoreView.xib` (13772, 40 x 50),
  /// all on the 4.7-inch iPhone, pin views to the safe area's top at y 0, where the importer
  /// had put it 20 pt down. Xcode 10.1's keep the status bar (Rocket.Chat's
  /// `DirectoryFiltersView.xib` and `SubscriptionsSortingView.xib`, 14460.20, at y 20), as
  /// Xcode 15's do (DuckDuckGo's `NotificationView.xib`, 22504); Xcode 11 to 14 draw none
  /// (``hidesHomeButtonStatusBar``). No document of Xcode 10.0 (14283) decides; the bound is
  /// its first build. Eidolon's freeform storyboard scenes of the same builds are drawn under
  /// the status bar.
  public var hidesFreeformXibStatusBar: Bool

  /// The first build (Xcode 10.0's plug-in) whose canvas draws the status bar over a freeform
  /// xib view (``hidesFreeformXibStatusBar``).
  static let freeformXibStatusBarFromBuild = 14283

  /// The side margins of a table cell's content view in a table (or a xib's cell) narrower than
  /// ``narrowCellWidth`` whose margins are measured from its safe area (the default), where the
  /// canvas does not give it the system minimum of its width (``RootBuilder``'s
  /// `cellContentSideMargin(contentView:)`); nil where it does.
  ///
  /// Why: Xcode 10.1 and 11 lay a 320 pt cell out 15 pt in, where their 375 pt cells are 16 pt
  /// in. Rocket.Chat's `Subscriptions.storyboard` (plug-in 14460.20, 4-inch iPhone) pins its two
  /// prototype cells' labels to their content views' margins in a 320 pt table at x 15 and their
  /// trailing edges 15 pt from the right; Open Food Facts' `AllergensAddTableViewCell.xib`
  /// (14824) and `NutritionLevelsTableViewCell.xib` (16087), 320 pt cells on the 4.7-inch iPhone,
  /// a label and a button at x 15 (its 387 pt `NutritionTableRowTableViewCell.xib`, 14824, is 15
  /// pt in too, but wider than the bound). The 375 pt cells of the same builds are 16 pt in
  /// (Rocket.Chat's `DirectoryChannelCell.xib`, GitHawk's and Presentr's grouped tables), as are
  /// 320 pt cells of Xcode 12.5 and 13 (Gladys' `GladysAction` storyboard, 19144; the
  /// Corona-Warn-App's `DynamicLegalCell.xib`, 19454). Rocket.Chat's 253 pt `MemberCell.xib`
  /// (14460.20), whose content view says `insetsLayoutMarginsFromSafeArea="NO"`, ends a label 16
  /// pt (and 8) from its right: the one narrow cell at 16, and the reason such content views are
  /// left out (one document). No document of builds 16088 to 19143 decides; the bound is Xcode
  /// 12's first build. From Xcode 9 (13000), the first with iOS 11's cell margins; none of Xcode
  /// 9's documents has a narrow cell pinned to its margins.
  public var narrowCellSideMargin: Double?

  /// The side margins of the content view of a cell in a table that lies inside another view
  /// (not a table view controller's own view), at any width; nil where the canvas gives such a
  /// cell the system minimum of its table's width (``RootBuilder``'s
  /// `cellContentSideMargin(contentView:)`).
  ///
  /// Why: Xcode 9 to 11 lay the cells of such a table out 15 pt in, where the cells of a table
  /// view controller's table are 16 pt in (20 in 414 pt tables). Adafruit's Bluefruit LE
  /// Connect (`Main`, `Uart`, `NeoPixel`, `Dfu` and `PeripheralServices` storyboards, plug-in
  /// 14490.49 to 16086: 29 prototype cells of 343, 375 and 760 pt tables), CoreStore's demo
  /// `Main.storyboard` (14460.20, one cell of a 375 pt table beside two of a table view
  /// controller's at 16), OctoPod's `Main.storyboard` (15706, two cells of 375 pt tables beside
  /// 71 of table view controllers' at 16), Open edX's `DiscussionResponses.storyboard` (13772) and
  /// Rocket.Chat's `Subscriptions.storyboard` (14460.20, 320 pt) pin views to those content
  /// views' margins 15 pt in, whatever the content view's `insetsLayoutMarginsFromSafeArea`;
  /// 156 cells of table view controllers' tables of the same builds in 14 apps are at the system
  /// minimum. Xcode 12 to 26 give the cells of nested tables the system minimum (FirebaseUI,
  /// Gladys, SideMenu, nRF Mesh): the same builds as ``narrowCellSideMargin``.
  public var nestedTableCellSideMargin: Double?

  /// The side margins of the content view of an iPad's table cell that stands alone at the top
  /// of a xib or lies in a table nested in another view (not a table view controller's own
  /// table), at any width; nil where the canvas gives it the device's (20 pt).
  ///
  /// Why: Seafile's `SeafCell.xib`, `SeafEventCell.xib` and `SeafDirCell.xib` (plug-in 13526,
  /// 9.7-inch iPad: 318 and 320 pt xib cells) and Monal's `Main.storyboard` (plug-in 22685,
  /// 12.9-inch iPad: 16 prototype cells of a 704 pt chat table that is a subview of its scene's
  /// root) pin views to their content views' side margins 16 pt in, where the importer gave the
  /// iPad's 20. The 704 pt table rules out the system minimum of the table's width (20 from 400
  /// pt), which the phones' cells follow. No training document has an iPad table view
  /// controller's own table with cells pinned to their margins, so those keep the device's.
  /// Builds from Xcode 9 (13000, iOS 11's cell margins) to Xcode 26's first (whose canvas has
  /// margins of its own, ``cellContentMargins``); measured at 13526 and 22685 only.
  public var padCellSideMargin: Double?

  /// The builds whose canvas gives an iPad's xib cells and cells of nested tables
  /// ``padCellSideMargin``.
  static let padCellSideMarginBuilds = 13000..<24000

  /// The spacing of a `UIStackView` whose document says `spacingType="standard"` (the
  /// "Use Standard Spacing" choice, `UIStackView.spacingUseSystem`), which writes no `spacing`.
  ///
  /// Why: Xcode lays such a stack's views out 8 pt apart, horizontal or vertical, labels or
  /// not, from Xcode 11 to 26; the importer read the missing `spacing` as 0. Every such stack of
  /// the training documents but an equal-spacing one (whose gaps grow past it) is saved with 8
  /// pt gaps: Tinode's `Main.storyboard` (16097.2: 3 fill-equally stacks of 130 pt columns in
  /// 406 pt, 3 pairs of labels), Open Food Facts' `Settings.storyboard` (18122, 6 stacks of
  /// labels, fields, buttons and views) and `ProductAddViewController.storyboard` (16097.3),
  /// FloatingPanel's sample `Main.storyboard` (a label and a switch, Xcode 26) and CGMBLEKit's
  /// `ResetTransmitter` storyboard (15505): 16 stacks, 5 apps.
  public static let standardStackSpacing = 8.0

  /// The builds whose canvas gives a narrow cell 15 pt side margins (``narrowCellSideMargin``).
  static let fifteenPointNarrowCellBuilds = 13000..<17000

  /// Cells narrower than this (the 4.7-inch iPhone's width) are narrow (``narrowCellSideMargin``).
  static let narrowCellWidth = 375.0

  /// The first Interface Builder build (Xcode 14's) whose canvas gives the 6.1-inch iPhone a
  /// 48 pt status bar.
  public static let retina6_1StatusBarGrew = 21000

  /// Phones whose status bar the canvas draws taller from a build on than ``DeviceMetrics``
  /// gives: the device id, the first build and the top inset in portrait.
  static let laterStatusBars: [String: (fromBuild: Int, top: Double)] = [
    "retina5_9": (retina6_1StatusBarGrew, 50)
  ]

  /// Phones whose status bar the canvas draws shorter than ``DeviceMetrics`` gives before a
  /// build: the device id, the first build drawing the device's own inset, and the top inset
  /// in portrait before it.
  ///
  /// Why: the 390 x 844 iPhone (`retina6_0`, the iPhone 12 and 13) has a 47 pt status bar, but
  /// Interface Builder's canvas drew it 44 pt until Xcode 14, as it did the 6.1-inch iPhone's
  /// (``retina6_1StatusBarGrew``): Segment's `SegmentExtensionsExample` storyboard (18122, two
  /// scenes pinning their first view to the safe area's top at y 44) and the EU Digital COVID
  /// Certificate wallet's `Main` and `CertificateViewer` storyboards (19529: eight scenes, table
  /// views, a stack of bars and a freeform sheet pinned to the safe area's top 3 pt above where
  /// 47 puts them). The training set's later `retina6_0` documents (21208.1, 21507) are xibs
  /// without a status bar. Portrait only (no landscape document was measured).
  static let earlierStatusBars: [String: (untilBuild: Int, top: Double)] = [
    "retina6_0": (retina6_1StatusBarGrew, 44)
  ]

  /// Interface Builder's builds in Xcode 26: its later releases save builds past 25000
  /// (LNPopupController's scenes of 25094, plug-in 25068, drawn with this canvas: +7 views in
  /// round 56; Zavala's dialogs of 25079.1 and MunkiAdmin's AppKit windows of 25094 match
  /// either way).
  static let xcode26Builds = 24000..<26000

  /// The builds whose canvas counts a phone's safe-area insets twice (the doubling described
  /// above): Xcode 26's, and Xcode 16.3's before them, which draws iOS 18's bars and cell margins
  /// but already doubles the insets.
  ///
  /// Why: nRF Mesh's `Configuration.storyboard` (plug-in 23721, 6.1-inch iPhone) pins a progress
  /// view 48 pt below the safe area's top at y 144 (96 + 48), and Go Map!!'s
  /// `Panoramax.storyboard` (23721, 6.1-inch iPhone 15, 393 x 852) two scenes' views to the safe
  /// area's top and bottom 118 and 68 pt in (twice 59 and 34). Xcode 16.2's builds do not:
  /// iOS-MVVM-Clean-Architecture's `ImageSearch.storyboard` (23506, 6.1-inch iPhone) pins its
  /// views to the safe area at the device's own insets. The first build seen doubling is taken
  /// as the bound.
  static let doubledSafeAreaBuilds = 23721..<26000

  /// Whether the build is one of Xcode 26's.
  public var isXcode26: Bool { Self.xcode26Builds.contains(build) }

  public init(device: DeviceMetrics, build: Int) {
    self.build = build
    safeArea = device.safeArea
    navigationBar = 44
    largeTitleNavigationBar = 96
    tabBar = 49
    toolbar = 44
    stackedToolbar = 49
    sheetNavigationBar = 56
    promptedNavigationBar = navigationBar + 30
    let side = device.id == DeviceMetrics.unknown.id ? 16 : device.rootSideMargin
    cellContentMargins = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    hidesHomeButtonStatusBar = Self.hiddenHomeButtonStatusBarBuilds.contains(build)
    hidesFreeformXibStatusBar = build > 0 && build < Self.freeformXibStatusBarFromBuild
    narrowCellSideMargin = Self.fifteenPointNarrowCellBuilds.contains(build) ? 15 : nil
    nestedTableCellSideMargin = Self.fifteenPointNarrowCellBuilds.contains(build) ? 15 : nil
    padCellSideMargin = device.idiom == .pad && Self.padCellSideMarginBuilds.contains(build) ? 16 : nil
    // The 6.1-inch iPhone's status bar grew from 44 to 48 pt with iOS 14, but Interface
    // Builder's canvas kept 44 until Xcode 14: Instructions' storyboards of Xcode 11 (16086)
    // and Xcode 13 (20020) pin views to the safe area at y 44, FloatingPanel's of Xcode 14.3
    // (22685) at y 48, as Xcode 15 does (above). Documents laid out by Xcode 13 and
    // earlier (builds below 21000; none between 20020 and 22685 was measured) have the old inset.
    if device.id == "retina6_1", build > 0, build < Self.retina6_1StatusBarGrew {
      func older(_ inset: Double) -> Double { inset == 48 ? 44 : inset }
      safeArea = EdgeInsets(
        top: older(safeArea.top), left: older(safeArea.left), bottom: safeArea.bottom, right: older(safeArea.right))
    }
    // The iPhone X's status bar (5.8-inch, `retina5_9`) is 50 pt in the canvas of Xcode 15,
    // where Xcode 13 and earlier drew 44: IQKeyboardManager's `General.storyboard` (plug-in
    // 22504) pins views to the safe area at y 50, DuckDuckGo's `Authentication.storyboard`
    // (22504) an image 48 pt below the top layout guide at y 98; SkeletonView's scenes of
    // Xcode 13 (19454) keep 44. Taken from Xcode 14 on, as the 6.1-inch iPhone's (no document
    // of builds 19455 to 22503 was measured). Portrait only.
    if let grown = Self.laterStatusBars[device.id], build >= grown.fromBuild, !device.isLandscape,
      device.safeArea.top > 0
    {
      safeArea.top = grown.top
    }
    if let older = Self.earlierStatusBars[device.id], build > 0, build < older.untilBuild,
      !device.isLandscape, device.safeArea.top > 0
    {
      safeArea.top = older.top
    }
    // A phone with a home button keeps its 20 pt status bar in Xcode 26: IQKeyboardManager's
    // `FullScreenControllers.storyboard` (plug-in 24063, 4.7-inch iPhone) pins a text view to
    // the safe area's top at y 20.
    if Self.doubledSafeAreaBuilds.contains(build), device.safeArea.bottom > 0 {
      let s = safeArea
      safeArea = EdgeInsets(top: 2 * s.top, left: 2 * s.left, bottom: 2 * s.bottom, right: 2 * s.right)
    }
    if Self.xcode26Builds.contains(build) {
      navigationBar = 54
      largeTitleNavigationBar = 106
      promptedNavigationBar = navigationBar + 30
      cellContentMargins = EdgeInsets(top: 15, left: 20, bottom: 15, right: 20)
      narrowTableCellSideMargin = 16
    }
  }

  /// The Interface Builder build that saved a document: its iOS or macOS plug-in's version where
  /// the document names one, else its `toolsVersion`. Prerelease Xcodes write the placeholder
  /// `toolsVersion` 32700.99.1234, which says nothing, but a real plug-in version.
  static func build(toolsVersion: String?, pluginVersion: String?) -> Int {
    func major(_ text: String?) -> Int? { text.flatMap { Int($0.prefix { $0.isNumber }) } }
    if let plugin = major(pluginVersion) { return plugin }
    if toolsVersion == "32700.99.1234" { return 0 }
    return major(toolsVersion) ?? 0
  }
}
