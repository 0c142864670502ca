import LayoutModel

extension Scenario {
  /// Checks every number of the scenario against the one documented range: the layout's
  /// (``LayoutModel/Layout/validateNumbers()``) and those of its `workloads` section, before the
  /// products of multipliers along chains of constraints.
  ///
  /// The harness calls this once for every scenario, however read (a JSON file, an Interface
  /// Builder document, tiled or not), before any engine runs, so every engine refuses an
  /// out-of-range number with the same one-line error. The range is described in
  /// `ScenarioFormat.md`, "Numbers".
  /// - Complexity: O(views + constraints + the workloads' entries), without recursion.
  public func validateNumbers() throws(LayoutError) {
    try layout.validateNumbersBeforeChains()
    if let workloads { try validateNumbers(of: workloads) }
    try layout.checkMultiplierChains()
  }

  /// The numbers a `workloads` section holds: root sizes, constants, intrinsic sizes and the
  /// replacement constraints of moves and removals.
  private func validateNumbers(of workloads: ScenarioWorkloads) throws(LayoutError) {
    for size in workloads.rootSizes ?? [] where !Layout.isValidRootSize(size) {
      throw .invalidRootSize(width: size.width, height: size.height)
    }
    for change in workloads.constants ?? [] {
      for value in change.values {
        try Layout.checkMagnitude(value, "constant", owner: "workloads.constants of constraint #\(change.constraintIndex)")
      }
    }
    for change in workloads.intrinsicSizes ?? [] {
      for size in change.sizes {
        let owner = { "workloads.intrinsicSizes of view \(DisplayText.quoted(layout.name(of: change.view)))" }
        if let width = size.width { try Layout.checkMagnitude(width, "width", owner: owner()) }
        if let height = size.height { try Layout.checkMagnitude(height, "height", owner: owner()) }
      }
    }
    for move in workloads.moves ?? [] {
      for replacement in move.replacements { try layout.checkNumbers(of: replacement.constraint) }
    }
    for removal in workloads.removals ?? [] {
      for replacement in removal.replacements { try layout.checkNumbers(of: replacement.constraint) }
    }
  }
}
