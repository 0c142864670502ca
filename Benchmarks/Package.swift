// swift-tools-version: 6.1
// Micro-benchmarks of the Cassowary solver's elementary operations and of the GLPK engine's
// re-solve strategies, with package-benchmark.
//
// A separate package so that the main build and its CI never fetch or compile the benchmark
// framework. Run with `cd Benchmarks && ./run.sh` (see README.md).
import PackageDescription

let package = Package(
  name: "LayoutBenchBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Named, so that the product reference below does not depend on the checkout's folder name.
    .package(name: "LayoutBench", path: ".."),
    // MallocInterposer only: the RuntimeInterposer trait needs ordo-one/swift-runtime-interposer,
    // which this machine's package mirror lacks (run.sh points the manifest at a local stub).
    .package(
      url: "https://github.com/ordo-one/package-benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "SolverBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "Cassowary", package: "LayoutBench"),
      ],
      path: "SolverBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
    .executableTarget(
      name: "EngineBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "LayoutEngines", package: "LayoutBench"),
        .product(name: "LayoutModel", package: "LayoutBench"),
      ],
      path: "EngineBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
  ]
)
