import LayoutModel

extension RootBuilder {
  /// Installs every `NSGridView` of the root as constraints: a guide per column and per row,
  /// each cell's content placed in its column and row.
  ///
  /// Why constraints and not the saved frames: a grid's content moves with its neighbours (a
  /// wider label widens its column), and the frames are what is being checked. The model is
  /// AppKit's: columns side by side from the grid's leading edge, `columnSpacing` (6 by default)
  /// apart, each as wide as its `width` or as its widest content, with `leadingPadding` and
  /// `trailingPadding` outside that width; rows likewise from the top, `rowSpacing` (6) apart,
  /// with `topPadding` and `bottomPadding` (which may be negative); a hidden row or column takes
  /// no room. A cell's content is placed by the cell's `xPlacement` / `yPlacement`, else its
  /// column's (x) or row's (y), else the grid's (leading and bottom by default); a merged cell
  /// spans from its head's column to its last one. In a row aligned by baseline, contents
  /// placed to fill it are lined up by that baseline at their own heights instead.
  mutating func addGridViews() {
    for index in nodes.indices where tree[nodes[index].element].name == "gridView" {
      do {
        try addGridView(index)
      } catch {
        warnings.append(context.warning(nodes[index].element, "grid view not fully translated: \(error)"))
      }
    }
  }

  /// The paddings between two rows, past the row spacing: the bottom padding of the row above
  /// and the top padding of the row below, except that two negative paddings overlap (the more
  /// negative counts, not their sum).
  ///
  /// Why: MonitorControl's keyboard preferences grid (Xcode 16) has a row whose `topPadding` of
  /// -13 meets the row above's `bottomPadding` of -13, and a last row with a `bottomPadding` of
  /// -13; Xcode saves the second row 7 pt (20 - 13) below the first and the grid 13 pt taller
  /// than its last row's content, and the root, sized by the grid's content, has no room left
  /// over for the sum of the paddings. A negative padding at the grid's edge is likewise not
  /// applied (the grid does not draw its content outside itself). Only negative paddings were
  /// measured; positive ones add up as before.
  static func rowGap(after: Double, before: Double) -> Double {
    after < 0 && before < 0 ? min(after, before) : after + before
  }

  private struct GridLine {
    var id: String
    var element: Int
    var guide: ViewID
    var hidden: Bool
  }

