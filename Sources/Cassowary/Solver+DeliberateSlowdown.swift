// A deliberately slower solver, compiled only with `-D CASSOWARY_DELIBERATE_SLOWDOWN`, which only
// scripts/gate-slowdown.sh passes. It exists to show that the performance gate fails on a real
// constant-factor slowdown of real code: the solver computes the same results and the same work
// counters, and takes about twice as long to build.
#if CASSOWARY_DELIBERATE_SLOWDOWN
  /// What the slowdown keeps between calls.
  struct DeliberateSlowdown {
    /// Cells of the row merge done a second time.
    var cells: [Cell] = []
    /// Where the repeated work's results go, so that the optimizer cannot drop it.
    var sink = 0.0
    /// Set in the throwaway solver of ``Solver/rehearseBuild(_:)``, which does not slow itself.
    var isRehearsal = false
  }

  extension Solver {
    /// Builds an empty tableau twice: the first time into a throwaway solver.
    ///
    /// With every row merge also done twice (``rehearseMerge(_:times:into:)``), a build takes
    /// about twice as long; the counters are untouched, since the throwaway solver's are dropped.
    mutating func rehearseBuild(_ batch: [Constraint]) {
      guard !slowdown.isRehearsal, rowCount == 0 else { return }
      var rehearsal = Solver()
      rehearsal.slowdown.isRehearsal = true
      try? rehearsal.addConstraints(batch)
      slowdown.sink += rehearsal.value(of: 0)
    }

    /// Merges `factor × source` into a copy of `target`'s cells the way ``addRow(_:times:into:)``
    /// does, and keeps only a number from the result: row merging, the core of substitution and
    /// pivoting, costs about twice as much, and no counter sees it.
    mutating func rehearseMerge(_ source: Int32, times factor: Double, into target: Int32) {
      guard !slowdown.isRehearsal else { return }
      slowdown.cells.removeAll(keepingCapacity: true)
      slowdown.cells.append(contentsOf: rows[Int(target)].cells)
      for (index, cell) in slowdown.cells.enumerated() { scratchCell[Int(cell.symbol)] = Int32(index) }
      for cell in rows[Int(source)].cells {
        let s = Int(cell.symbol)
        let added = factor * cell.coefficient
        let index = scratchCell[s]
        if index >= 0 {
          let old = slowdown.cells[Int(index)].coefficient
          var new = old + added
          if abs(new) <= Tolerance.cancellation * (abs(old) + abs(added)) { new = 0 }
          slowdown.cells[Int(index)].coefficient = new
        } else {
          scratchCell[s] = Int32(slowdown.cells.count)
          slowdown.cells.append(Cell(symbol: cell.symbol, slot: -1, coefficient: added))
        }
      }
      var scale = 0.0
      for cell in slowdown.cells {
        scratchCell[Int(cell.symbol)] = -1
        scale = max(scale, abs(cell.coefficient))
      }
      slowdown.sink += scale
    }
  }
#endif
