import Foundation
import LayoutEngines
import ViewTreeGenerators

/// The benchmark's options, parsed and checked, independent of the command-line library.
///
/// The `bench` executable hands its raw strings here, so the rules (what a size list looks like,
/// which names are valid) live in one place and are tested without spawning a process. Every
/// refusal is a ``BenchError/invalidOption(option:value:expected:)`` that names the choices.
public struct BenchOptions: Hashable, Sendable {
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

  /// The size used when neither `--views` nor `--sizes` is given.
  public static let defaultViews = 500

  /// Parses the raw option values; `nil` means the option was not given.
  public init(
    views: String? = nil, sizes: String? = nil, shapes: String? = nil, engines: String? = nil,
    workloads: String? = nil, repetitions: String? = nil, warmups: String? = nil,
    seed: String? = nil, timeLimit: String? = nil, format: String? = nil, output: String? = nil,
    scenarios: [String] = []
  ) throws(BenchError) {
    if views != nil, sizes != nil {
      throw .invalidOption(option: "--views/--sizes", value: "both", expected: "one of --views N or --sizes N,N,...")
    }
    if let views {
      self.sizes = try Self.parseSizes(views, option: "--views")
      guard self.sizes.count == 1 else {
        throw .invalidOption(option: "--views", value: views, expected: "one number; use --sizes for a sweep")
      }
    } else if let sizes {
      self.sizes = try Self.parseSizes(sizes, option: "--sizes")
    } else {
      self.sizes = [Self.defaultViews]
    }
    self.shapes = try Self.parseNames(shapes, option: "--shapes")
    self.engines = try Self.parseNames(engines, option: "--engines")
    self.workloads = try Self.parseNames(workloads, option: "--workloads")
    self.repetitions = try Self.parseCount(repetitions, option: "--repetitions", default: 10, minimum: 1)
    self.warmups = try Self.parseCount(warmups, option: "--warmups", default: 2, minimum: 0)
    if let seed {
      guard let value = UInt64(seed) else {
        throw .invalidOption(option: "--seed", value: seed, expected: "an integer from 0 to \(UInt64.max)")
      }
      self.seed = value
    } else {
      self.seed = ViewTreeGenerator.defaultSeed
    }
    if let timeLimit {
      guard let value = Double(timeLimit), value.isFinite, value > 0 else {
        throw .invalidOption(option: "--time-limit", value: timeLimit, expected: "a positive number of seconds")
      }
      self.timeLimit = value
    } else {
      self.timeLimit = 10
    }
    if let format {
      guard let value = OutputFormat(rawValue: format.lowercased()) else {
        throw .invalidOption(
          option: "--format", value: format,
          expected: "one of " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
      }
      self.format = value
    } else {
      self.format = .table
    }
    if let output, output.isEmpty {
      throw .invalidOption(option: "--output", value: output, expected: "a file path")
    }
    self.outputPath = output
    self.scenarioPaths = scenarios
  }

  /// `10,100,1000`: positive view counts within the generators' limits, duplicates dropped,
  /// sorted ascending (a sweep relies on smaller sizes first).
  public static func parseSizes(_ text: String, option: String) throws(BenchError) -> [Int] {
    let limits = ViewTreeGenerator.viewLimits
    let expected = "comma-separated view counts from \(limits.lowerBound) to \(limits.upperBound)"
    var result: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = part.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
      guard let value = Int(trimmed), limits.contains(value) else {
        throw .invalidOption(option: option, value: String(part), expected: expected)
      }
      if !result.contains(value) { result.append(value) }
    }
    return result.sorted()
  }

  /// Comma-separated names of a `CaseIterable` enum, or `all`; `nil` means all.
  public static func parseNames<T: RawRepresentable & CaseIterable>(_ text: String?, option: String)
    throws(BenchError) -> [T] where T.RawValue == String
  {
    guard let text, text.lowercased() != "all" else { return Array(T.allCases) }
    var result: [T] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = part.trimmingCharacters(in: .whitespaces)
      guard let value = T(rawValue: name) else {
        throw .invalidOption(
          option: option, value: name,
          expected: "comma-separated names from: " + T.allCases.map(\.rawValue).joined(separator: ", ") + " (or all)")
      }
      if !result.contains(where: { $0.rawValue == value.rawValue }) { result.append(value) }
    }
    return result
  }

  static func parseCount(_ text: String?, option: String, default value: Int, minimum: Int) throws(BenchError) -> Int {
    guard let text else { return value }
    guard let number = Int(text), number >= minimum, number <= 1_000_000 else {
      throw .invalidOption(option: option, value: text, expected: "an integer from \(minimum) to 1000000")
    }
    return number
  }

  /// The measurement budget the options describe.
  public var budget: MeasurementBudget {
    MeasurementBudget(repetitions: repetitions, warmups: warmups, timeLimit: timeLimit)
  }

  /// Every option by its long name, for result metadata.
  public var metadataFields: [String: String] {
    var fields = [
      "sizes": sizes.map(String.init).joined(separator: ","),
      "shapes": shapes.map(\.rawValue).joined(separator: ","),
      "engines": engines.map(\.rawValue).joined(separator: ","),
      "workloads": workloads.map(\.rawValue).joined(separator: ","),
      "repetitions": String(repetitions), "warmups": String(warmups), "seed": String(seed),
      "time-limit": String(timeLimit), "format": format.rawValue,
    ]
    if let outputPath { fields["output"] = outputPath }
    if !scenarioPaths.isEmpty { fields["scenario"] = scenarioPaths.joined(separator: ",") }
    return fields
  }
}
