#!/usr/bin/env python3
"""Held-out round 21 (eval/results/heldout21.md): the verdicts on every finding of the four keyed checks from the OLD
build (<eval-bin-s34start>, main c8206fe) and the NEW build (<eval-bin-s34b>), the judged table
(eval/heldout21-judged.tsv) and the figures: per check and build findings, worth acting on, precision, keyed recall;
cuda-unchecked-error findings per 1000 non-blank, non-comment lines of the TU files; parse status per TU; the other
cuda-* checks' findings, counted.

  heldout21-judge.py --old <out-old> [--new <out-new>]
"""
import argparse, collections, csv, json, os, re

S, E, L, U = "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak", "cuda-unchecked-error"
KEYED = [S, E, L, U]
P, G, C, M, H = "ParRes/Kernels", "wilicc/gpu-burn", "davidrohr/caldgemm", "ekondis/mixbench", "chai-benchmarks/chai"
REPOS = [P, G, C, M, H]
V = {}


def v(repo, f, l, c, act, why):
    V[(repo, f, l, c)] = (act, why)


VAL = ("PRK validates the results before it prints a rate ('ERROR: solution did not validate' and exit 1 otherwise), "
       "so a launch that fails is noticed, only its cause is not named")
v(P, "Cxx11/prk_cuda.h", 96, U, "yes", "prk::CUDA::info::info(): cudaGetDeviceProperties dropped in the device loop, the one "
  "unchecked call of a header that checks everything else; on failure the limits checkDims reads are uninitialized")
v(P, "Cxx11/stencil-cuda.cu", 216, U, "no", "stencil/add launches never checked (the later prk::check(cudaDeviceSynchronize()) "
  "cannot see a launch error); " + VAL + "; a block the device rejects is also announced by info.checkDims' message")
v(P, "Cxx11/xgemm-cublas.cu", 159, U, "no", "run<T>'s init launch never checked; fp32/fp64 results are validated; for fp16 "
  "(validation skipped) the timed cuBLAS GEMMs run whether or not init ran, so the printed rate is still the GEMM's")
v(G, "gpu_burn-drv.cpp", 354, U, "no", "startBurn: cuEventCreate dropped, but a failed creation is reported at once by the "
  "checked cuEventRecord of the same event (throws); the other (378) is the final drain before delete, whose cuMemFree "
  "calls are checked")
v(C, "caldgemm_cuda.cu", 561, U, "no", "debug-only timing sync (Config->Debug && Config->VerboseTiming); whenever it runs, "
  "the checked cudaStreamSynchronize of the same stream at 588 (VerboseTiming) runs later in the same call")
v(M, "mixbench-cuda/main-cuda.cpp", 23, U, "no", "cudaSetDevice(0) dropped: a failure is reported at once by "
  "StoreDeviceInfo's CUDA_SAFE_CALLs on the next line; the other (27, cudaMemGetInfo) only feeds a printf")

OVR = ("cudaMalloc's status stored in cudaStatus and overwritten by the next allocation before CUDA_ERR() reads it: "
       "only the group's last allocation is checked, a failure of the others goes unnoticed and the benchmark runs on a "
       "bad pointer (the function's later overwritten copy statuses and dropped syncs are in the same finding)")
for f, l in (("BFS/main.cpp", 176), ("CEDD/main.cpp", 185), ("HSTO/main.cpp", 175), ("TQ/main.cpp", 178),
             ("TRNS/main.cpp", 180)):
    v(H, "CUDA-D/" + f, l, U, "yes", "main: " + OVR)
v(H, "CUDA-D/CEDD/main.cpp", 234, U, "no", "GPU proxy lambda: dropped cudaDeviceSynchronize calls (234, 272, 279); launch errors "
  "are read by the call_* launchers, and an asynchronous fault is returned by the checked cudaMemcpy (277) right after")
for b in ("BFS", "CEDD", "HSTO", "TQ", "TRNS"):
    v(H, "CUDA-D/%s/support/timer.h" % b, 52, U, "no", "Timer::start: event creation/record dropped in a profiling helper "
      "(a failure only spoils a printed time)")
    v(H, "CUDA-D/%s/support/timer.h" % b, 60, U, "no", "Timer::stop: record/synchronize/elapsed-time dropped in a profiling "
      "helper; kernel faults are returned by main's checked copies")

# Key rows whose 'report' the page contradicts, found after the run (the committed key is unchanged).
KEY_WRONG = {
    (G, "gpu_burn-drv.cpp", 70, U): "the page's 'cleanup on a failure already seen' exemption: cuGetErrorString sits inside "
    "if (rCode != CUDA_SUCCESS), a branch taken when the (CUresult-valued) code reports failure; silent is right by the page",
}

EXT_NUMS = re.compile(r"/\*.*?\*/", re.S)


