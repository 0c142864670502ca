import Foundation
import InterfaceBuilder
import LayoutEngines
import LayoutModel
import ScenarioFiles
import Testing

/// What importing one corpus document gives, pinned: a change to the importer that changes a
/// count or the agreement with Xcode's frames shows here.
struct CorpusExpectation: Sendable, CustomTestStringConvertible {
  var file: String
  var roots: Int
  /// Views of every root, roots included, guides left out.
  var views: Int
  var guides: Int
  /// The document's `<constraint>`s that were imported (placeholders and excluded ones left out).
  var documentConstraints: Int
  /// Views whose Cassowary frame is within 0.5 pt of Xcode's, of those checked.
  var matched: Int
  var checked: Int
  /// Views skipped because the document marks them misplaced or ambiguous.
  var skipped: Int

  var testDescription: String { String(file.prefix(60)) }
}

/// The documents laid out by Xcode 26's Interface Builder (toolsVersion 24127), whose canvas
/// counts the device's safe-area insets twice: 96 pt at the top and 68 pt at the bottom of their
/// iPhone 11, where the device's own are 48 and 34 (see ``CanvasMetrics``).
let xcode26Documents: Set<String> = [
  "hackiftekhar+IQKeyboardManager__Example_IQKeyboardManagerSwiftExample_Storyboard_Base.lproj_ScrollView.storyboard",
  "hackiftekhar+IQKeyboardManager__Example_IQKeyboardManagerSwiftExample_Storyboard_Base.lproj_SpecialCase.storyboard",
]

let corpusExpectations: [CorpusExpectation] = [
  .init(file: "Juanpe+SkeletonView__Examples_iOS-Example_Sources_Base.lproj_Main.storyboard",
        roots: 4, views: 23, guides: 2, documentConstraints: 59, matched: 19, checked: 19, skipped: 0),
  .init(file: "ReactiveX+RxSwift__RxExample_RxExample_Examples_Calculator_Calculator.storyboard",
        roots: 1, views: 22, guides: 2, documentConstraints: 84, matched: 21, checked: 21, skipped: 0),
  .init(file: "ReactiveX+RxSwift__RxExample_RxExample_Examples_GitHubSignup_GitHubSignup2.storyboard",
        roots: 1, views: 10, guides: 2, documentConstraints: 27, matched: 9, checked: 9, skipped: 0),
  .init(file: "ReactiveX+RxSwift__RxExample_RxExample_Examples_WikipediaImageSearch_Views_WikipediaSearchCell.xib",
        roots: 1, views: 5, guides: 0, documentConstraints: 11, matched: 3, checked: 3, skipped: 0),
  .init(file: "ReactiveX+RxSwift__RxExample_RxExample_iOS_Main.storyboard",
        roots: 17, views: 62, guides: 0, documentConstraints: 0, matched: 41, checked: 41, skipped: 4),
  .init(file: "ReactiveX+RxSwift__RxExample_RxExample_macOS_Main.storyboard",
        roots: 1, views: 24, guides: 0, documentConstraints: 48, matched: 23, checked: 23, skipped: 0),
  .init(file: "duckduckgo+iOS__DuckDuckGo_ActionMessageView.xib",
        roots: 1, views: 3, guides: 0, documentConstraints: 7, matched: 2, checked: 2, skipped: 0),
  .init(file: "duckduckgo+iOS__DuckDuckGo_Base.lproj_DaxOnboarding.storyboard",
        roots: 4, views: 17, guides: 4, documentConstraints: 52, matched: 11, checked: 11, skipped: 2),
  .init(file: "duckduckgo+iOS__DuckDuckGo_Base.lproj_LaunchScreen.storyboard",
        roots: 1, views: 3, guides: 1, documentConstraints: 6, matched: 2, checked: 2, skipped: 0),
  .init(file: "duckduckgo+iOS__DuckDuckGo_Base.lproj_Main.storyboard",
        roots: 1, views: 12, guides: 1, documentConstraints: 42, matched: 11, checked: 11, skipped: 0),
  .init(file: "duckduckgo+iOS__DuckDuckGo_Base.lproj_OmniBar.xib",
        roots: 1, views: 37, guides: 4, documentConstraints: 110, matched: 36, checked: 36, skipped: 0),
  .init(file: "duckduckgo+iOS__DuckDuckGo_Base.lproj_Settings.storyboard",
        roots: 27, views: 81, guides: 2, documentConstraints: 86, matched: 54, checked: 54, skipped: 0),
  .init(file: "duckduckgo+iOS__DuckDuckGo_FavoriteHomeCell.xib",
        roots: 1, views: 6, guides: 0, documentConstraints: 17, matched: 5, checked: 5, skipped: 0),
  .init(file: "hackiftekhar+IQKeyboardManager__Example_IQKeyboardManagerSwiftExample_Storyboard_Base.lproj_ScrollView.storyboard",
        roots: 24, views: 106, guides: 10, documentConstraints: 230, matched: 71, checked: 71, skipped: 11),
  .init(file: "hackiftekhar+IQKeyboardManager__Example_IQKeyboardManagerSwiftExample_Storyboard_Base.lproj_SpecialCase.storyboard",
        roots: 8, views: 99, guides: 15, documentConstraints: 260, matched: 91, checked: 91, skipped: 0),
  .init(file: "hackiftekhar+IQKeyboardManager__Example_IQKeyboardManagerSwiftExample_Storyboard_Base.lproj_TestCases.storyboard",
        roots: 6, views: 30, guides: 8, documentConstraints: 52, matched: 24, checked: 24, skipped: 0),
]

