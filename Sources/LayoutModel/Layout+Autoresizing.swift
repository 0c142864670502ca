import Foundation

extension Layout {
  /// The two constraints per axis (a size and a center) that implement a view's autoresizing
  /// mask, in the form that uses only valid attribute pairings.
  ///
  /// Apple's engine writes two of these cases with pairings it would refuse from a user
  /// (`centerX == 0.625 * superview.width`, `centerX == + 200`); the equivalent valid forms use the
  /// superview's `right` and `left` instead, with the same multipliers and constants.
  /// ``appleAutoresizingDescription(_:)`` prints Apple's form for comparison.
  ///
  /// The translation starts from the view's ``View/frame`` and its superview's bounds (the root's
  /// size for a child of the root, otherwise the superview's own ``View/frame`` size). A zero-wide
  /// region to scale makes the flexible size fall back to a fixed one rather than divide by zero.
  public func autoresizingConstraints(for id: ViewID) -> [(LayoutConstraint, ConstraintSource)] {
    let view = views[id.index]
    guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.parent else { return [] }
    let (frame, superSize) = autoresizingGeometry(of: view, in: parent)
    let mask = view.autoresizingMask
    let horizontal = Self.translateAxis(
      origin: frame.x, size: frame.width, superSize: superSize.width,
      flexibleLow: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
      flexibleHigh: mask.contains(.flexibleRightMargin))
    let vertical = Self.translateAxis(
      origin: frame.y, size: frame.height, superSize: superSize.height,
      flexibleLow: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
      flexibleHigh: mask.contains(.flexibleBottomMargin))
    var result: [(LayoutConstraint, ConstraintSource)] = []
    for (axis, translation) in [(LayoutAxis.horizontal, horizontal), (.vertical, vertical)] {
      let sizeAttribute: LayoutAttribute = axis == .horizontal ? .width : .height
      let size = translation.size
      result.append((
        LayoutConstraint(
          id, sizeAttribute, .equal, size.relative ? parent : nil,
          size.relative ? sizeAttribute : .notAnAttribute,
          multiplier: size.relative ? size.multiplier : 0, constant: size.constant),
        .autoresizingSize(id, axis)))
      let position = translation.position
      result.append((
        LayoutConstraint(
          id, axis == .horizontal ? .centerX : .centerY, .equal, parent,
          position.anchor.attribute(on: axis), multiplier: position.multiplier,
          constant: position.constant),
        .autoresizingPosition(id, axis)))
    }
    return result
  }

