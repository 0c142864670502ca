import LayoutModel

/// Seeded, deterministic synthetic view trees for benchmarks.
///
/// Every shape returns exactly the requested number of views (root included), is satisfiable,
/// and determines every view's frame, so all correct engines must agree on it. Generation is
/// iterative: a 10,000-level ``Shape/deep`` tree uses no recursion.
public enum ViewTreeGenerator {
  /// The view counts the generators accept: a root and one more, up to five million.
  ///
  /// Five million views take a few gigabytes as a ``Layout``; anything larger is refused before
  /// allocating.
  public static let viewLimits: ClosedRange<Int> = 2...5_000_000

  /// The seed used when none is given.
  public static let defaultSeed: UInt64 = 42

  /// A layout of `shape` with exactly `views` views (the root included).
  /// - Complexity: O(views) for every shape.
  public static func make(shape: Shape, views: Int, seed: UInt64 = defaultSeed) throws(GeneratorError)
    -> GeneratedLayout
  {
    guard views >= viewLimits.lowerBound else {
      throw .tooFewViews(requested: views, minimum: viewLimits.lowerBound)
    }
    guard views <= viewLimits.upperBound else {
      throw .tooManyViews(requested: views, maximum: viewLimits.upperBound)
    }
    // Mix the shape into the seed so that shapes of one run do not share a random sequence.
    let mixed = seed ^ (UInt64(Shape.allCases.firstIndex(of: shape) ?? 0) &* 0x5851_F42D_4C95_7F2D)
    switch shape {
    case .flat: return try makeFlat(views: views, seed: mixed).relabelled(seed: seed)
    case .longRow: return try makeLongRow(views: views, seed: mixed).relabelled(seed: seed)
    case .deep: return try makeDeep(views: views, seed: mixed).relabelled(seed: seed)
    case .collection: return try makeCollection(views: views, seed: mixed).relabelled(seed: seed)
    case .autoresizing: return try makeAutoresizing(views: views, seed: mixed).relabelled(seed: seed)
    case .random: return try makeRandom(views: views, seed: mixed).relabelled(seed: seed)
    case .putta: return try makePutta(views: views, seed: mixed).relabelled(seed: seed)
    case .jwExample: return try makeJWExample(views: views, seed: mixed).relabelled(seed: seed)
    }
  }

  /// A phone's portrait size, the default root for shapes that do not need more room.
  static let phonePortrait = Size(width: 375, height: 812)
  static let phoneLandscape = Size(width: 812, height: 375)
}

extension GeneratedLayout {
  /// The same layout reporting the seed the caller passed rather than the mixed one.
  fileprivate func relabelled(seed: UInt64) -> GeneratedLayout {
    var copy = self
    copy.seed = seed
    return copy
  }
}
