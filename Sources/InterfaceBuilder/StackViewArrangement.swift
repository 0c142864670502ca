import LayoutModel

/// A stack view (UIKit's `UIStackView`, AppKit's `NSStackView`) as the constraints and layout
/// guides the real one installs.
///
/// UIKit builds a stack view entirely from constraints, which it names by role: the ends of the
/// arrangement tied to the stack (`UISV-canvas-connection`), the gaps (`UISV-spacing`), the
/// distribution (`UISV-fill-equally`, `UISV-fill-proportionally`, gap guides tied to edges or
/// centers for equal spacing and equal centering), the alignment across the axis
/// (`UISV-alignment`, with a spanning guide and low-priority fitting constraints for the
/// alignments that leave room), and a zero length for hidden views (`UISV-hiding`). This type
/// adds the same constraints, with the same priorities and the same identifiers, to a
/// ``Layout``, so every engine lays a stack view out as UIKit does.
public struct StackViewArrangement: Sendable {
  public enum Distribution: String, CaseIterable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// Across the axis. `leading` is the top of a horizontal stack and `trailing` its bottom; the
  /// baselines apply to horizontal stacks.
  public enum Alignment: String, CaseIterable, Sendable {
    case fill, leading, center, trailing, firstBaseline, lastBaseline
  }

  public var stack: ViewID
  public var axis: LayoutAxis
  /// The arranged views in order, hidden ones included.
  public var arranged: [ViewID]
  /// Arranged views that are hidden: zero length along the axis, no spacing of their own.
  public var hidden: Set<ViewID>
  public var spacing: Double
  public var distribution: Distribution
  public var alignment: Alignment
  /// Vertical stacks only: gaps measured from last baseline to first baseline.
  public var isBaselineRelative: Bool
  /// Whether the arrangement sits inside the stack's layout margins rather than its bounds.
  public var isLayoutMarginsRelative: Bool
  /// Views whose text wraps, which a baseline alignment shares the width between.
  public var multilineText: Set<ViewID>
  /// Spacing after particular views, replacing ``spacing`` for that gap.
  public var customSpacing: [ViewID: Double]
  /// For an `NSStackView`, the priority of its hugging across the axis (its
  /// `horizontalStackHuggingPriority` or `verticalStackHuggingPriority`); `nil` for a
  /// `UIStackView`.
  ///
  /// AppKit aligns each arranged view with the stack itself, below required, and keeps it
  /// inside the stack: a view the document constrains elsewhere across the axis (a text field
  /// indented 20 pt in a leading-aligned stack) leaves the line and the others stay on it, as
  /// the frames Xcode saves show. UIKit aligns the views with one another, required.
  public var appKitCrossHugging: LayoutPriority?
  /// For an `NSStackView` laid out by gravity areas (read as ``Distribution/equalSpacing``), the
  /// priority of its hugging along the axis (its `verticalStackHuggingPriority` for a vertical
  /// stack): its gaps are held at their spacing at that priority, so that the stack grows past
  /// its views only when something stronger than its hugging asks it to; `nil` otherwise.
  ///
  /// Why: with gaps that may grow and nothing holding them, a gravity-area stack above a view
  /// with no intrinsic size (a container of a label pinned inside it with room to spare) could
  /// take the slack as well as that view, and the engine picked either; Xcode saves the stacks
  /// at their content's length and gives the slack to the container (KeepingYouAwake's
  /// `KYAAddDurationViewController.xib`, three stacks of 249.99998 hugging above such a
  /// container). Only gravity-area stacks get it: AppKit's other distributions were not seen
  /// to need it.
  public var appKitAxisHugging: LayoutPriority?
  /// For an `NSStackView` laid out by gravity areas whose document says which area each view is
  /// in (`<beginningViews>`, `<middleViews>`, `<endViews>`), the area of each arranged view; a
  /// view left out is taken to be in the beginning area. Empty for any other stack, which is
  /// then laid out by ``distribution``. See `StackViewArrangement+AppKitDistribution.swift`.
  public var gravityAreas: [ViewID: GravityArea] = [:]
  /// For an `NSStackView` distributed by equal spacing or equal centering, the priority of its
  /// hugging along the axis, at which its first and last views are held to its edges (they stay
  /// inside it, required); `nil` for any other stack, whose edges are required. See
  /// `StackViewArrangement+AppKitDistribution.swift`.
  public var appKitEdgeHugging: LayoutPriority?
  /// For a stack aligned other than fill, each arranged view's length across the axis as the
  /// document saved it: a view without an intrinsic length across the axis (a plain view, a
  /// spacer, a custom or scroll view) is held at this length, in a `UIStackView` above the
  /// spanning guide's fit (not at 0 pt below it), in an `NSStackView` above the pull to its far
  /// edge. Empty for a stack aligned to fill.
  public var savedCrossLengths: [ViewID: Double] = [:]
  /// Each arranged view's length along the axis as the document saved it: a visible view
  /// without an intrinsic length along the axis (a nested stack, a custom view) is held at this
  /// length at the priority of ``savedCrossLengths``' holds, so that a length nothing else
  /// decides is the saved one (``Builder/addSavedAxisLengths()``), and in a `UIStackView`
  /// filling proportionally takes its share of the stack from it, not from 0 pt
  /// (``addProportions(_:)``).
  public var savedAxisLengths: [ViewID: Double] = [:]

