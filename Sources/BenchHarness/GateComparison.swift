import Foundation

/// How far each gated figure may move before the gate fails, and why.
///
/// Each tolerance was chosen from repeated runs on a 2-core shared machine, quiet and with both
/// cores saturated by other processes (see `Results/GATE.md`): wide enough that noise does not
/// fail a correct change, narrow enough that a real regression
/// (an algorithm that went from linear to quadratic, an incremental path that became a rebuild)
/// cannot pass.
public struct GateTolerances: Hashable, Sendable {
  /// How much a build exponent may exceed the baseline's. Fits to the fastest run of three
  /// sizes repeat within ±0.03 on a quiet machine; with both cores saturated by other processes
  /// the largest size suffers most (its tableau leaves the cache) and a fit rose by 0.17. So 0.2,
  /// with the ceiling below catching slow creep, while quadratic growth (+1.0) fails at once.
  public var exponentMargin: Double
  /// The largest build exponent accepted whatever the baseline says: building a layout must stay
  /// close to linear, and 1.25 is already 1.8× the linear time at 10× the size.
  public var exponentCeiling: Double
  /// By what factor a speed-up may fall below the baseline's. Within one run both engines see
  /// the same machine, so its speed cancels, but not its load: with both cores saturated by
  /// other processes the memory-bound 10,000-view resize ratio fell 2.5×. Losing an incremental
  /// path costs 20× (resize) to 1000× (constant), so 3× still catches every such regression.
  public var speedupFactor: Double
  /// How much a work counter may grow over the baseline (0.05: 5%). Counters are exact, so this
  /// is not for noise but for deliberate trade-offs small enough not to need a new baseline.
  public var counterGrowth: Double
  /// By what factor a calibrated time may exceed the baseline's before the report mentions it;
  /// never fails the gate.
  public var calibratedNoteFactor: Double

  public init(
    exponentMargin: Double = 0.2, exponentCeiling: Double = 1.25, speedupFactor: Double = 3,
    counterGrowth: Double = 0.05, calibratedNoteFactor: Double = 1.5
  ) {
    self.exponentMargin = exponentMargin
    self.exponentCeiling = exponentCeiling
    self.speedupFactor = speedupFactor
    self.counterGrowth = counterGrowth
    self.calibratedNoteFactor = calibratedNoteFactor
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
  /// Every check of `measured` against `baseline`, in a fixed order: agreement and failures,
  /// build exponents, speed-ups, counters, then the reported-only figures.
  public static func compare(
    measured: GateFigures, baseline: GateFigures, tolerances t: GateTolerances = .standard,
    timingsGated: Bool = true
  ) -> GateReport {
    var findings: [GateFinding] = []
    func add(_ status: GateFinding.Status, _ subject: String, _ detail: String) {
      findings.append(GateFinding(status: status, subject: subject, detail: detail))
    }
    for line in measured.disagreements { add(.regressed, "agreement", line) }
    for line in measured.failures { add(.regressed, "measurement", line) }
    if measured.disagreements.isEmpty { add(.ok, "agreement", "every engine agrees with the reference") }

    let timingStatus: GateFinding.Status = timingsGated ? .regressed : .note
    for (key, base) in baseline.buildExponents.sorted(by: { $0.key < $1.key }) {
      let subject = "exponent \(key)"
      guard let value = measured.buildExponents[key] else {
        add(timingStatus, subject, "not measured (baseline \(fixed(base)))")
        continue
      }
      let limit = min(base + t.exponentMargin, t.exponentCeiling)
      let text = "\(fixed(value)) vs baseline \(fixed(base)), limit \(fixed(limit))"
      add(value > limit ? timingStatus : .ok, subject, text)
    }
    for (key, base) in baseline.speedups.sorted(by: { $0.key < $1.key }) {
      let subject = "speed-up \(key)"
      guard let value = measured.speedups[key] else {
        add(timingStatus, subject, "not measured (baseline \(fixed(base))×)")
        continue
      }
      let limit = base / t.speedupFactor
      let text = "\(fixed(value))× vs baseline \(fixed(base))× (\(percent(value / base - 1))), limit \(fixed(limit))×"
      add(value < limit ? timingStatus : .ok, subject, text)
    }
    for (key, base) in baseline.counters.sorted(by: { $0.key < $1.key }) {
      guard let counters = measured.counters[key] else {
        add(.regressed, "counters \(key)", "not measured")
        continue
      }
      for ((name, value), (_, old)) in zip(counters.named, base.named) {
        let subject = "counters \(key) \(name)"
        let limit = Double(old) * (1 + t.counterGrowth)
        let change = old > 0 ? percent(Double(value) / Double(old) - 1) : value == 0 ? "unchanged" : "was 0"
        let text = "\(value) vs baseline \(old) (\(change)), limit \(Int(limit.rounded(.down)))"
        if Double(value) > limit {
          add(.regressed, subject, text)
        } else if Double(value) < Double(old) * (1 - t.counterGrowth) {
          add(.improved, subject, text + "; run `bench gate --update` to lock it in")
        } else {
          add(.ok, subject, text)
        }
      }
    }
    for key in Set(measured.counters.keys).subtracting(baseline.counters.keys).sorted() {
      add(.note, "counters \(key)", "not in the baseline; run `bench gate --update`")
    }
    for (key, base) in baseline.watchedExponents.sorted(by: { $0.key < $1.key }) {
      guard let value = measured.watchedExponents[key] else { continue }
      let high = value > base + 2 * t.exponentMargin
      add(high ? .note : .ok, "exponent \(key) (not gated)", "\(fixed(value)) vs baseline \(fixed(base))")
    }
    for (key, base) in baseline.calibratedTimes.sorted(by: { $0.key < $1.key }) {
      guard let value = measured.calibratedTimes[key] else { continue }
      let high = value > base * t.calibratedNoteFactor
      add(high ? .note : .ok, "calibrated \(key) (not gated)", "\(fixed(value)) vs baseline \(fixed(base)) calibration loops")
    }
    return GateReport(findings: findings, hasDisagreement: !measured.disagreements.isEmpty)
  }

  static func fixed(_ value: Double) -> String {
    String(format: value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : "%.2f", value)
  }

  static func percent(_ fraction: Double) -> String {
    String(format: "%+.1f%%", fraction * 100)
  }
}
