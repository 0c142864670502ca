import LayoutModel
import ScenarioFiles
import ViewTreeGenerators

extension GeneratedLayout {
  /// The layout with its hooks written as a scenario's `workloads` section, so that a scenario
  /// file replays exactly the changes the generator chose (`bench export`).
  public var scenario: Scenario {
    Scenario(layout: layout, workloads: ScenarioWorkloads(hooks))
  }
}
