// Consistency checks of the tableau, for tests and checked builds; never run on a hot path.

extension Solver {
  /// Tableaus up to this many rows are checked after every public mutation in a checked build;
  /// larger ones are left alone there, since the full check is quadratic in the worst case.
  static let checkedBuildRowLimit = 1_500

  /// Runs ``invariantViolation()`` after a public mutation when the package is built with
  /// `-D CASSOWARY_CHECKS` (as swift-collections does with its internal checks); free otherwise.
  @inline(__always)
  func checkInvariantsInCheckedBuilds() {
    #if CASSOWARY_CHECKS
    // A call stopped half-way at the work limit leaves a tableau that is only to be discarded.
    if !stoppedAtWorkLimit, rowCount <= Self.checkedBuildRowLimit, let violation = invariantViolation() {
      preconditionFailure("Cassowary invariant broken: \(violation)")
    }
    #endif
  }

  /// Describes the first broken invariant, or returns nil.
  ///
  /// - Storage: every row's cells match the column index, basic symbols appear in no row, and
  ///   records and symbols point at each other.
  /// - The solution: restricted basic symbols are feasible, and it is optimal: no parametric
  ///   symbol's reduced cost (summed afresh from its column) would improve the objective.
  /// - Every row, recomputed from the constraints as the caller wrote them: a row is a
  ///   combination of those constraints whose weights can be read off its markers (cells,
  ///   marker-graph leaves and its basic symbol). Summing the constraints with those weights
  ///   must give the row's variables and constant again. The sum is compared at a random point
  ///   (every variable given a value), which checks every coefficient at once, the marker
  ///   graph's included, in one pass over the graph rather than one walk per row.
  /// - The marker graph: reference counts, links, no leaks, and no row past its budget.
  /// - Complexity: O(cells + symbols + marker nodes + the terms of all constraints).
  public func invariantViolation() -> String? {
    var isFreeSymbol = [Bool](repeating: false, count: symbolKind.count)
    for symbol in freeSymbols { isFreeSymbol[Int(symbol)] = true }
    var isFreeRecord = [Bool](repeating: false, count: records.count)
    for record in freeRecords { isFreeRecord[Int(record)] = true }
    let live = rows.indices.map { isLive(Int32($0)) }
    if let violation = storageViolation(isFreeRecord: isFreeRecord, live: live) { return violation }
    if let violation = solutionViolation(isFreeSymbol: isFreeSymbol, live: live) { return violation }
    var heads: [(row: Int32, node: Int32)] = []
    for (r, row) in rows.array.enumerated() where live[r] {
      if !row.markers.isEmpty { heads.append((Int32(r), row.markers.node)) }
      if row.markerMerges > row.markerBudget, Int(row.markerMerges) > markers.largestWalkEstimate { return "row \(r) took \(row.markerMerges) merges, past its budget" }
    }
    if let violation = markers.invariantViolation(heads: heads) { return violation }
    return identityViolation(isFreeRecord: isFreeRecord, live: live)
  }

  private func isLive(_ row: Int32) -> Bool {
    let basic = rows[Int(row)].basic
    return basic >= 0 && rowOfSymbol[Int(basic)] == row
  }

