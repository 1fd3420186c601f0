#!/usr/bin/env python3
"""Held-out round 30 (eval/results/heldout30.md): the verdicts on every finding of the six keyed checks from the BLIND
build (<eval-bin-s36b>, main 02aa180) and the BEFORE build (<eval-bin-s34d>, main 2cfc288), run with the same command
(eval/heldout30-repos.py lint: only the six checks), the judged table (eval/heldout30-judged.tsv) and the figures: per
check and build keyed reports, found, missed, unexpected, findings, worth acting on, share, findings per 1000 lines (wc -l
of the TU files); parse status per TU. Round 29's judge (eval/heldout29-judge.py) with this round's repositories, six
checks and key rows whose file may be '*' (the whole repository, line 0).

  heldout30-judge.py --blind <out-blind> [--before <out-before>]
"""
import argparse, json, os, subprocess

from heldout_judge import code_lines, load_reports, rows

H, T, C = "cuda-host-access-before-sync", "cuda-event-timing-stream", "cuda-capture-unsafe-call"
S, E, L = "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak"
KEYED = [H, T, C, S, E, L]
MC, GW, ST = "muellan/metacache", "NVIDIA-Genomics-Research/GenomeWorks", "cwpearson/stencil"
REPOS = [MC, GW, ST]
COMMITS = {MC: "d7646ec", GW: "baab566", ST: "07e64de"}
HERE = os.path.dirname(os.path.abspath(__file__))
V = {}

# The verdict of every keyed report is the key's act, re-read against the finding (message and notes) after the run.
# Both builds reported nothing on the 39 units, so there is no finding to judge beyond the key.
RE_READ = {}
NOT_KEYED = {}


def load_verdicts():
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(HERE, "heldout30-key.tsv"))}
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
    with open(os.path.join(HERE, "heldout30-judged.tsv"), "w") as o:
        o.write("# Every finding of the BLIND (<eval-bin-s36b>, main 02aa180) and BEFORE (<eval-bin-s34d>, main 2cfc288) builds "
                "on round 30's 39 TUs (six checks only), judged by the heldout30 helper (eval/heldout30-judge.py): act = would "
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
        print("| repository | TUs | clean | wc -l of TU files | non-blank non-comment lines | findings (six checks) "
              "| per 1000 (wc -l) | per 1000 (code lines) | worth acting on |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for repo in REPOS:
            tus = [p for p in parse if p[0] == repo]
            fr = [k for k in found if k[0] == repo]
            print(f"| {repo} | {len(tus)} | {sum(parse[p][0] for p in tus)} | {wc[repo]} | {lines[repo]} | {len(fr)} | "
                  f"{1000 * len(fr) / wc[repo]:.2f} | {1000 * len(fr) / lines[repo]:.2f} | "
                  f"{sum(V[k][0] == 'yes' for k in fr)} |")
        fu = list(found)
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
