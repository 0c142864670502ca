#!/usr/bin/env bash
# Runs the solver micro-benchmarks: `./run.sh` or `./run.sh --filter 'SuggestValue.*'`; any
# arguments go to `swift package benchmark`.
#
# package-benchmark 1.38.1 lists ordo-one/swift-runtime-interposer as a dependency on Linux with
# Swift 6.3 even when its RuntimeInterposer trait is off; where that repository cannot be
# fetched, its manifest's own RUNTIME_INTERPOSER_LOCAL_PATH switch points it at an empty stub.
set -euo pipefail
cd "$(dirname "$0")"
if [[ -z "${RUNTIME_INTERPOSER_LOCAL_PATH:-}" ]]; then
  export RUNTIME_INTERPOSER_LOCAL_PATH="$PWD/Stubs/swift-runtime-interposer"
fi
exec swift package --disable-sandbox --allow-writing-to-package-directory benchmark "$@"