  /// The three parts of an `NSStackView` laid out by gravity areas: its leading (or top) edge,
  /// its centre, its trailing (or bottom) edge.
  public enum GravityArea: Int, Comparable, Sendable {
    case beginning, middle, end
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public init(
    stack: ViewID, axis: LayoutAxis, arranged: [ViewID], hidden: Set<ViewID> = [], spacing: Double = 0,
    distribution: Distribution = .fill, alignment: Alignment = .fill, isBaselineRelative: Bool = false,
    isLayoutMarginsRelative: Bool = false, multilineText: Set<ViewID> = [], customSpacing: [ViewID: Double] = [:]
  ) {
    self.stack = stack
    self.axis = axis
    self.arranged = arranged
    self.hidden = hidden
    self.spacing = spacing
    self.distribution = distribution
    self.alignment = alignment
    self.isBaselineRelative = isBaselineRelative
    self.isLayoutMarginsRelative = isLayoutMarginsRelative
    self.multilineText = multilineText
    self.customSpacing = customSpacing
  }

  /// UIKit's priorities for the stack's soft constraints.
  public enum Priorities {
    /// A spanning guide hugs the arranged views just under required.
    public static let spanningBoundary = LayoutPriority(999.5)
    /// The spanning guide's wish to be as small as possible.
    public static let spanningFit = LayoutPriority(51)
    /// The stack's wish to be as small as possible across a baseline alignment.
    public static let canvasFit = LayoutPriority(49)
    /// Each arranged view's wish to be zero across the axis, where the alignment leaves room.
    public static let ambiguitySuppression = LayoutPriority(25)
    /// A view without an intrinsic length held at its saved length (what Interface Builder
    /// keeps): across the axis just above ``spanningFit``, along it at the same priority.
    public static let savedLength = LayoutPriority(52)
    /// An `NSStackView`'s arranged view reaching the stack's far edge across the axis, below
    /// every hugging and alignment priority: it settles only the length of a view that nothing
    /// else sizes (a custom view without intrinsic size in a leading-aligned stack).
    public static let appKitFill = LayoutPriority(10)
    /// An `NSStackView`'s arranged view without an intrinsic length held at its saved length,
    /// just above ``appKitFill``, across the axis and along it.
    public static let appKitSavedLength = LayoutPriority(11)
    /// A `UIStackView`'s first gap held at its spacing in an equal-spacing stack (so all its
    /// gaps, equal): below ``savedLength`` and every hugging, it settles only a stack's length
    /// along the axis that nothing else sets.
    public static let equalSpacingFit = LayoutPriority(50)
    /// A `UIStackView`'s hidden arranged view held at zero along the axis (`UISV-hiding`) just
    /// under required: it beats every intrinsic length (BookStore's hidden "Try Again" button is
    /// saved 0 pt tall) but gives way to the document's required constraints (round 71).
    public static let hiding = LayoutPriority(999.5)
    /// A view inside a hidden arranged view of a `UIStackView` held at zero length or more, just
    /// above ``hiding``: the content a hidden view is squeezed round stops at 0 pt (round 71).
    public static let hiddenContent = LayoutPriority(999.75)
    /// Equal gaps between centers give way before compression resistance.
    public static let equalCentering = LayoutPriority(149)
    /// Wrapping text shares the width of a baseline-aligned stack.
    public static let textWidthDisambiguation = LayoutPriority(760)
  }

