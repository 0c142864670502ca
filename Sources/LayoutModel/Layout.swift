/// A view tree with its constraints, the root's size and the layout direction: what every engine
/// solves.
///
/// Views are stored densely by ``ViewID`` and only appended, so an id stays valid for the life of
/// the layout; a parent is always added before its children. Every mutation validates its input
/// and throws a ``LayoutError`` naming the culprit, leaving the layout unchanged.
public struct Layout: Sendable {
  /// The largest magnitude of any number a layout holds: lengths in points, constants and
  /// multipliers. Ten million points is far beyond any screen, and well inside the range where
  /// every engine's double arithmetic (and GLPK's scaling) stays exact enough to compare frames.
  public static let maximumMagnitude: Double = 10_000_000

  public internal(set) var views: [View]
  public internal(set) var constraints: [LayoutConstraint]
  /// The root's size, set from outside; resizing the root is what a rotation does.
  public var rootSize: Size
  /// The root bounds that the children's autoresizing masks are translated against: the size
  /// their ``View/frame``s were laid out for. A resize changes ``rootSize`` only, so the
  /// translated constraints stay as Auto Layout made them and the views follow their masks.
  public var autoresizingReferenceSize: Size
  public var direction: LayoutDirection
  /// Not private: ``id(named:)`` is inlinable.
  @usableFromInline var idsByName: [String: ViewID]
  var depths: [Int32]
  /// The tree as links, for moving a subtree in time proportional to its size: each view's first
  /// and last child and its siblings on either side (-1 for none), children in the order added.
  var firstChild: [Int32]
  var lastChild: [Int32]
  var nextSibling: [Int32]
  var previousSibling: [Int32]
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
    firstChild = [-1]
    lastChild = [-1]
    nextSibling = [-1]
    previousSibling = [-1]
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

  /// The view or guide called `name`. Inlinable: the scenario reader, in another module, asks
  /// it once or twice per constraint.
  @inlinable public func id(named name: String) -> ViewID? { idsByName[name] }
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
    firstChild.append(-1)
    lastChild.append(-1)
    nextSibling.append(-1)
    previousSibling.append(-1)
    linkChild(id, to: parent)
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
  ///
  /// Inlinable, and `consuming` so that a caller done with the constraint can hand it over: the
  /// scenario reader, in another module since the split, adds one per constraint it reads, and
  /// the calls and copies across the boundary cost it 1.3-2.2% of reading a file (with
  /// ``id(named:)`` and ``LayoutConstraint/init(_:_:_:_:_:multiplier:constant:priority:identifier:changesOften:)``).
  @inlinable @discardableResult
  public mutating func addConstraint(_ constraint: consuming LayoutConstraint) throws(LayoutError) -> Int {
    try validate(constraint)
    appendValidated(constraint)
    return constraints.count - 1
  }

  /// Appends a constraint ``validate(_:)`` accepted (``constraints`` has an internal setter,
  /// which inlinable code cannot name).
  @usableFromInline mutating func appendValidated(_ constraint: consuming LayoutConstraint) {
    constraints.append(constraint)
  }

  /// Sets the root's size, as a rotation or a window resize does; the autoresizing translation
  /// keeps its ``autoresizingReferenceSize``.
  public mutating func setRootSize(_ size: Size) throws(LayoutError) {
    guard Self.isValidRootSize(size) else { throw .invalidRootSize(width: size.width, height: size.height) }
    rootSize = size
  }

  /// Changes a constraint's constant, as an animation does.
  public mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(LayoutError) {
    guard constraints.indices.contains(index) else {
      throw .unknownConstraint(index: index)
    }
    try Self.checkMagnitude(constant, "constant", owner: describe(constraints[index]))
    constraints[index].constant = constant
  }

  /// The views of the subtree rooted at `top`, in preorder (children in the order they were
  /// added or moved in), without recursion.
  /// - Complexity: O(size of the subtree).
  public func subtree(of top: ViewID) -> [ViewID] {
    guard views.indices.contains(top.index) else { return [] }
    var result: [ViewID] = []
    var stack = [top.rawValue]
    while let next = stack.popLast() {
      result.append(ViewID(next))
      // Pushed last child first, so the first child is visited first.
      var child = lastChild[Int(next)]
      while child >= 0 {
        stack.append(child)
        child = previousSibling[Int(child)]
      }
    }
    return result
  }

