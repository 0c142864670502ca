import LayoutEngines
import LayoutModel
import Measurement
import Testing
import ViewTreeGenerators

/// Every engine on every generated shape, at small sizes: every engine that accepts a layout
/// must produce the cassowary engine's frames, after the build and after each kind of change.
/// kiwi takes part too: the generated shapes never make weighted and strict priorities differ,
/// and CI installs kiwisolver (scripts/setup.sh), so a missing kiwi fails here rather than
/// being skipped.
@Suite struct EngineAgreementTests {
  /// Shapes the graph engine must express (equalities only, two attributes per axis).
  static let graphShapes: Set<String> = ["flat", "deep", "autoresizing", "jw-example"]

  static let cases: [(Shape, Int)] = Shape.allCases.flatMap { shape in [(shape, 12), (shape, 60)] }

  @Test(arguments: cases)
  func enginesAgree(shape: Shape, views: Int) throws {
    let generated = try ViewTreeGenerator.make(shape: shape, views: views, seed: 7)
    var reference = try CassowaryEngine(layout: generated.layout)
    var others: [(EngineKind, any LayoutEngine)] = []
    for kind in [EngineKind.rebuild, .graph, .glpk, .kiwi] {
      guard let type = EngineRegistry.available[kind] else { continue }
      do {
        others.append((kind, try type.init(layout: generated.layout)))
      } catch EngineError.notSupported(let reason) {
        #expect(kind == .graph && !Self.graphShapes.contains(shape.rawValue), "\(kind) declined \(shape): \(reason)")
        #expect(!reason.isEmpty)
      }
    }
    func check(_ checkpoint: String) {
      for (kind, engine) in others {
        let verdict = FrameAgreement.compare(
          reference: reference.values, candidate: engine.values, layout: reference.layout,
          checkpoint: checkpoint, system: { reference.layout.linearSystem() })
        #expect(verdict.kind == .agree, "\(kind) on \(shape) \(views) after \(checkpoint): \(verdict.summary)")
      }
    }
    check("build")
    let hooks = generated.hooks
    try reference.resize(to: hooks.landscape)
    for index in others.indices { try others[index].1.resize(to: hooks.landscape) }
    check("resize")
    if let change = hooks.constants.first, let value = change.values.first {
      try reference.setConstant(value, ofConstraint: change.constraintIndex)
      for index in others.indices { try others[index].1.setConstant(value, ofConstraint: change.constraintIndex) }
      check("constant")
    }
    if let change = hooks.intrinsicSizes.first, let size = change.sizes.first {
      try reference.setIntrinsicContentSize(size, of: change.view)
      for index in others.indices { try others[index].1.setIntrinsicContentSize(size, of: change.view) }
      check("intrinsic")
    }
    if let top = hooks.churnSubtrees.first {
      try reference.removeSubtree(top)
      try reference.insertSubtree(top)
      for index in others.indices {
        try others[index].1.removeSubtree(top)
        try others[index].1.insertSubtree(top)
      }
      check("churn")
    }
  }
}
