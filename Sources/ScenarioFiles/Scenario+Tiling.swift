import LayoutModel

extension Scenario {
  /// The scenario's layout replicated `copies` times side by side under a new common root
  /// (``LayoutModel/Layout/tiled(copies:rootName:)``), with its expected frames copied with
  /// their views, so that a real screen can be measured, and checked, at many times its size.
  ///
  /// Workloads are not copied: they name the original's views and constraints, and a tiled
  /// input's are guessed. Each copy's view is found by the name tiling gives it (`name~k`).
  /// - Throws: ``LayoutError`` if `copies` is below 1 or a name would collide.
  /// - Complexity: O(copies × (views + constraints + expected frames)).
  public func tiled(copies: Int, rootName: String = "tiles") throws(LayoutError) -> Scenario {
    let tiles = try layout.tiled(copies: copies, rootName: rootName)
    guard let expectedFrames else { return Scenario(layout: tiles) }
    var entries: [ExpectedFrames.Entry] = []
    entries.reserveCapacity(expectedFrames.entries.count * copies)
    for k in 0..<copies {
      for entry in expectedFrames.entries where layout.views.indices.contains(entry.view.index) {
        guard let copy = tiles.id(named: "\(layout.name(of: entry.view))~\(k + 1)") else { continue }
        entries.append(.init(view: copy, frame: entry.frame, status: entry.status))
      }
    }
    return Scenario(
      layout: tiles,
      expectedFrames: ExpectedFrames(source: expectedFrames.source, tolerance: expectedFrames.tolerance, entries: entries))
  }
}
