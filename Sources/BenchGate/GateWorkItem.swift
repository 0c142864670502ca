import Measurement
import ResultFiles
import LayoutEngines
import ViewTreeGenerators

/// What a gate work item exercises: one of the engines we ship, or a path every engine shares.
///
/// Engines are gated each through its own adapter (kiwi, an external peer in another process, is
/// checked for agreement only); the shared paths are measured alone, so that a slowdown there is
/// named as such rather than smeared over every engine's builds.
public enum GateSubject: String, CaseIterable, Hashable, Sendable, Comparable {
  case cassowary
  case rebuild
  case graph
  case glpk
  /// A scenario file read back into a layout (`Scenario(jsonData:)`, what `bench --scenario` does).
  case read
  /// `Layout.linearSystem()`: the rows every solver-based engine starts from.
  case linearSystem = "linear-system"
  /// `Layout.frames(fromValues:)`: solved values turned into frames relative to superviews.
  case frames

  /// The engine this subject runs, or `nil` for a shared path.
  public var engine: EngineKind? { EngineKind(rawValue: rawValue) }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One fixed piece of work the performance gate measures: a subject on a generated shape at a
/// size, through one workload (shared paths run only as `build`).
///
/// An engine's `build` builds it; every other workload builds it untimed and then makes the
/// benchmark's own changes (``WorkloadPlan``, seeded), so the gate sees exactly what `bench`
/// times.
public struct GateWorkItem: Hashable, Sendable, Comparable {
  public var subject: GateSubject
  public var workload: Workload
  public var shape: Shape
  public var views: Int

  public init(_ subject: GateSubject = .cassowary, workload: Workload, shape: Shape, views: Int) {
    self.subject = subject
    self.workload = workload
    self.shape = shape
    self.views = views
  }

  /// The item's name in reports and baselines: `cassowary/resize/collection/1000`.
  public var key: String { "\(subject.rawValue)/\(workload.rawValue)/\(shape.rawValue)/\(views)" }

  /// The item a key names, or why the key names none (the worker's `--items`, a baseline).
  public init(key: String) throws(BenchError) {
    let parts = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let expected = "subject/workload/shape/views, e.g. cassowary/build/deep/1000"
    guard parts.count == 4 else { throw .invalidOption(option: "--items", value: key, expected: expected) }
    guard let subject = GateSubject(rawValue: parts[0]) else {
      throw .invalidOption(
        option: "--items", value: key,
        expected: "a subject of " + GateSubject.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard let workload = Workload(rawValue: parts[1]) else {
      throw .invalidOption(option: "--items", value: key, expected: "a workload of " + Workload.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard let shape = Shape(rawValue: parts[2]) else {
      throw .invalidOption(option: "--items", value: key, expected: "a shape of " + Shape.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard let views = Int(parts[3]), views >= 1, views <= 1_000_000 else {
      throw .invalidOption(option: "--items", value: key, expected: "a view count from 1 to 1,000,000")
    }
    self.init(subject, workload: workload, shape: shape, views: views)
  }

  /// The key of the same work at another size: what growth between sizes is computed over.
  public var sizeless: String { "\(subject.rawValue)/\(workload.rawValue)/\(shape.rawValue)" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.subject, lhs.workload.rawValue, lhs.shape.rawValue, lhs.views)
      < (rhs.subject, rhs.workload.rawValue, rhs.shape.rawValue, rhs.views)
  }
}

/// A block of gate work: every applicable combination of its subjects, workloads, shapes and
/// sizes. The gate's items are the union of a few such blocks, chosen to fit its time budget.
public struct GateWorkBlock: Hashable, Sendable {
  public var subjects: [GateSubject]
  public var workloads: [Workload]
  public var shapes: [Shape]
  public var sizes: [Int]

  public init(_ subjects: [GateSubject], workloads: [Workload], shapes: [Shape] = Shape.allCases, sizes: [Int]) {
    self.subjects = subjects
    self.workloads = workloads
    self.shapes = shapes
    self.sizes = sizes
  }
}
