import LayoutModel

/// What the random generator tracks per view while it builds: sizes in both orientations,
/// which views are labels, which are fixed by required constraints alone, and which views a
/// later sibling refers to.
struct RandomTreeState {
  var parent: [Int32] = [-1]
  var lastChild: [ViewID?] = [nil]
  var isLabel: [Bool] = [false]
  /// Whether the view's frame follows from required constraints alone (labels and views placed
  /// after a label do not).
  var fixedByRequired: [Bool] = [true]
  /// Whether the view's width is `k * parent.width` with `k <= 1` (or at most the parent's).
  var widthFactorAtMostOne: [Bool] = [false]
  /// Whether a later sibling's required constraint refers to the view.
  var referenced: [Bool] = [false]
  /// The smaller of the portrait and landscape sizes, per axis, for keeping constants small.
  var minimumWidth: [Double] = [375]
  var minimumHeight: [Double] = [375]

  init(capacity: Int) {
    lastChild.reserveCapacity(capacity)
    parent.reserveCapacity(capacity)
    isLabel.reserveCapacity(capacity)
    fixedByRequired.reserveCapacity(capacity)
    minimumWidth.reserveCapacity(capacity)
    minimumHeight.reserveCapacity(capacity)
  }

  mutating func append(view: ViewID, parent: ViewID, isLabel: Bool) {
    self.parent.append(parent.rawValue)
    lastChild.append(nil)
    self.isLabel.append(isLabel)
    fixedByRequired.append(fixedByRequired[parent.index])
    widthFactorAtMostOne.append(false)
    referenced.append(false)
    minimumWidth.append(0)
    minimumHeight.append(0)
  }

  func minimumSize(_ view: ViewID, _ axis: LayoutAxis) -> Double {
    axis == .horizontal ? minimumWidth[view.index] : minimumHeight[view.index]
  }

  mutating func setSize(_ view: ViewID, _ axis: LayoutAxis, factor: Double, of parent: ViewID, minus: Double = 0) {
    let size = max(0, factor * minimumSize(parent, axis) - minus)
    if axis == .horizontal {
      minimumWidth[view.index] = size
      widthFactorAtMostOne[view.index] = factor <= 1
    } else {
      minimumHeight[view.index] = size
    }
  }

  mutating func setSize(_ view: ViewID, _ axis: LayoutAxis, fixed: Double) {
    if axis == .horizontal { minimumWidth[view.index] = fixed } else { minimumHeight[view.index] = fixed }
  }

  /// Records that `view` is placed relative to `sibling`: the sibling's subtree can no longer be
  /// churned alone, and `view` is fixed by required constraints only if the sibling is.
  mutating func refer(to sibling: ViewID, from view: ViewID) {
    referenced[sibling.index] = true
    if !fixedByRequired[sibling.index] { fixedByRequired[view.index] = false }
  }

  /// Tops of subtrees of at most `maximumSize` views that no view outside refers to.
  /// - Complexity: O(views), one pass from the leaves up (parents precede children).
  func churnCandidates(maximumSize: Int) -> [ViewID] {
    var sizes = [Int](repeating: 1, count: parent.count)
    for index in stride(from: parent.count - 1, through: 1, by: -1) {
      sizes[Int(parent[index])] += sizes[index]
    }
    var result: [ViewID] = []
    for index in 1..<max(parent.count, 1) where !referenced[index] && sizes[index] <= maximumSize {
      result.append(ViewID(index))
    }
    return result
  }
}
