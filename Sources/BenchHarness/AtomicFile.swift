import Foundation

/// Writes a file so that readers see either the old contents or the new, never a partial write.
///
/// A sweep can be interrupted at any moment; writing to a temporary name in the same directory
/// and renaming it over the target is atomic on POSIX file systems, so an existing result file
/// survives a crash intact.
public enum AtomicFile {
  /// Writes `data` to `path` through a temporary file in the same directory.
  public static func write(_ data: Data, to path: String) throws(BenchError) {
    let target = URL(fileURLWithPath: path)
    let directory = target.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try data.write(to: temporary, options: [])
    } catch {
      throw .cannotWrite(path: path, reason: Self.reason(error))
    }
    if rename(temporary.path, target.path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .cannotWrite(path: path, reason: reason)
    }
  }

  /// Writes UTF-8 text.
  public static func write(_ text: String, to path: String) throws(BenchError) {
    try write(Data(text.utf8), to: path)
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
  }
}
