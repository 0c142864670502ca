import LayoutModel

/// A flat layout: a grid of boxes sized by the root, each with a label whose intrinsic size
/// competes with a low-priority width, so every priority level has work.
///
/// The layout of `flatLayout(views:)` in the engine tests (`GLPKEngineTests.swift`), which
/// this package cannot import: the same rows, so these timings and those tests describe one
/// program.
func flatLayout(views: Int) throws -> Layout {
  var layout = Layout(rootSize: Size(width: 1000, height: 2000))
  let columns = 10
  for i in 0..<views / 2 {
    let box = try layout.addView("box\(i)", in: .root)
    let (row, column) = (Double(i / columns), Double(i % columns))
    try layout.addConstraint(
      LayoutConstraint(box, .centerX, .equal, .root, .right, multiplier: (column + 0.5) / Double(columns)))
    try layout.addConstraint(LayoutConstraint(box, .width, .equal, .root, .width, multiplier: 1 / Double(columns), constant: -4))
    try layout.addConstraint(LayoutConstraint(box, .top, .equal, .root, .top, constant: 40 * row))
    try layout.addConstraint(LayoutConstraint(box, .height, constant: 36))
    let label = try layout.addView(
      View(name: "label\(i)", parent: box, intrinsicContentSize: IntrinsicContentSize(width: 60, height: 20)))
    try layout.addConstraint(LayoutConstraint(label, .leading, .equal, box, .leading, constant: 4))
    try layout.addConstraint(LayoutConstraint(label, .trailing, .lessThanOrEqual, box, .trailing, constant: -4))
    try layout.addConstraint(LayoutConstraint(label, .width, .equal, box, .width, priority: LayoutPriority(100)))
    try layout.addConstraint(LayoutConstraint(label, .centerY, .equal, box, .centerY))
  }
  return layout
}
