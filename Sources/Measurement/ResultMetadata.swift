import BuildInfo
import Foundation

/// Where and how a result was produced, written at the top of every result file.
///
/// Timings mean nothing without the machine, the build configuration and the revision behind
/// them; a result file has to carry enough to be compared with another one months later. The
/// JSON keys are the property names (see `Sources/ResultFiles/ResultFormat.md`).
public struct ResultMetadata: Hashable, Sendable, Codable {
  /// ISO 8601, UTC.
  public var date: String
  /// The git revision the binary was built from (``BuildInfo/describedRevision``):
  /// `1a2b3c4d5e6f`, `1a2b3c4d5e6f-dirty` when the working tree had changes, or `unknown`.
  public var gitRevision: String
  public var cpu: String
  public var cores: Int
  public var operatingSystem: String
  /// The machine's host name, so that `bench compare` can tell two machines with the same CPU
  /// apart; absent in files written before it was recorded.
  public var host: String?
  public var swiftVersion: String
  /// "release" or "debug".
  public var buildConfiguration: String
  public var seed: UInt64
  /// The run's options as given or defaulted; absent for results that are not a run (the gate).
  public var options: ResultOptions?

  public init(
    date: String, gitRevision: String, cpu: String, cores: Int, operatingSystem: String,
    swiftVersion: String, buildConfiguration: String, seed: UInt64, options: ResultOptions? = nil,
    host: String? = nil
  ) {
    self.host = host
    self.date = date
    self.gitRevision = gitRevision
    self.cpu = cpu
    self.cores = cores
    self.operatingSystem = operatingSystem
    self.swiftVersion = swiftVersion
    self.buildConfiguration = buildConfiguration
    self.seed = seed
    self.options = options
  }

  /// The metadata of this process, now.
  public static func current(seed: UInt64, options: ResultOptions? = nil) -> ResultMetadata {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return ResultMetadata(
      date: formatter.string(from: Date()), gitRevision: BuildInfo.describedRevision, cpu: cpuModel(),
      cores: ProcessInfo.processInfo.activeProcessorCount, operatingSystem: operatingSystemName(),
      swiftVersion: compilerVersion, buildConfiguration: buildConfiguration, seed: seed,
      options: options, host: unameField(\.nodename))
  }

  /// "debug" or "release", from how this module was compiled.
  public static var buildConfiguration: String { BuildInfo.configuration }

  /// Whether timings from this build are meaningless (unoptimized code).
  public static var isDebugBuild: Bool { buildConfiguration == "debug" }

  /// The compiler version this module was built with, to the minor version.
  public static var compilerVersion: String {
    #if compiler(>=6.5)
      "6.5 or later"
    #elseif compiler(>=6.4)
      "6.4"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #elseif compiler(>=6.1)
      "6.1"
    #else
      "6.0 or earlier"
    #endif
  }

  /// The CPU's model name from `/proc/cpuinfo`, or "unknown".
  static func cpuModel() -> String {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown"
  }

  /// The distribution's pretty name and the kernel version, or Foundation's description.
  static func operatingSystemName() -> String {
    if let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) {
      for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
        let name = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return "\(name), kernel \(kernelRelease())"
      }
    }
    return ProcessInfo.processInfo.operatingSystemVersionString
  }

  /// The kernel release from `uname`, e.g. `6.1.0-18-amd64`.
  static func kernelRelease() -> String { unameField(\.release) }

  /// The processor architecture from `uname`, e.g. `x86_64`.
  public static func architecture() -> String { unameField(\.machine) }

  /// The C library and its version, e.g. `glibc 2.36`.
  public static func cLibraryVersion() -> String {
    #if canImport(Glibc)
      var buffer = [CChar](repeating: 0, count: 64)
      let length = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
      guard length > 0, length <= buffer.count else { return "glibc unknown" }
      return String(decoding: buffer.prefix(length - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #elseif canImport(Darwin)
      return "Darwin libSystem"
    #else
      return "unknown"
    #endif
  }

  /// One field of `uname(2)`, or "unknown".
  private static func unameField<Field>(_ field: WritableKeyPath<utsname, Field>) -> String {
    var info = utsname()
    guard uname(&info) == 0 else { return "unknown" }
    return withUnsafeBytes(of: &info[keyPath: field]) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
  }
}

/// The options of a benchmark run, as they were in effect (given or defaulted).
public struct ResultOptions: Hashable, Sendable, Codable {
  /// The view counts of generated trees, ascending; empty when scenario files were run.
  public var sizes: [Int]
  /// The generated shapes; empty when scenario files were run.
  public var shapes: [String]
  /// The scenario files, as given.
  public var scenarios: [String]
  public var engines: [String]
  public var workloads: [String]
  /// Timed runs per measurement.
  public var repetitions: Int
  /// Untimed runs before them.
  public var warmups: Int
  /// Seconds one measurement may take.
  public var timeLimitSeconds: Double
  /// The part of the sweep this run made (`--shard K/N`); absent for a whole sweep, including
  /// one merged from shards.
  public var shard: Shard?

  public init(
    sizes: [Int], shapes: [String], scenarios: [String], engines: [String], workloads: [String],
    repetitions: Int, warmups: Int, timeLimitSeconds: Double, shard: Shard? = nil
  ) {
    self.shard = shard
    self.sizes = sizes
    self.shapes = shapes
    self.scenarios = scenarios
    self.engines = engines
    self.workloads = workloads
    self.repetitions = repetitions
    self.warmups = warmups
    self.timeLimitSeconds = timeLimitSeconds
  }
}
