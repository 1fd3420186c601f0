#!/usr/bin/env python3
"""Judges every finding of issue 17's four checks in held-out round 14 (eval/results/heldout14.md) against
eval/heldout14-key.tsv with the evaluator's verdicts (VERDICTS below, one per (repo, check, file, line)), and writes
eval/heldout14-judged.tsv. A finding with no verdict is written UNJUDGED; a keyed report no finding matched is a row
'missed'. Also prints per check: findings, yes, key found / expected, and cuda-unchecked-error per 1000 lines.

  heldout14-judge.py --out DIR      (DIR/out/<owner>+<repo>.json from `heldout14-repos.py lint`)
"""
import argparse, csv, json, os

COMMITS = {"andyschwarzl+gpuNUFFT": "350fc32", "ccsb-scripps+AutoDock-GPU": "f5cf6ff"}
FOUR = ["cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak", "cuda-unchecked-error"]
COLS = ["run", "repo", "commit", "check", "file", "line", "vs_key", "act", "judgement"]
UE = "cuda-unchecked-error"
G, A = "andyschwarzl+gpuNUFFT", "ccsb-scripps+AutoDock-GPU"
VERDICTS = {
    (G, UE, "CUDA/src/gpuNUFFT_operator.cpp", 332): ("yes",
        "computePossibleConcurrentCoilCount: cudaMemGetInfo dropped; free_mem (0 on failure) decides how many coils "
        "go into each batch, so a failure silently shrinks the batch or hides a sticky earlier error. A one-line check"),
    (G, UE, "CUDA/inc/cuda_utils.hpp", 143): ("no",
        "freeTotalDeviceMemory: the dropped cudaDeviceSynchronize comes after frees that are each HANDLE_ERROR'd (a "
        "cudaFree also returns earlier asynchronous errors) and before a debug printf; at teardown nothing useful can be "
        "done with its failure. Right by the page (not a release API), no engineer would change it"),
    (G, UE, "CUDA/inc/cuda_utils.hpp", 182): ("no",
        "showMemoryInfo: cudaMemGetInfo dropped in a diagnostic print (DEBUG or force); a failure prints zeros and "
        "nothing depends on the values. Right by the page, not worth acting on"),
    (G, UE, "CUDA/src/gpu/std_gpuNUFFT_kernels.cu", 616): ("yes",
        "performOutOfPlaceFFTShift: device-to-device cudaMemcpy dropped, then the fftShift launch and cudaFree with "
        "nothing reading the last error; in a release build (DEBUG 0) the operator's reads after performFFTShift are "
        "all behind 'DEBUG &&' or behind a failed sync, which a launch-configuration error does not cause"),
    (G, UE, "CUDA/src/gpu/std_gpuNUFFT_kernels.cu", 594): ("yes",
        "performInPlaceFFTShift: launches of fftShiftKernel2D/fftShiftKernel with no read after; its caller in the TU "
        "(performFFTShift) reads nothing either, and the operator's callers (other TU) read the last error only under "
        "DEBUG or after a failed sync: a failed launch is lost in a release build. A cudaGetLastError check after the "
        "launch is what an engineer would add (low priority: the grid comes from getOptimalGridDim)"),
    (A, UE, "host/src/performdocking.cpp", 258): ("yes",
        "docking_with_gpu: status = cudaSetDevice(...) overwritten at :325 before any read; the note's list holds the "
        "three dropped cudaMemcpy uploads :373/:375/:377, each followed by RTERROR(status) re-testing the stale status "
        "(copy-paste bug: the rotatable-bond constants' uploads are never checked). The note also lists :383 and :692, "
        "which are WRONG: each is 'status = cudaX(...); RTERROR(status, ...)' inside an if block, read on the next line "
        "(probe eval/probes-heldout14/status-in-if). The finding is worth acting on; two of its five noted lines are not"),
    (A, UE, "host/src/performdocking.cpp", 140): ("yes",
        "setup_gpu_for_docking: status = cudaFree(NULL) / status = cudaSetDevice(devnum) (:142, in the note) in an "
        "if/else, overwritten at :164 before any read: a failed cudaSetDevice on a multi-GPU run goes unnoticed. Correct "
        "and worth acting on; the key had it silent from the page's Limits ('except for the overwrite by the next "
        "assigning statement of the same block'), which the check goes beyond here, rightly (the store is truly never "
        "read), by the mechanism that also makes :383/:692 of the :258 note wrong"),
}


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--key", default="eval/heldout14-key.tsv")
    ap.add_argument("--judged", default="eval/heldout14-judged.tsv")
    a = ap.parse_args()
    key = {(r["repo"], r["check"], r["file"], int(r["line"])): r for r in rows(a.key)}
    out, seen, others = [], set(), {}
    for repo in COMMITS:
        for f in json.load(open(os.path.join(a.out, "out", repo + ".json")))["findings"]:
            if f["check"] not in FOUR:
                others[f["check"]] = others.get(f["check"], 0) + 1
                continue
            k = (repo, f["check"], f["file"], int(f["line"]))
            seen.add(k)
            kr = key.get(k)
            vs = "not keyed" if kr is None else ("found" if kr["expected"] == "report" else "unexpected (keyed silent)")
            act, why = VERDICTS.get(k, ("UNJUDGED", f["message"]))
            out.append({"run": "s32final2", "repo": repo, "commit": COMMITS[repo], "check": f["check"],
                        "file": f["file"], "line": f["line"], "vs_key": vs, "act": act, "judgement": why})
    for k, kr in key.items():
        if kr["expected"] == "report" and k not in seen:
            out.append({"run": "s32final2", "repo": k[0], "commit": COMMITS[k[0]], "check": k[1], "file": k[2],
                        "line": k[3], "vs_key": "missed", "act": kr["act"], "judgement": "keyed report not found: " + kr["reason"]})
    with open(a.judged, "w") as fh:
        fh.write("# Every finding of issue 17's four checks in held-out round 14 (eval/results/heldout14.md) judged: would an\n"
                 "# experienced CUDA engineer change the code? vs_key: found / unexpected (keyed silent) / not keyed / missed.\n")
        w = csv.DictWriter(fh, COLS, delimiter="\t", lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    for c in FOUR:
        fs = [r for r in out if r["check"] == c and r["vs_key"] != "missed"]
        exp = [k for k, r in key.items() if k[1] == c and r["expected"] == "report"]
        print(f"{c}: findings {len(fs)}, yes {sum(r['act'] == 'yes' for r in fs)}, "
              f"unjudged {sum(r['act'] == 'UNJUDGED' for r in fs)}, key found {sum(k in seen for k in exp)} / {len(exp)}")
    print("other checks (counted, not judged):", others)


if __name__ == "__main__":
    main()
