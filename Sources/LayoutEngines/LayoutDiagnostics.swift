import Cassowary
import LayoutModel

/// What a person debugging a layout needs to know: which required constraints conflict and
/// which one was left out to recover, the frames of the recovered layout, and which views'
/// frames the constraints do not determine.
///
/// The diagnosis builds the layout the way Auto Layout does, adding the linear rows one by one
/// to an incremental Cassowary solver (the root's origin and size, the explicit constraints in
/// order, then each view's implicit ones). When a required row cannot be added, the solver names
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
    for (row, linear) in system.constraints.enumerated() {
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
