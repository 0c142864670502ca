#!/usr/bin/env python3
"""Writes the importer's per-document tables into docs/IMPORTER.md and the list of views not
matching into docs/importer-mismatches.md, from the output of

    scripts/importer-agreement.sh --mismatches > AGREEMENT

Usage: scripts/importer-tables.py AGREEMENT

Only the tables' rows are replaced: the paragraph above each table says at which revision and
after which round, and is written by hand. The held-out rows are copied without being printed,
so that whoever runs this does not read them (the held-out set is never tuned on). Each file is
written to a temporary name and renamed, so a failure leaves the old file whole.
"""
import os
import re
import sys

TABLE_HEAD = "| document | platform | toolsVersion | round | views checked | matched |\n| --- | --- | --- | --- | --- | --- |\n"


def fail(message):
    sys.exit(f"importer-tables.py: error: {message}")


def sections(lines):
    """Maps each `## title` of the agreement output to its lines."""
    result, title = {}, None
    for line in lines:
        if line.startswith("## "):
            title = line[3:].strip()
            result[title] = []
        elif title is not None:
            result[title].append(line)
    return result


def table_rows(lines):
    return [l for l in lines if l.startswith("| ") and not l.startswith("| document") and not l.startswith("| ---")]


def view_list(lines):
    """The per-document lists, up to the lines the script appends after the check's output."""
    kept = []
    for line in lines:
        if line.startswith("Corpus of Tests/") or line.startswith("Revision "):
            break
        if "missing from" not in line:
            kept.append(line)
    return "\n".join(kept).strip("\n")


def replace_rows(text, heading, rows):
    start = text.find(heading)
    if start < 0:
        fail(f"docs/IMPORTER.md has no heading {heading!r}")
    table = text.find(TABLE_HEAD, start)
    if table < 0:
        fail(f"no per-document table under {heading!r} in docs/IMPORTER.md")
    first = table + len(TABLE_HEAD)
    end = first
    while text.startswith("| ", end):
        end = text.index("\n", end) + 1
    return text[:first] + "\n".join(rows) + "\n" + text[end:]


def write(path, text):
    temporary = path + ".tmp"
    with open(temporary, "w") as f:
        f.write(text)
    os.replace(temporary, path)


def main():
    if len(sys.argv) != 2:
        fail("usage: scripts/importer-tables.py AGREEMENT (the output of importer-agreement.sh --mismatches)")
    try:
        lines = open(sys.argv[1]).read().split("\n")
    except OSError as error:
        fail(f"cannot read {sys.argv[1]}: {error.strerror}")
    parts = sections(lines)
    needed = ["training, per document", "heldout, per document",
              "training, every view not matching", "heldout, every view not matching"]
    missing = [name for name in needed if name not in parts]
    if missing:
        fail(f"{sys.argv[1]} has no section {missing[0]!r}: was it written with --mismatches?")
    revision = next((l for l in lines if l.startswith("Revision ")), None)
    match = re.match(r"Revision (\w+)", revision or "")
    if not match or "uncommitted" in revision:
        fail("the agreement output must end with the revision of a clean checkout")
    training, heldout = table_rows(parts["training, per document"]), table_rows(parts["heldout, per document"])
    if not training or not heldout:
        fail("a per-document table is empty")

    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    importer = os.path.join(root, "docs", "IMPORTER.md")
    text = open(importer).read()
    text = replace_rows(text, "### Training, per document", training)
    text = replace_rows(text, "### Held-out, per document", heldout)
    write(importer, text)

    header = f"""# Interface Builder import: every view not where Xcode put it

Generated with `scripts/importer-agreement.sh --mismatches` and `scripts/importer-tables.py`
(`bench check --xcode --corpus`, reference engine Cassowary) on the documents listed in
[`importer-corpus.tsv`](importer-corpus.tsv), with the release build of {match.group(1)}
({len(training)} training and {len(heldout)} held-out documents). The held-out set's part was
written into this file by a script without being read, and is not read while fixing; see
[`IMPORTER.md`](IMPORTER.md) for the figures and the causes. Each line is `root / view: expected
(Xcode's frame), computed; likely cause`. A root whose required constraints conflict is laid out
as Auto Layout lays it out, and the constraints broken to recover are listed first; the views
Xcode determined that the engine finds ambiguous in their superviews are listed last. Documents
whose views all match, with nothing broken, are left out. Frames are in the superview's top-left
coordinates (AppKit's flipped).

## Training set

"""
    body = (header + view_list(parts["training, every view not matching"])
            + "\n\n## Held-out set (never tuned on)\n\n"
            + view_list(parts["heldout, every view not matching"]) + "\n")
    write(os.path.join(root, "docs", "importer-mismatches.md"), body)
    print(f"revision {match.group(1)}: {len(training)} training and {len(heldout)} held-out rows written "
          "into docs/IMPORTER.md; docs/importer-mismatches.md rewritten")


if __name__ == "__main__":
    main()
