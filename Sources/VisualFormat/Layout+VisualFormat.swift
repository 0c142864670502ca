import LayoutModel

extension Layout {
  /// Parses a visual format, validates every constraint it produces, and adds them all.
  ///
  /// All or nothing: if the format or any of its constraints is refused, the layout is left
  /// unchanged. See ``VisualFormat/constraints(_:options:metrics:views:in:)`` for the language.
  /// - Returns: The indices in ``constraints`` of the added constraints.
  @discardableResult
  public mutating func addConstraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    views: [String: ViewID]
  ) throws(VisualFormatError) -> Range<Int> {
    let produced = try VisualFormat.constraints(
      format, options: options, metrics: metrics, views: views, in: self)
    return try add(produced)
  }

  /// Like ``addConstraints(withVisualFormat:options:metrics:views:)``, naming views by their
  /// names in the layout.
  @discardableResult
  public mutating func addConstraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:]
  ) throws(VisualFormatError) -> Range<Int> {
    let produced = try VisualFormat.constraints(format, options: options, metrics: metrics, in: self)
    return try add(produced)
  }

  private mutating func add(_ produced: [LayoutConstraint]) throws(VisualFormatError) -> Range<Int> {
    do {
      for constraint in produced { try validate(constraint) }
      let start = constraints.count
      for constraint in produced { try addConstraint(constraint) }
      return start..<constraints.count
    } catch {
      throw .rejectedByLayout(error)
    }
  }
}
