import LayoutModel
import Testing

@testable import ViewTreeGenerators

/// Checks that every generated frame is determined: the required equalities, with each intrinsic
/// size taken as fixed, have full rank over the four variables of every view.
///
/// Labels' sizes come from hugging and compression priorities rather than required rows; fixing
/// them at their intrinsic sizes checks everything else (positions and all other sizes), and the
/// generators' documentation argues the labels' own uniqueness.
@Suite struct UniquenessTests {
  @Test(arguments: Shape.allCases, [10, 41])
  func requiredEqualitiesDetermineEveryFrame(shape: Shape, views: Int) throws {
    let layout = try ViewTreeGenerator.make(shape: shape, views: views, seed: 11).layout
    let system = layout.linearSystem()
    var rows: [[Double]] = []
    for row in system.constraints where row.relation == .equal && row.priority.isRequired {
      var dense = [Double](repeating: 0, count: system.variableCount)
      for term in row.terms { dense[Int(term.variable)] += term.coefficient }
      rows.append(dense)
    }
    for (index, view) in layout.views.enumerated() {
      for (component, value) in [(FrameComponent.width, view.intrinsicContentSize.width),
                                 (.height, view.intrinsicContentSize.height)] where value != nil {
        var dense = [Double](repeating: 0, count: system.variableCount)
        dense[Int(component.variable(of: ViewID(index)))] = 1
        rows.append(dense)
      }
    }
    #expect(rank(rows) == system.variableCount)
  }

  /// The rank of a dense matrix by Gaussian elimination with partial pivoting.
  private func rank(_ matrix: [[Double]]) -> Int {
    var m = matrix
    guard let columns = m.first?.count else { return 0 }
    var rank = 0
    for column in 0..<columns where rank < m.count {
      var pivot = rank
      for r in rank..<m.count where abs(m[r][column]) > abs(m[pivot][column]) { pivot = r }
      guard abs(m[pivot][column]) > 1e-9 else { continue }
      m.swapAt(rank, pivot)
      for r in (rank + 1)..<m.count where m[r][column] != 0 {
        let factor = m[r][column] / m[rank][column]
        for c in column..<columns { m[r][c] -= factor * m[rank][c] }
      }
      rank += 1
    }
    return rank
  }
}
