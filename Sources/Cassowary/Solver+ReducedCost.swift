// The objective, derived from the column index instead of stored, and the candidate heap.
//
// Auto Layout's priorities are strict: no number of violated priority-250 constraints may
// outweigh one violated priority-750 constraint. Summing weighted errors into one row (as kiwi
// does with strengths 1, 1000, 10⁶) breaks that as soon as enough weak errors add up. Here each
// distinct priority is its own level, and a symbol's reduced cost is the vector of its
// coefficients in the levels, highest priority first: a symbol improves the objective when the
// first non-zero entry is negative. Minimizing lexicographically is exactly "satisfy the higher
// priority first, then the next one among those solutions".
//
// Level L's objective is the sum of the errors of priority L. Written over parametric symbols,
// each basic error contributes its row and each parametric error itself, so a parametric
// symbol's coefficient at level L is `[it is an error of priority L] + Σ its coefficients in the
// rows whose basic symbol is an error of priority L`: its column holds everything needed. So
// the objective is not stored at all. That costs nothing where it is used (the primal ratio test
// reads the same column), takes no memory per level (a thousand distinct priorities cost what
// five do), and cannot drift: every reduced cost is summed afresh from the tableau, and a sum
// that cancels relative to its terms is zero (``Tolerance``).

/// One entry of a reduced-cost vector: the symbol's coefficient in one priority level.
struct CostTerm {
  var priority: Double
  var value: Double
  var magnitude: Double
  /// The level's index in ``Solver/levelPriority``.
  var level: Int32 = -1
}

/// The leading term of a reduced cost kept between uses, and how many terms the whole vector
/// has: most symbols have one or two levels, and a dual-simplex ratio test asks for the same
/// symbols' costs pivot after pivot. A change to the symbol's column in a weighed row
/// invalidates it (``Solver/noteCandidate(_:)``), except a leading term's where the change is
/// below its level (``Solver/noteCandidate(_:changedAt:)``) or a new row it can be updated by
/// (``Solver/noteNewWeighedRow(_:)``).
///
/// Sixteen bytes, where the three terms with their priorities took 56: a ratio test reads one
/// entry per candidate, at random among all the symbols, and at 10,000 views the wide entries
/// spread those reads over enough pages to miss the address translation cache on most of
/// them. The second and third terms, needed only when leading terms tie, are kept apart
/// (``CachedCostTail``).
struct CachedCost {
  var value = 0.0
  /// The leading term's level in ``Solver/levelPriority``.
  var level: Int32 = -1
  /// -1: not cached; 0...3: the number of terms; 4: too long to cache; ``leadingOnly``.
  var count: Int8
  static let invalid = CachedCost(count: -1)
  /// Only the leading term is known, which is all pricing asks (``Solver/countedCost(_:)``); a
  /// ratio test sums the whole vector.
  static let leadingOnly: Int8 = 5
  /// Whether the whole vector is cached (its tail in ``CachedCostTail`` past one term).
  var isWhole: Bool { count >= 0 && count <= 3 }
}

/// The second and third terms of a cached reduced cost of two or three levels.
struct CachedCostTail {
  var value1 = 0.0, value2 = 0.0
  var level1: Int32 = -1, level2: Int32 = -1
}

extension Solver {
  /// Levels up to which a reduced cost's terms are ordered by insertion sort; past them (a
  /// layout with many distinct priorities in one column) by the standard library's sort.
  static let insertionSortLevels = 32

  /// The weighed rows up to which a column's terms are merged by looking their level up among
  /// the terms so far, without the level table (``reducedCost(of:into:positions:)``), and
  /// above which pricing reads only the leading level (``countedCost(_:)``): at most this
  /// many plus the symbol's own weight, the whole cost fits ``CachedCost``.
  static let shortColumn: Int32 = 3

