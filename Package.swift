// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "LayoutBench",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "LayoutModel", targets: ["LayoutModel"]),
    .library(name: "ScenarioFiles", targets: ["ScenarioFiles"]),
    .library(name: "LayoutEngines", targets: ["LayoutEngines"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  traits: [
    .trait(
      name: "GLPK",
      description: "Build the linear-programming baseline engine on the system's GLPK (libglpk-dev)."),
    .default(enabledTraits: ["GLPK"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // The simplex solver. Knows nothing about views; no Foundation.
    .target(name: "Cassowary", dependencies: ["CPrefetch"], swiftSettings: [.define("CASSOWARY_CHECKS", .when(configuration: .debug))]),
    // The processor's prefetch hint, for the solver's pivots on tableaus larger than the cache.
    .target(name: "CPrefetch"),
    // Views, attributes, constraints, and their translation into linear rows.
    .target(name: "LayoutModel"),
    // Scenario files (ScenarioFormat.md): a layout with the benchmark's workloads and the frames
    // an outside reference expects, read and written as JSON; and the frame sets `bench solve`
    // writes.
    .target(name: "ScenarioFiles", dependencies: ["LayoutModel"], exclude: ["ScenarioFormat.md"]),
    // Auto Layout's visual format language, parsed into model constraints.
    .target(name: "VisualFormat", dependencies: ["LayoutModel"]),
    // GLPK's C API, visible only to the one file of LayoutEngines that wraps it.
    .systemLibrary(name: "CGLPK", path: "Sources/CGLPK"),
    // The four engines behind one protocol.
    .target(
      name: "LayoutEngines",
      dependencies: [
        "Cassowary", "LayoutModel",
        .target(name: "CGLPK", condition: .when(traits: ["GLPK"])),
      ]),
    // Interface Builder documents (.xib, .storyboard) read into layouts, with the frames Xcode saved.
    .target(name: "InterfaceBuilder", dependencies: ["LayoutModel", "ScenarioFiles"]),
    // The one seeded random number generator (SplitMix64): generators, workloads, the fuzzer
    // and the tests draw from it, so a seed means the same sequence everywhere.
    .target(name: "SeededRandom"),
    // Seeded synthetic view trees.
    .target(name: "ViewTreeGenerators", dependencies: ["LayoutModel", "SeededRandom", "VisualFormat"]),
    // The heap allocator's count of live bytes (mallinfo2, malloc_zone_statistics), for memory
    // figures; Swift's Glibc module does not export mallinfo2.
    // DWARF 4: valgrind 3.19 (Debian 12), which the gate counts instructions with, cannot read
    // clang's default DWARF 5 and refuses the whole binary.
    .target(name: "CAllocatorStatistics", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // The git revision and configuration this binary was built from (generated at build time).
    .target(name: "BuildInfo", plugins: ["BuildRevisionPlugin"]),
    .plugin(name: "BuildRevisionPlugin", capability: .buildTool()),
    // Seeded random layouts and change sequences, an independent level-by-level LP checker,
    // and a minimizer: the randomized differential testing of the engines.
    .target(name: "LayoutFuzz", dependencies: ["LayoutModel", "LayoutEngines", "ScenarioFiles", "SeededRandom"]),
    // Running engines through workloads: the inputs (generated shapes, scenario files), the one
    // timing loop (`EngineRunner`), memory, frame agreement, and the report a sweep produces.
    .target(
      name: "Measurement",
      dependencies: [
        "BuildInfo", "CAllocatorStatistics", "LayoutModel", "LayoutEngines", "SeededRandom", "ViewTreeGenerators",
        "InterfaceBuilder", "ScenarioFiles",
      ]),
    // Result files: their format (ResultFormat.md), tables, comparison, merging of shards, and
    // the atomic writes every file of the project goes through.
    .target(name: "ResultFiles", dependencies: ["LayoutModel", "LayoutEngines", "Measurement"], exclude: ["ResultFormat.md"]),
    // The CI performance gate (work counters, instruction counts, agreement against a baseline)
    // and the solver's cost bounds; it reads the solver only through LayoutEngines'
    // SolverWorkCounting and BareSolver.
    .target(
      name: "BenchGate",
      dependencies: [
        "LayoutModel", "LayoutEngines", "LayoutFuzz", "Measurement", "ResultFiles", "ScenarioFiles", "SeededRandom",
        "ViewTreeGenerators",
      ]),
    // The command line: options, standard streams, the progress bar, exit statuses.
    .executableTarget(
      name: "bench",
      dependencies: [
        "BenchGate", "BuildInfo", "Measurement", "ResultFiles", "LayoutEngines", "LayoutModel", "ViewTreeGenerators", "VisualFormat",
        "InterfaceBuilder", "ScenarioFiles",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    .executableTarget(
      name: "fuzz",
      dependencies: [
        "LayoutFuzz", "LayoutEngines", "LayoutModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Shared fixtures for every test target.
    .target(
      name: "LayoutTestSupport", dependencies: ["LayoutModel", "SeededRandom", "ViewTreeGenerators"],
      path: "Tests/LayoutTestSupport"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SeededRandom"]),
    .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutTestSupport"]),
    .testTarget(name: "ScenarioFilesTests", dependencies: ["ScenarioFiles", "LayoutModel", "LayoutTestSupport"]),
    .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "LayoutTestSupport"]),
    .testTarget(name: "LayoutEnginesTests", dependencies: ["LayoutEngines", "SeededRandom", "LayoutTestSupport"]),
    .testTarget(
      name: "ViewTreeGeneratorsTests", dependencies: ["ViewTreeGenerators", "SeededRandom", "LayoutTestSupport"]),
    .testTarget(name: "MeasurementTests", dependencies: ["Measurement", "ResultFiles", "ScenarioFiles", "LayoutTestSupport"]),
    .testTarget(name: "ResultFilesTests", dependencies: ["ResultFiles", "Measurement", "LayoutTestSupport"]),
    .testTarget(
      name: "BenchGateTests",
      dependencies: ["BenchGate", "LayoutFuzz", "Measurement", "ResultFiles", "ScenarioFiles", "LayoutTestSupport"]),
    .testTarget(
      name: "LayoutFuzzTests", dependencies: ["LayoutFuzz", "LayoutEngines", "ScenarioFiles", "LayoutTestSupport"],
      resources: [.copy("Repros")]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: ["InterfaceBuilder", "LayoutEngines", "LayoutModel", "ScenarioFiles", "LayoutTestSupport"],
      exclude: ["Corpus"]),
    // The command line, parsed in process.
    .testTarget(name: "benchTests", dependencies: ["bench", "Measurement", "ResultFiles"]),
  ]
)