  private mutating func addGridView(_ index: Int) throws(LayoutError) {
    let element = nodes[index].element
    let grid = nodes[index].model
    guard let rowsElement = tree.child(of: element, named: "rows"),
      let columnsElement = tree.child(of: element, named: "columns"),
      let cellsElement = tree.child(of: element, named: "gridCells")
    else { return }
    func add(
      _ a: ViewID, _ aAttribute: LayoutAttribute, _ relation: LayoutRelation, _ b: ViewID?, _ bAttribute: LayoutAttribute,
      constant: Double = 0, priority: LayoutPriority = .required
    ) throws(LayoutError) {
      try layout.addConstraint(LayoutConstraint(
        a, aAttribute, relation, b, bAttribute, constant: constant, priority: priority, identifier: "NSGridView"))
    }
    let fit = LayoutPriority(49)
    // A grid wider than its columns' content gives the extra width to its first column, whose
    // fit is the weakest: Clocker's appearance grid (Xcode 12.5), 500 pt wide by a constraint,
    // saves its second column exactly as wide as its widest content (a segmented control) and
    // its first, whose labels are placed at its trailing edge, 11 pt wider than its widest
    // label. With equal fits the slack was left to the engine (the views in the grid were
    // ambiguous), and it gave it to the last column.
    let firstColumnFit = LayoutPriority(48)
    var columns: [GridLine] = []
    for (n, column) in tree.children(of: columnsElement, named: "gridColumn").enumerated() {
      let guide = try layout.addGuide("grid-\(nodes[index].ibID)-column\(n)", .custom, in: grid)
      try add(guide, .top, .equal, grid, .top)
      try add(guide, .height, .equal, nil, .notAnAttribute)
      columns.append(GridLine(
        id: tree[column].attributes["id"] ?? "", element: column, guide: guide, hidden: attribute(column, "hidden") == "YES"))
    }
    var rows: [GridLine] = []
    for (n, row) in tree.children(of: rowsElement, named: "gridRow").enumerated() {
      let guide = try layout.addGuide("grid-\(nodes[index].ibID)-row\(n)", .custom, in: grid)
      try add(guide, .leading, .equal, grid, .leading)
      try add(guide, .width, .equal, nil, .notAnAttribute)
      rows.append(GridLine(
        id: tree[row].attributes["id"] ?? "", element: row, guide: guide, hidden: attribute(row, "hidden") == "YES"))
    }
    guard !columns.isEmpty, !rows.isEmpty else { return }
    let columnSpacing = number(attribute(element, "columnSpacing")) ?? 6
    let rowSpacing = number(attribute(element, "rowSpacing")) ?? 6
    // Columns: leading to trailing, paddings outside each column's width.
    var previous: (guide: ViewID, after: Double)?
    for (n, column) in columns.enumerated() {
      let before = column.hidden ? 0 : number(attribute(column.element, "leadingPadding")) ?? 0
      let after = column.hidden ? 0 : number(attribute(column.element, "trailingPadding")) ?? 0
      if let previous {
        try add(column.guide, .leading, .equal, previous.guide, .trailing, constant: previous.after + (column.hidden ? 0 : columnSpacing) + before)
      } else {
        try add(column.guide, .leading, .equal, grid, .leading, constant: before)
      }
      if column.hidden {
        try add(column.guide, .width, .equal, nil, .notAnAttribute)
      } else if let width = number(attribute(column.element, "width")) {
        try add(column.guide, .width, .equal, nil, .notAnAttribute, constant: width)
      } else {
        try add(column.guide, .width, .equal, nil, .notAnAttribute, priority: n == 0 ? firstColumnFit : fit)
      }
      previous = (column.guide, after)
    }
    if let previous { try add(grid, .trailing, .equal, previous.guide, .trailing, constant: previous.after) }
    // Rows: top to bottom. Negative paddings overlap rather than add up, and none reaches past
    // the grid's edge (see `rowGap(after:before:)`).
    var above: (guide: ViewID, after: Double)?
    for row in rows {
      let before = row.hidden ? 0 : number(attribute(row.element, "topPadding")) ?? 0
      let after = row.hidden ? 0 : number(attribute(row.element, "bottomPadding")) ?? 0
      if let above {
        try add(row.guide, .top, .equal, above.guide, .bottom, constant: (row.hidden ? 0 : rowSpacing) + Self.rowGap(after: above.after, before: before))
      } else {
        try add(row.guide, .top, .equal, grid, .top, constant: max(0, before))
      }
      if row.hidden {
        try add(row.guide, .height, .equal, nil, .notAnAttribute)
      } else if let height = number(attribute(row.element, "height")) {
        try add(row.guide, .height, .equal, nil, .notAnAttribute, constant: height)
      } else {
        try add(row.guide, .height, .equal, nil, .notAnAttribute, priority: fit)
      }
      above = (row.guide, after)
    }
    if let above { try add(grid, .bottom, .equal, above.guide, .bottom, constant: max(0, above.after)) }
    // Cells: each content view in its row and its column (or run of merged columns).
    let columnIndex = Dictionary(columns.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    let rowIndex = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    let cells = tree.children(of: cellsElement, named: "gridCell")
    var lastColumnOfHead: [String: Int] = [:]
    for cell in cells {
      guard let head = tree[cell].attributes["headOfMergedCell"], let c = tree[cell].attributes["column"].flatMap({ columnIndex[$0] })
      else { continue }
      lastColumnOfHead[head] = max(lastColumnOfHead[head] ?? c, c)
    }
    var baselineAnchors: [Int: ViewID] = [:]
    for cell in cells {
      guard let content = tree[cell].children.first(where: { nodeByElement[$0] != nil }), let node = nodeByElement[content],
        let r = tree[cell].attributes["row"].flatMap({ rowIndex[$0] }),
        let c = tree[cell].attributes["column"].flatMap({ columnIndex[$0] })
      else { continue }
      let view = nodes[node].model
      let row = rows[r]
      let first = columns[c]
      let last = columns[lastColumnOfHead[tree[cell].attributes["id"] ?? ""] ?? c]
      func placement(_ name: String, _ chain: [Int], _ fallback: String) -> String {
        for owner in chain {
          if let value = attribute(owner, name), value != "inherited", value != "none" { return value }
        }
        return fallback
      }
      let x = placement("xPlacement", [cell, first.element, element], "leading")
      let y = placement("yPlacement", [cell, row.element, element], "bottom")
      try add(view, .leading, .greaterThanOrEqual, first.guide, .leading)
      try add(view, .trailing, .lessThanOrEqual, last.guide, .trailing)
      try add(view, .top, .greaterThanOrEqual, row.guide, .top)
      try add(view, .bottom, .lessThanOrEqual, row.guide, .bottom)
      switch x {
      case "trailing": try add(view, .trailing, .equal, last.guide, .trailing)
      case "center": try add(view, .centerX, .equal, first.guide, .centerX)
      case "fill":
        try add(view, .leading, .equal, first.guide, .leading)
        try add(view, .trailing, .equal, last.guide, .trailing)
      default: try add(view, .leading, .equal, first.guide, .leading)
      }
      // A row aligned by baseline (the cell's `rowAlignment`, else its row's, else the grid's)
      // lines up the contents it would fill by that baseline, at their own heights. Why: Xit's
      // new branch panel (rows aligned by first baseline, the grid's placement fill) saves a
      // 16 pt label beside a 21 pt text field 2 pt below the field's top, and Vienna's general
      // preferences (Xcode 16, the grid aligned by first baseline and fill) saves 16 pt labels
      // in 20 pt rows beside pop-ups; the fill placement had stretched them to the row. Other
      // placements keep their edges (Fluor's centred and Clocker's baseline grids match so;
      // aligning their baselines as well lost 7 views).
      var alignment = "none"
      for owner in [cell, row.element, element] {
        if let value = attribute(owner, "rowAlignment"), value != "inherited" {
          alignment = value
          break
        }
      }
      if y == "fill", alignment == "firstBaseline" || alignment == "lastBaseline" {
        let baseline: LayoutAttribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
        if let anchor = baselineAnchors[r] {
          try add(view, baseline, .equal, anchor, baseline)
        } else {
          baselineAnchors[r] = view
        }
        continue
      }
      switch y {
      case "top": try add(view, .top, .equal, row.guide, .top)
      case "center": try add(view, .centerY, .equal, row.guide, .centerY)
      case "fill":
        try add(view, .top, .equal, row.guide, .top)
        try add(view, .bottom, .equal, row.guide, .bottom)
      default: try add(view, .bottom, .equal, row.guide, .bottom)
      }
    }
  }
}
