#!/usr/bin/env bash
# Runs the test suite (`swift test`) while two CPU-bound processes (`yes > /dev/null`) run beside
# it, to show that no test's outcome depends on the machine's speed or load.
#
#   scripts/test-under-load.sh [swift test arguments...]
#
# Builds first (not under load), then runs the tests with the two processes beside them, and
# prints the closing line of the run, its wall time and the load average. Exits with the status of
# `swift test`. The two processes are stopped on exit, by their ids.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests

yes > /dev/null &
first=$!
yes > /dev/null &
second=$!
trap 'kill "$first" "$second" 2>/dev/null || true' EXIT

log=$(mktemp "${TMPDIR:-/tmp}/test-under-load.XXXXXX")
start=$(date +%s)
set +e
swift test --skip-build "$@" > "$log" 2>&1
status=$?
set -e
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
grep -E '^(✔|✘) Test run with|Test run with .* (passed|failed)|^✘ Test' "$log" | tail -n 20 || true
echo "test-under-load: swift test exited $status in $(( $(date +%s) - start )) s beside two CPU-bound processes (load average $load); log: $log"
exit "$status"
