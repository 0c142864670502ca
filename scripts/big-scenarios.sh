#!/usr/bin/env bash
# Makes the big scenario files of the reading benchmark (docs/RESULTS.md) and reads each one with
# `bench check`, under /usr/bin/time when it is installed (for the peak memory of the process).
#
#   scripts/big-scenarios.sh [DIRECTORY]      # default /tmp/layoutbench-big; needs ~1.5 GB of disk
#
# Build first with `swift build -c release`; BENCH overrides the binary. The files:
#   flat-100k.json, collection-100k.json, random-100k.json   100,000 views (bench export)
#   flat-1m.json                                               1,000,000 views (bench export)
#   duplicates-2.35m.json   a 1,000-view collection whose constraints are repeated to 2.35 million
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/tmp/layoutbench-big}
bench=${BENCH:-.build/release/bench}
mkdir -p "$dir"

make_file() { # name shape views
  [ -f "$dir/$1" ] || "$bench" export --shape "$2" --views "$3" --output "$dir/$1"
}
make_file flat-100k.json flat 100000
make_file collection-100k.json collection 100000
make_file random-100k.json random 100000
make_file flat-1m.json flat 1000000

if [ ! -f "$dir/duplicates-2.35m.json" ]; then
  "$bench" export --shape collection --views 1000 --output "$dir/cells-1k.json"
  # Scenario files hold one constraint per line, so the constraints can be repeated with awk:
  # every constraint line is written `copies` times, commas fixed up.
  count=$(grep -c '^    {"first": ' "$dir/cells-1k.json")
  copies=$(( (2350000 + count - 1) / count ))
  awk -v copies="$copies" '
    /^    \{"first": / {
      line = $0; sub(/,$/, "", line)
      for (i = 0; i < copies; i++) { if (pending) print pending ","; pending = line }
      next
    }
    { if (pending) { print pending; pending = "" } print }
  ' "$dir/cells-1k.json" > "$dir/duplicates-2.35m.json"
  rm "$dir/cells-1k.json"
fi

for file in flat-100k collection-100k random-100k flat-1m duplicates-2.35m; do
  size=$(du -h "$dir/$file.json" | cut -f1)
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "  $file.json ($size): %e s elapsed, %M KiB maximum resident" "$bench" check "$dir/$file.json"
  else
    echo "  $file.json ($size):"
    "$bench" check "$dir/$file.json"
  fi
done