  /// Writes the reduced cost of the parametric `symbol` into `buffer`: its non-zero entries,
  /// highest priority first.
  ///
  /// Each weighed entry of the column is added into its level's term as it is read, found
  /// through `positions` (one slot per level, -1 where the level has no term yet, all -1 again
  /// on return), so every level sums its entries in column order at a constant cost per entry
  /// however many levels the column holds; only the levels found are sorted. Until 2026-11-25
  /// each entry looked its level up among the terms so far, and a column of more than 24
  /// levels was sorted entry by entry: on fuzz seed 60 of the priorities family (2,290
  /// constraints, dozens of levels per column) that lookup and sort were about half of the
  /// build's instructions.
  /// - Complexity: O(k + d²) for the k rows of its column whose basic symbol is weighed and the
  ///   d levels among them (O(k + d log d) past ``insertionSortLevels``), plus O(column) for
  ///   telling the weighed rows from the others.
  ///
  /// This and the other read-only helpers of pricing and the ratio test are inlined: called
  /// from a mutating method (the dual simplex, pricing), a non-mutating one is handed a copy of
  /// the whole solver struct, some 700 bytes copied onto the stack per call (callgrind on the
  /// collection resize, 2026-11-27).
  @inline(__always)
  func reducedCost(of symbol: Int32, into buffer: inout [CostTerm], positions: inout [Int32]) -> Int {
    guard weighedEntries[Int(symbol)] > Self.shortColumn else { return reducedCost(of: symbol, into: &buffer) }
    let own = startReducedCost(of: symbol, into: &buffer)
    if own >= 0 { positions[Int(own)] = 0 }
    let reads = forEachWeighedEntry(of: symbol) { level, c in
      let at = Int(positions[Int(level)])
      if at >= 0 {
        buffer[at].value += c
        buffer[at].magnitude += abs(c)
      } else {
        positions[Int(level)] = Int32(buffer.count)
        buffer.append(CostTerm(priority: levelPriority[Int(level)], value: c, magnitude: abs(c), level: level))
      }
    }
    // By index: iterating the array itself would hold a second reference and copy it.
    for index in buffer.indices { positions[Int(buffer[index].level)] = -1 }
    finishReducedCost(&buffer)
    return reads
  }

  /// ``reducedCost(of:into:positions:)`` for a column that weighs at most ``shortColumn`` rows
  /// (or none): each entry finds its level among the few terms so far, and the level table is
  /// not needed.
  /// - Complexity: O(column).
  @inline(__always)
  func reducedCost(of symbol: Int32, into buffer: inout [CostTerm]) -> Int {
    _ = startReducedCost(of: symbol, into: &buffer)
    guard weighedEntries[Int(symbol)] > 0 else { return 0 }
    let reads = forEachWeighedEntry(of: symbol) { level, c in
      if let at = buffer.firstIndex(where: { $0.level == level }) {
        buffer[at].value += c
        buffer[at].magnitude += abs(c)
      } else {
        buffer.append(CostTerm(priority: levelPriority[Int(level)], value: c, magnitude: abs(c), level: level))
      }
    }
    finishReducedCost(&buffer)
    return reads
  }

  /// Calls `body` with the level and the coefficient of each entry of the symbol's column whose
  /// row the objective weighs: from the symbol's list of them if it has one
  /// (``listWeighedEntries(of:)``), else from the whole column, in its order. Returns the
  /// entries read.
  ///
  /// Walking the column, most entries are rows the objective does not weigh, told apart by one
  /// read of a dense array. Either walk runs over raw buffers, without a bounds check or
  /// reference count per entry.
  /// - Complexity: O(weighed entries) for a listed symbol, else O(column).
  @inline(__always)
  @discardableResult
  func forEachWeighedEntry(of symbol: Int32, _ body: (Int32, Double) -> Void) -> Int {
    let s = Int(symbol)
    let entries = column(of: symbol)
    return rowLevel.withUnsafeBufferPointer { rowLevel in
      if isListed[s] {
        return weighedLists[s].withUnsafeBufferPointer { slots in
          for slot in slots {
            let entry = entries[Int(slot)]
            body(rowLevel[Int(entry.row)], coefficient(at: entry))
          }
          return slots.count
        }
      }
      for entry in entries {
        let level = rowLevel[Int(entry.row)]
        guard level >= 0 else { continue }
        body(level, coefficient(at: entry))
      }
      return entries.count
    }
  }

