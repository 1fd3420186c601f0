#!/usr/bin/env python3
"""Scores a `cudalint --format=json` report against the hand-written answer key of the recall
hunt (eval/recall-key.tsv): per check, findings, TP, FP, FN, precision and recall over the TUs
the key lists; prints every FP and FN.

usage: score-recall.py REPORT.json --root DIR [--key eval/recall-key.tsv]
       score-recall.py --list-tus --root DIR      # the key's TUs as absolute paths, for cudalint
"""
import argparse
import collections
import json
import os

CHECKS = ["cuda-alloc-in-loop", "cuda-default-stream", "cuda-elapsed-time-disable-timing",
          "cuda-missing-stream", "cuda-pageable-async-memcpy"]


def read_key(path):
    tus, expected = [], set()
    for raw in open(path):
        if raw.startswith("#") or not raw.strip():
            continue
        tu, check, lines = (raw.rstrip("\n").split("\t") + ["", ""])[:3]
        if tu not in tus:
            tus.append(tu)
        if check != "-":
            expected |= {(tu, check, int(n)) for n in lines.split(",") if n}
    return tus, expected


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("report", nargs="?")
    ap.add_argument("--root", required=True)
    ap.add_argument("--key", default=os.path.join(here, "recall-key.tsv"))
    ap.add_argument("--list-tus", action="store_true")
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    tus, expected = read_key(args.key)
    if args.list_tus:
        print("\n".join(os.path.join(root, t) for t in tus))
        return
    found = set()
    for f in json.load(open(args.report))["findings"]:
        rel = os.path.relpath(f["file"], root)
        if rel in tus:
            found.add((rel, f["check"], f["line"]))
    rows = collections.OrderedDict((c, collections.Counter()) for c in CHECKS)
    for item in found | expected:
        c = rows.setdefault(item[1], collections.Counter())
        c["findings"] += item in found
        c["tp"] += item in found and item in expected
        c["fp"] += item in found and item not in expected
        c["fn"] += item in expected and item not in found
    print(f"{len(tus)} TUs in the key")
    print("| check | findings | TP | FP | FN | precision | recall |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    total = collections.Counter()
    for check, c in list(rows.items()) + [("all", None)]:
        if c is None:
            c = total
        else:
            total.update(c)
        prec = f"{c['tp'] / (c['tp'] + c['fp']):.2f}" if c["tp"] + c["fp"] else "—"
        rec = f"{c['tp'] / (c['tp'] + c['fn']):.2f}" if c["tp"] + c["fn"] else "—"
        print(f"| {check} | {c['findings']} | {c['tp']} | {c['fp']} | {c['fn']} | {prec} | {rec} |")
    for label, items in (("FP", found - expected), ("FN", expected - found)):
        for tu, check, line in sorted(items):
            print(f"{label} {check} {tu}:{line}")


if __name__ == "__main__":
    main()
