// Merging one row into another (`target += factor × source`): the solver's innermost loop.

extension Solver {
  /// `target += factor × source`: cells, constant and markers.
  ///
  /// Each source cell finds its partner in the target in O(1) (``mergeLong(_:times:into:zeros:scale:)``,
  /// ``mergeScattered(_:times:into:zeros:scale:)``), or by a scan when the two rows are short. A
  /// sum that cancels (relative to what was added, see ``Tolerance``) leaves the row and the
  /// column index. When the target's basic symbol is weighed by the objective, every symbol whose
  /// coefficient changed may now improve it.
  ///
  /// This is the solver's innermost loop (most of a large build's time).
  ///
  /// With `removingCellAt`, that cell of the target leaves first, as ``removeCell(row:at:)``
  /// would take it out (a substitution's: the symbol being replaced). With `sourceIsScattered`,
  /// ``scratchCell`` holds the source's cells' positions (``scatterSource(_:)``).
  /// - Complexity: O(cells of both rows).
  mutating func addRow(
    _ source: Int32, times factor: Double, into target: Int32, removingCellAt removed: Int = -1,
    sourceIsScattered: Bool = false
  ) {
    let t = Int(target)
    let sourceCells = rows[Int(source)].cells
    let sourceConstant = constants[Int(source)]
    let sourceMarkers = rows[Int(source)].markers
    let weighed = isWeighedRow(target)
    if removed >= 0 { removeCell(row: target, at: removed) }
    counters.rowMerges += 1
    cellRevision &+= 1
    // The target's list is worked on as a local value and stored back once.
    var cells = rows[t].cells
    let oldCount = Int(cells.count)
    let sourceCount = Int(sourceCells.count)
    counters.cellOperations += sourceCount + oldCount
    // Cells left at zero: the target's that cancelled, and any new cell whose product is zero.
    // A long merge writes their positions to `zeroScratch`; a short one leaves them to a scan.
    var zeros = 0
    var scale = 0.0
    let isShort = oldCount + sourceCount <= Self.shortMergeCells
    if isShort {
      // A few cells: each finds its partner by a scan, and the new ones are appended in the
      // same order as below, with no scatter. Room for all of them first, so that no append
      // moves a block while the source's cells are read from the pool.
      cellPool.reserve(oldCount + sourceCount, for: &cells)
      for i in 0..<sourceCount {
        let cell = cellPool[sourceCells, i]
        let added = factor * cell.coefficient
        var index = 0
        while index < oldCount, cellPool[cells, index].symbol != cell.symbol { index += 1 }
        if index < oldCount {
          cellPool[cells, index].coefficient = Self.merged(cellPool[cells, index].coefficient, added, zeros: &zeros)
        } else {
          if added == 0 { zeros += 1 }
          cellPool.append(Cell(symbol: cell.symbol, slot: -1, coefficient: added), to: &cells)
        }
      }
      for cell in cellPool.elements(of: cells) { scale = max(scale, abs(cell.coefficient)) }
    } else if sourceIsScattered {
      mergeScattered(sourceCells, times: factor, into: &cells, zeros: &zeros, scale: &scale)
    } else {
      mergeLong(sourceCells, times: factor, into: &cells, zeros: &zeros, scale: &scale)
    }
    let count = Int(cells.count)
    for index in oldCount..<count {
      let s = Int(cellPool[cells, index].symbol)
      cellPool[cells, index].slot = columns[s].count
      columnPool.append(ColumnEntry(row: target, cell: Int32(index)), to: &columns[s])
    }
    rows[t].cells = cells
    if weighed {
      for index in oldCount..<count {
        let cell = cellPool[cells, index]
        weighedEntries[Int(cell.symbol)] += 1
        listEntry(of: cell.symbol, at: cell.slot)
      }
      let level = rowLevel[t]
      for i in 0..<sourceCount { noteCandidate(cellPool[sourceCells, i].symbol, changedAt: level) }
    }
    if zeros > 0 {
      if isShort {
        takeZeroCellsByScan(zeros, ofRow: target, weighed: weighed)
      } else {
        takeZeroCells(zeros, ofRow: target, weighed: weighed)
      }
    }
    rows[t].scale = scale
    constants[t] += factor * sourceConstant
    if !sourceMarkers.isEmpty {
      if markers.add(factor, of: sourceMarkers, to: &rows[t].markers, row: target) {
        noteMarkerMerge(target)
      } else {
        rows[t].markerMerges = 0
      }
    }
  }