/// The Cassowary engine's frames checked against every root's saved frames.
func agreement(_ document: InterfaceBuilderDocument) throws -> (matched: Int, checked: Int, skipped: Int, mismatched: [String]) {
  var totals = (matched: 0, checked: 0, skipped: 0, mismatched: [String]())
  for root in document.roots {
    let engine = try CassowaryEngine(layout: root.layout)
    let check = try #require(root.scenario.checkExpectedFrames(engine.frames))
    totals.matched += check.matched.count
    totals.checked += check.checkedCount
    totals.skipped += check.skipped.count
    totals.mismatched += check.mismatched.map { root.layout.name(of: $0.view) }
  }
  return totals
}

@Suite("Interface Builder corpus")
struct CorpusImportTests {
  @Test func theCorpusIsComplete() {
    #expect(Corpus.documentNames == corpusExpectations.map(\.file).sorted())
  }

  @Test(arguments: corpusExpectations)
  func documentImportsWithPinnedCounts(_ expected: CorpusExpectation) throws {
    let document = try InterfaceBuilderDocument(data: try Corpus.data(expected.file))
    #expect(document.roots.count == expected.roots)
    #expect(document.roots.map(\.layout.realViewCount).reduce(0, +) == expected.views)
    #expect(document.roots.map(\.layout.guideCount).reduce(0, +) == expected.guides)
    #expect(document.roots.map(\.documentConstraintCount).reduce(0, +) == expected.documentConstraints)
    #expect(Set(document.roots.map(\.name)).count == document.roots.count, "root names are unique")
    let result = try agreement(document)
    #expect(result.matched == expected.matched, "mismatched: \(result.mismatched)")
    #expect(result.checked == expected.checked)
    #expect(result.skipped == expected.skipped)
  }

  /// The agreement figure over the whole corpus: every view that Xcode does not mark misplaced
  /// or ambiguous matches, in the documents of Xcode 26 (whose canvas doubles the insets) and in
  /// the others alike.
  @Test func agreementWithXcodeOverTheCorpus() throws {
    var all = (matched: 0, checked: 0)
    var xcode26 = (matched: 0, checked: 0)
    for expected in corpusExpectations {
      let result = try agreement(InterfaceBuilderDocument(data: try Corpus.data(expected.file)))
      all.matched += result.matched
      all.checked += result.checked
      if xcode26Documents.contains(expected.file) {
        xcode26.matched += result.matched
        xcode26.checked += result.checked
      }
    }
    #expect(all.checked == 423)
    #expect(all.matched == 423)
    #expect(Double(all.matched) / Double(all.checked) >= 0.95)
    #expect(xcode26.checked == 162)
    #expect(xcode26.matched == xcode26.checked)
  }

