import LayoutModel

/// Which rows of a ``LinearSystem`` mention each view, and the view tree's children, built once
/// so that churn and intrinsic-size changes find their rows without scanning the system.
struct LinearSystemIndex {
  /// Rows mentioning each view's variables, as offsets into `rowList` (compressed rows).
  private var rowStart: [Int32]
  private var rowList: [Int32]
  /// Implicit rows owned by each view (hugging, compression resistance, autoresizing).
  private var implicit: [[Int]]
  private var childStart: [Int32]
  private var childList: [Int32]
  /// Rows appended after the index was built, per view.
  private var extraRows: [Int: [Int]] = [:]
  private var stamp: [UInt32]
  private var currentStamp: UInt32 = 0

  /// - Complexity: O(views + total terms).
  init(_ system: LinearSystem, viewCount: Int, layout: Layout) {
    var counts = [Int32](repeating: 0, count: viewCount + 1)
    implicit = Array(repeating: [], count: viewCount)
    for (row, constraint) in system.constraints.enumerated() {
      var lastView: Int32 = -1
      for term in constraint.terms {
        let view = term.variable / 4
        if view != lastView { counts[Int(view) + 1] += 1; lastView = view }
      }
      if let owner = constraint.source.ownerView { implicit[owner.index].append(row) }
    }
    for i in 0..<viewCount { counts[i + 1] += counts[i] }
    rowStart = counts
    rowList = [Int32](repeating: -1, count: Int(counts[viewCount]))
    var fill = counts
    for (row, constraint) in system.constraints.enumerated() {
      var lastView: Int32 = -1
      for term in constraint.terms {
        let view = term.variable / 4
        if view != lastView {
          rowList[Int(fill[Int(view)])] = Int32(row)
          fill[Int(view)] += 1
          lastView = view
        }
      }
    }
    var childCounts = [Int32](repeating: 0, count: viewCount + 1)
    for view in layout.views { if let parent = view.parent { childCounts[parent.index + 1] += 1 } }
    for i in 0..<viewCount { childCounts[i + 1] += childCounts[i] }
    childStart = childCounts
    childList = [Int32](repeating: 0, count: Int(childCounts[viewCount]))
    var childFill = childCounts
    for (index, view) in layout.views.enumerated() {
      if let parent = view.parent {
        childList[Int(childFill[parent.index])] = Int32(index)
        childFill[parent.index] += 1
      }
    }
    stamp = [UInt32](repeating: 0, count: system.constraints.count)
  }

  func implicitRows(of view: ViewID) -> [Int] { implicit[view.index] + (extraRows[view.index] ?? []) }

  mutating func appendImplicitRow(_ row: Int, of view: ViewID) {
    extraRows[view.index, default: []].append(row)
    stamp.append(0)
  }

  /// Every row that mentions a view of the subtree at `top`, or is owned by one, in row order.
  /// - Complexity: O(subtree size + rows found · log), without recursion.
  mutating func rows(touchingSubtreeOf top: ViewID) -> [Int] {
    currentStamp &+= 1
    var result: [Int] = []
    var stack: [Int32] = [top.rawValue]
    while let view = stack.popLast() {
      let v = Int(view)
      for i in Int(rowStart[v])..<Int(rowStart[v + 1]) {
        let row = Int(rowList[i])
        if stamp[row] != currentStamp { stamp[row] = currentStamp; result.append(row) }
      }
      for row in implicitRows(of: ViewID(view)) where stamp[row] != currentStamp {
        stamp[row] = currentStamp
        result.append(row)
      }
      stack.append(contentsOf: childList[Int(childStart[v])..<Int(childStart[v + 1])])
    }
    result.sort()
    return result
  }
}

extension ConstraintSource {
  /// Whether the row comes from an intrinsic content size (hugging or compression resistance).
  var isIntrinsic: Bool {
    switch self {
    case .hugging, .compressionResistance: true
    default: false
    }
  }
}
