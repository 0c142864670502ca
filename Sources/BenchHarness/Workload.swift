/// What a measurement does to an engine, by the name users pass to `--workloads`.
///
/// Each workload is timed separately because engines trade them off: an incremental solver pays
/// at build time for cheap changes, a rebuilding one pays on every change.
public enum Workload: String, CaseIterable, Sendable, Codable {
  /// Creating the engine for the layout, first solve included; timed per build.
  case build
  /// Switching the root between portrait and landscape; timed per resize.
  case resize
  /// Changing one explicit constraint's constant, as one frame of an animation; timed per change.
  case constant
  /// Removing a subtree and inserting it again, as cells leave and enter a list; timed per pair.
  case churn
  /// Changing a label's intrinsic content size, as its text changes; timed per change.
  case intrinsic

  /// A one-line description for `--help`.
  public var summary: String {
    switch self {
    case .build: "create the engine and solve (per build)"
    case .resize: "cycle the root through its sizes, portrait <-> landscape (per resize)"
    case .constant: "one constraint's constant, as an animation frame (per change)"
    case .churn: "remove a subtree and insert it again (per pair)"
    case .intrinsic: "one label's intrinsic size (per change)"
    }
  }
}
