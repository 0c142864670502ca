#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the kiwi engine finds Python and how long it waits for it.
public struct KiwiConfiguration: Hashable, Sendable {
  /// The interpreter to run. `nil` tries, in order, `$LAYOUTBENCH_PYTHON` if set (and then only
  /// it), else `python3` on the PATH and then `/usr/bin/python3`, where Debian's
  /// `python3-kiwisolver` lives even when another `python3` comes first on the PATH.
  public var python: String?
  /// Seconds to wait for the worker to start and import kiwisolver.
  public var startTimeout: Double
  /// Seconds to wait for any answer; `nil` derives it from the operation's time limit
  /// (twice the limit plus 30 s, or 900 s without a limit). The worker checks the limit itself
  /// between kiwi calls, so only a worker that hangs, or a single kiwi call far past the limit,
  /// meets this timeout.
  public var answerTimeout: Double?

  public init(python: String? = nil, startTimeout: Double = 30, answerTimeout: Double? = nil) {
    self.python = python
    self.startTimeout = startTimeout
    self.answerTimeout = answerTimeout
  }

  /// The interpreters to try, in order.
  var candidates: [String] {
    if let python { return [python] }
    if let variable = getenv("LAYOUTBENCH_PYTHON"), variable.pointee != 0 { return [String(cString: variable)] }
    return ["python3", "/usr/bin/python3"]
  }

  /// How long to wait for an answer to an operation limited to `limit` seconds.
  func answerTimeout(limit: Double?) -> Double {
    answerTimeout ?? limit.map { 2 * $0 + 30 } ?? 900
  }
}

/// Why the kiwi worker could not do what it was asked.
enum KiwiWorkerError: Error, Hashable {
  /// No Python with kiwisolver could be started; the reason names every interpreter tried.
  case unavailable(String)
  /// The worker died, hung, or broke the protocol; it has been stopped.
  case failed(String)
}

/// The worker's answer to one request (see ``KiwiWorkerScript``).
enum KiwiAnswer: Hashable {
  /// Done: the kiwi calls' seconds, the bytes the session holds, every variable's value.
  case ok(seconds: Double, memory: Int?, values: [Double])
  /// Kiwi refused the required row with this id; the session is as it was.
  case unsatisfiable(row: Int)
  /// The time limit passed after this many seconds of kiwi calls; the session is gone.
  case overLimit(seconds: Double)
  /// Kiwi raised something else; the message.
  case error(String)
}

/// One running worker process, shared by every kiwi engine of a configuration.
///
/// Requests are serialized under a lock, so engines on several threads (parallel tests) can
/// share it. Once it fails it stays failed; ``KiwiWorkerPool`` starts a new one for the next
/// engine.
final class KiwiWorker: @unchecked Sendable {
  /// The interpreter that runs it, and the versions it reported.
  let interpreter: String
  let versions: String
  private let process: WorkerProcess
  private let lock = PosixLock()
  private var failure: String?
  private var nextSession = 1
  private var drops: [Int] = []

  private init(interpreter: String, versions: String, process: WorkerProcess) {
    self.interpreter = interpreter
    self.versions = versions
    self.process = process
  }

  /// Starts the first candidate interpreter that imports kiwisolver.
  static func start(_ configuration: KiwiConfiguration) -> Result<KiwiWorker, KiwiWorkerError> {
    var reasons: [String] = []
    for candidate in configuration.candidates {
      let process: WorkerProcess
      do { process = try WorkerProcess(arguments: [candidate, "-c", KiwiWorkerScript.source, String(getpid())]) } catch {
        reasons.append("\(candidate): \(describe(error))")
        continue
      }
      let deadline = WorkerProcess.deadline(afterSeconds: configuration.startTimeout)
      do throws(WorkerProcess.Failure) {
        let line = String(decoding: try process.readLine(deadline: deadline), as: UTF8.self)
        if line.hasPrefix("hello ") {
          return .success(KiwiWorker(interpreter: candidate, versions: String(line.dropFirst(6)), process: process))
        }
        process.stop()
        reasons.append("\(candidate): " + (line.hasPrefix("nokiwi ") ? String(line.dropFirst(7)) : "unexpected greeting \"\(line.prefix(80))\""))
      } catch {
        process.stop()
        let detail = process.errorTail
        reasons.append("\(candidate): \(describe(error))" + (detail.isEmpty ? "" : " (\(detail))"))
      }
    }
    return .failure(.unavailable("no Python with kiwisolver (install python3-kiwisolver; scripts/setup.sh does): "
      + reasons.joined(separator: "; ")))
  }

  /// Whether the worker has failed and must be replaced.
  var hasFailed: Bool { lock.withLock { failure != nil } }

  /// A session id not used before on this worker.
  func newSession() -> Int {
    lock.withLock {
      defer { nextSession += 1 }
      return nextSession
    }
  }