  /// Adds the stack's constraints (and its gap and spanning guides, named after `name`), or the
  /// `part` of them asked for, to `layout`; returns how many constraints were added.
  /// - Throws: ``LayoutError`` if a view is not in the layout or a constraint is refused; the
  ///   layout may then hold part of the arrangement.
  @discardableResult
  public func install(in layout: inout Layout, name: String, part: InstallPart = .all) throws(LayoutError) -> Int {
    for view in [stack] + arranged where !layout.views.indices.contains(view.index) {
      throw .unknownView(index: view.index, context: "stack view arrangement '\(name)'")
    }
    guard !arranged.isEmpty else { return 0 }
    let before = layout.constraints.count
    var builder = Builder(arrangement: self, layout: layout, name: name)
    builder.part = part
    if part == .hiding {
      try builder.addHiding()
    } else {
      try builder.addDistribution()
      try builder.addAlignment()
      try builder.addSavedAxisLengths()
    }
    layout = builder.layout
    return layout.constraints.count - before
  }
}

extension StackViewArrangement {
  /// Which of a stack's constraints ``install(in:name:part:)`` adds: all of them, only the zero
  /// lengths of its hidden views (`UISV-hiding`), or all but those. The importer adds the first
  /// before the document's constraints and the rest after them, in the order Auto Layout meets
  /// them (``RootBuilder/addStackViews()``).
  public enum InstallPart: Sendable { case all, hiding, arrangement }
}

extension StackViewArrangement {
  /// Writes the constraints; the attributes are named for a horizontal stack and swapped for a
  /// vertical one.
  struct Builder {
    let arrangement: StackViewArrangement
    var layout: Layout
    let name: String
    let horizontal: Bool
    var part = InstallPart.all

    init(arrangement: StackViewArrangement, layout: Layout, name: String) {
      self.arrangement = arrangement
      self.layout = layout
      self.name = name
      horizontal = arrangement.axis == .horizontal
    }

    var start: LayoutAttribute { horizontal ? .leading : .top }
    var end: LayoutAttribute { horizontal ? .trailing : .bottom }
    var length: LayoutAttribute { horizontal ? .width : .height }
    var center: LayoutAttribute { horizontal ? .centerX : .centerY }
    var crossStart: LayoutAttribute { horizontal ? .top : .leading }
    var crossEnd: LayoutAttribute { horizontal ? .bottom : .trailing }
    var crossLength: LayoutAttribute { horizontal ? .height : .width }
    var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }

    /// The stack's attribute the arrangement attaches to: its margin when the arrangement is
    /// relative to the margins.
    func canvas(_ attribute: LayoutAttribute) -> LayoutAttribute {
      guard arrangement.isLayoutMarginsRelative else { return attribute }
      switch attribute {
      case .leading: return .leadingMargin
      case .trailing: return .trailingMargin
      case .top: return .topMargin
      case .bottom: return .bottomMargin
      case .centerX: return .centerXWithinMargins
      case .centerY: return .centerYWithinMargins
      default: return attribute
      }
    }

