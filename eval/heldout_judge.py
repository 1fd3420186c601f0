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
import argparse, collections, csv, json, os, re


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def code_lines(path):
    """Non-blank lines once /* */ and // comments are removed (naive: comment markers inside strings are not special)."""
    s = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), open(path, errors="replace").read(), flags=re.S)
    return sum(1 for l in s.split("\n") if re.sub(r"//.*", "", l).strip())


def load_reports(out, repos, keyed):
    """Every finding of the keyed checks per (repo, file, line, check), each TU's parse status
    (clean, first error, device-only errors), and counts of the other checks' findings, from
    <out>/out/<owner+repo>.json (cudalint --format=json) over <out>/src/<owner+repo>."""
    found, parse, other = {}, {}, collections.Counter()
    for repo in repos:
        r = repo.replace("/", "+")
        root = os.path.realpath(os.path.join(out, "src", r))
        rep = json.load(open(os.path.join(out, "out", r + ".json")))
        for u in rep["translation_units"]:
            errs = u.get("compile_errors") or []
            up = u["file"] if os.path.isabs(u["file"]) else os.path.join(root, u["file"])
            parse[(repo, os.path.relpath(os.path.realpath(up), root))] = (
                bool(u["parsed_cleanly"]), (errs[0].get("message", "")[:90] if errs else ""),
                all(str(e.get("device_only")) == "True" for e in errs) if errs else False)
        for f in rep["findings"]:
            p = f["file"] if os.path.isabs(f["file"]) else os.path.join(root, f["file"])
            k = (repo, os.path.relpath(os.path.realpath(p), root), f["line"], f["check"])
            if f["check"] in keyed:
                found[k] = f
            else:
                other[(repo, f["check"])] += 1
    return found, parse, other


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

