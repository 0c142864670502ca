#!/usr/bin/env bash
# Draws charts from a sweep's JSON result file with gnuplot, as SVG and PNG in Results/charts/.
#
#   ./plot.sh                          # the newest Results/sweep-*.json
#   ./plot.sh Results/sweep-2026-11-27.json [OUTPUT_DIR]
#
# The file is what `bench --sizes 10,100,1000,10000 --format json --output FILE` writes. Charts:
#   time-<workload>.{svg,png}  log-log median time against views, one panel per shape, one line per
#                              engine, error bars from the fastest run to the 90th percentile (over
#                              positions in the tree for constant, churn, intrinsic, move, remove and
#                              history), dashed O(n) and O(n^2) guides through cassowary's first point
#   speedup.{svg,png}          the cassowary engine's speed-up over each other engine, per workload
#   memory.{svg,png}           bytes each engine retains per view after the build (solid) and after
#                              the history workload (dashed), one panel per shape
# Every chart's subtitle names the machine, Swift version, git revision and date of the run.
# python3 (standard library only) turns the JSON into gnuplot data files; gnuplot draws them.
set -euo pipefail

die() { echo "plot.sh: error: $*" >&2; exit 1; }

cd "$(dirname "$0")"
command -v gnuplot >/dev/null 2>&1 || die "gnuplot is not installed (apt-get install gnuplot-nox)"
command -v python3 >/dev/null 2>&1 || die "python3 is not installed"

input="${1:-}"
if [[ -z "$input" ]]; then
  input="$(ls -t Results/sweep-*.json 2>/dev/null | head -n 1 || true)"
  [[ -n "$input" ]] || die "no Results/sweep-*.json; produce one with:
  swift run -c release bench --sizes 10,100,1000,10000 --shapes all --engines all --format json --output Results/sweep-\$(date -u +%F).json"
fi
[[ -f "$input" ]] || die "no such result file: $input"
output="${2:-Results/charts}"
mkdir -p "$output"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 1. JSON -> data files and gnuplot scripts (one body per chart, drawn twice: SVG and PNG).
python3 - "$input" "$work" <<'PY' || die "cannot read $input as a bench JSON result file"
import json, math, os, sys
from collections import defaultdict

path, work = sys.argv[1], sys.argv[2]
with open(path) as f:
    data = json.load(f)
meta, records = data.get("metadata", {}), data.get("records", [])
if not records:
    sys.exit("no records")
# Result files with a "format" field (Sources/ResultFiles/ResultFormat.md); older files, such as
# the committed first sweep, used shorter names.
if "format" in data:
    meta = {"cpu": meta.get("cpu"), "cores": meta.get("cores"), "os": meta.get("operatingSystem"),
            "swift": meta.get("swiftVersion"), "configuration": meta.get("buildConfiguration"),
            "git": meta.get("gitRevision"), "date": meta.get("date")}
    for r in records:
        r["workloads"] = {w: dict(o, median=o.get("medianSeconds", 0)) for w, o in r.get("outcomes", {}).items()}
else:
    for r in records:
        for o in r.get("workloads", {}).values():
            o.setdefault("minSeconds", o.get("min", o.get("median", 0)))
            o.setdefault("p90Seconds", o.get("p90", o.get("median", 0)))
engines = list(dict.fromkeys(r["engine"] for r in records))
shapes = list(dict.fromkeys(r["input"] for r in records))
colors = {"cassowary": "#1f77b4", "rebuild": "#d62728", "graph": "#2ca02c", "glpk": "#9467bd", "kiwi": "#ff7f0e"}
# Two lines, so that a two-panel-wide chart does not clip it.
subtitle_lines = [f"{meta.get('cpu', '?')}, {meta.get('cores', '?')} cores, {meta.get('os', '?')}",
                  f"Swift {meta.get('swift', '?')} {meta.get('configuration', '?')} | git {meta.get('git', '?')} | {meta.get('date', '?')}"]
subtitle = "\\n".join("{/*0.8 " + line.replace('"', "'").replace("{", "(").replace("}", ")") + "}" for line in subtitle_lines)

median = {}  # (shape, engine, workload, views) -> seconds
spread = {}  # the same key -> (fastest run, 90th percentile)
for r in records:
    for workload, outcome in r["workloads"].items():
        if outcome.get("status") == "measured" and outcome.get("median", 0) > 0:
            key = (r["input"], r["engine"], workload, r["views"])
            median[key] = outcome["median"]
            spread[key] = (outcome.get("minSeconds", outcome["median"]), outcome.get("p90Seconds", outcome["median"]))
all_workloads = ["build", "resize", "constant", "churn", "intrinsic", "move", "remove", "history"]
positional = {"constant", "churn", "intrinsic", "move", "remove", "history"}
workloads = [w for w in all_workloads if any(k[2] == w for k in median)]
if not workloads:
    sys.exit("no measured medians")

