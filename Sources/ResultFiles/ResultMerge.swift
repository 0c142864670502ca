import Measurement

/// Joins the result files of a sharded sweep (`--shard K/N`) into the file the whole sweep
/// would have written: `bench merge`.
///
/// Shards must come from one sweep: the same revision, build, seed and options, `--shard`
/// aside, with every part from 1 to N present once. Their machines may differ (that is what
/// sharding is for); the merged metadata then names every machine, and `bench compare` will
/// refuse it against a single machine's run unless forced.
public enum ResultMerge {
  /// The merged report of `shards` (path and report each, in any order).
  public static func merge(_ shards: [(path: String, report: BenchReport)]) throws(ResultFilesError) -> BenchReport {
    guard let first = shards.first else { throw .incompleteShards("no files") }
    var byIndex: [Int: (path: String, report: BenchReport)] = [:]
    var count = 0
    for (position, shard) in shards.enumerated() {
      guard let options = shard.report.metadata.options, let part = options.shard else {
        throw .notAShard(path: shard.path)
      }
      // Reports built in memory skip the file's checks; `1...count` below traps on a count of 0.
      guard Shard(index: part.index, count: part.count) != nil else {
        throw .notAResultFile(
          path: shard.path,
          error: .invalidField(
            field: "metadata.options.shard", value: "\(part)",
            expected: "K/N with 1 <= K <= N <= \(Shard.maximumCount)"))
      }
      if position > 0, part.count != count {
        throw .mismatchedShard(path: shard.path, field: "the shard count", expected: "\(count)", found: "\(part.count)")
      }
      if position == 0 { count = part.count }
      try checkSameSweep(shard, as: first)
      if let earlier = byIndex[part.index] {
        throw .incompleteShards("shard \(part) is given twice (\(earlier.path) and \(shard.path))")
      }
      byIndex[part.index] = shard
    }
    let missing = (1...count).filter { byIndex[$0] == nil }
    if !missing.isEmpty {
      // At most ten named: the line stays one line for a file claiming thousands of shards.
      let more = missing.count > 10 ? " and \(missing.count - 10) more" : ""
      throw .incompleteShards("missing shard\(missing.count == 1 ? "" : "s") "
        + missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ") + more)
    }
    let ordered = (1...count).compactMap { byIndex[$0] }

    // Each shard's records in units: a unit is one input with every size, one record per engine
    // and size, in the order the sweep ran them.
    let options = first.report.metadata.options
    let recordsPerUnit = max(1, (options?.engines.count ?? 1) * max(1, options?.sizes.count ?? 1))
    var units: [[[BenchRecord]]] = []
    for shard in ordered {
      let records = shard.report.records
      guard records.count % recordsPerUnit == 0 else {
        throw .incompleteShards("\(shard.path) holds \(records.count) records, not a whole number of inputs of \(recordsPerUnit)")
      }
      units.append(stride(from: 0, to: records.count, by: recordsPerUnit).map { Array(records[$0..<$0 + recordsPerUnit]) })
    }
    let total = units.reduce(0) { $0 + $1.count }
    if let shapes = options?.shapes, !shapes.isEmpty, total != shapes.count {
      throw .incompleteShards("the shards hold \(total) shapes, the sweep has \(shapes.count)")
    }
    for (offset, shard) in ordered.enumerated() {
      let part = Shard(index: offset + 1, count: count)
      let expected = part?.unitCount(of: total) ?? 0
      if units[offset].count != expected {
        throw .incompleteShards("\(shard.path) holds \(units[offset].count) inputs; shard \(offset + 1)/\(count) of \(total) should hold \(expected)")
      }
    }
    // Unit u of the whole sweep is unit u / N of shard u mod N + 1.
    var records: [BenchRecord] = []
    for unit in 0..<total { records += units[unit % count][unit / count] }

    var metadata = first.report.metadata
    metadata.options?.shard = nil
    metadata.date = ordered.map(\.report.metadata.date).max() ?? metadata.date
    func joined(_ values: [String]) -> String {
      var seen: [String] = []
      for value in values where !seen.contains(value) { seen.append(value) }
      return seen.joined(separator: "; ")
    }
    let metas = ordered.map(\.report.metadata)
    metadata.cpu = joined(metas.map(\.cpu))
    metadata.operatingSystem = joined(metas.map(\.operatingSystem))
    metadata.host = metas.contains { $0.host == nil } ? nil : joined(metas.compactMap(\.host))
    if Set(metas.map(\.cores)).count > 1 { metadata.cores = metas.map(\.cores).min() ?? metadata.cores }
    return BenchReport(
      metadata: metadata, workloads: first.report.workloads, records: records,
      exponents: BenchReport.fitExponents(records, workloads: first.report.workloads))
  }

  /// Throws when `shard` was not made by the same sweep as `first`.
  static func checkSameSweep(
    _ shard: (path: String, report: BenchReport), as first: (path: String, report: BenchReport)
  ) throws(ResultFilesError) {
    let a = first.report.metadata
    let b = shard.report.metadata
    func check(_ field: String, _ expected: String, _ found: String) throws(ResultFilesError) {
      if expected != found { throw .mismatchedShard(path: shard.path, field: field, expected: expected, found: found) }
    }
    try check("the revision", a.gitRevision, b.gitRevision)
    try check("the build", a.buildConfiguration, b.buildConfiguration)
    try check("the Swift version", a.swiftVersion, b.swiftVersion)
    try check("the seed", String(a.seed), String(b.seed))
    try check("the workloads", first.report.workloads.map(\.rawValue).joined(separator: ","),
      shard.report.workloads.map(\.rawValue).joined(separator: ","))
    guard var mine = a.options, var theirs = b.options else { throw .notAShard(path: shard.path) }
    try check("the shard count", String(mine.shard?.count ?? 0), String(theirs.shard?.count ?? 0))
    mine.shard = nil
    theirs.shard = nil
    try check("the options", describe(mine), describe(theirs))
  }

  private static func describe(_ options: ResultOptions) -> String {
    "sizes \(options.sizes.map(String.init).joined(separator: ",")), shapes \(options.shapes.joined(separator: ",")), "
      + "scenarios \(options.scenarios.joined(separator: ",")), engines \(options.engines.joined(separator: ",")), "
      + "workloads \(options.workloads.joined(separator: ",")), repetitions \(options.repetitions), "
      + "warmups \(options.warmups), time limit \(options.timeLimitSeconds) s"
  }
}
