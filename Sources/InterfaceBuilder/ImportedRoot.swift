import LayoutModel

/// One root of a document, ready to solve or to write as a scenario file.
public struct ImportedRoot: Sendable {
  /// A unique name, safe as a file name: the scene's or view's name, then the root's `id`.
  public var name: String
  /// The root element's `id`.
  public var id: String
  /// The root element's kind (`view`, `tableViewCell`, ...).
  public var element: String
  public var layout: Layout
  public var warnings: [ImportWarning]

  /// The explicit constraints the document gives this root, as imported (not counting what the
  /// importer added for stack views, scroll views and layout guides).
  public var documentConstraintCount: Int
}