def series(shape, engine, workload):
    return sorted((v, s) for (sh, e, w, v), s in median.items() if (sh, e, w) == (shape, engine, workload))

def bars(shape, engine, workload):
    """(views, median, fastest, p90) rows for gnuplot's yerrorlines."""
    return [(v, s) + spread[(shape, engine, workload, v)] for v, s in series(shape, engine, workload)]

def write(name, rows):
    with open(os.path.join(work, name), "w") as f:
        f.writelines(" ".join(f"{x:.6g}" for x in row) + "\n" for row in rows)

def legend_panel(entries, slots, used):
    """A last panel holding only the key, where the grid has a free slot: keys inside panels
    cover their data. `entries` are (plot style, title) pairs."""
    if used >= slots:
        return []
    # Functions take no error bars; the key shows the line and point alone.
    plots = [f"2 with {style.replace('yerrorlines', 'linespoints')} title '{title}'" for style, title in entries]
    return ["set key center center font ',10' reverse Left", "unset title", "unset border", "unset tics",
            "unset xlabel", "unset ylabel", "unset grid", "unset logscale xy", "set offsets 0, 0, 0, 0",
            "set xrange [0:1]", "set yrange [0:1]", "plot " + ", \\\n  ".join(plots)]

charts = []
for workload in workloads:
    panels = [s for s in shapes if any(series(s, e, workload) for e in engines)]
    cols = 3 if len(panels) > 4 else 2
    rows = math.ceil(len(panels) / cols)
    unit = {"build": "build", "churn": "remove-and-insert pair", "history": "churn pair after the history",
            "move": "move", "remove": "removal"}.get(workload, "change")
    where = ", over positions across the tree" if workload in positional else ""
    body = [f'set multiplot layout {rows},{cols} title "{workload}: median time per {unit}, bars from the fastest run to p90{where}\\n'
            f'{{/*0.85 log-log; dashed: O(n) and O(n^2) through cassowary\'s first point}}\\n{subtitle}" font ",12"',
            "set logscale xy", "set format x '10^{%L}'", "set format y '10^{%L}'", "set grid",
            "set offsets graph 0.04, graph 0.04, 0, 0",
            "set xlabel 'views'", "set ylabel 'seconds'", "set key top left font ',9'"]
    in_panel = len(panels) >= rows * cols
    if not in_panel:
        body.append("unset key")
    legend = [("lines dt 2 lc rgb '#888888'", "O(n)"), ("lines dt 3 lc rgb '#888888'", "O(n^2)")]
    for index, shape in enumerate(panels):
        plots = []
        anchor = series(shape, "cassowary", workload) or next(series(shape, e, workload) for e in engines if series(shape, e, workload))
        (n0, t0) = anchor[0]
        xs = sorted({v for (sh, _, w, v) in median if sh == shape and w == workload})
        write(f"guide-{workload}-{shape}.dat", [(x, t0 * x / n0, t0 * (x / n0) ** 2) for x in xs])
        plots.append(f"'{work}/guide-{workload}-{shape}.dat' using 1:2 with lines dt 2 lc rgb '#888888' title 'O(n)'")
        plots.append(f"'{work}/guide-{workload}-{shape}.dat' using 1:3 with lines dt 3 lc rgb '#888888' title 'O(n^2)'")
        # cassowary last, so its line is drawn on top where the rebuild engine's coincides (build).
        for engine in sorted(engines, key=lambda e: e == "cassowary"):
            points = series(shape, engine, workload)
            if not points:
                continue
            write(f"time-{workload}-{shape}-{engine}.dat", bars(shape, engine, workload))
            style = f"yerrorlines lw 2 pt 7 lc rgb '{colors.get(engine, '#333333')}'"
            plots.append(f"'{work}/time-{workload}-{shape}-{engine}.dat' using 1:2:3:4 with {style} title '{engine}'")
            if (style, engine) not in legend:
                legend.append((style, engine))
        body.append(f"set title '{shape}'")
        body.append(f"set yrange [*:*]")
        body.append("plot " + ", \\\n  ".join(plots))
        if index == 0:
            body.append("unset key")
    if not in_panel:
        body += legend_panel(legend, rows * cols, len(panels))
    body.append("unset multiplot")
    charts.append((f"time-{workload}", max(cols * 420, 900), rows * 340 + 90, body))

# Speed-up: other engine's median over cassowary's, geometric mean over the shapes both measured.
body = [f'set multiplot layout 2,{math.ceil(len(workloads) / 2)} title "speed-up of the cassowary engine: other engine\'s median / cassowary\'s '
        f'(above 1: cassowary faster)\\n{{/*0.8 geometric mean over the shapes both engines ran}}\\n{subtitle}" font ",12"',
        "set logscale xy", "set format x '10^{%L}'", "set format y '10^{%L}'", "set grid", "set xlabel 'views'", "set ylabel 'speed-up'",
        "set key top left font ',9'"]
