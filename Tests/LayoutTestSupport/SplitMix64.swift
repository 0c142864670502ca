import ViewTreeGenerators

/// The tests' seeded generator is the generators' own SplitMix64, so that a randomized test
/// replays exactly from its seed and there is one implementation to trust.
public typealias SplitMix64 = SeededGenerator
