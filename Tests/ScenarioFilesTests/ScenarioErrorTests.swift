import Foundation
import LayoutModel
import LayoutTestSupport
import ScenarioFiles
import Testing

/// Malformed scenario and frame-set files: each must throw, never crash, and say where.
@Suite struct ScenarioErrorTests {
  /// A valid file to break: root, `header`, `title` (in `header`), and two constraints.
  private static func scenario(
    views: String = #"{ "name": "root" }, { "name": "header", "parent": "root" }, { "name": "title", "parent": "header" }"#,
    constraints: String = #"{ "first": "title", "firstAttribute": "width", "constant": 80 }, { "first": "title", "firstAttribute": "left", "second": "header", "secondAttribute": "left" }"#,
    top: String = #""format": 1, "rootSize": { "width": 320, "height": 480 }"#
  ) -> String {
    #"{ \#(top), "views": [\#(views)], "constraints": [\#(constraints)] }"#
  }

  /// The error reading `json`, without its line and column (tested on their own below).
  private func error(_ json: String) -> ScenarioError? {
    positionedError(json)?.withoutPosition
  }

  private func positionedError(_ json: String) -> ScenarioError? {
    do {
      _ = try Scenario(jsonData: Data(json.utf8)).layout
      return nil
    } catch {
      return error
    }
  }

  private func frameSetError(_ json: String) -> ScenarioError? {
    do {
      _ = try FrameSet(jsonData: Data(json.utf8))
      return nil
    } catch {
      return error.withoutPosition
    }
  }