def code_lines(path):
    """Non-blank lines once /* */ and // comments are removed (naive: comment markers inside strings are not special)."""
    s = EXT_NUMS.sub(lambda m: "\n" * m.group(0).count("\n"), open(path, errors="replace").read())
    return sum(1 for l in s.split("\n") if re.sub(r"//.*", "", l).strip())


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def load(out):
    found, parse, other = {}, {}, collections.Counter()
    for repo in REPOS:
        r = repo.replace("/", "+")
        root = os.path.realpath(os.path.join(out, "src", r))
        rep = json.load(open(os.path.join(out, "out", r + ".json")))
        for u in rep["translation_units"]:
            errs = u.get("compile_errors") or []
            up = u["file"] if os.path.isabs(u["file"]) else os.path.join(root, u["file"])
            parse[(repo, os.path.relpath(os.path.realpath(up), root))] = (
                bool(u["parsed_cleanly"]), (errs[0].get("message", "")[:90] if errs else ""))
        for f in rep["findings"]:
            p = f["file"] if os.path.isabs(f["file"]) else os.path.join(root, f["file"])
            k = (repo, os.path.relpath(os.path.realpath(p), root), f["line"], f["check"])
            if f["check"] in KEYED:
                found[k] = f
            else:
                other[(repo, f["check"])] += 1
    return found, parse, other


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", required=True)
    ap.add_argument("--new")
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    runs = [("OLD", a.old)] + ([("NEW", a.new)] if a.new else [])
    data = {name: load(out) for name, out in runs}
    unjudged = sorted({k for name in data for k in data[name][0] if k not in V})
    assert not unjudged, unjudged
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r
           for k in ("heldout21-key.tsv", "heldout21-keyB.tsv") for r in rows(os.path.join(here, k))}
    with open(os.path.join(here, "heldout21-judged.tsv"), "w") as o:
        o.write("# Every finding of the four keyed checks from the OLD (<eval-bin-s34start>) and NEW (<eval-bin-s34b>) builds, "
                "judged by the heldout21 helper (eval/heldout21-judge.py): act = would an experienced CUDA engineer act on it; "
                "key = the key row's report (or 'not keyed').\n")
        o.write("build\trepo\tfile\tline\tcheck\tkey\tact\treason\n")
        for name, _ in runs:
            for k in sorted(data[name][0]):
                kr = key.get(k)
                o.write("\t".join([name] + list(map(str, k)) + [kr["report"] if kr else "not keyed"] + list(V[k])) + "\n")
    for name, _ in runs:
        found, parse, other = data[name]
        print(f"## {name}")
        print("| check | findings | worth acting on | precision | keyed: found / expected (report=yes) | "
              "keyed silent but reported | engineer recall (key act=yes) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for c in KEYED:
            fs = [k for k in found if k[3] == c]
            yes = sum(V[k][0] == "yes" for k in fs)
            exp = [k for k, r in key.items() if k[3] == c and r["report"] == "yes"]
            silent_hit = [k for k in fs if k in key and key[k]["report"] == "no"]
            eng = [k for k, r in key.items() if k[3] == c and r["act"] == "yes"]
            prec = f"{yes / len(fs):.2f}" if fs else "—"
            print(f"| {c} | {len(fs)} | {yes} | {prec} | {sum(k in found for k in exp)} / {len(exp)} | "
                  f"{len(silent_hit)} | {sum(k in found for k in eng)} / {len(eng)} |")
        for c in KEYED:
            for k, r in sorted(key.items()):
                if k[3] == c and r["report"] == "yes" and k not in found:
                    print("missed (keyed report):", k, "act=" + r["act"], "KEY WRONG" if k in KEY_WRONG else "")
            for k in sorted(found):
                if k[3] == c and k not in key:
                    print("not keyed:", k, V[k][0])
        print()
        print("| repository | TUs | clean | non-blank non-comment lines of TU files | unchecked-error findings | per 1000 lines "
              "| worth acting on | per 1000 lines |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        out = dict(runs)[name]
        for repo in REPOS:
            r = repo.replace("/", "+")
            db = json.load(open(os.path.join(out, "db", r, "compile_commands.json")))
            files = sorted(set(os.path.realpath(e["file"]) for e in db))
            ln = sum(code_lines(x) for x in files)
            tus = [p for p in parse if p[0] == repo]
            clean = sum(parse[p][0] for p in tus)
            fs = [k for k in found if k[0] == repo and k[3] == U]
            yes = sum(V[k][0] == "yes" for k in fs)
            print(f"| {repo} | {len(files)} | {clean} | {ln} | {len(fs)} | {1000 * len(fs) / ln:.2f} | {yes} | "
                  f"{1000 * yes / ln:.2f} |")
        for p, (ok, msg) in sorted(parse.items()):
            if not ok:
                print("not clean:", p, msg)
        print("other cuda-* checks:", dict(other) or "none")
        print()
    if len(runs) == 2:
        o, n = data["OLD"][0], data["NEW"][0]
        print("dropped by NEW:", sorted(set(o) - set(n)) or "none")
        print("added by NEW:", sorted(set(n) - set(o)) or "none")


if __name__ == "__main__":
    main()
