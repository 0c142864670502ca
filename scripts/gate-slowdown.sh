#!/usr/bin/env bash
# Shows the performance gate both ways on real code: the unchanged solver passes `bench gate`,
# and the same solver built with a deliberate slowdown fails it.
#
#   scripts/gate-slowdown.sh [--timings] [DIRECTORY]    # reports in DIRECTORY (default /tmp/layoutbench-slowdown)
#
# The slowed variant is compiled with -D CASSOWARY_DELIBERATE_SLOWDOWN into .build-slow
# (Sources/Cassowary/Solver+DeliberateSlowdown.swift: every row merge is done twice and a build
# adds its constraints twice, once into a throwaway solver; results and work counters are
# unchanged). With --timings it also times both binaries on the cassowary engine and compares the
# two result files with `bench compare`, to show how much slower the variant really is.
# Exits 0 when the unchanged code passes and the slowed code fails with status 3 (a regression).
# Takes 10 to 20 minutes on a 2-core machine: a second release build, two gates under callgrind.
set -euo pipefail
cd "$(dirname "$0")/.."

timings=0
if [ "${1:-}" = "--timings" ]; then timings=1; shift; fi
dir=${1:-/tmp/layoutbench-slowdown}
mkdir -p "$dir"

echo "== building the unchanged bench (release)"
swift build -c release --product bench
echo "== building the deliberately slowed bench (release, -D CASSOWARY_DELIBERATE_SLOWDOWN, .build-slow)"
swift build -c release --product bench --scratch-path .build-slow -Xswiftc -DCASSOWARY_DELIBERATE_SLOWDOWN

run_gate() { # binary report -> exit status
  set +e
  "$1" gate > "$2" 2> "${2%.txt}.err"
  local status=$?
  set -e
  return $status
}

echo "== bench gate, unchanged code"
normal=0; run_gate .build/release/bench "$dir/gate-unchanged.txt" || normal=$?
tail -n 1 "$dir/gate-unchanged.txt"
echo "== bench gate, slowed code"
slow=0; run_gate .build-slow/release/bench "$dir/gate-slowed.txt" || slow=$?
sed -n '/^bench gate: /,$p' "$dir/gate-slowed.txt"

count() { grep -c "$1" "$2" || true; }
echo
echo "== summary (reports in $dir)"
echo "unchanged: exit $normal; $(grep '^bench gate:' "$dir/gate-unchanged.txt" || echo 'no verdict')"
echo "slowed:    exit $slow; $(grep '^bench gate:' "$dir/gate-slowed.txt" || echo 'no verdict')"
echo "slowed, instruction checks regressed: $(count '^REGRESSED  instructions' "$dir/gate-slowed.txt") of $(count 'instructions [a-z-]*/' "$dir/gate-slowed.txt")"
echo "slowed, counter checks regressed: $(count '^REGRESSED  counters' "$dir/gate-slowed.txt")"

if [ "$timings" = 1 ]; then
  echo "== timing both binaries (cassowary engine, 1,000 views, 21 runs each)"
  options=(--views 1000 --shapes flat,long-row,deep,collection,random --engines cassowary --repetitions 21 --warmups 3)
  .build/release/bench "${options[@]}" --output "$dir/times-unchanged.json" > /dev/null
  .build-slow/release/bench "${options[@]}" --output "$dir/times-slowed.json" > /dev/null
  set +e
  .build/release/bench compare "$dir/times-unchanged.json" "$dir/times-slowed.json" | tee "$dir/compare.txt"
  set -e
fi

if [ "$normal" = 0 ] && [ "$slow" = 3 ]; then
  echo "gate-slowdown: as expected, the unchanged code passes and the slowed code fails"
  exit 0
fi
echo "gate-slowdown: UNEXPECTED: the unchanged code exited $normal (expected 0), the slowed code $slow (expected 3)" >&2
exit 1
