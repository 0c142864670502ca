extension Layout: Equatable {
  /// Two layouts are equal when their views and guides, constraints (in order), root sizes and
  /// direction are.
  ///
  /// The name index, the depth table and the child links are derived from the views, so
  /// comparing the inputs is enough; this is what a lossless scenario round trip promises.
  /// (Children moved between parents are listed in a different order, which no solution
  /// depends on.)
  public static func == (lhs: Layout, rhs: Layout) -> Bool {
    lhs.rootSize == rhs.rootSize && lhs.autoresizingReferenceSize == rhs.autoresizingReferenceSize && lhs.direction == rhs.direction && lhs.views == rhs.views
      && lhs.constraints == rhs.constraints
  }
}
