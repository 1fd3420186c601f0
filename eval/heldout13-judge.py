#!/usr/bin/env python3
"""Judges every finding of issue 15's four checks in one run of held-out round 13 (eval/results/heldout13.md, the
BLIND round of stop 32) against eval/heldout13-key.tsv, with the evaluator's verdicts (eval/heldout13-verdicts.tsv),
and writes the run's rows of eval/heldout13-judged.tsv (rows of other runs are kept).

  heldout13-judge.py --out DIR --run NAME [--key K] [--verdicts V] [--judged J]

DIR is the run's data folder (DIR/out/<owner>+<repo>.json from `heldout13-repos.py lint`). A finding takes the
verdict of an identical BEFORE finding: same repository, check, file, line and message (the verdicts file keeps the
message). Any other finding is printed as "needs a verdict" and written with act UNJUDGED; the summary counts them.
vs_key: found / unexpected (keyed silent) / not keyed; a keyed report no finding matched (repo, check, file, line)
is a row 'missed'. The summary prints per check: findings, worth acting on (yes), unjudged, key found / expected.
"""
import argparse, csv, json, os, sys

COMMITS = {"gamer-project+gamer": "8979ef1", "SPECFEM+specfem3d": "7a1c764", "zjhellofss+KuiperLLama": "bef1525"}
FOUR = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]
COLS = ["run", "repo", "commit", "check", "file", "line", "vs_key", "act", "judgement"]


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--run", required=True)
    ap.add_argument("--key", default="eval/heldout13-key.tsv")
    ap.add_argument("--verdicts", default="eval/heldout13-verdicts.tsv")
    ap.add_argument("--judged", default="eval/heldout13-judged.tsv")
    a = ap.parse_args()
    key = {(r["repo"], r["check"], r["file"], int(r["line"])): r for r in rows(a.key)}
    verdict = {}
    if os.path.exists(a.verdicts):
        for r in rows(a.verdicts):
            verdict[(r["repo"], r["check"], r["file"], int(r["line"]), r["message"])] = (r["act"], r["reason"])
    new, seen, need = [], set(), []
    for repo in COMMITS:
        for f in json.load(open(os.path.join(a.out, "out", repo + ".json")))["findings"]:
            if f["check"] not in FOUR:
                continue
            site = (repo, f["check"], f["file"], f["line"])
            act, why = verdict.get(site + (f["message"],), ("UNJUDGED", "needs a verdict: " + f["message"]))
            if act == "UNJUDGED":
                need.append(site + (f["message"],))
            if site in key:
                seen.add(site)
                vs = "found" if key[site]["expected"] == "report" else "unexpected (keyed silent)"
            else:
                vs = "not keyed"
            new.append([a.run, repo, COMMITS[repo], f["check"], f["file"], f["line"], vs, act, why])
    for site, r in key.items():
        if r["expected"] == "report" and site not in seen:
            new.append([a.run, site[0], r["commit"], site[1], site[2], site[3], "missed", r["act"], r["reason"]])
    keep = []
    if os.path.exists(a.judged):
        keep = [[r[c] for c in COLS] for r in rows(a.judged) if r["run"] != a.run]
    with open(a.judged, "w") as out:
        out.write("# Every finding of issue 15's four checks in held-out round 13 (eval/results/heldout13.md, BLIND round) judged: would an\n")
        out.write("# experienced CUDA engineer change the code? vs_key: found / unexpected (keyed silent) / not keyed / missed (key expected a report, none came).\n")
        w = csv.writer(out, delimiter="\t", lineterminator="\n")
        w.writerow(COLS)
        w.writerows(keep + new)
    # Aggregate summary only (safe to show the lead: no files, lines or messages).
    print(f"run {a.run}: per check findings / worth acting on / unjudged / key found of expected")
    tf = ty = tu = th = te = 0
    for c in FOUR:
        fs = [r for r in new if r[3] == c and r[6] != "missed"]
        y = sum(r[7] == "yes" for r in fs)
        u = sum(r[7] == "UNJUDGED" for r in fs)
        exp = [k for k, r in key.items() if k[1] == c and r["expected"] == "report"]
        hit = sum(1 for k in exp if k in seen)
        print(f"  {c}: {len(fs)} / {y} / {u} / {hit} of {len(exp)} (misses {len(exp) - hit})")
        tf, ty, tu, th, te = tf + len(fs), ty + y, tu + u, th + hit, te + len(exp)
    print(f"  all four: {tf} / {ty} / {tu} / {th} of {te} (misses {te - th})")
    if need:
        print(f"{len(need)} finding(s) need a verdict (rows with act UNJUDGED in {a.judged}); the evaluator, not the lead, should judge them:")
        for n in need:
            print("  needs a verdict:", n[0], n[1], f"{n[2]}:{n[3]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
