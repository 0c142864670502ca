import LayoutModel

/// What every root of a document shares: the parsed tree, the platform, the device, the image
/// sizes in `<resources>`, and the element of every `id`.
struct DocumentContext {
  let tree: XMLTree
  let platform: InterfaceBuilderDocument.Platform
  let isStoryboard: Bool
  let device: DeviceMetrics
  /// Whether the document names a device (`<device>`, or simulated screen metrics); Xcode 7 and
  /// earlier write none, and lay scenes out on a 600 x 600 canvas of any size class.
  let namesDevice: Bool
  /// How the Interface Builder that saved the document lays a scene out on the device.
  let canvas: CanvasMetrics
  /// The Interface Builder build whose controls the saved frames show, to look metrics up with
  /// (``controlsBuild(tree:platform:build:)``): the canvas's build but for older frames saved
  /// again by a newer Xcode.
  let controlsBuild: Int
  let toolsVersion: String?
  /// The Xcode generation that saved the document (`toolsVersion` 14460 is Xcode 10), or 0.
  let toolsMajor: Int
  /// Whether the document uses safe-area layout guides (`useSafeAreas="YES"`, iOS 11 and later).
  let usesSafeAreas: Bool
  let elementByID: [String: Int]
  /// Image sizes in points, by name, from `<resources>`.
  let imageSizes: [String: Size]
  /// The images `<resources>` lists from the system's catalog (`catalog="system"`): SF Symbols.
  let systemSymbols: Set<String>
  /// The ids of views a xib's File's Owner holds as its `view` outlet: a view controller's view
  /// once loaded, with a view controller's root margins.
  let filesOwnerViews: Set<String>
  /// The `<segue>` elements leading to each controller `id`, in document order: the way back
  /// from a scene (``RootBuilder/wayBack(from:)``) looks one up per step, and a scan of the
  /// whole document per step made a storyboard of 400 scenes pushed one after another take 36 s.
  let seguesByDestination: [String: [Int]]
  var warnings: [ImportWarning] = []

  /// Elements whose subtree is a root of its own: cells are laid out by their table or
  /// collection, each on its own.
  static let cellKinds: Set<String> = [
    "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    "tableCellView",
  ]

  init(tree: XMLTree) {
    self.tree = tree
    let document = tree[tree.root].attributes
    let runtime = document["targetRuntime"] ?? ""
    platform = runtime.hasPrefix("MacOSX") ? .macOS : .iOS
    isStoryboard = (document["type"] ?? "").contains("Storyboard")
    toolsVersion = document["toolsVersion"]
    toolsMajor = Int(toolsVersion?.prefix { $0.isNumber } ?? "") ?? 0
    usesSafeAreas = document["useSafeAreas"] == "YES"
    var byID: [String: Int] = [:]
    var images: [String: Size] = [:]
    var symbols: Set<String> = []
    var deviceElement: Int?
    var screenMetrics: Int?
    var orientationMetrics: Int?
    var pluginVersion: String?
    var ownerViews: Set<String> = []
    var segues: [String: [Int]] = [:]
    for index in tree.elements.indices {
      let element = tree[index]
      if element.name == "segue", let destination = element.attributes["destination"] {
        segues[destination, default: []].append(index)
      }
      if element.name == "outlet", element.attributes["property"] == "view", let destination = element.attributes["destination"],
        tree[element.parent].name == "connections", tree[element.parent].parent >= 0
      {
        let owner = tree[tree[element.parent].parent]
        if owner.attributes["placeholderIdentifier"] == "IBFilesOwner" || owner.attributes["userLabel"] == "File's Owner" {
          ownerViews.insert(destination)
        }
      }
      if let id = element.attributes["id"], byID[id] == nil { byID[id] = index }
      if element.name == "plugIn", pluginVersion == nil,
        ["com.apple.InterfaceBuilder.IBCocoaTouchPlugin", "com.apple.InterfaceBuilder.CocoaPlugin"].contains(element.attributes["identifier"])
      {
        pluginVersion = element.attributes["version"]
      }
      if element.name == "device", deviceElement == nil, tree[element.parent].name == "document" { deviceElement = index }
      // Documents saved before Xcode 9 name the device in their default simulated metrics.
      if element.parent >= 0, tree[element.parent].attributes["key"] == "defaultSimulatedMetrics" {
        if element.name == "simulatedScreenMetrics" { screenMetrics = index }
        if element.name == "simulatedOrientationMetrics" { orientationMetrics = index }
      }
      if element.name == "image", tree[element.parent].name == "resources", let name = element.attributes["name"],
        let width = element.attributes["width"].flatMap(Double.init), let height = element.attributes["height"].flatMap(Double.init)
      {
        images[name] = Size(width: width, height: height)
        if element.attributes["catalog"] == "system" { symbols.insert(name) }
      }
    }
    elementByID = byID
    imageSizes = images
    systemSymbols = symbols
    filesOwnerViews = ownerViews
    seguesByDestination = segues
    var device = DeviceMetrics.unknown
    var warnings: [ImportWarning] = []
    var deviceID: (id: String, landscape: Bool, element: Int)?
    if let deviceElement {
      let attributes = tree[deviceElement].attributes
      deviceID = (attributes["id"] ?? "", attributes["orientation"] == "landscape", deviceElement)
    } else if let screenMetrics, let type = tree[screenMetrics].attributes["type"] {
      let orientation = orientationMetrics.flatMap { tree[$0].attributes["orientation"] } ?? "portrait"
      deviceID = (String(type.prefix { $0 != "." }), orientation.hasPrefix("landscape"), screenMetrics)
    }
    if let deviceID {
      let build = CanvasMetrics.build(toolsVersion: toolsVersion, pluginVersion: pluginVersion)
      if let known = DeviceMetrics.named(deviceID.id, landscape: deviceID.landscape, build: build) {
        device = known
      } else if platform == .iOS {
        warnings.append(ImportWarning(
          element: tree[deviceID.element].name, id: deviceID.id, line: tree[deviceID.element].line,
          message: "unknown device: no safe-area insets or size classes are inferred from it"))
      }
    }
    if platform == .macOS { device.idiom = .mac }
    self.device = device
    namesDevice = deviceID != nil
    canvas = CanvasMetrics(device: device, build: CanvasMetrics.build(toolsVersion: toolsVersion, pluginVersion: pluginVersion))
    controlsBuild = Self.controlsBuild(tree: tree, platform: platform, build: canvas.build)
    self.warnings = warnings
  }

