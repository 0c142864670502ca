/// One of `count` deterministic parts of a sweep: `--shard K/N`.
///
/// A sweep's units are its inputs: each generated shape with all its sizes, or each input read
/// from scenario files. Unit `u` (in the order the sweep runs them) belongs to shard
/// `u mod N + 1`. A shape keeps all its sizes in one shard because the sweep predicts a larger
/// size from the smaller ones and skips what went over the time limit, so only whole shapes run
/// the same in a shard as in the whole sweep; `bench merge` then interleaves the shards' records
/// back into the whole sweep's order.
public struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
  /// From 1.
  public var index: Int
  public var count: Int

  /// The most parts a sweep may be split into: far more than any sweep has units, and few
  /// enough that `bench merge` can list the missing ones of a file claiming the most.
  public static let maximumCount = 10_000

  public init?(index: Int, count: Int) {
    guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// `K/N`, as the option is written.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
      let count = Int(parts[1].trimmingCharacters(in: .whitespaces))
    else { return nil }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  /// Whether unit `unit` (from 0) is this shard's.
  public func contains(unit: Int) -> Bool { unit % count == index - 1 }

  /// This shard's units of `units`, in order.
  public func select<T>(_ units: [T]) -> [T] {
    units.enumerated().filter { contains(unit: $0.offset) }.map(\.element)
  }

  /// How many of `total` units are this shard's.
  public func unitCount(of total: Int) -> Int {
    total >= index ? (total - index) / count + 1 : 0
  }
}

extension BenchRequest.Source {
  /// The part of the sweep `shard` runs; see ``Shard``.
  public func sharded(_ shard: Shard) -> Self {
    switch self {
    case .generated(let shapes, let sizes): .generated(shapes: shard.select(shapes), sizes: sizes)
    case .scenarios(let files): .scenarios(shard.select(files))
    }
  }

  /// How many units the whole sweep has.
  public var unitCount: Int {
    switch self {
    case .generated(let shapes, _): shapes.count
    case .scenarios(let files): files.count
    }
  }
}
