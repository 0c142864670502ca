import LayoutModel
import Testing

@testable import Measurement

@Suite struct FrameAgreementTests {
  /// One view `a` under the root, with `a.width <= 100 @500` and `a.width >= 200 @500` (two
  /// equal-priority wishes in conflict: any width between is equally good) and
  /// `a.height == 40 @750`.
  private func ambiguousLayout() throws -> Layout {
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    let a = try layout.addView("a", in: .root)
    try layout.addConstraint(LayoutConstraint(a, .left, .equal, .root, .left))
    try layout.addConstraint(LayoutConstraint(a, .top, .equal, .root, .top))
    try layout.addConstraint(LayoutConstraint(a, .width, .lessThanOrEqual, constant: 100, priority: LayoutPriority(500)))
    try layout.addConstraint(LayoutConstraint(a, .width, .greaterThanOrEqual, constant: 200, priority: LayoutPriority(500)))
    try layout.addConstraint(LayoutConstraint(a, .height, .equal, constant: 40, priority: LayoutPriority(750)))
    return layout
  }

  private func values(width: Double, height: Double) -> [Double] {
    [0, 0, 320, 480, 0, 0, width, height]
  }

  @Test func identicalValuesAgree() throws {
    let layout = try ambiguousLayout()
    let v = values(width: 150, height: 40)
    let verdict = FrameAgreement.compare(
      reference: v, candidate: v.map { $0 + 1e-7 }, layout: layout, checkpoint: "build",
      system: { layout.linearSystem() })
    #expect(verdict.kind == .agree)
    #expect(verdict.summary == "agree")
  }

  @Test func equallyGoodDifferentFramesAreATie() throws {
    let layout = try ambiguousLayout()
    let verdict = FrameAgreement.compare(
      reference: values(width: 120, height: 40), candidate: values(width: 180, height: 40),
      layout: layout, checkpoint: "resize", system: { layout.linearSystem() })
    #expect(verdict.kind == .tie)
    #expect(verdict.views == ["a"])
    #expect(verdict.maxDifference == 60)
    #expect(verdict.summary.hasPrefix("tie (resize): a"))
  }

  @Test func aWorseObjectiveIsADisagreement() throws {
    let layout = try ambiguousLayout()
    let verdict = FrameAgreement.compare(
      reference: values(width: 150, height: 40), candidate: values(width: 150, height: 50),
      layout: layout, checkpoint: "build", system: { layout.linearSystem() })
    #expect(verdict.kind == .disagree)
    #expect(verdict.summary.hasPrefix("DISAGREE 10 pt after build: a"))
    #expect(verdict.detail?.hasPrefix("reference is better") == true)
  }

  @Test func theObjectiveOrdersLevelsFromRequiredDown() throws {
    let layout = try ambiguousLayout()
    let system = layout.linearSystem()
    // Width 90: 0 over the <= 100 wish, 110 under the >= 200 wish; height 45: 5 off at 750.
    let objective = FrameAgreement.objective(of: values(width: 90, height: 45), in: system)
    #expect(objective == [0, 5, 110])
    // Moving the root breaks a required row.
    var broken = values(width: 90, height: 40)
    broken[0] = 3
    #expect(FrameAgreement.objective(of: broken, in: system)[0] > 0)
  }

  @Test func classificationOnHandMadeVectors() {
    // Equal within 1e-9 of each level's magnitude (here the totals themselves).
    #expect(FrameAgreement.classify(reference: [0, 5, 110], candidate: [0, 5 + 1e-12, 110]) == .tie)
    #expect(FrameAgreement.classify(reference: [0, 5, 110], candidate: [0, 5.0000001, 110]) == .disagree)
    #expect(FrameAgreement.classify(reference: [0, 5, 110], candidate: [0, 5, 111]) == .disagree)
    #expect(FrameAgreement.classify(reference: [0, 5], candidate: [0.01, 5]) == .disagree)
    #expect(FrameAgreement.classify(reference: [0, 5], candidate: [0, 5, 0]) == .disagree)
    #expect(FrameAgreement.classify(reference: [1e12, 0], candidate: [1e12 + 1e-4, 0]) == .tie)
  }

  @Test func nonFiniteAndMissingValuesDisagree() throws {
    let layout = try ambiguousLayout()
    let good = values(width: 150, height: 40)
    var bad = good
    bad[6] = .nan
    let nan = FrameAgreement.compare(reference: good, candidate: bad, layout: layout, checkpoint: "build") {
      layout.linearSystem()
    }
    #expect(nan.kind == .disagree)
    let short = FrameAgreement.compare(
      reference: good, candidate: Array(good.prefix(4)), layout: layout, checkpoint: "build"
    ) { layout.linearSystem() }
    #expect(short.kind == .disagree)
  }

  @Test func combiningKeepsTheWorst() {
    let agree = AgreementVerdict(kind: .agree, maxDifference: 1e-6)
    let tie = AgreementVerdict(kind: .tie, maxDifference: 3, views: ["a"])
    #expect(agree.combined(with: tie).kind == .tie)
    #expect(tie.combined(with: agree).kind == .tie)
    #expect(AgreementVerdict.none.combined(with: agree).kind == .agree)
  }
}
