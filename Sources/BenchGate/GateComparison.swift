import Foundation
import Measurement

/// How far each gated figure may move before the gate fails, and why.
///
/// Both kinds of figure are exact for a given binary, so the tolerances are not for noise: they
/// are for the small deliberate trade-offs that do not deserve a new baseline, and for what
/// differs between the machine that wrote the baseline and the one checking it (see
/// `docs/GATE.md`).
public struct GateTolerances: Hashable, Sendable {
  /// How much a work counter may grow over the baseline (0.05: 5%). Counters are the same on
  /// every machine; a change of algorithm that does more counted work moves them by far more.
  public var counterGrowth: Double
  /// How much an instruction count may grow over the baseline (0.03: 3%). Callgrind counts the
  /// same binary the same way on every run, loaded or not (repeat runs agreed exactly), so the
  /// 3% is for small deliberate trade-offs. The real processor does not matter: valgrind
  /// presents a fixed model chosen by the host's feature level (this AMD EPYC runs as an Intel
  /// Core i7-4910MQ), so the C library picks the same memory-copy variant, which is some 10%
  /// of a build's instructions, on any AVX2 host. A 2× slowdown of a core operation moves the
  /// items it dominates by 12% to 97%.
  public var instructionGrowth: Double
  /// How much the growth of an item's instruction count between its two sizes (the count at
  /// the larger size over the count at the smaller) may exceed the baseline's (0.03: 3%). Both
  /// counts are exact, so this is for deliberate trade-offs too; it names a change of growth
  /// rate as such, even when the count at the smaller size fell and hides it.
  public var sizeGrowth: Double
  /// Instructions an item may grow by beyond ``instructionGrowth``, whatever its size (50,000).
  ///
  /// Why: a count is exact for one binary and one heap, but the heap an item starts on depends
  /// on everything allocated before it, and glibc's `malloc` walks its free lists for longer on
  /// some heaps than on others. On the GLPK items of about a million instructions that moved
  /// `glpk/remove/deep/100` by 38,000 to 40,000 instructions (+3.7% to +4.1%) between builds
  /// whose own code for it was the same (a smaller `Layout` elsewhere, a patch in the solver
  /// GLPK never calls), and failed unchanged code. 50,000 is under 0.2% of every cassowary
  /// build item, and 5% of the smallest items.
  public var instructionSlack: Int

  public init(
    counterGrowth: Double = 0.05, instructionGrowth: Double = 0.03, sizeGrowth: Double = 0.03,
    instructionSlack: Int = 50_000
  ) {
    self.counterGrowth = counterGrowth
    self.instructionGrowth = instructionGrowth
    self.sizeGrowth = sizeGrowth
    self.instructionSlack = instructionSlack
  }

  /// The tolerances `bench gate` uses.
  public static let standard = GateTolerances()
}

/// One line of a gate report: a check and how it came out.
public struct GateFinding: Hashable, Sendable {
  public enum Status: String, Sendable, Comparable {
    case ok
    /// Better than the baseline by more than the tolerance: worth a `--update`.
    case improved
    /// Outside the tolerance on a figure that is reported but not gated.
    case note
    case regressed = "REGRESSED"

    private var rank: Int { [.ok: 0, .improved: 1, .note: 2, .regressed: 3][self] ?? 3 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  public var status: Status
  /// What was checked, e.g. `counters build/deep/10000 cellOperations`.
  public var subject: String
  /// Baseline, measurement and limit, in words.
  public var detail: String
}

/// The outcome of comparing a run's figures with a baseline.
public struct GateReport: Hashable, Sendable {
  public var findings: [GateFinding]
  /// Whether some engine's frames disagreed with the reference.
  public var hasDisagreement: Bool

  /// Whether the gate passes: no regression and no disagreement.
  public var passed: Bool { !hasDisagreement && !findings.contains { $0.status == .regressed } }

  public var regressions: [GateFinding] { findings.filter { $0.status == .regressed } }
}

/// Compares measured gate figures with a baseline's.
///
/// Pure logic, no measuring, so tests can feed it any pair of figures.
public enum GateComparison {
  /// Why instruction counts are not gated in a comparison, when they are not.
  public enum InstructionsSkipped: Hashable, Sendable {
    /// They were not counted in this run (a debug build, `--no-instructions`).
    case notCounted(reason: String)
    /// The baseline's were taken on another platform; the differences, one per entry.
    case otherPlatform([String])
  }