  /// Columns longer than this get a list of their weighed entries the first time a reduced
  /// cost is summed over them (``listWeighedEntries(of:)``).
  static let listedColumn = 16

  /// Gives a long column a list of its weighed entries, kept current from then on; returns the
  /// entries read to build it.
  ///
  /// Pricing walked a candidate's whole column to find the rows the objective weighs, and on the
  /// soft layouts where builds were slowest five in six entries were rows it does not weigh
  /// (fuzz seed 747 of the soft family: 14.9 million entries walked in its build, 2.1 million
  /// weighed). Kept for every column, the list cost the benchmark's collection resize (short
  /// columns, 16,000 pivots a resize) 18% more instructions and about 40% more time in its
  /// bookkeeping; built afresh whenever out of date, it was out of date at almost every use.
  /// So only long columns have one, and theirs is kept current.
  /// - Complexity: O(column) the first time, then O(1).
  mutating func listWeighedEntries(of symbol: Int32) -> Int {
    let s = Int(symbol)
    guard !isListed[s], weighedEntries[s] > 0, columns[s].count > Self.listedColumn else { return 0 }
    var list: [Int32] = []
    list.reserveCapacity(Int(weighedEntries[s]))
    let column = columnPool.mutableElements(of: columns[s])
    for slot in column.indices {
      if rowLevel[Int(column[slot].row)] >= 0 {
        column[slot].weighedSlot = Int32(list.count)
        list.append(Int32(slot))
      } else {
        column[slot].weighedSlot = -1
      }
    }
    weighedLists[s] = list
    isListed[s] = true
    return column.count
  }

  /// Empties `buffer` and puts the symbol's own weight in it, if the objective weighs it:
  /// returns that level, or -1.
  @inline(__always)
  private func startReducedCost(of symbol: Int32, into buffer: inout [CostTerm]) -> Int32 {
    buffer.removeAll(keepingCapacity: true)
    let own = levelOfSymbol[Int(symbol)]
    if own >= 0 {
      buffer.append(CostTerm(priority: levelPriority[Int(own)], value: 1, magnitude: 1, level: own))
    }
    return own
  }

  /// Orders the summed levels, highest priority first, and drops those that cancel to
  /// rounding.
  @inline(__always)
  private func finishReducedCost(_ buffer: inout [CostTerm]) {
    if buffer.count > 1 {
      if buffer.count <= Self.insertionSortLevels {
        // Insertion sort: levels are few, and this runs for every candidate.
        for i in 1..<buffer.count {
          let term = buffer[i]
          var j = i
          while j > 0, buffer[j - 1].priority < term.priority {
            buffer[j] = buffer[j - 1]
            j -= 1
          }
          buffer[j] = term
        }
      } else {
        buffer.sort { $0.priority > $1.priority }
      }
    }
    var kept = 0
    let tolerance = Tolerance.reducedCost * reducedCostNoise
    for index in buffer.indices where abs(buffer[index].value) > tolerance * max(buffer[index].magnitude, 1) {
      buffer[kept] = buffer[index]
      kept += 1
    }
    buffer.removeLast(buffer.count - kept)
  }

  /// A `positions` argument for ``reducedCost(of:into:positions:)`` outside the simplex, which
  /// keeps its own (``levelPositionScratch``).
  func freshLevelPositions() -> [Int32] { [Int32](repeating: -1, count: levelPriority.count) }

