#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process spoken to through a socket on its standard input and output, with a deadline
/// on every read and write.
///
/// Written on POSIX calls rather than Foundation's `Process` because the harness must never hang
/// or die with its worker: the socket never raises SIGPIPE (a write to a dead worker is an
/// error), reads and writes wait with `poll` up to a deadline, and the child runs in its own
/// process group so that stopping it also stops anything it started. It is started from
/// ``SpawnerThread`` so that a child asking for a parent-death signal gets it when this process
/// ends and not before. Its standard error is kept (the last few kilobytes) to explain a failure.
final class WorkerProcess {
  /// Why the process could not be started, or stopped answering.
  enum Failure: Error, Hashable {
    /// `posix_spawnp` refused: the errno text (e.g. "No such file or directory").
    case spawn(String)
    /// No answer before the deadline.
    case timedOut
    /// The process closed its output; how it ended, if known.
    case exited(String)
    /// A system call failed.
    case system(String)
  }

  let pid: pid_t
  private let channel: Int32
  private var errors: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var errorBytes: [UInt8] = []
  private var running = true

  /// Keeps this much of the child's standard error.
  private static let errorTailLimit = 4096

  /// Starts `arguments[0]` (searched on the PATH) with the rest as its arguments.
  init(arguments: [String]) throws(Failure) {
    var pair: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    #if os(Linux)
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
      throw .system("socketpair: \(Self.errnoText())")
    }
    // A second socket pair rather than pipe2, which Glibc's module does not export.
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &errorPipe) == 0 else {
      close(pair[0]); close(pair[1])
      throw .system("pipe: \(Self.errnoText())")
    }
    #else
    guard socketpair(AF_UNIX, SOCK_STREAM, 0, &pair) == 0 else { throw .system("socketpair: \(Self.errnoText())") }
    guard pipe(&errorPipe) == 0 else {
      close(pair[0]); close(pair[1])
      throw .system("pipe: \(Self.errnoText())")
    }
    for fd in pair + errorPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var one: Int32 = 1
    _ = setsockopt(pair[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    // With standard output closed (`bench >&-`) the pair could be given descriptor 1, and the
    // table would be written into the worker's socket; a closed stream must stay closed.
    do throws(Failure) {
      try Self.moveAboveStandardStreams(&pair)
      try Self.moveAboveStandardStreams(&errorPipe)
    } catch {
      for fd in pair + errorPipe where fd >= 0 { close(fd) }
      throw error
    }

    #if os(Linux)
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #else
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
    posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    // Nothing else of this process's: see ``closeInheritedDescriptors(_:)``.
    var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    #if os(Linux)
    Self.closeInheritedDescriptors(&actions)
    #else
    flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
    #endif
    // Its own process group (so one kill stops its children too), default signal handling and
    // an empty signal mask whatever this process uses.
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)

    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    var status: Int32 = 0
    // From the thread that outlives every worker: Linux's parent-death signal follows the
    // spawning thread, not the process.
    SpawnerThread.shared.perform {
      status = posix_spawnp(&child, arguments[0], &actions, &attributes, argv, environ)
    }
    close(pair[1])
    close(errorPipe[1])
    guard status == 0 else {
      close(pair[0])
      close(errorPipe[0])
      throw .spawn(String(cString: strerror(status)))
    }
    pid = child
    channel = pair[0]
    errors = errorPipe[0]
    for fd in [channel, errors] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
  }

  deinit {
    stop()
    close(channel)
    if errors >= 0 { close(errors) }
  }

  /// The last part of what the process wrote to its standard error, on one line.
  var errorTail: String {
    let text = String(decoding: errorBytes, as: UTF8.self)
    return text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.filter { !$0.isEmpty }
      .suffix(6).joined(separator: " | ")
  }

  /// Writes all of `bytes` before the deadline.
  func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { raw in
        #if os(Linux)
        send(channel, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        #else
        send(channel, raw.baseAddress! + offset, raw.count - offset, 0)
        #endif
      }
      if sent > 0 {
        offset += sent
        continue
      }
      let code = errno
      if sent < 0, code == EINTR { continue }
      if sent < 0, code == EAGAIN || code == EWOULDBLOCK {
        try wait(for: Int16(POLLOUT), deadline: deadline)
        continue
      }
      throw ended(because: "writing: \(Self.errnoText(code))")
    }
  }

  /// The next line, without its line feed.
  func readLine(deadline: ContinuousClock.Instant) throws(Failure) -> [UInt8] {
    var scanned = start
    while true {
      if let end = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[start..<end])
        start = end + 1
        compact()
        return line
      }
      scanned = buffer.count
      try fill(deadline: deadline)
    }
  }

  /// Exactly `count` bytes.
  func read(count: Int, deadline: ContinuousClock.Instant) throws(Failure) -> [UInt8] {
    while buffer.count - start < count { try fill(deadline: deadline) }
    let bytes = Array(buffer[start..<start + count])
    start += count
    compact()
    return bytes
  }

  /// Kills the process group and reaps the child; harmless when it already ended.
  func stop() {
    guard running else { return }
    running = false
    _ = kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  // MARK: Internals

  private func compact() {
    if start > 65_536, start * 2 > buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
  }

  /// Reads whatever the process has written, waiting up to the deadline for something.
  private func fill(deadline: ContinuousClock.Instant) throws(Failure) {
    while true {
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes { systemRead(channel, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: chunk[0..<count])
        return
      }
      if count == 0 { throw ended(because: nil) }
      let code = errno
      if code == EINTR { continue }
      guard code == EAGAIN || code == EWOULDBLOCK else { throw ended(because: "reading: \(Self.errnoText(code))") }
      try wait(for: Int16(POLLIN), deadline: deadline)
    }
  }

  /// Waits until the channel is ready for `events`, draining standard error meanwhile.
  private func wait(for events: Int16, deadline: ContinuousClock.Instant) throws(Failure) {
    while true {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { throw .timedOut }
      var fds = [
        pollfd(fd: channel, events: events, revents: 0),
        pollfd(fd: errors, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, nfds_t(fds.count), Self.pollMilliseconds(remaining))
      if ready < 0 {
        if errno == EINTR { continue }
        throw .system("poll: \(Self.errnoText())")
      }
      if fds[1].revents != 0 { drainErrors() }
      if fds[0].revents != 0 { return }
    }
  }

  /// Keeps the tail of standard error; closes it at end of file.
  private func drainErrors() {
    guard errors >= 0 else { return }
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(errors, $0.baseAddress, $0.count) }
      if count > 0 {
        errorBytes.append(contentsOf: chunk[0..<count])
        if errorBytes.count > Self.errorTailLimit { errorBytes.removeFirst(errorBytes.count - Self.errorTailLimit) }
        continue
      }
      if count < 0, errno == EINTR { continue }
      if count == 0 {
        close(errors)
        errors = -1
      }
      return
    }
  }

  /// The failure for a channel that closed: waits briefly for the exit status and the rest of
  /// standard error.
  private func ended(because detail: String?) -> Failure {
    var status: Int32 = 0
    var reaped = false
    for _ in 0..<100 where running {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        reaped = true
        running = false
        break
      }
      usleep(10_000)
    }
    drainErrors()
    if !reaped { stop() }
    var how = detail.map { [$0] } ?? []
    if reaped {
      let signal = status & 0x7f
      how.append(signal == 0 ? "exit status \((status >> 8) & 0xff)" : "killed by signal \(signal)")
    }
    return .exited(how.joined(separator: ", "))
  }

  /// Moves every descriptor below 3 (a standard stream this process had closed) to one of 3 or
  /// more, close-on-exec, and closes the low one; a failed move leaves -1 in its place.
  private static func moveAboveStandardStreams(_ fds: inout [Int32]) throws(Failure) {
    var failure: Failure?
    for i in fds.indices where fds[i] >= 0 && fds[i] <= 2 {
      let moved = fcntl(fds[i], F_DUPFD_CLOEXEC, 3)
      if moved < 0, failure == nil { failure = .system("fcntl F_DUPFD_CLOEXEC: \(errnoText())") }
      close(fds[i])
      fds[i] = moved
    }
    if let failure { throw failure }
  }

  private static func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

  #if os(Linux)
  /// Has the child close every descriptor above its standard streams as it starts.
  ///
  /// Descriptors this process opened without close-on-exec would otherwise pass to the worker
  /// and live as long as it does. Foundation's `Pipe` makes such descriptors, and a worker
  /// started on another thread between a `Pipe()` and the `Process.run()` it is for held the
  /// pipe's write end: the reader of that pipe (a test reading `bench`'s standard error to its
  /// end) never saw the end while the worker lived, and the test suite hung beside two
  /// CPU-bound processes (2026-11-28, `scripts/test-under-load.sh`). glibc has the action
  /// since 2.34 but Swift's Glibc module does not declare it, so it is looked up by name; on an
  /// older glibc the worker keeps what it inherits, as before.
  private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    // RTLD_DEFAULT (a null handle): the symbol as the process's own libraries define it.
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
  }
  #endif
}

