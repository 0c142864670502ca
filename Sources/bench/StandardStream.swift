import Foundation
import LayoutModel
import Measurement
import ResultFiles

/// Writes to a file descriptor and reports every failure, for standard output and error.
///
/// `FileHandle.write(_:)` traps when the write fails (a full disk, a closed pipe) and `print`
/// drops the failure silently, so a table written to a full device used to exit 0 with the
/// results lost. Every write here either completes or throws a ``BenchError`` naming the stream.
public struct StreamWriter: Sendable {
  /// The descriptor written to.
  public var descriptor: Int32
  /// The stream's name in messages ("standard output").
  public var name: String

  public init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
  }

  /// Standard output: results, tables, frames.
  public static let output = StreamWriter(descriptor: STDOUT_FILENO, name: "standard output")
  /// Standard error: errors, warnings, progress.
  public static let error = StreamWriter(descriptor: STDERR_FILENO, name: "standard error")

  /// Writes all of `bytes`, retrying short writes and interruptions.
  public func write(_ bytes: some Collection<UInt8>) throws(BenchError) {
    let failure: Int32? = bytes.withContiguousStorageIfAvailable { buffer in
      DescriptorOutput.writeAll(UnsafeRawBufferPointer(buffer), to: descriptor)
    } ?? Array(bytes).withUnsafeBytes { DescriptorOutput.writeAll($0, to: descriptor) }
    if let failure { throw .cannotWriteStream(stream: name, reason: String(cString: strerror(failure))) }
  }

  /// Writes UTF-8 text.
  public func write(_ text: String) throws(BenchError) {
    try write(Array(text.utf8))
  }
}

/// Messages on standard error that must never stop the program, but whose loss must still show
/// in the exit status.
///
/// A warning or a progress bar that cannot be written (standard error on a full disk) is not worth
/// abandoning a run for, but a run whose diagnostics were lost should not look clean either:
/// ``failed`` turns a would-be status 0 into ``BenchExitCode/ioError``.
public enum Diagnostics {
  nonisolated(unsafe) private static var lostWrites = false

  /// Whether a write to standard error has failed in this process.
  public static var failed: Bool { lostWrites }

  /// Writes `text` to standard error, remembering a failure instead of throwing it.
  public static func write(_ text: String) {
    do { try StreamWriter.error.write(text) } catch { lostWrites = true }
  }

  /// One line on standard error, control characters escaped so it stays one line.
  public static func line(_ text: String) {
    write(DisplayText.oneLine(text) + "\n")
  }
}
