import Foundation

/// The process's resident memory, read from `/proc/self/status` (Linux).
///
/// The peak (VmHWM) can be reset by writing `5` to `/proc/self/clear_refs`, so the growth an
/// engine's build causes is measured as the peak during the build minus the resident size before
/// it. Where `/proc` is missing (macOS) every reading is `nil` and reports show "-".
public enum MemoryUsage {
  /// Resident set size in bytes.
  public static func residentBytes() -> Int? { field("VmRSS:") }

  /// Peak resident set size in bytes since the start or the last ``resetPeak()``.
  public static func peakBytes() -> Int? { field("VmHWM:") }

  /// Resets the kernel's peak counter to the current resident size; `false` when not possible.
  @discardableResult
  public static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  /// A `kB` line of `/proc/self/status`, in bytes.
  private static func field(_ name: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      let number = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
      return number.flatMap { Int($0) }.map { $0 * 1024 }
    }
    return nil
  }
}
