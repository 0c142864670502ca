/// Facts about this binary fixed when it was built: the source revision and the configuration.
///
/// `generatedRevision` and `generatedRevisionIsDirty` come from a file the BuildRevisionPlugin
/// writes before each build.
public enum BuildInfo {
  /// The abbreviated git commit the sources were at, or "unknown" (no git, no repository).
  public static let revision: String = generatedRevision

  /// Whether the working tree had changes against that commit (tracked or untracked files).
  public static let isDirty: Bool = generatedRevisionIsDirty

  /// `1a2b3c4d5e6f`, `1a2b3c4d5e6f-dirty` or `unknown`.
  public static var describedRevision: String {
    isDirty && revision != "unknown" ? revision + "-dirty" : revision
  }

  /// "debug" or "release", from how this module was compiled.
  public static var configuration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }
}
