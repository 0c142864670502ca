import LayoutEngines

/// An engine the harness can run: its kind (the name users type) and its type.
public struct BenchEngine: @unchecked Sendable {
  public var kind: EngineKind
  public var type: any LayoutEngine.Type

  public init(kind: EngineKind, type: any LayoutEngine.Type) {
    self.kind = kind
    self.type = type
  }

  /// The engine's name as users type it and reports print it.
  public var name: String { kind.rawValue }
}

/// The one place where engine kinds map to engine types.
///
/// Engines are written in parallel with the harness; wiring a new one in is one line here. A kind
/// missing from ``available`` is reported as "not available" rather than failing the run.
public enum EngineRegistry {
  /// The engines compiled into this build, by kind.
  public static var available: [EngineKind: any LayoutEngine.Type] {
    // GLPKEngine exists in every build; without the GLPK trait it throws `.unavailable`.
    let entries: [(EngineKind, any LayoutEngine.Type)] = [
      (.cassowary, CassowaryEngine.self),
      (.rebuild, RebuildEngine.self),
      (.graph, DependencyGraphEngine.self),
      (.glpk, GLPKEngine.self),
      // Always listed: without Python or kiwisolver it throws `.unavailable` with the reason.
      (.kiwi, KiwiEngine.self),
    ]
    return Dictionary(entries, uniquingKeysWith: { first, _ in first })
  }

  /// The engine every other engine's frames are compared with.
  public static let referenceKind: EngineKind = .cassowary

  /// The engines for `kinds`, in the order given; kinds not in this build map to `nil`.
  public static func engines(_ kinds: [EngineKind]) -> [(EngineKind, BenchEngine?)] {
    let table = available
    return kinds.map { kind in (kind, table[kind].map { BenchEngine(kind: kind, type: $0) }) }
  }
}
