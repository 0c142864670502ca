// swift-tools-version: 5.9
// An empty stand-in for ordo-one/swift-runtime-interposer, which package-benchmark 1.38.1 lists
// as a dependency on Linux with Swift 6.3 but which is only linked under its RuntimeInterposer
// trait. The benchmarks disable that trait, so only the name has to resolve.
import PackageDescription

let package = Package(
  name: "swift-runtime-interposer",
  products: [.library(name: "SwiftRuntimeInterposerSwift", targets: ["SwiftRuntimeInterposerSwift"])],
  targets: [.target(name: "SwiftRuntimeInterposerSwift")]
)
