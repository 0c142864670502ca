import ArgumentParser
import Foundation
import LayoutEngines
import Measurement
import ResultFiles
import ViewTreeGenerators

// The option types of `bench`: each enum a user names on the command line parses itself, so a
// new shape, engine, workload or format is one new case and nothing here changes.

extension Shape: ExpressibleByArgument {}
extension EngineKind: ExpressibleByArgument {}
extension Workload: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}

/// A comma-separated list of names of a `CaseIterable` enum, or `all`: `--shapes deep,flat`.
///
/// Names are checked one by one so the error names the one that is wrong: parsing keeps the
/// first unknown name, and ``check(_:)`` (called from the commands' `validate()`) reports it with
/// the choices, in the one-line style of every other bad option. Repeats are dropped and the
/// order given is kept.
struct NameList<Value>: ExpressibleByArgument, Hashable, Sendable
where Value: CaseIterable & RawRepresentable & Hashable & Sendable, Value.RawValue == String {
  var values: [Value]
  /// The first name that is not a case, if any.
  var unknown: String?

  init(_ values: [Value]) {
    self.values = values
  }

  /// Every case, in declaration order.
  static var all: NameList { NameList(Array(Value.allCases)) }

  init?(argument: String) {
    values = []
    if argument.lowercased() == "all" {
      values = Array(Value.allCases)
      return
    }
    for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
      let name = part.trimmingCharacters(in: .whitespaces)
      guard let value = Value(rawValue: name) else {
        unknown = unknown ?? name
        continue
      }
      if !values.contains(value) { values.append(value) }
    }
  }

  /// Throws for an unknown name, naming `option` and the choices.
  func check(_ option: String) throws(BenchError) {
    guard let unknown else { return }
    throw .invalidOption(
      option: option, value: unknown,
      expected: "comma-separated names from \(Value.allCases.map(\.rawValue).joined(separator: ", ")), or all")
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

/// `--shard K/N`: which part of a sweep to run, 1 ≤ K ≤ N. Kept as typed so that ``check(_:)``
/// can name what is wrong in the style of every other bad option.
struct ShardArgument: ExpressibleByArgument, Hashable, Sendable {
  var text: String
  var value: Shard?

  init?(argument: String) {
    text = argument
    value = Shard(argument)
  }

  func check(_ option: String) throws(BenchError) {
    guard value == nil else { return }
    throw .invalidOption(option: option, value: text, expected: "K/N with 1 <= K <= N <= \(Shard.maximumCount), e.g. 2/4")
  }
}