    mutating func add(
      _ a: ViewID, _ aAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal, _ b: ViewID? = nil,
      _ bAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0,
      priority: LayoutPriority = .required, _ role: String
    ) throws(LayoutError) {
      // The hiding lengths go in a part of their own (``addHiding()``).
      if part == .arrangement, role == Self.hidingRole { return }
      try layout.addConstraint(LayoutConstraint(
        a, aAttribute, relation, b, bAttribute, multiplier: multiplier, constant: constant, priority: priority,
        identifier: role))
    }

    static let hidingRole = "UISV-hiding"

    /// A zero length along the axis for each hidden arranged view.
    mutating func addHiding() throws(LayoutError) {
      for item in arrangement.arranged where arrangement.hidden.contains(item) {
        try add(item, length, .equal, constant: 0, priority: hidingPriority, Self.hidingRole)
      }
    }

    /// Whether the stack is a `UIStackView` (an AppKit stack's cross hugging is set only for
    /// `NSStackView`).
    var isUIKit: Bool { arrangement.appKitCrossHugging == nil }

    /// A `UIStackView`'s hidden view is not collapsed against its own required sizes (round 71):
    /// Xcode saves such a view at the length the document gives it, while its neighbours are
    /// where the stack's spacing around a zero-length view puts them (``chainEnd(_:)``).
    /// Rocket.Chat's hidden call button (14490.70, 90 pt wide by its own constraint), the
    /// Corona-Warn-App's check-in separator (19162, 1 pt) and Gladys' hidden image view (19162,
    /// 33 pt, a hidden activity indicator's height tied to it) are saved so; required and added
    /// first (round 17), the zero broke their sizes. An `NSStackView` keeps its required zero (a
    /// stack that detaches its hidden views leaves them out altogether).
    var hidingPriority: LayoutPriority { isUIKit ? StackViewArrangement.Priorities.hiding : .required }

    /// The edge of an arranged view the next view's spacing (or the stack's end) is taken from:
    /// its end, or, for a hidden view of a `UIStackView`, its start, so that a hidden view held
    /// at its own length by the document does not push its neighbours.
    func chainEnd(_ item: ViewID) -> LayoutAttribute {
      isUIKit && arrangement.hidden.contains(item) ? start : end
    }

    /// A guide of the stack placed only by the stack's constraints, pinned across `axisPinned`
    /// to the stack so that it is never ambiguous there.
    mutating func guide(_ suffix: String, pinnedAcross pinnedAxis: LayoutAxis) throws(LayoutError) -> ViewID {
      let id = try layout.addGuide("\(name)-\(suffix)", .custom, in: arrangement.stack)
      let (a, b): (LayoutAttribute, LayoutAttribute) = pinnedAxis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
      try add(id, a, .equal, arrangement.stack, a, "UISV-guide-pin")
      try add(id, b, .equal, arrangement.stack, b, "UISV-guide-pin")
      return id
    }

    /// The gap before item `i + 1`, as a fraction of the spacing: whole between two visible
    /// views, halved on each side of a run of hidden views between visible ones, nothing at an
    /// end or between two hidden views.
    func gap(after i: Int) -> Double {
      let items = arrangement.arranged
      let a = items[i]
      let b = items[i + 1]
      let aHidden = arrangement.hidden.contains(a)
      let bHidden = arrangement.hidden.contains(b)
      let full = arrangement.customSpacing[a] ?? arrangement.spacing
      if !aHidden && !bHidden { return full }
      if aHidden && bHidden { return 0 }
      let visibleBefore = items[...i].contains { !arrangement.hidden.contains($0) }
      let visibleAfter = items[(i + 1)...].contains { !arrangement.hidden.contains($0) }
      guard visibleBefore && visibleAfter else { return 0 }
      // The gap's size comes from the visible view before the hidden run.
      let before = items[...i].last { !arrangement.hidden.contains($0) }
      return (before.flatMap { arrangement.customSpacing[$0] } ?? arrangement.spacing) / 2
    }

