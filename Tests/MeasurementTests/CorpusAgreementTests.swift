import Foundation
import InterfaceBuilder
import LayoutModel
import Measurement
import Testing

/// `bench check --xcode --corpus`: the corpus list is read strictly and the tables of
/// `docs/IMPORTER.md` add up the documents' own figures.
@Suite("A corpus's agreement, by set, platform and round")
struct CorpusAgreementTests {
  static let list = """
    set\trepository\tcommit\tlicence\tpath\tplatform\ttoolsVersion\tround
    training\tacme/app\t0123\tMIT\tUI/Base.lproj/Main Window.xib\tAppKit\t22505\t1
    heldout\tother/app\t4567\tMIT\tPanel.xib\tUIKit\t17701\t3
    """

  /// A view pinned to an unknown element is off, one placed by itself matches.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
      <view id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
        <subviews>
          <dial translatesAutoresizingMaskIntoConstraints="NO" id="dial"><rect key="frame" x="10" y="10" width="50" height="40"/></dial>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="100" y="100" width="20" height="20"/></view>
        </subviews>
        <constraints>
          <constraint firstItem="dial" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
          <constraint firstItem="dial" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c3"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
          <constraint firstItem="box" firstAttribute="width" constant="20" id="c5"/>
          <constraint firstItem="box" firstAttribute="height" constant="20" id="c6"/>
        </constraints>
      </view>
    </objects></document>
    """

  @Test func theListNamesEachDocumentsCopy() throws {
    let entries = try CorpusEntry.readList(Self.list, path: "corpus.tsv")
    #expect(entries.count == 2)
    #expect(entries[0].fileName == "acme+app__UI_Base.lproj_Main-Window.xib")
    #expect(entries[1].round == "3")
    #expect(entries[1].set == "heldout")
  }

  /// A list without a column, or with a short row, is refused with the line that is wrong.
  @Test func aMalformedListNamesItsLine() {
    #expect(throws: BenchError.malformedCorpus(path: "c.tsv", line: 1, reason: "no column 'commit' in the header")) {
      try CorpusEntry.readList("set\trepository\tlicence\tpath\tplatform\ttoolsVersion\n", path: "c.tsv")
    }
    let short = Self.list + "\ntraining\tacme/app\t0123\n"
    #expect(throws: BenchError.self) { try CorpusEntry.readList(short, path: "c.tsv") }
    do {
      _ = try CorpusEntry.readList(short, path: "c.tsv")
    } catch {
      #expect("\(error)".contains("c.tsv, line 4"), "\(error)")
    }
  }

  /// The tables count each set's documents, views and matches, and put the off view down to
  /// its cause in its set's column.
  @Test func theTablesAddUpTheDocuments() throws {
    let entries = try CorpusEntry.readList(Self.list, path: "corpus.tsv")
    let document = try InterfaceBuilderDocument(data: Data(Self.document.utf8))
    let results = entries.map {
      CorpusAgreement.Result(entry: $0, agreement: DocumentAgreement(document: document, name: $0.fileName))
    }
    let report = CorpusAgreement(results: results, missing: [])
    #expect(report.sets == ["training", "heldout"])
    let summary = report.summaryTable()
    #expect(summary.contains("| training | 1 | 2 | 1 (50.0%) |"), "\(summary)")
    #expect(summary.contains("| heldout UIKit | 1 | 2 | 1 (50.0%) |"), "\(summary)")
    #expect(report.documentTable(set: "heldout").contains("| other+app__Panel.xib | UIKit | 17701 | 3 | 2 | 1 |"))
    let causes = report.causeTable()
    #expect(causes.contains("| unknown class (or inside one) | 1 | 1 |"), "\(causes)")
    #expect(causes.contains("| **total** | 1 | 1 |"), "\(causes)")
    let heads = report.headCauseTable()
    #expect(heads.contains("| cause of the view, or of the head of its chain | training | training, cascades | heldout | heldout, cascades |"), "\(heads)")
    #expect(heads.contains("| unknown class (or inside one) | 1 | 0 | 1 | 0 |"), "\(heads)")
    #expect(report.mismatchList(set: "training").contains("1 of 2 views match."))
  }
}
