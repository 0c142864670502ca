// Shifting several long columns together: a large resize's row constants read once, not once a column.

extension Solver {
  /// How many entries of the first column a shift of several columns takes at a time
  /// (``shiftRows(ofColumns:)``): on the deep shape 4,096 entries span 16,384 rows, 128 KB of
  /// row constants, which stay in the second-level cache until the other columns have shifted
  /// them; the switch between columns (a binary search and a few calls) is paid once a block.
  static let defaultColumnShiftBlock = 4_096
  /// How long the longest of several columns must be before they are shifted together in
  /// blocks: 16,384 entries. On the deep shape those span 65,536 rows; their constants (512
  /// KB) and the two snapshots (384 KB) still fit together in a 2 MB second-level cache, so up
  /// to about there a second pass finds the first one's lines cached. Below it one pass per
  /// column costs less: the twentieth session shifted every resize in blocks, and the gate's
  /// resizes at 1,000 views took 19 to 30% more instructions (the setup and the second look
  /// for rows gone negative) for nothing.
  static let defaultBlockedShiftMinimum = 16_384

  /// Shifts several columns' rows, each column's as ``shiftRows(ofColumn:by:)`` does, in that
  /// order, and notes the rows that became infeasible as those calls one after another would:
  /// a column's rows after its additions, column by column.
  ///
  /// A resize shifts two columns, the root's width and height, whose rows interleave through
  /// the whole tableau: shifted one after the other, every cache line of the row constants is
  /// loaded and written back twice (on the deep shape at 100,000 views, 3.2 MB twice, and the
  /// second column finds none of the first one's lines still cached: 142,000 second-level
  /// misses a resize in callgrind's model). With every column's snapshot valid, the columns
  /// take turns in blocks of rows instead: the first column's next ``columnShiftBlock``
  /// entries, then each other column's entries below the row where that block ends. A row of
  /// two columns still takes the first one's addition and then the second's, so the constants
  /// are the same to the bit; each column's rows that go negative are tested right after its
  /// addition, as its own pass would test them, and noted after the passes in the order those
  /// passes would note them, so the dual simplex that follows meets the same rows in the same
  /// order. (Merging the two sorted columns into one pass was slower than two passes,
  /// nineteenth session: the branches of a merge.)
  /// - Complexity: O(rows of the columns), plus O(k log k) for a column of k rows when its
  ///   snapshot is taken.
  mutating func shiftRows(ofColumns shifts: [(symbol: Int32, shift: Double)]) {
    // The lookups a pass per column would make, so the snapshots are recorded, taken and
    // evicted alike; each is kept as it is returned, since a later lookup may evict it from
    // the list (its arrays stay with the copy).
    let taken = shifts.map { shift in validSnapshot(of: shift.symbol).map { columnSnapshots[$0] } }
    let snapshots = taken.compactMap { $0 }
    guard shifts.count > 1, snapshots.count == shifts.count else {
      for (column, (symbol, shift)) in shifts.enumerated() { shiftColumn(symbol, by: shift, snapshot: taken[column]) }
      return
    }
    for (symbol, _) in shifts { counters.constantShifts += Int(columns[Int(symbol)].count) }
    let threshold = -feasibilityThreshold
    var negative = [[Int32]](repeating: [], count: shifts.count)
    var cursors = [Int](repeating: 0, count: shifts.count)
    let first = snapshots[0].rows
    let block = max(1, columnShiftBlock)
    var start = 0
    constants.withUnsafeMutableBufferPointer { constants in
      repeat {
        let end = start + min(block, first.count - start)
        let limit = end < first.count ? first[end] : Int32.max
        for column in shifts.indices {
          let shift = shifts[column].shift
          snapshots[column].rows.withUnsafeBufferPointer { rows in
            snapshots[column].coefficients.withUnsafeBufferPointer { coefficients in
              let from = cursors[column]
              // The first column's block is its next entries; the others follow it to `limit`.
              let stop = column == 0 ? end : Self.firstIndex(in: rows, from: from, notBelow: limit)
              Self.shift(
                constants, rows: rows, coefficients: coefficients, in: from..<stop, by: shift, below: threshold,
                noting: &negative[column])
              cursors[column] = stop
            }
          }
        }
        start = end
      } while start < first.count
    }
    for rows in negative {
      for row in rows {
        // Below the threshold right after its column's addition, when that column's own pass
        // would have tested it: the constant now may differ, so it is not tested again.
        let basic = self.rows[Int(row)].basic
        if basic >= 0, symbolKind[Int(basic)].isRestricted { infeasibleRows.append(row) }
      }
    }
  }

  /// Adds `coefficients[i] × shift` to `constants[rows[i]]` for each `i` of `range`, and
  /// appends to `negative` the rows that end below `threshold`, in order.
  ///
  /// The loop only notes whether a constant it wrote is below the threshold and looks for the
  /// rows again only then, which a large resize seldom needs: an append in the loop, a call
  /// the loop must allow for, had the compiler keep the loop's pointers and numbers on the
  /// stack, four more loads an entry.
  @inline(__always)
  private static func shift(
    _ constants: UnsafeMutableBufferPointer<Double>, rows: UnsafeBufferPointer<Int32>,
    coefficients: UnsafeBufferPointer<Double>, in range: Range<Int>, by shift: Double, below threshold: Double,
    noting negative: inout [Int32]
  ) {
    var anyBelow = false
    // A counted loop rather than `for i in range`, whose iteration kept two range checks an
    // entry in the compiled loop.
    var i = range.lowerBound
    while i < range.upperBound {
      let r = Int(rows[i])
      let value = constants[r] + coefficients[i] * shift
      constants[r] = value
      // A branch the predictor gets right, not a running minimum: that would chain every
      // entry's addition to the one before.
      if value < threshold { anyBelow = true }
      i &+= 1
    }
    guard anyBelow else { return }
    for i in range where constants[Int(rows[i])] < threshold { negative.append(rows[i]) }
  }

  /// The first index from `start` on whose row is `limit` or above, in rows sorted ascending
  /// (binary search), or the count.
  private static func firstIndex(in rows: UnsafeBufferPointer<Int32>, from start: Int, notBelow limit: Int32) -> Int {
    var low = start
    var high = rows.count
    while low < high {
      let middle = low + (high - low) / 2
      if rows[middle] < limit { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
