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
    let leaves = (0..<8).map { fixture.graph.makeLeaf(record: Int32($0)) }
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
