import LayoutModel

/// Why a visual format was refused. Errors tied to a spot in the format carry a ``FormatPosition``
/// and print the format with a caret under that spot.
///
/// A format is usually a string literal in someone's code, so the most useful error shows the
/// literal and points at the character to fix, the way a compiler does:
///
///     Expected ')' or ',' after a predicate
///     H:|-[button(>=50]-|
///                     ^
public enum VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The format does not follow the grammar; the payload says what was expected instead,
  /// e.g. `"']' after the view name"`.
  case syntax(expected: String, at: FormatPosition)
  /// A bracketed view name missing from the views dictionary.
  case unknownView(String, at: FormatPosition)
  /// A spacing or priority name missing from the metrics dictionary.
  case unknownMetric(String, at: FormatPosition)
  /// A name inside a view's predicate that is neither a metric nor a view.
  case unknownViewOrMetric(String, at: FormatPosition)
  /// A predicate that parses but cannot become a constraint; `reason` explains why.
  case invalidPredicate(reason: String, at: FormatPosition)
  /// A priority outside Auto Layout's range `1...1000`.
  case priorityOutOfRange(Double, at: FormatPosition)
  /// The views dictionary maps `name` to an id that the layout does not have.
  case viewNotInLayout(name: String, id: ViewID, at: FormatPosition)
  /// A `|` edge on a view with no superview (the root).
  case noSuperview(view: String, at: FormatPosition)
  /// A `|` edge in a format whose views do not share one parent.
  case noCommonSuperview(first: String, second: String, at: FormatPosition)
  /// An alignment option along the format's own axis (`alignAllLeft` in an `H:` format), which
  /// would contradict the spacing it lays out.
  case alignmentAlongOrientation(option: LayoutAttribute, orientation: LayoutAxis)
  /// More than one direction option was given.
  case conflictingDirections([String])
  /// The layout refused a constraint the format produced.
  case rejectedByLayout(LayoutError)

  public var description: String {
    switch self {
    case .syntax(let expected, let position):
      position.annotate("Expected \(expected)")
    case .unknownView(let name, let position):
      position.annotate("Unknown view '\(name)': it is not in the views dictionary")
    case .unknownMetric(let name, let position):
      position.annotate("Unknown metric '\(name)': it is not in the metrics dictionary")
    case .unknownViewOrMetric(let name, let position):
      position.annotate("Unknown name '\(name)': it is neither a metric nor a view")
    case .invalidPredicate(let reason, let position):
      position.annotate("Invalid predicate: \(reason)")
    case .priorityOutOfRange(let priority, let position):
      position.annotate("Priority \(compactNumber(priority)) is outside 1...1000")
    case .viewNotInLayout(let name, let id, let position):
      position.annotate("View '\(name)' maps to \(id), which is not in the layout")
    case .noSuperview(let view, let position):
      position.annotate("'|' needs a superview, but '\(view)' is the root and has none")
    case .noCommonSuperview(let first, let second, let position):
      position.annotate(
        "'|' needs one superview, but '\(first)' and '\(second)' have different parents")
    case .alignmentAlongOrientation(let attribute, let orientation):
      "alignAll option for \(attribute.rawValue) lies along the \(orientation.rawValue) axis of the format; "
        + "alignment must be perpendicular to the format's orientation"
    case .conflictingDirections(let names):
      "conflicting direction options \(names.joined(separator: ", ")); choose at most one"
    case .rejectedByLayout(let error):
      "the layout refused a constraint of the format: \(error)"
    }
  }
}

/// A character offset into a format string, kept with the format so an error can quote it.
///
/// The offset counts `Character`s (grapheme clusters), so the caret lands under the right
/// character in a monospaced font even when the format holds non-ASCII names.
public struct FormatPosition: Hashable, Sendable {
  /// The whole format string.
  public var format: String
  /// The offset of the offending character; `format.count` points just past the end.
  public var offset: Int

  public init(format: String, offset: Int) {
    self.format = format
    self.offset = offset
  }

  /// The format and a caret line under ``offset``: two lines, no trailing newline.
  public var excerpt: String {
    format + "\n" + String(repeating: " ", count: max(0, offset)) + "^"
  }

  /// A message followed by the excerpt.
  func annotate(_ message: String) -> String { message + "\n" + excerpt }
}

extension VisualFormatError {
  /// Where in the format the error lies, if it lies at one spot.
  public var position: FormatPosition? {
    switch self {
    case .syntax(_, let position), .unknownView(_, let position), .unknownMetric(_, let position),
      .unknownViewOrMetric(_, let position), .invalidPredicate(_, let position),
      .priorityOutOfRange(_, let position), .viewNotInLayout(_, _, let position),
      .noSuperview(_, let position), .noCommonSuperview(_, _, let position):
      position
    case .alignmentAlongOrientation, .conflictingDirections, .rejectedByLayout:
      nil
    }
  }
}
