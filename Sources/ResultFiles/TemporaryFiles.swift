import Foundation

/// Temporary files that must not outlive the process: removed by their writer on failure, and by
/// a signal handler on SIGINT, SIGTERM and SIGHUP.
///
/// The handler may only call async-signal-safe functions, so the paths live in a fixed table of
/// C strings allocated once; `unlink(2)` and `raise(2)` are safe. After removing the files the
/// handler restores the default action and raises the signal again, so the process still ends
/// with the signal's status, as the shell expects.
public enum TemporaryFiles {
  /// The registry the signal handler empties.
  static let shared = TemporaryFileRegistry(capacity: 8)
  private static let installation = NSLock()
  nonisolated(unsafe) private static var installed = false

  /// Remembers `path` for removal on a signal, installing the handlers the first time.
  static func register(_ path: String) {
    installHandlers()
    shared.register(path)
  }

  /// Forgets `path` (renamed into place).
  static func forget(_ path: String) { shared.forget(path) }

  /// Removes `path` and forgets it.
  static func remove(_ path: String) {
    unlink(path)
    shared.forget(path)
  }

  /// The registered paths, for tests.
  static var registered: [String] { shared.registered }

  private static func installHandlers() {
    installation.lock()
    defer { installation.unlock() }
    guard !installed else { return }
    installed = true
    _ = shared
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = temporaryFilesSignalHandler
      #else
        action.__sigaction_u.__sa_handler = temporaryFilesSignalHandler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }
}

/// A fixed table of paths that a signal handler can walk without allocating.
final class TemporaryFileRegistry: @unchecked Sendable {
  let capacity: Int
  let pathCapacity = Int(PATH_MAX) + 1
  private let table: UnsafeMutablePointer<CChar>
  private let lock = NSLock()

  init(capacity: Int) {
    self.capacity = capacity
    table = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
    table.initialize(repeating: 0, count: capacity * pathCapacity)
  }

  deinit {
    table.deallocate()
  }

  /// Remembers `path`; a path too long for a slot, or a full table, is not remembered (the
  /// writer still removes its file on failure, only a signal would leave it).
  func register(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    let bytes = Array(path.utf8CString)
    guard bytes.count <= pathCapacity else { return }
    for slot in 0..<capacity where table[slot * pathCapacity] == 0 {
      // The tail first and the first byte last, so a signal in between sees an empty slot
      // rather than half a path.
      let start = table + slot * pathCapacity
      for index in stride(from: bytes.count - 1, to: 0, by: -1) { start[index] = bytes[index] }
      start[0] = bytes[0]
      return
    }
  }

  func forget(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    for slot in 0..<capacity where table[slot * pathCapacity] != 0 && String(cString: table + slot * pathCapacity) == path {
      table[slot * pathCapacity] = 0
    }
  }

  var registered: [String] {
    lock.lock()
    defer { lock.unlock() }
    return (0..<capacity).compactMap { slot in
      table[slot * pathCapacity] == 0 ? nil : String(cString: table + slot * pathCapacity)
    }
  }

  /// What the signal handler does: unlink every registered file. Only async-signal-safe calls,
  /// and no lock (the interrupted thread may hold it).
  func removeAll() {
    for slot in 0..<capacity {
      let start = table + slot * pathCapacity
      if start[0] != 0 {
        unlink(start)
        start[0] = 0
      }
    }
  }
}

/// Removes the registered temporary files, then lets the signal end the process as it would
/// have.
private func temporaryFilesSignalHandler(_ signal: Int32) {
  TemporaryFiles.shared.removeAll()
  var action = sigaction()
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = SIG_DFL
  #else
    action.__sigaction_u.__sa_handler = SIG_DFL
  #endif
  sigemptyset(&action.sa_mask)
  sigaction(signal, &action, nil)
  raise(signal)
}
