import Foundation
import LayoutEngines
import LayoutModel
import ScenarioFiles
import Testing

@testable import BenchGate
@testable import Measurement
@testable import ResultFiles

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

  /// A scenario of widths related by `(first, multiplier, second)`, views named as given.
  static func widths(_ views: [String], _ links: [(String, String, String)]) -> String {
    scenario(
      [#"{ "name": "root" }"#] + views.map { #"{ "name": "\#($0)", "parent": "root" }"# },
      links.map {
        #"{ "first": "\#($0.0)", "firstAttribute": "width", "second": "\#($0.2)", "secondAttribute": "width", "multiplier": \#($0.1) }"#
      })
  }

  /// What a scenario must come to: refused before any engine runs (on reading, or by the
  /// harness's range check), or solved or refused by each engine with an engine error, never a
  /// non-finite frame.
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
    // Links of multiplier 1 join a chain (the first check skipped them: 1e4 and 1e4, each alone).
    ("1e4, then 1, then 1e4", widths(["v0", "v1", "v2", "v3"], [("v1", "1e4", "v0"), ("v2", "1", "v1"), ("v3", "1e4", "v2")]), .refused),
    ("a chain down and back up (1e4 / 1e-4, twice)", widths(["v0", "v1", "v2", "v3", "v4"], [
      ("v1", "1e4", "v0"), ("v1", "1e-4", "v2"), ("v3", "1e4", "v2"), ("v3", "1e-4", "v4"),
    ]), .refused),
    // Not refused: minimum and maximum widths as fractions of the root's, twenty views; each
    // pair is a cycle whose product is 1.6, which no path goes round.
    ("twenty minimum and maximum widths", scenario(
      [#"{ "name": "root" }"#] + (0..<20).map { #"{ "name": "a\#($0)", "parent": "root" }"# },
      (0..<20).flatMap { [
        #"{ "first": "a\#($0)", "firstAttribute": "width", "relation": ">=", "second": "root", "secondAttribute": "width", "multiplier": 0.5 }"#,
        #"{ "first": "a\#($0)", "firstAttribute": "width", "relation": "<=", "second": "root", "secondAttribute": "width", "multiplier": 0.8 }"#,
      ] }), .solvedOrEngineError),
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
        let scenario = try Scenario(jsonData: Data(json.utf8))
        layout = scenario.layout
        // The harness's range check, which every file's layout goes through before any engine.
        _ = try BenchInput(name: name, scenario: scenario, guessing: [])
      } catch {
        #expect(expected == .refused, "\(name): refused: \(error)")
        #expect(!"\(error)".contains("\n"), "\(name): \(error)")
        continue
      }
      #expect(expected == .solvedOrEngineError, "\(name): read")
      for (kind, type) in EngineRegistry.available.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        do {
          let engine = try type.init(layout: layout)
          #expect(engine.frames.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite },
            "\(name): \(kind) gave a non-finite frame")
        } catch {
          // Only the external peer may be missing; GLPK is part of every build CI makes.
          if case .unavailable = error, kind == .kiwi { continue }
          #expect(!error.description.contains("\n") && !error.description.contains("Traceback"), "\(name): \(kind): \(error)")
        }
      }
    }
  }

  /// A chain of sixty `multiplier: 1e7` is refused the same way from a scenario file, an
  /// Interface Builder document and a layout built through the API: by the harness's range
  /// check, before any engine, as a data error (65). The document and the API used to reach
  /// the engines, which gave infinity, NaN or "unsatisfiable".
  @Test func aChainOutOfRangeIsRefusedFromEverySource() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let json = directory.appendingPathComponent("chain.json")
    try Data(Self.chain(60, "1e7").utf8).write(to: json)
    let subviews = (0...60).map {
      #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v\#($0)"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
    }
    let links = (0..<60).map {
      #"<constraint firstItem="v\#($0 + 1)" firstAttribute="width" secondItem="v\#($0)" secondAttribute="width" multiplier="1e7" id="c\#($0)"/>"#
    }
    let xib = directory.appendingPathComponent("chain.xib")
    try Data("""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects><view id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
      <subviews>\(subviews.joined())</subviews><constraints>\(links.joined())</constraints></view></objects>
      </document>
      """.utf8).write(to: xib)
    for path in [json.path, xib.path] {
      do {
        _ = try ScenarioFile.readInputs(path, guessing: [])
        Issue.record("\(path): read")
      } catch {
        #expect(error.exitCode == .dataError, "\(path): \(error)")
        #expect(error.description.contains("the product of multipliers along a chain of constraints from "), "\(path): \(error)")
        #expect(!error.description.contains("\n"))
      }
    }
    var layout = Layout(rootSize: Size(width: 320, height: 480))
    var previous = try layout.addView("v0", in: .root)
    for index in 1...60 {
      let next = try layout.addView("v\(index)", in: .root)
      try layout.addConstraint(LayoutConstraint(next, .width, .equal, previous, .width, multiplier: 1e7))
      previous = next
    }
    #expect(throws: LayoutError.self) { try BenchInput(name: "api", scenario: Scenario(layout: layout), guessing: []) }
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
        if name.contains("nested") { #expect(error.description.contains("nested 100001 levels deep"), "\(name): \(error)") }
        if let field {
          guard case .invalidField(field, _, _) = error else {
            Issue.record("\(name): \(error)")
            continue
          }
        }
      }
    }
    // The gate's baseline, valid JSON deeper than the decoder's limit: said so, naming the
    // file, where it used to say "not valid JSON".
    let deep = FileManager.default.temporaryDirectory.appendingPathComponent("deep-baseline-\(UUID().uuidString).json")
    try Data((#"{"version": 2, "x": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8)
      .write(to: deep)
    defer { try? FileManager.default.removeItem(at: deep) }
    do {
      _ = try GateBaseline.read(from: deep.path)
      Issue.record("a deep baseline: read")
    } catch {
      #expect(error.description.contains(deep.path) && error.description.contains("nested 100001 levels deep"), "\(error)")
      #expect(!error.description.contains("not valid JSON") && !error.description.contains("\n"), "\(error)")
      #expect(error.exitCode == .dataError)
    }
  }
}
