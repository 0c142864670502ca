import LayoutEngines
import LayoutModel

/// A test-only engine for layouts fixed by required equalities (plus intrinsic sizes taken as
/// exact): dense Gaussian elimination, fine for a few dozen views.
struct EquationTestEngine: LayoutEngine {
  static let kind = EngineKind.cassowary
  private(set) var layout: Layout
  private(set) var values: [Double] = []

  init(layout: Layout) throws(EngineError) {
    self.layout = layout
    try solve()
  }

  mutating func resize(to size: Size) throws(EngineError) {
    layout.rootSize = size
    try solve()
  }

  mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(EngineError) {
    do { try layout.setConstant(constant, ofConstraint: index) } catch { throw .invalidLayout(error) }
    try solve()
  }

  mutating func setIntrinsicContentSize(_ size: IntrinsicContentSize, of view: ViewID) throws(EngineError) {
    do { try layout.update(view) { $0.intrinsicContentSize = size } } catch { throw .invalidLayout(error) }
    try solve()
  }

  mutating func removeSubtree(_ top: ViewID) throws(EngineError) {}
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) { try solve() }

  private mutating func solve() throws(EngineError) {
    let system = layout.linearSystem()
    let n = system.variableCount
    var rows: [[Double]] = []
    for row in system.constraints where row.relation == .equal && row.priority.isRequired {
      var dense = [Double](repeating: 0, count: n + 1)
      for term in row.terms { dense[Int(term.variable)] += term.coefficient }
      dense[n] = -row.constant
      rows.append(dense)
    }
    for (index, view) in layout.views.enumerated() {
      for (component, value) in [(FrameComponent.width, view.intrinsicContentSize.width),
                                 (.height, view.intrinsicContentSize.height)] {
        guard let value else { continue }
        var dense = [Double](repeating: 0, count: n + 1)
        dense[Int(component.variable(of: ViewID(index)))] = 1
        dense[n] = value
        rows.append(dense)
      }
    }
    var pivotRow = 0
    var pivots: [Int] = []
    for column in 0..<n where pivotRow < rows.count {
      var best = pivotRow
      for r in pivotRow..<rows.count where abs(rows[r][column]) > abs(rows[best][column]) { best = r }
      guard abs(rows[best][column]) > 1e-12 else { continue }
      rows.swapAt(pivotRow, best)
      for r in 0..<rows.count where r != pivotRow && rows[r][column] != 0 {
        let factor = rows[r][column] / rows[pivotRow][column]
        for c in column...n { rows[r][c] -= factor * rows[pivotRow][c] }
      }
      pivots.append(column)
      pivotRow += 1
    }
    guard pivots.count == n else { throw .notSupported(reason: "the test engine needs a square system") }
    var result = [Double](repeating: 0, count: n)
    for (r, column) in pivots.enumerated() { result[column] = rows[r][n] / rows[r][column] }
    values = result
  }
}

/// The equation engine with one value off by 5 points: a wrong engine.
struct ShiftedTestEngine: LayoutEngine {
  static let kind = EngineKind.graph
  private var inner: EquationTestEngine
  var layout: Layout { inner.layout }
  var values: [Double] {
    var v = inner.values
    if v.count > 4 { v[4] += 5 }
    return v
  }
  init(layout: Layout) throws(EngineError) { inner = try EquationTestEngine(layout: layout) }
  mutating func resize(to size: Size) throws(EngineError) { try inner.resize(to: size) }
  mutating func setConstant(_ c: Double, ofConstraint i: Int) throws(EngineError) { try inner.setConstant(c, ofConstraint: i) }
  mutating func setIntrinsicContentSize(_ s: IntrinsicContentSize, of v: ViewID) throws(EngineError) {
    try inner.setIntrinsicContentSize(s, of: v)
  }
  mutating func removeSubtree(_ top: ViewID) throws(EngineError) { try inner.removeSubtree(top) }
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) { try inner.insertSubtree(top) }
}

/// An engine that refuses every layout.
struct RefusingTestEngine: LayoutEngine {
  static let kind = EngineKind.glpk
  let layout: Layout
  var values: [Double] { [] }
  init(layout: Layout) throws(EngineError) { throw .notSupported(reason: "test engine refuses everything") }
  mutating func resize(to size: Size) throws(EngineError) {}
  mutating func setConstant(_ c: Double, ofConstraint i: Int) throws(EngineError) {}
  mutating func setIntrinsicContentSize(_ s: IntrinsicContentSize, of v: ViewID) throws(EngineError) {}
  mutating func removeSubtree(_ top: ViewID) throws(EngineError) {}
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) {}
}

/// The equation engine claiming fixed times of its own, as an engine in another process does:
/// 0.5 s per build, 0.25 s per change, 4096 bytes held once built and 8192 after any change.
struct SelfTimedTestEngine: SelfTimedEngine {
  static let kind = EngineKind.kiwi
  private var inner: EquationTestEngine
  private(set) var measuredSeconds = 0.5
  let buildMemory: Int? = 4096
  var retainedMemory: Int? { measuredSeconds > 0.5 ? 8192 : 4096 }
  var layout: Layout { inner.layout }
  var values: [Double] { inner.values }

