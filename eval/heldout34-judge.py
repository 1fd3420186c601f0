#!/usr/bin/env python3
"""Held-out round 34 (eval/results/heldout34.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s39a>, main fb936ff), run with eval/heldout34-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout34-key.tsv: issue 15's four checks). Writes eval/heldout34-judged.tsv (one row
per finding, plus one 'missed' row per keyed report no finding matched) and prints the per-check table.

  heldout34-judge.py --blind <out> [--after <out-after>]

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's (the
launches written through Mirheo's SAFE_KERNEL_LAUNCH(...) macro; the key names the line where the stream is written).
With --after (a later build run the same way on its own <out>), its rows are written as build AFTER and the table printed
for both.
"""
import argparse, csv, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
B, M, F = "bytedance/byteps", "cselab/Mirheo", "OpenKinect/libfreenect2"
REPOS = [B, M, F]
COMMITS = {B: "f5df52f", M: "43d05cf", F: "fd64c5d"}
FOUR = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]

# Verdicts of findings the key does not name (the other checks, and keyed-silent sites that were reported), written after
# reading each site.
NOT_KEYED = {
    (B, "byteps/common/core_loops.cc", 53, "cuda-unchecked-error"): (
        "no", "FinishOrProceed's sampling branch (IsTensorSampled: a debug feature, BYTEPS_SAMPLE_KEY) reads the first and "
        "last float of input and output with four unchecked synchronous cudaMemcpy only to print them in a DEBUG log line "
        "(the note names 55, 57, 59): a failure garbles a debug line; the training path's copies and waits are all in "
        "CUDA_CALL. Not worth a change"),
    (M, "src/mirheo/core/exchangers/engines/mpi.cpp", 85, "cuda-unchecked-error"): (
        "yes", "MPIExchangeEngine::init drops cudaStreamSynchronize(stream)'s status before the CUDA-aware MPI sends of every "
        "halo exchange and redistribution (every time step), in a code base that wraps every other CUDA call in CUDA_Check: "
        "an error of the packing kernels (sticky or not) goes unnoticed and MPI sends from a faulted context; wrap it"),
}
for f, lines in (("src/cuda_depth_packet_processor.cu", (916, 921, 927)),
                 ("src/cuda_kde_depth_packet_processor.cu", (1366, 1371, 1380))):
    for line in lines:
        NOT_KEYED[(F, f, line, "cuda-unchecked-error")] = (
            "yes", "loadP0TablesFromCommandResponse / loadXZTables / loadLookupTable upload the decoding tables (trig, x/z, "
            "lookup; the note names the other unchecked copies of the same function) with unchecked synchronous cudaMemcpy, "
            "while the file checks every allocation with CHECK_CUDA/CALL_CUDA. The tables are loaded from the device's "
            "command thread and run() checks cudaGetLastError on the processing thread (last errors are per host thread), so "
            "a failed upload gives silently wrong depth on every frame; wrap them in the file's CALL_CUDA (the methods "
            "return void)")
# a keyed-silent site that was reported (simple_stationary_wall.cu:431): its verdict
KEYED_SILENT_VERDICT = {
    (M, "src/mirheo/core/walls/simple_stationary_wall.cu", 431, "cuda-default-stream"): (
        "no", "reported although the key read it silent (least sure (3): its next CUDA work is the cudaDeviceSynchronize on "
        "line 476, after the branch; the same shape in the else branch, :464, is silent). Not worth acting on, as every "
        "Mirheo finding of this check: one-time set-up (removeInner, called once by Simulation's set-up, simulation.cpp:735) "
        "between device-wide waits, in a program whose only streams are non-blocking (task_scheduler.cpp:344)"),
}


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def load(out):
    found, parse, summary = [], {}, {}
    for repo in REPOS:
        r = repo.replace("/", "+")
        rep = json.load(open(os.path.join(out, "out", r + ".json")))
        summary[repo] = rep["summary"]
        parse[repo] = [(u["file"], bool(u["parsed_cleanly"])) for u in rep["translation_units"]]
        for f in rep["findings"]:
            found.append((repo, f["file"], int(f["line"]), f["check"], f))
    return found, parse, summary


def judge(build, out, key):
    found, parse, summary = load(out)
    out_rows, used = [], set()
    for repo, file, line, check, f in found:
        k = None
        for i, kr in enumerate(key):
            if (kr["repo"], kr["file"], kr["check"]) == (repo, file, check) and abs(int(kr["line"]) - line) <= 3:
                if k is None or abs(int(kr["line"]) - line) < abs(int(key[k]["line"]) - line):
                    k = i
        if k is not None:
            used.add(k)
            kr = key[k]
            if kr["report"] == "yes":
                keyv, act, reason = "yes", kr["act"], "as keyed: " + kr["reason"]
            else:
                keyv = "keyed silent"
                act, reason = KEYED_SILENT_VERDICT[(repo, file, line, check)]
        else:
            keyv = "not keyed"
            act, reason = NOT_KEYED[(repo, file, line, check)]
        out_rows.append([build, repo, COMMITS[repo], file, str(line), check, keyv, act, reason])
    for i, kr in enumerate(key):
        if kr["report"] == "yes" and i not in used:
            out_rows.append([build, kr["repo"], COMMITS[kr["repo"]], kr["file"], kr["line"], kr["check"], "missed",
                             kr["act"], "keyed report not found: " + kr["reason"]])
    return out_rows, parse, summary


def table(build, jr, key):
    print(f"\n{build}")
    print("| check | findings | worth acting on | keyed reports | found of keyed | keyed silent but reported | not keyed |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    checks = FOUR + sorted({r[5] for r in jr if r[5] not in FOUR})
    for c in checks:
        fs = [r for r in jr if r[5] == c and r[6] != "missed"]
        keyed = sum(1 for k in key if k["check"] == c and k["report"] == "yes")
        hit = sum(1 for r in fs if r[6] == "yes")
        print(f"| {c}{'' if c in FOUR else ' (not keyed)'} | {len(fs)} | {sum(r[7] == 'yes' for r in fs)} | "
              f"{keyed if c in FOUR else '—'} | {hit if c in FOUR else '—'} | "
              f"{sum(r[6] == 'keyed silent' for r in fs)} | {sum(r[6] == 'not keyed' for r in fs)} |")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--blind", required=True)
    ap.add_argument("--after")
    a = ap.parse_args()
    key = rows(os.path.join(HERE, "heldout34-key.tsv"))
    allrows = []
    for build, out in (("BLIND", a.blind), ("AFTER", a.after)):
        if not out:
            continue
        jr, parse, summary = judge(build, out, key)
        allrows += jr
        for repo in REPOS:
            clean = sum(c for _, c in parse[repo])
            print(f"{build} {repo}: {len(parse[repo])} TUs, {clean} clean; findings {summary[repo]['findings']}; "
                  f"index {summary[repo].get('project_index')}")
        table(build, jr, key)
    hdr = ("# Every finding of the BLIND build (<eval-bin-s39a>, main fb936ff) on round 34's 35 TUs (every cuda-* check, the "
           "whole database of each repository), judged by the heldout34 helper (eval/heldout34-judge.py): act = would an "
           "experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other checks), or 'missed' (a keyed report no finding matched).\n")
    with open(os.path.join(HERE, "heldout34-judged.tsv"), "w") as f:
        f.write(hdr)
        f.write("\t".join(["build", "repo", "commit", "file", "line", "check", "key", "act", "reason"]) + "\n")
        for r in allrows:
            f.write("\t".join(r) + "\n")


if __name__ == "__main__":
    main()
