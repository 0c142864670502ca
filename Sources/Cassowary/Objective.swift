/// The objective as one row per priority level, compared lexicographically.
///
/// Auto Layout's priorities are strict: no number of violated priority-250 constraints may
/// outweigh one violated priority-750 constraint. Summing weighted errors into one row (as kiwi
/// does with strengths 1, 1000, 10⁶) breaks that as soon as enough weak errors add up. Here each
/// distinct priority has its own row, and a symbol's reduced cost is the vector of its
/// coefficients in those rows, highest priority first: a symbol improves the objective when the
/// first non-zero entry of that vector is negative. Minimizing lexicographically is exactly
/// "satisfy the higher priority first, then the next one among those solutions".
///
/// Coefficients are dense per level (indexed by symbol id) so that lookups and updates in the
/// simplex loops are O(1); the memory is O(levels × symbols).
struct Objective {
  /// Priorities of the levels, highest first. `.infinity` is the artificial phase's level.
  var priorities: [Double] = []
  var coefficients: [[Double]] = []
  var constants: [Double] = []
  var symbolCapacity = 0

  var levelCount: Int { priorities.count }

  /// The index of the level for `priority`, creating it if needed.
  /// - Complexity: O(levels) when a level is created, O(log levels) otherwise.
  mutating func level(for priority: Double) -> Int {
    var low = 0
    var high = priorities.count
    while low < high {
      let mid = (low + high) / 2
      if priorities[mid] > priority { low = mid + 1 } else { high = mid }
    }
    if low < priorities.count, priorities[low] == priority { return low }
    priorities.insert(priority, at: low)
    coefficients.insert([Double](repeating: 0, count: symbolCapacity), at: low)
    constants.insert(0, at: low)
    return low
  }

  /// The level of `priority` if it exists.
  func existingLevel(for priority: Double) -> Int? {
    priorities.firstIndex(of: priority)
  }

  mutating func removeLevel(_ level: Int) {
    priorities.remove(at: level)
    coefficients.remove(at: level)
    constants.remove(at: level)
  }

  mutating func growSymbols(to count: Int) {
    guard count > symbolCapacity else { return }
    for level in coefficients.indices {
      coefficients[level].append(contentsOf: repeatElement(0, count: count - symbolCapacity))
    }
    symbolCapacity = count
  }

  /// The sign of the symbol's reduced cost: the sign of its first non-zero level, or 0.
  func costSign(_ symbol: Int32) -> Double {
    let s = Int(symbol)
    for level in coefficients.indices {
      let c = coefficients[level][s]
      if c < -nearZero { return -1 }
      if c > nearZero { return 1 }
    }
    return 0
  }

  /// Whether moving `symbol` away from zero would improve the objective: increasing it when its
  /// reduced cost is negative, or, for an unrestricted symbol, decreasing it when positive.
  func improves(_ symbol: Int32, unrestricted: Bool) -> Bool {
    let sign = costSign(symbol)
    return sign < 0 || (unrestricted && sign > 0)
  }

  /// Lexicographic comparison of `cost(a) / ca` with `cost(b) / cb`: the dual simplex ratio.
  func ratio(_ a: Int32, over ca: Double, isLessThan b: Int32, over cb: Double) -> Bool? {
    for level in coefficients.indices {
      let ra = coefficients[level][Int(a)] / ca
      let rb = coefficients[level][Int(b)] / cb
      if ra < rb - nearZero { return true }
      if rb < ra - nearZero { return false }
    }
    return nil
  }
}
