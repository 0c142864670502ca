import Foundation
import LayoutModel
import Measurement

/// The JSON result file: a ``BenchReport`` encoded with a format version, documented in
/// `Sources/ResultFiles/ResultFormat.md`.
///
/// Every value is typed (numbers as numbers, seconds as seconds) and every key is a property name
/// of the Swift type it comes from, so adding a column is one stored property. Readers (a later
/// `bench compare`) decode the same types with ``read(_:)``.
public enum ResultFile {
  /// The version this build writes and reads; raised when a field changes meaning or goes away
  /// (adding a field keeps it).
  /// Format 2 replaced `buildMemoryBytes` (the growth of resident memory) with the bytes an
  /// engine retains (`retainedBytes`, `retainedBytesPerView`, `retainedBytesAfterHistory`).
  public static let currentFormat = 2

  /// The report as a result file: pretty-printed, keys sorted, ending with a newline.
  public static func data(for report: BenchReport) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Only an infinite frame difference can be non-finite; JSON has no infinity, so it is
    // written as a string, which ``read(_:)`` turns back.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    // The encoder only fails on non-finite numbers, handled above; an empty object would still
    // be refused by any reader rather than misread.
    let data = (try? encoder.encode(Document(report))) ?? Data("{}".utf8)
    return data + Data("\n".utf8)
  }

  /// Reads a result file written by ``data(for:)``.
  public static func read(_ data: Data) throws(ResultFileError) -> BenchReport {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let report: BenchReport
    do {
      report = try VersionedJSON.decode(Document.self, from: data, header: Version.self, current: currentFormat, decoder: decoder)
        .report
    } catch {
      switch error {
      case .unsupportedVersion(let found): throw .unsupportedFormat(found: found, supported: currentFormat)
      case .undecodable(let error): throw .unreadable(reason: Self.describe(error, in: data))
      }
    }
    try validate(report)
    return report
  }

  /// A result file's version is its `format`.
  private struct Version: VersionedJSON.Header {
    var format: Int
    var version: Int { format }
  }

  /// The top level of the file.
  struct Document: Codable {
    var format: Int
    var metadata: ResultMetadata
    /// The agreement tolerance, in points.
    var agreementTolerance: Double
    /// The workloads measured, in column order.
    var workloads: [Workload]
    var inputs: [InputSummary]
    var records: [BenchRecord]
    var exponents: [ScalingExponent]

    init(_ report: BenchReport) {
      format = ResultFile.currentFormat
      metadata = report.metadata
      agreementTolerance = FrameAgreement.tolerance
      workloads = report.workloads
      inputs = report.inputs
      records = report.records
      exponents = report.exponents
    }

    var report: BenchReport {
      BenchReport(metadata: metadata, workloads: workloads, inputs: inputs, records: records, exponents: exponents)
    }
  }

  /// Nesting past this is what the decoder refuses as "not valid JSON" (its limit is in the
  /// hundreds; result files nest about six deep).
  static let nestingLimit = 512

  /// ``describe(_:)``, except that JSON nested deeper than the decoder accepts says so rather
  /// than "not valid JSON", which it is.
  static func describe(_ error: any Error, in data: Data) -> String {
    tooDeep(error, in: data).map { $0 + " (result files nest about 6)" } ?? describe(error)
  }

  /// Why the decoder refused `data`, when the reason is nesting deeper than it accepts: the
  /// decoder calls such a file "not valid JSON", which it is. `nil` for any other error.
  ///
  /// Shared by every reader of files written by `bench` (result files, the gate's baseline).
  public static func tooDeep(_ error: any Error, in data: Data) -> String? {
    guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty else { return nil }
    let depth = nestingDepth(of: data)
    guard depth > nestingLimit else { return nil }
    return "arrays and objects nested \(depth) levels deep, deeper than the JSON reader accepts"
  }

  /// The deepest nesting of arrays and objects in `data`, brackets inside strings aside.
  static func nestingDepth(of data: Data) -> Int {
    var depth = 0, deepest = 0, inString = false, escaped = false
    for byte in data {
      if inString {
        if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  /// One line naming the field a decoding error is about (`missing field "views" at
  /// records[3]`), for every reader of files written by `bench`.
  public static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "not valid JSON" }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context): return "missing field \"\(key.stringValue)\" at \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong type at \(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      // The reason underneath ("Too many nested arrays or dictionaries") says more than the
      // decoder's "not valid JSON" of a file that is valid JSON, only deeper than its limit.
      let underlying = context.underlyingError.map { " (\(DisplayText.oneLine(String(describing: $0))))" } ?? ""
      return "\(context.debugDescription)\(underlying) at \(path(context))"
    @unknown default: return "\(error)"
    }
  }
}

/// Why a result file could not be read.
public enum ResultFileError: Error, Hashable, Sendable, CustomStringConvertible {
  case unsupportedFormat(found: Int, supported: Int)
  case unreadable(reason: String)
  /// A field holds a value out of its range: its path in the file (`records[3].views`), the
  /// value as read, and what it must be.
  case invalidField(field: String, value: String, expected: String)

  public var description: String {
    switch self {
    case .invalidField(let field, let value, let expected):
      "\(field) is \(DisplayText.escaped(value)); it must be \(expected)"
    case .unsupportedFormat(let found, let supported):
      "result file format \(found); this build reads format \(supported)"
    case .unreadable(let reason): "not a result file: \(reason)"
    }
  }
}
