/// The ranges of a result file's fields, checked when a file is read back (`bench compare`,
/// `merge`, `gate`), as scenario files are checked.
///
/// Decoding checks only types; a hostile or damaged file can hold a shard of count 0 (which
/// trapped `bench merge`) or 100,000,000 (which grew it to gigabytes). Each refusal names the
/// field by its path in the file and says what was expected, so the one error line points at it.
extension ResultFile {
  /// Refuses the first field of `report` that is out of its range.
  static func validate(_ report: BenchReport) throws(ResultFileError) {
    if let shard = report.metadata.options?.shard, Shard(index: shard.index, count: shard.count) == nil {
      throw .invalidField(
        field: "metadata.options.shard", value: "{\"index\": \(shard.index), \"count\": \(shard.count)}",
        expected: "index K and count N with 1 <= K <= N <= \(Shard.maximumCount)")
    }
  }
}