    mutating func addDistribution() throws(LayoutError) {
      let stack = arrangement.stack
      let items = arrangement.arranged
      let visible = items.filter { !arrangement.hidden.contains($0) }
      guard let first = items.first, let last = items.last else { return }
      if !arrangement.gravityAreas.isEmpty { return try addGravityAreas() }
      let spreading = arrangement.distribution == .equalSpacing || arrangement.distribution == .equalCentering
      if spreading, arrangement.appKitAxisHugging == nil, let hugging = arrangement.appKitEdgeHugging {
        try addAppKitSpreadEdges(first, last, hugging: hugging)
      } else {
        try add(stack, canvas(start), .equal, first, start, "UISV-canvas-connection")
        try add(last, chainEnd(last), .equal, stack, canvas(end), "UISV-canvas-connection")
      }
      let baselines = arrangement.isBaselineRelative && !horizontal
      for i in 0..<(items.count - 1) {
        let relation: LayoutRelation = spreading ? .greaterThanOrEqual : .equal
        if baselines && !arrangement.hidden.contains(items[i]) && !arrangement.hidden.contains(items[i + 1]) {
          try add(items[i + 1], .firstBaseline, relation, items[i], .lastBaseline, constant: gap(after: i), "UISV-spacing")
        } else {
          try add(items[i + 1], start, relation, items[i], chainEnd(items[i]), constant: gap(after: i), "UISV-spacing")
        }
      }
      try addHiding()
      switch arrangement.distribution {
      case .fill: break
      case .fillEqually:
        // AppKit lets the document's own sizes win over equal lengths (two icons pinned 16 and
        // 20 pt wide in a fill-equally stack keep those widths in Xcode's frames).
        let equal: LayoutPriority = isUIKit ? .required : LayoutPriority(999)
        for item in visible.dropFirst() {
          try add(item, length, .equal, visible[0], length, priority: equal, "UISV-fill-equally")
        }
      case .fillProportionally:
        try addProportions(visible)
      case .equalSpacing, .equalCentering:
        guard visible.count > 1 else { break }
        let centering = arrangement.distribution == .equalCentering
        var gaps: [ViewID] = []
        for i in 0..<(visible.count - 1) {
          let gap = try guide("gap\(i + 1)", pinnedAcross: horizontal ? .vertical : .horizontal)
          try add(gap, start, .equal, visible[i], centering ? center : end, "UISV-distributing-edge")
          try add(gap, end, .equal, visible[i + 1], centering ? center : start, "UISV-distributing-edge")
          if let firstGap = gaps.first {
            try add(gap, length, .equal, firstGap, length,
                    priority: centering ? StackViewArrangement.Priorities.equalCentering : .required, "UISV-fill-equally")
          } else if !centering, let hugging = arrangement.appKitAxisHugging,
            let index = items.firstIndex(of: visible[i])
          {
            // The gaps are equal; holding the first at its spacing holds them all.
            try add(gap, length, .equal, constant: self.gap(after: index), priority: hugging, "NSStackView-hugging")
          } else if !centering, let hugging = arrangement.appKitEdgeHugging,
            let index = items.firstIndex(of: visible[i])
          {
            // An equal-spacing `NSStackView` hugs its views along its axis at its own hugging
            // priority: its gaps stay at their spacing unless something outside stretches it.
            // Just below the edges' hugging, so that a stretched stack spreads its views rather
            // than letting go of an edge (``addAppKitSpreadEdges(_:_:hugging:)``).
            try add(gap, length, .equal, constant: self.gap(after: index),
                    priority: LayoutPriority(max(1, hugging.rawValue - 1)), "NSStackView-hugging")
          } else if !centering, isUIKit,
            let index = items.firstIndex(of: visible[i])
          {
            // A `UIStackView` spreading its views by equal spacing that nothing outside
            // stretches keeps its gaps at its spacing (round 63): Xcode saves such stacks
            // determined, their gaps at the spacing (iOS-10-Sampler's haptic scene, BookStore's
            // loading stack, Home Assistant's onboarding permissions, UpcomingMovies' account
            // scene), where the gaps were free. Below every hugging and the saved lengths of
            // round 60 (``Priorities/savedLength``): it settles only a length nothing else does.
            try add(gap, length, .equal, constant: self.gap(after: index),
                    priority: StackViewArrangement.Priorities.equalSpacingFit, "UISV-equal-spacing-fit")
          }
          gaps.append(gap)
        }
      }
    }

