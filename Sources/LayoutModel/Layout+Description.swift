extension Layout {
  /// A constraint written the way Auto Layout prints it, with the views' names:
  /// `title.width == 0.5 * root.width + 10 @750`. Names and identifiers are escaped and cut as
  /// ``DisplayText`` does, so the description stays one readable line whatever a file holds.
  public func describe(_ constraint: LayoutConstraint) -> String {
    var text = "\(displayName(of: constraint.first)).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
    var hasRight = false
    if let second = constraint.second, constraint.secondAttribute != .notAnAttribute {
      if constraint.multiplier != 1 { text += "\(compactNumber(constraint.multiplier)) * " }
      text += "\(displayName(of: second)).\(constraint.secondAttribute.rawValue)"
      hasRight = true
    }
    if !hasRight {
      text += compactNumber(constraint.constant)
    } else if constraint.constant > 0 {
      text += " + \(compactNumber(constraint.constant))"
    } else if constraint.constant < 0 {
      text += " - \(compactNumber(-constraint.constant))"
    }
    if !constraint.priority.isRequired { text += " @\(compactNumber(constraint.priority.rawValue))" }
    if let identifier = constraint.identifier { text += " (\(DisplayText.escaped(identifier)))" }
    return text
  }

  /// A view's name for messages: escaped and cut as ``DisplayText/escaped(_:maximumLength:)``
  /// does, unquoted (`title`, `cell\n1`).
  public func displayName(of id: ViewID) -> String {
    DisplayText.escaped(name(of: id))
  }
}
