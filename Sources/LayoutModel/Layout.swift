/// A view tree with its constraints, the root's size and the layout direction: one scenario.
///
/// Views are stored densely by ``ViewID`` and only appended, so an id stays valid for the life of
/// the layout; a parent is always added before its children. Every mutation validates its input
/// and throws a ``LayoutError`` naming the culprit, leaving the layout unchanged.
public struct Layout: Sendable {
  public private(set) var views: [View]
  public private(set) var constraints: [LayoutConstraint]
  /// The root's size, set from outside; resizing the root is what a rotation does.
  public var rootSize: Size
  /// The root bounds that the children's autoresizing masks are translated against: the size
  /// their ``View/frame``s were laid out for. A resize changes ``rootSize`` only, so the
  /// translated constraints stay as Auto Layout made them and the views follow their masks.
  public var autoresizingReferenceSize: Size
  public var direction: LayoutDirection
  /// Frames an outside reference expects for this layout (the frames Interface Builder saved),
  /// carried with the layout so that a scenario file keeps them; engines ignore them.
  public var expectedFrames: ExpectedFrames?
  private var idsByName: [String: ViewID]
  private var depths: [Int32]
  /// How many of ``views`` are layout guides.
  public private(set) var guideCount: Int

  public init(rootName: String = "root", rootSize: Size, direction: LayoutDirection = .leftToRight) {
    views = [View(name: rootName, parent: nil)]
    constraints = []
    self.rootSize = rootSize
    autoresizingReferenceSize = rootSize
    self.direction = direction
    idsByName = [rootName: .root]
    depths = [0]
    guideCount = 0
  }

  public var root: ViewID { .root }
  /// The number of items, views and layout guides alike: the size every per-item array of an
  /// engine has (four variables each).
  public var viewCount: Int { views.count }
  /// The number of views proper, the root included and layout guides left out: what reports
  /// call the layout's size.
  public var realViewCount: Int { views.count - guideCount }
  /// Whether the item is a layout guide rather than a view.
  public func isGuide(_ id: ViewID) -> Bool { views.indices.contains(id.index) && views[id.index].guide != nil }
  public subscript(id: ViewID) -> View { views[id.index] }

  public func id(named name: String) -> ViewID? { idsByName[name] }
  public func name(of id: ViewID) -> String {
    views.indices.contains(id.index) ? views[id.index].name : "#\(id.rawValue)"
  }
  /// The number of ancestors of a view (the root has depth 0).
  public func depth(of id: ViewID) -> Int { Int(depths[id.index]) }

  /// Adds a view under `view.parent`, which must already exist and be a view; a node whose
  /// ``View/guide`` is set is added as a layout guide of that parent.
  @discardableResult
  public mutating func addView(_ view: View) throws(LayoutError) -> ViewID {
    guard !view.name.isEmpty else { throw .emptyViewName(index: views.count) }
    guard idsByName[view.name] == nil else { throw .duplicateViewName(view.name) }
    guard let parent = view.parent, views.indices.contains(parent.index) else {
      throw .parentNotYetAdded(view: view.name, parentIndex: Int(view.parent?.rawValue ?? -1))
    }
    if views[parent.index].guide != nil {
      throw .guideAsParent(view: view.name, guide: views[parent.index].name)
    }
    try Self.checkFinite(view)
    let id = ViewID(views.count)
    views.append(view)
    depths.append(depths[parent.index] + 1)
    idsByName[view.name] = id
    if view.guide != nil { guideCount += 1 }
    return id
  }

  /// Adds a layout guide named `name`, owned by the view `owner`.
  @discardableResult
  public mutating func addGuide(_ name: String, _ guide: LayoutGuide, in owner: ViewID) throws(LayoutError) -> ViewID {
    try addView(View(name: name, parent: owner, guide: guide))
  }

  /// Adds a plain view named `name` under `parent`.
  @discardableResult
  public mutating func addView(_ name: String, in parent: ViewID) throws(LayoutError) -> ViewID {
    try addView(View(name: name, parent: parent))
  }

