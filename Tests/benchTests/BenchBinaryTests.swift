import Foundation
import Testing

/// The built `bench` binary run as a process, for what only a whole process shows: how it
/// ends, what its children do, its standard streams.
@Suite struct BenchBinaryTests {
  /// A Python driver, since Swift cannot call the variadic `prctl`: it becomes a child
  /// subreaper (so the orphaned worker becomes its child and can be waited for), starts
  /// `bench` with a fake kiwisolver that reports the worker's pid and then sleeps for a minute
  /// as a long kiwi call would, kills `bench` with SIGKILL, and prints how the worker ended.
  /// No outcome depends on time: the worker is either killed with `bench` or, without the fix,
  /// sleeps its minute out and exits with a traceback (status 1).
  private static let driver = #"""
import ctypes, os, signal, subprocess, sys
bench, python = sys.argv[1], sys.argv[2]
ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
r, w = os.pipe()
env = dict(os.environ, LAYOUTBENCH_PYTHON=python, LAYOUTBENCH_TEST_PID_FD=str(w))
child = subprocess.Popen([bench, "--views", "10", "--engines", "kiwi", "--workloads", "build"],
                         env=env, pass_fds=[w], stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(w)
line = os.read(r, 100)
if not line:
    print("no worker")
    sys.exit(0)
worker = int(line)
child.kill()
child.wait()
_, status = os.waitpid(worker, 0)
if os.WIFSIGNALED(status):
    print("signal %d" % os.WTERMSIG(status))
else:
    print("exit %d" % os.WEXITSTATUS(status))
"""#

  /// The fake kiwisolver: reports the worker's pid on the inherited descriptor, then sleeps.
  private static let fakeKiwi = """
    import os, time
    os.write(int(os.environ["LAYOUTBENCH_TEST_PID_FD"]), b"%d\\n" % os.getpid())
    time.sleep(60)
    raise ImportError("the fake kiwisolver slept its minute out")
    """

  /// The `bench` built beside this test binary.
  static var benchPath: String {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    // Swift Testing on Linux runs `X.xctest`; on macOS the binary sits inside the bundle.
    for candidate in [directory, directory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()]
    {
      let path = candidate.appendingPathComponent("bench").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return directory.appendingPathComponent("bench").path
  }

  /// Issue 20, item 3: with standard output closed, a kiwi run exits 74 as every other run
  /// does; the worker's socket was given descriptor 1 and took the table, and bench exited 0.
  @Test func aClosedStandardOutputIsAnErrorWithKiwiToo() throws {
    let bench = Self.benchPath
    try #require(FileManager.default.isExecutableFile(atPath: bench), "build bench first: \(bench)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "exec \"$0\" \"$@\" >&-", bench,
      "--views", "10", "--shapes", "flat", "--engines", "kiwi", "--workloads", "build", "--repetitions", "1",
      "--warmups", "0",
    ]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
  }

  /// Issue 20, item 4: the kiwi worker ends with `bench` whatever kills `bench`.
  @Test func aKilledBenchTakesItsKiwiWorkerWithIt() throws {
    #if os(Linux)
    let bench = Self.benchPath
    try #require(FileManager.default.isExecutableFile(atPath: bench), "build bench first: \(bench)")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutbench-worker-lifetime-\(UUID().uuidString)")
    let fake = directory.appendingPathComponent("fake")
    try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.fakeKiwi.write(to: fake.appendingPathComponent("kiwisolver.py"), atomically: true, encoding: .utf8)
    let python = directory.appendingPathComponent("python")
    try "#!/bin/sh\nPYTHONPATH='\(fake.path)' exec python3 \"$@\"\n".write(to: python, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: python.path)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.driver, bench, python.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let ending = text.trimmingCharacters(in: .whitespacesAndNewlines)
    // SIGKILL from the kernel, or status 3 where the worker's own watch saw the socket hang up
    // first (bench's descriptors close before its children are told).
    #expect(ending == "signal 9" || ending == "exit 3", "the worker ended with \(ending)")
    #endif
  }
}
