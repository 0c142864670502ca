extension Layout: Equatable {
  /// Two layouts are equal when their views and guides, constraints (in order), root size,
  /// direction and expected frames are.
  ///
  /// The name index and the depth table are derived from the views, so comparing the inputs is
  /// enough; this is what a lossless scenario round trip promises.
  public static func == (lhs: Layout, rhs: Layout) -> Bool {
    lhs.rootSize == rhs.rootSize && lhs.autoresizingReferenceSize == rhs.autoresizingReferenceSize && lhs.direction == rhs.direction && lhs.views == rhs.views
      && lhs.constraints == rhs.constraints && lhs.expectedFrames == rhs.expectedFrames
  }
}
