// Shifting row constants along a column: the inner loop of a resize.

extension Solver {
  /// A column's rows and coefficients, copied out in row order.
  ///
  /// A resize shifts the constant of every row that depends on the root, which on a large
  /// layout is most of the tableau. Through the column, each row costs a read of its cell in
  /// the row's own cell array, somewhere in the heap: past the caches' size (tens of thousands
  /// of views) that read, not the arithmetic, sets the time, and the time per row grows with
  /// the tableau. Copied out, the same work reads two arrays in order and touches the rows in
  /// ascending order, which the hardware prefetches.
  ///
  /// A snapshot is valid while ``Solver/cellRevision`` is the one it was taken at: any change to
  /// any cell makes it stale. It is taken only when a column is shifted a second time with no
  /// cell changed in between (a resize that needed no pivot, then another), so that a tableau
  /// that pivots between shifts does not pay for copies it would throw away.
  struct ColumnSnapshot {
    var symbol: Int32
    var revision: Int
    var rows: [Int32] = []
    var coefficients: [Double] = []
    /// Whether the arrays hold the column; a snapshot without them records when the column
    /// was last shifted.
    var isTaken = false
  }

  /// How many columns keep a snapshot: a resize shifts two (the root's width and height).
  static let columnSnapshotLimit = 4
  /// How many entries of the first column a pass over several columns' snapshots takes at a
  /// time (``shiftRows(ofColumns:)``): the row constants they span (on the deep shape 16,384
  /// rows, 128 KB) stay in the second-level cache until the other columns have shifted them,
  /// and the switch between columns, a binary search and a few calls, is paid once per 4,096
  /// entries. (1,024 was tried only with an earlier loop, and was slower at 10,000 views.)
  static let defaultColumnShiftBlock = 4_096