  /// Merges up to this many cells (target and source together) by scanning for partners: below
  /// it, setting up ``mergeLong(_:times:into:zeros:scale:)``'s buffer pointers costs more
  /// than the scans (the rows of ordinary layouts hold a few cells).
  static let shortMergeCells = 8

  /// `old + added`, or 0, counted in `zeros`, when the sum cancels relative to what was added
  /// (``Tolerance/cancellation``).
  @inline(__always)
  static func merged(_ old: Double, _ added: Double, zeros: inout Int) -> Double {
    let new = old + added
    guard abs(new) > Tolerance.cancellation * (abs(old) + abs(added)) else {
      zeros += 1
      return 0
    }
    return new
  }

  /// The merge of `factor × sourceCells` into `cells` for rows past ``shortMergeCells``: the
  /// target's cells are scattered into ``scratchCell`` so that each source cell finds its
  /// partner in O(1); the source's cells new to the target are gathered in
  /// ``freshCellScratch`` and appended in one copy, after the target's, in source order (so
  /// the target grows only once the source has been read). Leaves the new cells' slots for
  /// the caller to fill in, and the positions of the cells left at zero in ``zeroScratch``.
  /// - Complexity: O(cells of both rows).
  private mutating func mergeLong(
    _ sourceCells: PooledList, times factor: Double, into cells: inout PooledList, zeros: inout Int,
    scale: inout Double
  ) {
    reserveFreshCells(Int(sourceCells.count))
    reserveZeroPositions(Int(cells.count) + Int(sourceCells.count))
    let oldCount = Int(cells.count)
    var freshCount = 0
    let target = cellPool.mutableElements(of: cells)
    let source = cellPool.elements(of: sourceCells)
    let scratch = scratchCell.mutableElements
    let fresh = freshCellScratch.mutableElements
    let zeroAt = zeroScratch.mutableElements
    for index in 0..<oldCount { scratch[Int(target[index].symbol)] = Int32(index) }
    for cell in source {
      let index = Int(scratch[Int(cell.symbol)])
      let added = factor * cell.coefficient
      if index >= 0 {
        zeroAt[zeros] = Int32(index)
        target[index].coefficient = Self.merged(target[index].coefficient, added, zeros: &zeros)
      } else {
        // A row holds a symbol once, so a new cell is not met again: no scratch entry.
        if added == 0 {
          zeroAt[zeros] = Int32(oldCount + freshCount)
          zeros += 1
        }
        fresh[freshCount] = Cell(symbol: cell.symbol, slot: -1, coefficient: added)
        freshCount += 1
      }
    }
    for index in 0..<oldCount {
      scratch[Int(target[index].symbol)] = -1
      scale = max(scale, abs(target[index].coefficient))
    }
    appendFreshCells(freshCount, to: &cells, scale: &scale)
  }

