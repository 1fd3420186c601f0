#!/usr/bin/env python3
"""Held-out round 33 (eval/results/heldout33.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s38b>, main 6dd92d6), run with eval/heldout33-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout33-key.tsv: cuda-pageable-async-memcpy only). Writes eval/heldout33-judged.tsv
(one row per finding, plus one per keyed report no finding matched) and prints the per-check table, with
cuda-pageable-async-memcpy split into findings of the new rule (a note "every call of ... in the program passes pageable
memory") and the others.

  heldout33-judge.py --blind <out> [--after <out-after>]

With --after (a later build run the same way on its own <out>), its rows are written as build AFTER and the table printed
for both.
"""
import argparse, csv, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
P = "cuda-pageable-async-memcpy"
W, S, M = "baidu-research/warp-ctc", "gggprojects/skylines", "dmlc/mshadow"
REPOS = [W, S, M]
COMMITS = {W: "94b2fa1", S: "1b0d204", M: "bc49327"}

# Verdicts of findings the key does not name (the other checks; not keyed), written after reading each site.
NOT_KEYED = {
    (W, "include/detail/gpu_ctc.h", 438, "cuda-unchecked-error"): (
        "no", "compute_probs launches prepare_stable_SM_kernel unchecked, but the next call, reduce_exp (src/reduce.cu:150, "
        "another unit), reads cudaGetLastError after its own launch and returns CTC_STATUS_EXECUTION_FAILED, which :446 "
        "tests: a failed launch here is reported there. The finding's note names :450 and :454, whose errors the "
        "cudaGetLastError of launch_alpha_beta_kernels (:334) reads; the real gap is that compute_cost_and_score ignores "
        "launch_gpu_kernels' returned status (:483), a line the finding does not name. Fact the engine lacked: reduce's "
        "check in another unit"),
    (S, "src/skylines_engine/gpu/gpu_devices.cpp", 23, "cuda-unchecked-error"): (
        "yes", "GPUDevices::SetGPU drops cudaSetDevice's status while the constructor wraps cudaGetDeviceCount in "
        "CUDA_CHECK (:15): a failed device selection goes unnoticed and the engine runs on the current device; wrap it"),
    (S, "src/skylines_engine/gpu/gpu_devices.cpp", 80, "cuda-unchecked-error"): (
        "no", "PrintGPUInfo, a diagnostic printout: cudaSetDevice and cudaGetDeviceProperties (:82) unchecked before "
        "printing the properties; SetGPU sets the device again right after. A failure prints garbage once; not worth a "
        "change for the engineer (cosmetic)"),
    (S, "src/skylines_engine/gpu/gpu_stream.hpp", 14, "cuda-unchecked-error"): (
        "yes", "GPUStream's constructor stores cudaStreamCreate's status in e under a `//check error` the author left "
        "unfinished: a failed creation leaves stream_ null and every copy and launch of the query silently goes to the "
        "legacy stream; check e (throw or log)"),
}
for line in (472, 495, 518, 626, 628, 630):
    NOT_KEYED[(W, "tests/test_gpu.cu", line, "cuda-alloc-in-loop")] = (
        "no", "grad_check allocates (acts_gpu, grads_gpu, the workspace) and frees them on each call, and run_tests calls it "
        "in `for (auto problem : problem_sizes)`, a one-element list: the loop runs once; test code, nothing to gain")


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def load(out):
    found, parse, summary = {}, {}, {}
    for repo in REPOS:
        r = repo.replace("/", "+")
        root = os.path.realpath(os.path.join(out, "src", r))
        rep = json.load(open(os.path.join(out, "out", r + ".json")))
        summary[repo] = rep["summary"]
        for u in rep["translation_units"]:
            p = u["file"] if os.path.isabs(u["file"]) else os.path.join(root, u["file"])
            errs = u.get("compile_errors") or []
            parse[(repo, os.path.relpath(os.path.realpath(p), root))] = (bool(u["parsed_cleanly"]), len(errs))
        for f in rep["findings"]:
            p = f["file"] if os.path.isabs(f["file"]) else os.path.join(root, f["file"])
            k = (repo, os.path.relpath(os.path.realpath(p), root), f["line"], f["check"])
            new = any("every call of" in n.get("message", "") for n in f.get("notes", []))
            found[k] = "NEW" if new else ("LOCAL" if f["check"] == P else "-")
    return found, parse, summary


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--blind", required=True)
    ap.add_argument("--after")
    a = ap.parse_args()
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(HERE, "heldout33-key.tsv"))}
    verdicts = {k: (r["act"], "as keyed: " + r["reason"]) for k, r in key.items()}
    verdicts.update(NOT_KEYED)
    runs = [("BLIND", a.blind)] + ([("AFTER", a.after)] if a.after else [])
    data = {name: load(out) for name, out in runs}
    unjudged = sorted({k for n in data for k in data[n][0] if k not in verdicts})
    assert not unjudged, unjudged
    with open(os.path.join(HERE, "heldout33-judged.tsv"), "w") as o:
        o.write("# Every finding of the BLIND build (<eval-bin-s38b>, main 6dd92d6) on round 33's 27 TUs (every cuda-* check, the "
                "whole database of each repository), judged by the heldout33 helper (eval/heldout33-judge.py): act = would an "
                "experienced CUDA engineer change the code; key = the key row's report, 'not keyed', or 'missed' (a keyed "
                "report no finding matched); rule = NEW when a note says every call of the program passes pageable memory, "
                "LOCAL for the check's other findings, '-' for other checks.\n")
        o.write("build\trepo\tcommit\tfile\tline\tcheck\trule\tkey\tact\treason\n")
        for name, _ in runs:
            found = data[name][0]
            for k in sorted(found):
                kr = key.get(k)
                o.write("\t".join([name, k[0], COMMITS[k[0]], k[1], str(k[2]), k[3], found[k],
                                   kr["report"] if kr else "not keyed"] + list(verdicts[k])) + "\n")
            for k, r in sorted(key.items()):
                if r["report"] == "yes" and k not in found:
                    rule = "NEW" if r["reason"].startswith("NEW") else "LOCAL"
                    o.write("\t".join([name, k[0], COMMITS[k[0]], k[1], str(k[2]), k[3], rule, "missed", r["act"],
                                       "keyed report not found: " + r["reason"]]) + "\n")
    for name, _ in runs:
        found, parse, summary = data[name]
        print(f"## {name}")
        print("| check | findings | worth acting on | keyed reports | found of keyed | keyed silent but reported | not keyed |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        checks = sorted({k[3] for k in found} | {P})
        groups = [(c, lambda k, c=c: k[3] == c) for c in checks]
        groups += [(P + ", new rule (notes 'every call of')", lambda k: k[3] == P and found.get(k) == "NEW"),
                   (P + ", other findings", lambda k: k[3] == P and found.get(k) == "LOCAL")]
        for label, sel in groups:
            fs = [k for k in found if sel(k)]
            yes = sum(verdicts[k][0] == "yes" for k in fs)
            if label == P:
                exp = [k for k, r in key.items() if r["report"] == "yes"]
            elif label.startswith(P + ", new"):
                exp = [k for k, r in key.items() if r["report"] == "yes" and r["reason"].startswith("NEW")]
            elif label.startswith(P + ", other"):
                exp = [k for k, r in key.items() if r["report"] == "yes" and not r["reason"].startswith("NEW")]
            else:
                exp = []
            silent = sum(1 for k in fs if k in key and key[k]["report"] == "no")
            unkeyed = sum(1 for k in fs if k not in key)
            print(f"| {label} | {len(fs)} | {yes} | {len(exp)} | {sum(k in found for k in exp)} | {silent} | {unkeyed} |")
        for k, r in sorted(key.items()):
            if r["report"] == "yes" and k not in found:
                print("missed:", k, "act=" + r["act"])
        print()
        print("| repository | TUs | clean | findings | project_index |")
        print("| --- | ---: | ---: | ---: | --- |")
        for repo in REPOS:
            tus = [p for p in parse if p[0] == repo]
            print(f"| {repo} | {len(tus)} | {sum(parse[p][0] for p in tus)} | {sum(1 for k in found if k[0] == repo)} | "
                  f"{summary[repo].get('project_index')} |")
        for p, (ok, n) in sorted(parse.items()):
            if not ok:
                print("not clean:", p, n, "errors")
        print()


if __name__ == "__main__":
    main()
