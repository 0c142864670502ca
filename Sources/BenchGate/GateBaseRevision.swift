import Foundation

/// The base revision of the gate's A/B mode, built in a temporary git worktree beside the
/// working tree (which is never touched), so that `bench gate --against REV` can time both.
public struct GateBaseRevision {
  /// The revision as given (`main`, `HEAD~1`, a hash).
  public var revision: String
  /// The repository: the directory `bench gate` runs in (the package root).
  public var repository: String
  /// Where the worktree, its build and the logs go.
  public var directory: String
  public var progress: ((String) -> Void)?

  public init(revision: String, repository: String, directory: String) {
    self.revision = revision
    self.repository = repository
    self.directory = directory
  }

  /// The worktree's path.
  public var tree: String { "\(directory)/base" }

  /// Resolves the revision, checks it out into ``tree`` and builds its `bench` in release;
  /// returns the binary's path and the commit hash.
  public func build() throws(GateError) -> (binary: String, commit: String) {
    let revParse = "\(directory)/rev-parse.log"
    guard try GateProcess.run(["git", "-C", repository, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], log: revParse) == 0 else {
      throw .invalidOption(option: "--against", value: revision, expected: "a git revision of this repository (a branch, tag or commit)")
    }
    let commit = ((try? String(contentsOfFile: revParse, encoding: .utf8)) ?? revision).trimmingCharacters(in: .whitespacesAndNewlines)
    progress?("checking out \(revision) (\(commit.prefix(12))) into \(tree)")
    let add = "\(directory)/worktree.log"
    guard try GateProcess.run(["git", "-C", repository, "worktree", "add", "--detach", tree, commit], log: add) == 0 else {
      throw .abFailed(reason: "git worktree add failed: \(GateProcess.tail(of: add))")
    }
    progress?("building \(revision) in release (minutes)")
    let log = "\(directory)/build.log"
    let status = try GateProcess.run(
      ["swift", "build", "-c", "release", "--product", "bench", "--scratch-path", "\(tree)/.build"], log: log, in: tree)
    guard status == 0 else {
      throw .abFailed(reason: "building \(revision) failed (status \(status)): \(GateProcess.tail(of: log)); full log \(log)")
    }
    return ("\(tree)/.build/release/bench", commit)
  }

  /// Removes the worktree (and its build) again.
  public func remove() {
    _ = try? GateProcess.run(["git", "-C", repository, "worktree", "remove", "--force", tree], log: "\(directory)/remove.log")
  }
}