  init(layout: Layout) throws(EngineError) { try self.init(layout: layout, timeLimit: nil) }
  init(layout: Layout, timeLimit: Double?) throws(EngineError) { inner = try EquationTestEngine(layout: layout) }
  mutating func resize(to size: Size) throws(EngineError) { try inner.resize(to: size); measuredSeconds += 0.25 }
  mutating func setConstant(_ c: Double, ofConstraint i: Int) throws(EngineError) {
    try inner.setConstant(c, ofConstraint: i)
    measuredSeconds += 0.25
  }
  mutating func setIntrinsicContentSize(_ s: IntrinsicContentSize, of v: ViewID) throws(EngineError) {
    try inner.setIntrinsicContentSize(s, of: v)
    measuredSeconds += 0.25
  }
  mutating func removeSubtree(_ top: ViewID) throws(EngineError) { try inner.removeSubtree(top); measuredSeconds += 0.25 }
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) { try inner.insertSubtree(top); measuredSeconds += 0.25 }
  mutating func moveSubtree(
    _ top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement]
  ) throws(EngineError) {
    try inner.moveSubtree(top, to: newParent, replacing: replacements)
    measuredSeconds += 0.25
  }
  mutating func removeHierarchy(_ top: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError) {
    try inner.removeHierarchy(top, replacing: replacements)
    measuredSeconds += 0.25
  }
}

/// A self-timed engine whose builds always stop at the time limit after 7 s.
struct OverLimitTestEngine: SelfTimedEngine {
  static let kind = EngineKind.kiwi
  let layout: Layout
  var values: [Double] { [] }
  var measuredSeconds: Double { 0 }
  var buildMemory: Int? { nil }
  init(layout: Layout) throws(EngineError) { try self.init(layout: layout, timeLimit: nil) }
  init(layout: Layout, timeLimit: Double?) throws(EngineError) { throw .overTimeLimit(seconds: 7) }
  mutating func resize(to size: Size) throws(EngineError) {}
  mutating func setConstant(_ c: Double, ofConstraint i: Int) throws(EngineError) {}
  mutating func setIntrinsicContentSize(_ s: IntrinsicContentSize, of v: ViewID) throws(EngineError) {}
  mutating func removeSubtree(_ top: ViewID) throws(EngineError) {}
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) {}
}

/// A correct engine whose values turn into NaN, as an overflow in a real engine would.
struct NonFiniteTestEngine: LayoutEngine {
  static let kind = EngineKind.rebuild
  private var inner: EquationTestEngine
  var layout: Layout { inner.layout }
  var values: [Double] { inner.values.enumerated().map { $0.offset == inner.values.count - 1 ? .nan : $0.element } }
  init(layout: Layout) throws(EngineError) { inner = try EquationTestEngine(layout: layout) }
  mutating func resize(to size: Size) throws(EngineError) { try inner.resize(to: size) }
  mutating func setConstant(_ c: Double, ofConstraint i: Int) throws(EngineError) { try inner.setConstant(c, ofConstraint: i) }
  mutating func setIntrinsicContentSize(_ s: IntrinsicContentSize, of v: ViewID) throws(EngineError) {
    try inner.setIntrinsicContentSize(s, of: v)
  }
  mutating func removeSubtree(_ top: ViewID) throws(EngineError) { try inner.removeSubtree(top) }
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) { try inner.insertSubtree(top) }
}

/// A self-timed engine whose changes all fail and which cannot be built again once one has
/// (a worker whose next build runs past the time limit): after its first failed workload the
/// runner has no engine for the others.
struct UnrebuildableTestEngine: SelfTimedEngine {
  static let kind = EngineKind.kiwi
  /// Set by the first change; only `aWorkloadLeftWithoutAnEngineSaysWhy` uses this engine.
  nonisolated(unsafe) static var hasFailed = false
  private var inner: EquationTestEngine
  var layout: Layout { inner.layout }
  var values: [Double] { inner.values }
  var measuredSeconds: Double { 0.5 }
  var buildMemory: Int? { nil }
  init(layout: Layout) throws(EngineError) { try self.init(layout: layout, timeLimit: nil) }
  init(layout: Layout, timeLimit: Double?) throws(EngineError) {
    if Self.hasFailed { throw .overTimeLimit(seconds: 9) }
    inner = try EquationTestEngine(layout: layout)
  }
  private func fail() throws(EngineError) -> Never {
    Self.hasFailed = true
    throw .failed(reason: "test engine fails every change")
  }
  mutating func resize(to size: Size) throws(EngineError) { try fail() }
  mutating func setConstant(_ c: Double, ofConstraint i: Int) throws(EngineError) { try fail() }
  mutating func setIntrinsicContentSize(_ s: IntrinsicContentSize, of v: ViewID) throws(EngineError) { try fail() }
  mutating func removeSubtree(_ top: ViewID) throws(EngineError) { try fail() }
  mutating func insertSubtree(_ top: ViewID) throws(EngineError) { try fail() }
}
