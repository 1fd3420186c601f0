#!/usr/bin/env python3
"""Lists the findings of a `cudalint --format=json` report for triage: per check, each finding
with its location relative to the real-code root, its message, its notes and the source line.

usage: list-findings.py REPORT.json [--root DIR] [--check NAME]
"""
import argparse
import collections
import json
import os


def source_line(path, line):
    try:
        with open(path, errors="replace") as f:
            return f.read().splitlines()[line - 1].strip()
    except (OSError, IndexError):
        return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--root", default="")
    ap.add_argument("--check")
    args = ap.parse_args()
    report = json.load(open(args.report))
    by_check = collections.defaultdict(list)
    for f in report["findings"]:
        if not args.check or f["check"] == args.check:
            by_check[f["check"]].append(f)
    for check in sorted(by_check):
        print(f"== {check}: {len(by_check[check])}")
        for f in by_check[check]:
            rel = os.path.relpath(f["file"], args.root) if args.root else f["file"]
            print(f"{rel}:{f['line']}: {f['message']}")
            print(f"    | {source_line(f['file'], f['line'])}")
            for n in f["notes"]:
                print(f"    note {os.path.basename(n['file'])}:{n['line']}: {n['message']}")


if __name__ == "__main__":
    main()
