// The tableau's storage: symbols, rows, cells and the column index, and the two operations
// everything else is built from, merging rows and pivoting.

extension Solver {
  // MARK: Symbols

  mutating func makeSymbol(_ kind: SymbolKind, record: Int32 = -1) -> Int32 {
    let level: Int32
    switch kind {
    case .artificial: level = self.level(of: .infinity)
    case .error: level = self.level(of: record >= 0 ? records[Int(record)].priority : 0)
    default: level = -1
    }
    if let symbol = freeSymbols.popLast() {
      symbolKind[Int(symbol)] = kind
      recordOfSymbol[Int(symbol)] = record
      levelOfSymbol[Int(symbol)] = level
      costCache[Int(symbol)] = .invalid
      weighedEntries[Int(symbol)] = 0
      isListed[Int(symbol)] = false
      weighedLists[Int(symbol)] = []
      return symbol
    }
    let symbol = Int32(symbolKind.count)
    symbolKind.append(kind)
    rowOfSymbol.append(-1)
    columns.append(PooledList())
    isListed.append(false)
    weighedLists.append([])
    recordOfSymbol.append(record)
    levelOfSymbol.append(level)
    costCache.append(.invalid)
    costCacheTail.append(CachedCostTail())
    weighedEntries.append(0)
    inCandidateHeap.append(false)
    scratchCell.append(-1)
    return symbol
  }

  /// The level of `priority`, made on first use.
  /// - Complexity: O(1) on average (a hash lookup, once per weighed symbol made).
  mutating func level(of priority: Double) -> Int32 {
    if let level = levelOfPriority[priority] { return level }
    let level = Int32(levelPriority.count)
    levelPriority.append(priority)
    levelOfPriority[priority] = level
    levelPositionScratch.append(-1)
    return level
  }

  /// Returns a symbol that no row and no column mentions any more.
  mutating func releaseSymbol(_ symbol: Int32) {
    recordOfSymbol[Int(symbol)] = -1
    freeSymbols.append(symbol)
  }

  /// The symbol of a caller variable, created on first use.
  mutating func symbol(forVariable variable: Int) -> Int32 {
    if variable >= symbolOfVariable.count {
      symbolOfVariable.append(contentsOf: repeatElement(-1, count: variable + 1 - symbolOfVariable.count))
    }
    let existing = symbolOfVariable[variable]
    if existing >= 0 { return existing }
    let symbol = makeSymbol(.external)
    symbolOfVariable[variable] = symbol
    return symbol
  }

  // MARK: Rows and cells

  mutating func makeRow(constant: Double) -> Int32 {
    if let row = freeRows.popLast() {
      rows[Int(row)] = Row()
      constants[Int(row)] = constant
      rowLevel[Int(row)] = -1
      return row
    }
    rows.append(Row())
    constants.append(constant)
    rowLevel.append(-1)
    return Int32(rows.count - 1)
  }

  /// Removes a row and everything that refers to it; its basic symbol becomes parametric.
  /// - Complexity: O(cells of the row).
  mutating func dropRow(_ row: Int32) {
    let r = Int(row)
    let basic = rows[r].basic
    let level = rowLevel[r]
    while let last = cellPool.last(of: rows[r].cells) {
      removeCell(row: row, at: Int(rows[r].cells.count) - 1)
      // The objective no longer counts this row's basic error: its symbols' costs change.
      if level >= 0 { noteCandidate(last.symbol, changedAt: level) }
    }
    if basic >= 0, rowOfSymbol[Int(basic)] == row { rowOfSymbol[Int(basic)] = -1 }
    markers.release(rows[r].markers)
    cellPool.release(&rows[r].cells)
    rows[r] = Row()
    constants[r] = 0
    rowLevel[r] = -1
    freeRows.append(row)
  }

  mutating func appendCell(row: Int32, symbol: Int32, coefficient: Double) {
    let r = Int(row)
    cellRevision &+= 1
    let slot = columns[Int(symbol)].count
    columnPool.append(ColumnEntry(row: row, cell: rows[r].cells.count), to: &columns[Int(symbol)])
    if isWeighedRow(row) {
      weighedEntries[Int(symbol)] += 1
      listEntry(of: symbol, at: slot)
    }
    cellPool.append(Cell(symbol: symbol, slot: slot, coefficient: coefficient), to: &rows[r].cells)
    rows[r].scale = max(rows[r].scale, abs(coefficient))
  }

