import Foundation
import InterfaceBuilder
import Measurement
import Testing

/// `bench check --xcode`: a view put down to a neighbour that is itself off also names the view
/// its chain starts at, or, where the chain closes on itself, the view picked by rule.
@Suite("Heads of cascades of views off")
struct ChainHeadTests {
  /// A separator box saved 9 pt wide, where the metrics table makes it 5, pushes four views
  /// placed one after another: each names the box as the head, with its metric's cause.
  @Test func aStraightChainStartsAtTheControlWhoseMetricIsOff() throws {
    let agreement = try Self.check(
      width: 300,
      views: Self.separator("bar", x: 16, width: 9) + ["a", "b", "c", "d"].enumerated().map { i, id in
        Self.view(id, x: 40 + 30 * Double(i))
      }.joined(),
      constraints: Self.separatorPins("bar", leading: 20) + Self.placed("a", after: "bar")
        + Self.placed("b", after: "a") + Self.placed("c", after: "b") + Self.placed("d", after: "c"))
    let byView = Dictionary(uniqueKeysWithValues: agreement.mismatches.map { ($0.view, $0) })
    #expect(byView["box-bar"]?.kind == .metricInsets, "\(agreement.rendered())")
    for id in ["a", "b", "c", "d"] {
      let m = try #require(byView["customView-\(id)"], "\(agreement.rendered())")
      #expect(m.kind == .cascade)
      #expect(m.head == "box-bar", "\(m.cause)")
      #expect(m.headKind == .metricInsets)
      #expect(!m.headInCycle)
    }
    let last = try #require(byView["customView-d"])
    #expect(last.cause.contains("; chain starts at box-bar, 4 links away (control metric: "), "\(last.cause)")
  }

  /// A plain view and a separator 1 pt from where its constraint puts it are constrained to
  /// each other and both off, so each is put down to the other: the separator, which has a
  /// metric, heads the cycle although the plain view comes first in the document.
  @Test func aCycleOfTwoIsPutDownToTheControlOnePointOff() throws {
    let agreement = try Self.check(
      width: 300,
      views: Self.view("p", x: 110) + Self.separator("q", x: 99, width: 5),
      constraints: Self.separatorPins("q", leading: 100) + Self.placed("p", after: "q"))
    #expect(agreement.mismatches.count == 2, "\(agreement.rendered())")
    for m in agreement.mismatches {
      #expect(m.kind == .cascade, "\(m.cause)")
      #expect(m.head == "box-q", "\(m.cause)")
      #expect(m.headInCycle)
      #expect(m.headKind == .metricInsets)
      #expect(m.cause.contains("the chain closes on itself (a cycle of 2 views off)"), "\(m.cause)")
    }
  }

  /// 5,000 views in a row, each saved 2 pt right of where the constraints put it but one saved
  /// 1 pt right, are one cycle (each is constrained to both its neighbours, all off): the
  /// attribution walks it without recursion and picks the view whose error is smallest.
  @Test func aCycleOfFiveThousandViewsNamesTheSmallestError() throws {
    let count = 5000
    var views = ""
    var constraints = ""
    for i in 0..<count {
      views += Self.view("v\(i)", x: Double(10 + 10 * i) + (i == 3000 ? 1 : 2), width: 10)
      constraints += i == 0
        ? Self.pin("v0", .leading, to: "root", .leading, constant: 10) : Self.pin("v\(i)", .leading, to: "v\(i - 1)", .trailing)
      constraints += Self.size("v\(i)", width: 10)
    }
    let agreement = try Self.check(width: Double(10 * count + 100), views: views, constraints: constraints)
    #expect(agreement.mismatches.count == count)
    let byView = Dictionary(uniqueKeysWithValues: agreement.mismatches.map { ($0.view, $0) })
    let first = try #require(byView["customView-v0"])
    #expect(first.head == "customView-v3000", "\(first.cause)")
    #expect(first.headInCycle)
    #expect(first.cause.contains("a cycle of 5000 views off): head by rule customView-v3000, 3000 links away"), "\(first.cause)")
    #expect(byView["customView-v4999"]?.head == "customView-v3000")
    #expect(agreement.mismatches.allSatisfy { $0.head == "customView-v3000" })
  }

