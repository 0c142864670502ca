import Foundation

/// The Interface Builder documents kept in `Corpus/` (copied, unchanged, from open-source apps;
/// licences in `Corpus/licenses/`).
enum Corpus {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  static var documentNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
  }
}
