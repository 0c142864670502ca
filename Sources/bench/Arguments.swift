import ArgumentParser
import Foundation
import BenchHarness
import LayoutEngines
import ViewTreeGenerators

// The option types of `bench`: each enum a user names on the command line parses itself, so a
// new shape, engine, workload or format is one new case and nothing here changes.

extension Shape: ExpressibleByArgument {}
extension EngineKind: ExpressibleByArgument {}
extension Workload: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}

/// A comma-separated list of names of a `CaseIterable` enum, or `all`: `--shapes deep,flat`.
///
/// Names are checked one by one, so the error names the one that is wrong; repeats are dropped
/// and the order given is kept.
struct NameList<Value>: ExpressibleByArgument, Hashable, Sendable
where Value: CaseIterable & RawRepresentable & Hashable & Sendable, Value.RawValue == String {
  var values: [Value]

  init(_ values: [Value]) {
    self.values = values
  }

  /// Every case, in declaration order.
  static var all: NameList { NameList(Array(Value.allCases)) }

  init?(argument: String) {
    guard let values = try? Self.parse(argument) else { return nil }
    self.values = values
  }

  /// The list, or an error naming the first unknown name and the choices.
  static func parse(_ argument: String) throws(ValidationError) -> [Value] {
    if argument.lowercased() == "all" { return Array(Value.allCases) }
    var values: [Value] = []
    for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
      let name = part.trimmingCharacters(in: .whitespaces)
      guard let value = Value(rawValue: name) else {
        throw ValidationError(
          "'\(name)' is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")) (or all)")
      }
      if !values.contains(value) { values.append(value) }
    }
    return values
  }

  var defaultValueDescription: String {
    values == Array(Value.allCases) ? "all" : values.map(\.rawValue).joined(separator: ",")
  }

  static var allValueStrings: [String] { Value.allCases.map(\.rawValue) + ["all"] }
}

/// `--sizes 10,100,1000`: view counts, `_` allowed as a digit separator.
struct SizeList: ExpressibleByArgument, Hashable, Sendable {
  var values: [Int]

  init?(argument: String) {
    var values: [Int] = []
    for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
      let text = part.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
      guard let value = Int(text) else { return nil }
      values.append(value)
    }
    self.values = values
  }
}

/// `ValidationError` thrown from a transform: the library appends its message to "The value ...
/// is invalid for ...".
func parseNames<Value>(_ argument: String) throws -> NameList<Value> {
  NameList(try NameList<Value>.parse(argument))
}
