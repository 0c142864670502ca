import LayoutEngines
import LayoutFuzz
import LayoutModel
import ScenarioFiles
import Testing

/// The generator: reproducible, as broad as promised, and satisfiable by construction except
/// where it means not to be.
@Suite struct FuzzGeneratorTests {
  @Test func boundedValuesComeFromTheRawOutput() {
    var random = FuzzRandom(seed: 0)
    var again = FuzzRandom(seed: 0)
    // SplitMix64's published first output for seed 0.
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    _ = again.next()
    for bound in [1, 2, 3, 7, 1000] {
      for _ in 0..<200 {
        let value = random.below(bound)
        #expect(value >= 0 && value < bound)
        #expect(value == again.below(bound))
      }
    }
    let unit = random.unit()
    #expect(unit >= 0 && unit < 1)
  }

  @Test(arguments: FuzzFamily.allCases)
  func theSameSeedGivesTheSameLayout(_ family: FuzzFamily) {
    let first = FuzzLayoutGenerator.make(seed: 11, family: family, views: 2...80)
    let second = FuzzLayoutGenerator.make(seed: 11, family: family, views: 2...80)
    let other = FuzzLayoutGenerator.make(seed: 12, family: family, views: 2...80)
    #expect(Scenario(layout: first.layout).jsonData() == Scenario(layout: second.layout).jsonData())
    #expect(Scenario(layout: first.layout).jsonData() != Scenario(layout: other.layout).jsonData())
    let steps = FuzzSequenceGenerator.make(for: first.layout, seed: 11, count: 10)
    #expect(steps == FuzzSequenceGenerator.make(for: second.layout, seed: 11, count: 10))
    #expect(steps.count == 10)
  }

  @Test func viewCountsSpanTheRange() {
    let counts = (1...200).map { FuzzLayoutGenerator.make(seed: UInt64($0), family: .mixed, views: 2...300).layout.viewCount }
    #expect(counts.allSatisfy { (2...300).contains($0) })
    #expect(counts.contains { $0 <= 10 })
    #expect(counts.contains { $0 >= 150 })
  }

  /// Every required row (explicit and implicit) holds at the hidden truth, but for the
  /// deliberate conflicts.
  @Test(arguments: FuzzFamily.allCases)
  func requiredRowsHoldAtTheTruth(_ family: FuzzFamily) {
    let tolerance = CheckTolerance.standard
    for seed in UInt64(1)...30 {
      let generated = FuzzLayoutGenerator.make(seed: seed, family: family, views: 2...120)
      let system = generated.layout.linearSystem()
      for row in system.constraints where row.priority.isRequired {
        if case .explicit(let index) = row.source, generated.conflictConstraints.contains(index) { continue }
        let violation = CheckTolerance.violation(of: row, at: generated.truth)
        let allowance = tolerance.allowance(forMagnitude: CheckTolerance.magnitude(of: row, at: generated.truth))
        #expect(violation <= allowance, "\(family) seed \(seed): \(generated.layout.describe(row.source)) off by \(violation)")
      }
    }
  }

  @Test func theConflictingFamilyIsUnsatisfiable() throws {
    let checker = LayoutChecker()
    var withConflicts = 0
    for seed in UInt64(1)...24 {
      let generated = FuzzLayoutGenerator.make(seed: seed, family: .conflicting, views: 2...60)
      guard !generated.conflictConstraints.isEmpty else { continue }
      withConflicts += 1
      // Values at the truth break only the conflicts, and the LP confirms nothing does better.
      let verdict = checker.check(layout: generated.layout, outcome: .solved(generated.truth))
      #expect(verdict.failure == .missedConflict, "seed \(seed): \(verdict)")
    }
    #expect(withConflicts >= 18)
  }

  @Test func familiesHaveTheirCharacter() {
    func layouts(_ family: FuzzFamily) -> [Layout] {
      (1...20).map { FuzzLayoutGenerator.make(seed: UInt64($0), family: family, views: 40...120).layout }
    }
    let priorities = layouts(.priorities).map { layout in
      Set(layout.constraints.map(\.priority.rawValue)).count
    }
    #expect(priorities.max() ?? 0 >= 40)
    #expect(layouts(.priorities).contains { $0.constraints.contains { $0.priority.rawValue.rounded() != $0.priority.rawValue } })
    let multipliers = layouts(.chain).flatMap(\.constraints).map(\.multiplier)
    for wanted in [1.0 / 3, 0.7, 0.125, 0.909091] { #expect(multipliers.contains(wanted)) }
    let intrinsic = layouts(.intrinsic).flatMap(\.views).filter { $0.intrinsicContentSize != .none }
    #expect(intrinsic.count >= 100)
    let tight = layouts(.chain).flatMap(\.constraints).filter { $0.priority.isRequired && $0.relation != .equal }
    #expect(tight.count >= 50)
    // DAG constraints reach past the parent and the previous view.
    let dag = layouts(.dag)
    let far = dag.flatMap { layout in
      layout.constraints.filter { c in
        guard let second = c.second, second != .root else { return false }
        return layout[c.first].parent != second && abs(c.first.index - second.index) > 1
      }
    }
    #expect(far.count >= 100)
  }
}
