extension Layout {
  /// Checks every number of the layout against the one documented range, whatever built it:
  /// the root sizes, each view's lengths and priorities, each constraint's multiplier, constant
  /// and priority, the numbers of the file's workloads, and the products of multipliers along
  /// chains of constraints (``checkMultiplierChains()``).
  ///
  /// A scenario file, an Interface Builder document and the public API each build layouts
  /// their own way, and each used to be checked (or not) by its own reader; engines then
  /// refused out-of-range numbers differently (infinity, NaN, "unsatisfiable", a GLPK failure).
  /// The harness calls this once for every layout before any engine runs, so every engine gets
  /// the same one-line error. The range is described in `ScenarioFormat.md`, "Numbers".
  /// - Complexity: O(views + constraints + the workloads' entries), without recursion.
  public func validateNumbers() throws(LayoutError) {
    for size in [rootSize, autoresizingReferenceSize] where !Self.isValidRootSize(size) {
      throw .invalidRootSize(width: size.width, height: size.height)
    }
    for view in views { try Self.checkFinite(view) }
    for constraint in constraints { try checkNumbers(of: constraint) }
    if let workloads { try validateNumbers(of: workloads) }
    try checkMultiplierChains()
  }

  /// The numbers a `workloads` section holds: root sizes, constants, intrinsic sizes and the
  /// replacement constraints of moves and removals.
  private func validateNumbers(of workloads: ScenarioWorkloads) throws(LayoutError) {
    for size in workloads.rootSizes ?? [] where !Self.isValidRootSize(size) {
      throw .invalidRootSize(width: size.width, height: size.height)
    }
    for change in workloads.constants ?? [] {
      for value in change.values {
        try Self.checkMagnitude(value, "constant", owner: "workloads.constants of constraint #\(change.constraintIndex)")
      }
    }
    for change in workloads.intrinsicSizes ?? [] {
      for size in change.sizes {
        let owner = { "workloads.intrinsicSizes of view \(DisplayText.quoted(self.name(of: change.view)))" }
        if let width = size.width { try Self.checkMagnitude(width, "width", owner: owner()) }
        if let height = size.height { try Self.checkMagnitude(height, "height", owner: owner()) }
      }
    }
    for move in workloads.moves ?? [] {
      for replacement in move.replacements { try checkNumbers(of: replacement.constraint) }
    }
    for removal in workloads.removals ?? [] {
      for replacement in removal.replacements { try checkNumbers(of: replacement.constraint) }
    }
  }
}
