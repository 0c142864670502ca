import ArgumentParser
import Foundation
import LayoutModel
import Measurement
import ResultFiles

/// `bench check FILE...`: reads and validates scenario files without running any engine.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Read and validate scenario files (or .storyboard and .xib documents), and report their size, reading time and memory.",
    discussion: """
      Prints one line per file: views, constraints, linear rows, exact duplicate constraints, the \
      time to read and validate the file (wall clock, and the process's CPU time, which other \
      programs on a busy machine do not inflate), the time to lower it to linear rows, and the \
      process's peak memory so far. Exits 65 on the \
      first malformed file, 66 on an unreadable one. This is the reading benchmark of docs/RESULTS.md.

      With --xcode, each .storyboard or .xib is also laid out by the reference engine and checked \
      against the frames Xcode saved in it: one line of agreement per document, then every view \
      that is more than 0.5 pt off, with Xcode's frame, the computed one and the likely cause \
      (unknown class, missing or wrong control metric, a superview or neighbour itself off, the \
      canvas), and a total over all documents.
      """)

  @Argument(help: ArgumentHelp("Scenario JSON files.", valueName: "file"))
  var files: [String] = []

  @Flag(help: "Lay each .storyboard or .xib out and list the views not where Xcode saved them, with the likely cause.")
  var xcode = false

  @Option(help: ArgumentHelp(
    "With --xcode: check every document of this corpus list (docs/importer-corpus.tsv) and print the tables of docs/IMPORTER.md.",
    valueName: "list"))
  var corpus: String?

  @Option(help: ArgumentHelp("With --corpus: the directory of the fetched documents (or of its subdirectories).", valueName: "dir"))
  var documents: String?

  @Flag(help: "With --corpus: also list every view that does not match, by set.")
  var mismatches = false

  func validate() throws {
    if corpus != nil || documents != nil || mismatches {
      guard xcode, corpus != nil, documents != nil, files.isEmpty else {
        throw ValidationError("--corpus and --documents go together, with --xcode and no files")
      }
      return
    }
    if files.isEmpty { throw ValidationError("Missing expected argument '<file> ...'") }
  }

  func run() throws {
    if let corpus, let documents { return try checkCorpus(list: corpus, directory: documents) }
    if xcode { return try checkAgreement() }
    for path in files {
      let clock = ContinuousClock()
      let start = clock.now
      let cpuStart = Self.processCPUSeconds()
      // A .storyboard or .xib gives one layout per root, each checked the same way.
      let (inputs, warnings) = try ScenarioFile.readInputs(path, guessing: [])
      let read = clock.now
      let cpuRead = Self.processCPUSeconds() - cpuStart
      for warning in warnings { warnLine(warning) }
      for input in inputs {
        let loweringStart = clock.now
        let rows = input.layout.linearSystem().constraints.count
        let lowered = loweringStart.duration(to: clock.now)
        let duplicates = ScenarioFile.duplicateConstraintCount(input.layout)
        let peak = MemoryUsage.peakBytes().map(ResultTable.bytes) ?? "unknown"
        let name = inputs.count > 1 ? input.name : path
        try emit(
          "\(DisplayText.escaped(name, maximumLength: 256)): \(input.layout.realViewCount) views"
            + (input.layout.guideCount > 0 ? " and \(input.layout.guideCount) guides, " : ", ")
            + "\(input.layout.constraints.count) constraints (\(duplicates) exact duplicates), \(rows) linear rows; "
            + "read in \(ReportText.duration(seconds(read - start))) (\(ReportText.duration(cpuRead)) CPU), "
            + "lowered in \(ReportText.duration(seconds(lowered))); peak memory \(peak)\n")
      }
    }
  }

  /// `--xcode`: each document's agreement with its saved frames, view by view, and the total.
  private func checkAgreement() throws {
    var total = (matched: 0, checked: 0, documents: 0, ambiguous: 0, withDescendants: 0)
    for path in files where ScenarioFile.isInterfaceBuilderDocument(path) {
      let document = try ScenarioFile.readDocument(path)
      let agreement = DocumentAgreement(document: document, name: URL(fileURLWithPath: path).lastPathComponent)
      try emit(agreement.rendered())
      total.matched += agreement.matched
      total.checked += agreement.checked
      total.documents += 1
      total.ambiguous += agreement.ambiguousDetermined.count
      total.withDescendants += agreement.ambiguousDeterminedWithDescendants
    }
    let percent = total.checked == 0 ? "-" : String(format: "%.1f%%", 100 * Double(total.matched) / Double(total.checked))
    try emit("total: \(total.matched) of \(total.checked) views in \(total.documents) documents where Xcode put them (\(percent))\n")
    try emit(
      "ambiguous here, determined in Xcode: \(total.ambiguous) views (\(total.withDescendants) counting the views inside them)\n")
  }

  /// User and system time of this process so far.
  static func processCPUSeconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  private func seconds(_ duration: Duration) -> Double {
    let (whole, atto) = duration.components
    return Double(whole) + Double(atto) * 1e-18
  }
}