  /// Replaces a view's per-view inputs (intrinsic size, priorities, insets, autoresizing);
  /// its name and parent stay as they are.
  public mutating func update(_ id: ViewID, _ body: (inout View) -> Void) throws(LayoutError) {
    guard views.indices.contains(id.index) else {
      throw .unknownView(index: id.index, context: "update")
    }
    var view = views[id.index]
    body(&view)
    view.name = views[id.index].name
    view.parent = views[id.index].parent
    // A guide may change kind or insets but stays a guide; a view stays a view.
    if (view.guide == nil) != (views[id.index].guide == nil) { view.guide = views[id.index].guide }
    try Self.checkFinite(view)
    views[id.index] = view
  }

  /// Validates and appends a constraint; returns its index in ``constraints``.
  @discardableResult
  public mutating func addConstraint(_ constraint: LayoutConstraint) throws(LayoutError) -> Int {
    try validate(constraint)
    constraints.append(constraint)
    return constraints.count - 1
  }

  /// Sets the root's size, as a rotation or a window resize does; the autoresizing translation
  /// keeps its ``autoresizingReferenceSize``.
  public mutating func setRootSize(_ size: Size) throws(LayoutError) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      throw .invalidRootSize(width: size.width, height: size.height)
    }
    rootSize = size
  }

  /// Changes a constraint's constant, as an animation does.
  public mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(LayoutError) {
    guard constraints.indices.contains(index) else {
      throw .unknownConstraint(index: index)
    }
    guard constant.isFinite else { throw .nonFinite(field: "constant", owner: describe(constraints[index])) }
    constraints[index].constant = constant
  }

  /// The views of the subtree rooted at `top`, in preorder, without recursion.
  public func subtree(of top: ViewID) -> [ViewID] {
    var children = [[ViewID]](repeating: [], count: views.count)
    for (index, view) in views.enumerated() where index > 0 {
      if let parent = view.parent { children[parent.index].append(ViewID(index)) }
    }
    var result: [ViewID] = []
    var stack = [top]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: children[next.index].reversed())
    }
    return result
  }

  /// The nearest view that contains both (a view contains itself).
  /// - Complexity: O(distance to the common ancestor).
  public func nearestCommonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID? {
    var a = a
    var b = b
    while depths[a.index] > depths[b.index] { a = views[a.index].parent ?? a }
    while depths[b.index] > depths[a.index] { b = views[b.index].parent ?? b }
    while a != b {
      guard let pa = views[a.index].parent, let pb = views[b.index].parent else { return nil }
      a = pa
      b = pb
    }
    return a
  }

  private static func checkFinite(_ view: View) throws(LayoutError) {
    let owner = "view '\(view.name)'"
    let fields: [(String, Double?)] = [
      ("intrinsicContentSize.width", view.intrinsicContentSize.width),
      ("intrinsicContentSize.height", view.intrinsicContentSize.height),
      ("alignmentInsets.top", view.alignmentInsets.top),
      ("alignmentInsets.left", view.alignmentInsets.left),
      ("alignmentInsets.bottom", view.alignmentInsets.bottom),
      ("alignmentInsets.right", view.alignmentInsets.right),
      ("baselineOffsetFromBottom", view.baselineOffsetFromBottom),
      ("firstBaselineOffsetFromTop", view.firstBaselineOffsetFromTop),
      ("frame.x", view.frame.x), ("frame.y", view.frame.y),
      ("frame.width", view.frame.width), ("frame.height", view.frame.height),
      ("layoutMargins.top", view.layoutMargins.top), ("layoutMargins.left", view.layoutMargins.left),
      ("layoutMargins.bottom", view.layoutMargins.bottom), ("layoutMargins.right", view.layoutMargins.right),
    ] + (view.guide?.numbers.map { ("guide.\($0.0)", Optional($0.1)) } ?? [])
    for (field, value) in fields {
      if let value, !value.isFinite { throw .nonFinite(field: field, owner: owner) }
    }
    for axis in LayoutAxis.allCases {
      for (kind, priority) in [("contentHugging", view.contentHugging[axis]),
                               ("compressionResistance", view.compressionResistance[axis])]
      where !priority.isValid {
        throw .invalidPriority(constraint: "\(owner) \(kind).\(axis.rawValue)", priority: priority.rawValue)
      }
    }
  }
}
