#!/usr/bin/env python3
"""Held-out round 29 (eval/results/heldout29.md): the verdicts on every finding of the four keyed checks from the BLIND
build (<eval-bin-s36a>, main 893f9a7) and the BEFORE build (<eval-bin-s34d>, main 2cfc288), run with the same command
(eval/heldout29-repos.py lint: only the four checks), the judged table (eval/heldout29-judged.tsv) and the figures: per
check and build keyed reports, found, missed, unexpected, findings, worth acting on, share, findings per 1000 lines (wc -l
and non-blank non-comment lines of the TU files); parse status per TU. Round 27's judge (eval/heldout27-judge.py) with this
round's repositories and two builds.

  heldout29-judge.py --blind <out-blind> [--before <out-before>]
"""
import argparse, json, os, subprocess

from heldout_judge import code_lines, load_reports, rows

U, S, E, L = "cuda-unchecked-error", "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak"
KEYED = [U, S, E, L]
TO, CM = "netsyslab/Totem", "cbuchner1/CudaMiner"
REPOS = [TO, CM]
COMMITS = {TO: "05958ac", CM: "746a773"}
HERE = os.path.dirname(os.path.abspath(__file__))
V = {}

# The verdict of every keyed report is the key's act, re-read against the finding (message and notes) after the run,
# except where RE_READ says more.
RE_READ = {}
RK = ("the finding is the dropped constant uploads only: its note counts the other cudaMemcpyToSymbolAsync calls, not the "
      "launches (run_kernel is called only virtually, so the check sees no caller and no later call after the launches). "
      "Still worth acting on: prev_N[thr_id] is updated whether or not the upload worked, so a failed copy leaves the kernels "
      "on the wrong N for the rest of the run, silently; and the reader it brings to run_kernel finds launches nothing checks")
for f, l in (("kepler_kernel.cu", 703), ("nv_kernel.cu", 113), ("nv_kernel2.cu", 72), ("test_kernel.cu", 713),
             ("titan_kernel.cu", 674)):
    RE_READ[(CM, f, l, U)] = ("yes", "as keyed, re-read: " + RK)
NOT_KEYED = {}


def load_verdicts():
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(HERE, "heldout29-key.tsv"))}
    for k, r in key.items():
        if r["report"] == "yes":
            V[k] = RE_READ.get(k, (r["act"], "as keyed: " + r["reason"]))
    V.update(NOT_KEYED)
    return key


def main():
    key = load_verdicts()
    ap = argparse.ArgumentParser()
    ap.add_argument("--blind", required=True)
    ap.add_argument("--before")
    a = ap.parse_args()
    runs = [("BLIND", a.blind)] + ([("BEFORE", a.before)] if a.before else [])
    data = {name: load_reports(out, REPOS, KEYED) for name, out in runs}
    unjudged = sorted({k for name in data for k in data[name][0] if k not in V})
    assert not unjudged, unjudged
    with open(os.path.join(HERE, "heldout29-judged.tsv"), "w") as o:
        o.write("# Every finding of the BLIND (<eval-bin-s36a>, main 893f9a7) and BEFORE (<eval-bin-s34d>, main 2cfc288) builds "
                "on round 29's 27 TUs (four checks only), judged by the heldout29 helper (eval/heldout29-judge.py): act = would "
                "an experienced CUDA engineer change the code; key = the key row's report or 'not keyed'. Rows 'missed' are "
                "keyed reports no finding of that build matched.\n")
        o.write("build\trepo\tcommit\tfile\tline\tcheck\tkey\tact\treason\n")
        for name, _ in runs:
            for k in sorted(data[name][0]):
                kr = key.get(k)
                o.write("\t".join([name, k[0], COMMITS[k[0]], k[1], str(k[2]), k[3],
                                   kr["report"] if kr else "not keyed"] + list(V[k])) + "\n")
            for k, r in sorted(key.items()):
                if r["report"] == "yes" and k not in data[name][0]:
                    o.write("\t".join([name, k[0], COMMITS[k[0]], k[1], str(k[2]), k[3], "missed", r["act"],
                                       "keyed report not found: " + r["reason"]]) + "\n")
    for name, out in runs:
        found, parse, other = data[name]
        lines, wc = {}, {}
        for repo in REPOS:
            db = json.load(open(os.path.join(out, "db", repo.replace("/", "+"), "compile_commands.json")))
            files = sorted(set(os.path.realpath(e["file"]) for e in db))
            lines[repo] = sum(code_lines(x) for x in files)
            wc[repo] = sum(sum(1 for _ in open(x, errors="replace")) for x in files)
        tl, tw = sum(lines.values()), sum(wc.values())
        print(f"## {name}")
        print("| check | keyed reports | found of keyed | missed | unexpected | findings | worth acting on | share "
              "| per 1000 lines (wc -l) | engineer recall (key act=yes found) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for c in KEYED:
            fs = [k for k in found if k[3] == c]
            yes = sum(V[k][0] == "yes" for k in fs)
            exp = [k for k, r in key.items() if k[3] == c and r["report"] == "yes"]
            unexp = [k for k in fs if k not in key or key[k]["report"] == "no"]
            eng = [k for k, r in key.items() if k[3] == c and r["act"] == "yes"]
            share = f"{yes / len(fs):.2f}" if fs else "—"
            hit = sum(k in found for k in exp)
            print(f"| {c} | {len(exp)} | {hit} | {len(exp) - hit} | {len(unexp)} | {len(fs)} | {yes} | {share} | "
                  f"{1000 * len(fs) / tw:.2f} | {sum(k in found for k in eng)} / {len(eng)} |")
        for c in KEYED:
            for k, r in sorted(key.items()):
                if k[3] == c and r["report"] == "yes" and k not in found:
                    print("missed (keyed report):", k, "act=" + r["act"])
            for k in sorted(found):
                if k[3] == c and (k not in key or key[k]["report"] == "no"):
                    print("unexpected:", k, V[k][0])
        print()
        print("| repository | TUs | clean | wc -l of TU files | non-blank non-comment lines | cuda-unchecked-error findings "
              "| per 1000 (wc -l) | per 1000 (code lines) | worth acting on |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for repo in REPOS:
            tus = [p for p in parse if p[0] == repo]
            fr = [k for k in found if k[0] == repo and k[3] == U]
            print(f"| {repo} | {len(tus)} | {sum(parse[p][0] for p in tus)} | {wc[repo]} | {lines[repo]} | {len(fr)} | "
                  f"{1000 * len(fr) / wc[repo]:.2f} | {1000 * len(fr) / lines[repo]:.2f} | "
                  f"{sum(V[k][0] == 'yes' for k in fr)} |")
        fu = [k for k in found if k[3] == U]
        print(f"| all | | | {tw} | {tl} | {len(fu)} | {1000 * len(fu) / tw:.2f} | {1000 * len(fu) / tl:.2f} | "
              f"{sum(V[k][0] == 'yes' for k in fu)} |")
        for p, (ok, msg, dev) in sorted(parse.items()):
            if not ok:
                print("not clean:", p, msg, "(device-only)" if dev else "")
        print()
    if a.before:
        b, n = data["BEFORE"][0], data["BLIND"][0]
        print("in BEFORE only:", sorted(set(b) - set(n)) or "none")
        print("in BLIND only:", sorted(set(n) - set(b)) or "none")


if __name__ == "__main__":
    main()
