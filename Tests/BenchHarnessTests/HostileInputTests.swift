import Foundation
import LayoutEngines
import LayoutModel
import Testing

@testable import BenchHarness

/// The hostile inputs of issue 20 as one table, run cheaply on every engine: each is refused
/// with a typed, one-line error naming its culprit, or solved to finite frames. Nothing traps,
/// and no outcome depends on time.
@Suite struct HostileInputTests {
  /// A scenario from views and constraints given as JSON fragments.
  static func scenario(_ views: [String], _ constraints: [String], root: String = #"{ "width": 320, "height": 480 }"#) -> String {
    #"{ "format": 1, "rootSize": \#(root), "views": [\#(views.joined(separator: ", "))], "constraints": [\#(constraints.joined(separator: ", "))] }"#
  }

  static let twoViews = [#"{ "name": "root" }"#, #"{ "name": "a", "parent": "root" }"#]

  static func chain(_ count: Int, _ multiplier: String) -> String {
    scenario(
      [#"{ "name": "root" }"#] + (0...count).map { #"{ "name": "v\#($0)", "parent": "root" }"# },
      (0..<count).map {
        #"{ "first": "v\#($0 + 1)", "firstAttribute": "width", "second": "v\#($0)", "secondAttribute": "width", "multiplier": \#(multiplier) }"#
      })
  }

  /// What a scenario must come to: refused on reading, or read and then solved or refused by
  /// each engine with an engine error, never a non-finite frame.
  enum Expected { case refused, solvedOrEngineError }

  static let scenarios: [(name: String, json: String, expected: Expected)] = [
    ("malformed JSON", #"{ "format": 1, "rootSize": "#, .refused),
    ("a constant of 1e308", scenario(twoViews, [#"{ "first": "a", "firstAttribute": "width", "constant": 1e308 }"#]), .refused),
    ("a constant of 1e-320", scenario(twoViews, [#"{ "first": "a", "firstAttribute": "width", "constant": 1e-320 }"#]), .solvedOrEngineError),
    ("a NaN constant", scenario(twoViews, [#"{ "first": "a", "firstAttribute": "width", "constant": "NaN" }"#]), .refused),
    ("a root size of 1e400", scenario(twoViews, [], root: #"{ "width": 1e400, "height": 1 }"#), .refused),
    ("a parent cycle", scenario([#"{ "name": "root" }"#, #"{ "name": "a", "parent": "b" }"#, #"{ "name": "b", "parent": "a" }"#], []), .refused),
    ("duplicate names", scenario([#"{ "name": "root" }"#, #"{ "name": "a", "parent": "root" }"#, #"{ "name": "a", "parent": "root" }"#], []), .refused),
    ("100,000-deep nesting", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), .refused),
    ("sixty multipliers of 1e7", chain(60, "1e7"), .refused),
    ("a multiplier of 1e-300", chain(1, "1e-300"), .refused),
    ("a control character in a name", scenario([#"{ "name": "root" }"#, #"{ "name": "a\u001B[2J", "parent": "root" }"#], []), .solvedOrEngineError),
    ("conflicting required constraints on the root size", scenario(twoViews, [
      #"{ "first": "a", "firstAttribute": "width", "second": "root", "secondAttribute": "width" }"#,
      #"{ "first": "a", "firstAttribute": "width", "constant": 50 }"#,
    ]), .solvedOrEngineError),
  ]

  @Test func hostileScenariosAreRefusedOrSolvedFinitely() throws {
    for (name, json, expected) in Self.scenarios {
      let layout: Layout
      do {
        layout = try Layout(jsonData: Data(json.utf8))
      } catch {
        #expect(expected == .refused, "\(name): refused: \(error)")
        #expect(!error.description.contains("\n"), "\(name): \(error)")
        continue
      }
      #expect(expected == .solvedOrEngineError, "\(name): read")
      for (kind, type) in EngineRegistry.available.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        do {
          let engine = try type.init(layout: layout)
          #expect(engine.frames.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite },
            "\(name): \(kind) gave a non-finite frame")
        } catch {
          if case .unavailable = error { continue }
          #expect(!error.description.contains("\n") && !error.description.contains("Traceback"), "\(name): \(kind): \(error)")
        }
      }
    }
  }

  /// Result files read back by compare, merge and gate.
  @Test func hostileResultFilesAreRefusedNamingTheField() throws {
    let options = ResultOptions(
      sizes: [10], shapes: ["flat"], scenarios: [], engines: ["cassowary"], workloads: ["build"], repetitions: 1,
      warmups: 0, timeLimitSeconds: 10, shard: Shard(index: 1, count: 2))
    let measured = TimingSummary(seconds: [0.01, 0.02, 0.03])!
    let record = BenchRecord(input: "flat", engine: "cassowary", views: 10, constraints: 40, outcomes: [.build: .measured(measured, truncated: false)])
    let valid = BenchReport(metadata: .current(seed: 1, options: options), workloads: [.build], records: [record])
    #expect(try ResultFile.read(ResultFile.data(for: valid)) == valid)

    func damaged(_ change: (inout BenchReport) -> Void) -> Data {
      var report = valid
      change(&report)
      return ResultFile.data(for: report)
    }
    func time(_ value: Double) -> (inout BenchReport) -> Void {
      { report in
        var summary = measured
        summary.median = value
        report.records[0].outcomes[.build] = .measured(summary, truncated: false)
      }
    }
    let table: [(name: String, data: Data, field: String?)] = [
      ("shard count 0", damaged { $0.metadata.options?.shard?.count = 0 }, "metadata.options.shard"),
      ("shard count 100,000,000", damaged { $0.metadata.options?.shard?.count = 100_000_000 }, "metadata.options.shard"),
      ("a negative time", damaged(time(-3)), "records[0].outcomes.build.medianSeconds"),
      ("a NaN time", damaged(time(.nan)), "records[0].outcomes.build.medianSeconds"),
      ("a time of 1e308", damaged(time(1e308)), "records[0].outcomes.build.medianSeconds"),
      ("negative views", damaged { $0.records[0].views = -1 }, "records[0].views"),
      ("not JSON", Data("{".utf8), nil),
      ("JSON nested 100,000 deep", Data((#"{"format": 2, "x": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8), nil),
    ]
    for (name, data, field) in table {
      do {
        _ = try ResultFile.read(data)
        Issue.record("\(name): read")
      } catch {
        #expect(!error.description.contains("\n"), "\(name): \(error)")
        if let field {
          guard case .invalidField(field, _, _) = error else {
            Issue.record("\(name): \(error)")
            continue
          }
        }
      }
    }
  }
}