  private func storageViolation(isFreeRecord: [Bool], live: [Bool]) -> String? {
    let rows = self.rows.array
    if let violation = Self.poolViolation(rows.map(\.cells), in: cellPool, named: "row") { return violation }
    if let violation = Self.poolViolation(columns.array, in: columnPool, named: "column") { return violation }
    for (r, row) in rows.enumerated() where live[r] {
      for (i, cell) in cellPool.elements(of: row.cells).enumerated() {
        let column = column(of: cell.symbol)
        guard Int(cell.slot) < column.count, column[Int(cell.slot)].row == Int32(r), column[Int(cell.slot)].cell == Int32(i)
        else { return "row \(r) cell \(i) (symbol \(cell.symbol)) is not where its column says" }
        if rowOfSymbol[Int(cell.symbol)] >= 0 { return "row \(r) mentions basic symbol \(cell.symbol)" }
        if !cell.coefficient.isFinite || cell.coefficient == 0 { return "row \(r) has coefficient \(cell.coefficient)" }
        if abs(cell.coefficient) > row.scale * (1 + 1e-9) { return "row \(r) understates its scale" }
      }
      if !constants[r].isFinite { return "row \(r) has constant \(constants[r])" }
      let level = symbolKind[Int(row.basic)].isWeighed ? levelOfSymbol[Int(row.basic)] : -1
      if rowLevel[r] != level { return "row \(r) is at level \(rowLevel[r]), its basic symbol at \(level)" }
      if level >= 0 {
        let record = recordOfSymbol[Int(row.basic)]
        let priority = symbolKind[Int(row.basic)] == .artificial ? .infinity : (record >= 0 ? records[Int(record)].priority : 0)
        if levelPriority[Int(level)] != priority { return "row \(r)'s level \(level) is not its basic symbol's priority" }
      }
    }
    var weighed = [Int32](repeating: 0, count: symbolKind.count)
    for (r, row) in rows.enumerated() where live[r] && symbolKind[Int(row.basic)].isWeighed {
      for cell in cellPool.elements(of: row.cells) { weighed[Int(cell.symbol)] += 1 }
    }
    if let s = weighed.indices.first(where: { weighed[$0] != weighedEntries[$0] }) {
      return "symbol \(s) counts \(weighedEntries[s]) weighed rows, but \(weighed[s]) mention it"
    }
    for (s, column) in columns.array.enumerated() where isListed[s] {
      let list = weighedLists[s]
      if list.count != Int(weighedEntries[s]) { return "symbol \(s) lists \(list.count) weighed rows of \(weighedEntries[s])" }
      for (slot, entry) in columnPool.elements(of: column).enumerated() {
        let position = Int(entry.weighedSlot)
        let listed = position >= 0 && position < list.count && list[position] == Int32(slot)
        if listed != (rowLevel[Int(entry.row)] >= 0) { return "symbol \(s)'s list of weighed rows is wrong at slot \(slot)" }
      }
    }
    for (s, column) in columns.array.enumerated() {
      for (slot, entry) in columnPool.elements(of: column).enumerated() {
        guard live[Int(entry.row)] else { return "column of symbol \(s) points at a dead row" }
        let cells = self.cells(of: entry.row)
        let ok = Int(entry.cell) < cells.count && cells[Int(entry.cell)].symbol == Int32(s)
          && cells[Int(entry.cell)].slot == Int32(slot)
        guard ok else { return "column of symbol \(s) points at a cell that is not there" }
      }
    }
    for (index, record) in records.enumerated() where !isFreeRecord[index] {
      if record.isDormant, record.marker >= 0 || record.other >= 0 || record.leaf >= 0 {
        return "dormant record \(index) still has tableau symbols"
      }
      if record.isRequired {
        // Every required constraint holds at the solution, whether the tableau carries it as a
        // row of its own, through its marker, or (implied) not at all.
        let (off, allowed) = requiredResidue(of: Int32(index))
        if off > allowed {
          return "required record \(index) (constraint \(record.id), \(record.relation)) is off by \(off)"
        }
      }
      for symbol in [record.marker, record.other] where symbol >= 0 {
        if recordOfSymbol[Int(symbol)] != Int32(index) { return "symbol \(symbol) does not name its record \(index)" }
      }
      if record.leaf >= 0, markers.nodes[Int(record.leaf)].leafRecord != Int32(index) {
        return "leaf \(record.leaf) does not name its record \(index)"
      }
    }
    return nil
  }

