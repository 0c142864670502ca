import LayoutModel

/// Whether two numbers agree within an absolute or a relative tolerance, whichever is looser.
///
/// Solvers return floating-point frames that differ from hand-computed ones by rounding, and the
/// error grows with the magnitude of the numbers; a fixed absolute bound is too strict for large
/// coordinates and a purely relative one is too strict near zero. Every test in the package
/// compares numbers through this one function so that "close enough" means the same everywhere.
/// NaN never compares equal; equal infinities do.
public func isApproximatelyEqual(
  _ a: Double, _ b: Double, absolute: Double = 1e-6, relative: Double = 1e-9
) -> Bool {
  if a == b { return true }
  guard a.isFinite, b.isFinite else { return false }
  let difference = abs(a - b)
  return difference <= absolute || difference <= relative * max(abs(a), abs(b))
}

/// Whether every coordinate of two rectangles agrees, as ``isApproximatelyEqual(_:_:absolute:relative:)``.
public func isApproximatelyEqual(
  _ a: Rect, _ b: Rect, absolute: Double = 1e-6, relative: Double = 1e-9
) -> Bool {
  isApproximatelyEqual(a.x, b.x, absolute: absolute, relative: relative)
    && isApproximatelyEqual(a.y, b.y, absolute: absolute, relative: relative)
    && isApproximatelyEqual(a.width, b.width, absolute: absolute, relative: relative)
    && isApproximatelyEqual(a.height, b.height, absolute: absolute, relative: relative)
}

/// Whether two frame lists have the same length and agree rectangle by rectangle.
public func isApproximatelyEqual(
  _ a: [Rect], _ b: [Rect], absolute: Double = 1e-6, relative: Double = 1e-9
) -> Bool {
  a.count == b.count
    && zip(a, b).allSatisfy { isApproximatelyEqual($0, $1, absolute: absolute, relative: relative) }
}
