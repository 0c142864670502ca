import SeededRandom
import Testing

@testable import Cassowary

/// The marker graph on its own, without a solver around it.
///
/// The solver's tests reach the graph only through removals and constant changes, where a wrong
/// coefficient shows as a wrong frame far from its cause; these name the graph's own promises:
/// expressions and walks give the coefficients a row really has, compaction keeps them, and
/// releasing rows and leaves frees every node (the structural invariants hold throughout).
@Suite struct MarkerGraphTests {
  /// A graph with the heads of its rows, so that each test can check the invariants.
  private struct Fixture {
    var graph = MarkerGraph()
    var rows: [Int32: MarkerGraph.Reference] = [:]

    var heads: [(row: Int32, node: Int32)] {
      rows.filter { !$0.value.isEmpty }.map { (row: $0.key, node: $0.value.node) }
    }

    /// `row += coefficient × leaf`.
    mutating func add(_ coefficient: Double, leaf: Int32, to row: Int32) {
      var reference = rows[row] ?? .none
      graph.add(coefficient, leaf: leaf, to: &reference, row: row)
      rows[row] = reference
    }

    /// `row += coefficient × other row`.
    mutating func add(_ coefficient: Double, row other: Int32, to row: Int32) {
      var reference = rows[row] ?? .none
      graph.add(coefficient, of: rows[other] ?? .none, to: &reference, row: row)
      rows[row] = reference
    }

    /// The written-out expression of `row`, by constraint record.
    mutating func expression(of row: Int32) -> [Int32: Double] {
      var result: [Int32: Double] = [:]
      for term in graph.expression(of: rows[row] ?? .none).terms { result[term.record, default: 0] += term.coefficient }
      return result
    }

    /// The coefficient of `leaf` in every row that mentions it, each row's scale applied.
    mutating func rowsMentioning(leaf: Int32) -> [Int32: Double] {
      var result: [Int32: Double] = [:]
      for (row, coefficient) in graph.rowsMentioning(leaf: leaf) {
        result[row, default: 0] += coefficient * (rows[row]?.scale ?? 0)
      }
      return result
    }

    var violation: String? { graph.invariantViolation(heads: heads) }
  }

  private func same(_ a: [Int32: Double], _ b: [Int32: Double]) -> Bool {
    a.keys.sorted() == b.keys.sorted() && a.allSatisfy { abs($0.value - (b[$0.key] ?? .nan)) <= 1e-12 }
  }

  @Test func anExpressionIsTheSumOfWhatWasAdded() {
    var fixture = Fixture()
    let a = fixture.graph.makeLeaf(record: 10)
    let b = fixture.graph.makeLeaf(record: 11)
    fixture.add(2, leaf: a, to: 0)
    fixture.add(-3, leaf: b, to: 0)
    fixture.add(0.5, leaf: a, to: 0)
    #expect(same(fixture.expression(of: 0), [10: 2.5, 11: -3]))
    #expect(same(fixture.rowsMentioning(leaf: a), [0: 2.5]))
    #expect(same(fixture.rowsMentioning(leaf: b), [0: -3]))
    #expect(fixture.violation == nil)
  }

  @Test func addingZeroOrNothingLeavesARowAlone() {
    var fixture = Fixture()
    let a = fixture.graph.makeLeaf(record: 1)
    fixture.add(0, leaf: a, to: 0)
    #expect(fixture.rows[0]?.isEmpty == true)
    fixture.add(1, row: 7, to: 0)  // row 7 has no marker part
    #expect(fixture.rows[0]?.isEmpty == true)
    #expect(fixture.graph.liveNodeCount == 1)
    #expect(fixture.violation == nil)
  }

  /// `v[i] == v[i-1] + 1`: row i carries the markers of every link before it, but the graph
  /// holds them in O(n) nodes, and one leaf's walk finds every row below it.
  @Test func aChainSharesItsHistory() {
    var fixture = Fixture()
    let count: Int32 = 50
    var leaves: [Int32] = []
    for row in 0..<count {
      let leaf = fixture.graph.makeLeaf(record: row)
      leaves.append(leaf)
      if row > 0 { fixture.add(1, row: row - 1, to: row) }
      fixture.add(1, leaf: leaf, to: row)
    }
    #expect(fixture.violation == nil)
    #expect(fixture.graph.liveNodeCount < 4 * Int(count))
    let last = fixture.expression(of: count - 1)
    #expect(same(last, Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 1.0) })))
    let mentioning = fixture.rowsMentioning(leaf: leaves[10])
    #expect(same(mentioning, Dictionary(uniqueKeysWithValues: (10..<count).map { ($0, 1.0) })))
  }

