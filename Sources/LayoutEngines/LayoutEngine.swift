import LayoutModel

/// A way of solving a ``Layout``: what the harness builds, changes and reads back.
///
/// Each workload maps to one call: `build` (create, add everything, solve), `resize` (the root's
/// size), `setConstant` (one explicit constraint's constant), `setIntrinsicContentSize`, churn as
/// `removeSubtree` followed by `insertSubtree`, `moveSubtree` (a subtree to another parent) and
/// `removeHierarchy` (a subtree removed for good). After every call that returns, ``values``
/// holds the solved layout: four numbers per view, the alignment rect in root coordinates,
/// indexed like ``LinearSystem``'s variables. Adding an engine is one new type conforming here
/// plus a line in ``EngineKind``.
public protocol LayoutEngine {
  /// The name users pass to `--engines`.
  static var kind: EngineKind { get }

  /// Whether the engine carries state from one change to the next (a kept tableau, a warm
  /// basis, a worker's session). `false` for an engine rebuilt from scratch on every change:
  /// a long history of changes cannot build anything up in it.
  static var keepsStateAcrossChanges: Bool { get }

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

  /// Moves the subtree at `top` under `newParent` and replaces the explicit constraints that
  /// tied it to its old place (``Layout/moveSubtree(_:to:replacing:)``), then re-solves: UIKit's
  /// `addSubview` of a view that already has a superview, with the app's new constraints.
  ///
  /// Constraints keep their indices, so the move back with the old constraints restores the
  /// layout. The default rebuilds the engine from the moved layout, forgetting earlier
  /// ``removeSubtree(_:)`` calls; engines override it with what they do best.
  mutating func moveSubtree(
    _ top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError)

  /// Removes the subtree at `top` for good, with every constraint that involves one of its
  /// views, replaces the explicit constraints in `replacements` (those the rest of the layout
  /// needs instead) and re-solves. The removed views' values are unspecified from then on, and
  /// ``insertSubtree(_:)`` does not bring them back; the engine may release what it held for them.
  ///
  /// The default is ``removeSubtree(_:)`` after the replacements, rebuilding the engine from
  /// the changed layout if there are any.
  mutating func removeHierarchy(_ top: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError)

  /// The solved variables: `4 * viewCount` numbers (x, y, width, height of each alignment rect).
  var values: [Double] { get }

  /// The layout as the engine currently sees it (root size, constants, intrinsic sizes).
  var layout: Layout { get }
}

extension LayoutEngine {
  public static var keepsStateAcrossChanges: Bool { true }

  /// Every view's frame relative to its superview.
  public var frames: [Rect] { layout.frames(fromValues: values) }

  public mutating func moveSubtree(
    _ top: ViewID, to newParent: ViewID, replacing replacements: [ConstraintReplacement]
  ) throws(EngineError) {
    var moved = layout
    try moved.move(subtree: top, to: newParent, replacing: replacements)
    self = try Self(layout: moved)
  }

  public mutating func removeHierarchy(_ top: ViewID, replacing replacements: [ConstraintReplacement]) throws(EngineError) {
    try layout.requireView(top, for: "removeHierarchy")
    if !replacements.isEmpty {
      var changed = layout
      do { try changed.replaceConstraints(replacements) } catch { throw .invalidLayout(error) }
      self = try Self(layout: changed)
    }
    try removeSubtree(top)
  }
}

/// An engine whose work happens outside this process, so it times its own operations: the
/// harness's clock would count process and IPC overhead that is no part of the solver.
///
/// The harness uses ``measuredSeconds`` instead of its own clock for such an engine, and
/// ``buildMemory`` and ``retainedMemory`` instead of its own process's allocator count.
public protocol SelfTimedEngine: LayoutEngine {
  /// Creates the engine; an operation whose solver time passes `timeLimit` seconds stops with
  /// ``EngineError/overTimeLimit(seconds:)`` (it applies to later operations too).
  init(layout: Layout, timeLimit: Double?) throws(EngineError)

  /// The solver seconds of every operation so far, build included, as the engine timed them.
  var measuredSeconds: Double { get }

  /// Bytes the engine holds once built, where the build ran: that process's heap allocator's
  /// count of allocated minus freed bytes across the build, the engine alive (the count the
  /// harness takes for engines in its own process); `nil` if unknown.
  var buildMemory: Int? { get }

  /// Bytes the engine holds now, counted like ``buildMemory`` from the start of its build;
  /// `nil` if unknown.
  var retainedMemory: Int? { get }
}

extension SelfTimedEngine {
  public var retainedMemory: Int? { nil }
}

/// An engine that can stop itself after a fixed amount of work, counted in a unit that depends
/// only on the calls made, never on the machine.
///
/// Tests give up on a pathological layout with it instead of with a clock, so that their outcome
/// does not depend on how fast or busy the machine is.
public protocol WorkLimitedEngine: LayoutEngine {
  /// Builds the engine, stopping with ``EngineError/overWorkLimit(work:)`` once ``work`` passes
  /// `workLimit`.
  init(layout: Layout, workLimit: Int?) throws(EngineError)
  /// Work done so far, in the engine's deterministic unit.
  var work: Int { get }
  /// The ``work`` after which any call stops with ``EngineError/overWorkLimit(work:)``; once
  /// stopped, the engine must be discarded.
  var workLimit: Int? { get set }
}

/// An engine that weighs priorities against each other in one sum instead of ordering them
/// strictly, so its optimum may trade a higher priority's error for lower ones'.
public protocol WeightedPriorityEngine: LayoutEngine {
  /// The weight of one point of error at a non-required priority in the engine's objective.
  static func weight(of priority: LayoutPriority) -> Double
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
  /// kiwisolver, a C++ Cassowary with weighted priorities, in a Python worker process.
  case kiwi

  /// Whether the engine is another project's solver, run beside ours for comparison.
  ///
  /// A peer that crashes, aborts or refuses a satisfiable layout has found a bug in itself,
  /// not in this harness or our engines: runs report it as a finding and, unless asked to be
  /// strict, do not fail for it.
  public var isExternalPeer: Bool { self == .kiwi }
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
  /// The engine stopped itself when an operation passed its time limit, after this many
  /// seconds (a ``SelfTimedEngine``).
  case overTimeLimit(seconds: Double)
  /// The engine stopped itself at its deterministic work limit (``WorkLimitedEngine``).
  case overWorkLimit(work: Int)

  public var description: String {
    switch self {
    case .notSupported(let reason): "not supported: \(reason)"
    case .unsatisfiable(let conflicting):
      "unsatisfiable required constraints: " + conflicting.joined(separator: "; ")
    case .invalidLayout(let error): error.description
    case .unavailable(let reason): "not available: \(reason)"
    case .failed(let reason): "failed: \(reason)"
    case .overTimeLimit(let seconds): "stopped at the time limit after \(seconds) s"
    case .overWorkLimit(let work): "stopped at the work limit after \(work) units of work"
    }
  }
}
