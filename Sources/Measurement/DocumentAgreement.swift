import InterfaceBuilder
import LayoutEngines
import LayoutModel
import ScenarioFiles

/// One Interface Builder document laid out by the reference engine and checked against the
/// frames Xcode saved in it, view by view, with the likely cause of every view that differs.
///
/// This is what `bench check --xcode DOC` prints: a user who sees a low agreement figure needs
/// to know which views are off, by how much, and whether the importer lacks a control's metric,
/// does not know the element, or placed the view after a neighbour that was itself off.
public struct DocumentAgreement: Sendable {
  /// A view whose computed frame is farther than the tolerance from Xcode's.
  public struct ViewMismatch: Sendable {
    public var root: String
    public var view: String
    public var expected: Rect
    public var computed: Rect
    public var cause: String
    /// The cause's kind, for counting causes over many documents.
    public var kind: CauseKind
    /// For a cascade, the view its chain starts at (see ``attributingHeads(_:checks:in:neighbours:)``);
    /// for any other mismatch, the view itself.
    public var head: String
    /// The cause's kind of ``head``; for a head picked in a cycle, the cause it would have if
    /// no neighbour were off.
    public var headKind: CauseKind
    /// Whether the chain closes on itself, so that ``head`` was picked by rule in the cycle.
    public var headInCycle = false
  }

  /// The kinds of likely cause a mismatch is put down to, as the tables of `docs/IMPORTER.md`
  /// count them; the raw value is the table's wording.
  public enum CauseKind: String, CaseIterable, Sendable {
    case cascade = "placed after a neighbour or superview that is itself off"
    case metricInsets = "alignment insets or size from the metrics table not those Xcode used"
    case missingMetric = "no metric: size read from the saved frame, or none"
    case canvas = "other: canvas or constraints"
    case image = "image size from <resources> differs from the saved frame"
    case broken = "a constraint broken to recover from conflicting required constraints"
    case placeholder = "placeholder intrinsic size (in Xcode's frames a control's own)"
    case unknownClass = "unknown class (or inside one)"
    case notLaidOut = "in a root the engine cannot lay out"
  }

  /// The document's name, as given.
  public var document: String
  public var matched = 0
  public var checked = 0
  public var skipped = 0
  public var mismatches: [ViewMismatch] = []
  /// Roots the engine could not lay out, with the reason.
  public var failures: [String] = []
  /// The checked views of the roots in ``failures``, all counted as off.
  public var unlaidOutViews = 0
  /// Views Xcode saved as determined that the reference engine finds ambiguous in their
  /// superviews, by name.
  public var ambiguousDetermined: [String] = []
  /// How many views Xcode saved as determined are ambiguous here or lie inside an ambiguous
  /// ancestor: what the check flagged when it asked of positions in the root's coordinates.
  public var ambiguousDeterminedWithDescendants = 0
  /// Roots whose required constraints conflict, laid out as Auto Layout lays them out (the
  /// constraint being added when the conflict appeared is broken), with the broken constraints.
  public var recoveries: [String] = []

  /// A document with no view to lay out (a storyboard of window controllers alone, a menu):
  /// nothing checked, nothing off.
  public init(emptyDocument name: String) {
    self.document = name
  }

  /// Lays every root of `document` out with the reference engine and checks it.
  public init(document: InterfaceBuilderDocument, name: String) {
    self.document = name
    for root in document.roots {
      let frames: [Rect]
      var brokenViews: [ViewID: String] = [:]
      let ambiguous: Set<ViewID>
      do throws(EngineError) {
        let engine = try CassowaryEngine(layout: root.layout)
        frames = engine.frames
        ambiguous = Set(engine.ambiguousViews())
      } catch {
        guard case .unsatisfiable = error, let recovered = Self.recovered(root) else {
          // A root no engine can lay out matches none of its views; they count as checked.
          let entries = root.expectedFrames.entries.filter { $0.status == .checked }
          checked += entries.count
          unlaidOutViews += entries.count
          failures.append("\(root.name) (\(entries.count) views): \(error)")
          continue
        }
        frames = recovered.frames
        ambiguous = recovered.ambiguous
        brokenViews = recovered.brokenViews
        recoveries.append("\(root.name): " + recovered.broken.joined(separator: "; "))
      }
      let check = root.expectedFrames.check(frames)
      countAmbiguity(ambiguous, in: root)
      matched += check.matched.count
      checked += check.checkedCount
      skipped += check.skipped.count
      let off = Set(check.mismatched.map(\.view))
      let neighbours = Self.offNeighbours(in: root.layout, off: off)
      let pins = Self.canvasPins(in: root.layout, off: off)
      var found: [ViewMismatch] = []
      for mismatch in check.mismatched {
        let (kind, cause) = brokenViews[mismatch.view].map { (CauseKind.broken, $0) }
          ?? Self.cause(of: mismatch, in: root, mismatched: off, neighbours: neighbours, pins: pins)
        let name = root.layout.name(of: mismatch.view)
        found.append(ViewMismatch(
          root: root.name, view: name, expected: mismatch.expected,
          computed: mismatch.actual, cause: cause, kind: kind, head: name, headKind: kind))
      }
      mismatches += Self.attributingHeads(
        found, checks: check.mismatched, in: root, neighbours: neighbours)
    }
  }

