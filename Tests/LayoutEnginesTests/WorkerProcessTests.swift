#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import LayoutEngines

/// The child processes the harness speaks to (``WorkerProcess``): what they inherit.
@Suite("WorkerProcess")
struct WorkerProcessTests {
  /// A worker keeps none of this process's descriptors. A pipe made without close-on-exec (as
  /// Foundation's `Pipe` makes them) before a worker starts reads to its end once this process
  /// closes the write end, though the worker lives on. With the write end inherited, a test
  /// reading `bench`'s standard error to its end waited for the kiwi worker of another test, which
  /// lives as long as the test process: the suite hung beside two CPU-bound processes.
  ///
  /// No clock decides it: `posix_spawnp` returns once the child has run its file actions and
  /// started the program, so the read below sees the end at once or a live writer (`EAGAIN`).
  @Test func aWorkerKeepsNoneOfThisProcesssDescriptors() throws {
    var fds: [Int32] = [-1, -1]
    try #require(pipe(&fds) == 0)
    defer { close(fds[0]) }
    // `cat` reads its standard input, the worker's socket, until this process closes it.
    let worker = try WorkerProcess(arguments: ["cat"])
    defer { worker.stop() }
    close(fds[1])
    _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
    var byte: UInt8 = 0
    #if canImport(Glibc)
    let count = Glibc.read(fds[0], &byte, 1)
    #else
    let count = Darwin.read(fds[0], &byte, 1)
    #endif
    let code = errno
    // 0: the end, no writer left; -1 with EAGAIN: the worker holds the write end.
    #expect(count == 0, "read returned \(count) (errno \(code)): the worker holds the pipe's write end")
  }
}
