// Keeping the marker graph's storage in proportion to what is live.

extension Solver {
  /// Repacks the marker graph when much of its storage went unused for a while (see
  /// ``MarkerGraph/repackIfWasteful()``), and points the rows and constraints at their nodes'
  /// new ids.
  ///
  /// Called at the end of the public calls that merge rows (additions, removals, edits), where
  /// no node id is held but by rows and records. Without it the graph keeps the largest size it
  /// ever reached, and under long churn that peak, not the layout, sets the memory.
  /// - Complexity: O(1) unless it repacks; a repack is O(node and edge slots), paid for by the
  ///   node creations of its window.
  mutating func repackMarkersIfSparse() {
    guard !stoppedAtWorkLimit, markers.repackIfWasteful() else { return }
    for (index, node) in markers.nodes.enumerated() {
      if node.owner >= 0 { rows[Int(node.owner)].markers.node = Int32(index) }
      if node.leafRecord >= 0 { records[Int(node.leafRecord)].leaf = Int32(index) }
    }
  }
}
