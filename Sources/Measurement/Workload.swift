/// What a measurement does to an engine, by the name users pass to `--workloads`.
///
/// Each workload is timed separately because engines trade them off: an incremental solver pays
/// at build time for cheap changes, a rebuilding one pays on every change. Every timed step
/// changes something: a constant or an intrinsic size never goes to the value it already has,
/// a resize never to the size the root already has.
public enum Workload: String, CaseIterable, Sendable, Codable {
  /// Creating the engine for the layout, first solve included; timed per build.
  case build
  /// Cycling the root through its sizes (portrait and landscape, or device widths); timed per
  /// resize.
  case resize
  /// Changing one explicit constraint's constant, required or not, as one frame of an
  /// animation; timed per change, at constraints spread across the tree.
  case constant
  /// Removing a subtree and inserting it again, as cells leave and enter a list; timed per pair,
  /// at subtrees spread across the tree (first to last sibling, shallow to deep).
  case churn
  /// Changing a label's intrinsic content size, as its text changes; timed per change.
  case intrinsic
  /// Moving a subtree to another parent with its re-anchored constraints ("moving tree"), then
  /// back; timed per move.
  case move
  /// Removing a hierarchy for good from the whole layout; timed per removal, each from the
  /// full layout (the engine is rebuilt, untimed, in between).
  case remove
  /// A long history, then churn: ``historyLength`` (by default) alternating rotations and constant changes
  /// (untimed, but within the time limit), then churn pairs timed as in `churn`. Cost that
  /// builds up over a solver's life shows against `churn`, and the memory the engine holds
  /// after it against its memory after the build.
  case history

  /// How many changes the `history` workload makes before its churn, unless the budget says
  /// otherwise (``MeasurementBudget/historyLength``).
  public static let historyLength = 1_000

  /// A one-line description for `--help`.
  public var summary: String {
    switch self {
    case .build: "create the engine and solve (per build)"
    case .resize: "cycle the root through its sizes, e.g. portrait <-> landscape (per resize)"
    case .constant: "one constraint's constant, required or not, as an animation frame (per change)"
    case .churn: "remove a subtree anywhere in the tree and insert it again (per pair)"
    case .intrinsic: "one label's intrinsic size (per change)"
    case .move: "move a subtree to another parent, then back (per move)"
    case .remove: "remove a hierarchy for good, from the whole layout (per removal)"
    case .history: "\(Self.historyLength) rotations and constant changes, then churn (per pair)"
    }
  }

  /// Whether each step of the workload names a place in the tree (a subtree, a constraint, a
  /// view), so its samples are a distribution over positions.
  public var picksPositions: Bool {
    switch self {
    case .build, .resize: false
    case .constant, .churn, .intrinsic, .move, .remove, .history: true
    }
  }
}
