import Foundation

/// The JSON form of a report: `{"metadata": {...}, "records": [...], "exponents": [...]}`.
///
/// Times are in seconds; non-finite numbers (an infinite difference) are written as `null` since
/// JSON has no infinity.
enum ResultJSON {
  static func render(_ report: BenchReport) -> String {
    let meta = report.metadata
    let metadata: [String: Any] = [
      "date": meta.date, "git": meta.gitRevision, "cpu": meta.cpu, "cores": meta.cores,
      "os": meta.operatingSystem, "swift": meta.swiftVersion,
      "configuration": meta.buildConfiguration, "seed": String(meta.seed), "options": meta.options,
      "tolerance": FrameAgreement.tolerance,
    ]
    let records: [[String: Any]] = report.records.map { record in
      var workloads: [String: Any] = [:]
      for workload in report.workloads {
        workloads[workload.rawValue] = outcome(record.outcomes[workload])
      }
      return [
        "input": record.input, "engine": record.engine, "views": record.views,
        "constraints": record.constraints, "workloads": workloads,
        "buildMemoryBytes": record.buildMemory as Any? ?? NSNull(),
        "agreement": verdict(record.agreement),
        "checkpoints": record.checkpoints.map(verdict),
      ]
    }
    let exponents: [[String: Any]] = report.exponents.map {
      ["input": $0.input, "engine": $0.engine, "workload": $0.workload.rawValue,
       "exponent": number($0.exponent), "sizes": $0.points]
    }
    let object: [String: Any] = ["metadata": metadata, "records": records, "exponents": exponents]
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func number(_ value: Double?) -> Any {
    guard let value, value.isFinite else { return NSNull() }
    return value
  }

  private static func outcome(_ outcome: MeasurementOutcome?) -> [String: Any] {
    switch outcome {
    case .measured(let summary, let truncated)?:
      ["status": "measured", "samples": summary.samples, "median": summary.median, "p90": summary.p90,
       "min": summary.minimum, "max": summary.maximum, "truncated": truncated]
    case .overLimit(let estimated, let seconds)?:
      ["status": "over limit", "estimated": estimated, "seconds": number(seconds)]
    case .notSupported(let reason)?: ["status": "not supported", "reason": reason]
    case .unavailable(let reason)?: ["status": "unavailable", "reason": reason]
    case .failed(let reason)?: ["status": "failed", "reason": reason]
    case .notApplicable?, nil: ["status": "not applicable"]
    }
  }

  private static func verdict(_ verdict: AgreementVerdict) -> [String: Any] {
    [
      "kind": verdict.kind.rawValue, "maxDifference": number(verdict.maxDifference),
      "views": verdict.views, "checkpoint": verdict.checkpoint as Any? ?? NSNull(),
      "detail": verdict.detail as Any? ?? NSNull(),
    ]
  }
}
