import LayoutModel
import LayoutTestSupport
import Testing

@testable import ViewTreeGenerators

/// The two layouts taken from the background articles: their natural sizes, their tiling, and
/// the Putta resize cycle. Solving them is checked against every engine in the harness tests.
@Suite struct SeedShapeTests {
  @Test func puttaAloneIsOnePlayerAreaOfFourteenViews() throws {
    let generated = try ViewTreeGenerator.make(shape: .putta, views: 15)
    let layout = generated.layout
    #expect(layout.viewCount == 15)
    #expect(layout.rootSize == Size(width: 320, height: 320))
    let names = layout.views.map(\.name)
    for bar in 0..<4 {
      #expect(names.contains("central1.player\(bar)"))
      #expect(names.contains("central1.player\(bar).lamp"))
      #expect(names.contains("central1.player\(bar).label"))
    }
    // Every label has an intrinsic size; nothing else does.
    let intrinsic = layout.views.filter { $0.intrinsicContentSize != .none }.map(\.name)
    #expect(intrinsic == (0..<4).map { "central1.player\($0).label" })
  }

  @Test func puttaResizeTogglesThePlayerAreaWidthThroughThreeSizes() throws {
    let hooks = try ViewTreeGenerator.make(shape: .putta, views: 15).hooks
    #expect(hooks.resizeCycle.map(\.width) == [320, 375, 396])
    #expect(Set(hooks.resizeCycle.map(\.height)) == [320])
  }

  @Test func tiledPuttaScalesEveryResizeSizeByTheColumns() throws {
    // 71 areas: 9 columns, 8 rows, 6 title strips.
    let generated = try ViewTreeGenerator.make(shape: .putta, views: 1_001)
    #expect(generated.layout.viewCount == 1_001)
    let widths: [Double] = [2_880, 3_375, 3_564]
    #expect(generated.hooks.resizeCycle.map(\.width) == widths)
    let height: Double = 8 + 12 * 6 + 320 * 8
    #expect(generated.hooks.portrait.height == height)
    // Every area can be removed for good; the lists keep 256 places spread over the tree.
    let areas = generated.hooks.removals.filter { generated.layout.name(of: $0.top).hasPrefix("central") && !generated.layout.name(of: $0.top).contains(".") }
    #expect(areas.count >= 50)
    #expect(generated.hooks.churnSubtrees.count == 256)
  }

  @Test func puttaLampInsetsAnimateToTheAuthorsCorrection() throws {
    let generated = try ViewTreeGenerator.make(shape: .putta, views: 15)
    #expect(generated.hooks.constants.count == 4)
    for change in generated.hooks.constants {
      #expect(change.values == [8, 16.5, 12])
    }
  }

  @Test func jwExampleAloneIsTheArticlesTwoViews() throws {
    let generated = try ViewTreeGenerator.make(shape: .jwExample, views: 3)
    let layout = generated.layout
    #expect(layout.rootSize == Size(width: 320, height: 480))
    #expect(layout.views.map(\.name) == ["root", "a", "b"])
    let a = try #require(layout.id(named: "a"))
    let b = try #require(layout.id(named: "b"))
    let expected = [
      LayoutConstraint(a, .centerY, .equal, .root, .centerY),
      LayoutConstraint(a, .centerX, .equal, .root, .centerX),
      LayoutConstraint(a, .width, constant: 100),
      LayoutConstraint(a, .height, constant: 25),
      LayoutConstraint(b, .width, .equal, a, .width),
      LayoutConstraint(b, .centerX, .equal, a, .centerX),
      LayoutConstraint(b, .top, .equal, a, .bottom, constant: 10),
      LayoutConstraint(b, .bottom, .equal, .root, .bottom, constant: -10),
    ]
    #expect(layout.constraints == expected)
  }

  @Test(arguments: [2, 4, 5, 6, 100, 10_000])
  func jwExampleTilesToTheExactCount(views: Int) throws {
    let generated = try ViewTreeGenerator.make(shape: .jwExample, views: views)
    #expect(generated.layout.viewCount == views)
    // Two required equalities per axis for every view but the root.
    var perAxis = [Int](repeating: 0, count: 2 * views)
    for constraint in generated.layout.constraints {
      #expect(constraint.relation == .equal && constraint.priority.isRequired)
      let axis = constraint.firstAttribute.axis == .horizontal ? 0 : 1
      perAxis[2 * constraint.first.index + axis] += 1
    }
    #expect(perAxis.dropFirst(2).allSatisfy { $0 == 2 })
  }

  @Test(arguments: [Shape.putta, .jwExample], [3, 15, 29, 250])
  func seedShapesAreDeterministic(shape: Shape, views: Int) throws {
    let a = try ViewTreeGenerator.make(shape: shape, views: views, seed: 5)
    let b = try ViewTreeGenerator.make(shape: shape, views: views, seed: 5)
    #expect(a.layout.views == b.layout.views)
    #expect(a.layout.constraints == b.layout.constraints)
    #expect(a.hooks == b.hooks)
    for constraint in a.layout.constraints { try a.layout.validate(constraint) }
  }
}
