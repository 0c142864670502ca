#!/usr/bin/env python3
"""Prints the tables of Results/README.md's "What the sweep says" from a sweep's JSON result file.

Usage: scripts/sweep-tables.py Results/sweep-DATE.json

One table per workload: the median time of one operation for cassowary, rebuild and the graph
engine at 10,000 views and for cassowary, kiwi and GLPK at 1,000 (a dash where the engine did not
run or declined), then the cassowary engine's fitted exponents. Standard library only; it reads
the file `bench --sizes ... --format json --output FILE` writes (ResultFormat.md).
"""
import json
import sys

SHAPES = ["flat", "long-row", "deep", "collection", "autoresizing", "random", "putta", "jw-example"]
WORKLOADS = ["build", "resize", "constant", "churn", "intrinsic", "move", "remove", "history"]


def fail(message):
    sys.exit(f"sweep-tables.py: error: {message}")


def formatted(seconds):
    """Three significant digits, in µs below a millisecond, else in ms."""
    if seconds < 1e-3:
        return "%.3g µs" % (seconds * 1e6)
    return "%.3g ms" % (seconds * 1e3)


def main():
    if len(sys.argv) != 2:
        fail("usage: scripts/sweep-tables.py SWEEP.json")
    try:
        result = json.load(open(sys.argv[1]))
        records, exponents = result["records"], result["exponents"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        fail(f"cannot read {sys.argv[1]} as a bench JSON result file: {error}")

    def median(engine, shape, views, workload):
        for record in records:
            if record.get("engine") == engine and record.get("input") == shape and record.get("views") == views:
                outcome = record.get("outcomes", {}).get(workload)
                if outcome and outcome.get("status") == "measured":
                    return formatted(outcome["medianSeconds"])
                return "–"
        return "–"

    for workload in WORKLOADS:
        rows = []
        for shape in SHAPES:
            cells = [median("cassowary", shape, 10000, workload), median("rebuild", shape, 10000, workload),
                     median("graph", shape, 10000, workload), median("cassowary", shape, 1000, workload),
                     median("kiwi", shape, 1000, workload), median("glpk", shape, 1000, workload)]
            if any(cell != "–" for cell in cells):
                rows.append("| %s | %s |" % (shape, " | ".join(cells)))
        print(f"**{workload}** at 10,000 views (cassowary / rebuild / graph; kiwi and GLPK at 1,000):\n")
        print("| shape | cassowary 10k | rebuild 10k | graph 10k | cassowary 1k | kiwi 1k | glpk 1k |")
        print("|---|---|---|---|---|---|---|")
        print("\n".join(rows) + "\n")
    print("Fitted exponents (cassowary, median time against views over the sizes measured):\n")
    for workload in ["build", "resize", "constant", "churn", "move", "remove", "history", "intrinsic"]:
        fitted = [(e["input"], e["exponent"]) for e in exponents
                  if e.get("engine") == "cassowary" and e.get("workload") == workload and e.get("input") in SHAPES]
        fitted.sort(key=lambda pair: SHAPES.index(pair[0]))
        if fitted:
            print("- %s: %s" % (workload, ", ".join("%s %.2f" % pair for pair in fitted)))


if __name__ == "__main__":
    main()
