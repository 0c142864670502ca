/// Where a view's four numbers sit among a linear system's variables: `4 * view + component`.
///
/// Every engine reads and writes a layout as one flat array, four numbers per view (x, y, width
/// and height of its alignment rect, in ``FrameComponent`` order), and the harness, the fuzzer
/// and the diagnostics go from a view to its numbers and back. The arithmetic was written out
/// at each of those places; it is written here once.
public enum ViewVariables {
  /// Numbers per view.
  public static let perView = 4

  /// How many variables `views` views have.
  @inlinable public static func count(views: Int) -> Int { views &* perView }

  /// The variable of `component` of `view`.
  @inlinable public static func variable(_ component: FrameComponent, of view: ViewID) -> Int32 {
    view.rawValue &* Int32(perView) &+ Int32(component.rawValue)
  }

  /// The index of `component` of the view at `index`, in an array of solved values.
  @inlinable public static func index(_ component: FrameComponent, ofViewAt index: Int) -> Int {
    index &* perView &+ component.rawValue
  }

  /// The indices of `view`'s four values.
  @inlinable public static func range(of view: ViewID) -> Range<Int> {
    let first = index(.x, ofViewAt: view.index)
    return first..<(first + perView)
  }

  /// The view that `variable` belongs to.
  @inlinable public static func view(of variable: Int32) -> ViewID { ViewID(variable / Int32(perView)) }

  /// The index of the view that the value at `index` belongs to.
  @inlinable public static func viewIndex(ofValueAt index: Int) -> Int { index / perView }

  /// Sets the values of `views` to zero, for those `values` holds: a view removed for good has
  /// unspecified values, and zero lets the rest be compared or checked.
  public static func clear(_ views: [ViewID], in values: inout [Double]) {
    for view in views where range(of: view).upperBound <= values.count {
      for index in range(of: view) { values[index] = 0 }
    }
  }
}

extension FrameComponent {
  /// The variable index of this component of `view`.
  @inlinable public func variable(of view: ViewID) -> Int32 { ViewVariables.variable(self, of: view) }
}
