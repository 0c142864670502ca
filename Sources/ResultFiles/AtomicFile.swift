import Foundation
import Measurement

/// Writes a result file so that readers see either the old contents or the new, never a partial
/// write, and never replaces what is not a result file.
///
/// The data goes to a temporary file beside the target, is flushed to disk (`fsync`), and is
/// renamed over the target, which is atomic on POSIX file systems: an existing file survives a
/// crash, a full disk or an interrupt intact. Around that:
/// - Only a regular file or a new path is written. A device (`/dev/null`), a directory, a FIFO
///   or a socket is refused, so `--output /dev/null` cannot turn the device into a file.
/// - A symbolic link is written through: its final target is replaced and the link kept, and
///   ``Destination/note`` says so.
/// - An existing file keeps its permission bits, setuid and setgid included (and, for root, its
///   owner); a new one gets
///   `0666` less the umask, as any program's output would.
/// - The temporary file is removed on every failure, and on SIGINT and SIGTERM
///   (``TemporaryFiles``); one left by a writer killed otherwise (SIGKILL, a crash) is removed
///   by the next write to the same target (``removeStaleTemporaries(of:)``).
///
/// A hard-linked target loses the link (rename gives the path a new inode); the other names keep
/// the old contents.
public enum AtomicFile {
  /// Where a path's contents will go.
  public struct Destination: Hashable, Sendable {
    /// The path as given.
    public var path: String
    /// The file that will be replaced or created: `path`, or a symbolic link's final target.
    public var target: String
    /// Set when `path` is a symbolic link: a line telling the user where the data goes.
    public var note: String?
  }

  /// Checks that `path` can be written, without writing it: the target is a regular file or a
  /// new name, and its directory accepts a new file (tried with a temporary file, then removed).
  /// Long runs call this first so a bad `--output` fails in a second, not after an hour.
  @discardableResult
  public static func check(_ path: String) throws(BenchError) -> Destination {
    let destination = try resolve(path)
    let (descriptor, temporary) = try createTemporary(beside: destination)
    close(descriptor)
    TemporaryFiles.remove(temporary)
    return destination
  }

  /// Writes `data` to `path` atomically; returns where it went.
  @discardableResult
  public static func write(_ data: Data, to path: String) throws(BenchError) -> Destination {
    try write(data, to: path, using: systemWrite)
  }

  /// Writes UTF-8 text.
  @discardableResult
  public static func write(_ text: String, to path: String) throws(BenchError) -> Destination {
    try write(Data(text.utf8), to: path)
  }

