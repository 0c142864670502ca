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

  /// ``shiftRows(ofColumn:by:)`` with its snapshot looked up already: from `snapshot`, or
  /// through the column itself.
  mutating func shiftColumn(_ symbol: Int32, by shift: Double, snapshot: ColumnSnapshot?) {
    counters.constantShifts += Int(columns[Int(symbol)].count)
    let threshold = -feasibilityThreshold
    var negative: [Int32] = []
    if let snapshot {
      constants.withUnsafeMutableBufferPointer { constants in
        for i in snapshot.rows.indices {
          let r = Int(snapshot.rows[i])
          constants[r] += snapshot.coefficients[i] * shift
          if constants[r] < threshold { negative.append(snapshot.rows[i]) }
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
  mutating func validSnapshot(of symbol: Int32) -> Int? {
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
