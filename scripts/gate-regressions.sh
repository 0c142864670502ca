#!/usr/bin/env bash
# The performance gate's own regression suite: each deliberate slowdown in
# scripts/gate-regressions/*.patch must fail `bench gate`, and the unchanged code must pass it
# beside two CPU-bound processes.
#
#   scripts/gate-regressions.sh [--only NAME[,NAME...]] [DIRECTORY]
#
# DIRECTORY (default /tmp/layoutbench-regressions) receives a temporary git worktree of HEAD
# (tree/), its release build (build/, reused from case to case so that each patch rebuilds only
# what it touches) and one report per case (NAME.txt, NAME.err). Each patch is applied to that
# temporary tree, never to this working tree, and the tree is reset before the next one. Cases:
#
#   unchanged-under-load        HEAD as committed, beside two `yes > /dev/null`: must pass (exit 0)
#   solver-row-merge-twice      a constant factor in the solver: every row merge's arithmetic
#                               redone and discarded (same pivots, same counters)
#   graph-engine-twice          2x in the graph engine: its graph built and its pass run twice
#   shared-linear-system-twice  1.15x in a shared path: Layout.linearSystem() done twice
#   adapter-quadratic           O(n^2) in an adapter: a scan of all views per constraint added
#   growth-only-at-10000        a scan of all views per 64th constraint: about 1% at 1,000
#                               views, 10% at 10,000
#
# Every patched case must fail with exit status 3 (a regression). Exits 0 when every case that
# ran came out as expected. Not run in CI: each case is a release build (1 to 8 minutes) and a
# gate run (3 to 6 minutes) on a 2-core machine.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"

only=""
if [ "${1:-}" = "--only" ]; then only=$2; shift 2; fi
dir=${1:-/tmp/layoutbench-regressions}
mkdir -p "$dir"
tree="$dir/tree"
build="$dir/build"

patches=()
for patch in scripts/gate-regressions/*.patch; do patches+=("$(basename "$patch" .patch)"); done
cases=(unchanged-under-load "${patches[@]}")
if [ -n "$only" ]; then IFS=, read -r -a cases <<< "$only"; fi

hogs=()
cleanup() {
  for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null || true; done
  git -C "$repo" worktree remove --force "$tree" 2>/dev/null || true
}
trap cleanup EXIT

# A worktree of HEAD: what is committed, never this working tree's uncommitted edits.
git worktree remove --force "$tree" 2>/dev/null || rm -rf "$tree"
# The revision under test, read once: HEAD of this checkout may move while the suite runs.
head=$(git rev-parse HEAD)
git worktree add --detach "$tree" "$head" > /dev/null
echo "gate-regressions: HEAD ${head:0:7}, tree $tree, build $build"

failures=0
summary=()
for name in "${cases[@]}"; do
  git -C "$tree" checkout --detach -f -q "$head"
  git -C "$tree" clean -fdq -e .build
  if [ "$name" != unchanged-under-load ]; then
    patch="$repo/scripts/gate-regressions/$name.patch"
    [ -f "$patch" ] || { echo "gate-regressions: no patch $patch" >&2; exit 64; }
    git -C "$tree" apply "$patch"
  fi
  echo "== $name: building (release)"
  start=$(date +%s)
  (cd "$tree" && swift build -c release --product bench --scratch-path "$build" > "$dir/$name.build.log" 2>&1) || {
    echo "gate-regressions: $name does not build; see $dir/$name.build.log" >&2; exit 1; }
  built=$(( $(date +%s) - start ))
  if [ "$name" = unchanged-under-load ]; then
    yes > /dev/null & hogs+=($!)
    yes > /dev/null & hogs+=($!)
  fi
  echo "== $name: bench gate"
  start=$(date +%s)
  set +e
  (cd "$tree" && "$build/release/bench" gate > "$dir/$name.txt" 2> "$dir/$name.err")
  status=$?
  set -e
  seconds=$(( $(date +%s) - start ))
  load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")
  for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null || true; done
  hogs=()
  expected=3
  [ "$name" = unchanged-under-load ] && expected=0
  verdict=$(grep '^bench gate:' "$dir/$name.txt" || tail -n 1 "$dir/$name.err")
  regressed=$(grep -c '^REGRESSED' "$dir/$name.txt" || true)
  if [ "$status" = "$expected" ]; then outcome=as-expected; else outcome=UNEXPECTED; failures=$((failures + 1)); fi
  line="$name: exit $status (expected $expected, $outcome), build ${built} s, gate ${seconds} s, load $load: $verdict"
  echo "$line"
  summary+=("$line")
  # The largest regressions by kind, for the record.
  grep '^REGRESSED' "$dir/$name.txt" | awk '{print $2}' | sort | uniq -c | sed "s/^/    $name regressed: /" || true
done

echo
echo "== gate-regressions summary (HEAD ${head:0:7}, reports in $dir)"
printf '%s\n' "${summary[@]}"
if [ "$failures" = 0 ]; then
  echo "gate-regressions: every case came out as expected"
else
  echo "gate-regressions: $failures case(s) UNEXPECTED" >&2
  exit 1
fi