  /// The sign of the symbol's reduced cost: the sign of its first non-zero level, or 0.
  func costSign(_ symbol: Int32, positions: inout [Int32]) -> Double {
    var buffer: [CostTerm] = []
    _ = reducedCost(of: symbol, into: &buffer, positions: &positions)
    guard let first = buffer.first else { return 0 }
    return first.value < 0 ? -1 : 1
  }

  /// The reduced cost of `symbol` from the cache, or summed and cached (a cached leading level
  /// alone is summed again, whole). Returns the column entries read.
  mutating func cachedReducedCost(of symbol: Int32, into buffer: inout [CostTerm]) -> Int {
    let s = Int(symbol)
    let cached = costCache[s]
    if cached.isWhole {
      buffer.removeAll(keepingCapacity: true)
      if cached.count > 0 { buffer.append(cachedTerm(level: cached.level, value: cached.value)) }
      if cached.count > 1 {
        let tail = costCacheTail[s]
        buffer.append(cachedTerm(level: tail.level1, value: tail.value1))
        if cached.count > 2 { buffer.append(cachedTerm(level: tail.level2, value: tail.value2)) }
      }
      return 0
    }
    var reads = listWeighedEntries(of: symbol)
    if weighedEntries[s] <= Self.shortColumn {
      // Without the level table, which is then not taken out of `self` and put back.
      reads += reducedCost(of: symbol, into: &buffer)
    } else {
      var positions = levelPositionScratch
      levelPositionScratch = []
      reads += reducedCost(of: symbol, into: &buffer, positions: &positions)
      levelPositionScratch = positions
    }
    var entry = CachedCost(count: Int8(min(buffer.count, 4)))
    if buffer.count <= 3 {
      if buffer.count > 0 { entry.level = buffer[0].level; entry.value = buffer[0].value }
      if buffer.count > 1 {
        var tail = CachedCostTail(value1: buffer[1].value, level1: buffer[1].level)
        if buffer.count > 2 { tail.level2 = buffer[2].level; tail.value2 = buffer[2].value }
        costCacheTail[s] = tail
      }
    }
    costCache[s] = entry
    return reads
  }

  /// A cached term as a term of a summed vector.
  @inline(__always)
  func cachedTerm(level: Int32, value: Double) -> CostTerm {
    CostTerm(priority: levelPriority[Int(level)], value: value, magnitude: abs(value), level: level)
  }

  /// The sign of the symbol's reduced cost, the priority of the level that decides it and its
  /// value there, counting the column entries read.
  ///
  /// Pricing needs only the leading level, which one pass over the column finds without
  /// ordering the others (``leadingCost(of:)``); the whole vector is summed only when that
  /// level cancels to rounding. On a layout of many distinct priorities a column holds dozens
  /// of levels, and ordering them for every candidate was most of a build's work. The leading
  /// level is cached (``CachedCost/leadingOnly``) for the candidates partial pricing puts back.
  /// A column that weighs three rows or fewer is summed whole and cached, as a ratio test
  /// would: one whose cost the dual simplex asks for after pricing then finds it cached.
  mutating func countedCost(_ symbol: Int32) -> (sign: Double, level: Double, value: Double) {
    let cached = costCache[Int(symbol)]
    if cached.count >= 1 && cached.count <= 3 {
      return (cached.value < 0 ? -1 : 1, levelPriority[Int(cached.level)], cached.value)
    }
    if let term = leadingTerm(of: symbol) {
      return (term.value < 0 ? -1 : 1, term.priority, term.value)
    }
    var buffer = costScratch
    costScratch = []
    counters.reducedCostReads += cachedReducedCost(of: symbol, into: &buffer)
    let result: (Double, Double, Double) =
      buffer.first.map { ($0.value < 0 ? -1 : 1, $0.priority, $0.value) } ?? (0, -.infinity, 0)
    costScratch = buffer
    return result
  }

