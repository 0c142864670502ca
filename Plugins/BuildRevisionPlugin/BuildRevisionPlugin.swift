import Foundation
import PackagePlugin

/// Records the git revision the package is built from, with a dirty marker, in a generated
/// source file of the target it is applied to.
///
/// Result files must say which code produced them. Asking git at run time gives the revision of
/// whatever directory the binary happens to run in; asking at build time gives the revision of
/// the sources that were compiled. The command runs before every build (a prebuild command), but
/// rewrites its file only when the text changes, so an unchanged revision recompiles nothing.
/// Without git, or outside a repository (a source archive), the revision is "unknown".
@main
struct BuildRevisionPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
    return [
      .prebuildCommand(
        displayName: "Recording the git revision of \(context.package.displayName)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", Self.script, "build-revision", context.package.directoryURL.path, output.path],
        outputFilesDirectory: output)
    ]
  }

  /// `$1` the package directory, `$2` the output directory. `--no-optional-locks` keeps git
  /// from rewriting the index while another build or an editor uses it.
  static let script = #"""
    set -u
    package="$1"
    out="$2/BuildRevision.swift"
    mkdir -p "$2"
    revision=unknown
    dirty=false
    if command -v git >/dev/null 2>&1 && git -C "$package" rev-parse --verify -q HEAD >/dev/null 2>&1; then
      revision=$(git -C "$package" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
      if [ -n "$(git --no-optional-locks -C "$package" status --porcelain 2>/dev/null | head -n 1)" ]; then
        dirty=true
      fi
    fi
    text="// Generated before each build by the BuildRevisionPlugin; do not edit.
    let generatedRevision = \"$revision\"
    let generatedRevisionIsDirty = $dirty"
    if [ ! -f "$out" ] || [ "$(cat "$out")" != "$text" ]; then
      printf '%s\n' "$text" > "$out"
    fi
    """#
}