  private func solutionViolation(isFreeSymbol: [Bool], live: [Bool]) -> String? {
    let slack = 10 * feasibilityThreshold
    for (r, row) in rows.array.enumerated() where live[r] {
      if symbolKind[Int(row.basic)].isRestricted, constants[r] < -slack {
        return "row \(r) with restricted basic \(row.basic) is infeasible (\(constants[r]))"
      }
      if symbolKind[Int(row.basic)] == .artificial { return "row \(r) has an artificial basic symbol" }
    }
    var buffer: [CostTerm] = []
    var positions = freshLevelPositions()
    for s in symbolKind.indices where rowOfSymbol[s] < 0 && !isFreeSymbol[s] {
      let kind = symbolKind[s]
      guard kind != .dummy, kind != .artificial else { continue }
      _ = reducedCost(of: Int32(s), into: &buffer, positions: &positions)
      let sign: Double = buffer.first.map { $0.value < 0 ? -1 : 1 } ?? 0
      // As in `optimize`: a direction that no row bounds beyond rounding is rounding itself.
      let direction: Double = sign < 0 ? 1 : -1
      func bounded() -> Bool {
        column(of: Int32(s)).contains { entry in
          let row = rows[Int(entry.row)]
          let c = coefficient(at: entry) * direction
          return symbolKind[Int(row.basic)].isRestricted && c < -pivotThreshold(of: Int(entry.row))
        }
      }
      if sign < 0 || (sign > 0 && kind == .external), bounded() {
        var cost: [CostTerm] = []
        _ = reducedCost(of: Int32(s), into: &cost, positions: &positions)
        let entries = column(of: Int32(s)).map { entry -> String in
          let basic = rows[Int(entry.row)].basic
          return "row \(entry.row) basic \(basic) \(symbolKind[Int(basic)]) c=\(coefficient(at: entry)) const=\(constants[Int(entry.row)])"
        }
        return "not optimal: parametric \(kind) symbol \(s) would improve the objective: cost \(cost.map { ($0.priority, $0.value) }), column \(entries)"
      }
      if let violation = cachedLeadingTermViolation(of: Int32(s)) { return violation }
    }
    return nil
  }

  /// Whether a cached leading term (``CachedCost/leadingOnly``) is still what summing the
  /// column afresh gives: the highest level the symbol's column and own weight hold, and the
  /// sum there to within rounding of its terms. Pricing trusts the cache between changes, and
  /// a new weighed row updates it in place (``noteNewWeighedRow(_:)``) instead of dropping it.
  private func cachedLeadingTermViolation(of symbol: Int32) -> String? {
    let cached = costCache[Int(symbol)]
    guard cached.count == CachedCost.leadingOnly else { return nil }
    var highest = levelOfSymbol[Int(symbol)]
    func priority(_ level: Int32) -> Double { level >= 0 ? levelPriority[Int(level)] : -.infinity }
    for entry in column(of: symbol) where priority(rowLevel[Int(entry.row)]) > priority(highest) {
      highest = rowLevel[Int(entry.row)]
    }
    guard highest == cached.level else {
      return "symbol \(symbol)'s cached leading level \(cached.level) is not its highest, \(highest)"
    }
    var sum = highest == levelOfSymbol[Int(symbol)] ? 1.0 : 0
    var magnitude = abs(sum)
    for entry in column(of: symbol) where rowLevel[Int(entry.row)] == highest {
      sum += coefficient(at: entry)
      magnitude += abs(coefficient(at: entry))
    }
    guard abs(sum - cached.value) <= 1e-9 * max(magnitude, 1) else {
      return "symbol \(symbol)'s cached leading term \(cached.value) is not its column's sum, \(sum)"
    }
    return nil
  }

  /// Whether each list lies inside its own block of the pool, which no other list shares.
  /// - Complexity: O(lists + slots the pool handed out).
  private static func poolViolation<Element>(
    _ lists: [PooledList], in pool: borrowing ListPool<Element>, named kind: String
  ) -> String? {
    var taken = [Bool](repeating: false, count: pool.used)
    for (index, list) in lists.enumerated() where list.capacity > 0 {
      guard list.count <= list.capacity, list.start >= 0, Int(list.start + list.capacity) <= pool.used else {
        return "\(kind) \(index) holds \(list.count) of \(list.capacity) slots from \(list.start), past its pool"
      }
      for slot in Int(list.start)..<Int(list.start + list.capacity) {
        if taken[slot] { return "\(kind) \(index) shares pool slot \(slot) with another" }
        taken[slot] = true
      }
    }
    return nil
  }