  /// The smallest coefficient of the row at index `row` that may serve as a pivot:
  /// ``Tolerance/pivot`` times the row's largest coefficient, and never less than
  /// ``Tolerance/pivot`` itself.
  ///
  /// The floor is the reduced costs' "at least one unit": a coefficient is a rate per point, and
  /// a row whose coefficients are all of order 10⁻¹⁵ is rounding left where a combination
  /// cancelled (a removed marker's residue, substituted in), not a direction. Relative to its
  /// own tiny scale such a coefficient looks like a pivot, and dividing by it turns the
  /// rounding into points: a ratio test that took one made a slack 14 points negative.
  @inline(__always)
  func pivotThreshold(of row: Int) -> Double { Tolerance.pivot * max(rows[row].scale, 1) }

  /// Removes the cell at `index`, moving the row's last cell into its place.
  /// - Complexity: O(1).
  mutating func removeCell(row: Int32, at index: Int) {
    cellRevision &+= 1
    let cell = cellPool[rows[Int(row)].cells, index]
    unlistEntry(of: cell.symbol, at: cell.slot)
    takeCell(at: index, ofRow: row, weighed: isWeighedRow(row))
  }

  /// Removes the column entry at `slot`, moving the column's last entry into its place and
  /// telling that entry's cell.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func removeColumnEntry(symbol: Int32, slot: Int) {
    let s = Int(symbol)
    let moved = columnPool.removeLast(from: &columns[s])
    if slot != Int(columns[s].count) {
      columnPool[columns[s], slot] = moved
      cellPool[rows[Int(moved.row)].cells, Int(moved.cell)].slot = Int32(slot)
    }
  }

  /// The cells of `row`, in place: valid until a row next grows (``ListPool``).
  @inline(__always)
  func cells(of row: Int32) -> UnsafeBufferPointer<Cell> { cellPool.elements(of: rows[Int(row)].cells) }

  /// The column of `symbol`, in place: valid until a column next grows (``ListPool``).
  @inline(__always)
  func column(of symbol: Int32) -> UnsafeBufferPointer<ColumnEntry> { columnPool.elements(of: columns[Int(symbol)]) }

  /// The coefficient of the cell a column entry points at.
  @inline(__always)
  func coefficient(at entry: ColumnEntry) -> Double { cellPool[rows[Int(entry.row)].cells, Int(entry.cell)].coefficient }

  /// The index of `symbol`'s cell in `row`, found through the shorter of the two lists.
  ///
  /// Inlined, as the reduced-cost helpers are (``reducedCost(of:into:positions:)``): called
  /// from a mutating method, it would be handed a copy of the whole solver struct.
  @inline(__always)
  func cellIndex(of symbol: Int32, in row: Int32) -> Int? {
    let column = self.column(of: symbol)
    let cells = self.cells(of: row)
    if column.count <= cells.count {
      for entry in column where entry.row == row { return Int(entry.cell) }
      return nil
    }
    return cells.firstIndex { $0.symbol == symbol }
  }

  func coefficient(of symbol: Int32, in row: Int32) -> Double {
    guard let index = cellIndex(of: symbol, in: row) else { return 0 }
    return cellPool[rows[Int(row)].cells, index].coefficient
  }

  /// Adds `coefficient × symbol` to `row`, merging with an existing cell.
  mutating func accumulate(_ coefficient: Double, of symbol: Int32, into row: Int32) {
    if let index = cellIndex(of: symbol, in: row) {
      var zeros = 0
      let new = Self.merged(cellPool[rows[Int(row)].cells, index].coefficient, coefficient, zeros: &zeros)
      if zeros > 0 {
        removeCell(row: row, at: index)
      } else {
        cellRevision &+= 1
        cellPool[rows[Int(row)].cells, index].coefficient = new
        rows[Int(row)].scale = max(rows[Int(row)].scale, abs(new))
      }
    } else if coefficient != 0 {
      appendCell(row: row, symbol: symbol, coefficient: coefficient)
    }
    if isWeighedRow(row) { noteCandidate(symbol, changedAt: rowLevel[Int(row)]) }
  }

  /// Takes the cell at `index` out of the row: its column entry goes, and the row's last cell
  /// moves into its place. The column entry moved into the freed slot is another row's (a row
  /// holds a symbol once).
  /// - Complexity: O(1).
  mutating func takeCell(at index: Int, ofRow row: Int32, weighed: Bool) {
    let r = Int(row)
    let cell = cellPool[rows[r].cells, index]
    if weighed { weighedEntries[Int(cell.symbol)] -= 1 }
    removeColumnEntry(symbol: cell.symbol, slot: Int(cell.slot))
    let moved = cellPool.removeLast(from: &rows[r].cells)
    if index != Int(rows[r].cells.count) {
      cellPool[rows[r].cells, index] = moved
      columnPool[columns[Int(moved.symbol)], Int(moved.slot)].cell = Int32(index)
    }
  }

  /// Counts a merge into the row's marker expression and writes the expression out afresh
  /// when its history has outgrown its budget (see ``MarkerGraph``).
  mutating func noteMarkerMerge(_ row: Int32) {
    let r = Int(row)
    rows[r].markerMerges += 1
    guard rows[r].markerMerges > rows[r].markerBudget, Int(rows[r].markerMerges) > markers.walkEstimate else { return }
    compactMarkers(of: row)
  }

  /// Writes the row's marker expression out afresh and sets its next budget.
  mutating func compactMarkers(of row: Int32) {
    let r = Int(row)
    let (fresh, leaves, visited) = markers.compact(rows[r].markers, row: row)
    let history = Int(rows[r].markerMerges)
    rows[r].markers = fresh
    rows[r].markerMerges = 0
    rows[r].markerBudget = Int32(clamping: max(Int(MarkerGraph.minimumBudget), 2 * leaves, visited - history))
    markers.noteCompaction(visitedBeyondHistory: visited - history)
    counters.markerCompactions += 1
  }

  /// Rewrites `row` (`basic = constant + Σ cells`, or `0 = …` for a new row) to make `symbol`
  /// its basic symbol; the previous basic symbol becomes a cell.
  /// - Complexity: O(cells of the row).
  mutating func solveRow(_ row: Int32, for symbol: Int32) {
    let r = Int(row)
    guard let index = cellIndex(of: symbol, in: row) else { return }
    let previous = rows[r].basic
    let previousLevel = rowLevel[r]
    let wasWeighed = isWeighedRow(row)
    let a = cellPool[rows[r].cells, index].coefficient
    setBasic(of: row, to: -1)
    removeCell(row: row, at: index)
    let scale = -1 / a
    cellRevision &+= 1
    constants[r] *= scale
    let cells = cellPool.mutableElements(of: rows[r].cells)
    for i in cells.indices { cells[i].coefficient *= scale }
    rows[r].scale *= abs(scale)
    rows[r].markers.scale *= scale
    if previous >= 0 {
      appendCell(row: row, symbol: previous, coefficient: -scale)
      if rowOfSymbol[Int(previous)] == row { rowOfSymbol[Int(previous)] = -1 }
      // Parametric again: whatever was cached from its last time as one is stale.
      costCache[Int(previous)] = .invalid
    }
    setBasic(of: row, to: symbol)
    rowOfSymbol[Int(symbol)] = row
    if previous < 0, symbolKind[Int(symbol)].isWeighed {
      // A new row: its symbols' costs each gain one term, and nothing else changes.
      noteNewWeighedRow(row)
    } else if wasWeighed || symbolKind[Int(symbol)].isWeighed {
      // Every entry of the row changed, counted at its old level and at its new one: the
      // higher of the two is where a cached leading term may have changed.
      let level = wasWeighed && (rowLevel[r] < 0 || levelPriority[Int(previousLevel)] > levelPriority[Int(rowLevel[r])])
        ? previousLevel : rowLevel[r]
      let cells = rows[r].cells
      for i in cells.indices { noteCandidate(cellPool[cells, i].symbol, changedAt: level) }
    }
  }

  /// Replaces `symbol`, now basic in `row`, in every other row of its column.
  /// - Complexity: O(Σ cells of the rows containing the symbol).
  mutating func substituteOut(_ symbol: Int32, using row: Int32) {
    let s = Int(symbol)
    // Every row of the column will refer to this row's marker expression: write it out first
    // if it carries a history, so that no history is shared (and walked) many times over.
    let merges = Int(rows[Int(row)].markerMerges)
    if merges >= Int(MarkerGraph.sharedHistoryLimit), merges > markers.walkEstimate, columns[s].count > 1 {
      compactMarkers(of: row)
    }
    let prefetches = self.prefetches
    if prefetches { prefetchRows(ofColumn: symbol) }
    // A pivot row long enough that every merge of it is long is scattered once for all of
    // them (``mergeScattered``).
    let scattered = scattersPivotRows && columns[s].count > 1 && Int(rows[Int(row)].cells.count) > Self.shortMergeCells
    if scattered { scatterSource(row) }
    while let entry = columnPool.last(of: columns[s]) {
      let target = entry.row
      if prefetches { prefetchMerges(into: target, column: symbol) }
      let k = coefficient(at: entry)
      addRow(row, times: k, into: target, removingCellAt: Int(entry.cell), sourceIsScattered: scattered)
      noteIfInfeasible(target)
    }
    if scattered { unscatterSource(row) }
  }

  /// Makes `entering` basic in `row` and substitutes it everywhere else.
  mutating func pivot(_ row: Int32, entering: Int32) {
    let leaving = rows[Int(row)].basic
    solveRow(row, for: entering)
    substituteOut(entering, using: row)
    counters.pivots += 1
    if isRecordingUndo { undoLog.append(Pivot(row: row, entering: entering, leaving: leaving)) }
  }

  mutating func noteIfInfeasible(_ row: Int32) {
    let basic = rows[Int(row)].basic
    if basic >= 0, symbolKind[Int(basic)].isRestricted, constants[Int(row)] < -feasibilityThreshold {
      infeasibleRows.append(row)
    }
  }

  /// Sets a row's basic symbol, keeping ``weighedEntries`` right when the row starts or stops
  /// counting in the objective.
  mutating func setBasic(of row: Int32, to symbol: Int32) {
    let r = Int(row)
    let was = isWeighedRow(row)
    rows[r].basic = symbol
    rowLevel[r] = symbol >= 0 ? levelOfSymbol[Int(symbol)] : -1
    let now = isWeighedRow(row)
    guard was != now else { return }
    let delta: Int32 = now ? 1 : -1
    let cells = self.cells(of: row)
    weighedEntries.withUnsafeMutableBufferPointer { weighedEntries in
      for cell in cells { weighedEntries[Int(cell.symbol)] += delta }
    }
    // Listing and unlisting change column entries, not cells: `cells` stays valid.
    for cell in cells where isListed[Int(cell.symbol)] {
      if now { listEntry(of: cell.symbol, at: cell.slot) } else { unlistWeighedEntry(of: cell.symbol, at: cell.slot) }
    }
  }

  // MARK: Lists of weighed entries

  /// Adds the weighed entry at `slot` of a listed symbol's column to its list.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func listEntry(of symbol: Int32, at slot: Int32) {
    let s = Int(symbol)
    guard isListed[s] else { return }
    columnPool[columns[s], Int(slot)].weighedSlot = Int32(weighedLists[s].count)
    weighedLists[s].append(slot)
  }

  /// Takes the weighed entry at `slot` of a listed symbol's column out of its list, moving the
  /// list's last slot into its place.
  /// - Complexity: O(1).
  mutating func unlistWeighedEntry(of symbol: Int32, at slot: Int32) {
    let s = Int(symbol)
    let position = Int(columnPool[columns[s], Int(slot)].weighedSlot)
    let last = weighedLists[s].count - 1
    if position != last {
      let moved = weighedLists[s][last]
      weighedLists[s][position] = moved
      columnPool[columns[s], Int(moved)].weighedSlot = Int32(position)
    }
    weighedLists[s].removeLast()
    columnPool[columns[s], Int(slot)].weighedSlot = -1
  }

  /// Before the entry at `slot` leaves a listed symbol's column: takes it out of the list if
  /// it is there, and points the list at the slot the column's last entry will move into.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func unlistEntry(of symbol: Int32, at slot: Int32) {
    let s = Int(symbol)
    guard isListed[s] else { return }
    if columnPool[columns[s], Int(slot)].weighedSlot >= 0 { unlistWeighedEntry(of: symbol, at: slot) }
    let last = Int(columns[s].count) - 1
    let moved = columnPool[columns[s], last].weighedSlot
    if Int(slot) != last, moved >= 0 { weighedLists[s][Int(moved)] = slot }
  }

  func isWeighedRow(_ row: Int32) -> Bool { rowLevel[Int(row)] >= 0 }

  /// Takes a symbol out of the tableau for good: its basic row goes, and its cells go too (a
  /// parametric symbol is zero, and nothing will move it any more). Then its id is freed.
  mutating func retireSymbol(_ symbol: Int32) {
    if rowOfSymbol[Int(symbol)] >= 0 { dropRow(rowOfSymbol[Int(symbol)]) }
    while let entry = columnPool.last(of: columns[Int(symbol)]) { removeCell(row: entry.row, at: Int(entry.cell)) }
    releaseSymbol(symbol)
  }
}
