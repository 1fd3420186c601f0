#!/usr/bin/env python3
"""Held-out round 25 (eval/results/heldout25.md): the verdicts on every finding of the seven keyed checks from the OLD
build (<eval-bin-s34d>, main 2cfc288) and the NEW build (<eval-bin-s35a>, when it came), the judged table
(eval/heldout25-judged.tsv) and the figures: per check and build keyed reports, found, missed, unexpected, findings, worth
acting on, share, findings per 1000 lines; parse status per TU; the other cuda-* checks' findings, judged too.
Round 22's judge (eval/heldout22-judge.py) with round 25's repositories and checks.

  heldout25-judge.py --old <out-old> [--new <out-new>]
"""
import argparse, json, os

from heldout_judge import code_lines, load_reports, rows

U, S, E, L = "cuda-unchecked-error", "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak"
H, T, C = "cuda-host-access-before-sync", "cuda-event-timing-stream", "cuda-capture-unsafe-call"
KEYED = [U, S, E, L, H, T, C]
SD, WF, CS = "SeisSol/Device", "quim0/WFA-GPU", "c3sr/comm_scope"
REPOS = [SD, WF, CS]
COMMITS = {SD: "7d17893", WF: "98aaefe", CS: "6fe6b46"}
V = {}


def v(repo, f, l, c, act, why):
    V[(repo, f, l, c)] = (act, why)


# The key's act=no for these four rested on "a failure inside the capture invalidates it and the checked
# cudaStreamEndCapture reports it". The device probe (eval/probes-heldout25/device/capture_failure.cu, H200, CUDA 13.0,
# driver 580.159.04 -> h200-capture-failure.jsonl, run after the OLD verdicts) confirms it for a launch (2048 threads per
# block: cudaErrorInvalidValue, then EndCapture cudaErrorStreamCaptureInvalidated, no graph) but NOT for a copy: a
# cudaMemcpyAsync with an invalid direction returned cudaErrorInvalidMemcpyDirection and EndCapture still returned
# cudaSuccess with a graph that lacks the copy. The two copy verdicts stay "no" for another reason, given below.
COPY = ("its arguments are constants that cannot fail: two 100-byte device buffers allocated (and checked) just before, "
        "cudaMemcpyDefault, the capturing stream; a failure would NOT be reported by the checked cudaStreamEndCapture "
        "(device probe: an invalid copy leaves EndCapture cudaSuccess and a graph without the copy), so the closest call "
        "of the round: checking it would keep the file consistent, but no input can make it fail")
LAUNCH = ("a launch failure inside a capture invalidates it and the checked cudaStreamEndCapture right after the loop "
          "reports it (device probe: 2048 threads per block -> EndCapture cudaErrorStreamCaptureInvalidated, no graph); "
          "the benchmark already skips with an error")
v(CS, "src/libcudart/cudaGraphInstantiate_cudaMemcpyAsync.cu", 44, U, "no", "cudaMemcpyAsync (100 bytes) dropped "
  "inside the capture loop of a cudaGraphInstantiate benchmark; " + COPY)
v(CS, "src/libcudart/cudaGraphLaunch_cudaMemcpyAsync.cu", 43, U, "no", "cudaMemcpyAsync (100 bytes) dropped inside the "
  "capture loop of a cudaGraphLaunch benchmark; " + COPY)
v(CS, "src/libcudart/cudaGraphInstantiate_kernel.cu", 40, U, "no", "empty 1x1 kernel launched inside the capture, launch "
  "error never read; it cannot fail for its configuration, and " + LAUNCH)
v(CS, "src/libcudart/cudaGraphLaunch_kernel.cu", 36, U, "no", "empty 1x1 kernel launched inside the capture, launch "
  "error never read; it cannot fail for its configuration, and " + LAUNCH)

# Findings of the checks this round does not key (every cuda-* check runs), judged as well.
OTHER = {}
OTHER[(SD, "interfaces/cuda/Events.cu", 55, "cuda-missing-stream")] = (
    "no", "ConcreteAPI::recordEventOnHost records on the default stream on purpose: the API offers recordEventOnStream "
    "(61) for a stream, and this method is the 'on host' variant; right by the page (a virtual method of a unit that "
    "hands streams to calls), not worth changing")