  /// The likely cause of a mismatch, from what the importer recorded of the view: an element it
  /// does not know, a size taken from the table or the saved frame, a custom view without an
  /// intrinsic size, or (for a view of the right size in the wrong place) a superview or a
  /// neighbour that is itself off, or else the canvas or the constraints. `neighbours` gives
  /// each view's neighbours off, from ``offNeighbours(in:off:)``.
  static func cause(
    of mismatch: ExpectedFrameCheck.Mismatch, in root: ImportedRoot, mismatched: Set<ViewID>,
    neighbours: [ViewID: [ViewID]], pins: [ViewID: [CanvasPin]] = [:]
  ) -> (CauseKind, String) {
    let layout = root.layout
    let sizeOff = abs(mismatch.expected.width - mismatch.actual.width) > 0.5
      || abs(mismatch.expected.height - mismatch.actual.height) > 0.5
    let view = root.views[mismatch.view]
    if let view, !view.isKnownKind { return (.unknownClass, "unknown class: <\(view.kind)> has no intrinsic size in the importer") }
    var ancestor = layout[mismatch.view].parent
    while let current = ancestor, current != .root {
      if let kind = root.views[current], !kind.isKnownKind {
        return (.unknownClass, "unknown class: inside <\(kind.kind)> \(layout.name(of: current)), which the importer does not lay out")
      }
      ancestor = layout[current].parent
    }
    if sizeOff, let view {
      switch view.intrinsicSource {
      case .metricsTable(let key): return (.metricInsets, "control metric: \(key) gives a size Xcode did not use")
      case .savedFrame:
        if let metric = view.metric { return (.metricInsets, "control metric: size read from the saved frame less \(metric)'s alignment insets") }
        return (.missingMetric, "missing metric: <\(view.kind)> size read from its saved frame")
      case .resourceImage(let image): return (.image, "image size: '\(image)' from <resources>")
      case .placeholder: return (.placeholder, "placeholder intrinsic size")
      case .none: break
      }
    }
    // A view held to an edge the canvas draws, off there, is the canvas's: before its
    // neighbours, which the same edge moves with it (``canvasCause(of:in:pins:)``).
    if let canvas = canvasCause(of: mismatch, in: root, pins: pins) { return (.canvas, canvas) }
    let parent = layout[mismatch.view].parent
    if let parent, mismatched.contains(parent) { return (.cascade, "follows its superview \(layout.name(of: parent)), itself off") }
    if let neighbour = neighbours[mismatch.view]?.first(where: { mismatched.contains($0) && $0 != parent }) {
      return (.cascade, "constrained to \(layout.name(of: neighbour)), itself off")
    }
    if let view, let metric = view.metric, !sizeOff { return (.metricInsets, "control metric: \(metric)'s alignment insets") }
    if let view, view.kind != "view", view.intrinsicSource == .none, sizeOff {
      return (.missingMetric, "<\(view.kind)> has no intrinsic size in the importer")
    }
    return (.canvas, parent == .root ? "canvas or constraints: placed on the root" : "constraints: \(sizeOff ? "size" : "position") not as Xcode solved them")
  }

  /// The share of checked views that match, 1 when none was checked.
  public var ratio: Double { checked == 0 ? 1 : Double(matched) / Double(checked) }

  /// A summary line, then one line per mismatched view: expected and computed frames and cause.
  public func rendered() -> String {
    var lines = ["\(document): \(matched) of \(checked) views where Xcode put them" + (skipped > 0 ? " (\(skipped) skipped as misplaced or ambiguous)" : "")]
    for failure in failures { lines.append("  not laid out: \(failure)") }
    if !ambiguousDetermined.isEmpty {
      lines.append("  ambiguous here, determined in Xcode (\(ambiguousDetermined.count)): " + ambiguousDetermined.joined(separator: ", "))
    }
    for recovery in recoveries { lines.append("  conflicting required constraints, broken as Auto Layout breaks them: \(recovery)") }
    for m in mismatches {
      lines.append("  \(m.root) / \(m.view): expected \(m.expected), computed \(m.computed); \(m.cause)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
