import Foundation
import LayoutModel
import Measurement

/// Why `bench compare` or `bench merge` refused its result files.
public enum ResultFilesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read at all.
  case unreadable(path: String, reason: String)
  /// The file was read but is not a result file this build understands.
  case notAResultFile(path: String, error: ResultFileError)
  /// The two runs of a comparison come from different machines or builds; each difference as
  /// `field base vs head`.
  case differentMachines([String])
  /// A shard's identity differs from the first shard's: the field and both values.
  case mismatchedShard(path: String, field: String, expected: String, found: String)
  /// A file given to `bench merge` was not written with `--shard`.
  case notAShard(path: String)
  /// The shards do not add up to a whole sweep: which are missing or repeated.
  case incompleteShards(String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read \(DisplayText.escaped(path)): \(reason)"
    case .notAResultFile(let path, let error): "\(DisplayText.escaped(path)): \(error)"
    case .differentMachines(let differences):
      "the runs come from different machines or builds (\(differences.joined(separator: "; "))); "
        + "their times are not comparable; pass --force to compare them anyway"
    case .mismatchedShard(let path, let field, let expected, let found):
      "\(DisplayText.escaped(path)) is not a shard of the same sweep: \(field) is \(found), the first shard's is \(expected)"
    case .notAShard(let path): "\(DisplayText.escaped(path)) was not written with --shard K/N"
    case .incompleteShards(let reason): "the shards do not make a whole sweep: \(reason)"
    }
  }

  /// The exit status this error ends the process with.
  public var exitCode: BenchExitCode {
    switch self {
    case .unreadable: .noInput
    case .notAResultFile, .differentMachines, .mismatchedShard, .notAShard, .incompleteShards: .dataError
    }
  }
}

extension ResultFile {
  /// Reads the result file at `path`.
  public static func read(path: String) throws(ResultFilesError) -> BenchReport {
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      // Not Foundation's text ("You don't have permission" for a directory read as root,
      // "NSCocoaErrorDomain error 256"): the scenario reader's plain reasons.
      throw .unreadable(path: path, reason: ScenarioFile.readReason(path))
    }
    do { return try read(data) } catch { throw .notAResultFile(path: path, error: error) }
  }
}
