import Foundation
import InterfaceBuilder
import Testing

/// Documents at the edges of what the reader takes: larger than libxml2 reads in one piece,
/// roots with frames no screen has, roots whose names would collide as file names.
@Suite("Reading limits")
struct ReadingLimitsTests {
  private static func xib(rootID: String = "root", frame: String, extra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
      <view id="\(rootID)">
        <rect key="frame" \(frame)/>
      </view>\(extra)
    </objects></document>
    """
  }

  /// A well-formed document of more than 10,000,000 bytes is read: libxml2 refuses that much
  /// handed over at once, so the reader feeds it in pieces.
  @Test func documentsOverTenMegabytesAreRead() throws {
    let padding = String(repeating: "<!-- padding to pass libxml2's lookup limit -->\n", count: 220_000)
    let text = Self.xib(frame: #"x="0" y="0" width="320" height="480""#, extra: padding)
    #expect(text.utf8.count > 10_000_000)
    let document = try InterfaceBuilderDocument(data: Data(text.utf8))
    #expect(document.roots.count == 1)
  }

  /// A single attribute longer than libxml2's limit is refused, and the error says which limit.
  @Test func anOverlongAttributeNamesTheLimit() throws {
    let text = Self.xib(frame: #"x="0" y="0" width="320" height="480" label=""# + String(repeating: "x", count: 10_000_100) + #"""#)
    #expect {
      try InterfaceBuilderDocument(data: Data(text.utf8))
    } throws: { error in
      guard case .malformedXML(_, _, let reason) = error as? InterfaceBuilderError else { return false }
      return reason.contains("10,000,000 bytes")
    }
  }

  /// A root frame with a negative size, `nan`, a number past ±10⁷ or text is refused with the
  /// root's element, id, line and the attribute.
  @Test(arguments: [
    (#"x="0" y="0" width="-320" height="480""#, "width"),
    (#"x="0" y="0" width="320" height="nan""#, "height"),
    (#"x="1e12" y="0" width="320" height="480""#, "x"),
    (#"x="0" y="zero" width="320" height="480""#, "y"),
    (#"x="0" y="0" height="480""#, "width"),
  ])
  func impossibleRootFramesAreRefused(frame: String, attribute: String) throws {
    #expect {
      try InterfaceBuilderDocument(data: Data(Self.xib(rootID: "bad-root", frame: frame).utf8))
    } throws: { error in
      guard case .invalidRootFrame(let root, let element, let line, let culprit, _) = error as? InterfaceBuilderError
      else { return false }
      return root == "bad-root" && element == "view" && line == 5 && culprit == attribute
    }
  }

  /// Two roots whose ids differ only in `/` and `_` (or only in case) get different names, so
  /// `bench import` writes two files.
  @Test func rootsWhoseIDsSanitizeAlikeGetDistinctNames() throws {
    let second = """

        <view id="a_b"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        <view id="A/B"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
      """
    let document = try InterfaceBuilderDocument(
      data: Data(Self.xib(rootID: "a/b", frame: #"x="0" y="0" width="10" height="10""#, extra: second).utf8))
    let names = document.roots.map(\.name)
    #expect(names.count == 3)
    #expect(Set(names.map { $0.lowercased() }).count == 3, "\(names)")
  }
}
