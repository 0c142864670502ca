import LayoutModel

/// One generated layout with what the generator knows about it.
public struct FuzzLayout: Sendable {
  /// The seed that regenerates it (with ``family`` and the view range).
  public var seed: UInt64
  public var family: FuzzFamily
  public var layout: Layout
  /// Hidden ground truth: four numbers per view (alignment rect in root coordinates, indexed as
  /// ``LinearSystem``'s variables) at which every required constraint holds, except the
  /// deliberate conflicts. Equalities hold there up to the rounding of their constants.
  public var truth: [Double]
  /// The explicit constraints added to make the layout unsatisfiable (``FuzzFamily/conflicting``).
  public var conflictConstraints: [Int]

  public init(seed: UInt64, family: FuzzFamily, layout: Layout, truth: [Double], conflictConstraints: [Int]) {
    self.seed = seed
    self.family = family
    self.layout = layout
    self.truth = truth
    self.conflictConstraints = conflictConstraints
  }
}

extension FuzzFamily {
  /// The family a run over "all families" gives to a seed: they take turns.
  public static func forSeed(_ seed: UInt64, among families: [FuzzFamily] = FuzzFamily.allCases) -> FuzzFamily {
    families.isEmpty ? .mixed : families[Int(seed % UInt64(families.count))]
  }
}