KEY_WRONG = {}
NOT_KEYED = {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", required=True)
    ap.add_argument("--new")
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    runs = [("OLD", a.old)] + ([("NEW", a.new)] if a.new else [])
    data = {name: load_reports(out, REPOS, KEYED) for name, out in runs}
    unjudged = sorted({k for name in data for k in data[name][0] if k not in V})
    assert not unjudged, unjudged
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(here, "heldout25-key.tsv"))}
    others = {}
    for name, out in runs:
        for repo in REPOS:
            rep = json.load(open(os.path.join(out, "out", repo.replace("/", "+") + ".json")))
            for f in rep["findings"]:
                if f["check"] not in KEYED:
                    others.setdefault(name, []).append((repo, f["file"], f["line"], f["check"]))
    with open(os.path.join(here, "heldout25-judged.tsv"), "w") as o:
        o.write("# Every finding of the OLD (<eval-bin-s34d>) and NEW (<eval-bin-s35a>) builds on round 25's 15 TUs, judged by the "
                "heldout25 helper (eval/heldout25-judge.py): act = would an experienced CUDA engineer change the code; key = "
                "the key row's report, 'not keyed', or 'other check' for the checks this round does not key.\n")
        o.write("build\trepo\tcommit\tfile\tline\tcheck\tkey\tact\treason\n")
        for name, _ in runs:
            for k in sorted(data[name][0]):
                kr = key.get(k)
                o.write("\t".join([name, k[0], COMMITS[k[0]], k[1], str(k[2]), k[3],
                                   kr["report"] if kr else "not keyed"] + list(V[k])) + "\n")
            for k in sorted(others.get(name, [])):
                o.write("\t".join([name, k[0], COMMITS[k[0]], k[1], str(k[2]), k[3], "other check"] +
                                  list(OTHER.get(k, ("UNJUDGED", "")))) + "\n")
    for name, out in runs:
        found, parse, other = data[name]
        lines = {}
        for repo in REPOS:
            db = json.load(open(os.path.join(out, "db", repo.replace("/", "+"), "compile_commands.json")))
            lines[repo] = sum(code_lines(x) for x in sorted(set(os.path.realpath(e["file"]) for e in db)))
        tl = sum(lines.values())
        print(f"## {name}")
        print("| check | keyed reports | found of keyed | missed | unexpected | findings | worth acting on | share "
              "| findings per 1000 lines | engineer recall (key act=yes found) |")
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
                  f"{1000 * len(fs) / tl:.2f} | {sum(k in found for k in eng)} / {len(eng)} |")
        fs = list(found)
        yes = sum(V[k][0] == "yes" for k in fs)
        print(f"| all seven | | | | | {len(fs)} | {yes} | {(f'{yes / len(fs):.2f}' if fs else '—')} | "
              f"{1000 * len(fs) / tl:.2f} | |")
        for c in KEYED:
            for k, r in sorted(key.items()):
                if k[3] == c and r["report"] == "yes" and k not in found:
                    print("missed (keyed report):", k, "act=" + r["act"])
            for k in sorted(found):
                if k[3] == c and (k not in key or key[k]["report"] == "no"):
                    print("unexpected:", k, V[k][0], NOT_KEYED.get(k, "keyed silent")[:60])
        print()
        print("| repository | TUs | clean | non-blank non-comment lines of TU files | findings (seven checks) | per 1000 "
              "| worth acting on |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for repo in REPOS:
            tus = [p for p in parse if p[0] == repo]
            fr = [k for k in found if k[0] == repo]
            print(f"| {repo} | {len(tus)} | {sum(parse[p][0] for p in tus)} | {lines[repo]} | {len(fr)} | "
                  f"{1000 * len(fr) / lines[repo]:.2f} | {sum(V[k][0] == 'yes' for k in fr)} |")
        print(f"| all | | | {tl} | {len(found)} | {1000 * len(found) / tl:.2f} | {yes} |")
        for p, (ok, msg, dev) in sorted(parse.items()):
            if not ok:
                print("not clean:", p, msg, "(device-only)" if dev else "")
        print("other cuda-* checks:", {k: OTHER.get(k, ("UNJUDGED",))[0] for k in others.get(name, [])} or "none")
        print()
    if a.new:
        o, n = data["OLD"][0], data["NEW"][0]
        print("dropped by NEW:", sorted(set(o) - set(n)) or "none")
        print("added by NEW:", sorted(set(n) - set(o)) or "none")
        oo, no = set(others.get("OLD", [])), set(others.get("NEW", []))
        print("other checks dropped/added by NEW:", sorted(oo - no) or "none", sorted(no - oo) or "none")


if __name__ == "__main__":
    main()
