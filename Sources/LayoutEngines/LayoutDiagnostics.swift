import Cassowary
import LayoutModel

/// What a person debugging a layout needs to know: which required constraints conflict and
/// which one was left out to recover, the frames of the recovered layout, and which views'
/// frames the constraints do not determine.
///
/// The diagnosis builds the layout the way Auto Layout does, adding the linear rows one by one
/// to an incremental Cassowary solver (the root's origin and size, the sizes translated from
/// autoresizing masks, the explicit constraints in order, then each view's other implicit ones;
/// ``installationOrder(of:in:)``). When a required row cannot be added, the solver names
/// the rows it conflicts with; the diagnosis records them, breaks the row being added (Auto
/// Layout's recovery too) and goes on with the rest, so one run finds every conflict.
public struct LayoutDiagnosis: Sendable {
  /// The layout diagnosed.
  public let layout: Layout
  /// Its linear rows; conflicts and ambiguity refer to them by index.
  public let system: LinearSystem
  /// Every conflict found, in the order the broken rows were added.
  public private(set) var conflicts: [ConstraintConflict] = []
  /// The recovered layout's variables (four per view, as in ``LinearSystem``).
  public private(set) var values: [Double] = []
  /// Per view, which parts of its alignment rect (its position in its superview, its size) the
  /// constraints leave free.
  public private(set) var ambiguity: [AmbiguousComponents] = []
  /// Per view, whether any added row mentions it: Auto Layout's `*` in a trace.
  public private(set) var isInLayout: [Bool] = []

  /// Builds the layout row by row, recovering from each conflict, and checks every view for
  /// ambiguity.
  /// - Throws: ``EngineError/failed(reason:)`` when the solver fails for a reason other than a
  ///   conflict (a bug, or a row the model should have refused).
  /// - Complexity: the solver's cost of building the layout, plus one conflict search per broken
  ///   row and O(cells of a row) per variable for the ambiguity check.
  public init(diagnosing layout: Layout) throws(EngineError) {
    self.layout = layout
    system = layout.linearSystem()
    var solver = Solver()
    var inLayout = [Bool](repeating: false, count: layout.viewCount)
    inLayout[0] = true
    for row in Self.installationOrder(of: system, in: layout) {
      let linear = system.constraints[row]
      do {
        try solver.add(linear, id: row)
        for term in linear.terms { inLayout[ViewVariables.view(of: term.variable).index] = true }
      } catch {
        guard case .unsatisfiable(let ids) = error else {
          throw .failed(reason: "adding \(layout.describe(linear.source)): \(error)")
        }
        conflicts.append(ConstraintConflict(brokenRow: row, conflictingRows: ids, in: layout, system: system))
      }
    }
    isInLayout = inLayout
    values = (0..<system.variableCount).map { solver.value(of: $0) }
    let components = FrameComponent.allCases
    let free = solver.ambiguity(ofDifferences: layout.ambiguityQueries(of: (0..<layout.viewCount).map { ViewID($0) }))
    ambiguity = (0..<layout.viewCount).map { view in
      var ambiguous: AmbiguousComponents = []
      for (c, component) in components.enumerated() where free[view * components.count + c] {
        ambiguous.insert(AmbiguousComponents(component))
      }
      return ambiguous
    }
  }

