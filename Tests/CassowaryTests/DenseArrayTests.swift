import SeededRandom
import Testing

@testable import Cassowary

/// The solver's non-shared arrays, against Swift arrays doing the same.
@Suite struct DenseArrayTests {
  @Test(arguments: [UInt64(1), 2, 3])
  func randomOperationsMatchAnArray(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var dense = DenseArray<Int32>()
    var model: [Int32] = []
    for step in 0..<20_000 {
      let value = Int32(truncatingIfNeeded: random.next())
      switch random.next() % 10 {
      case 0...3:
        dense.append(value)
        model.append(value)
      case 4...6:
        guard !model.isEmpty else { break }
        let index = Int(random.next() % UInt64(model.count))
        if step % 2 == 0 {
          dense[index] = value
          model[index] = value
        } else {
          dense[index] &+= 1
          model[index] &+= 1
        }
      case 7:
        #expect(dense.popLast() == model.popLast())
      case 8:
        let count = model.count + Int(random.next() % 50)
        dense.extend(to: count, with: value)
        model += Array(repeating: value, count: count - model.count)
      default:
        if step % 1_000 == 0 {
          dense.removeAll()
          model.removeAll()
        }
      }
      #expect(dense.count == model.count)
    }
    #expect(dense.array == model)
    #expect(dense.last == model.last)
    #expect(dense.withUnsafeBufferPointer { Array($0) } == model)
  }

  @Test func aCopySharesNothing() {
    var original = DenseArray<Double>(repeating: 1.5, count: 100)
    var copy = original.copy()
    copy[3] = -7
    copy.append(9)
    original.fill(with: 2)
    #expect(copy.count == 101 && copy[3] == -7 && copy[4] == 1.5 && copy[100] == 9)
    #expect(original.count == 100 && original.array.allSatisfy { $0 == 2 })
  }

  @Test func elementsChangedInPlaceKeepTheirValues() {
    var rows = DenseArray<PooledList>()
    for _ in 0..<1_000 { rows.append(PooledList()) }
    for index in rows.indices { rows[index].count = Int32(index) }
    let buffer = rows.mutableElements
    for index in buffer.indices { buffer[index].capacity = 2 * buffer[index].count }
    #expect(rows.indices.allSatisfy { rows[$0].count == Int32($0) && rows[$0].capacity == Int32(2 * $0) })
    var reserved = DenseArray<Int32>()
    reserved.reserveCapacity(64)
    #expect(reserved.isEmpty && reserved.popLast() == nil)
  }
}
