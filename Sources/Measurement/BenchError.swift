import InterfaceBuilder
import LayoutEngines
import LayoutModel
import ScenarioFiles
import ViewTreeGenerators

/// How the `bench` process ends, as a number the shell sees.
///
/// Scripts that run sweeps overnight need to tell "the engines disagree" from "you typed a bad
/// option" from "the file is broken" without parsing text.
public struct BenchExitCode: RawRepresentable, Hashable, Sendable {
  public var rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// Everything ran and every engine agreed with the reference.
  public static let success = BenchExitCode(rawValue: 0)
  /// Something failed at run time (an engine error, an unwritable file).
  public static let failure = BenchExitCode(rawValue: 1)
  /// An engine's frames differ from the reference beyond the tolerance and it is not a tie.
  public static let disagreement = BenchExitCode(rawValue: 2)
  /// A bad option value (BSD `EX_USAGE`).
  public static let usage = BenchExitCode(rawValue: 64)
  /// A malformed or unsatisfiable scenario file (BSD `EX_DATAERR`).
  public static let dataError = BenchExitCode(rawValue: 65)
  /// A file that cannot be read (BSD `EX_NOINPUT`).
  public static let noInput = BenchExitCode(rawValue: 66)
  /// An output file that cannot be written (BSD `EX_CANTCREAT`).
  public static let cannotCreate = BenchExitCode(rawValue: 73)
  /// Standard output or error could not be written, e.g. a full disk (BSD `EX_IOERR`).
  public static let ioError = BenchExitCode(rawValue: 74)
}

/// Why `bench` stopped; every case prints as one line that names the problem and the choices.
public enum BenchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option's value is not one of the accepted ones.
  case invalidOption(option: String, value: String, expected: String)
  /// A scenario file could not be read at all.
  case unreadableFile(path: String, reason: String)
  /// A scenario file was read but is not a valid scenario.
  case malformedScenario(path: String, error: ScenarioError)
  /// An Interface Builder document was read but could not be imported.
  case malformedDocument(path: String, error: InterfaceBuilderError)
  /// A corpus list (`docs/importer-corpus.tsv`) whose header or a row is not as expected.
  case malformedCorpus(path: String, line: Int, reason: String)
  /// The reference engine found the scenario's required constraints in conflict.
  case unsatisfiableScenario(path: String, error: EngineError)
  /// An engine failed on the layout (other than "not supported").
  case engineFailed(engine: String, error: EngineError)
  /// The requested engine is not compiled into this build.
  case engineUnavailable(engine: String, available: [String])
  /// A view tree could not be generated.
  case generator(GeneratorError)
  /// A result file could not be written; nothing was left at its path or beside it.
  case cannotWrite(path: String, reason: String)
  /// Standard output or standard error could not be written.
  case cannotWriteStream(stream: String, reason: String)

  public var description: String {
    switch self {
    case .invalidOption(let option, let value, let expected):
      "The value '\(DisplayText.escaped(value))' is invalid for '\(option)': expected \(expected)"
    case .unreadableFile(let path, let reason): "cannot read \(DisplayText.escaped(path, maximumLength: 256)): \(reason)"
    case .malformedScenario(let path, let error):
      if let (line, column) = error.position {
        "\(DisplayText.escaped(path, maximumLength: 256)):\(line):\(column): \(error.withoutPosition)"
      } else {
        "\(DisplayText.escaped(path, maximumLength: 256)): \(error)"
      }
    case .malformedDocument(let path, let error): "\(DisplayText.escaped(path, maximumLength: 256)): \(error)"
    case .malformedCorpus(let path, let line, let reason):
      "\(DisplayText.escaped(path, maximumLength: 256)), line \(line): not a corpus list: \(reason)"
    case .unsatisfiableScenario(let path, let error): "\(DisplayText.escaped(path, maximumLength: 256)) cannot be laid out: \(error)"
    case .engineFailed(let engine, let error): "engine \(engine): \(error)"
    case .engineUnavailable(let engine, let available):
      "engine '\(engine)' is not in this build; available: "
        + (available.isEmpty ? "none yet" : available.joined(separator: ", "))
    case .generator(let error): error.description
    case .cannotWrite(let path, let reason): "cannot write \(DisplayText.escaped(path, maximumLength: 256)): \(reason)"
    case .cannotWriteStream(let stream, let reason): "cannot write to \(stream): \(reason)"
    }
  }

  /// The exit status this error ends the process with.
  public var exitCode: BenchExitCode {
    switch self {
    case .invalidOption, .engineUnavailable, .generator: .usage
    case .unreadableFile: .noInput
    case .malformedScenario, .malformedDocument, .malformedCorpus, .unsatisfiableScenario: .dataError
    case .engineFailed: .failure
    case .cannotWrite: .cannotCreate
    case .cannotWriteStream: .ioError
    }
  }
}