  /// The merge of `factor × sourceCells` into `cells` for rows past ``shortMergeCells`` when
  /// ``scratchCell`` holds the source's positions (``scatterSource(_:)``): each target cell
  /// finds its partner in O(1) and stamps it as met (``sourceStamps``), and the source's cells
  /// left unstamped are the ones new to the target.
  ///
  /// A pivot merges its row into every row of the entering column, tens to hundreds of rows
  /// where soft constraints conflict, and ``mergeLong(_:times:into:zeros:scale:)`` scatters and
  /// clears each target in turn: three passes over the target's cells and one over the
  /// source's. Scattering the pivot row once for all of them leaves one pass over each, and
  /// finds the target's zero cells in order (``takeZeroCells(_:ofRow:weighed:)`` then sorts
  /// nothing). The sums, the new cells and their order are the same as that merge's, to the
  /// bit. Fuzz soft seed 195's `bench solve`: 548 M instructions with a scatter per target, 537 M
  /// with this alone.
  /// - Complexity: O(cells of both rows).
  private mutating func mergeScattered(
    _ sourceCells: PooledList, times factor: Double, into cells: inout PooledList, zeros: inout Int,
    scale: inout Double
  ) {
    reserveFreshCells(Int(sourceCells.count))
    reserveZeroPositions(Int(cells.count) + Int(sourceCells.count))
    sourceStamp &+= 1
    let stamp = sourceStamp
    let oldCount = Int(cells.count)
    let target = cellPool.mutableElements(of: cells)
    let source = cellPool.elements(of: sourceCells)
    let position = scratchCell.mutableElements
    let stamps = sourceStamps.mutableElements
    let zeroAt = zeroScratch.mutableElements
    for index in 0..<oldCount {
      let partner = Int(position[Int(target[index].symbol)])
      if partner >= 0 {
        zeroAt[zeros] = Int32(index)
        target[index].coefficient = Self.merged(
          target[index].coefficient, factor * source[partner].coefficient, zeros: &zeros)
        stamps[partner] = stamp
      }
      scale = max(scale, abs(target[index].coefficient))
    }
    let fresh = freshCellScratch.mutableElements
    var freshCount = 0
    for partner in source.indices where stamps[partner] != stamp {
      let cell = source[partner]
      let added = factor * cell.coefficient
      if added == 0 {
        zeroAt[zeros] = Int32(oldCount + freshCount)
        zeros += 1
      }
      fresh[freshCount] = Cell(symbol: cell.symbol, slot: -1, coefficient: added)
      freshCount += 1
    }
    appendFreshCells(freshCount, to: &cells, scale: &scale)
  }

  /// Makes room in ``freshCellScratch`` for `count` new cells.
  @inline(__always)
  private mutating func reserveFreshCells(_ count: Int) {
    if freshCellScratch.count < count {
      freshCellScratch.extend(
        to: max(count, 2 * freshCellScratch.count), with: Cell(symbol: -1, slot: -1, coefficient: 0))
    }
  }

  /// Makes room in ``zeroScratch`` for the positions of a merge of `cells` cells in all: one
  /// more, since each merge writes the next slot before it knows whether the sum cancels.
  @inline(__always)
  private mutating func reserveZeroPositions(_ cells: Int) {
    if zeroScratch.count <= cells { zeroScratch.extend(to: max(cells + 1, 2 * zeroScratch.count), with: -1) }
  }

  /// Appends the first `count` cells of ``freshCellScratch`` to `cells`, counting them in
  /// `scale`.
  @inline(__always)
  private mutating func appendFreshCells(_ count: Int, to cells: inout PooledList, scale: inout Double) {
    guard count > 0 else { return }
    let fresh = freshCellScratch.mutableElements
    for index in 0..<count { scale = max(scale, abs(fresh[index].coefficient)) }
    cellPool.append(contentsOf: UnsafeBufferPointer(rebasing: fresh[0..<count]), to: &cells)
  }

  /// Writes the positions of `row`'s cells into ``scratchCell`` and clears their
  /// ``sourceStamps``, for ``mergeScattered(_:times:into:zeros:scale:)``; ``unscatterSource(_:)``
  /// clears them again. The row must not change in between.
  /// - Complexity: O(cells of the row).
  mutating func scatterSource(_ row: Int32) {
    let count = Int(rows[Int(row)].cells.count)
    if sourceStamps.count < count { sourceStamps.extend(to: max(count, 2 * sourceStamps.count), with: 0) }
    let position = scratchCell.mutableElements
    let stamps = sourceStamps.mutableElements
    for (index, cell) in cells(of: row).enumerated() {
      position[Int(cell.symbol)] = Int32(index)
      stamps[index] = 0
    }
    sourceStamp = 0
  }