  /// The view's children, in the order they were added or moved in.
  public func children(of view: ViewID) -> [ViewID] {
    guard views.indices.contains(view.index) else { return [] }
    var result: [ViewID] = []
    var child = firstChild[view.index]
    while child >= 0 {
      result.append(ViewID(child))
      child = nextSibling[Int(child)]
    }
    return result
  }

  /// Appends `child` to `parent`'s children.
  mutating func linkChild(_ child: ViewID, to parent: ViewID) {
    let last = lastChild[parent.index]
    previousSibling[child.index] = last
    nextSibling[child.index] = -1
    if last >= 0 { nextSibling[Int(last)] = child.rawValue } else { firstChild[parent.index] = child.rawValue }
    lastChild[parent.index] = child.rawValue
  }

  /// Takes `child` out of `parent`'s children.
  mutating func unlinkChild(_ child: ViewID, from parent: ViewID) {
    let previous = previousSibling[child.index]
    let next = nextSibling[child.index]
    if previous >= 0 { nextSibling[Int(previous)] = next } else { firstChild[parent.index] = next }
    if next >= 0 { previousSibling[Int(next)] = previous } else { lastChild[parent.index] = previous }
    previousSibling[child.index] = -1
    nextSibling[child.index] = -1
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

  /// Whether both sides are finite, non-negative and within ``maximumMagnitude``.
  public static func isValidRootSize(_ size: Size) -> Bool {
    (0...maximumMagnitude).contains(size.width) && (0...maximumMagnitude).contains(size.height)
  }

  /// Throws unless `value` is finite and within ``maximumMagnitude``; `owner` is built only on
  /// failure.
  @inline(__always)
  package static func checkMagnitude(_ value: Double, _ field: String, owner: @autoclosure () -> String) throws(LayoutError) {
    guard abs(value) <= maximumMagnitude else {
      if value.isFinite { throw .outOfRange(field: field, owner: owner(), value: value) }
      throw .nonFinite(field: field, owner: owner())
    }
  }

  static func checkFinite(_ view: View) throws(LayoutError) {
    let owner = { "view \(DisplayText.quoted(view.name))" }
    let frame = view.frame
    let insets = view.alignmentInsets
    try checkMagnitude(frame.x, "frame.x", owner: owner())
    try checkMagnitude(frame.y, "frame.y", owner: owner())
    try checkMagnitude(frame.width, "frame.width", owner: owner())
    try checkMagnitude(frame.height, "frame.height", owner: owner())
    try checkMagnitude(insets.top, "alignmentInsets.top", owner: owner())
    try checkMagnitude(insets.left, "alignmentInsets.left", owner: owner())
    try checkMagnitude(insets.bottom, "alignmentInsets.bottom", owner: owner())
    try checkMagnitude(insets.right, "alignmentInsets.right", owner: owner())
    try checkMagnitude(view.baselineOffsetFromBottom, "baselineOffsetFromBottom", owner: owner())
    if let width = view.intrinsicContentSize.width {
      try checkMagnitude(width, "intrinsicContentSize.width", owner: owner())
    }
    if let height = view.intrinsicContentSize.height {
      try checkMagnitude(height, "intrinsicContentSize.height", owner: owner())
    }
    if let offset = view.firstBaselineOffsetFromTop {
      try checkMagnitude(offset, "firstBaselineOffsetFromTop", owner: owner())
    }
    let margins = view.layoutMargins
    try checkMagnitude(margins.top, "layoutMargins.top", owner: owner())
    try checkMagnitude(margins.left, "layoutMargins.left", owner: owner())
    try checkMagnitude(margins.bottom, "layoutMargins.bottom", owner: owner())
    try checkMagnitude(margins.right, "layoutMargins.right", owner: owner())
    for (field, value) in view.guide?.numbers ?? [] {
      try checkMagnitude(value, "guide.\(field)", owner: owner())
    }
    for axis in LayoutAxis.allCases {
      if !view.contentHugging[axis].isValid {
        throw .invalidPriority(constraint: "\(owner()) contentHugging.\(axis.rawValue)", priority: view.contentHugging[axis].rawValue)
      }
      if !view.compressionResistance[axis].isValid {
        throw .invalidPriority(
          constraint: "\(owner()) compressionResistance.\(axis.rawValue)",
          priority: view.compressionResistance[axis].rawValue)
      }
    }
  }
}
