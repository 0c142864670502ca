import Foundation
import LayoutEngines
import LayoutModel
import ScenarioFiles
import Testing

@testable import Measurement

/// The per-level comparison on real engines: a level fixed with a slack must show as worse at
/// that level, however much it buys below; and kiwi's weighted trades are a semantic difference.
@Suite struct LevelComparisonTests {
  /// `shared/repros/glpk-slack-false-disagree.json`: GLPK used to cap each level at its optimum
  /// plus 1e-6 and spend that on priority 250; v18 is free (only `v18.centerY <= v19.bottom +
  /// 399.48`), so engines may place it anywhere; and kiwi trades priority 251 for 250 at v2.
  static let scenario = """
    {"format":1,"rootSize":{"width":1024,"height":768},"views":[{"name":"root"},
    {"name":"v1","parent":"root"},
    {"name":"v2","parent":"v1"},
    {"name":"v3","parent":"root"},
    {"name":"v4","parent":"root"},
    {"name":"v5","parent":"v4"},
    {"name":"v6","parent":"v4"},
    {"name":"v11","parent":"v5"},
    {"name":"v12","parent":"v1"},
    {"name":"v15","parent":"v6"},
    {"name":"v18","parent":"v15"},
    {"name":"v19","parent":"v12"}],"constraints":[{"first":"v4","firstAttribute":"centerX","relation":"==","second":"root","secondAttribute":"centerX","multiplier":1.0,"constant":14.5},
    {"first":"v5","firstAttribute":"right","relation":"==","second":"v4","secondAttribute":"centerX","multiplier":1.0,"constant":34.5},
    {"first":"v11","firstAttribute":"left","relation":"<=","second":"v5","secondAttribute":"left","multiplier":1.0,"constant":48.0,"priority":750},
    {"first":"v5","firstAttribute":"width","relation":"==","second":"v4","secondAttribute":"width","multiplier":1.0,"constant":-29.0},
    {"first":"v2","firstAttribute":"bottom","relation":"==","second":"root","secondAttribute":"bottom","multiplier":0.5,"constant":141.15639970253838,"priority":250},
    {"first":"v12","firstAttribute":"bottom","relation":"==","second":"v1","secondAttribute":"top","multiplier":1.0,"constant":165.0},
    {"first":"v6","firstAttribute":"bottom","relation":"==","second":"v4","secondAttribute":"top","multiplier":1.0,"constant":-23.0},
    {"first":"v3","firstAttribute":"leading","relation":"==","second":"root","secondAttribute":"trailing","multiplier":1.0,"constant":-31.0},
    {"first":"v15","firstAttribute":"centerY","relation":"==","second":"v6","secondAttribute":"centerY","multiplier":1.25,"constant":-4.0},
    {"first":"v5","firstAttribute":"bottom","relation":"==","second":"v4","secondAttribute":"centerY","multiplier":1.0,"constant":-24.0},
    {"first":"v2","firstAttribute":"bottom","relation":">=","second":"root","secondAttribute":"bottom","multiplier":0.5,"constant":152.05804507819127,"priority":251},
    {"first":"v1","firstAttribute":"top","relation":"==","second":"root","secondAttribute":"top","multiplier":1.0,"constant":-69.5},
    {"first":"v4","firstAttribute":"height","relation":"==","second":"v4","secondAttribute":"width","multiplier":1.0,"constant":-28.5},
    {"first":"v6","firstAttribute":"centerY","relation":"==","second":"v5","secondAttribute":"top","multiplier":1.0,"constant":-94.5},
    {"first":"v1","firstAttribute":"left","relation":"==","second":"root","secondAttribute":"right","multiplier":1.0,"constant":10.5},
    {"first":"v1","firstAttribute":"centerY","relation":"==","second":"root","secondAttribute":"top","multiplier":1.0,"constant":18.0},
    {"first":"v11","firstAttribute":"left","relation":"==","second":"v3","secondAttribute":"left","multiplier":1.0,"constant":-302.65891775071475,"priority":251},
    {"first":"v5","firstAttribute":"height","relation":"==","second":"v5","secondAttribute":"width","multiplier":1.0,"constant":-26.5},
    {"first":"v15","firstAttribute":"height","relation":"==","constant":232.0},
    {"first":"v4","firstAttribute":"top","relation":"==","second":"root","secondAttribute":"centerY","multiplier":1.0,"constant":-19.5},
    {"first":"v2","firstAttribute":"height","relation":"==","second":"v1","secondAttribute":"height","multiplier":1.0,"constant":9.5},
    {"first":"v15","firstAttribute":"bottom","relation":">=","second":"v2","secondAttribute":"centerY","multiplier":1.0,"constant":-69.74023237052107,"priority":250},
    {"first":"v4","firstAttribute":"trailing","relation":"==","second":"v1","secondAttribute":"leading","multiplier":1.0,"constant":-343.0},
    {"first":"v12","firstAttribute":"height","relation":"==","second":"root","secondAttribute":"height","multiplier":1.0,"constant":-998.5,"priority":251},
    {"first":"v18","firstAttribute":"centerY","relation":"<=","second":"v19","secondAttribute":"bottom","multiplier":1.0,"constant":399.4791666666667},
    {"first":"v12","firstAttribute":"centerY","relation":"==","second":"v1","secondAttribute":"bottom","multiplier":0.75,"constant":21.0}]}
    """

