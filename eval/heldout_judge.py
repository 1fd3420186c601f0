#!/usr/bin/env python3
"""The judging step shared by held-out rounds 5-7 (eval/heldoutN-judge.py): every finding of a run
against the round's key (eval/heldoutN-key.tsv), with the evaluator's per-site verdicts
(eval/heldoutN-verdicts.tsv), written to eval/heldoutN-judged.tsv: one row per finding, plus one per
keyed report no finding matched.

  heldoutN-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]

The verdicts file has one line per finding site (repo, check, file, line, act, reason), written by
the evaluator after reading each site; a finding with no verdict is 'UNJUDGED'. Site keys match on
(repo, check, file, line); vs_key is found / unexpected (keyed silent) / not keyed / missed. With
--run AFTER, rows of other runs already in the judged file are kept and this run's are replaced.
"""
import argparse, csv, json, os


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def main(round_no, commits, checks=None):
    """Judges round `round_no`'s findings in the repositories `commits` ({dir name: commit}),
    only those of `checks` when given."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", default="BEFORE")
    ap.add_argument("--out", required=True)
    ap.add_argument("--key", default=f"eval/heldout{round_no}-key.tsv")
    ap.add_argument("--verdicts", default=f"eval/heldout{round_no}-verdicts.tsv")
    ap.add_argument("--judged", default=f"eval/heldout{round_no}-judged.tsv")
    a = ap.parse_args()
    key = rows(a.key)
    site = {(r["repo"], r["check"], r["file"], int(r["line"])): r for r in key}
    verdict = {}
    if os.path.exists(a.verdicts):
        for r in rows(a.verdicts):
            verdict[(r["repo"], r["check"], r["file"], int(r["line"]))] = (r["act"], r["reason"])
    cols = ["run", "repo", "commit", "check", "file", "line", "vs_key", "act", "judgement"]
    new, seen = [], set()
    for repo in commits:
        for f in json.load(open(os.path.join(a.out, "out", repo + ".json")))["findings"]:
            if checks is not None and f["check"] not in checks:
                continue
            k = (repo, f["check"], f["file"], f["line"])
            act, why = verdict.get(k, ("UNJUDGED", f["message"][:200]))
            if k in site:
                seen.add(k)
                vs = "found" if site[k]["expected"] == "report" else "unexpected (keyed silent)"
            else:
                vs = "not keyed"
            new.append([a.run, repo, commits[repo], f["check"], f["file"], f["line"], vs, act, why])
    for k, r in site.items():
        if r["expected"] == "report" and k not in seen:
            new.append([a.run, k[0], r["commit"], k[1], k[2], k[3], "missed", r["act"], r["reason"]])
    keep = []
    if os.path.exists(a.judged):
        keep = [[r[c] for c in cols] for r in rows(a.judged) if r["run"] != a.run]
    with open(a.judged, "w") as out:
        out.write(f"# Every finding of held-out round {round_no} judged (eval/results/heldout{round_no}.md): would an experienced CUDA engineer change the code?\n")
        out.write("# vs_key: found / unexpected (keyed silent) / not keyed / missed (key expected a report, none came).\n")
        w = csv.writer(out, delimiter="\t", lineterminator="\n")
        w.writerow(cols)
        w.writerows(keep + new)
    print(f"{a.run}: {len(new)} rows; unjudged: {sum(r[7] == 'UNJUDGED' for r in new)}")
    for r in new:
        if r[7] == "UNJUDGED":
            print("  UNJUDGED", "\t".join(str(x) for x in r[1:6]), "|", r[8][:150])

