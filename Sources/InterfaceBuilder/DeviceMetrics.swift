import LayoutModel

/// The screen an Interface Builder document was designed on (its `<device>` element): size, size
/// classes and the insets its status bar, sensor housing and home indicator take.
///
/// Interface Builder lays a scene out on this device, so the saved frames depend on it. The
/// figures are UIKit's for each model (status bar 20 pt on devices with a home button, the
/// sensor housing's safe-area inset on the others, 34 pt home indicator in portrait, 21 pt in
/// landscape, 20 pt on iPads without a home button).
public struct DeviceMetrics: Hashable, Sendable {
  public enum Idiom: String, Hashable, Sendable { case phone, pad, mac }
  /// A size class, as `<variation key="widthClass=compact">` names it.
  public enum SizeClass: String, Hashable, Sendable { case compact, regular }

  /// The device's id as Interface Builder writes it (`retina6_1`), or a description.
  public var id: String
  public var idiom: Idiom
  /// The screen in the document's orientation.
  public var screen: Size
  public var isLandscape: Bool
  /// The safe-area insets of a full-screen view controller without bars.
  public var safeArea: EdgeInsets
  public var widthClass: SizeClass
  public var heightClass: SizeClass
  /// Pixels per point (1 when the document names no device, as Xcode's canvas then drew at 1x).
  public var scale: Double

  /// A full-screen root view's system minimum layout margins on the sides: 16 pt on screens
  /// narrower than 400 pt (iPhone 8 and smaller, the 6.1-inch models of width 390 and 393), 20 pt
  /// on wider ones and on iPads.
  public var rootSideMargin: Double { idiom == .pad ? 20 : Self.systemSideMargin(width: screen.width) }

  /// A phone's system minimum side margin for a root view of a width: 16 pt up to 393 pt wide
  /// (the 6.1-inch screens of 390 and 393), 20 pt from 402 (xibs' top-level cells of 402 and 412
  /// pt, Rocket.Chat) and on 414 pt screens. Why one rule: Xcode's canvas gives a xib's top-level
  /// view the margins of its own width, whatever the device; the screens agree with it.
  public static func systemSideMargin(width: Double) -> Double { width >= 400 ? 20 : 16 }

  /// The device of a document whose `<device>` is missing or unknown: no insets, regular
  /// classes, so nothing is inferred from the screen.
  public static let unknown = DeviceMetrics(
    id: "unknown", idiom: .phone, screen: Size(width: 0, height: 0), isLandscape: false, safeArea: .zero,
    widthClass: .regular, heightClass: .regular, scale: 1)

  /// The metrics of an Interface Builder device id in an orientation; `nil` for an id not in the
  /// table (the caller warns and uses ``unknown``).
  ///
  /// `build` is the Interface Builder build that saved the document (``CanvasMetrics/build``):
  /// an id a later Xcode gives to another phone takes that phone's model from that build on
  /// (``laterModels``).
  public static func named(_ id: String, landscape: Bool, build: Int = 0) -> DeviceMetrics? {
    let later = laterModels[id].flatMap { build >= $0.fromBuild ? $0.model : nil }
    guard let model = later ?? models[id] else { return nil }
    let portrait = Size(width: model.width, height: model.height)
    let screen = landscape ? Size(width: portrait.height, height: portrait.width) : portrait
    var safe: EdgeInsets
    var widthClass: SizeClass = .compact
    var heightClass: SizeClass = .regular
    switch model.idiom {
    case .pad, .mac:
      // iPads keep the status bar in both orientations and are regular in both classes.
      safe = EdgeInsets(top: model.top, left: 0, bottom: model.bottom, right: 0)
      widthClass = .regular
    case .phone:
      if !landscape {
        safe = EdgeInsets(top: model.top, left: 0, bottom: model.bottom, right: 0)
      } else if model.bottom > 0 {
        // Sensor housing on the side, home indicator shorter, no status bar.
        safe = EdgeInsets(top: 0, left: model.top, bottom: 21, right: model.top)
        heightClass = .compact
        if model.width >= 414 { widthClass = .regular }
      } else {
        safe = .zero
        heightClass = .compact
        if model.width >= 414 { widthClass = .regular }
      }
    }
    return DeviceMetrics(
      id: id, idiom: model.idiom, screen: screen, isLandscape: landscape, safeArea: safe,
      widthClass: widthClass, heightClass: heightClass, scale: model.scale)
  }

