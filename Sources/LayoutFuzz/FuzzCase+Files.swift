import Foundation
import LayoutModel
import ScenarioFiles

/// Why a case could not be read or written.
public enum FuzzCaseFileError: Error, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case badScenario(path: String, error: ScenarioError)
  case badSteps(path: String, reason: String)
  case unwritable(path: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
    case .badScenario(let path, let error): "\(path): \(error)"
    case .badSteps(let path, let reason): "\(path): not a list of steps: \(reason)"
    case .unwritable(let path, let reason): "\(path): cannot write: \(reason)"
    }
  }
}

extension FuzzCase {
  /// Reads a scenario file and, when given, a steps file (a JSON list of ``FuzzStep``).
  public static func read(scenario path: String, steps stepsPath: String? = nil) throws(FuzzCaseFileError) -> FuzzCase {
    let layout: Layout
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let scenario: Scenario
      do { scenario = try Scenario(jsonData: data) } catch { throw FuzzCaseFileError.badScenario(path: path, error: error) }
      layout = scenario.layout
      // The range every engine is given, as the harness checks it.
      do throws(LayoutError) { try scenario.validateNumbers() } catch {
        throw FuzzCaseFileError.badScenario(path: path, error: .rejected(location: "layout", error: error))
      }
    } catch let error as FuzzCaseFileError {
      throw error
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    var steps: [FuzzStep] = []
    if let stepsPath {
      let data: Data
      do { data = try Data(contentsOf: URL(fileURLWithPath: stepsPath)) } catch {
        throw .unreadable(path: stepsPath, reason: error.localizedDescription)
      }
      do { steps = try JSONDecoder().decode([FuzzStep].self, from: data) } catch {
        throw .badSteps(path: stepsPath, reason: String(describing: error))
      }
    }
    return FuzzCase(layout: layout, steps: steps, origin: (path as NSString).lastPathComponent)
  }

  /// Writes `name.json` (the scenario) and, when there are steps, `name.steps.json` into
  /// `directory`, each atomically; returns the paths written.
  @discardableResult
  public func write(to directory: String, name: String) throws(FuzzCaseFileError) -> [String] {
    let base = URL(fileURLWithPath: directory)
    do { try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true) } catch {
      throw .unwritable(path: directory, reason: error.localizedDescription)
    }
    var written: [String] = []
    let scenario = base.appendingPathComponent("\(name).json")
    do { try Scenario(layout: layout).jsonData().write(to: scenario, options: .atomic) } catch {
      throw .unwritable(path: scenario.path, reason: error.localizedDescription)
    }
    written.append(scenario.path)
    if !steps.isEmpty {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let path = base.appendingPathComponent("\(name).steps.json")
      do { try encoder.encode(steps).write(to: path, options: .atomic) } catch {
        throw .unwritable(path: path.path, reason: error.localizedDescription)
      }
      written.append(path.path)
    }
    return written
  }
}