  /// Every check of `measured` against `baseline`, in a fixed order: agreement and failures,
  /// counters, instructions. A counter or count that is zero in both is not a check.
  public static func compare(
    measured: GateFigures, baseline: GateFigures, tolerances t: GateTolerances = .standard,
    instructionsSkipped: InstructionsSkipped? = nil
  ) -> GateReport {
    var findings: [GateFinding] = []
    func add(_ status: GateFinding.Status, _ subject: String, _ detail: String) {
      findings.append(GateFinding(status: status, subject: subject, detail: detail))
    }
    for line in measured.disagreements { add(.regressed, "agreement", line) }
    for line in measured.failures { add(.regressed, "measurement", line) }
    if measured.disagreements.isEmpty { add(.ok, "agreement", "every engine agrees with the reference") }

    for (key, base) in baseline.counters.sorted(by: { $0.key < $1.key }) {
      guard let counters = measured.counters[key] else {
        add(.regressed, "counters \(key)", "not measured")
        continue
      }
      var steady: [String] = []
      for name in counters.names(unionWith: base) {
        let (status, text) = judge(counters[name], against: base[name], growth: t.counterGrowth)
        if status == .ok, counters[name] == base[name] {
          steady.append("\(name) \(counters[name])")
        } else {
          add(status, "counters \(key) \(name)", text)
        }
      }
      if !steady.isEmpty { add(.ok, "counters \(key)", "unchanged: " + steady.joined(separator: ", ")) }
    }
    for key in Set(measured.counters.keys).subtracting(baseline.counters.keys).sorted() {
      add(.note, "counters \(key)", "not in the baseline; run `bench gate --update`")
    }

    switch instructionsSkipped {
    case .notCounted(let reason)? where !baseline.instructions.isEmpty:
      add(.note, "instructions", "not counted (\(reason)); the baseline has \(baseline.instructions.count) counts")
    case .otherPlatform(let differences)?:
      add(.note, "instructions", "not gated: the baseline was counted on another platform ("
        + differences.joined(separator: "; ") + "); shown for information")
      for (key, base) in baseline.instructions.sorted(by: { $0.key < $1.key }) {
        guard let value = measured.instructions[key] else { continue }
        add(.note, "instructions \(key)", judge(value, against: base, growth: t.instructionGrowth, slack: t.instructionSlack).text)
      }
    default:
      for (key, base) in baseline.instructions.sorted(by: { $0.key < $1.key }) {
        guard let value = measured.instructions[key] else {
          add(.regressed, "instructions \(key)", "not measured")
          continue
        }
        let (status, text) = judge(value, against: base, growth: t.instructionGrowth, slack: t.instructionSlack)
        add(status, "instructions \(key)", text)
      }
      for key in Set(measured.instructions.keys).subtracting(baseline.instructions.keys).sorted() {
        add(.note, "instructions \(key)", "not in the baseline; run `bench gate --update`")
      }
      let measuredGrowth = sizeGrowth(measured.instructions)
      for (key, base) in sizeGrowth(baseline.instructions).sorted(by: { $0.key < $1.key }) {
        guard let value = measuredGrowth[key] else { continue }  // a missing count is reported above
        let limit = base * (1 + t.sizeGrowth)
        let text = "\(fixed(value))× vs baseline \(fixed(base))× (\(percent(value / base - 1))), limit \(fixed(limit))×"
        if value > limit {
          add(.regressed, "growth \(key)", text)
        } else if value < base * (1 - t.sizeGrowth) {
          add(.improved, "growth \(key)", text + "; run `bench gate --update` to lock it in")
        } else {
          add(.ok, "growth \(key)", text)
        }
      }
    }
    return GateReport(findings: findings, hasDisagreement: !measured.disagreements.isEmpty)
  }

  /// The growth of each item's instruction count between its smallest and largest size, by
  /// `subject/workload/shape small→large` (`cassowary/build/deep 1000→10000`): the count at
  /// the larger size over the count at the smaller. Items counted at one size have none.
  public static func sizeGrowth(_ counts: [String: Int]) -> [String: Double] {
    var bySize: [String: [(views: Int, count: Int)]] = [:]
    for (key, count) in counts {
      guard let slash = key.lastIndex(of: "/"), let views = Int(key[key.index(after: slash)...]) else { continue }
      bySize[String(key[..<slash]), default: []].append((views, count))
    }
    var growth: [String: Double] = [:]
    for (work, sizes) in bySize where sizes.count >= 2 {
      let sorted = sizes.sorted { $0.views < $1.views }
      guard let small = sorted.first, let large = sorted.last, small.count > 0 else { continue }
      growth["\(work) \(small.views)→\(large.views)"] = Double(large.count) / Double(small.count)
    }
    return growth
  }

  /// A measured figure against its baseline value: regressed above `base × (1 + growth) +
  /// slack`, improved below `base × (1 − growth) − slack`, otherwise ok.
  static func judge(
    _ value: Int, against base: Int, growth: Double, slack: Int = 0
  ) -> (status: GateFinding.Status, text: String) {
    let limit = Double(base) * (1 + growth) + Double(slack)
    let change = base > 0 ? percent(Double(value) / Double(base) - 1) : "was 0"
    let text = "\(value) vs baseline \(base) (\(change)), limit \(Int(limit.rounded(.down)))"
    if Double(value) > limit { return (.regressed, text) }
    if Double(value) < Double(base) * (1 - growth) - Double(slack) {
      return (.improved, text + "; run `bench gate --update` to lock it in")
    }
    return (.ok, text)
  }

  static func fixed(_ value: Double) -> String {
    String(format: value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : "%.2f", value)
  }

  static func percent(_ fraction: Double) -> String {
    String(format: "%+.1f%%", fraction * 100)
  }
}