    /// Each visible view's length as its share of the stack's: its intrinsic length over the
    /// sum of them and the spacing, at 999 less its index, required when it is the only one; a
    /// view with no length to share gets none, held at 0 pt. AppKit's `NSStackView` does not
    /// hold a view without an intrinsic length (``addAppKitProportions(_:_:)``): Xcode's frames
    /// give a nested stack or custom view in a fill-proportionally stack the length its own
    /// content and constraints ask (DSFToolbar's button pane and DSFQuickActionBar's demo
    /// window, round 28, where a 0 pt length collapsed a nested stack).
    ///
    /// UIKit shares the stack out by a view's current length where it has no intrinsic one, so
    /// such a view (a nested stack) takes its share from its saved length
    /// (``StackViewArrangement/savedAxisLengths``), and Xcode's frames are where that share puts it:
    /// FreeOTP's token form (20037, nested stacks of a label beside a field saved 34 and 31 pt
    /// tall in a vertical stack), FloatingPanel's settings (Xcode 26), IBAnimatable's check-box
    /// rows (13771) and Loop's and LoopKit's insulin and carb headers (20037, 21701: two nested
    /// stacks sharing a row 227.5 and 109.5 pt, not in proportion to their content), round 53.
    mutating func addProportions(_ visible: [ViewID]) throws(LayoutError) {
      func intrinsic(_ view: ViewID) -> Double? {
        let size = layout[view].intrinsicContentSize
        return horizontal ? size.width : size.height
      }
      var lengths = visible.map { max(0, intrinsic($0) ?? 0) }
      if !isUIKit, lengths.contains(0) {
        return try addAppKitProportions(visible, lengths)
      }
      for (i, view) in visible.enumerated() {
        if let saved = savedLengthWithoutIntrinsic(view, across: false) { lengths[i] = saved }
      }
      let total = lengths.reduce(0, +) + arrangement.spacing * Double(max(0, visible.count - 1))
      let proportional = lengths.filter { $0 > 0 }.count
      for (view, natural) in zip(visible, lengths) {
        guard natural > 0, total > 0 else {
          try add(view, length, .equal, constant: 0, "UISV-fill-proportionally")
          continue
        }
        let index = arrangement.arranged.firstIndex(of: view) ?? 0
        let priority = proportional == 1 ? LayoutPriority.required : LayoutPriority(max(1, 999 - Double(index)))
        try add(view, length, .equal, arrangement.stack, length, multiplier: natural / total, priority: priority,
                "UISV-fill-proportionally")
      }
    }

    /// An AppKit fill-proportionally stack some of whose views have no intrinsic length: those
    /// views get no length of the distribution's, and the others keep their intrinsic lengths'
    /// ratio to one another (each to the first of them, at 999 less its index), not a share of
    /// the stack's length. A share of the stack counts only the intrinsic lengths, so beside a
    /// nested stack it asks for more than the stack holds and the stack grew without bound
    /// (DSFQuickActionBar's demo window, a label beside a nested stack, laid out 2,958 pt wide);
    /// Xcode's frames keep the label at its own width and the nested stack at its content's.
    mutating func addAppKitProportions(_ visible: [ViewID], _ lengths: [Double]) throws(LayoutError) {
      let sized = zip(visible, lengths).filter { $0.1 > 0 }
      guard let (first, firstLength) = sized.first else { return }
      for (view, natural) in sized.dropFirst() {
        let index = arrangement.arranged.firstIndex(of: view) ?? 0
        try add(view, length, .equal, first, length, multiplier: natural / firstLength,
                priority: LayoutPriority(max(1, 999 - Double(index))), "UISV-fill-proportionally")
      }
    }
  }
}