  /// The leading level of the symbol's reduced cost, as ``reducedCost(of:into:positions:)``
  /// sums it (its entries in column order, the symbol's own weight first), and the column
  /// entries read; `nil` when that level cancels to rounding or there is none, and the whole
  /// vector must say.
  /// - Complexity: O(column).
  @inline(__always)
  func leadingCost(of symbol: Int32) -> (term: CostTerm?, reads: Int) {
    var priority = -Double.infinity
    var value = 0.0
    var magnitude = 0.0
    var leading: Int32 = -1
    let own = levelOfSymbol[Int(symbol)]
    if own >= 0 {
      priority = levelPriority[Int(own)]
      value = 1
      magnitude = 1
      leading = own
    }
    var reads = 0
    if weighedEntries[Int(symbol)] > 0 {
      // Not `forEachWeighedEntry`'s closure: a row below the leading level so far is passed
      // over before its coefficient is read (7% of a many-priority build's instructions).
      @inline(__always) func take(_ level: Int32, _ entry: ColumnEntry) {
        let p = levelPriority[Int(level)]
        guard p >= priority else { return }
        let c = coefficient(at: entry)
        if p > priority {
          priority = p
          value = c
          magnitude = abs(c)
          leading = level
        } else {
          value += c
          magnitude += abs(c)
        }
      }
      let s = Int(symbol)
      let entries = column(of: symbol)
      rowLevel.withUnsafeBufferPointer { rowLevel in
        if isListed[s] {
          weighedLists[s].withUnsafeBufferPointer { slots in
            reads = slots.count
            for slot in slots {
              let entry = entries[Int(slot)]
              take(rowLevel[Int(entry.row)], entry)
            }
          }
        } else {
          reads = entries.count
          for entry in entries {
            let level = rowLevel[Int(entry.row)]
            if level >= 0 { take(level, entry) }
          }
        }
      }
    }
    let tolerance = Tolerance.reducedCost * reducedCostNoise
    guard priority > -.infinity, abs(value) > tolerance * max(magnitude, 1) else { return (nil, reads) }
    return (CostTerm(priority: priority, value: value, magnitude: magnitude, level: leading), reads)
  }

