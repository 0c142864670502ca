#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread that lives as long as the process and runs, one at a time, the work handed to it:
/// every worker process is started from here.
///
/// Linux sends a child its parent-death signal (the kiwi worker asks for SIGKILL, see
/// ``KiwiWorkerScript``) when the *thread* that started it ends, not the process. A worker
/// started from a pool thread (Swift Testing's, Dispatch's) that later exits would be killed
/// under a live harness; started from a thread that never ends, it dies exactly when the
/// process does, whatever kills it.
final class SpawnerThread: @unchecked Sendable {
  static let shared = SpawnerThread()

  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var pending: (() -> Void)?
  private var submitted = 0
  private var completed = 0
  /// False when the thread could not be made; work then runs on the caller's thread.
  private var running = false

  private init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
    var thread = pthread_t()
    // The thread holds this object for ever (it is a process-wide singleton anyway).
    let context = Unmanaged.passRetained(self).toOpaque()
    #if canImport(Glibc)
    let status = pthread_create(&thread, nil, { context in
      Unmanaged<SpawnerThread>.fromOpaque(context!).takeUnretainedValue().loop()
      return nil
    }, context)
    #else
    var optionalThread: pthread_t?
    let status = pthread_create(&optionalThread, nil, { context in
      Unmanaged<SpawnerThread>.fromOpaque(context).takeUnretainedValue().loop()
      return nil
    }, context)
    #endif
    if status == 0 {
      running = true
      #if canImport(Glibc)
      pthread_detach(thread)
      #else
      if let optionalThread { pthread_detach(optionalThread) }
      #endif
    } else {
      Unmanaged<SpawnerThread>.fromOpaque(context).release()
    }
  }

  /// Runs `body` on the spawner thread and returns when it has finished.
  func perform(_ body: () -> Void) {
    guard running else {
      body()
      return
    }
    withoutActuallyEscaping(body) { body in
      pthread_mutex_lock(mutex)
      // One piece of work at a time: wait for another caller's to be taken.
      while pending != nil { pthread_cond_wait(condition, mutex) }
      pending = body
      submitted += 1
      let ticket = submitted
      pthread_cond_broadcast(condition)
      while completed < ticket { pthread_cond_wait(condition, mutex) }
      pthread_mutex_unlock(mutex)
    }
  }

  /// Takes and runs work for ever.
  private func loop() {
    pthread_mutex_lock(mutex)
    while true {
      while pending == nil { pthread_cond_wait(condition, mutex) }
      let work = pending
      pending = nil
      pthread_cond_broadcast(condition)
      pthread_mutex_unlock(mutex)
      work?()
      pthread_mutex_lock(mutex)
      completed += 1
      pthread_cond_broadcast(condition)
    }
  }
}
