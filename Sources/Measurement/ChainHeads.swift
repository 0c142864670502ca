/// For every node of a graph of "put down to" links, the head its chain starts at: the nearest
/// node reachable along the links that is a head of its own (has a cause that is not another
/// node), or, where no such node is reachable, a node picked by a stated preference in the
/// cycle the links close.
///
/// Why a graph and not a walk: a view off is put down to its superview or a constrained
/// neighbour that is itself off, and those links often close on themselves (two views pinned to
/// each other, a container and its content), so a walk would loop or stop nowhere useful. The
/// nodes are the views off of one root, numbered from 0; nothing here knows of views.
///
/// - Complexity: O(n + e) for n nodes and e links, with no recursion (chains can be thousands
///   of views long): two breadth-first searches and one iterative Tarjan pass.
struct ChainHeads {
  /// Each node's head (a node index); a head of its own is its own head.
  var head: [Int]
  /// How many links separate each node from its head along the shortest chain.
  var distance: [Int]
  /// For a node whose chain closes on itself, the number of nodes in the cycle the head was
  /// picked from (a strongly connected component no link leaves); 0 for one whose chain
  /// reaches a head of its own.
  var cycleSize: [Int]

  /// - Parameters:
  ///   - isOwnHead: whether each node has a cause of its own (its links are then ignored).
  ///   - links: for each node, the nodes it is put down to; links out of range are ignored.
  ///   - prefers: whether the first node is the better head of a cycle than the second; a strict
  ///     total order, so the choice does not depend on the order of the links.
  init(isOwnHead: [Bool], links: [[Int]], prefers: (Int, Int) -> Bool) {
    let n = isOwnHead.count
    head = Array(repeating: -1, count: n)
    distance = Array(repeating: 0, count: n)
    cycleSize = Array(repeating: 0, count: n)
    var reverse = Array(repeating: [Int](), count: n)
    var forward = Array(repeating: [Int](), count: n)
    for node in 0..<n where !isOwnHead[node] && node < links.count {
      for target in links[node] where target >= 0 && target < n && target != node {
        forward[node].append(target)
        reverse[target].append(node)
      }
    }
    // Heads of their own claim, nearest first, every node whose chain reaches them.
    spread(from: (0..<n).filter { isOwnHead[$0] }, reverse: reverse)
    let unreached = (0..<n).filter { head[$0] < 0 }
    if unreached.isEmpty { return }
    // What is left reaches no head of its own: every link stays among these nodes. Each
    // reaches a component no link leaves (a cycle), whose preferred node is the head.
    let component = Self.components(of: unreached, forward: forward, count: n)
    var members: [Int: [Int]] = [:]
    var leaves = Set<Int>()
    for node in unreached {
      members[component[node], default: []].append(node)
      if forward[node].contains(where: { component[$0] != component[node] }) { leaves.insert(component[node]) }
    }
    var cycleHeads: [Int] = []
    for (id, nodes) in members where !leaves.contains(id) {
      var best = nodes[0]
      for node in nodes.dropFirst() where prefers(node, best) { best = node }
      cycleHeads.append(best)
      for node in nodes { cycleSize[node] = nodes.count }
    }
    cycleHeads.sort()
    let before = Set(unreached.filter { cycleSize[$0] > 0 })
    spread(from: cycleHeads, reverse: reverse)
    // A node that leads into a cycle without being in it reports the cycle's size too.
    for node in unreached where !before.contains(node) && head[node] >= 0 {
      cycleSize[node] = cycleSize[head[node]]
    }
  }

  /// Breadth-first along reversed links from `sources` (in order), giving every node not yet
  /// claimed the head of the first source to reach it.
  private mutating func spread(from sources: [Int], reverse: [[Int]]) {
    var queue: [Int] = []
    queue.reserveCapacity(head.count)
    for source in sources where head[source] < 0 {
      head[source] = source
      distance[source] = 0
      queue.append(source)
    }
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      for earlier in reverse[node] where head[earlier] < 0 {
        head[earlier] = head[node]
        distance[earlier] = distance[node] + 1
        queue.append(earlier)
      }
    }
  }

  /// Tarjan's strongly connected components of the subgraph on `nodes`, iteratively: an
  /// explicit stack of (node, next link) frames stands for the recursion.
  ///
  /// - Complexity: O(nodes + their links).
  static func components(of nodes: [Int], forward: [[Int]], count: Int) -> [Int] {
    var index = Array(repeating: -1, count: count)
    var low = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var component = Array(repeating: -1, count: count)
    var stack: [Int] = []
    var frames: [(node: Int, link: Int)] = []
    var counter = 0
    var components = 0
    for start in nodes where index[start] < 0 {
      frames.append((start, 0))
      index[start] = counter
      low[start] = counter
      counter += 1
      stack.append(start)
      onStack[start] = true
      while let frame = frames.last {
        let node = frame.node
        if frame.link < forward[node].count {
          frames[frames.count - 1].link += 1
          let target = forward[node][frame.link]
          if index[target] < 0 {
            index[target] = counter
            low[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            frames.append((target, 0))
          } else if onStack[target] {
            low[node] = min(low[node], index[target])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last { low[parent.node] = min(low[parent.node], low[node]) }
        if low[node] == index[node] {
          while let member = stack.popLast() {
            onStack[member] = false
            component[member] = components
            if member == node { break }
          }
          components += 1
        }
      }
    }
    return component
  }
}
