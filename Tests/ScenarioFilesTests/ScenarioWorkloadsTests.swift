import Foundation
import LayoutModel
import LayoutTestSupport
import ScenarioFiles
import Testing

/// The scenario format's `workloads` section.
@Suite struct ScenarioWorkloadsTests {
  /// ``Fixtures/cardAndFooter()``: root > card > (title, image), root > footer; constraints 0...6.
  private static func layout() throws -> Layout { try Fixtures.cardAndFooter() }

  private static func every(_ layout: Layout) throws -> ScenarioWorkloads {
    let card = try #require(layout.id(named: "card"))
    let title = try #require(layout.id(named: "title"))
    let image = try #require(layout.id(named: "image"))
    let footer = try #require(layout.id(named: "footer"))
    let move = try #require(layout.reanchoringMove(of: footer, to: card))
    return ScenarioWorkloads(
      rootSizes: [Size(width: 414, height: 812), Size(width: 320, height: 812)],
      constants: [ConstantChange(constraintIndex: 1, values: [20, 24, 18]), ConstantChange(constraintIndex: 3, values: [40, 44])],
      churn: [card, image],
      intrinsicSizes: [IntrinsicChange(view: title, sizes: [IntrinsicContentSize(width: 80, height: 20), IntrinsicContentSize(width: 128)])],
      moves: [move],
      removals: [
        SubtreeRemoval(top: image),
        SubtreeRemoval(top: title, replacements: [
          ConstraintReplacement(index: 4, constraint: LayoutConstraint(image, .leading, .equal, card, .leading, constant: 8)),
        ]),
      ])
  }

  @Test func everyListRoundTrips() throws {
    let layout = try Self.layout()
    let scenario = Scenario(layout: layout, workloads: try Self.every(layout))
    let data = scenario.jsonData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""workloads": {"#))
    #expect(text.contains(#"{"constraint": 1, "values": [24, 18]}"#))
    #expect(text.contains(#"{"view": "footer", "to": "card", "constraints": [{"constraint": 6, "with": {"first": "footer", "firstAttribute": "leading", "second": "card", "secondAttribute": "leading", "constant": 4}}]}"#))
    let read = try Scenario(jsonData: data)
    #expect(read == scenario)
    #expect(read.workloads?.moves?.first?.replacements.first?.constraint.second == layout.id(named: "card"))
  }

  @Test func absentListsStayAbsentAndEmptyOnesEmpty() throws {
    var scenario = Scenario(layout: try Self.layout(), workloads: ScenarioWorkloads(rootSizes: [], churn: nil))
    let read = try Scenario(jsonData: scenario.jsonData())
    #expect(read.workloads?.rootSizes == [])
    #expect(read.workloads?.churn == nil && read.workloads?.moves == nil)
    scenario.workloads = nil
    #expect(try Scenario(jsonData: scenario.jsonData()).workloads == nil)
  }

  @Test func hooksTakeTheFilesListsOverAGuess() throws {
    let layout = try Self.layout()
    let workloads = try Self.every(layout)
    let guess = WorkloadHooks(portrait: layout.rootSize, landscape: Size(width: 1, height: 1), churnSubtrees: [ViewID(4)])
    let hooks = workloads.hooks(over: guess, rootSize: layout.rootSize)
    #expect(hooks.resizeCycle.map(\.width) == [375, 414, 320])
    #expect(hooks.churnSubtrees == workloads.churn)
    let partial = ScenarioWorkloads(constants: []).hooks(over: guess, rootSize: layout.rootSize)
    #expect(partial.landscape == Size(width: 1, height: 1) && partial.constants.isEmpty && partial.churnSubtrees == [ViewID(4)])
  }

  /// Sections are read once what they name is known, whatever their order in the file.
  @Test func aSectionBeforeTheViewsIsReadAfterThem() throws {
    let json = #"""
      { "workloads": { "churn": ["a"], "constants": [{"constraint": 0, "values": [5]}] },
        "format": 1, "rootSize": {"width": 100, "height": 100},
        "constraints": [{"first": "a", "firstAttribute": "width", "constant": 10}],
        "views": [{"name": "root"}, {"name": "a", "parent": "root"}] }
      """#
    let scenario = try Scenario(jsonData: Data(json.utf8))
    #expect(scenario.workloads?.churn == [ViewID(1)])
    #expect(scenario.workloads?.constants == [ConstantChange(constraintIndex: 0, values: [10, 5])])
  }

  private func error(_ workloads: String) throws -> String {
    let layout = try Self.layout()
    var text = String(decoding: Scenario(layout: layout).jsonData(), as: UTF8.self)
    text = String(text.dropLast(2)) + ",\n  \"workloads\": \(workloads)\n}\n"
    do {
      _ = try Scenario(jsonData: Data(text.utf8))
      return ""
    } catch {
      return error.description
    }
  }

  @Test func badEntriesSayWhereAndWhy() throws {
    #expect(try error(#"{"sizes": []}"#).contains(#"unknown field "workloads.sizes""#))
    #expect(try error(#"{"constants": [{"constraint": 9, "values": [1]}]}"#).contains("is 9; the layout's constraints are numbered 0 to 6"))
    #expect(try error(#"{"constants": [{"constraint": 1.5}]}"#).contains("should be an integer"))
    #expect(try error(#"{"churn": ["nobody"]}"#).contains(#"names unknown view "nobody""#))
    #expect(try error(#"{"churn": ["root"]}"#).contains("is the root"))
    #expect(try error(#"{"removals": [{"view": "root"}]}"#).contains("is the root"))
    #expect(try error(#"{"rootSizes": [{"width": -1, "height": 3}]}"#).contains("negative"))
    #expect(try error(#"{"moves": [{"view": "card", "to": "footer"}]}"#).contains("cannot move"))
    #expect(try error(#"{"moves": [{"view": "title", "to": "footer", "constraints": []}]}"#).contains("added after it"))
    #expect(try error(#"{"moves": [{"view": "footer"}]}"#).contains(#"missing required field "to""#))
    let pairing = try error(#"{"removals": [{"view": "image", "constraints": [{"constraint": 4, "with": {"first": "title", "firstAttribute": "width", "second": "card", "secondAttribute": "top"}}]}]}"#)
    #expect(pairing.contains("a size (width) cannot be related to a location (top)"), "\(pairing)")
    #expect(try error(#"{"intrinsicSizes": [{"view": "title", "sizes": [{"width": 1e400}]}]}"#).contains("beyond the supported magnitude"))
    #expect(try error(#"{"churn": []"#).hasPrefix("not valid JSON"))
  }
}
