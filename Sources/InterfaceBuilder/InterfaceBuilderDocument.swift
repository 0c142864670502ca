import Foundation
import LayoutModel

/// An Interface Builder document (`.xib` or `.storyboard`) read into one layout per root: each
/// scene's view, each table or collection cell, each top-level view of a xib.
///
/// Every element with an `id` and a `<rect key="frame">` is a view, its superview the nearest
/// such ancestor; a cell's content view, saved without a frame in older documents, fills its
/// cell. Each root becomes a ``Layout`` with the document's constraints, the implicit ones UIKit
/// or AppKit would add (stack views, layout guides, margins, intrinsic sizes, autoresizing
/// masks), and the frames Xcode saved as its ``ImportedRoot/expectedFrames``.
///
/// Content the importer cannot represent gives an ``ImportWarning`` naming the element and its
/// `id`, and the rest still imports; only a document that is not well-formed XML, or not an
/// Interface Builder document, or holds no view, throws.
public struct InterfaceBuilderDocument: Sendable {
  public enum Platform: String, Sendable { case iOS, macOS }

  public var platform: Platform
  public var isStoryboard: Bool
  /// The device the document was designed on.
  public var device: DeviceMetrics
  /// How the Xcode that saved the document lays a scene out on that device: safe-area insets
  /// and bar heights.
  public var canvas: CanvasMetrics
  /// The Xcode build that saved it (`toolsVersion`), which decides some UIKit defaults.
  public var toolsVersion: String?
  public var roots: [ImportedRoot]
  /// Warnings about the document as a whole (an unknown device); each root has its own.
  public var warnings: [ImportWarning]

  /// Every warning, the document's first, then each root's in order.
  public var allWarnings: [ImportWarning] { warnings + roots.flatMap(\.warnings) }

  /// Reads a document.
  /// - Throws: ``InterfaceBuilderError`` for malformed XML (with its line), a file that is not an
  ///   Interface Builder document, or one without any view.
  public init(data: Data) throws(InterfaceBuilderError) {
    let tree = try XMLTree(data: data)
    let top = tree[tree.root]
    guard top.name == "document" else { throw .notAnInterfaceBuilderDocument(rootElement: top.name) }
    let context = DocumentContext(tree: tree)
    platform = context.platform
    isStoryboard = context.isStoryboard
    device = context.device
    canvas = context.canvas
    toolsVersion = context.toolsVersion
    warnings = context.warnings
    var roots: [ImportedRoot] = []
    // Names become file names: two roots whose ids differ only in characters a file name
    // cannot hold (`a/b` and `a_b`), or only in case (a case-insensitive disk), must not write
    // the same file.
    var taken: Set<String> = []
    for element in context.rootElements() {
      var builder = RootBuilder(context: context, rootElement: element)
      var root = try builder.build()
      var name = root.name
      var copy = 2
      while taken.contains(name.lowercased()) {
        name = "\(root.name)-\(copy)"
        copy += 1
      }
      taken.insert(name.lowercased())
      root.name = name
      roots.append(root)
    }
    guard !roots.isEmpty else { throw .noRoots }
    self.roots = roots
  }
}
