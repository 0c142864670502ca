import LayoutEngines
import LayoutModel

extension LayoutEngine {
  /// Throws ``EngineError/failed(reason:)`` naming the first view whose frame holds a NaN or an
  /// infinity.
  ///
  /// Reading keeps every number within ``Layout/maximumMagnitude``, but an engine's arithmetic
  /// can still overflow or divide by zero; a NaN frame must end as a failure, never as a result
  /// with status 0 (NaN also compares unequal to everything, so agreement alone would not catch
  /// it reliably).
  /// - Complexity: O(values); the frames are computed only when something is wrong.
  public func checkFiniteFrames(ignoring removed: [ViewID] = []) throws(EngineError) {
    var values = values
    // A view removed for good has unspecified values, finite or not.
    ViewVariables.clear(removed, in: &values)
    guard values.contains(where: { !$0.isFinite }) else { return }
    for (index, frame) in layout.frames(fromValues: values).enumerated() {
      for (field, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
      where !value.isFinite {
        throw .failed(
          reason: "produced a non-finite frame: view \(layout.displayName(of: ViewID(index))) has \(field) = \(value)")
      }
    }
    throw .failed(reason: "produced a non-finite value")
  }
}
