// Primal and dual simplex over the lexicographic objective, and undoing a failed call.

extension Solver {
  /// Puts `symbol` in the candidate heap if its objective coefficients now make it improving.
  ///
  /// Called for every symbol whose objective coefficient changes, so the heap always holds every
  /// improving parametric symbol (and possibly stale ones, dropped when popped): choosing the
  /// entering symbol never scans the objective.
  mutating func noteObjectiveChange(_ symbol: Int32) {
    let s = Int(symbol)
    guard !inCandidateHeap[s], rowOfSymbol[s] < 0, symbolKind[s] != .dummy,
      objective.improves(symbol, unrestricted: symbolKind[s] == .external)
    else { return }
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

  /// The lowest-numbered improving parametric symbol (Bland's rule, which cannot cycle).
  /// - Complexity: O(log heap) amortized.
  mutating func popEnteringSymbol() -> Int32? {
    while let top = candidateHeap.first {
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
      if rowOfSymbol[Int(top)] < 0,
        objective.improves(top, unrestricted: symbolKind[Int(top)] == .external)
      { return top }
    }
    return nil
  }

  /// Primal simplex: pivots until no parametric symbol improves the objective.
  ///
  /// The leaving row is found through the entering symbol's column: only the rows that contain
  /// it are examined (minimum ratio over restricted rows, ties to the lowest basic symbol).
  /// - Complexity: per pivot, O(column of the entering symbol + the substitution's cells).
  mutating func optimize() throws(SolverError) {
    while let entering = popEnteringSymbol() {
      // An unrestricted symbol with a positive reduced cost improves by decreasing.
      let direction = -objective.costSign(entering)
      var best: Int32 = -1
      var bestRatio = Double.infinity
      var bestBasic = Int32.max
      for entry in columns[Int(entering)] {
        let basic = rows[Int(entry.row)].basic
        guard symbolKind[Int(basic)].isRestricted else { continue }
        let c = rows[Int(entry.row)].cells[Int(entry.cell)].coefficient * direction
        guard c < 0 else { continue }
        let ratio = -rows[Int(entry.row)].constant / c
        if ratio < bestRatio - nearZero || (ratio <= bestRatio + nearZero && basic < bestBasic) {
          best = entry.row
          bestRatio = min(ratio, bestRatio)
          bestBasic = basic
        }
      }
      guard best >= 0 else { throw .internalFailure("the objective is unbounded") }
      pivot(best, entering: entering)
    }
  }

  /// Dual simplex: restores feasibility of the rows whose restricted basic symbol went negative,
  /// keeping the objective optimal. Returns the row it could not repair, if any.
  ///
  /// The entering symbol minimizes the lexicographic ratio of its reduced cost to its
  /// coefficient, which keeps every reduced cost non-negative.
  /// - Complexity: per pivot, O(cells of the row × levels + the substitution's cells).
  mutating func dualOptimize() -> Int32? {
    while let row = infeasibleRows.popLast() {
      let r = Int(row)
      let basic = rows[r].basic
      guard basic >= 0, rowOfSymbol[Int(basic)] == row, symbolKind[Int(basic)].isRestricted,
        rows[r].constant < -nearZero
      else { continue }
      var entering: Int32 = -1
      var enteringCoefficient = 0.0
      for cell in rows[r].cells
      where cell.coefficient > nearZero && symbolKind[Int(cell.symbol)] != .artificial
        && symbolKind[Int(cell.symbol)] != .dummy
      {
        if entering < 0 {
          entering = cell.symbol
          enteringCoefficient = cell.coefficient
          continue
        }
        let less = objective.ratio(cell.symbol, over: cell.coefficient, isLessThan: entering, over: enteringCoefficient)
        if less == true || (less == nil && cell.symbol < entering) {
          entering = cell.symbol
          enteringCoefficient = cell.coefficient
        }
      }
      if entering < 0 {
        infeasibleRows.removeAll()
        return row
      }
      pivot(row, entering: entering)
    }
    return nil
  }

  /// Starts recording pivots so that a failure can be undone.
  mutating func beginUndoableStep() {
    undoLog.removeAll(keepingCapacity: true)
    isRecordingUndo = true
  }

  mutating func endUndoableStep() {
    isRecordingUndo = false
    undoLog.removeAll(keepingCapacity: true)
  }

  /// Reverses the recorded pivots, newest first: pivoting the old basic symbol back into the
  /// same row restores the previous basis and with it the previous solution.
  mutating func undoRecordedPivots() {
    isRecordingUndo = false
    while let step = undoLog.popLast() {
      if step.leaving >= 0 { pivot(step.row, entering: step.leaving) }
    }
    undoLog.removeAll(keepingCapacity: true)
    infeasibleRows.removeAll()
  }
}
