import CAllocatorStatistics
import Foundation

/// The process's memory: the heap allocator's count of live bytes, and the resident set read
/// from `/proc/self/status` (Linux).
///
/// What an engine retains is measured with ``allocatedBytes()`` before and after creating it,
/// with the engine kept alive: allocated minus freed, exactly as the allocator counts it, so
/// figures are comparable across engines and runs. Resident memory only tells how far the
/// process's pages grew (memory freed by an earlier engine is reused without growing it), so it
/// serves `bench check`'s peak only. Where `/proc` is missing (macOS) the resident readings are
/// `nil`; the allocator's count works on glibc and macOS.
public enum MemoryUsage {
  /// Bytes the heap allocator holds for live allocations (glibc's `mallinfo2`: in-use arena
  /// bytes plus mmapped chunks; macOS: every zone's size in use), chunk overhead included;
  /// `nil` where the allocator does not say.
  /// - Complexity: glibc walks its free lists, so this is not free: never call it inside a
  ///   timed region.
  public static func allocatedBytes() -> Int? {
    let bytes = layoutbench_allocated_bytes()
    return bytes >= 0 ? Int(bytes) : nil
  }

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
