import Foundation

/// Where and how a result was produced, written at the top of every result file.
///
/// Timings mean nothing without the machine, the build configuration and the revision behind
/// them; a result file has to carry enough to be compared with another one months later.
public struct ResultMetadata: Hashable, Sendable {
  /// ISO 8601, UTC.
  public var date: String
  /// `git rev-parse --short HEAD`, or "unknown".
  public var gitRevision: String
  public var cpu: String
  public var cores: Int
  public var operatingSystem: String
  public var swiftVersion: String
  /// "release" or "debug".
  public var buildConfiguration: String
  public var seed: UInt64
  /// Every option as given or defaulted, by its long name.
  public var options: [String: String]

  public init(
    date: String, gitRevision: String, cpu: String, cores: Int, operatingSystem: String,
    swiftVersion: String, buildConfiguration: String, seed: UInt64, options: [String: String]
  ) {
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
  public static func current(seed: UInt64, options: [String: String]) -> ResultMetadata {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return ResultMetadata(
      date: formatter.string(from: Date()), gitRevision: gitRevision(), cpu: cpuModel(),
      cores: ProcessInfo.processInfo.activeProcessorCount, operatingSystem: operatingSystemName(),
      swiftVersion: compilerVersion, buildConfiguration: buildConfiguration, seed: seed,
      options: options)
  }

  /// "debug" or "release", from how this module was compiled.
  public static var buildConfiguration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

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

  /// The short revision of the repository in the working directory, or "unknown".
  static func gitRevision() -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "rev-parse", "--short", "HEAD"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return "unknown"
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !text.isEmpty ? text : "unknown"
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
  static func kernelRelease() -> String {
    var info = utsname()
    guard uname(&info) == 0 else { return "unknown" }
    return withUnsafeBytes(of: &info.release) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
  }

  /// The fields in a fixed order, for the table and CSV headers.
  public var orderedFields: [(String, String)] {
    [
      ("date", date), ("git", gitRevision), ("cpu", cpu), ("cores", String(cores)),
      ("os", operatingSystem), ("swift", swiftVersion), ("configuration", buildConfiguration),
      ("seed", String(seed)),
    ] + options.sorted { $0.key < $1.key }.map { ("option.\($0.key)", $0.value) }
  }
}
