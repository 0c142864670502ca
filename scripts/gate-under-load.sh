#!/usr/bin/env bash
# Runs `bench gate` on the unchanged code several times in a row while two CPU-bound processes
# (`yes > /dev/null`) run beside it, to show that load cannot fail the gate.
#
#   scripts/gate-under-load.sh [RUNS] [DIRECTORY]    # default 10 runs, reports in /tmp/layoutbench-load
#
# Exits 0 when every run passes. The two `yes` processes are stopped on exit, by their ids.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
dir=${2:-/tmp/layoutbench-load}
mkdir -p "$dir"

swift build -c release --product bench

yes > /dev/null &
first=$!
yes > /dev/null &
second=$!
trap 'kill "$first" "$second" 2>/dev/null || true' EXIT

passed=0
for run in $(seq 1 "$runs"); do
  start=$(date +%s)
  set +e
  .build/release/bench gate > "$dir/run-$run.txt" 2> "$dir/run-$run.err"
  status=$?
  set -e
  load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
  verdict=$(grep '^bench gate:' "$dir/run-$run.txt" || echo "no verdict")
  echo "run $run: exit $status in $(( $(date +%s) - start )) s, load average $load: $verdict"
  [ "$status" = 0 ] && passed=$((passed + 1))
done
echo "gate-under-load: $passed of $runs runs passed with two CPU-bound processes beside them"
[ "$passed" = "$runs" ]