  /// Which Xcode laid each document out is read from the document (its plug-in's build): the
  /// two saved by Xcode 26 get its doubled insets, and no other does, the prerelease
  /// `toolsVersion` placeholder of `DaxOnboarding` included; a 6.1-inch iPhone laid out before
  /// Xcode 14 (`ActionMessageView.xib`, 19519) keeps the 44 pt status bar of those Xcodes.
  @Test func theCanvasIsTheSavingXcodes() throws {
    var doubled: Set<String> = []
    for expected in corpusExpectations {
      let document = try InterfaceBuilderDocument(data: try Corpus.data(expected.file))
      if document.canvas.isXcode26 {
        doubled.insert(expected.file)
        #expect(document.canvas.safeArea.top == 2 * document.device.safeArea.top)
        #expect(document.canvas.safeArea.bottom == 2 * document.device.safeArea.bottom)
      } else if document.device.id == "retina6_1", document.canvas.build < CanvasMetrics.retina6_1StatusBarGrew {
        #expect(document.canvas.safeArea.top == 44)
        #expect(document.canvas.safeArea.bottom == document.device.safeArea.bottom)
      } else {
        #expect(document.canvas.safeArea == document.device.safeArea)
      }
    }
    #expect(doubled == xcode26Documents)
  }

  /// Every engine that lays a root out places it where the reference engine does, guides and
  /// stack views included: the rebuild engine and GLPK match the same views of Xcode's, and the
  /// graph engine either declines with a reason or matches them too.
  @Test(arguments: corpusExpectations)
  func everyEngineMatchesXcodeWhereCassowaryDoes(_ expected: CorpusExpectation) throws {
    let document = try InterfaceBuilderDocument(data: try Corpus.data(expected.file))
    for root in document.roots {
      let reference = try #require(root.scenario.checkExpectedFrames(try CassowaryEngine(layout: root.layout).frames))
      let rebuild = try #require(root.scenario.checkExpectedFrames(try RebuildEngine(layout: root.layout).frames))
      #expect(rebuild.matched == reference.matched, "\(root.name)")
      // GLPK is part of every build CI makes: its absence fails here rather than passing quietly.
      let glpk = try GLPKEngine(layout: root.layout)
      let glpkCheck = try #require(root.scenario.checkExpectedFrames(glpk.frames))
      #expect(glpkCheck.matched.count == reference.matched.count, "\(root.name)")
      do {
        let graph = try DependencyGraphEngine(layout: root.layout)
        let check = try #require(root.scenario.checkExpectedFrames(graph.frames))
        #expect(check.matched.count == reference.matched.count, "\(root.name)")
      } catch EngineError.notSupported(let reason) {
        #expect(!reason.isEmpty)
      }
    }
  }

  /// An imported root survives a scenario round trip: guides, margins, stack constraints and
  /// expected frames read back equal.
  @Test func importedRootsRoundTripThroughScenarioFiles() throws {
    for expected in corpusExpectations {
      let document = try InterfaceBuilderDocument(data: try Corpus.data(expected.file))
      for root in document.roots {
        let read = try Scenario(jsonData: root.scenario.jsonData())
        #expect(read == root.scenario, "\(root.name)")
      }
    }
  }

  /// Tiling a real screen multiplies its views and keeps every copy where Xcode put it.
  @Test func tiledScreensKeepTheirFrames() throws {
    let document = try InterfaceBuilderDocument(
      data: try Corpus.data("duckduckgo+iOS__DuckDuckGo_Base.lproj_OmniBar.xib"))
    let root = try #require(document.roots.first)
    let tiled = try root.scenario.tiled(copies: 5)
    #expect(tiled.layout.realViewCount == 1 + 5 * root.layout.realViewCount)
    #expect(tiled.layout.guideCount == 5 * root.layout.guideCount)
    let check = try #require(tiled.checkExpectedFrames(try CassowaryEngine(layout: tiled.layout).frames))
    #expect(check.checkedCount == 5 * 36)
    #expect(check.mismatched.isEmpty)
  }
}
