/// A layout guide: a rectangle that constraints can use like a view, owned by a view, with no
/// frame of its own in any output (UIKit's `UILayoutGuide`, AppKit's `NSLayoutGuide`).
///
/// A guide is an item of its ``Layout`` with its own four variables, so every engine solves it
/// exactly as it solves a view; it differs from a view in what generates its rows and in being
/// left out of frame sets, view counts and agreement with a reference. The kinds that follow
/// their owner produce two implicit rows per axis (``Layout/guideConstraints(for:)``); a custom
/// guide is placed by explicit constraints alone, as a stack view's spacers are.
public enum LayoutGuide: Hashable, Sendable {
  /// The owner's bounds inset by fixed amounts: the part no bar or rounded corner covers.
  case safeArea(EdgeInsets)
  /// The owner's bounds inset by the owner's ``View/layoutMargins``, so the guide and the margin
  /// attributes (`leadingMargin`, ...) always agree.
  case layoutMargins
  /// A band along the owner's top edge, as tall as the status and navigation bars
  /// (`UIViewController.topLayoutGuide`, deprecated by the safe area).
  case topLayoutGuide(length: Double)
  /// A band along the owner's bottom edge, as tall as the tab bar or toolbar.
  case bottomLayoutGuide(length: Double)
  /// A guide placed only by explicit constraints (a stack view's spacer, a scroll view's content).
  case custom

  /// The name the scenario format uses for the kind.
  public var kindName: String {
    switch self {
    case .safeArea: "safeArea"
    case .layoutMargins: "layoutMargins"
    case .topLayoutGuide: "topLayoutGuide"
    case .bottomLayoutGuide: "bottomLayoutGuide"
    case .custom: "custom"
    }
  }

  /// The numbers the guide carries, to check them for finiteness in one place.
  var numbers: [(String, Double)] {
    switch self {
    case .safeArea(let insets):
      [("insets.top", insets.top), ("insets.left", insets.left), ("insets.bottom", insets.bottom),
       ("insets.right", insets.right)]
    case .topLayoutGuide(let length), .bottomLayoutGuide(let length): [("length", length)]
    case .layoutMargins, .custom: []
    }
  }
}

extension EdgeInsets {
  /// UIKit's default `layoutMargins` of a view: 8 points on every side.
  public static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
