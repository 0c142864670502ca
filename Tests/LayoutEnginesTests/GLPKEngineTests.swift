import Foundation
import LayoutModel
import ViewTreeGenerators
import Testing

@testable import LayoutEngines

/// Whether two frames agree to `tolerance` points in every coordinate.
private func agree(_ a: Rect, _ b: Rect, tolerance: Double = 0.001) -> Bool {
  a.distance(to: b) <= tolerance
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// The engine for `layout`; a build without GLPK fails the test that asked for it.
///
/// GLPK is a default trait: a test that passed quietly without it would claim agreement with
/// a baseline that never ran.
private func glpk(_ layout: Layout, _ strategy: GLPKResolveStrategy = .warm) throws -> GLPKEngine {
  try requireGLPK { () throws(EngineError) in try GLPKEngine(layout: layout, strategy: strategy) }
}

/// The GLPK engine `make` builds; a build without GLPK records an issue and throws.
func requireGLPK(_ make: () throws(EngineError) -> GLPKEngine) throws -> GLPKEngine {
  do { return try make() } catch {
    if case .unavailable = error {
      Issue.record("this build has no GLPK: build with the GLPK trait (the default) and libglpk-dev installed")
    }
    throw error
  }
}

/// A flat layout: a grid of boxes sized by the root, each with a label whose
/// intrinsic size competes with a low-priority width, so every priority level has work.
func flatLayout(views: Int) throws -> Layout {
  var layout = Layout(rootSize: Size(width: 1000, height: 2000))
  let columns = 10
  for i in 0..<views / 2 {
    let box = try layout.addView("box\(i)", in: .root)
    let (row, column) = (Double(i / columns), Double(i % columns))
    try layout.addConstraint(
      LayoutConstraint(box, .centerX, .equal, .root, .right, multiplier: (column + 0.5) / Double(columns)))
    try layout.addConstraint(LayoutConstraint(box, .width, .equal, .root, .width, multiplier: 1 / Double(columns), constant: -4))
    try layout.addConstraint(LayoutConstraint(box, .top, .equal, .root, .top, constant: 40 * row))
    try layout.addConstraint(LayoutConstraint(box, .height, constant: 36))
    let label = try layout.addView(
      View(name: "label\(i)", parent: box, intrinsicContentSize: IntrinsicContentSize(width: 60, height: 20)))
    try layout.addConstraint(LayoutConstraint(label, .leading, .equal, box, .leading, constant: 4))
    try layout.addConstraint(LayoutConstraint(label, .trailing, .lessThanOrEqual, box, .trailing, constant: -4))
    try layout.addConstraint(LayoutConstraint(label, .width, .equal, box, .width, priority: LayoutPriority(100)))
    try layout.addConstraint(LayoutConstraint(label, .centerY, .equal, box, .centerY))
  }
  return layout
}

@Suite("GLPKEngine: layouts")
struct GLPKEngineLayoutTests {
  @Test(arguments: GLPKResolveStrategy.allCases)
  func seedExampleWithEdits(strategy: GLPKResolveStrategy) throws {
    let (layout, a, b) = try seedTwoViewLayout()
    var engine = try glpk(layout, strategy)
    #expect(agree(engine.frames[a.index], rect(110, 227.5, 100, 25)))
    #expect(agree(engine.frames[b.index], rect(110, 262.5, 100, 207.5)))
    try engine.resize(to: Size(width: 480, height: 320))
    #expect(agree(engine.frames[a.index], rect(190, 147.5, 100, 25)))
    #expect(agree(engine.frames[b.index], rect(190, 182.5, 100, 127.5)))
    try engine.setConstant(40, ofConstraint: 3)  // A.height
    #expect(agree(engine.frames[a.index], rect(190, 140, 100, 40)))
    #expect(agree(engine.frames[b.index], rect(190, 190, 100, 120)))
  }

  @Test func strictPrioritiesBeatSummedWeights() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("A", in: .root)
    try layout.addConstraint(LayoutConstraint(a, .left, .equal, .root, .left))
    try layout.addConstraint(LayoutConstraint(a, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 10))
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 100, priority: .defaultHigh))
    // Ten conflicting constraints at 250: as summed weights (2500 > 750) they would win.
    for _ in 0..<10 {
      try layout.addConstraint(LayoutConstraint(a, .width, constant: 0, priority: .defaultLow))
    }
    let engine = try glpk(layout)
    #expect(agree(engine.frames[a.index], rect(0, 0, 100, 10)))
  }

  @Test func lowerLevelsStillCountOnceHigherOnesAreSettled() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView(
      View(name: "A", parent: .root, intrinsicContentSize: IntrinsicContentSize(width: 80, height: 20)))
    try layout.addConstraint(LayoutConstraint(a, .leading, .equal, .root, .leading, constant: 8))
    try layout.addConstraint(LayoutConstraint(a, .top, .equal, .root, .top, constant: 8))
    // At most 60 wide (required) beats compression resistance (750); hugging settles the height.
    try layout.addConstraint(LayoutConstraint(a, .width, .lessThanOrEqual, constant: 60))
    var engine = try glpk(layout)
    #expect(agree(engine.frames[a.index], rect(8, 8, 60, 20)))
    try engine.setIntrinsicContentSize(IntrinsicContentSize(width: 40, height: 30), of: a)
    #expect(agree(engine.frames[a.index], rect(8, 8, 40, 30)))
    // Losing the intrinsic height changes the rows: the program is rebuilt.
    try engine.setIntrinsicContentSize(IntrinsicContentSize(width: 50), of: a)
    #expect(agree(engine.frames[a.index].width, 50))
  }

  @Test func churnRemovesAndRestoresASubtree() throws {
    let (layout, a, b) = try seedTwoViewLayout()
    var engine = try glpk(layout)
    let before = engine.frames
    try engine.removeSubtree(b)
    #expect(agree(engine.frames[a.index], before[a.index]))
    try engine.insertSubtree(b)
    #expect(agree(engine.frames[b.index], before[b.index]))
  }

  /// Simplex iterations, GLPK's own count: the same on every machine.
  @Test func theAdvancedBasisAndWarmStartsSaveIterations() throws {
    for shape in [Shape.flat, .longRow, .deep, .autoresizing] {
      let generated = try ViewTreeGenerator.make(shape: shape, views: 200, seed: 42)
      let engine = try glpk(generated.layout)
      // These layouts are triangular: the advanced basis is already optimal, where GLPK's
      // standard basis (every row basic) pivots each of the 800 layout variables in.
      #expect(engine.simplexIterations < 20, "\(shape): \(engine.simplexIterations)")
    }
    for shape in [Shape.random, .putta, .collection] {
      let generated = try ViewTreeGenerator.make(shape: shape, views: 200, seed: 42)
      var warm = try glpk(generated.layout, .warm)
      var cold = try glpk(generated.layout, .cold)
      let (warmBuild, coldBuild) = (warm.simplexIterations, cold.simplexIterations)
      try warm.resize(to: generated.hooks.landscape)
      try cold.resize(to: generated.hooks.landscape)
      #expect(warm.simplexIterations - warmBuild < cold.simplexIterations - coldBuild, "\(shape)")
      #expect(zip(warm.frames, cold.frames).allSatisfy { agree($0, $1) }, "\(shape)")
    }
  }

  @Test func warmAndColdAgreeOnAFlatLayout() throws {
    let layout = try flatLayout(views: 200)
    var warm = try glpk(layout, .warm)
    var cold = try glpk(layout, .cold)
    for width in [800.0, 1200, 640] {
      try warm.resize(to: Size(width: width, height: 2000))
      try cold.resize(to: Size(width: width, height: 2000))
      #expect(zip(warm.frames, cold.frames).allSatisfy { agree($0, $1) })
    }
    // A label is its intrinsic 60 wide unless its box (60 wide at 640) leaves less: 60 - 8.
    #expect(agree(warm.frames[1], rect(2, 0, 60, 36)))
    #expect(agree(warm.frames[2], rect(4, 8, 52, 20)))
  }
}

