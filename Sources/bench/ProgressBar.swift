import Foundation
import Measurement
import ResultFiles

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
///
/// Sweeps take minutes; a bar helps at a terminal but would litter logs and pipes, so it stays
/// silent when stderr is redirected. Results never go to stderr, so the bar cannot corrupt them.
/// The estimate of what is left assumes the remaining work costs what the work so far did per
/// unit (the sweep weighs each engine run by its view count), so it is rough early on.
public final class ProgressBar: @unchecked Sendable {
  public let isEnabled: Bool
  private let width = 24
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  public init(isEnabled: Bool = isatty(STDERR_FILENO) != 0) {
    self.isEnabled = isEnabled
    start = clock.now
  }

  /// Redraws the bar: `[##########..............]  42%  1m05s elapsed, ~1m30s left  flat 500 glpk`.
  public func update(done: Int, total: Int, label: String) {
    guard isEnabled, total > 0 else { return }
    Diagnostics.write("\r" + Self.line(done: done, total: total, elapsed: elapsed, label: label, width: width) + "\u{1B}[K")
  }

  /// The bar's text, without the carriage return and the erase code.
  static func line(done: Int, total: Int, elapsed: Double, label: String, width: Int = 24) -> String {
    let fraction = min(1, max(0, Double(done) / Double(total)))
    let filled = Int((fraction * Double(width)).rounded(.down))
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    var text = "[\(bar)] \(Int((fraction * 100).rounded(.down)))%  \(duration(elapsed)) elapsed"
    if done > 0, done < total {
      text += ", ~\(duration(elapsed * Double(total - done) / Double(done))) left"
    }
    return text + "  " + label
  }

  /// `8s`, `1m05s`, `2h03m`.
  static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "?" }
    let whole = Int(seconds.rounded())
    if whole < 60 { return "\(whole)s" }
    if whole < 3600 { return "\(whole / 60)m" + String(format: "%02ds", whole % 60) }
    return "\(whole / 3600)h" + String(format: "%02dm", (whole % 3600) / 60)
  }

  private var elapsed: Double {
    let (seconds, attoseconds) = start.duration(to: clock.now).components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// Erases the bar so a message can take its line; the next update draws it again.
  public func clear() {
    guard isEnabled else { return }
    Diagnostics.write("\r\u{1B}[K")
  }

  /// Clears the bar's line.
  public func finish() {
    clear()
  }
}
