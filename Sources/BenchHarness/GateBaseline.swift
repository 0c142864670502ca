import Foundation

/// The committed reference the performance gate compares every run with:
/// `Results/gate-baseline.json`.
///
/// Only `bench gate --update` writes it, atomically, so a baseline only ever changes on purpose
/// and in a commit of its own; the metadata says which machine, build and revision produced it.
public struct GateBaseline: Codable, Hashable, Sendable {
  /// Where, when and from what the baseline was measured.
  public struct Metadata: Codable, Hashable, Sendable {
    public var date: String
    public var git: String
    public var cpu: String
    public var cores: Int
    public var os: String
    public var swift: String
    public var configuration: String
    public var seed: UInt64

    public init(_ metadata: ResultMetadata) {
      date = metadata.date
      git = metadata.gitRevision
      cpu = metadata.cpu
      cores = metadata.cores
      os = metadata.operatingSystem
      swift = metadata.swiftVersion
      configuration = metadata.buildConfiguration
      seed = metadata.seed
    }
  }

  /// The format of the file, raised when its meaning changes.
  public var version: Int
  public var metadata: Metadata
  public var figures: GateFigures

  /// The version this build writes and reads.
  public static let currentVersion = 1
  /// Where `bench gate` looks when `--baseline` is not given, relative to the package root.
  public static let defaultPath = "Results/gate-baseline.json"

  public init(metadata: Metadata, figures: GateFigures) {
    version = Self.currentVersion
    self.metadata = metadata
    self.figures = figures
  }

  /// Reads and checks a baseline file.
  public static func read(from path: String) throws(GateError) -> GateBaseline {
    guard FileManager.default.fileExists(atPath: path) else { throw .missingBaseline(path: path) }
    let baseline: GateBaseline
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      baseline = try JSONDecoder().decode(GateBaseline.self, from: data)
    } catch let error as DecodingError {
      throw .malformedBaseline(path: path, reason: Self.describe(error))
    } catch {
      throw .malformedBaseline(path: path, reason: error.localizedDescription)
    }
    guard baseline.version == currentVersion else {
      throw .malformedBaseline(
        path: path, reason: "format version \(baseline.version), this build reads \(currentVersion)")
    }
    guard baseline.metadata.configuration == "release" else { throw .debugBaseline(path: path) }
    return baseline
  }

  /// Writes the baseline through a temporary file and a rename, so a crash leaves the old one.
  public func write(to path: String) throws(GateError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do { data = try encoder.encode(self) } catch {
      throw .write(.cannotWrite(path: path, reason: "\(error)"))
    }
    do { try AtomicFile.write(data + Data("\n".utf8), to: path) } catch { throw .write(error) }
  }

  /// One line naming the field a decoding error is about.
  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map(\.stringValue).joined(separator: ".")
      return keys.isEmpty ? "top level" : keys
    }
    switch error {
    case .keyNotFound(let key, let context): return "missing \(key.stringValue) at \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong type at \(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context): return "\(context.debugDescription) at \(path(context))"
    @unknown default: return "\(error)"
    }
  }
}