  /// Forgets a session; sent with the next request.
  func drop(session: Int) {
    lock.withLock { drops.append(session) }
  }

  /// Sends one request and reads its answer, waiting at most `timeout` seconds.
  func call(_ line: String, payload: [UInt8], timeout: Double) -> Result<KiwiAnswer, KiwiWorkerError> {
    lock.withLock {
      if let failure { return .failure(.failed(failure)) }
      var bytes: [UInt8] = []
      for session in drops { bytes += Array("drop \(session)\n".utf8) }
      drops = []
      bytes += Array((line + "\n").utf8)
      bytes += payload
      let deadline = WorkerProcess.deadline(afterSeconds: timeout)
      do throws(WorkerProcess.Failure) {
        try process.write(bytes, deadline: deadline)
        return .success(try readAnswer(deadline: deadline))
      } catch {
        let operation = line.split(separator: " ").first.map(String.init) ?? line
        var reason: String
        switch error {
        case .timedOut: reason = "the kiwi worker gave no answer to \(operation) within \(compact(timeout)) s"
        default: reason = "the kiwi worker failed during \(operation): \(Self.describe(error))"
        }
        process.stop()
        let detail = Self.withoutTraceback(process.errorTail)
        if !detail.isEmpty { reason += " (its stderr: \(detail))" }
        reason += "; it was stopped"
        failure = reason
        return .failure(.failed(reason))
      }
    }
  }

  private func readAnswer(deadline: ContinuousClock.Instant) throws(WorkerProcess.Failure) -> KiwiAnswer {
    let line = String(decoding: try process.readLine(deadline: deadline), as: UTF8.self)
    let words = line.split(separator: " ", maxSplits: 1)
    let rest = words.count > 1 ? String(words[1]) : ""
    switch words.first {
    case "ok":
      let fields = rest.split(separator: " ")
      guard fields.count == 3, let seconds = Double(fields[0]), let memory = Int(fields[1]),
        let count = Int(fields[2]), count >= 0
      else { throw .exited("malformed answer \"\(line.prefix(80))\"") }
      let bytes = try process.read(count: count * 8, deadline: deadline)
      let values = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
        bytes.withUnsafeBytes { raw in
          for i in 0..<count { buffer[i] = raw.loadUnaligned(fromByteOffset: i * 8, as: Double.self) }
        }
        initialized = count
      }
      return .ok(seconds: seconds, memory: memory >= 0 ? memory : nil, values: values)
    case "unsatisfiable":
      guard let row = Int(rest) else { throw .exited("malformed answer \"\(line.prefix(80))\"") }
      return .unsatisfiable(row: row)
    case "overlimit":
      guard let seconds = Double(rest) else { throw .exited("malformed answer \"\(line.prefix(80))\"") }
      return .overLimit(seconds: seconds)
    case "error":
      return .error(rest)
    default:
      throw .exited("unexpected answer \"\(line.prefix(80))\"")
    }
  }

  /// A Python traceback in the worker's standard error (`Traceback ... | File ... | Error: x`)
  /// cut to its last line, the error itself: a failure reads as one short line like any other
  /// engine's, not as the worker's source lines.
  static func withoutTraceback(_ tail: String) -> String {
    let lines = tail.split(separator: " | ").map(String.init)
    guard lines.contains(where: { $0.hasPrefix("Traceback (most recent call last)") }), let last = lines.last else { return tail }
    return last
  }

  private static func describe(_ failure: WorkerProcess.Failure) -> String {
    switch failure {
    case .spawn(let text): text
    case .timedOut: "no answer in time"
    case .exited(let how): how.isEmpty ? "it exited" : "it exited (\(how))"
    case .system(let text): text
    }
  }
}

/// The running worker of each configuration, started on first use and replaced after a failure;
/// a configuration without kiwisolver is remembered so that it is probed only once.
final class KiwiWorkerPool: @unchecked Sendable {
  static let shared = KiwiWorkerPool()

  private let lock = PosixLock()
  private var workers: [KiwiConfiguration: Result<KiwiWorker, KiwiWorkerError>] = [:]

  /// The configuration's worker, starting one if there is none or the last one failed.
  func worker(for configuration: KiwiConfiguration) -> Result<KiwiWorker, KiwiWorkerError> {
    lock.withLock {
      switch workers[configuration] {
      case .success(let worker)? where !worker.hasFailed: return .success(worker)
      case .failure(let error)?: return .failure(error)
      default:
        let started = KiwiWorker.start(configuration)
        workers[configuration] = started
        return started
      }
    }
  }
}

/// A pthread mutex: the package supports macOS 14, where `Synchronization.Mutex` is missing.
final class PosixLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// A number of seconds without trailing zeros: `30`, `2.5`.
private func compact(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
