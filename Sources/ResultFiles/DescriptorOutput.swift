import Foundation

/// Writing a whole buffer to a file descriptor, for result files (``AtomicFile``) and bench's
/// standard streams alike.
///
/// `write(2)` may write less than asked or be interrupted by a signal; every caller must retry
/// both and report the first real failure, so the loop lives once here.
package enum DescriptorOutput {
  /// Writes `bytes` with `write(2)` (or `writeCall`, which tests make fail) until done, retrying
  /// short writes and interruptions; returns `errno` of the first failure.
  package static func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32,
    using writeCall: (Int32, UnsafeRawPointer, Int) -> Int = systemWrite
  ) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = writeCall(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      offset += written
    }
    return nil
  }
}

/// `write(2)`, named apart from the `write` methods that call it.
package func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