  /// A view whose constraints conflict is laid out with one broken, and the views placed after
  /// it name it as the head, with the broken constraint as the cause.
  @Test func aCascadeStartsAtABrokenConstraint() throws {
    let agreement = try Self.check(
      width: 300,
      views: Self.view("a", x: 20) + Self.view("b", x: 48) + Self.view("c", x: 76),
      constraints: Self.pin("a", .leading, to: "root", .leading, constant: 10) + Self.size("a", width: 20)
        + Self.pin("a", .trailing, to: "root", .leading, constant: 40)
        + Self.placed("b", after: "a") + Self.placed("c", after: "b"))
    #expect(agreement.recoveries.count == 1, "\(agreement.rendered())")
    let byView = Dictionary(uniqueKeysWithValues: agreement.mismatches.map { ($0.view, $0) })
    #expect(byView["customView-a"]?.kind == .broken, "\(agreement.rendered())")
    let c = try #require(byView["customView-c"], "\(agreement.rendered())")
    #expect(c.kind == .cascade)
    #expect(c.head == "customView-a")
    #expect(c.headKind == .broken)
    #expect(c.cause.contains("; chain starts at customView-a, 2 links away (conflicting required constraints: broke"), "\(c.cause)")
  }
}

extension ChainHeadTests {
  /// An AppKit xib of Xcode 15 with a root `width` wide and 100 tall, checked.
  static func check(width: Double, views: String, constraints: String) throws -> DocumentAgreement {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
      <objects>
        <customView id="root"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
          <subviews>\(views)</subviews>
          <constraints>\(constraints)</constraints>
        </customView>
      </objects></document>
      """
    return DocumentAgreement(document: try InterfaceBuilderDocument(data: Data(xml.utf8)), name: "chain.xib")
  }

  /// A custom view saved at `x`, 10 pt below the top of the 100 pt root (AppKit's frames count
  /// from the bottom), 20 pt tall.
  static func view(_ id: String, x: Double, width: Double = 20) -> String {
    "<customView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"><rect key=\"frame\" x=\"\(x)\" y=\"70\" width=\"\(width)\" height=\"20\"/></customView>\n"
  }

  /// A vertical separator box saved at `x`, as tall as the root.
  static func separator(_ id: String, x: Double, width: Double) -> String {
    """
    <box horizontalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="100"/>
    </box>\n
    """
  }

  static func separatorPins(_ id: String, leading: Double) -> String {
    pin(id, .leading, to: "root", .leading, constant: leading) + pin(id, .top, to: "root", .top)
      + pin("root", .bottom, to: id, .bottom)
  }

  /// `id` 8 pt after `previous`, 10 pt below the root's top, 20 x 20.
  static func placed(_ id: String, after previous: String) -> String {
    pin(id, .leading, to: previous, .trailing, constant: 8) + size(id, width: 20)
  }

  /// A width, a height of 20 and a top 10 pt below the root's.
  static func size(_ id: String, width: Double) -> String {
    """
    <constraint firstItem="\(id)" firstAttribute="width" constant="\(width)" id="\(id)-w"/>
    <constraint firstItem="\(id)" firstAttribute="height" constant="20" id="\(id)-h"/>\n
    """ + pin(id, .top, to: "root", .top, constant: 10)
  }

  enum Edge: String { case leading, trailing, top, bottom }

  static func pin(_ first: String, _ a: Edge, to second: String, _ b: Edge, constant: Double = 0) -> String {
    "<constraint firstItem=\"\(first)\" firstAttribute=\"\(a.rawValue)\" secondItem=\"\(second)\" secondAttribute=\"\(b.rawValue)\" constant=\"\(constant)\" id=\"\(first)-\(a.rawValue)-\(second)-\(b.rawValue)\"/>\n"
  }
}
