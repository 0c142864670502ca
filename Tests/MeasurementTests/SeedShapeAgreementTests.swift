import LayoutEngines
import LayoutModel
import LayoutTestSupport
import Testing
import ViewTreeGenerators

@testable import Measurement

/// The `putta` and `jw-example` shapes solved by every engine: the frames the articles give, and
/// agreement with the reference engine at every size the resize workload visits.
@Suite struct SeedShapeAgreementTests {
  private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  /// The engine's frames after each resize of the cycle, or `nil` when the engine is not in
  /// this build.
  private func framesThroughResizes(
    _ type: any LayoutEngine.Type, _ generated: GeneratedLayout
  ) throws -> [[Rect]]? {
    var engine: any LayoutEngine
    do { engine = try type.init(layout: generated.layout) } catch {
      if case .unavailable = error { return nil }
      throw error
    }
    var result = [engine.frames]
    for size in generated.hooks.resizeCycle.dropFirst() + [generated.hooks.portrait] {
      try engine.resize(to: size)
      result.append(engine.frames)
    }
    return result
  }

  @Test func puttaBarsFormThePinwheelOfTheArticle() throws {
    let layout = try ViewTreeGenerator.make(shape: .putta, views: 15).layout
    let frames = try CassowaryEngine(layout: layout).frames
    func frame(_ name: String) throws -> Rect { frames[try #require(layout.id(named: name)).index] }
    // The frames the article logs for its four bars (before their rotation transforms).
    #expect(isApproximatelyEqual(try frame("central1.place"), rect(47, 47, 226, 226)))
    #expect(isApproximatelyEqual(try frame("central1.player0"), rect(0, 273, 273, 47)))
    #expect(isApproximatelyEqual(try frame("central1.player1"), rect(273, 47, 47, 273)))
    #expect(isApproximatelyEqual(try frame("central1.player2"), rect(47, 0, 273, 47)))
    #expect(isApproximatelyEqual(try frame("central1.player3"), rect(0, 0, 47, 273)))
    #expect(isApproximatelyEqual(try frame("central1.player0.lamp"), rect(8, 16.5, 14, 14)))
  }

  @Test func puttaBarsWidenWithTheScreen() throws {
    let generated = try ViewTreeGenerator.make(shape: .putta, views: 15)
    var engine = try CassowaryEngine(layout: generated.layout)
    try engine.resize(to: Size(width: 396, height: 320))
    let frames = engine.frames
    let layout = generated.layout
    func frame(_ name: String) throws -> Rect { frames[try #require(layout.id(named: name)).index] }
    // The place view keeps its size; the upright bars take the extra 76 points.
    #expect(isApproximatelyEqual(try frame("central1.place"), rect(85, 47, 226, 226)))
    #expect(isApproximatelyEqual(try frame("central1.player0"), rect(0, 273, 311, 47)))
    #expect(isApproximatelyEqual(try frame("central1.player1"), rect(311, 47, 85, 273)))
  }

  @Test(arguments: [Shape.putta, .jwExample], [3, 15, 47, 300])
  func linearEnginesAgreeAtEveryResizeSize(shape: Shape, views: Int) throws {
    let generated = try ViewTreeGenerator.make(shape: shape, views: views)
    let reference = try #require(try framesThroughResizes(CassowaryEngine.self, generated))
    for type in [RebuildEngine.self, GLPKEngine.self] as [any LayoutEngine.Type] {
      guard let frames = try framesThroughResizes(type, generated) else { continue }
      for (step, (a, b)) in zip(reference, frames).enumerated() {
        #expect(isApproximatelyEqual(a, b, absolute: 1e-3), "\(type.kind) at resize step \(step)")
      }
    }
  }

  @Test(arguments: [3, 4, 5, 40, 301])
  func graphEngineLaysOutTheJWExample(views: Int) throws {
    let generated = try ViewTreeGenerator.make(shape: .jwExample, views: views)
    let reference = try #require(try framesThroughResizes(CassowaryEngine.self, generated))
    let graph = try #require(try framesThroughResizes(DependencyGraphEngine.self, generated))
    for (step, (a, b)) in zip(reference, graph).enumerated() {
      #expect(isApproximatelyEqual(a, b, absolute: 1e-3), "graph at resize step \(step)")
    }
  }

  @Test func jwExampleMatchesTheArticle() throws {
    let layout = try ViewTreeGenerator.make(shape: .jwExample, views: 3).layout
    let frames = try DependencyGraphEngine(layout: layout).frames
    #expect(isApproximatelyEqual(frames[1], rect(110, 227.5, 100, 25)))
    #expect(isApproximatelyEqual(frames[2], rect(110, 262.5, 100, 207.5)))
  }

  @Test func graphEngineDeclinesPuttaNamingTheBar() throws {
    let layout = try ViewTreeGenerator.make(shape: .putta, views: 15).layout
    do {
      _ = try DependencyGraphEngine(layout: layout)
      Issue.record("the graph engine accepted a bar pinned by three horizontal attributes")
    } catch {
      guard case .notSupported(let reason) = error else {
        Issue.record("expected notSupported, got \(error)")
        return
      }
      // Player1's leading edge is pinned to the place view and to player0's trailing edge.
      #expect(reason.contains("central1.player1"))
      #expect(reason.contains("third horizontal attribute"))
    }
  }

  @Test func resizePlanCyclesThroughThePuttaWidths() throws {
    let generated = try ViewTreeGenerator.make(shape: .putta, views: 15)
    var plan = WorkloadPlan(workload: .resize, hooks: generated.hooks, layout: generated.layout, seed: 1)
    let widths = (0..<4).compactMap { _ -> Double? in
      if case .resize(let size) = plan.next() { size.width } else { nil }
    }
    #expect(widths == [375, 396, 320, 375])
  }
}
