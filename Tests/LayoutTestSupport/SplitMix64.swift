import SeededRandom

/// The tests' seeded generator is the project's one SplitMix64 (``SeededGenerator``), so that a
/// randomized test replays exactly from its seed and there is one implementation to trust.
public typealias SplitMix64 = SeededGenerator
