import Foundation

/// A thread of its own for an engine, and a limit on how long to wait for each call.
///
/// The engines have no way to be interrupted, and a pathological layout can keep one busy for
/// minutes. Waiting with a limit lets a run record a timeout and move on. The abandoned thread
/// keeps running (a thread cannot be killed safely) until the process exits, so callers stop
/// after a few timeouts, or run in a worker process that exits on the first (`fuzz run` does).
/// On Linux the abandoned thread's scheduling priority is lowered to the minimum (nice 19), so
/// that it takes only idle time from the tests still running beside it.
///
/// Every call of one case runs on the same thread: GLPK keeps its memory in thread-local state,
/// so a problem object made on one thread must not be used on another (it aborts).
final class Deadline: @unchecked Sendable {
  /// A mutable cell handed to the worker thread; only one thread touches it at a time (the
  /// worker until it signals, the caller after), hence unchecked.
  final class Cell<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private let lock = NSCondition()
  private var job: (() -> Void)?
  private var finished = false
  /// The worker's kernel thread id (Linux), for lowering its priority when it is abandoned.
  private var threadID: Int32 = 0

  /// Starts the worker thread with an 8 MB stack.
  init() {
    let thread = Thread { [self] in loop() }
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Stops the thread once its current job (if any) returns, after running `cleanup` there
  /// (where the engine must be released: GLPK frees a problem in the thread that made it).
  func finish(cleanup: @escaping () -> Void = {}) {
    lock.lock()
    job = cleanup
    finished = true
    lock.signal()
    lock.unlock()
  }

  /// Runs `body` on the worker thread; `nil` when it did not finish in `seconds`, after which
  /// this deadline must not be used again. With `seconds` nil it waits as long as `body` takes.
  func run<Value>(seconds: Double?, _ body: @escaping () -> Value) -> Value? {
    let result = Cell<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    lock.lock()
    job = {
      result.value = body()
      done.signal()
    }
    lock.signal()
    lock.unlock()
    guard let seconds else {
      done.wait()
      return result.value
    }
    guard done.wait(timeout: .now() + seconds) == .success else {
      abandon()
      return nil
    }
    return result.value
  }

  /// Lowers the worker thread's priority as far as it goes; it may spin for minutes more.
  private func abandon() {
    #if os(Linux)
    lock.lock()
    let id = threadID
    lock.unlock()
    if id > 0 { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(id), 19) }
    #endif
  }

  private func loop() {
    #if os(Linux)
    // "/proc/thread-self" links to "PID/task/TID".
    let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
    lock.lock()
    threadID = Int32(link.split(separator: "/").last ?? "") ?? 0
    lock.unlock()
    #endif
    while true {
      lock.lock()
      while job == nil && !finished { lock.wait() }
      let next = job
      job = nil
      let stop = finished
      lock.unlock()
      next?()
      if stop { return }
    }
  }
}