  /// Ids a later Xcode uses for another phone, with the first build that does.
  ///
  /// Why: Xcode 26 draws `retina6_7` as the 430 x 932 iPhone with a Dynamic Island (top inset
  /// 59), not the 428 x 926 iPhone 12 to 14 Pro Max and Plus: FSNotes' iOS `Main.storyboard`
  /// (plug-in 24504) saves its six scenes 430 x 932, with views pinned to the safe area 118 pt
  /// below the top and 68 pt above the bottom (Xcode 26 doubles the insets, ``CanvasMetrics``).
  /// Earlier Xcodes' documents on this id were not measured.
  private static let laterModels: [String: (fromBuild: Int, model: Model)] = [
    "retina6_7": (24000, Model(idiom: .phone, width: 430, height: 932, top: 59, bottom: 34, scale: 3))
  ]

  private struct Model {
    var idiom: Idiom
    var width: Double
    var height: Double
    /// Portrait safe-area top (status bar or sensor housing) and bottom (home indicator).
    var top: Double
    var bottom: Double
    var scale: Double
  }

  private static let models: [String: Model] = [
    "retina3_5": Model(idiom: .phone, width: 320, height: 480, top: 20, bottom: 0, scale: 2),
    "retina4_0": Model(idiom: .phone, width: 320, height: 568, top: 20, bottom: 0, scale: 2),
    "retina4_7": Model(idiom: .phone, width: 375, height: 667, top: 20, bottom: 0, scale: 2),
    "retina5_5": Model(idiom: .phone, width: 414, height: 736, top: 20, bottom: 0, scale: 3),
    "retina5_9": Model(idiom: .phone, width: 375, height: 812, top: 44, bottom: 34, scale: 3),
    "retina5_4": Model(idiom: .phone, width: 375, height: 812, top: 50, bottom: 34, scale: 3),
    "retina6_1": Model(idiom: .phone, width: 414, height: 896, top: 48, bottom: 34, scale: 2),
    "retina6_5": Model(idiom: .phone, width: 414, height: 896, top: 44, bottom: 34, scale: 3),
    "retina6_0": Model(idiom: .phone, width: 390, height: 844, top: 47, bottom: 34, scale: 3),
    "retina6_7": Model(idiom: .phone, width: 428, height: 926, top: 47, bottom: 34, scale: 3),
    "retina6_12": Model(idiom: .phone, width: 393, height: 852, top: 59, bottom: 34, scale: 3),
    "retina6_72": Model(idiom: .phone, width: 430, height: 932, top: 59, bottom: 34, scale: 3),
    "retina6_3": Model(idiom: .phone, width: 402, height: 874, top: 62, bottom: 34, scale: 3),
    "retina6_9": Model(idiom: .phone, width: 440, height: 956, top: 62, bottom: 34, scale: 3),
    "ipad9_7": Model(idiom: .pad, width: 768, height: 1024, top: 20, bottom: 0, scale: 2),
    "ipad7_9": Model(idiom: .pad, width: 768, height: 1024, top: 20, bottom: 0, scale: 2),
    "ipad10_2": Model(idiom: .pad, width: 810, height: 1080, top: 20, bottom: 0, scale: 2),
    "ipad10_5": Model(idiom: .pad, width: 834, height: 1112, top: 20, bottom: 0, scale: 2),
    "ipad12_9": Model(idiom: .pad, width: 1024, height: 1366, top: 20, bottom: 0, scale: 2),
    "ipad8_3": Model(idiom: .pad, width: 744, height: 1133, top: 24, bottom: 20, scale: 2),
    "ipad10_9rounded": Model(idiom: .pad, width: 820, height: 1180, top: 24, bottom: 20, scale: 2),
    "ipad11": Model(idiom: .pad, width: 834, height: 1194, top: 24, bottom: 20, scale: 2),
    "ipad12_9rounded": Model(idiom: .pad, width: 1024, height: 1366, top: 24, bottom: 20, scale: 2),
  ]
}