for index, workload in enumerate(workloads):
    plots = [f"1 with lines dt 2 lc rgb '#888888' title '1x'"]
    for engine in engines:
        if engine == "cassowary":
            continue
        points = []
        for views in sorted({k[3] for k in median}):
            ratios = [median[(s, engine, workload, views)] / median[(s, "cassowary", workload, views)]
                      for s in shapes if (s, engine, workload, views) in median and (s, "cassowary", workload, views) in median]
            if ratios:
                points.append((views, math.exp(sum(map(math.log, ratios)) / len(ratios)), len(ratios)))
        if points:
            write(f"speedup-{workload}-{engine}.dat", points)
            plots.append(f"'{work}/speedup-{workload}-{engine}.dat' using 1:2 with linespoints lw 2 pt 7 "
                         f"lc rgb '{colors.get(engine, '#333333')}' title 'over {engine}'")
    body += [f"set title '{workload}'", "plot " + ", \\\n  ".join(plots)]
    if index == 0:
        body.append("unset key")
body.append("unset multiplot")
charts.append(("speedup", max(math.ceil(len(workloads) / 2) * 420, 900), 2 * 340 + 100, body))

# Memory: bytes retained per view after the build (solid) and after the history (dashed).
memory = {}  # (shape, engine, kind, views) -> bytes per view
for r in records:
    views = max(r.get("views", 1), 1)
    for kind, field in (("build", "retainedBytes"), ("history", "retainedBytesAfterHistory")):
        value = r.get(field)
        if isinstance(value, (int, float)) and value > 0:
            memory[(r["input"], r["engine"], kind, r["views"])] = value / views
if memory:
    panels = [s for s in shapes if any(k[0] == s for k in memory)]
    cols = 3 if len(panels) > 4 else 2
    rows = math.ceil(len(panels) / cols)
    body = [f'set multiplot layout {rows},{cols} title "memory: bytes each engine retains per view, as the heap allocator counts them\\n'
            f'{{/*0.85 solid: after the build (median of the builds); dashed: after the history workload}}\\n{subtitle}" font ",12"',
            "set logscale xy", "set format x '10^{%L}'", "set format y '10^{%L}'", "set grid",
            "set offsets graph 0.04, graph 0.04, 0, 0",
            "set xlabel 'views'", "set ylabel 'bytes per view'", "set key top right font ',9'"]
    in_panel = len(panels) >= rows * cols
    if not in_panel:
        body.append("unset key")
    legend = []
    for index, shape in enumerate(panels):
        plots = []
        # cassowary last, so its line is drawn over the rebuild engine's (which holds one).
        for engine in sorted(engines, key=lambda e: e == "cassowary"):
            for kind, dash in (("build", 1), ("history", 2)):
                points = sorted((v, b) for (sh, e, k, v), b in memory.items() if (sh, e, k) == (shape, engine, kind))
                if not points:
                    continue
                write(f"memory-{shape}-{engine}-{kind}.dat", points)
                title = engine if kind == "build" else f"{engine}, after history"
                style = f"linespoints lw 2 pt 7 dt {dash} lc rgb '{colors.get(engine, '#333333')}'"
                plots.append(f"'{work}/memory-{shape}-{engine}-{kind}.dat' using 1:2 with {style} title '{title}'")
                if (style, title) not in legend:
                    legend.append((style, title))
        if not plots:
            continue
        body += [f"set title '{shape}'", "set yrange [*:*]", "plot " + ", \\\n  ".join(plots)]
        if index == 0:
            body.append("unset key")
    if not in_panel:
        body += legend_panel(legend, rows * cols, len(panels))
    body.append("unset multiplot")
    charts.append(("memory", max(cols * 420, 900), rows * 340 + 90, body))

with open(os.path.join(work, "charts.txt"), "w") as index:
    for name, width, height, lines in charts:
        with open(os.path.join(work, f"{name}.gp"), "w") as f:
            f.write("\n".join(lines) + "\n")
        index.write(f"{name} {width} {height}\n")
PY

# 2. Draw each chart as SVG and PNG.
while read -r name width height; do
  for format in svg png; do
    if [[ "$format" == svg ]]; then terminal="svg size $width,$height dynamic background rgb 'white' font 'Helvetica,11'"
    else terminal="pngcairo size $width,$height background rgb 'white' font 'Helvetica,10'"; fi
    gnuplot -e "set terminal $terminal; set output '$output/$name.$format'; load '$work/$name.gp'" \
      || die "gnuplot failed on $name.$format"
  done
  echo "plot.sh: wrote $output/$name.svg and .png"
done < "$work/charts.txt"
