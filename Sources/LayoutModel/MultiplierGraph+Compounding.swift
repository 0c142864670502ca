extension MultiplierGraph {
  /// How far multipliers compound: the logarithm of the largest scale one attribute can have
  /// relative to another along a path of constraints, and the two ends.
  struct Compounding {
    /// Natural logarithm of the product along the path.
    var logarithm: Double
    var from: Int32
    var to: Int32
    /// Whether ``logarithm`` is the exact largest product; otherwise it is the largest over a
    /// spanning tree's paths, which some path reaches (see ``largestCompounding()``).
    var isExact: Bool
  }

  /// The largest product of multipliers along a path of constraints that visits no attribute
  /// twice, each multiplier taken in the direction the path crosses its constraint (`m` from the
  /// second item to the first, `1/m` back); `nil` for an empty graph.
  ///
  /// A path may not go round a cycle: inequalities such as `w <= 2 h` and `w >= 0.5 h` make
  /// cycles whose product is not 1, and going round them forever is no computation any engine
  /// makes. The graph is split at its bridges: between the two-edge-connected blocks the bridges
  /// form a forest, on which the best path is found exactly by one pass from the leaves, each
  /// bridge crossed at the best of its merged constraints. Inside a block, a depth-first spanning
  /// tree gives each attribute a potential, and a path from one attribute to another gains the
  /// difference. When every cycle's product is 1 (a tree, equal widths, a ratio reached two ways)
  /// every path between two attributes gains the same, and the result is exact. Otherwise finding
  /// the best path is NP-hard (it contains the Hamiltonian path problem) and the result is the
  /// best over the spanning tree's paths: a product some path really reaches, so a layout is never
  /// refused for a product no path has, but a longer product around such cycles can go unseen.
  /// (Adding each cycle's discrepancy instead would bound it from above, but refused the
  /// generator's own `random` layouts of 10,000 views, at a bound of 10^34 where their spanning
  /// trees reach 10^5.7.)
  func largestCompounding() -> Compounding? {
    guard nodeCount > 0 else { return nil }
    let (potential, isBridge) = spanningForest()
    let blocks = Blocks(self, potential: potential, isBridge: isBridge)
    let blockCount = blocks.lowest.count
    // The bridges as a forest on the blocks: each block's incident bridges, compressed.
    var start = [Int32](repeating: 0, count: blockCount + 1)
    for e in 0..<edgeCount where isBridge[e] {
      start[Int(blocks.of[Int(low[e])]) + 1] += 1
      start[Int(blocks.of[Int(high[e])]) + 1] += 1
    }
    for b in 0..<blockCount { start[b + 1] += start[b] }
    var fill = Array(start.dropLast())
    var bridges = [Int32](repeating: 0, count: Int(start[blockCount]))
    for e in 0..<edgeCount where isBridge[e] {
      for b in [blocks.of[Int(low[e])], blocks.of[Int(high[e])]] {
        bridges[Int(fill[Int(b)])] = Int32(e)
        fill[Int(b)] += 1
      }
    }
    // Breadth first from each tree's first block, then the blocks taken leaves first. `rise` is
    // the best potential of an end in the block's subtree plus the bridge widths on the way up;
    // `fall` the same for the other end, its potential negated.
    var parentBridge = [Int32](repeating: -1, count: blockCount)
    var visited = [Bool](repeating: false, count: blockCount)
    var order: [Int32] = []
    order.reserveCapacity(blockCount)
    for root in 0..<blockCount where !visited[root] {
      visited[root] = true
      var head = order.count
      order.append(Int32(root))
      while head < order.count {
        let b = Int(order[head])
        head += 1
        for k in Int(start[b])..<Int(start[b + 1]) {
          let e = Int(bridges[k])
          let c = blocks.across(e, from: b, in: self)
          guard !visited[c] else { continue }
          visited[c] = true
          parentBridge[c] = Int32(e)
          order.append(Int32(c))
        }
      }
    }
    var rise = [Best](repeating: Best(value: 0, node: 0), count: blockCount)
    var fall = rise
    var result = Compounding(logarithm: -.infinity, from: 0, to: 0, isExact: blocks.isConsistent)
    for b in order.reversed().map(Int.init) {
      let own = (rise: Best(value: blocks.highest[b], node: blocks.highestNode[b]),
        fall: Best(value: -blocks.lowest[b], node: blocks.lowestNode[b]))
      var rises = TopTwo(), falls = TopTwo()
      for k in Int(start[b])..<Int(start[b + 1]) {
        let e = Int(bridges[k])
        guard e != Int(parentBridge[b]) else { continue }
        let c = blocks.across(e, from: b, in: self)
        // Either way across a bridge the gain is the potentials' difference plus half its width.
        let width = (most[e] - least[e]) / 2
        rises.insert(Best(value: width + rise[c].value, node: rise[c].node), child: c)
        falls.insert(Best(value: width + fall[c].value, node: fall[c].node), child: c)
      }
      var candidates = [(own.rise, own.fall)]
      if let first = falls.first { candidates.append((own.rise, first.best)) }
      if let first = rises.first { candidates.append((first.best, own.fall)) }
      if let r = rises.first, let f = falls.first {
        if r.child != f.child {
          candidates.append((r.best, f.best))
        } else {
          if let f2 = falls.second { candidates.append((r.best, f2.best)) }
          if let r2 = rises.second { candidates.append((r2.best, f.best)) }
        }
      }
      for (up, down) in candidates where up.value + down.value > result.logarithm {
        result.logarithm = up.value + down.value
        result.from = down.node
        result.to = up.node
      }
      let bestRise = rises.first.map { $0.best.value > own.rise.value ? $0.best : own.rise } ?? own.rise
      let bestFall = falls.first.map { $0.best.value > own.fall.value ? $0.best : own.fall } ?? own.fall
      rise[b] = bestRise
      fall[b] = bestFall
    }
    return result
  }

  /// A value and the node that attains it.
  private struct Best {
    var value: Double
    var node: Int32
  }

  /// The two best values from different children of a block.
  private struct TopTwo {
    var first: (best: Best, child: Int)?
    var second: (best: Best, child: Int)?

    mutating func insert(_ best: Best, child: Int) {
      if best.value > first?.best.value ?? -.infinity {
        second = first
        first = (best, child)
      } else if best.value > second?.best.value ?? -.infinity {
        second = (best, child)
      }
    }
  }

  /// The two-edge-connected blocks: nodes joined without crossing a bridge, with each block's
  /// lowest and highest potential and whether its edges all agree with the potentials.
  private struct Blocks {
    var of: [Int32]
    var lowest: [Double] = []
    var highest: [Double] = []
    var lowestNode: [Int32] = []
    var highestNode: [Int32] = []
    /// Per block, the sum of its edges' deviations from the potentials.
    var slack: [Double] = []
    /// Whether no block deviates (beyond rounding): every cycle's product is 1.
    var isConsistent = true

    /// The block at the other end of bridge `e` from block `b`.
    func across(_ e: Int, from b: Int, in graph: MultiplierGraph) -> Int {
      let lowBlock = Int(of[Int(graph.low[e])])
      return lowBlock == b ? Int(of[Int(graph.high[e])]) : lowBlock
    }

    init(_ graph: MultiplierGraph, potential: [Double], isBridge: [Bool]) {
      of = [Int32](repeating: -1, count: graph.nodeCount)
      var stack: [Int32] = []
      for seed in 0..<graph.nodeCount where of[seed] < 0 {
        let b = lowest.count
        of[seed] = Int32(b)
        lowest.append(potential[seed])
        highest.append(potential[seed])
        lowestNode.append(Int32(seed))
        highestNode.append(Int32(seed))
        slack.append(0)
        stack.append(Int32(seed))
        while let n = stack.popLast() {
          let i = Int(n)
          if potential[i] < lowest[b] { (lowest[b], lowestNode[b]) = (potential[i], n) }
          if potential[i] > highest[b] { (highest[b], highestNode[b]) = (potential[i], n) }
          for k in Int(graph.start[i])..<Int(graph.start[i + 1]) {
            let e = Int(graph.incident[k])
            guard !isBridge[e] else { continue }
            let m = graph.other(e, n)
            if of[Int(m)] < 0 {
              of[Int(m)] = Int32(b)
              stack.append(m)
            }
          }
        }
      }
      for e in 0..<graph.edgeCount where !isBridge[e] {
        let difference = potential[Int(graph.high[e])] - potential[Int(graph.low[e])]
        let deviation = max(abs(graph.most[e] - difference), abs(graph.least[e] - difference))
        slack[Int(of[Int(graph.low[e])])] += deviation
      }
      // Rounding leaves about 1e-16 per edge on a cycle whose product is 1.
      isConsistent = slack.allSatisfy { $0 <= 1e-9 }
    }
  }
}
