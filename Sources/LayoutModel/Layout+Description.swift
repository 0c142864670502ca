extension Layout {
  /// A constraint written the way Auto Layout prints it, with the views' names:
  /// `title.width == 0.5 * root.width + 10 @750`.
  public func describe(_ constraint: LayoutConstraint) -> String {
    var text = "\(name(of: constraint.first)).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
    var hasRight = false
    if let second = constraint.second, constraint.secondAttribute != .notAnAttribute {
      if constraint.multiplier != 1 { text += "\(compactNumber(constraint.multiplier)) * " }
      text += "\(name(of: second)).\(constraint.secondAttribute.rawValue)"
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
    if let identifier = constraint.identifier { text += " (\(identifier))" }
    return text
  }
}
