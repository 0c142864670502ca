import LayoutModel

extension LayoutDiagnosis {
  /// The view tree as Auto Layout's `_autolayoutTrace` prints it: one line per view, indented
  /// by depth with `|   `, `*` before views that take part in the layout, the view's frame
  /// relative to its superview, and `- AMBIGUOUS LAYOUT` with the free components after views
  /// whose frame is not determined.
  ///
  /// Indentation stops growing at `maximumIndentDepth` levels, after which a line says its depth
  /// in brackets (`[depth 9999]`): a 10,000-level tree drawn in full would be hundreds of
  /// megabytes of bars. The walk is iterative, so any depth is fine.
  /// - Complexity: O(views + output).
  public func trace(maximumIndentDepth: Int = 32) -> String {
    var children = [[ViewID]](repeating: [], count: layout.viewCount)
    for index in 1..<layout.viewCount {
      if let parent = layout.views[index].parent { children[parent.index].append(ViewID(index)) }
    }
    let frames = frames
    let bar = "|   "
    var output = ""
    var stack: [(view: ViewID, depth: Int)] = [(.root, 0)]
    while let (view, depth) = stack.popLast() {
      let drawn = min(depth, max(0, maximumIndentDepth))
      output += String(repeating: bar, count: drawn)
      if depth > drawn { output += "[depth \(depth)] " }
      output += isInLayout[view.index] ? "*" : " "
      if layout.isGuide(view) { output += "(layout guide) " }
      let frame = frames[view.index]
      // Names come from files: a line break or a terminal escape in one must not reach the
      // terminal raw, as error lines already ensure.
      output += "\(DisplayText.oneLine(layout.name(of: view))) (\(compactNumber(frame.x)) \(compactNumber(frame.y)); "
        + "\(compactNumber(frame.width)) \(compactNumber(frame.height)))"
      if !ambiguity[view.index].isEmpty {
        output += " - AMBIGUOUS LAYOUT (\(ambiguity[view.index].names))"
      }
      output += "\n"
      for child in children[view.index].reversed() { stack.append((child, depth + 1)) }
    }
    return output
  }

  /// The conflicts, each with the constraints involved and the one broken to recover, as Auto
  /// Layout logs "Unable to simultaneously satisfy constraints"; empty when there are none.
  public func conflictReport() -> String {
    var output = ""
    for (number, conflict) in conflicts.enumerated() {
      output += "Conflict \(number + 1) of \(conflicts.count): unable to simultaneously satisfy required constraints.\n"
      // The descriptions repeat view names, escaped like the trace's.
      let descriptions = conflict.descriptions.map(DisplayText.oneLine)
      output += "  While adding:\n    \(descriptions[0])\n"
      output += "  it conflicts with:\n"
      for description in descriptions.dropFirst() { output += "    \(description)\n" }
      output += "  Recovered by breaking \(descriptions[0])\n"
      output += "  (the constraint being added, as Auto Layout does); the rest of the layout was added.\n\n"
    }
    return output
  }

  /// The whole explanation `bench solve --explain` prints: conflicts first, then the trace, then
  /// a one-line summary.
  public func report(maximumIndentDepth: Int = 32) -> String {
    var output = conflictReport()
    if !conflicts.isEmpty {
      output += "Frames below are the recovered layout's, without the broken constraints.\n\n"
    }
    output += trace(maximumIndentDepth: maximumIndentDepth)
    let ambiguous = ambiguousViews.count
    output += "\n\(layout.realViewCount) views"
    if layout.guideCount > 0 { output += ", \(layout.guideCount) layout guides" }
    output += ", \(layout.constraints.count) constraints: "
    output += conflicts.isEmpty
      ? "satisfiable"
      : "\(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s"), recovered by breaking "
        + "\(conflicts.count) constraint\(conflicts.count == 1 ? "" : "s")"
    output += ", \(ambiguous == 0 ? "no" : String(ambiguous)) ambiguous view\(ambiguous == 1 ? "" : "s").\n"
    return output
  }
}
