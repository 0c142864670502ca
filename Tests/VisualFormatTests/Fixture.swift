import LayoutModel
import Testing
import VisualFormat

/// A layout of sibling views under one container, with a views dictionary naming them.
///
/// The container is a child of the root, so `|` in a format stands for `container`.
struct Fixture {
  var layout: Layout
  let container: ViewID
  var views: [String: ViewID]

  init(_ names: [String]) throws {
    layout = Layout(rootSize: Size(width: 400, height: 300))
    container = try layout.addView("container", in: .root)
    views = [:]
    for name in names { views[name] = try layout.addView(name, in: container) }
  }

  subscript(name: String) -> ViewID { views[name] ?? ViewID(-1) }

  func constraints(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    try VisualFormat.constraints(format, options: options, metrics: metrics, views: views, in: layout)
  }

  /// The error a format throws, or `nil` if it parses.
  func error(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:]
  ) -> VisualFormatError? {
    do {
      _ = try constraints(format, options: options, metrics: metrics)
      return nil
    } catch {
      return error
    }
  }

  /// Readable forms, for messages when an expectation fails.
  func describe(_ constraints: [LayoutConstraint]) -> [String] { constraints.map(layout.describe) }
}
