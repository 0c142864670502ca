import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
///
/// Sweeps take minutes; a bar helps at a terminal but would litter logs and pipes, so it stays
/// silent when stderr is redirected. Results never go to stderr, so the bar cannot corrupt them.
public struct ProgressBar {
  public let isEnabled: Bool
  private let width = 30

  public init(isEnabled: Bool = isatty(STDERR_FILENO) != 0) {
    self.isEnabled = isEnabled
  }

  /// Redraws the bar: `[#########.....]  12/60  flat 500 cassowary`.
  public func update(done: Int, total: Int, label: String) {
    guard isEnabled, total > 0 else { return }
    let filled = min(width, done * width / total)
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    let line = "\r[\(bar)] \(done)/\(total)  \(label)"
    FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
  }

  /// Clears the bar's line.
  public func finish() {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