  @Test func coefficientsThatCancelAreLeftOut() {
    var fixture = Fixture()
    let a = fixture.graph.makeLeaf(record: 1)
    let b = fixture.graph.makeLeaf(record: 2)
    fixture.add(1, leaf: a, to: 0)
    fixture.add(1, leaf: b, to: 0)
    fixture.add(-1, leaf: a, to: 0)
    #expect(same(fixture.expression(of: 0), [2: 1]))
    #expect(fixture.rowsMentioning(leaf: a).isEmpty)
    #expect(fixture.violation == nil)
  }

  @Test func aRowsScaleMultipliesItsExpression() {
    var fixture = Fixture()
    let a = fixture.graph.makeLeaf(record: 1)
    fixture.add(4, leaf: a, to: 0)
    fixture.rows[0]?.scale = -0.5
    #expect(same(fixture.expression(of: 0), [1: -2]))
    #expect(same(fixture.rowsMentioning(leaf: a), [0: -2]))
    // Adding a scaled row adds its scaled expression.
    fixture.add(3, row: 0, to: 1)
    #expect(same(fixture.expression(of: 1), [1: -6]))
  }

  @Test func compactionKeepsTheExpressionAndDropsTheHistory() {
    var fixture = Fixture()
    // More leaves than a flat node holds, so that the row carries a history.
    let leaves = (0..<(MarkerGraph.flatLimit + 4)).map { fixture.graph.makeLeaf(record: Int32($0)) }
    for round in 0..<20 {
      for (index, leaf) in leaves.enumerated() {
        fixture.add(Double(round % 3) - 1 + Double(index) / 8, leaf: leaf, to: 0)
      }
    }
    let before = fixture.expression(of: 0)
    let nodesBefore = fixture.graph.liveNodeCount
    let (compacted, leafCount, visited) = fixture.graph.compact(fixture.rows[0] ?? .none, row: 0)
    fixture.rows[0] = compacted
    #expect(leafCount == before.count)
    #expect(visited >= leafCount)
    #expect(fixture.violation == nil)
    #expect(fixture.graph.liveNodeCount < nodesBefore)
    let after = fixture.expression(of: 0)
    #expect(after.keys.sorted() == before.keys.sorted())
    for (record, coefficient) in before {
      #expect(abs((after[record] ?? .nan) - coefficient) <= 1e-9 * max(1, abs(coefficient)))
    }
  }

  @Test func compactingAnEmptyExpressionLeavesNothing() {
    var fixture = Fixture()
    let a = fixture.graph.makeLeaf(record: 1)
    fixture.add(1, leaf: a, to: 0)
    fixture.add(-1, leaf: a, to: 0)
    let (compacted, leafCount, _) = fixture.graph.compact(fixture.rows[0] ?? .none, row: 0)
    fixture.rows[0] = compacted
    #expect(compacted.isEmpty)
    #expect(leafCount == 0)
    #expect(fixture.violation == nil)
    #expect(fixture.graph.liveNodeCount == 1)  // the leaf, still held by its constraint
  }

  @Test func aReleasedLeafLeavesEveryExpression() {
    var fixture = Fixture()
    let a = fixture.graph.makeLeaf(record: 1)
    let b = fixture.graph.makeLeaf(record: 2)
    fixture.add(1, leaf: a, to: 0)
    fixture.add(2, leaf: b, to: 0)
    fixture.graph.releaseLeaf(a)
    fixture.graph.releaseLeaf(a)  // a second release is a no-op
    #expect(same(fixture.expression(of: 0), [2: 2]))
    #expect(fixture.violation == nil)
  }

  /// Releasing every row and every leaf frees every node, and freed slots are reused.
  @Test func releasingEverythingFreesEveryNode() {
    var fixture = Fixture()
    var leaves: [Int32] = []
    for row in Int32(0)..<20 {
      let leaf = fixture.graph.makeLeaf(record: row)
      leaves.append(leaf)
      fixture.add(1, leaf: leaf, to: row)
      if row > 0 { fixture.add(-2, row: row - 1, to: row) }
      if row > 1 { fixture.add(0.5, row: row - 2, to: row) }
    }
    #expect(fixture.violation == nil)
    for row in Int32(0)..<20 {
      fixture.graph.release(fixture.rows[row] ?? .none)
      fixture.rows[row] = nil
      #expect(fixture.violation == nil, "after releasing row \(row)")
    }
    for leaf in leaves { fixture.graph.releaseLeaf(leaf) }
    #expect(fixture.violation == nil)
    #expect(fixture.graph.liveNodeCount == 0)
    let slots = fixture.graph.nodes.count
    _ = fixture.graph.makeLeaf(record: 99)
    #expect(fixture.graph.nodes.count == slots)
    #expect(fixture.graph.liveNodeCount == 1)
  }

