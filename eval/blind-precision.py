#!/usr/bin/env python3
"""Blind precision of the held-out rounds, from their committed judged files: per check, the findings
of each round's BLIND build that were judged worth acting on ("act" = yes: an experienced CUDA
engineer would change the code), out of all its findings, summed over the rounds.

Reads eval/heldoutNN-judged.tsv (lines starting with '#' skipped, tab-separated, a header row naming
the columns build, check, key and act). Counted: rows whose build starts with BLIND and whose act is
yes or no. Rows keyed 'missed' are left out: the judged files' header says they are keyed reports no
finding matched, so they are not findings (the count left out is printed). Each round was run with
its own frozen build (named in the file's first comment); these are verdicts on those builds, not on
the build of today.

usage: eval/blind-precision.py [--rounds 37-53] [--per-round]   (run from the repository root)
By default: round 37 and every later round that has a judged file.
"""
import argparse
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def rounds_of(spec):
    out = []
    for part in spec.split(","):
        a, _, b = part.partition("-")
        out.extend(range(int(a), int(b or a) + 1))
    return out


def read(path):
    comments, rows, header = [], [], None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("#"):
                comments.append(line)
                continue
            if not line.strip():
                continue
            cells = line.split("\t")
            if header is None:
                header = cells
                for need in ("build", "check", "key", "act"):
                    if need not in header:
                        sys.exit(f"{path}: no '{need}' column in the header row")
                continue
            rows.append(dict(zip(header, cells)))
    return comments, rows


def share(yes, n):
    return f"{yes / n:.2f}" if n else "-"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", default=None,
                    help="round numbers, e.g. 37-52 or 40,41 (default: 37 to the last judged round)")
    ap.add_argument("--per-round", action="store_true", help="also print one row per round")
    a = ap.parse_args()
    if a.rounds is None:
        judged = [int(m.group(1)) for f in os.listdir(HERE)
                  if (m := re.fullmatch(r"heldout(\d+)-judged\.tsv", f))]
        a.rounds = f"37-{max(judged)}"
    per_check = collections.defaultdict(lambda: [0, 0])
    per_round = []
    left_out = 0
    for n in rounds_of(a.rounds):
        path = os.path.join(HERE, f"heldout{n}-judged.tsv")
        comments, rows = read(path)
        m = re.search(r"BLIND build \((<[^>]*>), main ([0-9a-f]+)\)", " ".join(comments))
        build = f"main {m.group(2)} (`{m.group(1)}`)" if m else "?"
        found = yes = missed = 0
        for r in rows:
            if not r["build"].startswith("BLIND") or r["act"] not in ("yes", "no"):
                continue
            if r["key"] == "missed":
                missed += 1
                continue
            found += 1
            yes += r["act"] == "yes"
            per_check[r["check"]][0] += 1
            per_check[r["check"]][1] += r["act"] == "yes"
        left_out += missed
        per_round.append((n, build, found, yes))
    total = [sum(v[0] for v in per_check.values()), sum(v[1] for v in per_check.values())]
    print(f"BLIND builds of held-out rounds {a.rounds} (each round's own frozen build):")
    print()
    print("| check | findings | worth acting on | share |")
    print("| --- | ---: | ---: | ---: |")
    for check in sorted(per_check, key=lambda c: (-per_check[c][0], c)):
        n, y = per_check[check]
        print(f"| {check} | {n} | {y} | {share(y, n)} |")
    print(f"| **all** | **{total[0]}** | **{total[1]}** | **{share(total[1], total[0])}** |")
    print()
    print(f"Left out: {left_out} rows keyed 'missed' (keyed reports no finding matched: not findings).")
    if a.per_round:
        print()
        print("| round | BLIND build | findings | worth acting on |")
        print("| ---: | --- | ---: | ---: |")
        for n, build, found, yes in per_round:
            print(f"| {n} | {build} | {found} | {yes} |")


if __name__ == "__main__":
    main()
