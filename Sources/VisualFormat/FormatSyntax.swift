import LayoutModel

// The parsed shape of a format, before any name is looked up. Offsets count Characters of the
// format and point at the token an error about that element should underline.

/// A whole format: `H:|-[a]-[b]-|` is two views, one connection between them, and a connection
/// to the superview at each end.
struct FormatSyntax: Hashable, Sendable {
  var axis: LayoutAxis
  /// The connection from a leading `|` to the first view.
  var leadingSuperview: SuperviewConnection?
  var views: [ViewSyntax]
  /// `connections[i]` joins `views[i]` and `views[i + 1]`.
  var connections: [ConnectionSyntax]
  /// The connection from the last view to a trailing `|`.
  var trailingSuperview: SuperviewConnection?

  /// Whether the format mentions the superview at all.
  var usesSuperview: Bool { leadingSuperview != nil || trailingSuperview != nil }
}

/// A `|` edge and how it connects to its neighbouring view.
struct SuperviewConnection: Hashable, Sendable {
  /// The offset of the `|`.
  var offset: Int
  var connection: ConnectionSyntax
}

/// `[name(predicates)]`.
struct ViewSyntax: Hashable, Sendable {
  var name: String
  /// The offset of the name's first character.
  var offset: Int
  /// Predicates on the view's size along the format's axis.
  var predicates: [PredicateSyntax]
}

/// What joins two neighbours of a format.
enum ConnectionSyntax: Hashable, Sendable {
  /// No dash: `[a][b]`, the edges touch.
  case flush
  /// A lone dash: `[a]-[b]`, the standard spacing.
  case standard
  /// `-20-`, `-gap-` or `-(>=8@750,<=20)-`.
  case predicates([PredicateSyntax])
}

/// `(relation)? object (@priority)?`, one comparison of a size or spacing.
struct PredicateSyntax: Hashable, Sendable {
  var relation: LayoutRelation
  var object: ValueSyntax
  var priority: ValueSyntax?
}

/// A number written in the format, or a name to look up.
enum ValueSyntax: Hashable, Sendable {
  case number(Double, offset: Int)
  case name(String, offset: Int)

  var offset: Int {
    switch self {
    case .number(_, let offset), .name(_, let offset): offset
    }
  }
}
