import LayoutModel

extension ControlMetrics {
  /// The table's second part, after ``regularControls``: AppKit's large, small and mini controls,
  /// date pickers, level indicators, boxes, bevel, recessed and symbol buttons, progress
  /// indicators, colour wells, segmented controls, steppers, image views, tab views, combo boxes
  /// and text fields. Why a file of its own: the table outgrew one file; the two parts are
  /// joined in this order, so the first entry that matches is the one it was before.
  static let otherControls: [Entry] = [
    // Large controls (`controlSize="large"`, Xcode 12 to 15) have insets of their own: a
    // large check box or radio button is a 22 pt frame around a 17 pt rect, 3 pt left of it
    // and flush on the right (pinned 318 pt from the leading edge, saved at x 315; 20 pt below
    // it a push button's rect starts 2.5 pt under the frame); a large push button is a 40 pt
    // frame 6 pt around its 28 pt rect on every side (6 pt between a label's frame and the
    // button's rect at 16 pt spacing, below and above); a large pop-up button 6 pt above and
    // below and 5 pt at the sides (pinned 5 pt further out than its constants on either side).
    // Xcode 13's are 1.5 pt inset above and below, a 19 pt rect: a large radio button pinned to
    // the top of a 48 pt image button is saved 1.5 pt above it, and a label 8 pt below it 9.5 pt
    // below its frame.
    Entry(
      style: "checkBox.large", platform: .macOS, builds: 19000..<21000,
      alignmentInsets: EdgeInsets(top: 1.5, left: 3, bottom: 1.5, right: 0),
      measuredFrom: ["Aerial CacheSetupViewController.xib (toolsVersion 19529), by likeness with its radio buttons"]),
    Entry(
      style: "radio.large", platform: .macOS, builds: 19000..<21000,
      alignmentInsets: EdgeInsets(top: 1.5, left: 3, bottom: 1.5, right: 0),
      measuredFrom: ["Aerial CacheSetupViewController.xib (toolsVersion 19529)"]),
    Entry(
      style: "checkBox.large", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0),
      measuredFrom: [
        "Aerial AdvancedViewController.xib (toolsVersion 23094)", "Aerial OverlaysViewController.xib (toolsVersion 23094)",
        "Aerial CacheViewController.xib (toolsVersion 21701)", "Aerial TimeViewController.xib (toolsVersion 22154)",
      ]),
    Entry(
      style: "radio.large", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0),
      measuredFrom: ["Aerial TimeViewController.xib (toolsVersion 22154)", "by its likeness to the large check box"]),
    Entry(
      style: "button.push.rounded.large", platform: .macOS, builds: 24000..<100000, alignmentInsets: .zero,
      measuredFrom: ["NetNewsWire AccountsAddCloudKit.xib and AccountsAddLocal.xib (toolsVersion 24765, 28 pt frames)"]),
    // Its title's baseline is 1.5 pt above the middle of its rect, as a large pop-up's: the
    // large push buttons Aerial aligns by first baselines with 14 pt labels and large pop-ups
    // are saved 1.5 pt above the importer's estimate (2 pt beside 22 pt bezeled fields).
    Entry(
      style: "button.push.rounded.large", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 6, left: 6, bottom: 6, right: 6), baselineRaise: 1.5,
      measuredFrom: [
        "Aerial HelpViewController.xib (toolsVersion 22113.1)", "Aerial SourcesViewController.xib (toolsVersion 23504)",
        "Aerial SidebarViewController.xib (toolsVersion 21225)", "Aerial CacheViewController.xib (toolsVersion 21701)",
        "baseline: Aerial VideosViewController.xib (22154), CreditsViewController.xib (22113.1), SourcesViewController.xib (23504), OverlaysViewController.xib (23094)",
      ]),
    // A large help button's 35 pt frame is 4 pt left and 5 pt right of its rect (pinned 16 pt
    // after a large pop-up's rect, it is saved 4 pt nearer; a button 12 pt after it, 7 pt
    // after its frame), its rect's middle 3.5 pt above the frame's (centred on a pop-up).
    // Only that difference is measured, not the rect's height: 1 and 8 pt make it square.
    Entry(
      style: "button.help.large", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 1, left: 4, bottom: 8, right: 5), measuredFrom: ["Aerial OverlaysViewController.xib (toolsVersion 23094)"]),
    // Without a title, a large check box or radio button is its 16 pt box in a 22 pt frame, 3 pt
    // in on every side: untitled radio buttons 55 pt apart are saved 61 pt apart, one 19 pt
    // below another 25 pt below it, and an untitled check box centred in a table cell 1.5 pt
    // right of where the titled insets put it.
    Entry(
      style: "checkBox.large.untitled", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3), measuredFrom: ["Aerial SourcesViewController.xib (toolsVersion 23504)"]),
    Entry(
      style: "radio.large.untitled", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3), measuredFrom: ["Aerial OverlaysViewController.xib (toolsVersion 23094)"]),
    // A large slider's 28 pt frame is 2 pt around its track's rect but 6 pt below it (an
    // explicit height of 20 saved 28 tall, pinned 2 pt lower than its frame's top).
    Entry(
      style: "slider.large", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 2, left: 2, bottom: 6, right: 2),
      // Its baseline is 6.53 pt above its rect's bottom (12.53 above its frame's): the four
      // large sliders Aerial aligns with 14 pt labels by first baselines are all saved there,
      // against the importer's estimate of the labels' baselines.
      baselineAboveBottom: 6.53,
      measuredFrom: [
        "Aerial VideosViewController.xib (toolsVersion 22154)", "Aerial FiltersViewController.xib (toolsVersion 22113.1)",
        "Aerial CacheViewController.xib (toolsVersion 21701)",
        "baseline: Aerial BrightnessViewController.xib (23094), CacheViewController.xib (21701), OverlaysViewController.xib (23094)",
      ]),
    // A large date picker's frame reaches 3 pt past its rect on the right (a label pinned 20 pt
    // after one whose frame ends at 517 starts its rect at 534, one pinned 8 pt before it ends
    // at the frame's x) and 4 pt above it (pinned 11 pt below its superview's top, its frame
    // starts at 7; 20 pt below a radio button, 24 pt below the button's rect); its baseline is
    // 7.53 pt above its bottom in 21 and 22 pt frames alike: the seven large date pickers Aerial
    // aligns by first baselines with labels (Xcode 13 to 15) are all saved there.
    Entry(
      style: "datePicker.large", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 4, left: 0, bottom: 0, right: 3), baselineAboveBottom: 7.53,
      measuredFrom: [
        "Aerial TimeViewController.xib (toolsVersion 22154)", "Aerial OverlaysViewController.xib (toolsVersion 23094)",
        "Aerial TimeSetupViewController.xib (toolsVersion 19529)",
      ]),
    // A regular level indicator of Xcode 15 is drawn 2 pt below its alignment rect, flush with
    // it above and at the sides: given a height of 16, it is saved 18 tall with its top where
    // the constraints put the rect's, in Jamf Migrator's `Main.storyboard` (two continuous
    // capacity indicators given widths of 301, saved 301 wide; 22505) and DSFToolbar's demo
    // (two of the default style, each centred in a horizontal stack 18 pt tall and saved 1 pt
    // below its top, where a 16 pt rect centred there starts; plug-in 22690). Other builds, not
    // measured (no other level indicator in training).
    Entry(
      style: "levelIndicator", platform: .macOS, builds: 22000..<23000,
      alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 2, right: 0),
      measuredFrom: [
        "Jamf Migrator Main.storyboard (toolsVersion 22505)",
        "DSFToolbar CustomToolbarItemViewController.xib (plug-in 22690)",
      ]),
    // A regular bezelled date picker with a stepper is drawn as the large one is, 4 pt above
    // its rect and 3 pt past it on the right, in Xcode 12 and 13: Clocker's, given a height of
    // 23, 8 pt below its superview's top and 11 pt before its trailing edge, is saved 27 tall at
    // y 4 and 3 pt wider than the constraints make its rect (17506); whatdid's two (19529), one
    // first in a horizontal stack 24 pt tall and one a grid cell's content, are saved 28 tall
    // and 4 pt above their 24 pt rects, and the check box after the first starts where a rect 3
    // pt narrower than the 84 pt frame puts it. Xcode 14 to 16 and 26, not measured (no such
    // picker in training).
    Entry(
      style: "datePicker", platform: .macOS, builds: 17000..<20000,
      alignmentInsets: EdgeInsets(top: 4, left: 0, bottom: 0, right: 3),
      measuredFrom: [
        "Clocker NotesPopover.xib (toolsVersion 17506)",
        "whatdid PrefsGeneralPaneController.xib (toolsVersion 19529)",
      ]),
    // Its title's baseline is 1.5 pt above the middle of its rect: the labels Aerial aligns
    // with large pop-ups by their first baselines are all saved 1.5 pt above that estimate.
    Entry(
      style: "popUpButton.rounded.large", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 6, left: 5, bottom: 6, right: 5), baselineRaise: 1.5,
      measuredFrom: [
        "Aerial OverlaysViewController.xib (toolsVersion 23094)", "Aerial NowPlayingViewController.xib (toolsVersion 22113.1)",
        "Aerial VideoFormatViewController.xib (toolsVersion 21701)",
      ]),
    // A separator box draws its 1 pt line in the middle of a 5 pt frame: pinned 0 pt below the
    // top of its superview, its frame starts at y -2, and 8 pt below a button's alignment rect
    // ending at 380 (y 378 in the frame) it is saved at 386, 5 tall. Its intrinsic size across
    // the line is 1 pt; along it, its saved length (`intrinsicSize`). Seen from Xcode 12 to 26.
    Entry(
      style: "box.separator.horizontal", platform: .macOS, builds: allBuilds, height: 1,
      alignmentInsets: EdgeInsets(top: 2, left: 0, bottom: 2, right: 0),
      measuredFrom: [
        "NetNewsWire UnifiedWindow.storyboard (toolsVersion 23504)",
        "Sequel-Ace FieldEditorSheet.xib (toolsVersion 19529)", "Sequel-Ace Preferences.xib (toolsVersion 24765)",
        "Aerial SidebarViewController.xib (toolsVersion 21225)",
      ]),
    Entry(
      style: "box.separator.vertical", platform: .macOS, builds: allBuilds, width: 1,
      alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2),
      measuredFrom: ["MonitorControl Main.storyboard (toolsVersion 23502), by symmetry with the horizontal line"]),
    // An untitled primary box (`titlePosition="noTitle"`, the default box type) draws its
    // border 3 pt outside its alignment rect at the sides, 2 pt above and 4 pt below, up to
    // Xcode 16: pinned to its superview's leading and trailing edges it is saved at x -3 and 6
    // pt wider; pinned 2 pt above its superview's top at y -4 and 6 pt taller than the rect its
    // constraints give (its content view 3 pt in from the frame). It has no intrinsic size.
    // Xcode 26 saves it flush with its rect (OpenInTerminal Preferences.storyboard, 24765), so
    // the entry stops there.
    Entry(
      style: "box.primary.noTitle", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 2, left: 3, bottom: 4, right: 3),
      measuredFrom: [
        "Vienna FeedCredentials.xib (toolsVersion 20037)", "KeepingYouAwake KYAUpdateSettingsViewController.xib (toolsVersion 22113.3)",
      ]),
    // A box titled at the top (the default title position, with a line or a bezel border)
    // draws its border 3 pt outside its alignment rect at the sides and 4 pt below, as an
    // untitled one does, but its rect starts at the frame's top, where the title is drawn:
    // Scroll-Reverser's four titled boxes of Xcode 15 (plug-in 22690), arranged in a
    // leading-aligned vertical stack spaced 17 (and two of them side by side in a horizontal
    // one), are saved at x -3 and 6 pt wider than the stack, the last at y -4, and 17 pt below
    // the frame of the view above (a 76 pt frame in a 72 pt row); the check boxes pinned 16 pt
    // inside them are 3 pt further in than the frame gives. Unconstrained titled boxes of older
    // documents are saved at x 17 where the standard 20 pt margin puts their rects (Sequel-Ace
    // `UserManagerView.xib` and `DBView.xib`, 17506 and 22154; Platypus, 22155), as these
    // insets have them. Xcode 26 not measured, so the entry stops before it.
    Entry(
      style: "box.primary.titled", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 0, left: 3, bottom: 4, right: 3),
      measuredFrom: [
        "Scroll-Reverser PrefsWindow.xib (toolsVersion 32700.99.1234, plug-in 22690)",
        "sides: Sequel-Ace UserManagerView.xib (17506), DBView.xib (22154), Platypus Platypus.xib (22155), unconstrained",
      ]),
    // A bevel cell with its border drawn (`type="bevel"`, `bezelStyle="regularSquare"`,
    // `borderStyle="border"`), a button's or a pop-up's, draws the border outside its rect: 2 or
    // 3 pt at the top and sides and one more at the bottom. Toggl's bordered bevel buttons, given
    // sizes of 140 x 24, 185 x 37 and 100 x 24, are saved 4 pt wider and 5 pt taller, 2 pt left
    // of and above the rect (14460 and 16097); DuckDuckGo's bordered bevel pop-ups, given 30 pt
    // heights and pinned at their sides, are saved 326 x 37 and 241 x 37, 3 pt outside at the
    // sides and top (22505 and 23504); Aerial's large ones, pinned 12 pt from the top and 16 pt
    // apart, are saved 35 pt tall for a 28 pt rect, 3 pt outside at the sides and top (22113):
    // the control size does not change the insets, so a large one shares the entry. Before, the
    // frame was taken for the rect. Xcode 26 not measured.
    Entry(
      style: "bevel.bordered", platform: .macOS, builds: 22000..<100000,
      alignmentInsets: EdgeInsets(top: 3, left: 3, bottom: 4, right: 3),
      measuredFrom: [
        "DuckDuckGo macOS Feedback.storyboard (toolsVersion 22505)", "DuckDuckGo macOS Fire.storyboard (toolsVersion 23504)",
        "Aerial NowPlayingViewController.xib (toolsVersion 22113, large)",
      ]),
    Entry(
      style: "bevel.bordered", platform: .macOS, builds: 0..<22000,
      alignmentInsets: EdgeInsets(top: 2, left: 2, bottom: 3, right: 2),
      measuredFrom: ["Toggl OverlayViewController.xib (toolsVersion 14460)", "Toggl TimeEntryEmptyView.xib (toolsVersion 16097)"]),
    // A recessed button with its border drawn is 1 pt taller than its rect, below it: Clocker's
    // eight, given heights of 18, 20 and 25, are saved 19, 21 and 26 tall from the top their
    // constraints give (17701 and 18122); Vienna's titled one is saved 19 tall, and the image
    // button whose height is 1.11111 times its rect's is saved as the 18 pt rect gives (22154);
    // SubEthaEdit's small titled ones, aligned by baseline in a row, match with it (15702). Xcode
    // 26 not measured.
    Entry(
      style: "button.recessed", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
      measuredFrom: [
        "Clocker Panel.xib (toolsVersion 17701), FloatingWindow.xib (18122)", "Vienna BrowserTab.xib (toolsVersion 22154)",
        "SubEthaEdit SEEParticipantView.xib (toolsVersion 15702, small)",
      ]),
    // A symbol in an image-only borderless button (an SF Symbol, or one of AppKit's named
    // template images, which macOS 11 draws as symbols), at the default symbol scale, is drawn
    // 3 pt above and below the button's rect: PreviewMarkdown's three SF Symbol buttons given
    // heights of 26 are saved 32 tall, 3 pt above their top constraints (24765); UTM's play
    // button of 200 is saved 206 (24118.1), Aerial's check mark button of 20 is saved 26
    // (`PlayingCollectionViewItem.xib`, 21223); Xclean's two `NSActionTemplate` and
    // `NSStopProgressFreestandingTemplate` buttons of 16 are saved 22 tall (17506), Hot's
    // `NSActionTemplate` button of 15 is saved 21 (21507), FSNotes' `NSLockUnlockedTemplate`
    // button of 16 is saved 22 (24765), Vienna's square `NSFollowLinkFreestandingTemplate` button
    // as tall as a 21 pt text field is saved 27 (24765), SubEthaEdit's `NSRefreshTemplate` button
    // of 22 is saved 28 (17506). Not every symbol pads so: SubEthaEdit's `arrow.turn.down.right`
    // button of 14 is saved 17 (19529), Aerial's `opticaldiscdrive` of 48 is saved 52 (19529);
    // image views, whose symbols disagree more (Aerial's leaf of 48 saved 53, its large-scale
    // symbols 8 to 14 pt taller, but ccache-gui's `NSActionTemplate` of 16 saved 22), are left
    // out, and so are builds before macOS 11's (Fluor's `NSStopProgressFreestandingTemplate`
    // button of 14, 16096, is flush).
    Entry(
      style: "button.symbol", platform: .macOS, builds: 17000..<100000,
      alignmentInsets: EdgeInsets(top: 3, left: 0, bottom: 3, right: 0),
      measuredFrom: [
        "PreviewMarkdown MainMenu.xib (toolsVersion 24765)", "UTM VMDisplayWindow.xib (toolsVersion 24118.1)",
        "Aerial PlayingCollectionViewItem.xib (toolsVersion 21223)", "Xclean MainViewController.xib (toolsVersion 17506)",
        "Hot GraphWindowController.xib (toolsVersion 21507)", "FSNotes Main.storyboard (toolsVersion 24765)",
        "Vienna Preferences.storyboard (toolsVersion 24765)", "SubEthaEdit SEEWebPreviewViewController.xib (toolsVersion 17506)",
      ]),
    // Xcode 26 draws a regular bar progress indicator flush with its alignment rect, as it does
    // its push buttons, check boxes and sliders: Gladys' (`Main.storyboard`, 24127), pinned 8 pt
    // below a label and 20 pt above its superview's bottom, is saved 20 tall exactly between
    // them; Lunar's (`Main.storyboard`, 24127), given a height of 18, is saved 18 tall where the
    // constraints put it. The 1 pt above and below of earlier builds (below) made both frames
    // 2 pt taller and 1 pt higher. Xcode 15's and 16's (Notenik's `Script.storyboard`, plug-in
    // 22690; DuckDuckGo's `Fire.storyboard`, 23504) keep the 1 pt.
    Entry(
      style: "progressIndicator.bar", platform: .macOS, builds: 24000..<100000,
      alignmentInsets: .zero,
      measuredFrom: ["Gladys MacGladys Main.storyboard (toolsVersion 24127)", "Lunar Main.storyboard (toolsVersion 24127)"]),
    // A regular bar progress indicator's 20 pt frame holds an 18 pt rect, 1 pt in above and
    // below: pinned 8 pt below a label and 20 pt above its superview's bottom, it is saved 20
    // tall 7 pt below the label; one a button is centred on is saved 1 pt above its rect.
    Entry(
      style: "progressIndicator.bar", platform: .macOS, builds: allBuilds,
      alignmentInsets: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0),
      measuredFrom: [
        "NetNewsWire IndeterminateProgressWindow.xib (toolsVersion 11198.2)", "Aerial SidebarViewController.xib (toolsVersion 21225)",
      ]),
    // Small controls (`controlSize="small"`) of Xcode 15: a small check box is a 16 pt frame 1 pt
    // around its rect above, below and on the left, flush on the right (pinned 20 pt from the
    // leading edge, saved at x 19; a label 8 pt below it starts 1 pt below its frame; pinned 20
    // pt from the trailing edge, its frame ends there); a small pop-up button's 22 pt frame is
    // 2 pt above its rect and 4 pt below and on the left (pinned 8 pt below a label, saved 6 pt
    // below it; 16 pt right of the label's leading edge, 12 pt right of its frame). Xcode 13.3's
    // small check boxes are the same: AutoPkgr's, given explicit 14 pt heights and widths of 236
    // and 156 (20037), are saved 16 pt tall and 1 pt wider, 1 pt left of their leading
    // constraints.
    Entry(
      style: "checkBox.small", platform: .macOS, builds: 20000..<24000,
      alignmentInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 0),
      measuredFrom: [
        "HexFiend Preferences.xib (toolsVersion 22155)", "AutoPkgr LGNotificationsViewController.xib (toolsVersion 20037)",
      ]),
    // A small check box of Xcode 6 to 11 is saved in the regular one's 18 pt frame around a 12 pt
    // rect, 3 pt in above, below and on the left and 2 pt on the right: Quicksilver's (15705),
    // pinned 9 pt below one another, are saved 21 pt apart and 3 pt left of their leading
    // constraints; Scroll-Reverser's (7702) ends its frame 3 pt below where its bottom constraint
    // puts its rect. Sharing the regular entry's 14 pt rect left Quicksilver's pane 2 pt taller.
    Entry(
      style: "checkBox.small", platform: .macOS, builds: 0..<17000,
      alignmentInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 2),
      measuredFrom: [
        "Quicksilver QSApplicationPrefPane.xib (toolsVersion 15705)", "Scroll-Reverser DebugWindow.xib (toolsVersion 7702)",
      ]),
    // A small pop-up button of Xcode 9 to 11.3 is a 22 pt frame 1 pt above an 18 pt rect, 3 pt
    // below and 3 pt at the sides: Table Tool's (13122.19), 8 pt after a label and centred on it,
    // is saved 5 pt after the label's frame and half a point below its centre; Quicksilver's
    // (15705), given a width, is saved 6 pt wider and 1 pt above its top constraint. Before, it
    // shared the regular pop-up's entry, whose 26 pt frames of Xcode 8 and 9 are inset 2 pt on
    // the left.
    Entry(
      style: "popUpButton.rounded.small", platform: .macOS, builds: 0..<16000,
      alignmentInsets: EdgeInsets(top: 1, left: 3, bottom: 3, right: 3),
      measuredFrom: [
        "Table Tool TTFormatViewController.xib (toolsVersion 13122.19)", "Quicksilver QSApplicationPrefPane.xib (toolsVersion 15705)",
      ]),
    // Xcode 13.3 draws a small pop-up as Xcode 15 does (the regular entry's 3 pt on the left
    // was one too few): Simple-Comic's (`MainMenu.xib`, 20037), pinned 8 pt after a label that
    // starts 20 pt from the leading edge and 20 pt from the trailing edge, is saved at x 85 with
    // the label's frame 65 wide (3 pt gave 64, and the pop-up 1.5 pt lower);
    // DSFInspectorPanes' (`DynamicTypePropertyPaneViewController.xib`, 20037), in a grid cell,
    // starts 1 pt left of where 3 pt put it, and the radio button after it follows. Xcode 12.0 to
    // 12.4's (DSFInspectorPanes, 17156) gain nothing from it (round 30's two sets of insets), and
    // no document of Xcode 12.5 to 13.2 has one, so the entry starts at the build measured.
    Entry(
      style: "popUpButton.rounded.small", platform: .macOS, builds: 20000..<24000,
      alignmentInsets: EdgeInsets(top: 2, left: 4, bottom: 4, right: 4),
      measuredFrom: [
        "HexFiend Preferences.xib (toolsVersion 22155)", "Simple-Comic MainMenu.xib (toolsVersion 20037)",
        "DSFInspectorPanes DynamicTypePropertyPaneViewController.xib (toolsVersion 20037)",
      ]),
    // A small push button of Xcode 15 is a 27 pt frame 6 pt outside its rect at the sides, 4 pt
    // above and 7 pt below it (the regular one's 5, 7, 7, 7 less a point at the sides and
    // above): AutoPkgr's (plug-in 22690) pinned 10 pt from the leading edge of their box's
    // content view is saved 4 pt from it, and 14 pt above the bottom 7 pt above it; explicit
    // widths of 60 and 180 are saved 72 and 192 wide. Vienna's `InfoWindow.xib` (22690) and `Downloads.storyboard`
    // (23727) chain labels and fields below and beside such buttons, which then fall into place;
    // with 5 pt above, 10 of their views were a point off. Builds 11000 to 21999 keep the
    // regular entries (28 pt frames; no document of theirs pins one to its superview).
    Entry(
      style: "button.push.rounded.small", platform: .macOS, builds: 22000..<24000,
      alignmentInsets: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6),
      measuredFrom: [
        "AutoPkgr LGJamfUploaderIntegrationView.xib (plug-in 22690)", "Vienna InfoWindow.xib (plug-in 22690)",
        "Vienna Downloads.storyboard (toolsVersion 23727)", "Scroll-Reverser PrefsWindow.xib (plug-in 22690)",
      ]),
    // Xcode 10 (builds 14000 to 14999) draws a small push button's 27 pt frame 3 pt above an
    // 18 pt rect, not 4 above a 17 pt one: DSFInspectorPanes' (`TextWithButtonViewController.xib`,
    // 14490.70), pinned 8 pt below its view's top and 11 pt above a scroll view, is saved at y 5,
    // 27 tall (the older entry put it at 4, 28 tall); SubEthaEdit's (`SEEEncodingDoctorView.xib`,
    // 14490.70), pinned 8 pt below a scroll view and 7 pt above the bottom, leaves that scroll view
    // 97 pt tall (98 with 4 pt). Skim's of the same build (`PreferenceWindow.xib`) are placed by
    // their bottoms and baselines and match with either. Quicksilver's of Xcode 11.3
    // (`QSApplicationPrefPane.xib`, 15705) are drawn with 4 pt (6 of its views were lost with 3),
    // so the entry stops at 15000; no document of Xcode 10.0 or 10.1 has one.
    Entry(
      style: "button.push.rounded.small", platform: .macOS, builds: 14000..<15000,
      alignmentInsets: EdgeInsets(top: 3, left: 5, bottom: 6, right: 5),
      measuredFrom: [
        "DSFInspectorPanes TextWithButtonViewController.xib (toolsVersion 14490.70)",
        "SubEthaEdit SEEEncodingDoctorView.xib (toolsVersion 14490.70)",
      ]),
    // Xcode 6 to 11's small push buttons (builds before 17000) are 28 pt frames 4 pt above their
    // rect, 6 pt below and 5 pt at the sides: Scroll-Reverser's two pinned 5 pt above the bottom
    // of their 800 pt window (7702) are saved at y -1, the one pinned 7 pt from its leading edge
    // at x 2, the one pinned 7 pt from its trailing edge ending 2 pt from it; AutoPkgr's pinned
    // 44 pt from a trailing edge (10117) ends 39 pt from it, and pinned 156 pt below its
    // superview's top starts 152 pt below it. Xcode 10.2's are the same below and at the sides
    // (round 12; above them, the entry before this one): Skim's and SubEthaEdit's (14490) end
    // their frames 6 pt below and 5 pt past the edges they are pinned to, and Quicksilver's
    // (15705) 5 pt past a trailing edge. Round 9 stopped the entry at 11000
    // for want of a document of Xcode 8 to 11 that pins one; builds 11000 to 21999 took the
    // regular entry's 32 pt frame insets, 4 pt too tall a rect.
    Entry(
      style: "button.push.rounded.small", platform: .macOS, builds: 0..<17000,
      alignmentInsets: EdgeInsets(top: 4, left: 5, bottom: 6, right: 5),
      measuredFrom: [
        "Scroll-Reverser DebugWindow.xib (toolsVersion 7702)", "AutoPkgr LGFileWaveIntegrationView.xib (toolsVersion 10117)",
        "Skim PreferenceWindow.xib and SubEthaEdit SEEEncodingDoctorView.xib (toolsVersion 14490.70)",
        "Quicksilver QSApplicationPrefPane.xib (toolsVersion 15705)",
      ]),
    // A colour well of Xcode 15 draws its bezel 3 pt outside its alignment rect at the sides
    // and 2 pt above and below: a well given a width of 36 and a height of 15 is saved 42 x 19,
    // 3 pt left of where its leading constraint puts its rect (HexFiend), and wells given a
    // width of 18 are saved 24 pt wide, the unconstrained ones 24 x 24 (Quicksilver).
    Entry(
      style: "colorWell", platform: .macOS, builds: 22000..<24000,
      alignmentInsets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3),
      measuredFrom: [
        "HexFiend Preferences.xib (toolsVersion 22155)", "Quicksilver QSAppearancePrefPane.xib (toolsVersion 23504)",
      ]),
    // Xcode 15 and 16 draw a regular segmented control's 24 pt frame 2 pt above and below a 20
    // pt rect and 3 pt outside it at the sides, rounded and separated alike: DuckDuckGo's
    // rounded one (plug-in 22690), 8 pt before a push button and 12 pt below a label, is saved
    // 3 pt past where the button's rect puts its trailing edge and 2 pt above its top;
    // KeepingYouAwake's separated one (22113.3), unconstrained at the end of a 410 x 20 bar, is
    // saved at y -2 and 3 pt past the bar's end.
    Entry(
      style: "segmentedControl.rounded", platform: .macOS, builds: 22000..<24000,
      alignmentInsets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3),
      measuredFrom: [
        "DuckDuckGo macOS PasswordManager.storyboard (plug-in 22690)",
        "KeepingYouAwake KYADurationSettingsViewController.xib (plug-in 22113.3), separated",
      ]),
    Entry(
      style: "segmentedControl.separated", platform: .macOS, builds: 22000..<24000,
      alignmentInsets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3),
      measuredFrom: [
        "KeepingYouAwake KYADurationSettingsViewController.xib (plug-in 22113.3)",
        "DuckDuckGo macOS PasswordManager.storyboard (plug-in 22690), rounded",
      ]),
    // A regular small square segmented control of Xcode 11 to 16 (round 74) is a 23 pt frame 1 pt
    // above and below a 21 pt rect, flush at the sides: Desktop Cleaner's (15505), given a height
    // of 21 and pinned 20 pt above its view's bottom, is saved 23 tall, 1 pt above where its rect
    // starts; Maccy's add-and-remove control (22155), its top pinned to its container's, is saved
    // at y -1 and 23 tall. Xcode 26's (Xit, 24506, 24 pt) and the mini ones are not measured.
    Entry(
      style: "segmentedControl.smallSquare", platform: .macOS, builds: 15000..<24000,
      alignmentInsets: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0),
      measuredFrom: [
        "Desktop Cleaner Main.storyboard (toolsVersion 15505)",
        "Maccy IgnoreSettingsViewController.xib (toolsVersion 22155)",
      ]),
    // A rounded segmented control of Xcode 11.4 to 11.7 is 2 pt inside its frame at the sides, 1
    // pt above and 2 pt below (a 24 pt frame, a 21 pt rect): in Fluor's preferences and welcome
    // window (16096) the segmented controls beside a label in horizontal stacks centred on Y are
    // saved at y -1 in stacks 21 pt tall, and 2 pt left of where the stack's spacing puts them
    // after the label's rect; in its rule cells, the first in vertical stacks at x -2, y 19 below
    // a 16 pt row and 3 pt of spacing. A small one (a 21 pt frame) takes this entry too:
    // centred on a 26 pt bar, its frame is saved half a point below the centre, 2 pt left of its
    // leading constraint. Xcode 9 and 12 draw the regular one alike (round 12): NWPusher's
    // (13771) ends 2 pt past its trailing constraint, Toggl's (17156), pinned 20 pt from its
    // pane's sides and below a label, starts 2 pt left of its leading one and 1 pt above its top
    // one. The other styles (round rect, separated, textured) are not measured.
    Entry(
      style: "segmentedControl.rounded", platform: .macOS, builds: 13000..<19000,
      alignmentInsets: EdgeInsets(top: 1, left: 2, bottom: 2, right: 2),
      measuredFrom: [
        "Fluor Preferences.storyboard, Welcome.storyboard, RunningApps.storyboard (toolsVersion 16096)",
        "small: Fluor RulesEditor.storyboard (toolsVersion 16096)",
        "NWPusher Application.xib (toolsVersion 13771)", "Toggl PreferencesWindowController.xib (toolsVersion 17156)",
      ]),
    // Xcode 9's small rounded segmented control is a 20 pt frame 2 pt outside an 18 pt rect at the
    // sides and below, flush above: Table Tool's three (13122.19), each centred on a label's
    // middle, the first pinned 20 pt above the bottom and 8 pt after a label, the last 20 pt
    // from the trailing edge, are saved at y 18 (from the bottom), 2 pt before and past where
    // their constraints put their rects, the same 2 pt at the sides as Xcode 11's. Xcode 10.2's
    // are the same (round 12): Skim's three (14490.70), pinned after labels and to their
    // inspector's trailing edge, are saved 2 pt before and past their constraints, and one 2 pt
    // below the edge its bottom is pinned to.
    Entry(
      style: "segmentedControl.rounded.small", platform: .macOS, builds: 13000..<16000,
      alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 2, right: 2),
      measuredFrom: [
        "Table Tool TTFormatViewController.xib and TTFormatViewControllerAccessory.xib (toolsVersion 13122.19)",
        "Skim LineInspector.xib (toolsVersion 14490.70)",
      ]),
    // A regular stepper is a 13 x 23 pt rect 3 pt inside its frame at the sides: Core Data
    // Editor's (11542), after a text field in a top-aligned stack spaced 8, is saved 5 pt after
    // the field's frame, and the stack ends 3 pt past its 19 pt frame; Skim's (16097.3), pinned 20
    // pt from its sheet's trailing edge and 8 pt after a text field, is saved 3 pt nearer each.
    // Xcode 8's 27 pt frame is 2 pt above and below the rect (saved 2 pt above the top of its
    // stack); Xcode 11.4's 28 pt frame 3 pt above and 2 below (centred on a text field, it is
    // saved half a point above where its frame's centre would be). Before, the frame was the rect.
    Entry(
      style: "stepper", platform: .macOS, builds: 0..<16000, alignmentInsets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3),
      measuredFrom: [
        "Core Data Editor PreferencesFormatting.storyboard (toolsVersion 11542)", "sides: Skim SpeedSheet.xib (16097.3)",
      ]),
    // Xcode 13 to 16 draw the stepper's 19 x 28 pt frame around a 13 x 21 pt rect: 4 pt above
    // it, 3 pt below and at the sides. Maccy's four (`AppearanceSettingsViewController.xib`,
    // 22505), each after a 21 pt text field in a top-aligned horizontal stack, are saved 4 pt
    // above the stack's top and the stack stays 21 pt tall (with Xcode 11.4's 23 pt rect below
    // it grew to 23); whatdid's two (`PrefsGeneralPaneController.xib`, 19529), after a 21 pt
    // field in a centred stack spaced 3, start 3 pt left of where the spacing puts their rects
    // and stand 4 pt above and 3 pt below the 21 pt row. Centred on a field (Gifski 19455,
    // Quicksilver 23727) the two entries agree, as both are a point more above than below.
    // Xcode 12 (17000 to 18999) not measured: the entry starts at the first build measured.
    Entry(
      style: "stepper", platform: .macOS, builds: 19000..<24000, alignmentInsets: EdgeInsets(top: 4, left: 3, bottom: 3, right: 3),
      measuredFrom: [
        "Maccy AppearanceSettingsViewController.xib and StorageSettingsViewController.xib (toolsVersion 22505)",
        "whatdid PrefsGeneralPaneController.xib (toolsVersion 19529)",
      ]),
    Entry(
      style: "stepper", platform: .macOS, builds: 16000..<19000, alignmentInsets: EdgeInsets(top: 3, left: 3, bottom: 2, right: 3),
      measuredFrom: [
        "Skim SpeedSheet.xib (toolsVersion 16097.3)", "sides: Core Data Editor PreferencesFormatting.storyboard (11542)",
      ]),
    // An image view drawn in a gray bezel is 3 pt inside its frame on every side: Iconizer's
    // drop wells (13529, 14109, 14460.31), pinned 20 pt inside their views, are saved at 17 and 6
    // pt larger than their constraints; Skim's (16097.3) and MunkiAdmin's (14269.12) likewise.
    // Before, the frame was taken for the rect. Xcode 26 not measured.
    Entry(
      style: "imageView.grayBezel", platform: .macOS, builds: 0..<24000, alignmentInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
      measuredFrom: [
        "Iconizer AppIconView.xib (14460.31), ImageSetView.xib (13529), LaunchImageView.xib (14109)",
        "Skim NoteWindow.xib (toolsVersion 16097.3)", "MunkiAdmin MAIconEditor.xib (toolsVersion 14269.12)",
      ]),
    // An image view drawn in a groove is, like the gray bezel, 3 pt inside its frame on every
    // side: Pillager's (11762), given 111 x 84 and pinned 3 pt inside a table cell view's top and
    // leading edges, is saved at 0, 0, 117 x 90; Hotspot Menubar's (19162), given a width of 152
    // and pinned 65 pt from its view's leading edge, at x 62, 158 x 158. Before, the frame was
    // taken for the rect. Xcode 26 not measured.
    Entry(
      style: "imageView.groove", platform: .macOS, builds: 0..<24000, alignmentInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
      measuredFrom: [
        "Pillager Main.storyboard (toolsVersion 11762)", "Hotspot Menubar FirsttimeUserWindow.storyboard (toolsVersion 19162)",
      ]),
    // An image view given a height about its AppKit template image's (`NS...Template`, which
    // macOS 11 draws as a symbol) is drawn 3 pt above and below its rect, as symbol buttons are
    // (`button.symbol`): AutoPkgr's `NSActionTemplate` of 15 given 17 x 18 is saved 17 x 24, 3 pt
    // above its top constraint (20037); SYM's given 15 x 15 and centred in a 28 pt table cell
    // view is saved 15 x 21 at y 3 (20037); ccache-gui's given 16 x 16 is saved 16 x 22 (21208.1).
    // Before, the frame was taken for the rect. Larger views (KeepingYouAwake's 96 pt
    // `NSRefreshFreestandingTemplate`, scaled up, saved 107), Xcode 26's (uPic's 30 pt, 24127,
    // saved 41; NetNewsWire's 16 pt, 24765, saved 27) and SF Symbol image views (Aerial's) pad
    // otherwise and are not measured; Xcode 12 to 16 (builds 17000 to 23999) are.
    Entry(
      style: "imageView.templateSymbol", platform: .macOS, builds: 17000..<24000,
      alignmentInsets: EdgeInsets(top: 3, left: 0, bottom: 3, right: 0),
      measuredFrom: [
        "AutoPkgr LGIntegrationsViewController.xib (toolsVersion 20037)", "SYM Device.storyboard (toolsVersion 20037)",
        "ccache-gui ccache.MainViewController.xib (toolsVersion 21208.1)",
      ]),
    // A tab view with its tabs at the top draws its bezel 7 pt outside its alignment rect at the
    // sides and 10 pt below it, and its tabs above it: Tomighty's regular one (11542), pinned 20
    // pt from its window's sides and top and 20 pt above its bottom, is saved at x 13, y 6 and 14
    // pt wider and 16 pt taller than the rect; Skim's small one (14490.70), pinned to its
    // window's edges, at x -7 and y -3, and ends 10 pt below the window. The tabs make the
    // difference above (6 pt regular, 3 pt small). Before, the frame was taken for the rect, and
    // the tab's content followed it. Xcode 26 not measured.
    Entry(
      style: "tabView.top", platform: .macOS, builds: 0..<24000, alignmentInsets: EdgeInsets(top: 6, left: 7, bottom: 10, right: 7),
      measuredFrom: ["Tomighty PreferencesWindow.xib (toolsVersion 11542)", "sides and bottom: Skim InfoWindow.xib (14490.70)"]),
    Entry(
      style: "tabView.top.small", platform: .macOS, builds: 0..<24000,
      alignmentInsets: EdgeInsets(top: 3, left: 7, bottom: 10, right: 7),
      measuredFrom: ["Skim InfoWindow.xib (toolsVersion 14490.70)", "sides and bottom: Tomighty PreferencesWindow.xib (11542)"]),
    // A combo box of Xcode 9 to 12 draws its frame 2 pt above its alignment rect, 4 pt below and
    // 3 pt past it on the right (its arrow button), flush on the left: Skim's (16097.3), pinned
    // 12 pt below a separator box's line and 12 pt above the next, is saved 2 pt below the first
    // line's spacing and ends 4 pt past the second's, and a width of 54 is saved 57 wide; Toggl's
    // (16097.2 and 17156), pinned to the leading and trailing edges of their panes, start there
    // and end 3 pt past them, and one centred on a label is saved 1 pt above the centre; NWPusher's
    // (13771) ends 3 pt past its trailing constraint. A small one (Sequel-Ace, 17156) is 4 pt
    // above its rect's bottom and 3 pt past its end too. Before, the frame was taken for the rect.
    // Xcode 15's are not these: Vienna's 23 pt combo box (Xcode 15's frames) is aligned by first
    // baseline with a check box where its text centred in the whole frame puts it (round 5), 1 pt
    // from where these insets would; so the entry stops after Xcode 12, the last build measured.
    // A combo box of Xcode 14 to 16 draws its frame 1 pt above and left of its alignment rect, 2
    // pt below it and 3 pt past it on the right (its arrow button): Notenik's (21507, 23094,
    // 23504 and plug-in 22690), pinned after labels and to their panes' trailing edges, start 1 pt
    // left of their leading constraints and end 3 pt past their trailing ones; those given heights
    // of 20 and 22 are saved 23 and 25 tall, 1 pt above their top constraints. Before, the frame was
    // taken for the rect. Xcode 12's insets (below) are a point wider above and two below. The
    // text is centred in the 20 pt rect, as the baseline estimate has it: Notenik's two aligned
    // with labels by baseline (21507) and Vienna's aligned with a check box (Xcode 15's frames)
    // are saved 7.4 pt above their frames' bottoms, where round 5 had Vienna's half a point off.
    Entry(
      style: "comboBox", platform: .macOS, builds: 21000..<24000, alignmentInsets: EdgeInsets(top: 1, left: 1, bottom: 2, right: 3),
      measuredFrom: [
        "baseline: Vienna Preferences.storyboard (toolsVersion 24765, Xcode 15's frames)",
        "Notenik EditPrefs.storyboard (toolsVersion 21507), Export.storyboard and WikiQuote.storyboard (23094)",
        "Notenik CollectionPrefs.storyboard and Navigator.storyboard (toolsVersion 23504)",
        "Notenik FieldRename.storyboard, QuickAction.storyboard and Script.storyboard (plug-in 22690)",
      ]),
    Entry(
      style: "comboBox", platform: .macOS, builds: 0..<19000, alignmentInsets: EdgeInsets(top: 2, left: 0, bottom: 4, right: 3),
      measuredFrom: [
        "Skim DisplayPreferences.xib (toolsVersion 16097.3)",
        "Toggl LoginViewController.xib (16097.2) and PreferencesWindowController.xib (17156)",
        "NWPusher Application.xib (toolsVersion 13771)", "small: Sequel-Ace ImportAccessory.xib (toolsVersion 17156)",
      ]),
    // Xcode 10 and earlier (builds before 15000) give a 13 pt bezeled field a 22 pt frame, a
    // point taller than Xcode 11 on, the point above its text: its baseline is where a 21 pt
    // field has it (`lineBoxAtBottom`: the font's 16 pt line and the bezel's 5). DSFInspectorPanes'
    // steppers (`SpacingViewController.xib`, 14490.70), aligned by baseline with 22 pt fields and
    // pinned 3 pt below their view's top, are saved 24 pt tall (23.1 with the field's text
    // centred in 22); in Postgres.app's `AddServerSheet.xib` (10117) a label aligned by baseline
    // with three such fields places a push button by its baseline. 17 pt labels aligned with them
    // stay 3 pt above their bottoms (Tomighty, SwiftPrefs, OAuthSwift, Postgres.app), as with the
    // label's entry of these builds, which moves their text alike.
    Entry(
      style: "textField.bezel", platform: .macOS, builds: 0..<15000, alignmentInsets: .zero, baselineRaise: 0.5,
      lineBoxAtBottom: 5,
      measuredFrom: [
        "DSFInspectorPanes SpacingViewController.xib (toolsVersion 14490.70)",
        "Postgres.app AddServerSheet.xib (toolsVersion 10117)", "Tomighty PreferencesWindow.xib (toolsVersion 11542)",
        "SwiftPrefs Preferences.storyboard (toolsVersion 12118)", "OAuthSwift Main.storyboard (toolsVersion 14460.31)",
      ]),
    // A regular bezeled text field is flush with its 21 pt frame before Xcode 26, and its text's
    // baseline is 0.5 pt above the importer's estimate (the text centred in the rect), 6.4 pt
    // above its bottom: every 16 pt label of the training documents aligned with one by
    // baseline is saved with its bottom 3 pt above the field's, where the estimate gives 2.5
    // (NetNewsWire `AddFolderSheet.xib`, 15400, and `ShareViewController.xib`, 17701; HexFiend
    // `DiffRangeDialog.xib`, 16097, twice; Vienna `FeedCredentials.xib`, 20037, twice, and
    // `Preferences.storyboard`, Xcode 15's frames, three times). Xcode 26's 24 pt fields are 4
    // pt above such labels, as the estimate has them (CotEditor, NetNewsWire, Sequel-Ace), so the
    // entry stops there.
    Entry(
      style: "textField.bezel", platform: .macOS, builds: 15000..<24000, alignmentInsets: .zero, baselineRaise: 0.5,
      measuredFrom: [
        "NetNewsWire AddFolderSheet.xib (toolsVersion 15400)", "NetNewsWire ShareViewController.xib (toolsVersion 17701)",
        "HexFiend DiffRangeDialog.xib (toolsVersion 16097)", "Vienna FeedCredentials.xib (toolsVersion 20037)",
        "Vienna Preferences.storyboard (toolsVersion 24765, Xcode 15's frames)",
      ]),
    // A text field without a border that draws its background fills its frame with it, and its
    // alignment rect is the frame: DuckDuckGo's find field (21225), 8 pt after a button, is saved
    // 8 pt after it, not 6, and FSNotes' status label (24765), pinned 35 pt from its view's
    // leading edge, at x 35, not 33; a label's 2 pt put both frames 2 pt left.
    //
    // Xcode 10 and earlier (builds before 15000) give a label of 13 pt a 17 pt frame, a point taller
    // than Xcode 11 on, the point above its text (`lineBoxAtBottom`: the baseline is estimated in
    // the font's 16 pt line at the frame's bottom); 11 pt labels are 14 pt tall in every build, as
    // their line is. A 13 pt label aligned by baseline with an 11 pt one is saved with the same
    // bottom (Postgres.app `PreferenceWindow.xib`, 9060; Attabench's `AttabenchDocument.xib`,
    // 13189.4, both labels drawing their background), where the text centred in the frame had it
    // 0.79 pt lower; one aligned with a 30 pt label of 25 pt, 3 pt above its bottom (Swimat
    // `Main.storyboard`, 14490.68; 2.24 centred); Uber's separators aligned with labels
    // (`ProductDetailController.xib`, 13122.19) 0.885 pt higher than the centred estimate put them;
    // push buttons and labels aligned by baseline 1 pt nearer (Postgres.app `AddServerSheet.xib`,
    // 10117; SwiftPrefs `Preferences.storyboard`, 12118).
    Entry(
      style: "textField.borderless.background", platform: .macOS, builds: 0..<15000, alignmentInsets: .zero,
      lineBoxAtBottom: 0, measuredFrom: ["Attabench AttabenchDocument.xib (toolsVersion 13189.4)"]),
    Entry(
      style: "textField.borderless.background", platform: .macOS, builds: 15000..<allBuilds.upperBound, alignmentInsets: .zero,
      measuredFrom: ["DuckDuckGo macOS FindInPage.storyboard (toolsVersion 21225)", "FSNotes Main.storyboard (toolsVersion 24765)"]),
    // A label (a text field without a border) draws its text 2 pt in from each side.
    Entry(
      style: "textField.borderless", platform: .macOS, builds: 0..<15000,
      alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2), lineBoxAtBottom: 0,
      measuredFrom: [
        "RxSwift macOS Main.storyboard", "baseline: Postgres.app PreferenceWindow.xib (toolsVersion 9060)",
        "Swimat Main.storyboard (toolsVersion 14490.68)", "Unofficial Uber ProductDetailController.xib (toolsVersion 13122.19)",
        "SwiftPrefs Preferences.storyboard (toolsVersion 12118)",
      ]),
    Entry(
      style: "textField.borderless", platform: .macOS, builds: 15000..<allBuilds.upperBound,
      alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2), measuredFrom: ["RxSwift macOS Main.storyboard"]),
  ]
}
