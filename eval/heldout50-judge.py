#!/usr/bin/env python3
"""Held-out round 50 (eval/results/heldout50.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s46e>, main 7cea37c), run with eval/heldout50-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout50-key.tsv: AMReX's rows committed in 7c75a05 before any cuda-* run, dgl's
rows in 2dbf3b1 before any cuda-* run on dgl's units, virtualfluids' rows in 728fa03 before any cuda-* run on its units). Writes eval/heldout50-judged.tsv (one row per finding, plus one
'missed' row per keyed report no finding matched) and prints the per-check table. Modelled on eval/heldout38-judge.py
and eval/heldout49-judge.py.

  heldout50-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first. The run gave five findings in all, every
one keyed (AMReX's cudaDeviceGetAttribute, virtualfluids' four dropped calls); the facts the reasons state were checked with grep in the extracted sources.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

AM, DG, VF = "AMReX-Codes/amrex", "dmlc/dgl", "irmb/virtualfluids"
REPOS = [VF, AM, DG]
COMMITS = {AM: "92679ba", DG: "3d16000", VF: "77ee8c3"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop"]

# Findings not keyed: none in this run.
NOT_KEYED = {}

# Rows keyed silent that were reported: none in this run.
KEYED_SILENT_REPORTED = {}

KEY_ERRORS = {
    (DG, "src/runtime/cuda/cuda_device_api.cc", 210, "cuda-event-needless-timing"): (
        "key error: the page (7cea37c, docs/checks/cuda/event-needless-timing.md) reports a timing event only when a "
        "cudaEventRecord of it runs again and again in a loop that repeats work (or a function such a loop calls, up to "
        "three calls up) in the unit; SyncStreamFromTo creates, records, waits on and destroys its event once per call "
        "and no loop of cuda_device_api.cc calls it, so the page says silent. The row was written without reading that "
        "condition. On act, judged again strictly: a cudaEventDisableTiming flag saves about 1 us of host time per call "
        "(the page's measurement) in a function DGL rarely calls (it defers stream handling to PyTorch, "
        "cuda_device_api.cc:221-225): not worth a change on its own; the key's 'yes' was too generous"),
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED,
                                          KEY_ERRORS)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s46e>, main 7cea37c) on round 50's 13 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout50 helper (eval/heldout50-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 50, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