  private func layout() throws -> Layout { try Scenario(jsonData: Data(Self.scenario.utf8)).layout }

  @Test func glpkHoldsEveryLevelExactlySoTheFreeViewsAreATie() throws {
    let layout = try layout()
    let reference = try CassowaryEngine(layout: layout)
    let glpk = try GLPKEngine(layout: layout)
    let verdict = FrameAgreement.compare(
      reference: reference.values, candidate: glpk.values, layout: layout, checkpoint: "build",
      system: { layout.linearSystem() })
    #expect(verdict.kind == .agree || verdict.kind == .tie, "\(verdict.summary) \(verdict.detail ?? "")")
    #expect(Set(verdict.views).isSubset(of: ["v18", "v19"]), "\(verdict.views)")
  }

  @Test func aSlackAtAHigherLevelIsWorseWhateverItBuysBelow() throws {
    let layout = try layout()
    let system = layout.linearSystem()
    let reference = try CassowaryEngine(layout: layout)
    var levels = FrameAgreement.levels(of: reference.values, in: system)
    // What the old GLPK returned: 1e-6 worse at 750, 6.4e-4 worse at 251, 1.3e-3 better at 250.
    var slack = levels
    slack[1].violation += 1e-6
    slack[2].violation += 6.4e-4
    slack[3].violation -= 1.3e-3
    let (kind, detail) = FrameAgreement.classify(reference: levels, candidate: slack)
    #expect(kind == .disagree)
    #expect(detail?.hasPrefix("reference is better at priority 750") == true, "\(detail ?? "")")
    // Rounding far below the relative tolerance is no difference at all.
    levels[1].violation += 1e-13
    #expect(FrameAgreement.classify(reference: FrameAgreement.levels(of: reference.values, in: system), candidate: levels).0 == .tie)
  }

  @Test func kiwisWeightedTradeIsASemanticDifference() throws {
    let layout = try layout()
    let reference = try CassowaryEngine(layout: layout)
    let kiwi = try KiwiEngine(layout: layout)
    let weighted = FrameAgreement.compare(
      reference: reference.values, candidate: kiwi.values, layout: layout, checkpoint: "build",
      weights: KiwiEngine.weight(of:), system: { layout.linearSystem() })
    #expect(weighted.kind == .semanticDifference)
    // v2 is where kiwi trades; v18 and v19 are free, so kiwi may place them anywhere (its choice
    // among equal optima depends on where its objects sit in memory).
    #expect(weighted.views.contains("v2"))
    #expect(Set(weighted.views).isSubset(of: ["v2", "v18", "v19"]), "\(weighted.views)")
    #expect(weighted.summary.hasPrefix("semantic difference (build, weighted priorities): v2"))
    #expect(weighted.detail?.contains("worse at priority 251") == true)
    #expect(weighted.detail?.contains("better at priority 250") == true)
    // Judged by strict priorities alone, the same frames are worse.
    let strict = FrameAgreement.compare(
      reference: reference.values, candidate: kiwi.values, layout: layout, checkpoint: "build",
      system: { layout.linearSystem() })
    #expect(strict.kind == .disagree)
  }

  @Test func aWeightedEngineThatMissesItsOwnOptimumStillDisagrees() throws {
    let layout = try layout()
    let system = layout.linearSystem()
    let levels = FrameAgreement.levels(of: try CassowaryEngine(layout: layout).values, in: system)
    var candidate = levels
    candidate[2].violation += 10  // worse at 251
    candidate[3].violation -= 1  // better at 250 by too little for the weights
    let weights: (LayoutPriority) -> Double = KiwiEngine.weight(of:)
    #expect(FrameAgreement.classify(reference: levels, candidate: candidate, weights: weights).0 == .disagree)
    candidate[3].violation = levels[3].violation - 20  // now it pays for itself (weights differ by 1.4%)
    #expect(FrameAgreement.classify(reference: levels, candidate: candidate, weights: weights).0 == .semanticDifference)
    // Worse at the required level is never a matter of semantics.
    var broken = candidate
    broken[0].violation += 1
    #expect(FrameAgreement.classify(reference: levels, candidate: broken, weights: weights).0 == .disagree)
  }
}
