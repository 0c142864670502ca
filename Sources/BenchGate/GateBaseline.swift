import Foundation
import LayoutModel
import Measurement
import ResultFiles

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
  /// What the instruction counts were taken with; `nil` when none were.
  public var instructionPlatform: InstructionPlatform?
  public var figures: GateFigures

  /// The version this build writes and reads (3: items keyed `subject/workload/shape/views`,
  /// every engine and shared path; 2 had cassowary items only, keyed `workload/shape/views`).
  public static let currentVersion = 3
  /// Where `bench gate` looks when `--baseline` is not given, relative to the package root.
  public static let defaultPath = "Results/gate-baseline.json"

  public init(metadata: Metadata, instructionPlatform: InstructionPlatform? = nil, figures: GateFigures) {
    version = Self.currentVersion
    self.metadata = metadata
    self.instructionPlatform = instructionPlatform
    self.figures = figures
  }

  /// Reads and checks a baseline file.
  public static func read(from path: String) throws(GateError) -> GateBaseline {
    guard FileManager.default.fileExists(atPath: path) else { throw .missingBaseline(path: path) }
    let baseline: GateBaseline
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      // Not Foundation's text ("NSCocoaErrorDomain error 256"): the scenario reader's reasons.
      throw .malformedBaseline(path: path, reason: "cannot read it: \(ScenarioFile.readReason(path))")
    }
    do {
      baseline = try VersionedJSON.decode(GateBaseline.self, from: data, header: Version.self, current: currentVersion)
    } catch {
      switch error {
      case .unsupportedVersion(let version):
        throw .malformedBaseline(
          path: path, reason: "format version \(version), this build reads \(currentVersion); rewrite it with `swift run -c release bench gate --update`")
      case .undecodable(let error):
        throw .malformedBaseline(path: path, reason: ResultFile.tooDeep(error, in: data) ?? ResultFile.describe(error))
      }
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

  /// A baseline's version is its `version`.
  private struct Version: VersionedJSON.Header {
    var version: Int
  }
}

/// What an instruction count depends on besides the code: the same sources give other counts
/// with another compiler, C library (its string functions), valgrind or processor architecture.
///
/// The gate compares instruction counts only with a baseline taken on the same platform; on
/// another it reports them without gating and says what differs.
public struct InstructionPlatform: Codable, Hashable, Sendable {
  /// `x86_64`, `aarch64`.
  public var architecture: String
  /// The compiler, to the minor version (``ResultMetadata/compilerVersion``).
  public var swift: String
  /// `glibc 2.36`.
  public var cLibrary: String
  /// `valgrind-3.19.0`.
  public var valgrind: String

  public init(architecture: String, swift: String, cLibrary: String, valgrind: String) {
    self.architecture = architecture
    self.swift = swift
    self.cLibrary = cLibrary
    self.valgrind = valgrind
  }

  /// This process's platform, with the valgrind version the counter reports.
  public static func current(valgrind: String) -> InstructionPlatform {
    InstructionPlatform(
      architecture: ResultMetadata.architecture(), swift: ResultMetadata.compilerVersion,
      cLibrary: ResultMetadata.cLibraryVersion(), valgrind: valgrind)
  }

  /// Each field that differs from `other`'s, as `name: this vs other`.
  public func differences(from other: InstructionPlatform) -> [String] {
    var lines: [String] = []
    if architecture != other.architecture { lines.append("architecture \(architecture) vs \(other.architecture)") }
    if swift != other.swift { lines.append("Swift \(swift) vs \(other.swift)") }
    if cLibrary != other.cLibrary { lines.append("\(cLibrary) vs \(other.cLibrary)") }
    if valgrind != other.valgrind { lines.append("\(valgrind) vs \(other.valgrind)") }
    return lines
  }
}