extension WorkerProcess {
  /// The longest wait a deadline may stand for: about 31 years.
  ///
  /// A caller's timeout comes from a user's time limit (`--time-limit 1e20`); `Duration` traps
  /// past about 1.7e20 s and the poll arithmetic past 9.2e15 s, so any longer wait is this one,
  /// which no run outlasts.
  static let longestWait = 1e9

  /// The instant `seconds` from now, clamped to `0...longestWait` (NaN counts as the longest),
  /// so that no timeout a user can write traps.
  static func deadline(afterSeconds seconds: Double) -> ContinuousClock.Instant {
    let clamped = seconds.isNaN ? longestWait : min(max(seconds, 0), longestWait)
    return ContinuousClock.now + .seconds(clamped)
  }

  /// `remaining` as `poll`'s timeout: whole milliseconds rounded up, at most `Int32.max`.
  static func pollMilliseconds(_ remaining: Duration) -> Int32 {
    let (seconds, attoseconds) = remaining.components
    guard seconds >= 0 else { return 0 }
    // Compared before multiplying: seconds * 1000 overflows Int64 past 9.2e15 s.
    guard seconds < Int64(Int32.max) / 1000 else { return Int32.max }
    return Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
  }
}

/// `read(2)`, named apart from ``WorkerProcess/read(count:deadline:)``.
@inline(__always)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.read(fd, buffer, count)
  #else
  Darwin.read(fd, buffer, count)
  #endif
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
