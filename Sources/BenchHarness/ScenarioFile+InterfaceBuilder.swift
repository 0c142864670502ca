import Foundation
import InterfaceBuilder
import LayoutEngines
import LayoutModel
import ViewTreeGenerators

extension ScenarioFile {
  /// Whether a path names an Interface Builder document rather than a JSON scenario.
  public static func isInterfaceBuilderDocument(_ path: String) -> Bool {
    let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
    return ext == "xib" || ext == "storyboard"
  }

  /// Reads a `.xib` or `.storyboard` document.
  public static func readDocument(_ path: String) throws(BenchError) -> InterfaceBuilderDocument {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadableFile(path: path, reason: unreadableReason(path))
    }
    do {
      return try InterfaceBuilderDocument(data: data)
    } catch {
      throw .malformedDocument(path: path, error: error)
    }
  }

  /// The inputs a file gives: one for a JSON scenario, one per root for an Interface Builder
  /// document (named `FILE:ROOT`), with the import's warnings (each naming the file).
  ///
  /// With `tile` above 1, each layout is replicated that many times side by side under a common
  /// root (``Layout/tiled(copies:)``) and named with `xN`; a tiled layout is resized like a
  /// real screen, by its width only.
  public static func readInputs(_ path: String, tile: Int = 1) throws(BenchError) -> (inputs: [BenchInput], warnings: [String]) {
    guard tile >= 1 else {
      throw .invalidOption(option: "--tile", value: String(tile), expected: "a number of copies of at least 1")
    }
    var inputs: [BenchInput]
    var warnings: [String] = []
    if isInterfaceBuilderDocument(path) {
      let document = try readDocument(path)
      let file = URL(fileURLWithPath: path).lastPathComponent
      inputs = document.roots.map { root in BenchInput(name: "\(file):\(root.name)", layout: root.layout, hooks: .importedScreen(root.layout)) }
      warnings = document.allWarnings.map { "\(file): \($0)" }
    } else {
      inputs = [try read(path)]
    }
    guard tile > 1 else { return (inputs, warnings) }
    for index in inputs.indices {
      do {
        let tiled = try inputs[index].layout.tiled(copies: tile)
        inputs[index] = BenchInput(name: "\(inputs[index].name) x\(tile)", layout: tiled, hooks: .importedScreen(tiled))
      } catch {
        throw .malformedScenario(path: path, error: .rejected(location: "tiling \(inputs[index].name)", error: error))
      }
    }
    return (inputs, warnings)
  }

  /// Why a path cannot be read, in the system's words.
  static func unreadableReason(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
    if isDirectory.boolValue { return "is a directory" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return "read failed"
  }
}

extension WorkloadHooks {
  /// Workload changes for a real screen: a resize changes the width only, from the designed
  /// width to the width of a 414-pt phone in proportion (375 → 414), as the same screen shown on
  /// a wider device, or where the screen cannot be that wide (fixed widths inside), to the first
  /// of a 320-pt phone's, 2% wider and 2% narrower that its required constraints allow, checked
  /// by building it once; constants move only where the constraint is not required; intrinsic sizes
  /// grow and shrink only on views whose hugging and compression resistance are not required
  /// (a required one makes the text's size a required constraint that a change would break).
  /// Swapping width and height, the guess for an arbitrary scenario, would ask a 52-pt bar to
  /// be 1,000 pt tall.
  public static func importedScreen(_ layout: Layout) -> WorkloadHooks {
    var hooks = WorkloadHooks.derived(from: layout)
    let size = layout.rootSize
    let widths = [size.width * 414 / 375, size.width * 320 / 375, size.width * 1.02, size.width * 0.98]
      .map { $0.rounded() }.filter { $0 != size.width }
    hooks.landscape = Size(width: widths.first ?? size.width + 1, height: size.height)
    for width in widths {
      var resized = layout
      let candidate = Size(width: width, height: size.height)
      guard (try? resized.setRootSize(candidate)) != nil, (try? CassowaryEngine(layout: resized)) != nil else { continue }
      hooks.landscape = candidate
      break
    }
    hooks.intrinsicSizes = hooks.intrinsicSizes.filter { change in
      let view = layout[change.view]
      return !view.contentHugging.horizontal.isRequired && !view.compressionResistance.horizontal.isRequired
    }
    return hooks
  }
}