  /// The same, with the `write(2)` call supplied, so tests can make it fail after the temporary
  /// file exists (running as root, the tests cannot rely on permissions to cause failures).
  static func write(
    _ data: Data, to path: String, using writeCall: (Int32, UnsafeRawPointer, Int) -> Int
  ) throws(BenchError) -> Destination {
    let destination = try resolve(path)
    let existing = try status(of: destination.target, path: path)
    removeStaleTemporaries(of: destination)
    let (descriptor, temporary) = try createTemporary(beside: destination)
    func fail(_ reason: String) -> BenchError {
      close(descriptor)
      TemporaryFiles.remove(temporary)
      return .cannotWrite(path: path, reason: reason)
    }
    let failure = data.withUnsafeBytes { DescriptorOutput.writeAll($0, to: descriptor, using: writeCall) }
    if let failure { throw fail(String(cString: strerror(failure))) }
    if let existing, geteuid() == 0 {
      // Only root can give a file away; a plain user's new file is theirs, as with any editor.
      // Before the mode: chown clears the setuid and setgid bits.
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
    }
    let mode = existing.map { $0.st_mode & 0o7777 } ?? (0o666 & ~currentUmask())
    if fchmod(descriptor, mode) != 0 { throw fail("cannot set permissions: \(String(cString: strerror(errno)))") }
    if fsync(descriptor) != 0 { throw fail("cannot flush to disk: \(String(cString: strerror(errno)))") }
    if close(descriptor) != 0 {
      TemporaryFiles.remove(temporary)
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    if rename(temporary, destination.target) != 0 {
      let reason = String(cString: strerror(errno))
      TemporaryFiles.remove(temporary)
      throw .cannotWrite(path: path, reason: reason)
    }
    TemporaryFiles.forget(temporary)
    syncDirectory(of: destination.target)
    return destination
  }

  // MARK: Steps

  /// Follows symbolic links to the file that will be written (at most 40, as the kernel does).
  static func resolve(_ path: String) throws(BenchError) -> Destination {
    guard !path.isEmpty else { throw .cannotWrite(path: path, reason: "the path is empty") }
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0 else {
        guard errno == ENOENT else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        break
      }
      guard info.st_mode & S_IFMT == S_IFLNK else { break }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
      let link = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
      if current == path { break }
    }
    if current == path { return Destination(path: path, target: path, note: nil) }
    var info = stat()
    if lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      throw .cannotWrite(path: path, reason: "too many levels of symbolic links")
    }
    return Destination(
      path: path, target: current,
      note: "\(path) is a symbolic link; writing to its target \(current) and keeping the link")
  }

  /// The target's `stat`, `nil` for a new path; anything but a regular file is refused.
  private static func status(of target: String, path: String) throws(BenchError) -> stat? {
    var info = stat()
    guard stat(target, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .cannotWrite(
        path: path,
        reason: "it is \(kindName(info.st_mode)), not a regular file; give the path of a file to create or replace")
    }
    return info
  }

  /// A new, empty temporary file in the target's directory (so the rename stays on one file
  /// system), registered for removal on a signal, and locked (`flock`) while this process has it
  /// open, which marks it live for ``removeStaleTemporaries(of:)``.
  private static func createTemporary(beside destination: Destination) throws(BenchError) -> (Int32, String) {
    _ = try status(of: destination.target, path: destination.path)
    let template = temporaryPrefix(of: destination) + "XXXXXX"
    while true {
      var buffer = Array(template.utf8CString)
      let descriptor = buffer.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard descriptor >= 0 else {
        throw .cannotWrite(path: destination.path, reason: String(cString: strerror(errno)))
      }
      let temporary = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      // Another writer's sweep may have locked and removed the file between mkstemp and the
      // lock (it takes only files it can lock); then it is gone, and a new one is made.
      var info = stat()
      guard flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &info) == 0, info.st_nlink > 0 else {
        close(descriptor)
        continue
      }
      TemporaryFiles.register(temporary)
      return (descriptor, temporary)
    }
  }

  /// `DIRECTORY/.NAME.bench-`: the temporary files of a target all start so.
  private static func temporaryPrefix(of destination: Destination) -> String {
    directory(of: destination.target) + "/.\((destination.target as NSString).lastPathComponent).bench-"
  }

  /// Removes the temporary files a killed writer left beside the target (SIGKILL leaves no
  /// chance to clean up, and a 50 MB export stayed for ever). A file is stale when no process
  /// holds its lock: a live writer keeps it locked until the rename, and the kernel drops the
  /// lock of a process that dies. Best effort: what cannot be read or removed is left.
  static func removeStaleTemporaries(of destination: Destination) {
    let prefix = temporaryPrefix(of: destination)
    let directoryPath = directory(of: destination.target)
    let namePrefix = String(prefix.dropFirst(directoryPath.count + 1))
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directoryPath) else { return }
    // mkstemp's suffix is six characters; anything else is not ours.
    for name in names where name.hasPrefix(namePrefix) && name.utf8.count == namePrefix.utf8.count + 6 {
      let path = directoryPath + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else { continue }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
      close(descriptor)
    }
  }

  /// Flushes the directory entry of the rename; best effort, since some file systems refuse it.
  private static func syncDirectory(of path: String) {
    let descriptor = open(directory(of: path), O_RDONLY)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  private static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a directory"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }
}