  /// Apple's own text for the two constraints of one axis, e.g. `testView.centerX == + 200`.
  ///
  /// Numbers are printed the way Apple's descriptions print them, with six significant digits
  /// (`0.333333 * superview.width - 26.6667`), so the lines compare equal to Apple's text.
  public func appleAutoresizingDescription(_ id: ViewID, axis: LayoutAxis) -> [String] {
    let view = views[id.index]
    guard let parent = view.parent else { return [] }
    let (frame, superSize) = autoresizingGeometry(of: view, in: parent)
    let mask = view.autoresizingMask
    let horizontal = axis == .horizontal
    let t = Self.translateAxis(
      origin: horizontal ? frame.x : frame.y,
      size: horizontal ? frame.width : frame.height,
      superSize: horizontal ? superSize.width : superSize.height,
      flexibleLow: mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin),
      flexibleSize: mask.contains(horizontal ? .flexibleWidth : .flexibleHeight),
      flexibleHigh: mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin))
    let sizeName = horizontal ? "width" : "height"
    let centerName = horizontal ? "centerX" : "centerY"
    let me = view.name
    func term(_ multiplier: Double, _ attribute: String) -> String {
      multiplier == 1 ? "superview.\(attribute)" : "\(Self.appleNumber(multiplier)) * superview.\(attribute)"
    }
    func tail(_ constant: Double) -> String {
      constant == 0 ? "" : constant > 0 ? " + \(Self.appleNumber(constant))" : " - \(Self.appleNumber(-constant))"
    }
    let sizeLine = t.size.relative
      ? "\(me).\(sizeName) == \(term(t.size.multiplier, sizeName))\(tail(t.size.constant))"
      : "\(horizontal ? "H" : "V"):[\(me)(\(Self.appleNumber(t.size.constant)))]"
    let positionLine: String
    switch t.position.anchor {
    case .low:
      let offset = t.position.constant == 0 ? " + 0" : tail(t.position.constant)
      positionLine = "\(me).\(centerName) ==\(offset)"
    case .high where t.position.multiplier == 1:
      positionLine = "\(me).\(centerName) == superview.\(sizeName)\(tail(t.position.constant))"
    case .high: positionLine = "\(me).\(centerName) == \(term(t.position.multiplier, sizeName))\(tail(t.position.constant))"
    case .center: positionLine = "\(me).\(centerName) == \(term(t.position.multiplier, centerName))\(tail(t.position.constant))"
    }
    return [sizeLine, positionLine]
  }

  /// A translated view's frame and its superview's size, measured from the superview's
  /// alignment rect, which the translated constraints name (`superview.left`, `.width`).
  ///
  /// Why: the view's ``View/frame`` is saved relative to the superview's frame, and a superview
  /// drawn outside its alignment rect (an `NSBox` with a border, 3 pt at the sides) would
  /// otherwise place its content 3 pt too far and size it 6 pt too narrow. A translated
  /// superview's ``View/frame`` is already its rect; any other superview's is its drawn frame,
  /// less its insets here. Without insets this is the frame and size as before.
  func autoresizingGeometry(of view: View, in parent: ViewID) -> (frame: Rect, superSize: Size) {
    guard parent != .root else { return (view.frame, autoresizingReferenceSize) }
    let superview = views[parent.index]
    let insets = superview.alignmentInsets
    var superSize = Size(width: superview.frame.width, height: superview.frame.height)
    if !superview.translatesAutoresizingMaskIntoConstraints {
      superSize.width -= insets.left + insets.right
      superSize.height -= insets.top + insets.bottom
    }
    let frame = Rect(x: view.frame.x - insets.left, y: view.frame.y - insets.top, width: view.frame.width, height: view.frame.height)
    return (frame, superSize)
  }

  /// A number with six significant digits and no trailing zeros, as C's `%g` prints it.
  static func appleNumber(_ value: Double) -> String {
    String(format: "%g", value)
  }

  /// Which superview attribute a translated center is measured from.
  enum AutoresizingAnchor {
    case low, center, high
    func attribute(on axis: LayoutAxis) -> LayoutAttribute {
      switch (self, axis) {
      case (.low, .horizontal): .left
      case (.low, .vertical): .top
      case (.center, .horizontal): .centerX
      case (.center, .vertical): .centerY
      case (.high, .horizontal): .right
      case (.high, .vertical): .bottom
      }
    }
  }

  struct AxisTranslation {
    var size: (relative: Bool, multiplier: Double, constant: Double)
    var position: (anchor: AutoresizingAnchor, multiplier: Double, constant: Double)
  }

  /// One axis of the translation, from the view's origin and size in a superview of `superSize`.
  ///
  /// With a fixed margin and a flexible size, the part of the superview beyond the fixed margin
  /// scales, and the view with it: its size and its center keep their proportion of that part.
  static func translateAxis(
    origin: Double, size: Double, superSize: Double,
    flexibleLow: Bool, flexibleSize: Bool, flexibleHigh: Bool
  ) -> AxisTranslation {
    let low = origin
    let high = superSize - origin - size
    let mid = origin + size / 2
    var flexibleSize = flexibleSize
    // Without room to scale, a flexible size could only divide by zero: keep it fixed.
    if flexibleSize {
      let region = flexibleLow && flexibleHigh ? superSize
        : flexibleLow ? superSize - high : flexibleHigh ? superSize - low : 1
      if region == 0 { flexibleSize = false }
    }
    var translation = AxisTranslation(size: (false, 0, size), position: (.low, 1, mid))
    if flexibleSize {
      if flexibleLow && flexibleHigh {
        translation.size = (true, size / superSize, 0)
      } else if flexibleLow {
        let m = size / (superSize - high)
        translation.size = (true, m, -high * m)
      } else if flexibleHigh {
        let m = size / (superSize - low)
        translation.size = (true, m, -low * m)
      } else {
        translation.size = (true, 1, size - superSize)
      }
    }
    if flexibleLow && flexibleHigh {
      translation.position = superSize == 0 ? (.low, 1, mid) : (.high, mid / superSize, 0)
    } else if flexibleLow && flexibleSize {
      let k = mid / (superSize - high)
      translation.position = (.center, 2 * k, -k * high)
    } else if flexibleHigh && flexibleSize {
      let k = (mid - low) / (superSize - low)
      translation.position = (.center, 2 * k, low * (1 - k))
    } else if flexibleLow {
      translation.position = (.high, 1, mid - superSize)
    } else if flexibleSize {
      translation.position = (.center, 1, mid - superSize / 2)
    }
    return translation
  }
}