  @inline(__always)
  private func isAscending(_ positions: UnsafeMutableBufferPointer<Int32>) -> Bool {
    var previous = Int32.min
    for position in positions {
      if position < previous { return false }
      previous = position
    }
    return true
  }

  /// Clears what ``scatterSource(_:)`` wrote into ``scratchCell``.
  /// - Complexity: O(cells of the row).
  mutating func unscatterSource(_ row: Int32) {
    let position = scratchCell.mutableElements
    for cell in cells(of: row) { position[Int(cell.symbol)] = -1 }
  }

  /// Takes out the `count` cells of a short `row` that a merge left at zero: a scan from the
  /// front, each replaced by the row's last cell, which is looked at again; the scan stops at
  /// the last zero. A short merge (``shortMergeCells``) leaves no positions: for a few cells the
  /// scan costs less than writing them.
  /// - Complexity: O(cells of the row).
  private mutating func takeZeroCellsByScan(_ count: Int, ofRow row: Int32, weighed: Bool) {
    var zeros = count
    var index = 0
    while zeros > 0, index < Int(rows[Int(row)].cells.count) {
      let cell = cellPool[rows[Int(row)].cells, index]
      if cell.coefficient == 0 {
        unlistEntry(of: cell.symbol, at: cell.slot)
        takeCell(at: index, ofRow: row, weighed: weighed)
        zeros -= 1
      } else {
        index += 1
      }
    }
  }

  /// Takes out the `count` cells of `row` that a long merge left at zero, whose positions are the
  /// first `count` of ``zeroScratch``, in the order a scan from the front takes them: each
  /// replaced by the row's last cell, which is looked at again.
  ///
  /// The positions are sorted, and the scan is followed without reading the row: a cell taken
  /// at position `i` brings the last cell there, which is zero exactly when the last position
  /// is the largest of those left. The scan read the row up to its last zero cell, cell by
  /// cell: on fuzz soft seed 195, whose merges cancel 13 cells each, 8% of the instructions of
  /// `bench solve` (537 M with the scan, 493 M without).
  ///
  /// Each removal is ``takeCell(at:ofRow:weighed:)``'s, with the row's cells held in place and
  /// its count written back once: the row's list moves nothing while cells leave (no pool
  /// grows), and the column entry moved into a freed slot belongs to another row (a row holds a
  /// symbol once). Called one by one, the removals cost 175 instructions a zero cell on fuzz
  /// soft seed 355's build (790,906 of them, a third of the build); see SOLVER-COST.md.
  /// (Each zero cell is a different symbol's: its column is changed by its own removal only.)
  /// - Complexity: O(count × log count).
  mutating func takeZeroCells(_ count: Int, ofRow row: Int32, weighed: Bool) {
    var positions = UnsafeMutableBufferPointer(rebasing: zeroScratch.mutableElements[0..<count])
    // A scattered merge finds them in order; the others, by the source's order.
    if !isAscending(positions) { positions.sort() }
    let r = Int(row)
    let cells = cellPool.mutableElements(of: rows[r].cells)
    var end = cells.count - 1
    var first = 0
    var last = count - 1
    while first <= last {
      let index = Int(positions[first])
      let cell = cells[index]
      let symbol = Int(cell.symbol)
      unlistEntry(of: cell.symbol, at: cell.slot)
      if weighed { weighedEntries[symbol] -= 1 }
      removeColumnEntry(symbol: cell.symbol, slot: Int(cell.slot))
      if index != end {
        let moved = cells[end]
        cells[index] = moved
        columnPool[columns[Int(moved.symbol)], Int(moved.slot)].cell = Int32(index)
      }
      if index != end, Int(positions[last]) == end {
        // The row's last cell, zero as well, took this place: take it here next.
        last -= 1
      } else {
        first += 1
      }
      end -= 1
    }
    rows[r].cells.count = Int32(end + 1)
  }
}
