import LayoutModel

/// Auto Layout's visual format language: ASCII-art strings such as `H:|-[name]-8-[field(>=120)]-|`
/// turned into ``LayoutModel/LayoutConstraint``s.
///
/// Formats are how much real Auto Layout code states its rows and columns, so a benchmark that
/// builds its scenarios from formats exercises the constraint shapes apps actually produce.
///
/// What a format produces:
/// - `|` is the superview: the common parent of the format's views (an error if they have
///   different parents, or if one is the root).
/// - `[a]-[b]` uses the standard spacing between siblings, ``standardSiblingSpacing`` (8 points);
///   `|-[a]` and `[a]-|` use the standard spacing to the superview's edge,
///   ``standardSuperviewSpacing`` (20 points). `[a][b]` is flush (0 points).
/// - A spacing is written with the later item first: `b.leading == a.trailing + 8`,
///   `a.leading == superview.leading + 20`, `superview.trailing == a.trailing + 20`.
/// - Sizes: `[a(>=50@750,<=120)]` gives `a.width >= 50 @750` and `a.width <= 120`;
///   `[a(==b)]` gives `a.width == b.width`.
/// - Horizontal formats write `leading`/`trailing` unless a direction option says otherwise;
///   vertical formats write `top`/`bottom`.
/// - Each `alignAll…` option adds `first.attribute == second.attribute` for every pair of
///   neighbouring views, after all other constraints.
public struct VisualFormat {
  /// The standard spacing between two sibling views, `[a]-[b]`: 8 points.
  public static let standardSiblingSpacing: Double = 8
  /// The standard spacing between a view and its superview's edge, `|-[a]`: 20 points.
  public static let standardSuperviewSpacing: Double = 20

  /// The constraints a format describes, in reading order (each view's size predicates at the
  /// view, spacings between neighbours), followed by the alignment constraints of `options`.
  ///
  /// The constraints are not added to `layout`, only checked against it: view ids must exist, and
  /// `|` must have a superview. Use ``LayoutModel/Layout/addConstraints(withVisualFormat:options:metrics:views:)``
  /// to validate and add them.
  ///
  /// - Parameters:
  ///   - format: The format, e.g. `"V:|-[title]-10-[body(>=44)]"`; without `H:` or `V:` it is
  ///     horizontal.
  ///   - options: Alignment of all views, and the direction of a horizontal format.
  ///   - metrics: Values for names used as spacings, sizes and priorities.
  ///   - views: The views named in the format (Auto Layout's views dictionary).
  ///   - layout: The layout the views belong to.
  /// - Complexity: O(n) in the length of the format, plus the depth of the tree for `|`.
  public static func constraints(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    views: [String: ViewID], in layout: Layout
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    try constraints(format, options: options, metrics: metrics, in: layout) { views[$0] }
  }

  /// The constraints a format describes, naming views by their names in the layout rather than
  /// through a views dictionary: `[title]` is the view `layout.id(named: "title")`.
  public static func constraints(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    in layout: Layout
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    try constraints(format, options: options, metrics: metrics, in: layout) { layout.id(named: $0) }
  }

  static func constraints(
    _ format: String, options: FormatOptions, metrics: [String: Double], in layout: Layout,
    viewIDs: (String) -> ViewID?
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(format)
    let syntax = try parser.parse()
    return try withoutActuallyEscaping(viewIDs) { (viewIDs) throws(VisualFormatError) in
      let builder = FormatConstraintBuilder(
        syntax: syntax, format: format, options: options, metrics: metrics, viewIDs: viewIDs,
        layout: layout)
      return try builder.build()
    }
  }
}
