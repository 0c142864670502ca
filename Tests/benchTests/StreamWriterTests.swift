import Foundation
import Measurement
import Testing

@testable import bench

/// Standard output and error: a failed write is an error with a status, never a trap.
@Suite struct StreamWriterTests {
  @Test func aFullDeviceIsAnIOError() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let writer = StreamWriter(descriptor: descriptor, name: "standard output")
    do {
      try writer.write("a table nobody will see\n")
      Issue.record("a write to /dev/full succeeded")
    } catch {
      #expect(error.exitCode == .ioError)
      #expect(error.description == "cannot write to standard output: \(String(cString: strerror(ENOSPC)))")
    }
  }

  @Test func aClosedPipeIsAnIOError() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    #expect(throws: BenchError.self) { try StreamWriter(descriptor: ends[1], name: "standard output").write("x") }
  }
}