  /// Checks every row against the constraints it combines (see ``invariantViolation()``).
  private func identityViolation(isFreeRecord: [Bool], live: [Bool]) -> String? {
    // A fixed pseudo-random point: every variable gets a value in [1, 2).
    var variableOfSymbol = [Int](repeating: -1, count: symbolKind.count)
    var point = [Double](repeating: 0, count: symbolOfVariable.count)
    var state: UInt64 = 0x5EED
    for (variable, symbol) in symbolOfVariable.enumerated() {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      point[variable] = 1 + Double(state >> 11) * 0x1p-53
      if symbol >= 0 { variableOfSymbol[Int(symbol)] = variable }
    }
    // Each constraint at that point, `constant + Σ terms`, with the magnitude summed.
    var atPoint = [(value: Double, magnitude: Double)](repeating: (0, 0), count: records.count)
    for (index, record) in records.enumerated() where !isFreeRecord[index] {
      var value = record.constant
      var magnitude = abs(record.constant)
      for term in record.terms where term.variable < point.count {
        value += term.coefficient * point[term.variable]
        magnitude += abs(term.coefficient * point[term.variable])
      }
      atPoint[index] = (value, magnitude)
    }
    // Every node's marker expression at that point: the leaves take their constraint's value.
    let graph = markers.valuesAtLeaves { record in atPoint[Int(record)] }
    for (r, row) in rows.array.enumerated() where live[r] {
      // Weights read off explicit markers, checked for consistency; both sides of the row's
      // identity accumulate into `difference` with their magnitude.
      var weights: [Int32: Double] = [:]
      let basic = row.basic
      var lhs = -constants[r]
      var magnitude = abs(constants[r])
      if symbolKind[Int(basic)] == .external {
        lhs += point[variableOfSymbol[Int(basic)]]
        magnitude += point[variableOfSymbol[Int(basic)]]
      } else if recordOfSymbol[Int(basic)] >= 0 {
        weights[recordOfSymbol[Int(basic)]] = 1 / records[Int(recordOfSymbol[Int(basic)])].sigma(of: basic)
      }
      for cell in cellPool.elements(of: row.cells) {
        if symbolKind[Int(cell.symbol)] == .external {
          let x = point[variableOfSymbol[Int(cell.symbol)]]
          lhs -= cell.coefficient * x
          magnitude += abs(cell.coefficient * x)
          continue
        }
        let record = recordOfSymbol[Int(cell.symbol)]
        guard record >= 0 else { return "row \(r) mentions symbol \(cell.symbol), which belongs to no constraint" }
        let mu = -cell.coefficient / records[Int(record)].sigma(of: cell.symbol)
        if let existing = weights[record] {
          if abs(existing - mu) > 1e-7 * max(1, abs(existing), abs(mu)) {
            return "row \(r) combines record \(record) as \(existing) and as \(mu)"
          }
        } else {
          weights[record] = mu
        }
      }
      var rhs = 0.0
      for (record, mu) in weights {
        let info = records[Int(record)]
        // A record whose other symbol the row does not mention must have weight zero.
        for symbol in [info.marker, info.other] where symbol >= 0 && symbol != basic && abs(mu) > 1e-9 {
          if cellIndex(of: symbol, in: Int32(r)) == nil {
            return "row \(r) uses record \(record) (weight \(mu)) without its symbol \(symbol)"
          }
        }
        rhs += mu * atPoint[Int(record)].value
        magnitude += abs(mu) * atPoint[Int(record)].magnitude
      }
      if !row.markers.isEmpty {
        let node = graph[Int(row.markers.node)]
        rhs -= row.markers.scale * node.value
        magnitude += abs(row.markers.scale) * node.magnitude
      }
      if abs(lhs - rhs) > 1e-7 * max(1, magnitude) + 10 * feasibilityThreshold {
        return "row \(r) differs by \(lhs - rhs) from the constraints it combines (magnitude \(magnitude))"
      }
    }
    return nil
  }
}