private func agree(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.001 }

@Suite("GLPKEngine: errors")
struct GLPKEngineErrorTests {
  @Test func conflictingRequiredRowsAreReportedAsUnsatisfiable() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("A", in: .root)
    try layout.addConstraint(LayoutConstraint(a, .left, .equal, .root, .left))
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 100))
    try layout.addConstraint(LayoutConstraint(a, .right, .equal, .root, .left, constant: 50))
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 10, priority: .defaultLow))
    do {
      _ = try GLPKEngine(layout: layout)
      Issue.record("an infeasible layout was solved")
    } catch {
      switch error {
      case .unsatisfiable(let conflicting):
        #expect(Set(conflicting) == ["A.left == root.left", "A.width == 100", "A.right == root.left + 50"])
      case .unavailable: Issue.record("this build has no GLPK (the GLPK trait, libglpk-dev)")
      default: Issue.record("wrong error \(error)")
      }
    }
  }

  #if GLPK
  /// The exact check behind a refusal measures a conflict far below a point and does not call
  /// it one; GLPK's floating-point simplex calls these rows infeasible, so the engine solves them
  /// with the required rows allowed to bend by that much.
  @Test func aConflictOfRoundingSizeIsNotARefusal() throws {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("A", in: .root)
    try layout.addConstraint(LayoutConstraint(a, .left, .equal, .root, .left))
    try layout.addConstraint(LayoutConstraint(a, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(a, .height, constant: 10))
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 100))
    try layout.addConstraint(LayoutConstraint(a, .width, constant: 100.000001))
    let engine = try GLPKEngine(layout: layout)
    let violation = try #require(engine.requiredViolation(of: engine.activeRequiredRows))
    #expect(abs(violation.minimum - 1e-6) < 1e-9)
    #expect(!violation.isConflict)
    #expect(violation.certificate.count == 2)
    let width = engine.frames[a.index].width
    #expect(width >= 100 - 1e-9 && width <= 100.000001 + 1e-9)
  }

  @Test func everyReturnCodeMapsToAnError() {
    for code in GLPKReturnCode.all {
      let error = GLPKError(code)
      switch code {
      case .success: #expect(error == nil)
      case .noPrimalFeasible: #expect(error == .infeasible)
      case .noDualFeasible: #expect(error == .unbounded)
      default:
        #expect(error == .failed(code: code.description))
        #expect(code.description.hasPrefix("GLP_E"))
      }
    }
    #expect(GLPKError(GLPKReturnCode(rawValue: 99)) == .failed(code: "unknown return code 99"))
  }

  @Test func everyStatusMapsToAnError() {
    for status in GLPKStatus.all {
      let error = GLPKError(status)
      switch status {
      case .optimal: #expect(error == nil)
      case .noFeasible, .infeasible: #expect(error == .infeasible)
      case .unbounded: #expect(error == .unbounded)
      default: #expect(error == .failed(code: status.description))
      }
    }
  }
  #endif
}