  /// A row released while another row still refers to its history keeps that history alive.
  @Test func sharedHistorySurvivesItsFirstOwner() {
    var fixture = Fixture()
    let a = fixture.graph.makeLeaf(record: 1)
    fixture.add(3, leaf: a, to: 0)
    fixture.add(2, row: 0, to: 1)
    fixture.graph.release(fixture.rows[0] ?? .none)
    fixture.rows[0] = nil
    #expect(fixture.violation == nil)
    #expect(same(fixture.expression(of: 1), [1: 6]))
    #expect(same(fixture.rowsMentioning(leaf: a), [1: 6]))
  }

  @Test func walksAreCounted() {
    var fixture = Fixture()
    let a = fixture.graph.makeLeaf(record: 1)
    fixture.add(1, leaf: a, to: 0)
    fixture.add(1, row: 0, to: 1)
    let created = fixture.graph.nodesCreated
    #expect(created == fixture.graph.liveNodeCount)
    let visitedBefore = fixture.graph.nodesVisited
    _ = fixture.expression(of: 1)
    #expect(fixture.graph.nodesVisited > visitedBefore)
  }

  /// Two short rows that take turns as each other's pivot row (as a collection's rows do under
  /// resizing) stay flat sums of their leaves: no node is created after the first merges, and
  /// nothing accumulates however long it goes on.
  @Test func shortRowsMergedBackAndForthHoldNoHistory() {
    var fixture = Fixture()
    let leaves = (0..<6).map { fixture.graph.makeLeaf(record: Int32($0)) }
    for (index, leaf) in leaves.enumerated() { fixture.add(Double(index + 1), leaf: leaf, to: Int32(index % 2)) }
    var model: [[Int32: Double]] = [fixture.expression(of: 0), fixture.expression(of: 1)]
    fixture.add(0.25, row: 1, to: 0)
    let live = fixture.graph.liveNodeCount
    let created = fixture.graph.nodesCreated
    model[0].merge(model[1].mapValues { 0.25 * $0 }, uniquingKeysWith: +)
    for round in 0..<2_000 {
      let (target, source) = round % 2 == 0 ? (Int32(1), Int32(0)) : (Int32(0), Int32(1))
      let factor = round % 3 == 0 ? -0.5 : 2
      fixture.add(factor, row: source, to: target)
      model[Int(target)].merge(model[Int(source)].mapValues { factor * $0 }, uniquingKeysWith: +)
      // Renormalize the model as the rows' scales would be, so that neither grows without bound.
      if round % 2 == 1 { fixture.rows[0]?.scale *= 0.5; model[0] = model[0].mapValues { 0.5 * $0 } }
    }
    #expect(fixture.graph.liveNodeCount == live)
    #expect(fixture.graph.nodesCreated == created)
    #expect(fixture.violation == nil)
    for row in Int32(0)..<2 {
      let expected = model[Int(row)].filter { abs($0.value) > 1e-9 }
      let actual = fixture.expression(of: row)
      #expect(actual.keys.sorted() == expected.keys.sorted(), "row \(row)")
      for (record, coefficient) in expected {
        #expect(abs((actual[record] ?? .nan) - coefficient) <= 1e-9 * max(1, abs(coefficient)), "row \(row) record \(record)")
      }
    }
  }

  /// A flat node that a longer expression was built on is copied before its row changes, so the
  /// longer expression keeps the value it was built from.
  @Test func aSharedFlatNodeIsCopiedNotChanged() {
    var fixture = Fixture()
    let a = fixture.graph.makeLeaf(record: 1)
    let b = fixture.graph.makeLeaf(record: 2)
    fixture.add(1, leaf: a, to: 0)
    // Row 1 takes more leaves than a flat node holds, then row 0 (a node over row 0's node).
    for record in 0..<MarkerGraph.flatLimit { fixture.add(1, leaf: fixture.graph.makeLeaf(record: Int32(100 + record)), to: 1) }
    fixture.add(1, leaf: fixture.graph.makeLeaf(record: 200), to: 1)
    fixture.add(3, row: 0, to: 1)
    let before = fixture.expression(of: 1)
    #expect(before[1] == 3)
    fixture.add(5, leaf: b, to: 0)
    fixture.add(-1, leaf: a, to: 0)
    #expect(same(fixture.expression(of: 0), [2: 5]))
    #expect(same(fixture.expression(of: 1), before))
    #expect(same(fixture.rowsMentioning(leaf: a), [1: 3]))
    #expect(fixture.violation == nil)
  }

