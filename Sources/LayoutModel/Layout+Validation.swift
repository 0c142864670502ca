extension Layout {
  /// Checks a constraint the way Auto Layout does when one is created.
  ///
  /// Refused: a location related to a size or to a bare constant, locations on different axes,
  /// `leading`/`trailing` mixed with `left`/`right`, a multiplier of zero on a second item's
  /// location, a margin attribute of a layout guide, a priority outside `1...1000`, and numbers
  /// that are not finite or beyond ``maximumMagnitude``.
  public func validate(_ constraint: LayoutConstraint) throws(LayoutError) {
    // Written only when a check fails: validating is on the path of every added constraint.
    var name: String { describe(constraint) }
    guard views.indices.contains(constraint.first.index) else {
      throw .unknownView(index: constraint.first.index, context: "first item of a constraint")
    }
    if let second = constraint.second, !views.indices.contains(second.index) {
      throw .unknownView(index: second.index, context: "second item of constraint \(name)")
    }
    try checkNumbers(of: constraint)
    let first = constraint.firstAttribute
    let second = constraint.secondAttribute
    guard first != .notAnAttribute else {
      throw .invalidPairing(constraint: name, reason: "the first attribute cannot be notAnAttribute")
    }
    for (item, attribute) in [(constraint.first, first), (constraint.second ?? constraint.first, second)]
    where attribute.isMargin && views[item.index].guide != nil {
      throw .invalidPairing(
        constraint: name, reason: "\(attribute.rawValue) names a margin of layout guide \(DisplayText.quoted(views[item.index].name)), which has none")
    }
    if constraint.second == nil || second == .notAnAttribute {
      guard first.isSize else {
        throw .invalidPairing(
          constraint: name,
          reason: "a location (\(first.rawValue)) cannot be set to a constant; locations must be specified in pairs")
      }
      return
    }
    if first.isSize != second.isSize {
      throw .invalidPairing(
        constraint: name,
        reason: "a \(first.isSize ? "size" : "location") (\(first.rawValue)) cannot be related to a \(second.isSize ? "size" : "location") (\(second.rawValue))")
    }
    if first.isLocation {
      if first.axis != second.axis {
        throw .invalidPairing(
          constraint: name,
          reason: "\(first.rawValue) is \(first.axis?.rawValue ?? "") and \(second.rawValue) is \(second.axis?.rawValue ?? ""); axes cannot be mixed")
      }
      if (first.isDirectional && second.isAbsoluteHorizontalEdge)
        || (first.isAbsoluteHorizontalEdge && second.isDirectional)
      {
        throw .invalidPairing(
          constraint: name, reason: "leading/trailing cannot be mixed with left/right")
      }
      if constraint.multiplier == 0 {
        throw .invalidPairing(
          constraint: name, reason: "a multiplier of 0 on a location sets it to a constant")
      }
      if let secondView = constraint.second,
        nearestCommonAncestor(constraint.first, secondView) == nil
      {
        throw .noCommonAncestor(constraint: name)
      }
    }
  }

  /// Checks a constraint's numbers: multiplier and constant within ``maximumMagnitude``, a
  /// non-zero multiplier at least ``minimumMultiplier`` in magnitude, a priority in `1...1000`.
  ///
  /// Split from ``validate(_:)`` so that ``validateNumbers()`` checks a whole layout's numbers
  /// without the pairing checks' walks up the tree.
  package func checkNumbers(of constraint: LayoutConstraint) throws(LayoutError) {
    var name: String { describe(constraint) }
    try Self.checkMagnitude(constraint.multiplier, "multiplier", owner: name)
    // 1e-300 passed the magnitude check and made GLPK fail (GLP_EFAIL) where the others solved.
    if constraint.multiplier != 0, abs(constraint.multiplier) < Self.minimumMultiplier {
      throw .multiplierOutOfRange(constraint: name, field: "multiplier", value: constraint.multiplier)
    }
    try Self.checkMagnitude(constraint.constant, "constant", owner: name)
    guard constraint.priority.isValid else {
      throw .invalidPriority(constraint: name, priority: constraint.priority.rawValue)
    }
  }
}
