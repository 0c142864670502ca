import Foundation
import LayoutEngines
import LayoutFuzz

/// The randomized run's size, from the environment so that one test serves CI and the soak.
///
/// - `SOAK_LAYOUTS`: how many seeds (default 96, about 30 s in a debug build on 2 cores).
/// - `FUZZ_FIRST_SEED` (default 1), `FUZZ_MAX_VIEWS` (default 60; every 8th seed is allowed
///   up to 300 views regardless), `FUZZ_STEPS` (changes per layout, default 6),
///   `FUZZ_ENGINE` (default cassowary), `FUZZ_TIME_LIMIT` (seconds per engine call; default
///   none: the test's verdict must not depend on the machine's speed or load, so a call is
///   bounded by ``FuzzRunner/WorkLimit/standard`` instead, counted in the solver's work; the
///   soak of an engine without a work limit sets a clock),
///   `FUZZ_FAMILIES` (comma-separated, default all).
/// - `FUZZ_OUTPUT`: where failing cases are written (default a `layout-fuzz` folder in the
///   temporary directory).
/// - `FUZZ_MAX_TIMEOUTS`: with a clock, the run stops after this many timeouts (default 2),
///   because each leaves an engine thread running (at the lowest priority) until the process
///   exits.
struct FuzzSettings {
  var layouts = 96
  var firstSeed: UInt64 = 1
  var maxViews = 60
  var largeMaxViews = 300
  var steps = 6
  var engine = EngineKind.cassowary
  var timeLimit: Double?
  var families = FuzzFamily.allCases
  var output = FileManager.default.temporaryDirectory.appendingPathComponent("layout-fuzz").path
  /// Timeouts leave a thread running; after this many the run stops.
  var maxTimeouts = 2

  static func fromEnvironment() -> FuzzSettings {
    let environment = ProcessInfo.processInfo.environment
    var settings = FuzzSettings()
    if let value = environment["SOAK_LAYOUTS"].flatMap(Int.init), value > 0 { settings.layouts = value }
    if let value = environment["FUZZ_FIRST_SEED"].flatMap(UInt64.init) { settings.firstSeed = value }
    if let value = environment["FUZZ_MAX_VIEWS"].flatMap(Int.init), value >= 2 {
      settings.maxViews = value
      settings.largeMaxViews = max(value, settings.largeMaxViews)
    }
    if let value = environment["FUZZ_STEPS"].flatMap(Int.init), value >= 0 { settings.steps = value }
    if let value = environment["FUZZ_ENGINE"].flatMap(EngineKind.init(rawValue:)) { settings.engine = value }
    if let value = environment["FUZZ_TIME_LIMIT"].flatMap(Double.init), value > 0 { settings.timeLimit = value }
    if let value = environment["FUZZ_FAMILIES"] {
      let parsed = value.split(separator: ",").compactMap { FuzzFamily(rawValue: String($0)) }
      if !parsed.isEmpty { settings.families = parsed }
    }
    if let value = environment["FUZZ_OUTPUT"], !value.isEmpty { settings.output = value }
    if let value = environment["FUZZ_MAX_TIMEOUTS"].flatMap(Int.init), value >= 1 { settings.maxTimeouts = value }
    return settings
  }

  /// The views allowed for a seed: most seeds small, every 8th up to the large bound.
  func views(for seed: UInt64) -> ClosedRange<Int> {
    seed % 8 == 0 ? 2...largeMaxViews : 2...maxViews
  }
}
