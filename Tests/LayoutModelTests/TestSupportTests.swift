import LayoutModel
import LayoutTestSupport
import Testing

/// The shared helpers are used by every test target, so they get tests of their own.
@Suite struct TestSupportTests {
  @Test func approximateEqualityUsesTheLooserTolerance() {
    #expect(isApproximatelyEqual(1, 1 + 5e-7))
    #expect(!isApproximatelyEqual(1, 1 + 5e-6))
    #expect(isApproximatelyEqual(1e12, 1e12 + 100), "relative tolerance covers large magnitudes")
    #expect(!isApproximatelyEqual(1e12, 1e12 + 10_000))
    #expect(isApproximatelyEqual(0, 1e-7) && !isApproximatelyEqual(0, 1e-5))
    #expect(isApproximatelyEqual(0.333333, 1.0 / 3.0, absolute: 1e-4))
    #expect(!isApproximatelyEqual(.nan, .nan))
    #expect(isApproximatelyEqual(.infinity, .infinity) && !isApproximatelyEqual(.infinity, 1e308))
  }

  @Test func approximateEqualityOfRects() {
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(isApproximatelyEqual(rect, Rect(x: 1 + 1e-9, y: 2, width: 3, height: 4 - 1e-9)))
    #expect(!isApproximatelyEqual(rect, Rect(x: 1, y: 2, width: 3.001, height: 4)))
    #expect(isApproximatelyEqual([rect, .zero], [rect, .zero]))
    #expect(!isApproximatelyEqual([rect], [rect, rect]))
  }

  @Test func splitMix64MatchesTheReferenceSequence() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func splitMix64ReplaysFromItsSeed() {
    var first = SplitMix64(seed: 42)
    var second = SplitMix64(seed: 42)
    let a = (0..<100).map { _ in Int.random(in: 0..<1000, using: &first) }
    let b = (0..<100).map { _ in Int.random(in: 0..<1000, using: &second) }
    #expect(a == b)
    var other = SplitMix64(seed: 43)
    #expect(a != (0..<100).map { _ in Int.random(in: 0..<1000, using: &other) })
  }

  @Test func fixturesHaveTheDocumentedShape() throws {
    let centered = try Fixtures.twoViewsCentered()
    #expect(centered.viewCount == Fixtures.twoViewsCenteredFrames.count)
    let (layout, view) = try Fixtures.autoresizingTestView(mask: .flexibleWidth)
    #expect(layout.rootSize == Size(width: 320, height: 480))
    #expect(layout[view].frame == Rect(x: 160, y: 120, width: 80, height: 80))
    #expect(try Fixtures.deepChain(depth: 3).viewCount == 4)
  }
}
