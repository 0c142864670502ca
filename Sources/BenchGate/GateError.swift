import Measurement

/// Why `bench gate` could not compare at all (as opposed to comparing and finding a regression).
public enum GateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There is no baseline file at the path.
  case missingBaseline(path: String)
  /// The baseline file exists but is not a gate baseline.
  case malformedBaseline(path: String, reason: String)
  /// The baseline was written by a debug build, whose instruction counts mean nothing.
  case debugBaseline(path: String)
  /// This is a debug build and `--allow-debug` was not given.
  case debugBuild
  /// An option's value is out of range.
  case invalidOption(option: String, value: String, expected: String)
  /// Writing the baseline failed.
  case write(BenchError)
  /// A measurement could not be made (a layout could not be generated or built).
  case measurement(BenchError)
  /// Instructions cannot be counted here (no valgrind); `--no-instructions` skips them.
  case instructionsUnavailable(reason: String)
  /// Counting instructions under callgrind failed.
  case instructionsFailed(reason: String)
  /// The callgrind run passed its safety limit: a multiple of what the same items took natively
  /// in the same run, so a busy machine stretches both alike and only code that does far more
  /// (an endless loop, a blow-up) reaches it.
  case instructionsOverLimit(limit: Double, calibration: Double, factor: Double)
  /// The A/B mode (`--against`) could not build or run one of its two sides.
  case abFailed(reason: String)

  public var description: String {
    switch self {
    case .missingBaseline(let path):
      "no gate baseline at \(path); create it deliberately with `swift run -c release bench gate --update`"
    case .malformedBaseline(let path, let reason): "\(path) is not a gate baseline: \(reason)"
    case .debugBaseline(let path):
      "\(path) was written by a debug build; rewrite it with `swift run -c release bench gate --update`"
    case .debugBuild:
      "this is a debug build, whose instruction counts do not represent the release code the baseline was counted on; run `swift run -c release bench gate`, or pass --allow-debug to check only agreement and work counters"
    case .invalidOption(let option, let value, let expected):
      "The value '\(value)' is invalid for '\(option)': expected \(expected)"
    case .write(let error), .measurement(let error): error.description
    case .instructionsUnavailable(let reason):
      "cannot count instructions: \(reason); install valgrind, or time this revision against another with `bench gate --against REV` (macOS), or pass --no-instructions to gate agreement and work counters only"
    case .instructionsFailed(let reason): "counting instructions failed: \(reason)"
    case .abFailed(let reason): "the A/B comparison could not run: \(reason)"
    case .instructionsOverLimit(let limit, let calibration, let factor):
      "callgrind's safety limit: the instruction count ran past \(Int(limit.rounded())) s, \(Int(factor)) × the "
        + "\(String(format: "%.1f", calibration)) s the same items took natively in this run (the calibration); "
        + "the code under test does far more than the baseline's, or never finishes"
    }
  }

  /// The exit status this error ends the process with.
  public var exitCode: BenchExitCode {
    switch self {
    case .missingBaseline: .noInput
    case .malformedBaseline, .debugBaseline: .dataError
    case .debugBuild, .invalidOption: .usage
    case .write(let error), .measurement(let error): error.exitCode
    case .instructionsUnavailable: .unavailable
    case .instructionsFailed: .failure
    case .instructionsOverLimit: .regression
    case .abFailed: .failure
    }
  }
}

extension BenchExitCode {
  /// The performance gate found a regression beyond its tolerances (frames disagreeing exit
  /// with ``disagreement`` instead).
  public static let regression = BenchExitCode(rawValue: 3)
  /// A tool the command needs is missing (BSD `EX_UNAVAILABLE`): valgrind for the gate.
  public static let unavailable = BenchExitCode(rawValue: 69)
}
