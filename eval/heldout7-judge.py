#!/usr/bin/env python3
"""Judges every finding of held-out round 7 (eval/results/heldout7.md) against eval/heldout7-key.tsv and writes
eval/heldout7-judged.tsv: one row per finding, plus one per keyed report no finding matched.

  heldout7-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]

The judgements themselves are in eval/heldout7-verdicts.tsv, one line per finding site (repo, check, file, line,
act, reason), written by the evaluator after reading each site; a finding with no verdict is 'UNJUDGED'. Site
keys match on (repo, check, file, line); vs_key is found / unexpected (keyed silent) / not keyed / missed.
With --run AFTER, rows of other runs already in the judged file are kept and this run's are replaced.
"""
import argparse, csv, json, os

COMMITS = {"domaubert+EMMA": "80fa74e", "Sadort+HybridSort": "1f462f8", "apk120+Parallel-IPM": "abfddb6"}
# Round 7 judges issue 15's four checks only; the other checks' findings are counted in the write-up, not judged.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", default="BEFORE")
    ap.add_argument("--out", required=True)
    ap.add_argument("--key", default="eval/heldout7-key.tsv")
    ap.add_argument("--verdicts", default="eval/heldout7-verdicts.tsv")
    ap.add_argument("--judged", default="eval/heldout7-judged.tsv")
    a = ap.parse_args()
    key = rows(a.key)
    site = {(r["repo"], r["check"], r["file"], int(r["line"])): r for r in key}
    verdict = {}
    if os.path.exists(a.verdicts):
        for r in rows(a.verdicts):
            verdict[(r["repo"], r["check"], r["file"], int(r["line"]))] = (r["act"], r["reason"])
    cols = ["run", "repo", "commit", "check", "file", "line", "vs_key", "act", "judgement"]
    new, seen = [], set()
    for repo in COMMITS:
        for f in json.load(open(os.path.join(a.out, "out", repo + ".json")))["findings"]:
            if f["check"] not in FOUR:
                continue
            k = (repo, f["check"], f["file"], f["line"])
            act, why = verdict.get(k, ("UNJUDGED", f["message"][:200]))
            if k in site:
                seen.add(k)
                vs = "found" if site[k]["expected"] == "report" else "unexpected (keyed silent)"
            else:
                vs = "not keyed"
            new.append([a.run, repo, COMMITS[repo], f["check"], f["file"], f["line"], vs, act, why])
    for k, r in site.items():
        if r["expected"] == "report" and k not in seen:
            new.append([a.run, k[0], r["commit"], k[1], k[2], k[3], "missed", r["act"], r["reason"]])
    keep = []
    if os.path.exists(a.judged):
        keep = [[r[c] for c in cols] for r in rows(a.judged) if r["run"] != a.run]
    with open(a.judged, "w") as out:
        out.write("# Every finding of held-out round 7 judged (eval/results/heldout7.md): would an experienced CUDA engineer change the code?\n")
        out.write("# vs_key: found / unexpected (keyed silent) / not keyed / missed (key expected a report, none came).\n")
        w = csv.writer(out, delimiter="\t", lineterminator="\n")
        w.writerow(cols)
        w.writerows(keep + new)
    print(f"{a.run}: {len(new)} rows; unjudged: {sum(r[7] == 'UNJUDGED' for r in new)}")
    for r in new:
        if r[7] == "UNJUDGED":
            print("  UNJUDGED", "\t".join(str(x) for x in r[1:6]), "|", r[8][:150])


if __name__ == "__main__":
    main()
