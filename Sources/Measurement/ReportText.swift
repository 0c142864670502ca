import Foundation

/// The text pieces every report shares: durations with a unit, columns aligned.
///
/// The sweep's warnings, the Xcode agreement report and the result tables all print durations and
/// columns, so they format them in one place and read alike.
public enum ReportText {
  /// A duration with three significant digits and a unit: `812 ns`, `1.23 ms`, `4.10 s`.
  public static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "inf" }
    let (value, unit): (Double, String) =
      seconds >= 1 ? (seconds, "s") : seconds >= 1e-3 ? (seconds * 1e3, "ms")
      : seconds >= 1e-6 ? (seconds * 1e6, "µs") : (seconds * 1e9, "ns")
    let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
    return String(format: "%.\(digits)f \(unit)", value)
  }

  /// Rows padded into columns two spaces apart; numbers stay left-aligned for simplicity.
  public static func aligned(_ rows: [[String]]) -> [String] {
    var widths: [Int] = []
    for row in rows {
      for (index, text) in row.enumerated() {
        if widths.count <= index { widths.append(0) }
        widths[index] = max(widths[index], text.count)
      }
    }
    return rows.map { row in
      row.enumerated().map { index, text in
        index == row.count - 1 ? text : text + String(repeating: " ", count: widths[index] - text.count)
      }.joined(separator: "  ")
    }
  }
}
