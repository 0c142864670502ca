import SeededRandom
import Testing

@testable import Cassowary

/// The pool the tableau's rows and columns live in, against arrays of arrays doing the same.
@Suite struct ListPoolTests {
  @Test func appendedElementsSurviveGrowthAndMoves() {
    var pool = ListPool<Int32>(capacity: 4)
    var a = PooledList()
    var b = PooledList()
    for i in 0..<100 {
      pool.append(Int32(i), to: &a)
      pool.append(Int32(-i), to: &b)
    }
    #expect(Array(pool.elements(of: a)) == (0..<100).map { Int32($0) })
    #expect(Array(pool.elements(of: b)) == (0..<100).map { Int32(-$0) })
    #expect(a.capacity >= 100 && a.capacity < 200)
  }

  @Test func freedBlocksAreReusedBySize() {
    var pool = ListPool<Int32>(capacity: 64)
    var lists = [PooledList](repeating: PooledList(), count: 8)
    var usedAfterWarmUp = 0
    // Released and made again at the same few sizes, round after round: once each size has had
    // its blocks, every block comes from the free lists and the pool stops growing.
    for round in 0..<50 {
      for index in lists.indices { pool.release(&lists[index]) }
      for index in lists.indices {
        for value in 0..<(3 + (round + index) % 3) { pool.append(Int32(value), to: &lists[index]) }
      }
      if round == 5 { usedAfterWarmUp = pool.used }
    }
    #expect(pool.used == usedAfterWarmUp)
    #expect(pool.used <= 16 * 8)
  }

  @Test func aCopySharesNothing() {
    var pool = ListPool<Int32>()
    var list = PooledList()
    for i in 0..<10 { pool.append(Int32(i), to: &list) }
    var copy = pool.copy()
    copy[list, 3] = 99
    #expect(pool[list, 3] == 3)
    #expect(copy[list, 3] == 99)
    var other = list
    copy.append(42, to: &other)
    #expect(pool[list, 9] == 9)
  }

  /// Seeded random appends, removals, swaps into the middle, reservations and releases on many
  /// lists at once, checked after every step against plain arrays.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomOperationsMatchArrays(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var pool = ListPool<Int32>(capacity: 8)
    var lists = [PooledList](repeating: PooledList(), count: 40)
    var model = [[Int32]](repeating: [], count: 40)
    for step in 0..<20_000 {
      let index = Int(random.next() % 40)
      switch random.next() % 10 {
      case 0..<5:
        let value = Int32(step)
        pool.append(value, to: &lists[index])
        model[index].append(value)
      case 5, 6:
        guard !model[index].isEmpty else { continue }
        let at = Int(random.next() % UInt64(model[index].count))
        // Removal by moving the last element into the hole, as the tableau does.
        let last = pool.removeLast(from: &lists[index])
        if at < Int(lists[index].count) { pool[lists[index], at] = last }
        let modelLast = model[index].removeLast()
        if at < model[index].count { model[index][at] = modelLast }
      case 7:
        pool.reserve(Int(lists[index].count) + Int(random.next() % 40), for: &lists[index])
      case 8:
        let extra = (0..<Int(random.next() % 20)).map { Int32(step * 100 + $0) }
        extra.withUnsafeBufferPointer { pool.append(contentsOf: $0, to: &lists[index]) }
        model[index] += extra
      default:
        if random.next() % 4 == 0 {
          pool.release(&lists[index])
          model[index] = []
        }
      }
      #expect(Array(pool.elements(of: lists[index])) == model[index])
    }
    for index in lists.indices { #expect(Array(pool.elements(of: lists[index])) == model[index]) }
    // No two lists share a slot.
    var owner = [Int](repeating: -1, count: pool.used)
    for (index, list) in lists.enumerated() where list.capacity > 0 {
      for slot in Int(list.start)..<Int(list.start + list.capacity) {
        #expect(owner[slot] == -1)
        owner[slot] = index
      }
    }
  }
}
