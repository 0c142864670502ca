import LayoutModel
import ScenarioFiles

/// One root of a document, ready to solve or to write as a scenario file.
public struct ImportedRoot: Sendable {
  /// A unique name, safe as a file name: the scene's or view's name, then the root's `id`.
  public var name: String
  /// The root element's `id`.
  public var id: String
  /// The root element's kind (`view`, `tableViewCell`, ...).
  public var element: String
  public var layout: Layout
  /// The frames Xcode saved, for every view but the root (whose size is the layout's input).
  public var expectedFrames: ExpectedFrames
  public var warnings: [ImportWarning]

  /// The explicit constraints the document gives this root, as imported (not counting what the
  /// importer added for stack views, scroll views and layout guides).
  public var documentConstraintCount: Int

  /// What the importer knew of each view, by model id: the element it came from and where its
  /// intrinsic size was taken from, so that a report can say why a view is not where Xcode put it.
  public var views: [ViewID: ImportedView] = [:]

  /// The root as a scenario: its layout with the frames Xcode saved as its expected frames, what
  /// `bench import` writes and `bench --scenario` measures.
  public var scenario: Scenario { Scenario(layout: layout, expectedFrames: expectedFrames) }
}

/// One view as the importer read it.
public struct ImportedView: Hashable, Sendable {
  /// Where a view's intrinsic content size came from.
  public enum IntrinsicSource: Hashable, Sendable {
    /// The view has none (a container, a view that scrolls).
    case none
    /// The document's `placeholderIntrinsicWidth/Height`.
    case placeholder
    /// The size of the image the document's `<resources>` list.
    case resourceImage(String)
    /// A measured entry of ``ControlMetrics``, named by its key.
    case metricsTable(String)
    /// The saved frame (less alignment insets): the content (text, image) Xcode measured.
    case savedFrame
  }

  /// The element's kind (`button`, `popUpButton`).
  public var kind: String
  /// The element's `id`.
  public var ibID: String
  public var intrinsicSource: IntrinsicSource
  /// The ``ControlMetrics`` entry that gave the view's alignment insets or size, by its key.
  public var metric: String?
  /// Whether the element kind is one the importer knows.
  public var isKnownKind: Bool
}