  /// The order Auto Layout meets the rows in: the root's origin and size, then the sizes
  /// translated from autoresizing masks, then every other row in the system's order (the
  /// explicit constraints, then each view's implicit ones). Where required rows conflict, the
  /// one met last is broken.
  ///
  /// Why the translated sizes come before the document's constraints: a view that translates
  /// its mask gets those constraints when it is added to its superview, before the nib's own
  /// constraints are activated, so Auto Layout keeps the translated size and breaks the
  /// document's constraint. Interface Builder's frames say so in three apps of the training
  /// set: Attabench's side panel (`AttabenchDocument.xib`, toolsVersion 13189.4, a 226 pt view
  /// the document wants at least 250 pt wide, saved 226), DuckDuckGo's `Feedback.storyboard`
  /// (a table header saved at its 414 pt though its label is capped at 300 pt between 20 pt
  /// insets) and `TabSwitcher.storyboard` (a collection cell's content view saved at the
  /// cell's 40 pt), and Maccy's `IgnoreSettingsViewController.xib` (a tab's view and grid saved at their
  /// translated heights). A `UITableViewCell`'s content view is the exception
  /// (``View/sizeSetInSuperviewLayout``): the cell sizes it in its own layout, and Xcode saves
  /// it at the height its constraints give (QuickBlox's `Auth.storyboard`, the
  /// Corona-Warn-App's `ExposureSubmissionTestOwnerCell.xib`, Open Food Facts'
  /// `ProductDetailWebViewTableViewCell.xib`); the importer does not mark a storyboard's
  /// prototype cell of Xcode 14 on, which keeps its row height (round 70: iNaturalist, Monal).
  /// The translated positions stay with the other
  /// implicit rows: moving them too moved no view right and one wrong (whatdid).
  /// - Complexity: O(rows).
  static func installationOrder(of system: LinearSystem, in layout: Layout) -> [Int] {
    var first: [Int] = []
    var rest: [Int] = []
    first.reserveCapacity(8)
    rest.reserveCapacity(system.constraints.count)
    for (row, linear) in system.constraints.enumerated() {
      switch linear.source {
      case .rootOrigin, .rootSize:
        first.append(row)
      case .autoresizingSize(let view, _) where !layout.views[view.index].sizeSetInSuperviewLayout:
        first.append(row)
      default:
        rest.append(row)
      }
    }
    return first + rest
  }

  /// Whether no required constraint had to be broken.
  public var isSatisfiable: Bool { conflicts.isEmpty }

  /// Every view's frame relative to its superview, in the recovered layout.
  public var frames: [Rect] { layout.frames(fromValues: values) }

  /// Whether the view's frame in its superview is not determined: Auto Layout's
  /// `hasAmbiguousLayout`.
  ///
  /// Asked of the view's position relative to its superview and of its size, so a view pinned
  /// inside an ambiguous container is not ambiguous itself (``Layout/ambiguityQueries(of:)``).
  public func hasAmbiguousLayout(_ view: ViewID) -> Bool {
    ambiguity.indices.contains(view.index) ? !ambiguity[view.index].isEmpty : false
  }

  /// The views whose frames are not determined, in id order.
  public var ambiguousViews: [ViewID] {
    ambiguity.indices.filter { !ambiguity[$0].isEmpty }.map { ViewID($0) }
  }
}

/// The parts of a view's alignment rect that can move without making any constraint worse.
public struct AmbiguousComponents: OptionSet, Hashable, Sendable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let x = AmbiguousComponents(rawValue: 1 << 0)
  public static let y = AmbiguousComponents(rawValue: 1 << 1)
  public static let width = AmbiguousComponents(rawValue: 1 << 2)
  public static let height = AmbiguousComponents(rawValue: 1 << 3)

  init(_ component: FrameComponent) { self.init(rawValue: 1 << UInt8(component.rawValue)) }

  /// The components' names, `x, width`.
  public var names: String {
    [(Self.x, "x"), (.y, "y"), (.width, "width"), (.height, "height")]
      .filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}

/// One required row that could not be added, and the rows it conflicts with.
public struct ConstraintConflict: Hashable, Sendable {
  /// The row that was being added and was broken (left out) to recover.
  public var brokenRow: Int
  /// Every row of the conflict, the broken one first, as the solver named them.
  public var conflictingRows: [Int]
  /// Where each of ``conflictingRows`` came from.
  public var sources: [ConstraintSource]
  /// Each of ``conflictingRows`` written readably with the views' names.
  public var descriptions: [String]

  init(brokenRow: Int, conflictingRows: [Int], in layout: Layout, system: LinearSystem) {
    self.brokenRow = brokenRow
    var rows = conflictingRows.filter { system.constraints.indices.contains($0) }
    if rows.first != brokenRow {
      rows.removeAll { $0 == brokenRow }
      rows.insert(brokenRow, at: 0)
    }
    self.conflictingRows = rows
    sources = rows.map { system.constraints[$0].source }
    descriptions = sources.map { layout.diagnosticDescription($0) }
  }

  /// The broken row's origin.
  public var broken: ConstraintSource { sources[0] }

  /// The layout's explicit constraints in the conflict, by index, the broken one first if it is
  /// explicit.
  public var explicitConstraints: [Int] {
    sources.compactMap { if case .explicit(let index) = $0 { index } else { nil } }
  }
}