  private func significant(_ terms: [Int32: Double]) -> [Int32: Double] {
    let largest = terms.values.map(abs).max() ?? 0
    return terms.filter { abs($0.value) > 1e-9 * max(1, largest) }
  }

  /// Seeded random sequences of every operation against a plain model of each row's
  /// coefficients: additions of leaves and rows (short and long), scale changes, compactions,
  /// released rows and leaves. Expressions, walks and the structural invariants must agree
  /// with the model after every step, across flat nodes, histories and the passage between them.
  @Test(arguments: 1...12)
  func randomOperationsMatchAModel(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var fixture = Fixture()
    var model: [Int32: [Int32: Double]] = [:]
    var leafOfRecord: [Int32: Int32] = [:]
    let rowCount: Int32 = 8
    for step in 0..<600 {
      let row = Int32(random.below(Int(rowCount)))
      switch random.below(10) {
      case 0, 1, 2:
        // A new constraint's leaf, or one already in use.
        let record = Int32(random.below(24))
        let leaf: Int32
        if let existing = leafOfRecord[record] {
          leaf = existing
        } else {
          leaf = fixture.graph.makeLeaf(record: record)
          leafOfRecord[record] = leaf
        }
        let coefficient = Double(random.below(7) - 3)
        fixture.add(coefficient, leaf: leaf, to: row)
        if coefficient != 0 { model[row, default: [:]][record, default: 0] += coefficient }
      case 3, 4, 5, 6:
        let other = Int32(random.below(Int(rowCount)))
        guard other != row else { continue }
        let factor = random.pick([-2, -1, -0.5, 0.5, 1, 3])
        fixture.add(factor, row: other, to: row)
        for (record, c) in model[other] ?? [:] { model[row, default: [:]][record, default: 0] += factor * c }
      case 7:
        guard let reference = fixture.rows[row], !reference.isEmpty else { continue }
        fixture.rows[row]?.scale *= -2
        model[row] = model[row]?.mapValues { -2 * $0 }
      case 8:
        guard let reference = fixture.rows[row] else { continue }
        if random.chance(0.5) {
          fixture.rows[row] = fixture.graph.compact(reference, row: row).reference
        } else {
          fixture.graph.release(reference)
          fixture.rows[row] = nil
          model[row] = nil
        }
      default:
        // A constraint leaves: its marker no longer stands for anything.
        let record = Int32(random.below(24))
        guard let leaf = leafOfRecord.removeValue(forKey: record) else { continue }
        fixture.graph.releaseLeaf(leaf)
        for key in Array(model.keys) { model[key]?[record] = nil }
      }
      #expect(fixture.violation == nil, "seed \(seed) step \(step)")
      for r in Int32(0)..<rowCount {
        // A coefficient that is rounding next to the row's largest is not the graph's to keep
        // (`expression(of:)` drops it relative to that largest): both sides drop it alike.
        let expected = significant(model[r] ?? [:])
        let actual = significant(fixture.expression(of: r))
        guard actual.keys.sorted() == expected.keys.sorted(),
          expected.allSatisfy({ abs((actual[$0.key] ?? .nan) - $0.value) <= 1e-9 * max(1, abs($0.value)) })
        else {
          Issue.record("seed \(seed) step \(step): row \(r) is \(actual), the model says \(expected)")
          return
        }
      }
      if let (record, leaf) = leafOfRecord.first {
        var expected: [Int32: Double] = [:]
        for (r, terms) in model { if let c = significant(terms)[record] { expected[r] = c } }
        let actual = fixture.rowsMentioning(leaf: leaf).filter { (r, c) in
          abs(c) > 1e-9 * max(1, (model[r] ?? [:]).values.map(abs).max() ?? 0)
        }
        #expect(actual.keys.sorted() == expected.keys.sorted(), "seed \(seed) step \(step): rows mentioning record \(record)")
      }
    }
    for (_, reference) in fixture.rows { fixture.graph.release(reference) }
    fixture.rows = [:]
    for (_, leaf) in leafOfRecord { fixture.graph.releaseLeaf(leaf) }
    #expect(fixture.graph.liveNodeCount == 0)
    #expect(fixture.violation == nil)
  }

  /// The write-out budget follows what write-outs have recently walked beyond their own history:
  /// a running average, so one expensive write-out raises it and cheap ones bring it down.
  @Test func theWalkEstimateIsARunningAverage() {
    var graph = MarkerGraph()
    #expect(graph.walkEstimate == 0)
    graph.noteCompaction(visitedBeyondHistory: 400)
    #expect(graph.walkEstimate == 100)
    graph.noteCompaction(visitedBeyondHistory: -50)
    #expect(graph.walkEstimate == 75)
    #expect(graph.largestWalkEstimate == 100)
  }
}
