import LayoutModel

/// A way of solving a ``Layout``: what the harness builds, changes and reads back.
///
/// Each workload maps to one call: `build` (create, add everything, solve), `resize` (the root's
/// size), `setConstant` (one explicit constraint's constant), `setIntrinsicContentSize`, and
/// churn as `removeSubtree` followed by `insertSubtree`. After every call that returns, ``values``
/// holds the solved layout: four numbers per view, the alignment rect in root coordinates,
/// indexed like ``LinearSystem``'s variables. Adding an engine is one new type conforming here
/// plus a line in ``EngineKind``.
public protocol LayoutEngine {
  /// The name users pass to `--engines`.
  static var kind: EngineKind { get }

  /// Creates the engine's state for `layout`, adds every constraint and solves.
  init(layout: Layout) throws(EngineError)

  /// Sets the root's size and re-solves.
  mutating func resize(to size: Size) throws(EngineError)

  /// Changes the constant of the layout's explicit constraint at `index` and re-solves.
  mutating func setConstant(_ constant: Double, ofConstraint index: Int) throws(EngineError)

  /// Changes a view's intrinsic content size and re-solves.
  mutating func setIntrinsicContentSize(_ size: IntrinsicContentSize, of view: ViewID) throws(EngineError)

  /// Takes out every constraint that involves a view of the subtree at `top` (explicit ones and
  /// the views' implicit ones), as when cells leave a list, and re-solves what remains.
  /// The removed views' values are unspecified until ``insertSubtree(_:)``.
  mutating func removeSubtree(_ top: ViewID) throws(EngineError)

  /// Puts back what ``removeSubtree(_:)`` took out and re-solves.
  mutating func insertSubtree(_ top: ViewID) throws(EngineError)

  /// The solved variables: `4 * viewCount` numbers (x, y, width, height of each alignment rect).
  var values: [Double] { get }

  /// The layout as the engine currently sees it (root size, constants, intrinsic sizes).
  var layout: Layout { get }
}

extension LayoutEngine {
  /// Every view's frame relative to its superview.
  public var frames: [Rect] { layout.frames(fromValues: values) }
}

/// The engines the harness knows, by the name users type.
public enum EngineKind: String, CaseIterable, Sendable, Codable {
  /// The incremental Cassowary solver: the tableau is kept between changes.
  case cassowary
  /// The same solver rebuilt from scratch on every change.
  case rebuild
  /// The one-pass dependency-graph solver (JWConstraint style).
  case graph
  /// The linear-programming baseline on GLPK.
  case glpk
}

/// Why an engine could not produce a layout.
public enum EngineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The engine cannot express this layout; the reason names the view and the constraint.
  case notSupported(reason: String)
  /// Required constraints conflict; each entry is a constraint written readably.
  case unsatisfiable(conflicting: [String])
  /// The layout or the change was refused by the model.
  case invalidLayout(LayoutError)
  /// The engine is not in this build (e.g. GLPK disabled).
  case unavailable(reason: String)
  /// The engine failed for a reason of its own (a solver status, a numerical failure).
  case failed(reason: String)

  public var description: String {
    switch self {
    case .notSupported(let reason): "not supported: \(reason)"
    case .unsatisfiable(let conflicting):
      "unsatisfiable required constraints: " + conflicting.joined(separator: "; ")
    case .invalidLayout(let error): error.description
    case .unavailable(let reason): "unavailable: \(reason)"
    case .failed(let reason): "failed: \(reason)"
    }
  }
}
