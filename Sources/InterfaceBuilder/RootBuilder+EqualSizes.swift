import LayoutModel

extension RootBuilder {
  /// The axes a document's equal-size constraint can tie.
  enum SizeAxis { case width, height }

  /// Finds the groups of views the root's required constraints hold to one width (or one
  /// height): `A.width = B.width` with no multiplier, constant or lower priority, joined
  /// transitively, and the mean each group's members take (``equalSizeMean(node:axis:)``).
  ///
  /// Why: ``intrinsicSize(node:insets:)`` reads a control's size from its saved frame, and
  /// Interface Builder saves frames with their edges rounded to whole points, so two views of
  /// one width whose edges fall on different fractions are saved 1 pt apart (see
  /// ``equalSizeMean(node:axis:)``).
  ///
  /// - Complexity: O(*c* α(*n*)) for *c* constraints and *n* views, plus O(*n*) to list the groups and read their saved sizes.
  mutating func collectEqualSizeGroups() {
    var nodeOfID: [String: Int] = [:]
    for (index, node) in nodes.enumerated() { nodeOfID[node.ibID] = index }
    for axis in [SizeAxis.width, .height] {
      let name = axis == .width ? "width" : "height"
      var parent = Array(nodes.indices)
      func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
          parent[x] = parent[parent[x]]
          x = parent[x]
        }
        return x
      }
      var joined = false
      for owner in nodes.indices {
        guard let list = tree.child(of: nodes[owner].element, named: "constraints") else { continue }
        for constraint in tree.children(of: list, named: "constraint") {
          guard isActiveConstraint(constraint), attribute(constraint, "firstAttribute") == name, attribute(constraint, "secondAttribute") == name,
            attribute(constraint, "relation") == nil || attribute(constraint, "relation") == "equal",
            Self.multiplier(attribute(constraint, "multiplier")) == 1,
            number(attribute(constraint, "constant") ?? "0") == 0,
            number(attribute(constraint, "priority") ?? "1000") == 1000,
            let second = attribute(constraint, "secondItem").flatMap({ nodeOfID[$0] }),
            let first = attribute(constraint, "firstItem").map({ nodeOfID[$0] }) ?? owner,
            first != 0, second != 0
          else { continue }
          let (a, b) = (find(first), find(second))
          if a != b {
            parent[a] = b
            joined = true
          }
        }
      }
      guard joined else { continue }
      var members: [Int: [Int]] = [:]
      for index in nodes.indices { members[find(index), default: []].append(index) }
      for group in members.values where group.count > 1 {
        guard let mean = savedSizeMean(of: group, axis: axis) else { continue }
        for index in group {
          if axis == .width { equalWidthMeans[index] = mean } else { equalHeightMeans[index] = mean }
        }
      }
    }
  }

  /// The size a view held to its group's width (or height) by a required constraint takes in
  /// place of its own saved one, where every view of the group reads that size from its saved
  /// frame and the saved sizes differ by at most 1 pt: their mean.
  ///
  /// Why: AppKit of macOS 26 measures a push button's title in fractions of a point, and
  /// Interface Builder rounds each edge of a saved frame to a whole point, so two buttons of one
  /// width are saved 1 pt apart when their edges fall on halves. NetNewsWire's account-stats
  /// window (`AccountStatsWindow.xib`, 24765: "Vacuum Databases" and "Refresh", equal widths,
  /// 12 pt apart, 20 pt from the trailing edge) saves them 141 and 140 wide at x 387 and 540,
  /// and FSNotes' preferences (`Main.storyboard`, 24765: "Set" and "Reset" twice, "Clone" and
  /// "Remove") 59 and 58, 73 and 72, 12 pt apart: a 140.5 (58.5, 72.5) pt rect whose edges
  /// round each way. Taking one saved width for the size, the importer left one button 1 pt
  /// wide of its frame and moved its neighbours. Sizes that differ by more than a point are not
  /// rounding; the group keeps its own.
  ///
  /// Computed once per group, when the groups are collected: each member's saved size is read
  /// once, so a group of *n* views costs O(*n*), not O(*n*²).
  func equalSizeMean(node index: Int, axis: SizeAxis) -> Double? {
    axis == .width ? equalWidthMeans[index] : equalHeightMeans[index]
  }

  /// The mean of the group's saved sizes along `axis` if every member reads its size from its
  /// saved frame and they differ by more than nothing and at most 1 pt; else nil.
  private func savedSizeMean(of group: [Int], axis: SizeAxis) -> Double? {
    var sizes: [Double] = []
    sizes.reserveCapacity(group.count)
    for member in group {
      let saved = savedIntrinsicSize(node: member, insets: alignmentInsets(node: member))
      guard saved.source == .savedFrame, let size = axis == .width ? saved.size.width : saved.size.height else { return nil }
      sizes.append(size)
    }
    guard let low = sizes.min(), let high = sizes.max(), high > low, high - low <= 1 else { return nil }
    return sizes.reduce(0, +) / Double(sizes.count)
  }
}
