import Measurement

// What the machine's memory makes of a resize's volume of work, beside the resize-growth bound.

extension CostBounds {
  /// One size's share of the floor: as many additions as the solver's resize counted, into an
  /// array of one `Double` per tableau row.
  struct MemoryFloorSize {
    var views: Int
    var rows: Int
    var updates: Int
  }

  /// The growth exponent, and the medians, of a bare loop that does at each size what the
  /// cheapest possible resize would do with the solver's count of operations: `updates`
  /// additions `value[i] += coefficient · shift` with a sign test (a resize's constant shift
  /// and its feasibility check), read from a stream of row indices and coefficients, into an
  /// array of one `Double` per row, the indices spread evenly and ascending.
  ///
  /// Why: the resize-growth bound times the solver, and its time exponent can exceed the
  /// exponent of the solver's counted operations only through the memory hierarchy (seventeenth
  /// and nineteenth sessions, docs/SOLVER-COST.md): a layout ten times larger no longer fits the
  /// same cache. This loop has the same count of operations over the smallest storage the
  /// resize could touch (the rows' constants alone, none of the cells), in the order the
  /// prefetcher likes best, so its exponent is a floor for this machine: a solver exponent at
  /// it is the machine's, and one above it is the solver's. The sizes take turns a round each,
  /// as the bound's resizes do, and the figure is each size's median.
  /// - Complexity: O(rounds × Σ updates) time, O(Σ (rows + updates)) memory.
  static func memoryFloor(_ sizes: [MemoryFloorSize], rounds: Int) -> (exponent: Double?, medians: [Double]) {
    var values = sizes.map { [Double](repeating: 1, count: max(1, $0.rows)) }
    let indices = sizes.map { size in
      let rows = max(1, size.rows)
      return (0..<size.updates).map { Int32(truncatingIfNeeded: ($0 * rows / max(1, size.updates)) % rows) }
    }
    let coefficients = sizes.map { size in (0..<size.updates).map { 1 + Double($0 % 7) / 8 } }
    var times = [[Double]](repeating: [], count: sizes.count)
    var negatives = 0
    var shift = 0.5
    for _ in 0..<rounds {
      for index in sizes.indices {
        let (count, seconds) = Stopwatch.time { () -> Int in
          var found = 0
          values[index].withUnsafeMutableBufferPointer { values in
            indices[index].withUnsafeBufferPointer { rows in
              coefficients[index].withUnsafeBufferPointer { coefficients in
                for i in 0..<rows.count {
                  let r = Int(rows[i])
                  values[r] += coefficients[i] * shift
                  if values[r] < -1e12 { found += 1 }
                }
              }
            }
          }
          return found
        }
        negatives += count
        times[index].append(seconds)
        // Each round goes back where it started, as the bound's round trips do.
        shift = -shift
      }
    }
    keep(negatives)
    let medians = times.map { median($0) }
    let exponent = ScalingFit.exponent(zip(sizes, medians).map { (views: $0.views, seconds: $1) })
    return (exponent, medians)
  }

  /// Takes a value the optimizer cannot see unused, so the loop whose result it is stays.
  @inline(never) @_optimize(none)
  static func keep(_ value: Int) {}
}