  /// Lexicographic comparison of `a / ca` with `b / cb`, two reduced-cost vectors each divided
  /// by a positive number: the dual simplex ratio. Returns nil when they are equal. Sets
  /// `nearTie` when the deciding level's two ratios agree to within ``Tolerance/nearTie``: the
  /// order may then be the rounding's, not the numbers'.
  static func ratio(
    _ a: [CostTerm], over ca: Double, isLessThan b: [CostTerm], over cb: Double, nearTie: inout Bool
  ) -> Bool? {
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      let pa = i < a.count ? a[i].priority : -.infinity
      let pb = j < b.count ? b[j].priority : -.infinity
      let priority = max(pa, pb)
      let ra = pa == priority ? a[i].value / ca : 0
      let rb = pb == priority ? b[j].value / cb : 0
      if pa == priority { i += 1 }
      if pb == priority { j += 1 }
      if let less = compareRatios(ra, rb, nearTie: &nearTie) { return less }
    }
    return nil
  }

  /// ``ratio(_:over:isLessThan:over:nearTie:)`` at the higher of the two vectors' first levels
  /// only, which is all a dual ratio test usually needs: one vector's first level above the
  /// other's decides, and so do two first levels at one priority that differ. Returns nil when
  /// they agree there (or both vectors are zero): the levels below must say.
  static func leadingRatio(
    _ a: [CostTerm], over ca: Double, isLessThan b: [CostTerm], over cb: Double, nearTie: inout Bool
  ) -> Bool? {
    let pa = a.first?.priority ?? -.infinity
    let pb = b.first?.priority ?? -.infinity
    guard pa > -.infinity || pb > -.infinity else { return nil }
    let priority = max(pa, pb)
    let ra = pa == priority ? a[0].value / ca : 0
    let rb = pb == priority ? b[0].value / cb : 0
    return compareRatios(ra, rb, nearTie: &nearTie)
  }

  /// One level of a ratio comparison: whether `ra` is less than `rb` beyond rounding, nil when
  /// they agree within it; sets `nearTie` when they differ by little more than that.
  @inline(__always)
  static func compareRatios(_ ra: Double, _ rb: Double, nearTie: inout Bool) -> Bool? {
    let tolerance = Tolerance.reducedCost * max(abs(ra), abs(rb))
    if abs(ra - rb) > tolerance, abs(ra - rb) <= Tolerance.nearTie * max(abs(ra), abs(rb)) { nearTie = true }
    if ra < rb - tolerance { return true }
    if rb < ra - tolerance { return false }
    return nil
  }

  /// The reduced cost of a dual ratio test's candidate, as far as a first comparison needs it:
  /// its leading term when that is cached, or found in one pass over a column that weighs
  /// more than three rows (as ``countedCost(_:)`` decides) and does not cancel; else the whole
  /// vector, summed and cached. Returns whether `buffer` holds the whole vector; if not, it
  /// holds the leading term, and ``cachedReducedCost(of:into:)`` gives the rest when a tie
  /// asks for it.
  @inline(__always)
  mutating func ratioTestCost(of symbol: Int32, into buffer: inout [CostTerm]) -> Bool {
    if let term = leadingTerm(of: symbol) {
      buffer.removeAll(keepingCapacity: true)
      buffer.append(term)
      return false
    }
    let cached = costCache[Int(symbol)]
    if cached.isWhole {
      // The leading term alone, as for a long column: the tail is read only on a tie.
      buffer.removeAll(keepingCapacity: true)
      if cached.count > 0 { buffer.append(cachedTerm(level: cached.level, value: cached.value)) }
      return cached.count <= 1
    }
    counters.reducedCostReads += cachedReducedCost(of: symbol, into: &buffer)
    return true
  }

  /// The leading term of the reduced cost of a symbol whose column weighs more than
  /// ``shortColumn`` rows: cached as ``CachedCost/leadingOnly``, or found in one pass
  /// (``leadingCost(of:)``, its reads counted) and cached so; nil for a short column, a whole
  /// vector already cached, or a leading level that cancels: the whole vector must say.
  @inline(__always)
  mutating func leadingTerm(of symbol: Int32) -> CostTerm? {
    let s = Int(symbol)
    guard weighedEntries[s] > Self.shortColumn else { return nil }
    let cached = costCache[s]
    if cached.count == CachedCost.leadingOnly { return cachedTerm(level: cached.level, value: cached.value) }
    guard !cached.isWhole else { return nil }
    counters.reducedCostReads += listWeighedEntries(of: symbol)
    let (term, reads) = leadingCost(of: symbol)
    counters.reducedCostReads += reads
    if let term { costCache[s] = CachedCost(value: term.value, level: term.level, count: CachedCost.leadingOnly) }
    return term
  }

  // MARK: Candidate heap

  /// Puts a parametric `symbol` whose reduced cost may have changed in the candidate heap.
  ///
  /// Called for every symbol whose coefficient changes in a row with a weighed basic symbol (and
  /// for every symbol of a row whose basic symbol becomes or stops being weighed), so the heap
  /// always holds every improving parametric symbol, and possibly others, which are dropped
  /// when popped: choosing the entering symbol never scans the tableau.
  mutating func noteCandidate(_ symbol: Int32) {
    costCache[Int(symbol)] = .invalid
    pushCandidate(symbol)
  }

  /// ``noteCandidate(_:)`` for a change to the symbol's column in a row of `level` only: a
  /// cached leading term at a higher level stands.
  ///
  /// The leading term sums the column's entries at its level, the highest the column holds;
  /// an entry changed, added or removed at a lower level is not among them, and cannot make a
  /// level above it. On a layout of many priorities most rows weigh less than most symbols'
  /// leading levels, and a pivot's merges used to drop every cost they touched.
  /// - Complexity: O(log heap).
  mutating func noteCandidate(_ symbol: Int32, changedAt level: Int32) {
    let s = Int(symbol)
    let cached = costCache[s]
    if cached.count != CachedCost.leadingOnly || levelPriority[Int(level)] >= levelPriority[Int(cached.level)] {
      costCache[s] = .invalid
    }
    pushCandidate(symbol)
  }

  /// Notes that `row`, a new row over parametric symbols, has just started counting in the
  /// objective: each of its symbols' reduced costs gains the symbol's coefficient in the row's
  /// level, and no other term changes. A cached leading term is updated in place where the
  /// update gives what summing the column afresh would, and dropped otherwise.
  ///
  /// An insertion solved for the constraint's own error is such a row, and invalidating its
  /// symbols' costs made pricing read each of their columns whole again: on fuzz seed 60 of the
  /// priorities family (a thousand levels), 1,800 entries an insertion, two thirds of them in
  /// insertions that then found nothing to improve (SOLVER-COST.md, seventeenth session). With
  /// the leading term at level `P` and the new term at `L`:
  /// - `L` below `P`: the leading sum does not include the new entry; it stands.
  /// - `L` above `P`: no entry was at `L` (the leading level is the highest present), so the new
  ///   leading term is the coefficient alone.
  /// - `L` at `P`: the fresh sum is the cached one plus the coefficient, added last as the new
  ///   entry is last in the column. Whether it cancels depends on the terms' magnitudes, which
  ///   the cache does not hold; the sum is kept only where it cannot cancel: it grew by more
  ///   than the tolerance can have grown (the signs agree).
  /// A whole vector (a short column, or one whose leading level cancelled) is dropped.
  /// - Complexity: O(cells of the row · log heap).
  mutating func noteNewWeighedRow(_ row: Int32) {
    let level = rowLevel[Int(row)]
    let priority = levelPriority[Int(level)]
    let tolerance = Tolerance.reducedCost * reducedCostNoise
    let cells = rows[Int(row)].cells
    for i in cells.indices {
      let cell = cellPool[cells, i]
      let s = Int(cell.symbol)
      let c = cell.coefficient
      var cached = costCache[s]
      if cached.count == CachedCost.leadingOnly {
        let leading = levelPriority[Int(cached.level)]
        if priority > leading {
          cached = abs(c) > tolerance * max(abs(c), 1)
            ? CachedCost(value: c, level: level, count: CachedCost.leadingOnly) : .invalid
        } else if priority == leading {
          let sum = cached.value + c
          if abs(sum) >= abs(cached.value) + tolerance * abs(c), abs(sum) > tolerance {
            cached.value = sum
          } else {
            cached = .invalid
          }
        }
      } else {
        cached = .invalid
      }
      costCache[s] = cached
      pushCandidate(cell.symbol)
    }
  }

  /// Puts `symbol` in the candidate heap (once), keeping its cached reduced cost.
  /// - Complexity: O(log heap).
  private mutating func pushCandidate(_ symbol: Int32) {
    let s = Int(symbol)
    guard !inCandidateHeap[s], rowOfSymbol[s] < 0, symbolKind[s] != .dummy, symbolKind[s] != .artificial
    else { return }
    counters.heapOperations += 1
    inCandidateHeap[s] = true
    candidateHeap.append(symbol)
    var child = candidateHeap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if candidateHeap[parent] <= candidateHeap[child] { break }
      candidateHeap.swapAt(parent, child)
      child = parent
    }
  }

  /// The entering symbol, with the direction that improves: +1 to increase it, -1
  /// (unrestricted only) to decrease it. With `width` 1 it is the lowest-numbered improving
  /// parametric symbol (Bland's rule, which cannot cycle); with more, the steepest of the first
  /// `width` improving symbols in the heap (partial pricing): the one whose decisive level is
  /// the highest, and within it the largest rate of improvement per unit of the pivot's work
  /// (``popImprovingSymbol()``). The others go back into the heap with their cached costs.
  /// Partial pricing takes far fewer pivots than Bland's rule on layouts with many priorities;
  /// `optimize` falls back to width 1 while pivots stall.
  /// - Complexity: O(width · (log heap + reduced cost)), plus the symbols popped and dropped.
  mutating func popEnteringSymbol(width: Int = 1) -> (symbol: Int32, direction: Double)? {
    guard var best = popImprovingSymbol() else { return nil }
    guard width > 1 else { return (best.symbol, best.direction) }
    // Taken out of `self` so that it is uniquely referenced and reused, not reallocated.
    var passed = pricingScratch
    pricingScratch = []
    passed.removeAll(keepingCapacity: true)
    while passed.count + 1 < width, let next = popImprovingSymbol() {
      if next.level > best.level || (next.level == best.level && next.rate > best.rate) {
        passed.append(best.symbol)
        best = next
      } else {
        passed.append(next.symbol)
      }
    }
    for symbol in passed { pushCandidate(symbol) }
    pricingScratch = passed
    return (best.symbol, best.direction)
  }

  /// Pops symbols until one improves: its direction, decisive level and rate of improvement,
  /// divided by (1 + n)·√(1 + n) for a column of n entries.
  ///
  /// The rate alone measures a step along the symbol's own axis; the steepest-edge rule
  /// divides it by the length of the edge the pivot moves along, whose components are the
  /// symbol's column, taken as if every entry were one (Devex's starting weights): √(1 + n).
  /// A pivot then merges its row into every row of the column, so its work, and the fill-in it
  /// spreads on layouts whose soft constraints conflict, grows with 1 + n: the rate is weighed
  /// per unit of that work as well. Weighed so, fuzz builds do 19-26% less work (the solver's
  /// own count, on seeds 1-160, 1,001-1,100, 1,101-1,250 and 2,001-2,200) than with √(1 + n)
  /// alone (25a74eb to 2026-11-28). Stronger preferences for short columns did less work still, the shortest
  /// column first least, but that rule ignores the rate, and on soft seed 211 (positions near
  /// 10⁸) it pivoted its way to a required equality off by 232 points (SOLVER-COST.md,
  /// sixteenth session). Each weight costs no read beyond the column's count.
  private mutating func popImprovingSymbol() -> (symbol: Int32, direction: Double, level: Double, rate: Double)? {
    while let top = candidateHeap.first {
      counters.heapOperations += 1
      let last = candidateHeap.removeLast()
      if !candidateHeap.isEmpty {
        candidateHeap[0] = last
        var parent = 0
        while true {
          let left = 2 * parent + 1
          if left >= candidateHeap.count { break }
          var smallest = left
          if left + 1 < candidateHeap.count, candidateHeap[left + 1] < candidateHeap[left] { smallest = left + 1 }
          if candidateHeap[parent] <= candidateHeap[smallest] { break }
          candidateHeap.swapAt(parent, smallest)
          parent = smallest
        }
      }
      inCandidateHeap[Int(top)] = false
      guard rowOfSymbol[Int(top)] < 0 else { continue }
      let (sign, level, value) = countedCost(top)
      let n = 1 + Double(columns[Int(top)].count)
      let rate = abs(value) / (n * n.squareRoot())
      if sign < 0 { return (top, 1, level, rate) }
      if sign > 0, symbolKind[Int(top)] == .external { return (top, -1, level, rate) }
    }
    return nil
  }

  /// Empties the candidate heap (after a failed call, whose candidates no longer apply).
  mutating func clearCandidates() {
    for symbol in candidateHeap { inCandidateHeap[Int(symbol)] = false }
    candidateHeap.removeAll(keepingCapacity: true)
  }
}
