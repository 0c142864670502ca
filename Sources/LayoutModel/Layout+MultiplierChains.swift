import Foundation

extension Layout {
  /// The smallest magnitude a non-zero multiplier may have: the inverse of ``maximumMagnitude``.
  public static let minimumMultiplier: Double = 1 / maximumMagnitude

  /// Refuses a layout whose constraints chain multipliers into a scale beyond
  /// ``maximumMagnitude`` (or below its inverse), naming the two attributes at the ends of the
  /// chain.
  ///
  /// Each multiplier may be within range while their product is not: sixty constraints
  /// `a.width == 1e7 * b.width` in a row ask for 10⁴²⁰, which the engines computed as infinity
  /// or NaN, or which GLPK called unsatisfiable, each differently. Checked before any engine
  /// runs, every engine refuses such a layout with the same message. The product is the largest
  /// over every path of constraints that visits no attribute twice, each multiplier taken in the
  /// direction the path crosses it (``MultiplierGraph/largestCompounding()``): exact unless the
  /// constraints form cycles whose products differ from 1, where it is the largest some path
  /// reaches (the largest of all is NP-hard to find there). The replacement constraints of the
  /// file's moves and removals are checked one by one (``validateNumbers()``), not along
  /// chains: taken all together with the originals they make paths that never exist at once,
  /// and a generated `flat` layout's re-anchoring moves reached 10^82 that way.
  /// - Complexity: O(constraints), without recursion.
  public func checkMultiplierChains() throws(LayoutError) {
    let graph = MultiplierGraph(constraints)
    guard let compounding = graph.largestCompounding(),
      compounding.logarithm > log(Self.maximumMagnitude) + 1e-9
    else { return }
    func name(_ node: Int32) -> String {
      "\(displayName(of: ViewID(graph.nodeView[Int(node)]))).\(graph.nodeAttribute[Int(node)].rawValue)"
    }
    throw .multiplierChainOutOfRange(
      from: name(compounding.from), to: name(compounding.to), decimalExponent: compounding.logarithm / log(10),
      isExact: compounding.isExact)
  }
}