  /// Shifts several columns' rows, each column's as ``shiftRows(ofColumn:by:)`` does, in that
  /// order, and notes the rows that became infeasible as those calls one after another would:
  /// a column's rows after its additions, column by column.
  ///
  /// A resize shifts two columns, the root's width and height, whose rows interleave through
  /// the whole tableau: shifted one after the other, every cache line of the row constants is
  /// loaded and written back twice (on the deep shape at 100,000 views, 3.2 MB twice, and the
  /// second column finds none of the first one's lines still cached). With every column's
  /// snapshot valid, the columns take turns in blocks of rows instead: the first column's
  /// next ``columnShiftBlock`` entries, then each other column's entries below the row where
  /// that block ends. A row of two columns still takes the first one's addition and then the
  /// second's, so the constants are the same to the bit; each column's rows that go negative
  /// are tested right after its addition, as its own pass would test them, and noted after the
  /// passes in the order those passes would note them, so the dual simplex that follows meets
  /// the same rows in the same order. (Merging the two sorted columns into one pass at each
  /// resize was slower than two passes, nineteenth session: it is the branches of a merge.)
  /// - Complexity: O(rows of the columns), plus O(k log k) for a column of k rows when its
  ///   snapshot is taken.
  mutating func shiftRows(ofColumns shifts: [(symbol: Int32, shift: Double)]) {
    guard shifts.count > 1 else {
      for (symbol, shift) in shifts { shiftRows(ofColumn: symbol, by: shift) }
      return
    }
    // The calls a pass per column would make, so the snapshots are recorded, taken and evicted
    // alike; each is kept as it is returned, since a later call may evict it from the list (its
    // arrays stay with the copy).
    let taken = shifts.map { shift in validSnapshot(of: shift.symbol).map { columnSnapshots[$0] } }
    let snapshots = taken.compactMap { $0 }
    guard snapshots.count == shifts.count else {
      for (column, (symbol, shift)) in shifts.enumerated() {
        shiftColumn(symbol, by: shift, snapshot: taken[column])
      }
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
        // would have tested it.
        let basic = self.rows[Int(row)].basic
        if basic >= 0, symbolKind[Int(basic)].isRestricted { infeasibleRows.append(row) }
      }
    }
  }

  /// Adds `k × shift` to the constant of every row whose cell for `symbol` is `k`, and notes
  /// the rows that became infeasible.
  ///
  /// A row's basic symbol is looked up only when its constant has gone negative, so that the
  /// common case (nothing became infeasible) costs the row and its coefficient and nothing else.
  /// - Complexity: O(rows of the column), plus O(k log k) for a column of k rows when its
  ///   snapshot is taken.
  mutating func shiftRows(ofColumn symbol: Int32, by shift: Double) {
    shiftColumn(symbol, by: shift, snapshot: validSnapshot(of: symbol).map { columnSnapshots[$0] })
  }

  /// Adds `coefficients[i] × shift` to `constants[rows[i]]` for each `i` of `range`, and
  /// appends to `negative` the rows that end below `threshold`, in order: the inner loop of a
  /// shift from a snapshot.
  ///
  /// The loop only notes whether a constant it wrote is below the threshold; the rows are
  /// looked for again only then, which a resize seldom makes. An append in the loop, a call
  /// the loop must allow for, had the compiler keep the loop's pointers and numbers on the
  /// stack: four more loads an entry.
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

  /// ``shiftRows(ofColumn:by:)`` with its snapshot looked up already: from `snapshot`, or from
  /// the column itself.
  private mutating func shiftColumn(_ symbol: Int32, by shift: Double, snapshot: ColumnSnapshot?) {
    counters.constantShifts += Int(columns[Int(symbol)].count)
    let threshold = -feasibilityThreshold
    var negative: [Int32] = []
    if let snapshot {
      snapshot.rows.withUnsafeBufferPointer { rows in
        snapshot.coefficients.withUnsafeBufferPointer { coefficients in
          constants.withUnsafeMutableBufferPointer { constants in
            Self.shift(
              constants, rows: rows, coefficients: coefficients, in: rows.indices, by: shift, below: threshold,
              noting: &negative)
          }
        }
      }
    } else {
      for entry in column(of: symbol) {
        let r = Int(entry.row)
        constants[r] += coefficient(at: entry) * shift
        if constants[r] < threshold { negative.append(entry.row) }
      }
    }
    for row in negative { noteIfInfeasible(row) }
  }

  /// The index of `symbol`'s snapshot if the cells have not changed since the column was last
  /// shifted, taking the snapshot now if it was only recorded; otherwise records this shift and
  /// returns nil.
  private mutating func validSnapshot(of symbol: Int32) -> Int? {
    guard let index = columnSnapshots.firstIndex(where: { $0.symbol == symbol }) else {
      if columnSnapshots.count >= Self.columnSnapshotLimit { columnSnapshots.removeFirst() }
      columnSnapshots.append(ColumnSnapshot(symbol: symbol, revision: cellRevision))
      return nil
    }
    guard columnSnapshots[index].revision == cellRevision else {
      // Stale: release its arrays, and remember this shift as the one to compare with.
      columnSnapshots[index] = ColumnSnapshot(symbol: symbol, revision: cellRevision)
      return nil
    }
    if !columnSnapshots[index].isTaken {
      var entries = column(of: symbol).map { (row: $0.row, coefficient: coefficient(at: $0)) }
      entries.sort { $0.row < $1.row }
      columnSnapshots[index].rows = entries.map(\.row)
      columnSnapshots[index].coefficients = entries.map(\.coefficient)
      columnSnapshots[index].isTaken = true
    }
    return index
  }

  /// A description of the first valid snapshot that differs from its column, or nil.
  /// - Complexity: O(cells of the snapshotted columns).
  func columnSnapshotViolation() -> String? {
    for snapshot in columnSnapshots where snapshot.isTaken && snapshot.revision == cellRevision {
      let column = self.column(of: snapshot.symbol)
      guard column.count == snapshot.rows.count else {
        return "snapshot of symbol \(snapshot.symbol) has \(snapshot.rows.count) rows, its column \(column.count)"
      }
      for (i, row) in snapshot.rows.enumerated() where coefficient(of: snapshot.symbol, in: row) != snapshot.coefficients[i] {
        return "snapshot of symbol \(snapshot.symbol) has \(snapshot.coefficients[i]) in row \(row), the row \(coefficient(of: snapshot.symbol, in: row))"
      }
    }
    return nil
  }
}
