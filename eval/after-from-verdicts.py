#!/usr/bin/env python3
"""Judges another build's run of a held-out round by that round's committed verdicts, when the BLIND
run's own reports are not at hand (the round's judge script needs them): every finding of <out>/out/*.json
takes the verdict of the judged row with the same repository, file, line and check (rows of any build;
the latest build's row wins). Prints per check the findings, how many are worth acting on, and the
findings no row judges (judge those by hand); then the judged "yes" findings of the reference build
that the run no longer reports.

usage: after-from-verdicts.py --judged eval/heldoutNN-judged.tsv --out <out> [--reference AFTER|BLIND]
"""
import argparse
import collections
import csv
import glob
import json
import os


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--judged", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--reference", default="AFTER", help="the build whose 'yes' findings are checked for losses")
    a = ap.parse_args()
    rows = list(csv.DictReader((l for l in open(a.judged) if not l.startswith("#")), delimiter="\t"))
    verdict = {}
    for r in rows:  # later rows (the later build) win
        verdict[(r["repo"].replace("/", "+"), r["file"], int(r["line"]), r["check"])] = (r["act"], r["reason"])
    found = set()
    per = collections.defaultdict(lambda: [0, 0])
    unjudged = []
    for path in sorted(glob.glob(os.path.join(a.out, "out", "*.json"))):
        repo = os.path.basename(path)[:-len(".json")]
        for f in json.load(open(path))["findings"]:
            k = (repo, f["file"], int(f["line"]), f["check"])
            found.add(k)
            per[f["check"]][0] += 1
            v = verdict.get(k)
            if v is None:
                unjudged.append(k + (f["message"][:120],))
            elif v[0] == "yes":
                per[f["check"]][1] += 1
    total = [sum(v[0] for v in per.values()), sum(v[1] for v in per.values())]
    print("| check | findings | worth acting on |\n| --- | ---: | ---: |")
    for check in sorted(per):
        print(f"| {check} | {per[check][0]} | {per[check][1]} |")
    print(f"| all | {total[0]} | {total[1]} |")
    print(f"\nunjudged: {len(unjudged)}")
    for u in unjudged:
        print("  ", *u)
    print(f"\n{a.reference} 'yes' findings not reported now:")
    for r in rows:
        k = (r["repo"].replace("/", "+"), r["file"], int(r["line"]), r["check"])
        if r["build"] == a.reference and r["act"] == "yes" and r["key"] != "missed" and k not in found:
            print("  ", *k, "--", r["reason"][:150])


if __name__ == "__main__":
    main()