  /// The `<rect key="frame">` of an element, as saved (in the superview's coordinates, flipped
  /// for AppKit).
  func savedFrame(of element: Int) -> Rect? {
    guard let rect = tree.child(of: element, named: "rect", key: "frame") else { return nil }
    let a = tree[rect].attributes
    guard let x = number(a["x"]), let y = number(a["y"]), let width = number(a["width"]), let height = number(a["height"])
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Whether the element is a cell's content view (`key="contentView"` directly in a cell),
  /// which older documents save without a frame.
  func isCellContentView(_ element: Int) -> Bool {
    let e = tree[element]
    guard e.attributes["key"] == "contentView", e.parent >= 0 else { return false }
    return Self.cellKinds.contains(tree[e.parent].name)
  }

  /// Whether the element is a view at the top of a xib (directly in its `<objects>`), not a
  /// scene's or a view controller's.
  func isTopLevelOfXib(_ element: Int) -> Bool {
    let parent = tree[element].parent
    return !isStoryboard && parent >= 0 && tree[parent].name == "objects" && tree[tree[parent].parent].name == "document"
  }

  /// Whether the element is a view at the top of a storyboard scene (directly in the scene's
  /// `<objects>`, beside its view controller), not a view controller's view.
  func isTopLevelOfScene(_ element: Int) -> Bool {
    let parent = tree[element].parent
    return isStoryboard && parent >= 0 && tree[parent].name == "objects" && tree[parent].parent >= 0
      && tree[tree[parent].parent].name == "scene"
  }

  /// Whether the element is a view: it has an `id` and a frame, or is a cell's content view.
  func isView(_ element: Int) -> Bool {
    let e = tree[element]
    guard e.attributes["id"] != nil else { return false }
    return tree.child(of: element, named: "rect", key: "frame") != nil || isCellContentView(element)
  }

  /// The nearest ancestor that is a view, or `nil`.
  func superviewElement(of element: Int) -> Int? {
    var current = tree[element].parent
    while current >= 0 {
      if isView(current) { return current }
      current = tree[current].parent
    }
    return nil
  }

  /// Every root, in document order: views with no view above them, and cells.
  func rootElements() -> [Int] {
    tree.elements.indices.filter { index in
      isView(index) && (Self.cellKinds.contains(tree[index].name) || superviewElement(of: index) == nil)
    }
  }

  /// The root an element belongs to: its nearest enclosing cell, or its topmost view.
  func rootContaining(_ element: Int) -> Int? {
    var current = element
    var topmost: Int?
    while current >= 0 {
      if isView(current) {
        if Self.cellKinds.contains(tree[current].name) { return current }
        topmost = current
      }
      current = tree[current].parent
    }
    return topmost
  }

  /// The view controller (or other scene object) whose `view` the element is, if any.
  func controller(ofRootView element: Int) -> Int? {
    let e = tree[element]
    guard e.attributes["key"] == "view", e.parent >= 0 else { return nil }
    let parent = tree[e.parent]
    return parent.name.hasSuffix("Controller") ? e.parent : nil
  }

  /// The enclosing `<scene>`, if any.
  func scene(of element: Int) -> Int? {
    var current = tree[element].parent
    while current >= 0 {
      if tree[current].name == "scene" { return current }
      current = tree[current].parent
    }
    return nil
  }

  /// The nearest `id` at or above an element, for warnings about elements without one.
  func nearestID(_ element: Int) -> String? {
    var current = element
    while current >= 0 {
      if let id = tree[current].attributes["id"] { return id }
      current = tree[current].parent
    }
    return nil
  }

  func warning(_ element: Int, _ message: String) -> ImportWarning {
    ImportWarning(element: tree[element].name, id: nearestID(element), line: tree[element].line, message: message)
  }
}

/// A number attribute; Interface Builder writes plain decimals. A value beyond ±10⁷ (no screen is
/// that large, and solvers lose precision past it) is treated as absent, like text that is not a
/// number.
func number(_ text: String?) -> Double? {
  guard let text, let value = Double(text), value.isFinite, abs(value) <= 1e7 else { return nil }
  return value
}
