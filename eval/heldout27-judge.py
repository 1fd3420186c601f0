#!/usr/bin/env python3
"""Held-out round 27 (eval/results/heldout27.md): the verdicts on every finding of the four keyed checks from the OLD
build (<eval-bin-s34d>, main 2cfc288) and the NEW build (<eval-bin-s35b>, when it came), the judged table
(eval/heldout27-judged.tsv) and the figures: per check and build keyed reports, found, missed, unexpected, findings, worth
acting on, share, findings per 1000 lines; parse status per TU; the other cuda-* checks' findings, judged too.
Round 25's judge (eval/heldout25-judge.py) with round 27's repositories and checks.

  heldout27-judge.py --old <out-old> [--new <out-new>]
"""
import argparse, json, os

from heldout_judge import code_lines, load_reports, rows

U, S, E, L = "cuda-unchecked-error", "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak"
KEYED = [U, S, E, L]
XS, CK, CS = "fireice-uk/xmr-stak", "tromp/cuckoo", "Celebrandil/CudaSift"
REPOS = [XS, CK, CS]
COMMITS = {XS: "67cf951", CK: "86c77bc", CS: "5bc874a"}
V = {}


def v(repo, f, l, c, act, why):
    V[(repo, f, l, c)] = (act, why)


HERE = os.path.dirname(os.path.abspath(__file__))
# The verdict of every keyed report is the key's act, re-read against the finding (message and notes) after the run,
# except where KEY_WRONG says otherwise.
KEY_WRONG = {}
DT_UNUSED = ("key error (act): the dropped cudaMemcpy(dt, this, ...) fills a device copy of the trimmer that no kernel "
             "of this file reads (dt is allocated, copied and freed, never passed to a launch: the kernels get their "
             "buffers as arguments); the key's 'the kernels read their parameters from dt' holds only for "
             "cuckatoo/lean.cu. Right by the page, not worth acting on (deleting the vestigial copy would be the change)")
for f, l in (("src/cuckaroo/mean.cu", 425), ("src/cuckarood/mean.cu", 419), ("src/cuckaroom/mean.cu", 150),
             ("src/cuckarooz/mean.cu", 1052), ("src/cuckoo/mean.cu", 409)):
    KEY_WRONG[(CK, f, l, U)] = ("no", "edgetrimmer::edgetrimmer: " + DT_UNUSED)

NOT_KEYED = {}
NOT_KEYED[(XS, "xmrstak/backend/nvidia/nvcc_code/cuda_extra.cu", 471, U)] = (
    "no", "cryptonight_extra_cpu_final: the fallback launch cryptonight_extra_gpu_final<invalid_algo> is the argument of "
    "CUDA_CHECK_MSG_KERNEL(id, msg, launch), which expands to 'launch; CUDA_CHECK_MSG(id, msg, cudaGetLastError())': the "
    "launch error IS read right after it and throws. Wrong by the page (a used cudaGetLastError after the launch checks "
    "it). Cause: a launch and its last-error read inside ONE macro expansion are not taken as read-after-launch; the "
    "five other branches' launches are silent only because a later branch's macro read follows them in source order "
    "(probe judged-no/launch_macro_next_line.cu: the macro form reported on one line and across lines, the written-out "
    "form silent)")

OTHER = {}
MS = ("no", "CudaSift has no stream: TimerGPU(cudaStream_t stream_ = 0) records its events on a member that is always "
      "0 (every TimerGPU in the library is built with 0 or the default), so the unit only seems to 'hand streams to "
      "calls'; all work is on the legacy default stream by design and a stream parameter would be a redesign of the "
      "API. Right by the page of this build (a unit that uses a stream variable), not worth acting on")
for l in (111, 126, 334, 348, 361, 378, 401, 428, 468, 509):
    OTHER[(CS, "cudaSiftH.cu", l, "cuda-missing-stream")] = MS


def load_verdicts():
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(HERE, "heldout27-key.tsv"))}
    for k, r in key.items():
        if r["report"] == "yes":
            V[k] = KEY_WRONG.get(k, (r["act"], "as keyed: " + r["reason"]))
    for k, x in NOT_KEYED.items():
        V[k] = x


def main():
    load_verdicts()
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", required=True)
    ap.add_argument("--new")
    a = ap.parse_args()
    here = HERE
    runs = [("OLD", a.old)] + ([("NEW", a.new)] if a.new else [])
    data = {name: load_reports(out, REPOS, KEYED) for name, out in runs}
    unjudged = sorted({k for name in data for k in data[name][0] if k not in V})
    assert not unjudged, unjudged
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(here, "heldout27-key.tsv"))}
    others = {}
    for name, out in runs:
        for repo in REPOS:
            rep = json.load(open(os.path.join(out, "out", repo.replace("/", "+") + ".json")))
            for f in rep["findings"]:
                if f["check"] not in KEYED:
                    others.setdefault(name, []).append((repo, f["file"], f["line"], f["check"]))
    with open(os.path.join(here, "heldout27-judged.tsv"), "w") as o:
        o.write("# Every finding of the OLD (<eval-bin-s34d>) and NEW (<eval-bin-s35b>) builds on round 27's 14 TUs, judged by the "
                "heldout27 helper (eval/heldout27-judge.py): act = would an experienced CUDA engineer change the code; key = "
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
        print(f"| all four | | | | | {len(fs)} | {yes} | {(f'{yes / len(fs):.2f}' if fs else '—')} | "
              f"{1000 * len(fs) / tl:.2f} | |")
        for c in KEYED:
            for k, r in sorted(key.items()):
                if k[3] == c and r["report"] == "yes" and k not in found:
                    print("missed (keyed report):", k, "act=" + r["act"])
            for k in sorted(found):
                if k[3] == c and (k not in key or key[k]["report"] == "no"):
                    print("unexpected:", k, V[k][0], NOT_KEYED.get(k, ("", "keyed silent"))[1][:60])
        print()
        print("| repository | TUs | clean | non-blank non-comment lines of TU files | findings (four checks) | per 1000 "
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
