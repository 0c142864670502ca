import Foundation

/// Temporary files that must not outlive the process: removed by their writer on failure, and by
/// a signal handler on SIGINT, SIGTERM and SIGHUP.
///
/// The handler may only call async-signal-safe functions, so the paths live in a fixed table of
/// C strings allocated once; `unlink(2)` and `raise(2)` are safe. After removing the files the
/// handler restores the default action and raises the signal again, so the process still ends
/// with the signal's status, as the shell expects.
public enum TemporaryFiles {
  /// How many temporary files can be registered at once; writers hold one each.
  static let capacity = 8
  static let pathCapacity = Int(PATH_MAX) + 1

  nonisolated(unsafe) private static var table: UnsafeMutablePointer<CChar> = {
    let table = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
    table.initialize(repeating: 0, count: capacity * pathCapacity)
    return table
  }()
  nonisolated(unsafe) private static var installed = false
  private static let lock = NSLock()

  /// Remembers `path` for removal on a signal, installing the handlers the first time.
  static func register(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    installHandlers()
    let bytes = Array(path.utf8CString)
    guard bytes.count <= pathCapacity else { return }
    for slot in 0..<capacity where table[slot * pathCapacity] == 0 {
      // Write the tail first and the first byte last, so a signal in between sees an empty slot
      // rather than half a path.
      let start = table + slot * pathCapacity
      for index in stride(from: bytes.count - 1, to: 0, by: -1) { start[index] = bytes[index] }
      start[0] = bytes[0]
      return
    }
  }

  /// Forgets `path` (renamed into place, or removed).
  static func forget(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    for slot in 0..<capacity where String(cString: table + slot * pathCapacity) == path {
      table[slot * pathCapacity] = 0
    }
  }

  /// Removes `path` and forgets it.
  static func remove(_ path: String) {
    unlink(path)
    forget(path)
  }

  /// The registered paths, for tests.
  static var registered: [String] {
    lock.lock()
    defer { lock.unlock() }
    return (0..<capacity).compactMap { slot in
      table[slot * pathCapacity] == 0 ? nil : String(cString: table + slot * pathCapacity)
    }
  }

  /// What the signal handler does before re-raising: unlink every registered file. Only
  /// async-signal-safe calls.
  static func removeAllRegistered() {
    for slot in 0..<capacity {
      let start = table + slot * pathCapacity
      if start[0] != 0 {
        unlink(start)
        start[0] = 0
      }
    }
  }

  private static func installHandlers() {
    guard !installed else { return }
    installed = true
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

/// Removes the registered temporary files, then lets the signal end the process as it would
/// have.
private func temporaryFilesSignalHandler(_ signal: Int32) {
  TemporaryFiles.removeAllRegistered()
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
