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
  ///
  /// The pid comes through a named pipe that the fake opens by its path: a worker inherits no
  /// descriptor of `bench`'s (`WorkerProcess`). The driver waits for a line on it or for `bench`
  /// to end (a pidfd), whichever comes first, so a `bench` that never starts a worker is "no
  /// worker", not a hang.
  private static let driver = #"""
import ctypes, os, select, signal, subprocess, sys, tempfile
bench, python = sys.argv[1], sys.argv[2]
ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
fifo = os.path.join(tempfile.mkdtemp(), "pid")
os.mkfifo(fifo)
env = dict(os.environ, LAYOUTBENCH_PYTHON=python, LAYOUTBENCH_TEST_PID_FIFO=fifo)
child = subprocess.Popen([bench, "--views", "10", "--engines", "kiwi", "--workloads", "build"],
                         env=env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
r = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
ended = os.pidfd_open(child.pid)
poller = select.poll()
poller.register(r, select.POLLIN)
poller.register(ended, select.POLLIN)
line = b""
while not line.endswith(b"\n"):
    events = dict(poller.poll())
    if events.get(r, 0) & select.POLLIN:
        line += os.read(r, 100)
    elif ended in events:
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

  /// The fake kiwisolver: reports the worker's pid on the driver's named pipe, then sleeps.
  private static let fakeKiwi = """
    import os, time
    report = os.open(os.environ["LAYOUTBENCH_TEST_PID_FIFO"], os.O_WRONLY)
    os.write(report, b"%d\\n" % os.getpid())
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

  /// Issue 20, item 5: numbers out of range are refused by `bench` before any engine, so every
  /// engine ends with the same status and the same one line. A chain of sixty `multiplier="1e7"`
  /// in a xib gave infinity (cassowary, rebuild, kiwi), NaN (graph) and "unsatisfiable" (glpk);
  /// `multiplier: 1e-300` a GLPK failure alone (a document leaves such a constraint out with a
  /// warning); sixty 1e7 joined by multipliers of 1 in a JSON file slipped past the first chain
  /// check, and the debug build's Cassowary trapped on an infinite constant.
  @Test func numbersOutOfRangeEndEveryEngineAlike() throws {
    let bench = Self.benchPath
    try #require(FileManager.default.isExecutableFile(atPath: bench), "build bench first: \(bench)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-range-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func xib(_ count: Int, multiplier: String) -> String {
      let views = (0...count).map {
        #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v\#($0)"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
      }.joined()
      let links = (0..<count).map {
        #"<constraint firstItem="v\#($0 + 1)" firstAttribute="width" secondItem="v\#($0)" secondAttribute="width" multiplier="\#(multiplier)" id="c\#($0)"/>"#
      }.joined()
      return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects><view id="root"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>\(views)</subviews>
        <constraints>\(links)<constraint firstItem="v0" firstAttribute="width" constant="10" id="w"/></constraints></view></objects>
        </document>
        """
    }
    let joined = (0..<120).map {
      #"{ "first": "v\#($0 + 1)", "firstAttribute": "width", "second": "v\#($0)", "secondAttribute": "width", "multiplier": \#($0 % 2 == 0 ? "1e7" : "1") }"#
    }
    let json = #"{ "format": 1, "rootSize": { "width": 320, "height": 480 }, "views": [{ "name": "root" }, "#
      + (0...120).map { #"{ "name": "v\#($0)", "parent": "root" }"# }.joined(separator: ", ")
      + #"], "constraints": ["# + joined.joined(separator: ", ") + "] }"
    let tiny = #"{ "format": 1, "rootSize": { "width": 320, "height": 480 }, "views": [{ "name": "root" }, { "name": "a", "parent": "root" }, "#
      + #"{ "name": "b", "parent": "root" }], "constraints": [{ "first": "a", "firstAttribute": "width", "second": "b", "secondAttribute": "width", "multiplier": 1e-300 }] }"#
    let files = [("chain.xib", xib(60, multiplier: "1e7")), ("tiny.json", tiny), ("joined.json", json)]
    for (name, text) in files {
      let path = directory.appendingPathComponent(name).path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      var endings: [String: (status: Int32, message: String)] = [:]
      for engine in ["cassowary", "rebuild", "graph", "glpk", "kiwi"] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bench)
        process.arguments = ["solve", path, "--engine", engine]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        endings[engine] = (process.terminationStatus, message)
      }
      let cassowary = try #require(endings["cassowary"])
      #expect(cassowary.status == 65, "\(name): \(cassowary.message)")
      #expect(cassowary.message.split(separator: "\n").count == 1, "\(name): \(cassowary.message)")
      for (engine, ending) in endings {
        #expect(ending.status == cassowary.status && ending.message == cassowary.message, "\(name): \(engine): \(ending.message)")
      }
    }
  }
}
