// The tableau's storage: symbols, rows, cells and the column index, and the two operations
// everything else is built from, merging rows and pivoting.

extension Solver {
  // MARK: Symbols

  mutating func makeSymbol(_ kind: SymbolKind, record: Int32 = -1) -> Int32 {
    if let symbol = freeSymbols.popLast() {
      symbolKind[Int(symbol)] = kind
      recordOfSymbol[Int(symbol)] = record
      return symbol
    }
    let symbol = Int32(symbolKind.count)
    symbolKind.append(kind)
    rowOfSymbol.append(-1)
    columns.append([])
    recordOfSymbol.append(record)
    inCandidateHeap.append(false)
    scratchCell.append(-1)
    objective.growSymbols(to: symbolKind.count)
    return symbol
  }

  /// Returns a symbol that no row, no column and no objective level mentions any more.
  mutating func releaseSymbol(_ symbol: Int32) {
    let s = Int(symbol)
    for level in 0..<objective.levelCount { objective.coefficients[level][s] = 0 }
    recordOfSymbol[s] = -1
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
      rows[Int(row)] = Row(constant: constant)
      return row
    }
    rows.append(Row(constant: constant))
    return Int32(rows.count - 1)
  }

  /// Removes a row and everything that refers to it; its basic symbol becomes parametric.
  /// - Complexity: O(cells of the row).
  mutating func dropRow(_ row: Int32) {
    let r = Int(row)
    while let last = rows[r].cells.indices.last { removeCell(row: row, at: last) }
    let basic = rows[r].basic
    if basic >= 0, rowOfSymbol[Int(basic)] == row { rowOfSymbol[Int(basic)] = -1 }
    markers.release(rows[r].markers)
    rows[r] = Row(constant: 0)
    freeRows.append(row)
  }

  mutating func appendCell(row: Int32, symbol: Int32, coefficient: Double) {
    let r = Int(row)
    let slot = Int32(columns[Int(symbol)].count)
    columns[Int(symbol)].append(ColumnEntry(row: row, cell: Int32(rows[r].cells.count)))
    rows[r].cells.append(Cell(symbol: symbol, slot: slot, coefficient: coefficient))
  }

  /// Removes the cell at `index`, moving the row's last cell into its place.
  /// - Complexity: O(1).
  mutating func removeCell(row: Int32, at index: Int) {
    let r = Int(row)
    let cell = rows[r].cells[index]
    removeColumnEntry(symbol: cell.symbol, slot: Int(cell.slot))
    let last = rows[r].cells.count - 1
    if index != last {
      let moved = rows[r].cells[last]
      rows[r].cells[index] = moved
      columns[Int(moved.symbol)][Int(moved.slot)].cell = Int32(index)
    }
    rows[r].cells.removeLast()
  }

  private mutating func removeColumnEntry(symbol: Int32, slot: Int) {
    let s = Int(symbol)
    let last = columns[s].count - 1
    if slot != last {
      let moved = columns[s][last]
      columns[s][slot] = moved
      rows[Int(moved.row)].cells[Int(moved.cell)].slot = Int32(slot)
    }
    columns[s].removeLast()
  }

  /// The index of `symbol`'s cell in `row`, found through the shorter of the two lists.
  func cellIndex(of symbol: Int32, in row: Int32) -> Int? {
    let column = columns[Int(symbol)]
    if column.count <= rows[Int(row)].cells.count {
      for entry in column where entry.row == row { return Int(entry.cell) }
      return nil
    }
    return rows[Int(row)].cells.firstIndex { $0.symbol == symbol }
  }

  func coefficient(of symbol: Int32, in row: Int32) -> Double {
    guard let index = cellIndex(of: symbol, in: row) else { return 0 }
    return rows[Int(row)].cells[index].coefficient
  }

  /// Adds `coefficient × symbol` to `row`, merging with an existing cell.
  mutating func accumulate(_ coefficient: Double, of symbol: Int32, into row: Int32) {
    if let index = cellIndex(of: symbol, in: row) {
      rows[Int(row)].cells[index].coefficient += coefficient
      if isNearZero(rows[Int(row)].cells[index].coefficient) { removeCell(row: row, at: index) }
    } else if coefficient != 0 {
      appendCell(row: row, symbol: symbol, coefficient: coefficient)
    }
  }

  /// `target += factor × source`: cells, constant and markers.
  ///
  /// The target's cells are scattered into a dense scratch array so that each of the source's
  /// cells finds its partner in O(1); cells that cancel leave the row and the column index.
  /// - Complexity: O(cells of both rows).
  mutating func addRow(_ source: Int32, times factor: Double, into target: Int32) {
    let t = Int(target)
    let sourceCells = rows[Int(source)].cells
    statistics.rowMerges += 1
    statistics.cellOperations += sourceCells.count + rows[t].cells.count
    for (index, cell) in rows[t].cells.enumerated() { scratchCell[Int(cell.symbol)] = Int32(index) }
    for cell in sourceCells {
      let s = Int(cell.symbol)
      let index = scratchCell[s]
      if index >= 0 {
        rows[t].cells[Int(index)].coefficient += factor * cell.coefficient
      } else {
        scratchCell[s] = Int32(rows[t].cells.count)
        appendCell(row: target, symbol: cell.symbol, coefficient: factor * cell.coefficient)
      }
    }
    rows[t].constant += factor * rows[Int(source)].constant
    let sourceMarkers = rows[Int(source)].markers
    markers.add(factor, of: sourceMarkers, to: &rows[t].markers, row: target)
    var index = 0
    while index < rows[t].cells.count {
      let cell = rows[t].cells[index]
      scratchCell[Int(cell.symbol)] = -1
      if isNearZero(cell.coefficient) {
        removeCell(row: target, at: index)
      } else {
        index += 1
      }
    }
  }

  /// Rewrites `row` (`basic = constant + Σ cells`, or `0 = …` for a new row) to make `symbol`
  /// its basic symbol; the previous basic symbol becomes a cell.
  /// - Complexity: O(cells of the row).
  mutating func solveRow(_ row: Int32, for symbol: Int32) {
    let r = Int(row)
    guard let index = cellIndex(of: symbol, in: row) else { return }
    let a = rows[r].cells[index].coefficient
    removeCell(row: row, at: index)
    let scale = -1 / a
    rows[r].constant *= scale
    for i in rows[r].cells.indices { rows[r].cells[i].coefficient *= scale }
    rows[r].markers.scale *= scale
    let previous = rows[r].basic
    if previous >= 0 {
      appendCell(row: row, symbol: previous, coefficient: -scale)
      if rowOfSymbol[Int(previous)] == row { rowOfSymbol[Int(previous)] = -1 }
    }
    rows[r].basic = symbol
    rowOfSymbol[Int(symbol)] = row
  }

  /// Replaces `symbol`, now basic in `row`, everywhere else: in every row of its column and in
  /// every objective level.
  /// - Complexity: O(Σ cells of the rows containing the symbol + levels × cells of `row`).
  mutating func substituteOut(_ symbol: Int32, using row: Int32) {
    let s = Int(symbol)
    while let entry = columns[s].last {
      let target = entry.row
      let k = rows[Int(target)].cells[Int(entry.cell)].coefficient
      removeCell(row: target, at: Int(entry.cell))
      addRow(row, times: k, into: target)
      noteIfInfeasible(target)
    }
    for level in 0..<objective.levelCount {
      let c = objective.coefficients[level][s]
      if c == 0 { continue }
      objective.coefficients[level][s] = 0
      addRowToObjective(level: level, c, row: row)
    }
  }

  /// Makes `entering` basic in `row` and substitutes it everywhere else.
  mutating func pivot(_ row: Int32, entering: Int32) {
    let leaving = rows[Int(row)].basic
    solveRow(row, for: entering)
    substituteOut(entering, using: row)
    statistics.pivots += 1
    if isRecordingUndo { undoLog.append(Pivot(row: row, entering: entering, leaving: leaving)) }
  }

  mutating func noteIfInfeasible(_ row: Int32) {
    let basic = rows[Int(row)].basic
    if basic >= 0, symbolKind[Int(basic)].isRestricted, rows[Int(row)].constant < -nearZero {
      infeasibleRows.append(row)
    }
  }

  /// Adds `coefficient × symbol` to an objective level, substituting the symbol's row if it is
  /// basic.
  mutating func addToObjective(level: Int, _ coefficient: Double, of symbol: Int32) {
    let row = rowOfSymbol[Int(symbol)]
    if row >= 0 {
      addRowToObjective(level: level, coefficient, row: row)
    } else {
      objective.coefficients[level][Int(symbol)] += coefficient
      noteObjectiveChange(symbol)
    }
  }

  /// Adds `factor ×` the row's right-hand side (constant and cells) to an objective level.
  mutating func addRowToObjective(level: Int, _ factor: Double, row: Int32) {
    objective.constants[level] += factor * rows[Int(row)].constant
    for cell in rows[Int(row)].cells {
      objective.coefficients[level][Int(cell.symbol)] += factor * cell.coefficient
      noteObjectiveChange(cell.symbol)
    }
  }

  /// Takes a symbol out of the tableau for good: its basic row goes, and its cells go too (a
  /// parametric symbol is zero, and nothing will move it any more). Then its id is freed.
  mutating func retireSymbol(_ symbol: Int32) {
    if rowOfSymbol[Int(symbol)] >= 0 { dropRow(rowOfSymbol[Int(symbol)]) }
    while let entry = columns[Int(symbol)].last { removeCell(row: entry.row, at: Int(entry.cell)) }
    releaseSymbol(symbol)
  }
}