  /// Issue 20, item 5: sixty `multiplier: 1e7` in a row (each within range) gave infinity in
  /// three engines, NaN in one and "unsatisfiable" in GLPK; `1e-300` made GLPK fail alone. A
  /// single multiplier is refused on reading, a chain by ``Layout/validateNumbers()`` (which the
  /// harness runs on every layout), naming its two ends; mild chains pass.
  @Test func multipliersOutOfRangeAlongAChainAreRefused() throws {
    func chain(_ count: Int, multiplier: String) throws -> LayoutError? {
      let views = ([#"{ "name": "root" }"#] + (0...count).map { #"{ "name": "v\#($0)", "parent": "root" }"# })
        .joined(separator: ", ")
      let constraints = (0..<count).map {
        #"{ "first": "v\#($0 + 1)", "firstAttribute": "width", "second": "v\#($0)", "secondAttribute": "width", "multiplier": \#(multiplier) }"#
      }.joined(separator: ", ")
      let layout = try Scenario(jsonData: Data(Self.scenario(views: views, constraints: constraints).utf8)).layout
      do throws(LayoutError) { try layout.validateNumbers() } catch { return error }
      return nil
    }
    guard case .multiplierChainOutOfRange(let from, let to, let exponent, let isExact)? = try chain(60, multiplier: "1e7") else {
      Issue.record("passed a chain of sixty multipliers of 1e7")
      return
    }
    #expect(from == "v0.width" && to == "v60.width" && isExact)
    #expect(abs(exponent - 420) < 1e-6)
    guard case .multiplierChainOutOfRange? = try chain(30, multiplier: "0.5") else {
      Issue.record("passed a chain whose scale is 2^30")
      return
    }
    #expect(try chain(20, multiplier: "2") == nil)
    #expect(try chain(3, multiplier: "-100") == nil)
    guard case .rejected(_, .multiplierOutOfRange(_, "multiplier", _)) = error(
      Self.scenario(constraints: #"{ "first": "title", "firstAttribute": "width", "second": "header", "secondAttribute": "width", "multiplier": 1e-300 }"#))
    else {
      Issue.record("read a multiplier of 1e-300")
      return
    }
  }

  @Test func theBaseFileIsValid() throws {
    let layout = try Scenario(jsonData: Data(Self.scenario().utf8)).layout
    #expect(layout.viewCount == 3 && layout.constraints.count == 2)
  }

  @Test func notJSONAtAll() throws {
    let failure = try #require(error("{\n  \"format\": 1,\n  \"views\": [ oops ]\n}"))
    guard case .notJSON = failure else {
      Issue.record("expected notJSON, got \(failure)")
      return
    }
    #expect(failure.description.hasPrefix("not valid JSON at line 3, column 14"), "\(failure)")
    #expect(error("") != nil)
    #expect(error("{ \"format\": 1 } trailing") != nil)
    #expect(error("[1, 2]")?.description == "document should be an object")
  }

  @Test func missingRequiredFields() {
    #expect(error(Self.scenario(top: #""format": 1"#))
      == .missingField(location: "document", field: "rootSize"))
    #expect(error(Self.scenario(top: #""rootSize": { "width": 1, "height": 1 }"#))
      == .missingField(location: "document", field: "format"))
    #expect(error(Self.scenario(top: #""format": 1, "rootSize": { "width": 1 }"#))
      == .missingField(location: "document", field: "rootSize.height"))
    let nameless = error(Self.scenario(views: #"{ "name": "root" }, { "parent": "root" }"#))
    #expect(nameless?.description == #"views[1]: missing required field "name""#)
    let parentless = error(Self.scenario(views: #"{ "name": "root" }, { "name": "title" }"#))
    #expect(parentless?.description == #"views[1] ("title"): missing required field "parent""#)
    let noAttribute = error(Self.scenario(constraints: #"{ "first": "title", "firstAttribute": "left", "second": "root" }"#))
    #expect(noAttribute == .missingField(location: "constraints[0] (title.left == root.?)", field: "secondAttribute"))
    let partialFrame = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "title", "parent": "root", "frame": { "x": 1, "y": 2, "width": 3 } }"#,
      constraints: ""))
    #expect(partialFrame == .missingField(location: #"views[1] ("title")"#, field: "frame.height"))
  }

  @Test func wrongTypes() {
    let badFrame = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "title", "parent": "root", "frame": { "x": true, "y": 2, "width": 3, "height": 4 } }"#,
      constraints: ""))
    #expect(badFrame == .wrongType(location: #"views[1] ("title")"#, field: "frame.x", expected: "a number"))
    #expect(badFrame?.description == #"views[1] ("title"): field "frame.x" should be a number"#)
    let nullParent = error(Self.scenario(views: #"{ "name": "root" }, { "name": "title", "parent": null }"#, constraints: ""))
    #expect(nullParent?.description.hasPrefix(#"views[1] ("title"): missing required field "parent""#) == true
      || nullParent == .wrongType(location: #"views[1] ("title")"#, field: "parent", expected: "a string"))
    let numberName = error(Self.scenario(views: #"{ "name": "root" }, { "name": 7, "parent": "root" }"#, constraints: ""))
    #expect(numberName == .wrongType(location: "views[1]", field: "name", expected: "a string"))
    let maskString = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "v", "parent": "root", "autoresizingMask": "flexibleWidth" }"#, constraints: ""))
    #expect(maskString == .wrongType(location: #"views[1] ("v")"#, field: "autoresizingMask", expected: "an array"))
    let viewsObject = error(#"{ "format": 1, "rootSize": { "width": 1, "height": 1 }, "views": {} }"#)
    #expect(viewsObject == .wrongType(location: "document", field: "views", expected: "an array"))
  }

  @Test func unknownViewsAndParentOrder() {
    let unknownParent = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "a", "parent": "root" }, { "name": "b", "parent": "a" }, { "name": "title", "parent": "foo" }"#,
      constraints: ""))
    #expect(unknownParent?.description == #"views[3] ("title"): field "parent" names unknown view "foo""#)
    let late = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "title", "parent": "header" }, { "name": "header", "parent": "root" }"#,
      constraints: ""))
    #expect(late == .parentListedAfterChild(location: #"views[1] ("title")"#, parent: "header"))
    #expect(late?.description.contains("list every parent before its children") == true)
    let unknownFirst = error(Self.scenario(constraints: #"{ "first": "ghost", "firstAttribute": "width", "constant": 1 }"#))
    #expect(unknownFirst?.description == #"constraints[0] (ghost.width == 1): field "first" names unknown view "ghost""#)
    let unknownSecond = error(Self.scenario(
      constraints: #"{ "first": "title", "firstAttribute": "top" }, { "first": "title", "firstAttribute": "top", "second": "nope", "secondAttribute": "top" }"#))
    // The first constraint is already refused (a location set to a constant).
    #expect(unknownSecond?.description.hasPrefix("constraints[0] (title.top == 0)") == true)
    let rootWithParent = error(Self.scenario(views: #"{ "name": "root", "parent": "root" }"#, constraints: ""))
    #expect(rootWithParent?.description.hasPrefix(#"views[0] ("root"): field "parent""#) == true)
    #expect(error(Self.scenario(views: "", constraints: "")) != nil)
  }

  @Test func duplicateAndEmptyNames() {
    let duplicate = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "title", "parent": "root" }, { "name": "title", "parent": "root" }"#,
      constraints: ""))
    #expect(duplicate == .duplicateName(location: #"views[2] ("title")"#, name: "title"))
    let sameAsRoot = error(Self.scenario(views: #"{ "name": "root" }, { "name": "root", "parent": "root" }"#, constraints: ""))
    #expect(sameAsRoot == .duplicateName(location: #"views[1] ("root")"#, name: "root"))
    let empty = error(Self.scenario(views: #"{ "name": "root" }, { "name": "", "parent": "root" }"#, constraints: ""))
    #expect(empty == .rejected(location: #"views[1] ("")"#, error: .emptyViewName(index: 1)))
  }

  @Test func unknownAttributeRelationFlagAndDirection() {
    let middle = error(Self.scenario(
      constraints: #"{ "first": "title", "firstAttribute": "width", "constant": 80 }, { "first": "title", "firstAttribute": "middle", "second": "root", "secondAttribute": "left", "multiplier": 2, "constant": -4 }"#))
    #expect(middle?.description.hasPrefix(
      #"constraints[1] (title.middle == 2 * root.left - 4): field "firstAttribute" is "middle", which is not an attribute"#) == true)
    let relation = error(Self.scenario(constraints: #"{ "first": "title", "firstAttribute": "width", "relation": "=<", "constant": 1 }"#))
    #expect(relation?.description.contains(#"field "relation" is "=<""#) == true)
    let flag = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "v", "parent": "root", "autoresizingMask": ["flexibleWidth", "flexibleDepth"] }"#))
    #expect(flag?.description.hasPrefix(#"views[1] ("v"): field "autoresizingMask[1]" is "flexibleDepth""#) == true)
    let direction = error(Self.scenario(top: #""format": 1, "direction": "upward", "rootSize": { "width": 1, "height": 1 }"#))
    #expect(direction?.description.hasPrefix(#"document: field "direction" is "upward""#) == true)
    let stray = error(Self.scenario(constraints: #"{ "first": "title", "firstAttribute": "width", "secondAttribute": "width" }"#))
    #expect(stray?.description.contains(#"field "secondAttribute""#) == true)
  }

  @Test func invalidPairingsArePassedOnWithTheConstraint() throws {
    let failure = try #require(error(Self.scenario(
      constraints: #"{ "first": "title", "firstAttribute": "width", "constant": 80 }, { "first": "title", "firstAttribute": "width", "second": "header", "secondAttribute": "top" }, { "first": "title", "firstAttribute": "left", "constant": 4 }"#)))
    guard case .rejected(let location, .invalidPairing)? = Optional(failure) else {
      Issue.record("expected a rejected pairing, got \(failure)")
      return
    }
    #expect(location == "constraints[1] (title.width == header.top)")
    #expect(failure.description.contains("cannot be related to a location"))
    let priority = error(Self.scenario(constraints: #"{ "first": "title", "firstAttribute": "width", "priority": 1001 }"#))
    guard case .rejected(_, .invalidPriority(_, 1001))? = priority else {
      Issue.record("expected invalidPriority, got \(String(describing: priority))")
      return
    }
    let hugging = error(Self.scenario(views: #"{ "name": "root" }, { "name": "v", "parent": "root", "contentHugging": { "horizontal": 0 } }"#, constraints: ""))
    #expect(hugging?.description.hasPrefix(#"views[1] ("v"): "#) == true)
  }

  @Test func nonFiniteNumbersAndFormat() {
    let constant = error(Self.scenario(constraints: #"{ "first": "title", "firstAttribute": "width", "constant": "NaN" }"#))
    #expect(constant == .nonFinite(location: "constraints[0] (title.width == NaN)", field: "constant"))
    let inset = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "v", "parent": "root", "alignmentInsets": { "top": "-Infinity" } }"#, constraints: ""))
    #expect(inset?.description == #"views[1] ("v"): field "alignmentInsets.top" is not a finite number"#)
    let root = error(Self.scenario(top: #""format": 1, "rootSize": { "width": "Infinity", "height": 1 }"#))
    #expect(root == .nonFinite(location: "document", field: "rootSize.width"))
    var layout = Layout(rootSize: Size(width: .nan, height: 1))
    layout.direction = .rightToLeft
    #expect(error(String(decoding: Scenario(layout: layout).jsonData(), as: UTF8.self)) == .nonFinite(location: "document", field: "rootSize.width"))
    #expect(error(Self.scenario(top: #""format": 2, "rootSize": { "width": 1, "height": 1 }"#))
      == .unsupportedFormat(found: 2, supported: 1))
    #expect(error(Self.scenario(top: #""format": 1.5, "rootSize": { "width": 1, "height": 1 }"#)) != nil)
  }

  @Test func misspeltFieldsAreReported() {
    let typo = error(Self.scenario(views: #"{ "name": "root" }, { "name": "label", "parent": "root", "intrinsicSize": { "width": 3 } }"#, constraints: ""))
    #expect(typo == .unknownField(location: #"views[1] ("label")"#, field: "intrinsicSize"))
    let nested = error(Self.scenario(views: #"{ "name": "root", "frame": { "x": 0, "y": 0, "w": 1, "width": 1, "height": 1 } }"#, constraints: ""))
    #expect(nested == .unknownField(location: #"views[0] ("root")"#, field: "frame.w"))
    let topLevel = error(Self.scenario(top: #""format": 1, "rootsize": {}, "rootSize": { "width": 1, "height": 1 }"#))
    #expect(topLevel == .unknownField(location: "document", field: "rootsize"))
  }

  @Test func malformedFrameSets() {
    let missing = frameSetError(#"{ "format": 1, "frames": [ { "view": "root", "x": 0, "y": 0, "width": 1 } ] }"#)
    #expect(missing == .missingField(location: #"frames[0] ("root")"#, field: "height"))
    let nan = frameSetError(#"{ "format": 1, "frames": [ { "view": "a", "x": 0, "y": 0, "width": 1, "height": 1 }, { "view": "b", "x": 0, "y": "NaN", "width": 1, "height": 1 } ] }"#)
    #expect(nan?.description == #"frames[1] ("b"): field "y" is not a finite number"#)
    let twice = frameSetError(#"{ "format": 1, "frames": [ { "view": "a", "x": 0, "y": 0, "width": 1, "height": 1 }, { "view": "a", "x": 0, "y": 0, "width": 1, "height": 1 } ] }"#)
    #expect(twice == .duplicateName(location: #"frames[1] ("a")"#, name: "a"))
    let metadata = frameSetError(#"{ "format": 1, "metadata": { "runs": 3 }, "frames": [] }"#)
    #expect(metadata == .wrongType(location: "document", field: "metadata.runs", expected: "a string"))
    let extra = frameSetError(#"{ "format": 1, "frames": [ { "view": "a", "x": 0, "y": 0, "width": 1, "height": 1, "z": 0 } ] }"#)
    #expect(extra == .unknownField(location: #"frames[0] ("a")"#, field: "z"))
    #expect(frameSetError(#"{ "format": 1, "frames": "#) != nil)
    #expect(frameSetError(#"{ "format": 3, "frames": [] }"#) == .unsupportedFormat(found: 3, supported: 1))
  }

  @Test func errorsCarryTheirLineAndColumn() throws {
    let json = "{\n  \"format\": 1,\n  \"rootSize\": {\"width\": 1, \"height\": 1},\n  \"views\": [\n    {\"name\": \"root\"},\n    {\"name\": \"a\", \"parent\": \"root\", \"frame\": {\"x\": true}}\n  ]\n}"
    let failure = try #require(positionedError(json))
    #expect(failure.position?.line == 6)
    #expect(failure.position?.column == 52)
    #expect(failure.description == #"line 6, column 52: views[1] ("a"): field "frame.x" should be a number"#)
    // A fractional format and an underflowing number used to say only "not valid JSON".
    let fractional = try #require(positionedError(Self.scenario(top: #""format": 1.5, "rootSize": { "width": 1, "height": 1 }"#)))
    #expect(fractional.description == #"line 1, column 13: document: field "format" should be an integer"#)
    let tiny = try Scenario(jsonData: Data(Self.scenario(
      constraints: #"{ "first": "title", "firstAttribute": "width", "constant": 1e-400 }"#).utf8)).layout
    #expect(tiny.constraints[0].constant == 0)
  }

  @Test func magnitudesBeyondTheDocumentedRangeAreRefusedAtRead() throws {
    let huge = try #require(positionedError(Self.scenario(
      constraints: #"{ "first": "title", "firstAttribute": "width", "constant": -1e308 }"#)))
    #expect(huge.withoutPosition == .outOfRange(
      location: "constraints[0] (title.width == -1e+308)", field: "constant", text: "-1e308", limit: 1e7))
    #expect(huge.position != nil)
    let overflow = error(Self.scenario(constraints: #"{ "first": "title", "firstAttribute": "width", "constant": 1e400 }"#))
    guard case .outOfRange(_, "constant", "1e400", _)? = overflow else {
      Issue.record("expected outOfRange, got \(String(describing: overflow))")
      return
    }
    let multiplier = error(Self.scenario(
      constraints: #"{ "first": "title", "firstAttribute": "width", "second": "header", "secondAttribute": "width", "multiplier": 2e7 }"#))
    #expect(multiplier?.description.contains(#"field "multiplier" is 2e7, beyond the supported magnitude 10000000"#) == true)
    let frame = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "v", "parent": "root", "frame": { "x": 0, "y": 0, "width": 10000001, "height": 1 } }"#,
      constraints: ""))
    #expect(frame?.description.hasPrefix(#"views[1] ("v"): field "frame.width" is 10000001"#) == true)
    // Priorities have their own range, checked by the model.
    let priority = error(Self.scenario(constraints: #"{ "first": "title", "firstAttribute": "width", "priority": 1e300 }"#))
    guard case .rejected(_, .invalidPriority)? = priority else {
      Issue.record("expected invalidPriority, got \(String(describing: priority))")
      return
    }
  }

  @Test func theGLPKAbortReproIsRefusedBeforeAnyEngine() {
    // ../shared/repros/glpk-abort-huge-constant.json: constraints listed first, one constant 1e308.
    let repro = #"{"constraints": [{"constant": 1e+308, "first": "cell1", "firstAttribute": "top", "second": "root", "secondAttribute": "top"}, {"constant": 80, "first": "cell1", "firstAttribute": "height"}], "format": 1, "rootSize": {"height": 812, "width": 375}, "views": [{"name": "root"}, {"name": "cell1", "parent": "root"}]}"#
    let failure = positionedError(repro)
    #expect(failure?.description == #"line 1, column 31: constraints[0] (cell1.top == root.top + 1e+308): field "constant" is 1e+308, beyond the supported magnitude 10000000 (see ScenarioFormat.md)"#)
  }

  @Test func negativeRootSizesAreRefusedAtRead() {
    let negative = error(Self.scenario(top: #""format": 1, "rootSize": { "width": -320, "height": 480 }"#))
    #expect(negative == .invalidValue(location: "document", field: "rootSize.width", reason: "is -320; a size cannot be negative"))
    let reference = error(Self.scenario(
      top: #""format": 1, "rootSize": { "width": 320, "height": 480 }, "autoresizingRootSize": { "width": 1, "height": -1 }"#))
    #expect(reference?.description.hasPrefix(#"document: field "autoresizingRootSize.height" is -1"#) == true)
  }

  @Test func namesInMessagesAreEscapedAndCut() throws {
    let escape = error(Self.scenario(
      views: #"{ "name": "root" }, { "name": "evil\n\u001B[2Jname", "parent": "nowhere" }"#, constraints: ""))
    let text = try #require(escape?.description)
    #expect(!text.contains("\n") && !text.contains("\u{1B}"))
    #expect(text.contains(#"("evil\n\u{1B}[2Jname")"#), "\(text)")
    let long = String(repeating: "x", count: 1_000_000)
    let huge = error(Self.scenario(views: #"{ "name": "root" }, { "name": "\#(long)", "parent": "nowhere" }"#, constraints: ""))
    let message = try #require(huge?.description)
    #expect(message.count < 400)
    #expect(message.contains("…(1000000 characters)"))
  }

  @Test func structuralSyntaxErrorsAreNamed() {
    #expect(error(#"{ "format": 1, "format": 1 }"#)?.description == #"document: field "format" appears twice"#)
    #expect(error("{\"format\": 01}")?.description.contains("leading zero") == true)
    #expect(error("{\"views\": [{\"name\": \"a\u{01}\"}]}")?.description.contains("control character") == true)
    #expect(error(String(repeating: "[", count: 100_000)) != nil)
    let deep = "{\"format\": 1, \"x\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
    #expect(error(deep) == .unknownField(location: "document", field: "x"))
  }

  /// The reader is new code on untrusted bytes: mutated files must throw or read, never crash or
  /// hang, and a file that reads must write back to one that reads the same.
  @Test(arguments: 0..<4)
  func mutatedFilesNeverCrash(seed: UInt64) throws {
    let bases = [Array(try Scenario(layout: Fixtures.everyFeature()).jsonData()), Array(Self.scenario().utf8)]
    let alphabet = Array(#"{}[],:"\\-+.eE0123456789 \ntruefalsnu"#.utf8) + [0, 0x80, 0xC3, 0xFF, 0x1B]
    var rng = SplitMix64(seed: seed)
    var read = 0
    for _ in 0..<500 {
      let original = rng.pick(bases)
      var bytes = Array(original.prefix(rng.below(2) == 0 ? original.count : 1 + rng.below(original.count)))
      for _ in 0..<(1 + rng.below(4)) where !bytes.isEmpty {
        let position = rng.below(bytes.count)
        switch rng.below(3) {
        case 0: bytes[position] = alphabet[rng.below(alphabet.count)]
        case 1: bytes.insert(alphabet[rng.below(alphabet.count)], at: position)
        default: bytes.remove(at: position)
        }
      }
      if let scenario = try? Scenario(jsonData: Data(bytes)) {
        read += 1
        #expect(try Scenario(jsonData: scenario.jsonData()) == scenario)
      }
      _ = try? FrameSet(jsonData: Data(bytes))
    }
    // Some mutations land in whitespace or in a name and still read: the round trip is checked.
    #expect(read > 0)
  }
}
