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
}

extension Solver {
  /// The priority level that counts `symbol` (a weighed symbol), `.infinity` for the artificial
  /// symbol of a phase-one start.
  func weight(of symbol: Int32) -> Double {
    if symbolKind[Int(symbol)] == .artificial { return .infinity }
    let record = recordOfSymbol[Int(symbol)]
    return record >= 0 ? records[Int(record)].priority : 0
  }

  /// Writes the reduced cost of the parametric `symbol` into `buffer`: its non-zero entries,
  /// highest priority first.
  /// - Complexity: O(k log k) for the k rows of its column whose basic symbol is weighed.
  func reducedCost(of symbol: Int32, into buffer: inout [CostTerm]) -> Int {
    buffer.removeAll(keepingCapacity: true)
    if symbolKind[Int(symbol)].isWeighed {
      buffer.append(CostTerm(priority: weight(of: symbol), value: 1, magnitude: 1))
    }
    let column = columns[Int(symbol)]
    for entry in column {
      let basic = rows[Int(entry.row)].basic
      guard basic >= 0, symbolKind[Int(basic)].isWeighed else { continue }
      let c = rows[Int(entry.row)].cells[Int(entry.cell)].coefficient
      buffer.append(CostTerm(priority: weight(of: basic), value: c, magnitude: abs(c)))
    }
    if buffer.count > 1 {
      buffer.sort { $0.priority > $1.priority }
      var merged = 0
      for term in buffer {
        if merged > 0, buffer[merged - 1].priority == term.priority {
          buffer[merged - 1].value += term.value
          buffer[merged - 1].magnitude += term.magnitude
        } else {
          buffer[merged] = term
          merged += 1
        }
      }
      buffer.removeLast(buffer.count - merged)
    }
    buffer.removeAll { abs($0.value) <= Tolerance.reducedCost * $0.magnitude }
    return column.count
  }

  /// The sign of the symbol's reduced cost: the sign of its first non-zero level, or 0.
  func costSign(_ symbol: Int32) -> Double {
    var buffer: [CostTerm] = []
    _ = reducedCost(of: symbol, into: &buffer)
    guard let first = buffer.first else { return 0 }
    return first.value < 0 ? -1 : 1
  }

  /// The sign of the symbol's reduced cost and the priority of the level that decides it,
  /// reusing the solver's scratch buffer.
  mutating func countedCostSign(_ symbol: Int32) -> (sign: Double, level: Double) {
    var buffer = costScratch
    costScratch = []
    counters.reducedCostReads += reducedCost(of: symbol, into: &buffer)
    let result: (Double, Double) = buffer.first.map { ($0.value < 0 ? -1 : 1, $0.priority) } ?? (0, -.infinity)
    costScratch = buffer
    return result
  }

  /// Lexicographic comparison of `a / ca` with `b / cb`, two reduced-cost vectors each divided
  /// by a positive number: the dual simplex ratio. Returns nil when they are equal.
  static func ratio(_ a: [CostTerm], over ca: Double, isLessThan b: [CostTerm], over cb: Double) -> Bool? {
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
      let tolerance = Tolerance.reducedCost * max(abs(ra), abs(rb))
      if ra < rb - tolerance { return true }
      if rb < ra - tolerance { return false }
    }
    return nil
  }

  // MARK: Candidate heap

  /// Puts a parametric `symbol` whose reduced cost may have changed in the candidate heap.
  ///
  /// Called for every symbol whose coefficient changes in a row with a weighed basic symbol (and
  /// for every symbol of a row whose basic symbol becomes or stops being weighed), so the heap
  /// always holds every improving parametric symbol, and possibly others, which are dropped
  /// when popped: choosing the entering symbol never scans the tableau.
  mutating func noteCandidate(_ symbol: Int32) {
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

  /// The lowest-numbered improving parametric symbol (Bland's rule, which cannot cycle), with
  /// the direction that improves: +1 to increase it, -1 (unrestricted only) to decrease it.
  /// - Complexity: O(log heap) per pop, plus the reduced cost of each symbol popped.
  ///
  /// With a `threshold`, only symbols whose reduced cost starts at a level above it count (the
  /// others are dropped from the heap; whoever set the threshold notes them again later).
  mutating func popEnteringSymbol(onlyAbove threshold: Double = -.infinity) -> (symbol: Int32, direction: Double)? {
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
      let (sign, level) = countedCostSign(top)
      guard level > threshold else { continue }
      if sign < 0 { return (top, 1) }
      if sign > 0, symbolKind[Int(top)] == .external { return (top, -1) }
    }
    return nil
  }

  /// Empties the candidate heap (after a failed call, whose candidates no longer apply).
  mutating func clearCandidates() {
    for symbol in candidateHeap { inCandidateHeap[Int(symbol)] = false }
    candidateHeap.removeAll(keepingCapacity: true)
  }
}
