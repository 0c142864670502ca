/// The families of synthetic view trees, by the name users pass to `--shapes`.
///
/// Each shape stresses a different part of a solver: independent views, long dependency chains,
/// deep nesting, realistic cells with intrinsic sizes, translated autoresizing masks, an
/// irregular mix, and two layouts taken from the background articles (`putta`, `jw-example`). ``summary`` is the one-line description the README and `--help` show.
public enum Shape: String, CaseIterable, Sendable, Codable {
  /// Every view placed and sized relative to the root only, as a proportional grid.
  case flat
  /// One row of siblings, each leading edge pinned to the previous trailing edge.
  case longRow = "long-row"
  /// Each view nested in the previous one, inset by one point on every side.
  case deep
  /// A grid of collection-view cells: image, title and subtitle labels with intrinsic sizes.
  case collection
  /// Groups of views whose autoresizing masks are translated into constraints.
  case autoresizing
  /// A random tree with a documented mix of equalities, inequalities, multipliers and priorities.
  case random
  /// The Putta game's player area (a place view and four player bars), tiled to the view count.
  case putta
  /// JWConstraintLayoutView's two-view example, tiled to the view count.
  case jwExample = "jw-example"

  /// A one-line description for tables, `--help` and the README.
  public var summary: String {
    switch self {
    case .flat:
      "a grid of views sized and placed by multipliers of the root only; no view depends on another"
    case .longRow:
      "a chain of siblings, leading to previous trailing plus a gap, widths proportional to the root, width >= 10 @500 each"
    case .deep:
      "every view nested in the previous one and inset 1 pt on all sides (the root grows to fit)"
    case .collection:
      "collection-view cells of 4 views: container, image, title and subtitle labels with intrinsic sizes, hugging, compression resistance and a baseline alignment"
    case .autoresizing:
      "groups of 4 views: 3 translate mixed autoresizing masks into constraints, 1 is pinned by explicit constraints"
    case .random:
      "a random tree: each view fully determined by required equalities to its parent or an earlier sibling, plus non-required extras at 250/500/750"
    case .putta:
      "the Putta player area (14 views: place view, four player bars pinned with visual formats, lamps and labels with intrinsic sizes), tiled; resize toggles its width 320/375/396"
    case .jwExample:
      "JWConstraint's two-view example (a centred 100 x 25, b below it to the bottom), tiled in cells; two required equalities per axis"
    }
  }
}
