#!/bin/sh
# The importer's agreement with Xcode's saved frames on the fetched corpus: the tables of
# docs/IMPORTER.md and, with --mismatches, the list of docs/importer-mismatches.md.
#
#   scripts/importer-agreement.sh [--mismatches] [LIST [DIR]]
#
# LIST defaults to docs/importer-corpus.tsv; DIR (the fetched documents, directly or in
# subdirectories such as training/ and heldout/) to .ib-external. Fetch them as
# docs/IMPORTER.md says. Uses $BENCH if set, else builds bench in release mode (the figures are
# of a release build) into $SCRATCH (default .build) and runs it. The last lines are the
# revision, the build and the machine, to quote with the figures.
set -eu
cd "$(dirname "$0")/.."
extra=""
if [ "${1:-}" = "--mismatches" ]; then extra="--mismatches"; shift; fi
list="${1:-docs/importer-corpus.tsv}"
dir="${2:-.ib-external}"
if [ -z "${BENCH:-}" ]; then
  scratch="${SCRATCH:-.build}"
  swift build -c release --product bench --scratch-path "$scratch" >&2
  BENCH="$scratch/release/bench"
fi
"$BENCH" check --xcode --corpus "$list" --documents "$dir" $extra
echo
echo "Corpus of Tests/InterfaceBuilderTests/Corpus:"
"$BENCH" check --xcode Tests/InterfaceBuilderTests/Corpus/*.xib Tests/InterfaceBuilderTests/Corpus/*.storyboard | grep '^total'
revision="$(git rev-parse --short HEAD)"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then revision="$revision (with uncommitted changes)"; fi
echo
echo "Revision $revision, release build of bench, $(uname -sm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') cores."
