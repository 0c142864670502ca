extension Layout {
  /// Checks every number of the layout against the one documented range, whatever built it:
  /// the root sizes, each view's lengths and priorities, each constraint's multiplier, constant
  /// and priority, and the products of multipliers along chains of constraints
  /// (``checkMultiplierChains()``).
  ///
  /// A scenario file, an Interface Builder document and the public API each build layouts
  /// their own way, and each used to be checked (or not) by its own reader; engines then
  /// refused out-of-range numbers differently (infinity, NaN, "unsatisfiable", a GLPK failure).
  /// The harness checks every layout before any engine runs (a scenario's with its workloads'
  /// numbers, `Scenario.validateNumbers()`), so every engine gets the same one-line error. The
  /// range is described in `ScenarioFormat.md`, "Numbers".
  /// - Complexity: O(views + constraints), without recursion.
  public func validateNumbers() throws(LayoutError) {
    try validateNumbersBeforeChains()
    try checkMultiplierChains()
  }

  /// ``validateNumbers()`` without the multiplier chains: the root sizes, views and
  /// constraints one by one, so that a scenario can check its workloads' numbers after these and
  /// before the chains, in the order of the file.
  package func validateNumbersBeforeChains() throws(LayoutError) {
    for size in [rootSize, autoresizingReferenceSize] where !Self.isValidRootSize(size) {
      throw .invalidRootSize(width: size.width, height: size.height)
    }
    for view in views { try Self.checkFinite(view) }
    for constraint in constraints { try checkNumbers(of: constraint) }
  }
}
