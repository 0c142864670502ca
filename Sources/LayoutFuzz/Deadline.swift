import Foundation

/// Runs work on a thread of its own and stops waiting for it after a time limit.
///
/// The engines have no way to be interrupted, and a pathological layout can keep one busy for
/// minutes. Waiting with a limit lets a run record a timeout and move on. The abandoned thread
/// keeps running (a thread cannot be killed safely) until the process exits, so callers stop
/// after a few timeouts, or run in a worker process that exits on the first (`fuzz run` does).
enum Deadline {
  /// A mutable cell handed to the worker thread; only one thread touches it at a time (the
  /// worker until it signals, the caller after), hence unchecked.
  final class Cell<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  /// Runs `body` on a new thread with an 8 MB stack; `nil` when it did not finish in `seconds`.
  static func run<Value>(seconds: Double, _ body: @escaping () -> Value) -> Value? {
    let result = Cell<Value?>(nil)
    let work = Cell(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result.value = work.value()
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return result.value
  }
}
