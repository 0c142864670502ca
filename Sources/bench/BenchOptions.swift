import LayoutEngines
import Measurement
import ResultFiles
import ViewTreeGenerators

/// The benchmark's options, typed and checked, independent of the command-line library.
///
/// The `bench` executable parses its arguments into these types (swift-argument-parser does the
/// parsing) and the defaults are declared here once, so the help text, the README and the
/// harness cannot disagree. ``validate()`` holds the rules that span several options.
public struct BenchOptions: Hashable, Sendable {
  /// View counts of generated trees, ascending, without repeats.
  public var sizes: [Int]
  public var shapes: [Shape]
  public var engines: [EngineKind]
  public var workloads: [Workload]
  public var repetitions: Int
  public var warmups: Int
  public var seed: UInt64
  /// Seconds one measurement may take.
  public var timeLimit: Double
  public var format: OutputFormat
  public var outputPath: String?
  public var scenarioPaths: [String]
  /// The part of the sweep to run (`--shard K/N`); `nil` for all of it.
  public var shard: Shard?

  /// The size used when neither `--views` nor `--sizes` is given.
  public static let defaultViews = 500
  public static let defaultRepetitions = 10
  public static let defaultWarmups = 2
  /// Seconds.
  public static let defaultTimeLimit = 1.0
  /// Repetitions and warm-ups beyond this are a typo, not a benchmark.
  public static let maximumRuns = 1_000_000
  /// The view counts a generated tree may have (``ViewTreeGenerator/viewLimits``).
  public static var viewLimits: ClosedRange<Int> { ViewTreeGenerator.viewLimits }

  public init(
    sizes: [Int] = [defaultViews], shapes: [Shape] = Shape.allCases, engines: [EngineKind] = EngineKind.allCases,
    workloads: [Workload] = Workload.allCases, repetitions: Int = defaultRepetitions,
    warmups: Int = defaultWarmups, seed: UInt64 = ViewTreeGenerator.defaultSeed,
    timeLimit: Double = defaultTimeLimit, format: OutputFormat = .table, outputPath: String? = nil,
    scenarioPaths: [String] = [], shard: Shard? = nil
  ) {
    self.shard = shard
    self.sizes = Array(Set(sizes)).sorted()
    self.shapes = shapes
    self.engines = engines
    self.workloads = workloads
    self.repetitions = repetitions
    self.warmups = warmups
    self.seed = seed
    self.timeLimit = timeLimit
    self.format = format
    self.outputPath = outputPath
    self.scenarioPaths = scenarioPaths
  }

  /// Checks every value against its range; the error names the option and what it accepts.
  public func validate() throws(BenchError) {
    for size in sizes where !Self.viewLimits.contains(size) {
      throw .invalidOption(
        option: "--views/--sizes", value: String(size),
        expected: "view counts from \(Self.viewLimits.lowerBound) to \(Self.viewLimits.upperBound)")
    }
    if sizes.isEmpty { throw .invalidOption(option: "--sizes", value: "", expected: "at least one view count") }
    guard (1...Self.maximumRuns).contains(repetitions) else {
      throw .invalidOption(option: "--repetitions", value: String(repetitions), expected: "an integer from 1 to \(Self.maximumRuns)")
    }
    guard (0...Self.maximumRuns).contains(warmups) else {
      throw .invalidOption(option: "--warmups", value: String(warmups), expected: "an integer from 0 to \(Self.maximumRuns)")
    }
    guard timeLimit.isFinite, timeLimit > 0 else {
      throw .invalidOption(option: "--time-limit", value: "\(timeLimit)", expected: "a positive number of seconds")
    }
    if let outputPath, outputPath.isEmpty {
      throw .invalidOption(option: "--output", value: outputPath, expected: "a file path")
    }
  }

  /// The measurement budget the options describe.
  public var budget: MeasurementBudget {
    MeasurementBudget(repetitions: repetitions, warmups: warmups, timeLimit: timeLimit)
  }

  /// The options as a result file records them.
  public var resultOptions: ResultOptions {
    let generated = scenarioPaths.isEmpty
    return ResultOptions(
      sizes: generated ? sizes : [], shapes: generated ? shapes.map(\.rawValue) : [], scenarios: scenarioPaths,
      engines: engines.map(\.rawValue), workloads: workloads.map(\.rawValue), repetitions: repetitions,
      warmups: warmups, timeLimitSeconds: timeLimit, shard: shard)
  }
}
