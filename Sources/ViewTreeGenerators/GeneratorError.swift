import LayoutModel

/// Why a view tree could not be generated.
///
/// A benchmark sweep takes sizes from the command line; an absurd request must come back as a
/// message naming the accepted range, not as a crash or an out-of-memory kill an hour later.
public enum GeneratorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Fewer views than a layout needs (the root and at least one other view).
  case tooFewViews(requested: Int, minimum: Int)
  /// More views than the generators agree to build in memory.
  case tooManyViews(requested: Int, maximum: Int)
  /// The model refused a constraint or view the generator built; a bug in the generator.
  case modelRejected(LayoutError)

  public var description: String {
    switch self {
    case .tooFewViews(let requested, let minimum):
      "cannot generate \(requested) views: at least \(minimum) are needed (the root and one more)"
    case .tooManyViews(let requested, let maximum):
      "cannot generate \(requested) views: at most \(maximum) are supported"
    case .modelRejected(let error): "generator bug, the model refused: \(error)"
    }
  }
}
