import Foundation
import Testing

@testable import Measurement
@testable import ResultFiles

/// Result files: written whole or not at all, never over something that is not a result file.
@Suite struct AtomicFileTests {
  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-atomic-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func writesAndReplacesWithoutLeavingTemporaryFiles() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("results.json").path
    try AtomicFile.write("first", to: path)
    try AtomicFile.write("second", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
    #expect(try contents(of: directory) == ["results.json"])
    #expect(!TemporaryFiles.registered.contains { $0.hasPrefix(directory.path) })
  }

  @Test func aMissingDirectoryIsATypedError() {
    let path = "/nonexistent-bench-dir/\(UInt64.random(in: 0...UInt64.max))/out.csv"
    #expect(throws: BenchError.self) { try AtomicFile.write("x", to: path) }
    #expect(throws: BenchError.self) { try AtomicFile.check(path) }
    do {
      try AtomicFile.write("x", to: path)
    } catch {
      #expect(error.exitCode == .cannotCreate)
      #expect(error.description.hasPrefix("cannot write \(path)"))
    }
  }

  @Test(arguments: ["/dev/null", "/dev/full"])
  func devicesAreRefusedAndLeftAlone(path: String) throws {
    var before = stat()
    #expect(stat(path, &before) == 0)
    #expect(throws: BenchError.self) { try AtomicFile.check(path) }
    do {
      try AtomicFile.write("data", to: path)
      Issue.record("wrote over \(path)")
    } catch {
      #expect(error.exitCode == .cannotCreate)
      #expect(error.description.contains("character device, not a regular file"))
    }
    var after = stat()
    #expect(stat(path, &after) == 0)
    #expect(after.st_mode & S_IFMT == S_IFCHR)
    #expect(after.st_rdev == before.st_rdev)
  }

  @Test func directoriesAndFIFOsAreRefused() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(throws: BenchError.self) { try AtomicFile.write("x", to: directory.path) }
    let fifo = directory.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(throws: BenchError.self) { try AtomicFile.write("x", to: fifo) }
    #expect(try contents(of: directory) == ["pipe"])
  }

  @Test func permissionsAreKept() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("private.json").path
    try AtomicFile.write("old", to: path)
    #expect(chmod(path, 0o600) == 0)
    try AtomicFile.write("new", to: path)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o600)
    // A new file gets 0666 less the umask, like any program's output (not mkstemp's 0600).
    let fresh = directory.appendingPathComponent("fresh.json").path
    let mask = umask(0o027)
    defer { umask(mask) }
    try AtomicFile.write("x", to: fresh)
    #expect(stat(fresh, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o640)
  }

  /// Issue 20, item 8: run as root, 4755 became 755 (the owner was set after the mode, and
  /// chown clears the setuid and setgid bits).
  @Test(arguments: [0o4755, 0o2755, 0o6750] as [mode_t])
  func setuidAndSetgidBitsAreKept(mode: mode_t) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("tool").path
    try AtomicFile.write("old", to: path)
    #expect(chmod(path, mode) == 0)
    try AtomicFile.write("new", to: path)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o7777 == mode, "mode \(String(info.st_mode & 0o7777, radix: 8))")
  }

  /// Issue 20, item 7: a writer killed with SIGKILL left `.NAME.bench-XXXXXX` for ever; the
  /// next write to the same target removes it, but not a live writer's (locked) temporary file
  /// nor another target's.
  @Test func staleTemporaryFilesAreRemovedByTheNextWrite() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("big.json").path
    try AtomicFile.write("old", to: path)
    let stale = directory.appendingPathComponent(".big.json.bench-a1B2c3").path
    let live = directory.appendingPathComponent(".big.json.bench-LiVe01").path
    let other = directory.appendingPathComponent(".other.json.bench-x9Y8z7").path
    for file in [stale, live, other] { try "partial".write(toFile: file, atomically: false, encoding: .utf8) }
    // A writer still at work holds its temporary file's lock.
    let held = open(live, O_RDONLY)
    #expect(held >= 0)
    defer { close(held) }
    #expect(flock(held, LOCK_EX) == 0)
    try AtomicFile.write("new", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(try contents(of: directory) == [".big.json.bench-LiVe01", ".other.json.bench-x9Y8z7", "big.json"])
  }

  @Test func symbolicLinksAreWrittenThroughAndKept() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("target.json").path
    let link = directory.appendingPathComponent("link.json").path
    try AtomicFile.write("old", to: target)
    #expect(symlink("target.json", link) == 0)
    let destination = try AtomicFile.write("new", to: link)
    #expect(destination.target == target)
    #expect(destination.note?.contains("symbolic link") == true)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    // A dangling link creates its target.
    let dangling = directory.appendingPathComponent("dangling.json").path
    #expect(symlink("made.json", dangling) == 0)
    try AtomicFile.write("made", to: dangling)
    #expect(try String(contentsOfFile: directory.appendingPathComponent("made.json").path, encoding: .utf8) == "made")
    // A link to a device is refused like the device.
    let device = directory.appendingPathComponent("null.json").path
    #expect(symlink("/dev/null", device) == 0)
    #expect(throws: BenchError.self) { try AtomicFile.write("x", to: device) }
    // A loop of links is an error, not a hang.
    let loopA = directory.appendingPathComponent("a").path
    let loopB = directory.appendingPathComponent("b").path
    #expect(symlink("b", loopA) == 0 && symlink("a", loopB) == 0)
    #expect(throws: BenchError.self) { try AtomicFile.write("x", to: loopA) }
    #expect(try contents(of: directory) == ["a", "b", "dangling.json", "link.json", "made.json", "null.json", "target.json"])
  }

  @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("results.csv").path
    try AtomicFile.write("kept", to: path)
    // The disk fills up halfway through (as root, permissions cannot make a write fail).
    var calls = 0
    let failing: (Int32, UnsafeRawPointer, Int) -> Int = { descriptor, bytes, count in
      calls += 1
      if calls == 1 { return write(descriptor, bytes, min(count, 3)) }
      errno = ENOSPC
      return -1
    }
    do {
      try AtomicFile.write(Data("a longer new content".utf8), to: path, using: failing)
      Issue.record("a failed write succeeded")
    } catch {
      #expect(error == .cannotWrite(path: path, reason: String(cString: strerror(ENOSPC))))
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept")
    #expect(try contents(of: directory) == ["results.csv"])
    #expect(!TemporaryFiles.registered.contains { $0.hasPrefix(directory.path) })
  }

  @Test func checkingLeavesNothingBehind() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("later.json").path
    let destination = try AtomicFile.check(path)
    #expect(destination.target == path && destination.note == nil)
    #expect(try contents(of: directory).isEmpty)
  }

  @Test func theSignalHandlerRemovesRegisteredTemporaries() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let paths = (0..<3).map { directory.appendingPathComponent(".partial\($0)").path }
    for path in paths { #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8))) }
    // A registry of its own, so other tests' writes in flight are not disturbed.
    let registry = TemporaryFileRegistry(capacity: 2)
    for path in paths { registry.register(path) }
    #expect(registry.registered == Array(paths.prefix(2)))
    registry.forget(paths[1])
    #expect(registry.registered == [paths[0]])
    // What SIGINT and SIGTERM run before the signal's default action ends the process.
    registry.removeAll()
    #expect(!FileManager.default.fileExists(atPath: paths[0]))
    #expect(FileManager.default.fileExists(atPath: paths[1]))
    #expect(registry.registered.isEmpty)
  }
}
