// Prefetch hints for the dual simplex on tableaus larger than the cache.
//
// A resize of a large layout is thousands of small pivots, each on a row the change made
// infeasible, and each reads a few cache lines of a dozen arrays: the row, its cells, its
// symbols' kinds, costs and columns, its marker expression and that expression's leaves. Once the
// tableau outgrows the cache those reads miss one after another, each waiting for the one before
// it (a row's cells name its symbols, a symbol names its column). The rows the dual simplex will
// take next are known (the end of its queue), so while it pivots on one row it asks for the next
// rows' data, a stage at a time: the fifth row from the end's record, the fourth's cells, the
// third's symbols, and so on, each stage reading only what an earlier one fetched. A hint changes
// no value and no count of work; a row that turns out not to need a pivot only cost the hints.

extension Solver {
  /// Rows below which the tableau is left to the cache (``prefetchMinimumRows``): its data, a
  /// few megabytes, stays in the processor's caches from pivot to pivot, and hints would only
  /// cost instructions (the gate counts them at 1,000 views, about 6,000 rows).
  static let defaultPrefetchMinimumRows = 16_384

  /// Whether the tableau is large enough for prefetch hints.
  @inline(__always)
  var prefetches: Bool { rows.count >= prefetchMinimumRows }

  /// Asks for the data the next queued rows' pivots read first, a stage per row from the end of
  /// ``infeasibleRows``: each reads what an earlier call's stage fetched for that row.
  /// - Complexity: O(cells of the next four rows + four entries of their columns), no writes.
  @inline(__always)
  func prefetchQueuedRows() {
    let k = infeasibleRows.count
    // Queued rows are rows of this tableau (rows are reused, never taken away), but a hint
    // must never read out of bounds, so each is checked.
    func queued(_ back: Int) -> Int32? {
      guard k >= back else { return nil }
      let row = infeasibleRows[k - back]
      return row >= 0 && Int(row) < rows.count ? row : nil
    }
    if let n = queued(5) {
      rows.prefetch(Int(n))
      constants.prefetch(Int(n))
    }
    if let n = queued(4) {
      cellPool.prefetch(rows[Int(n)].cells)
      markers.prefetchNode(rows[Int(n)].markers.node)
    }
    if let n = queued(3) {
      for cell in cells(of: n) {
        let s = Int(cell.symbol)
        symbolKind.prefetch(s)
        costCache.prefetch(s)
        columns.prefetch(s)
        weighedEntries.prefetch(s)
      }
      markers.prefetchTerms(of: rows[Int(n)].markers.node)
    }
    if let n = queued(2) {
      for cell in cells(of: n) { columnPool.prefetch(columns[Int(cell.symbol)]) }
      markers.prefetchLeaves(of: rows[Int(n)].markers.node)
    }
    if let n = queued(1) {
      markers.prefetchParentEdges(of: rows[Int(n)].markers.node)
      // The ratio test sums the reduced cost of a symbol whose cached one is stale from its
      // column's rows.
      for cell in cells(of: n) where !costCache[Int(cell.symbol)].isWhole {
        for entry in column(of: cell.symbol).prefix(4) {
          rows.prefetch(Int(entry.row))
          rowLevel.prefetch(Int(entry.row))
        }
      }
    }
  }

  /// Asks for the records of the rows a substitution merges into first: it takes the column's
  /// entries from the end, and a hint for a row far down a long column would be gone from the
  /// cache before its turn.
  /// - Complexity: O(1), no writes.
  @inline(__always)
  func prefetchRows(ofColumn symbol: Int32) {
    for entry in column(of: symbol).suffix(8) {
      rows.prefetch(Int(entry.row))
      constants.prefetch(Int(entry.row))
    }
  }

  /// Asks for what merging into `target` reads (its marker terms), and for the cells and marker
  /// node of the row the substitution takes after it, the column's entry before its last.
  /// - Complexity: O(1), no writes.
  @inline(__always)
  func prefetchMerges(into target: Int32, column symbol: Int32) {
    markers.prefetchTerms(of: rows[Int(target)].markers.node)
    let column = columns[Int(symbol)]
    guard column.count >= 2 else { return }
    let next = Int(columnPool[column, Int(column.count) - 2].row)
    cellPool.prefetch(rows[next].cells)
    markers.prefetchNode(rows[next].markers.node)
  }
}
